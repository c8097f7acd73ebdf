// A matchup as a sports-show versus graphic: the two teams side by side on their colours, split
// by a diagonal "VS", each under its top scorer's face (or the team's avatar when no starter is
// known), the scores counting up, the winner stamped (with a hit, the cues of ./entry.ts), the margin.
// Flat shapes and springs (src/common/motion.ts).
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { fitSize } from '../common/Fit';
import { points } from '../common/format';
import { Kicker } from '../common/Kicker';
import { countUp, enter } from '../common/motion';
import { shortenName } from '../common/names';
import { PropsFace } from '../common/Silhouette';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import { WIDTH, type MatchupCard, type MatchupStar, type TeamCard } from '../props';
import { COLORS, CONTENT, DISPLAY_FONT, ONE_LINE, TEXT_FONT } from '../theme';

const COUNT_FRAMES = 45;
/** When the winner is stamped (the hit of its entry's cues lands here, src/matchup/entry.ts). */
export const STAMP_AT = 50;

// The split: panels from just above the content box to just above the captions, the divider
// leaning from top right to bottom left (SLANT px each side of the middle).
const TOP = CONTENT.top - 40;
const BOTTOM = CONTENT.bottom + 20;
const MID = WIDTH / 2;
const SLANT = 70;
/** The panels run past the frame's sides, so the camera's pan never shows their ends. */
const BLEED = 40;
/** Each side's column: the half less the slant and a margin. */
const COL = 430;
const FACE = 350;
/** Anton upper case is about 0.4 em a letter; a little over, so the estimate errs short. */
const ANTON_EMS = 0.46;

const Side: React.FC<{ cast: Cast; team: TeamCard; star: MatchupStar | null; score: number; won: boolean; lost: boolean; left: boolean }> = ({
  cast,
  team,
  star,
  score,
  won,
  lost,
  left,
}) => {
  const frame = useCurrentFrame();
  const delay = left ? 0 : 5;
  const slide = enter(frame, delay, 120);
  const pop = enter(frame, delay + 8, 170);
  const stamp = enter(frame, STAMP_AT, 260);
  const settled = frame >= STAMP_AT;
  // The panel: its half of the screen, cut along the diagonal.
  const poly = left
    ? `polygon(0 0, ${BLEED + MID + SLANT}px 0, ${BLEED + MID - SLANT}px 100%, 0 100%)`
    : `polygon(${BLEED + MID + SLANT}px 0, 100% 0, 100% 100%, ${BLEED + MID - SLANT}px 100%)`;
  // The column hugs the outer edge; the right one sits lower, for the versus stagger.
  const colLeft = left ? 44 : WIDTH - 44 - COL;
  const colTop = TOP + (left ? 120 : 170);
  // Long names shrink a step first, and are cut with an ellipsis only past that.
  const nameFont = star ? fitSize(star.name, 54, 42, 16) : 54;
  const teamFont = fitSize(team.name, 66, 48, 13);
  return (
    <>
      <div
        style={{
          position: 'absolute',
          left: -BLEED,
          right: -BLEED,
          top: TOP,
          bottom: 1920 - BOTTOM,
          clipPath: poly,
          backgroundColor: team.color,
          opacity: lost && settled ? 0.55 : 0.92,
          transform: `translateX(${(1 - slide) * (left ? -WIDTH : WIDTH)}px)`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: colLeft,
          top: colTop,
          width: COL,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          opacity: lost && settled ? 0.8 : 1,
          transform: `translateX(${(1 - slide) * (left ? -WIDTH : WIDTH)}px)`,
        }}
      >
        <div style={{ transform: `scale(${0.6 + 0.4 * pop})` }}>
          {star ? (
            <PropsFace media={cast} player={star} color={team.color} size={FACE} />
          ) : (
            <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={FACE} />
          )}
        </div>
        {/* The star's line: his name and points, on an ink plate so it reads over any colour. */}
        <div style={{ marginTop: 26, height: 128, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-start' }}>
          {star && (
            <>
              <div
                style={{
                  fontFamily: DISPLAY_FONT,
                  fontSize: nameFont,
                  lineHeight: 1.1,
                  color: COLORS.paper,
                  textTransform: 'uppercase',
                  whiteSpace: 'nowrap',
                  maxWidth: COL,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {shortenName(star.name, COL, nameFont, ANTON_EMS)}
              </div>
              <div
                style={{
                  marginTop: 6,
                  backgroundColor: COLORS.ink,
                  color: COLORS.accent,
                  fontFamily: DISPLAY_FONT,
                  fontSize: 46,
                  lineHeight: 1,
                  padding: '10px 20px 6px',
                }}
              >
                {points(star.points)} PTS
              </div>
            </>
          )}
        </div>
        <div
          style={{
            marginTop: 24,
            fontFamily: DISPLAY_FONT,
            fontSize: teamFont,
            lineHeight: 1.05,
            color: COLORS.paper,
            textTransform: 'uppercase',
            whiteSpace: 'nowrap',
            maxWidth: COL,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {shortenName(team.name, COL, teamFont, ANTON_EMS)}
        </div>
        <div
          style={{
            fontFamily: TEXT_FONT,
            fontWeight: 600,
            fontSize: 34,
            color: COLORS.paper,
            opacity: 0.85,
            maxWidth: COL,
            ...ONE_LINE,
          }}
        >
          {team.owner}
        </div>
        <div style={{ position: 'relative', marginTop: 10 }}>
          <div
            style={{
              fontFamily: DISPLAY_FONT,
              fontSize: 128,
              lineHeight: 1,
              color: won && settled ? COLORS.win : COLORS.paper,
              backgroundColor: COLORS.ink,
              padding: '14px 26px 6px',
              borderRadius: 10,
              minWidth: 340,
              boxSizing: 'border-box',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {points(countUp(score, frame, 6, COUNT_FRAMES))}
          </div>
          {won && settled && (
            <div
              style={{
                position: 'absolute',
                right: -26,
                bottom: -50,
                fontFamily: DISPLAY_FONT,
                fontSize: 62,
                lineHeight: 1,
                color: COLORS.ink,
                backgroundColor: COLORS.win,
                padding: '10px 24px 4px',
                borderRadius: 10,
                transform: `rotate(-10deg) scale(${2.2 - 1.2 * stamp})`,
                boxShadow: `0 0 0 5px ${COLORS.ink}`,
              }}
            >
              WIN
            </div>
          )}
        </div>
      </div>
    </>
  );
};

/** The diagonal divider and the "VS" badge on it. */
const Versus: React.FC = () => {
  const frame = useCurrentFrame();
  const p = enter(frame, 12, 200);
  const height = BOTTOM - TOP;
  const angle = (Math.atan2(2 * SLANT, height) * 180) / Math.PI;
  const badgeY = TOP + height * 0.36;
  return (
    <>
      <div
        style={{
          position: 'absolute',
          left: MID + SLANT - 7,
          top: TOP,
          width: 14,
          height: Math.hypot(height, 2 * SLANT),
          backgroundColor: COLORS.paper,
          transformOrigin: 'center top',
          transform: `rotate(${angle}deg) scaleY(${Math.min(1, p)})`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: MID - 92,
          top: badgeY - 92,
          width: 184,
          height: 184,
          borderRadius: 92,
          backgroundColor: COLORS.ink,
          border: `10px solid ${COLORS.accent}`,
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          transform: `scale(${p}) rotate(-8deg)`,
        }}
      >
        <span style={{ fontFamily: DISPLAY_FONT, fontSize: 96, lineHeight: 1, color: COLORS.accent, paddingTop: 8 }}>VS</span>
      </div>
    </>
  );
};

/** The game (null when the recap has none), and its place among the week's games (1-based). */
export type MatchupProps = { cast: Cast; matchup: MatchupCard | null; index: number; total: number };

export const MatchupScene: React.FC<MatchupProps> = ({ cast, matchup: m, index, total }) => {
  const frame = useCurrentFrame();
  if (!m) return <Backdrop name="matchup" />;
  const t1 = teamOf(cast, m.team1);
  const t2 = teamOf(cast, m.team2);
  const tie = m.winner === null;
  const marginIn = enter(frame, STAMP_AT + 8, 200);
  return (
    <AbsoluteFill>
      <Backdrop name="matchup" />
      <Side cast={cast} team={t1} star={m.star1} score={m.score1} won={m.winner === t1.rosterId} lost={m.winner === t2.rosterId} left />
      <Side cast={cast} team={t2} star={m.star2} score={m.score2} won={m.winner === t2.rosterId} lost={m.winner === t1.rosterId} left={false} />
      <Versus />
      {/* Playoff games are billed by what is at stake ("SEMIFINAL"); regular ones by their order. */}
      <div style={{ position: 'absolute', top: TOP - 36, left: 0, right: 0, textAlign: 'center' }}>
        <Kicker>{m.label ?? `Matchup ${index} of ${total}`}</Kicker>
      </div>
      <div
        style={{
          position: 'absolute',
          top: BOTTOM - 74,
          left: 0,
          right: 0,
          textAlign: 'center',
          opacity: marginIn,
          transform: `scale(${0.7 + 0.3 * marginIn})`,
        }}
      >
        <span
          style={{
            display: 'inline-block',
            fontFamily: DISPLAY_FONT,
            fontSize: 76,
            lineHeight: 1,
            color: COLORS.ink,
            backgroundColor: COLORS.accent,
            padding: '16px 34px 8px',
          }}
        >
          {tie ? 'DEAD EVEN' : `WON BY ${points(m.margin)}`}
        </span>
      </div>
    </AbsoluteFill>
  );
};

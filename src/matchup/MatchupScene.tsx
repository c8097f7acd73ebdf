// A card per matchup: both teams, scores counting up, the winner stamped, the margin.
import React from 'react';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { fitSize } from '../common/Fit';
import { points } from '../common/format';
import { Kicker } from '../common/Kicker';
import { enter } from '../common/motion';
import type { SceneProps } from '../common/scene';
import { avatarSrc, teamOf } from '../common/teams';
import type { TeamCard } from '../props';
import { COLORS, DISPLAY_FONT, TEXT_FONT } from '../theme';

const COUNT_FRAMES = 45;
const STAMP_AT = 50;

/** Score on screen at a frame: eased count-up, exact at the end. */
export const countUp = (score: number, frame: number): number => {
  const t = interpolate(frame, [6, COUNT_FRAMES], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  return score * (1 - Math.pow(1 - t, 3));
};

const TeamRow: React.FC<{ recapSrc: string | null; team: TeamCard; score: number; won: boolean; lost: boolean; delay: number; fromLeft: boolean }> = ({
  recapSrc,
  team,
  score,
  won,
  lost,
  delay,
  fromLeft,
}) => {
  const frame = useCurrentFrame();
  const slide = enter(frame, delay);
  const stamp = enter(frame, STAMP_AT, 260);
  const showStamp = won && frame >= STAMP_AT;
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 32,
        backgroundColor: COLORS.panel,
        borderLeft: `18px solid ${team.color}`,
        borderRadius: 28,
        padding: '30px 30px',
        opacity: lost && frame >= STAMP_AT ? 0.78 : 1,
        transform: `translateX(${(1 - slide) * (fromLeft ? -1100 : 1100)}px)`,
      }}
    >
      <Avatar src={recapSrc} initials={team.initials} color={team.color} size={180} ring={won && frame >= STAMP_AT ? COLORS.win : '#ffffff'} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontFamily: DISPLAY_FONT, fontSize: fitSize(team.name, 76, 52, 14), lineHeight: 1.05, color: COLORS.paper, textTransform: 'uppercase', overflowWrap: 'anywhere' }}>{team.name}</div>
        <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 44, color: COLORS.muted, marginTop: 4, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{team.owner}</div>
        <div style={{ fontFamily: DISPLAY_FONT, fontSize: 132, lineHeight: 1, color: won && frame >= STAMP_AT ? COLORS.win : COLORS.paper, marginTop: 8 }}>{points(countUp(score, frame))}</div>
      </div>
      {showStamp && (
        <div
          style={{
            position: 'absolute',
            right: 28,
            bottom: 34,
            fontFamily: DISPLAY_FONT,
            fontSize: 92,
            color: COLORS.ink,
            backgroundColor: COLORS.win,
            padding: '6px 26px 0',
            borderRadius: 12,
            transform: `rotate(-8deg) scale(${2.2 - 1.2 * stamp})`,
          }}
        >
          WIN
        </div>
      )}
    </div>
  );
};

export const MatchupScene: React.FC<SceneProps> = ({ recap, segment }) => {
  const frame = useCurrentFrame();
  const m = recap.matchups.find((x) => x.matchupId === segment.matchupId) ?? recap.matchups[0];
  if (!m) return <Backdrop name="matchup" />;
  const t1 = teamOf(recap, m.team1);
  const t2 = teamOf(recap, m.team2);
  const tie = m.winner === null;
  const marginIn = enter(frame, STAMP_AT + 8, 200);
  const index = recap.matchups.indexOf(m) + 1;
  return (
    <AbsoluteFill>
      <Backdrop name="matchup" />
      <SceneBody style={{ justifyContent: 'center', gap: 34 }}>
        <div style={{ textAlign: 'center' }}>
          {/* Playoff games are billed by what is at stake ("SEMIFINAL"); regular ones by their order. */}
          <Kicker>{m.label ?? `Matchup ${index} of ${recap.matchups.length}`}</Kicker>
        </div>
        <TeamRow recapSrc={avatarSrc(recap, t1)} team={t1} score={m.score1} won={m.winner === t1.rosterId} lost={m.winner === t2.rosterId} delay={0} fromLeft />
        <TeamRow recapSrc={avatarSrc(recap, t2)} team={t2} score={m.score2} won={m.winner === t2.rosterId} lost={m.winner === t1.rosterId} delay={6} fromLeft={false} />
        <div style={{ textAlign: 'center', opacity: marginIn, transform: `scale(${0.7 + 0.3 * marginIn})` }}>
          <span style={{ fontFamily: DISPLAY_FONT, fontSize: 88, color: COLORS.accent }}>{tie ? 'DEAD EVEN' : `WON BY ${points(m.margin)}`}</span>
        </div>
      </SceneBody>
    </AbsoluteFill>
  );
};

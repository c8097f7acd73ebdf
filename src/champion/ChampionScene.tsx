// The championship week's crowning: the trophy with the champion's picture on it, confetti, the
// team and its owner, and the final's score against the runner-up. No champion in the props (the
// final not decided or not known): a calm "Season complete" card instead.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { fitSize } from '../common/Fit';
import { points } from '../common/format';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import { shortenName, tidyName } from '../common/names';
import { SceneBody } from '../common/SceneBody';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import type { MatchupCard, RecapProps } from '../props';
import { COLORS, DISPLAY_FONT, ONE_LINE, TEXT_FONT } from '../theme';
import { Confetti } from './Confetti';
import { faceSize, Trophy } from './Trophy';

const TROPHY_HEIGHT = 400;
const TEXT_WIDTH = 952;

/** The final: the game between the champion and the runner-up, champion's score first. */
export function finalScore(recap: Pick<RecapProps, 'matchups'>, champion: number, runnerUp: number | null): { champion: number; runnerUp: number } | null {
  if (runnerUp === null) return null;
  const m = recap.matchups.find((x: MatchupCard) => (x.team1 === champion && x.team2 === runnerUp) || (x.team1 === runnerUp && x.team2 === champion));
  if (!m) return null;
  return m.team1 === champion ? { champion: m.score1, runnerUp: m.score2 } : { champion: m.score2, runnerUp: m.score1 };
}

/** Where the season stands (its champion, runner-up), the week's games (the final's score) and the league. */
export type ChampionProps = { cast: Cast; league: Pick<RecapProps['league'], 'name' | 'season'> } & Pick<RecapProps, 'season' | 'matchups'>;

const SeasonComplete: React.FC<{ league: ChampionProps['league']; frame: number }> = ({ league, frame }) => {
  const pop = enter(frame, 0, 160);
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: 40, textAlign: 'center' }}>
        <div style={rise(frame, 0)}>
          <Kicker>{`${league.season} season`}</Kicker>
        </div>
        <div style={{ opacity: pop, transform: `scale(${0.6 + 0.4 * pop})` }}>
          <Trophy height={360} />
        </div>
        <div style={{ ...rise(frame, 8), fontFamily: DISPLAY_FONT, fontSize: 130, lineHeight: 1.05, color: COLORS.paper, textTransform: 'uppercase' }}>
          Season complete
        </div>
        <div
          dir="auto"
          style={{
            ...rise(frame, 14),
            fontFamily: TEXT_FONT,
            fontWeight: 600,
            fontSize: 48,
            color: COLORS.muted,
            unicodeBidi: 'isolate',
            maxWidth: TEXT_WIDTH,
          }}
        >
          {shortenName(league.name, TEXT_WIDTH, 48, 0.6)}
        </div>
      </SceneBody>
    </AbsoluteFill>
  );
};

export const ChampionScene: React.FC<ChampionProps> = ({ cast, season, matchups, league }) => {
  const frame = useCurrentFrame();
  if (season.champion === null) return <SeasonComplete league={league} frame={frame} />;

  const champ = teamOf(cast, season.champion);
  const runnerUp = season.runnerUp === null ? null : teamOf(cast, season.runnerUp);
  const score = finalScore({ matchups }, season.champion, season.runnerUp);
  const trophyIn = enter(frame, 0, 150);
  const avatarIn = enter(frame, 8, 200);
  const name = tidyName(champ.name);
  const nameSize = fitSize(name, 124, 76, 12);
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      {/* Behind the text, so the name and score stay clean while it falls. */}
      <Confetti frame={frame} start={6} />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: 26, textAlign: 'center' }}>
        <div style={rise(frame, 0)}>
          <Kicker>{`${league.season} Champions`}</Kicker>
        </div>
        <div style={{ opacity: trophyIn, transform: `translateY(${(1 - trophyIn) * 120}px)` }}>
          <Trophy height={TROPHY_HEIGHT}>
            <div style={{ opacity: avatarIn, transform: `scale(${0.4 + 0.6 * avatarIn})` }}>
              <Avatar src={avatarSrc(cast, champ)} initials={champ.initials} color={champ.color} size={faceSize(TROPHY_HEIGHT)} ring={COLORS.paper} />
            </div>
          </Trophy>
        </div>
        <div style={{ ...rise(frame, 14), maxWidth: TEXT_WIDTH }}>
          <div
            dir="auto"
            style={{
              fontFamily: DISPLAY_FONT,
              fontSize: nameSize,
              lineHeight: 1.05,
              color: COLORS.accent,
              textTransform: 'uppercase',
              overflowWrap: 'anywhere',
              unicodeBidi: 'isolate',
              // Two lines at most, whatever the name.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {shortenName(name, TEXT_WIDTH * 1.8, nameSize, 0.5)}
          </div>
          {champ.owner && (
            <div
              dir="auto"
              style={{
                fontFamily: TEXT_FONT,
                fontWeight: 600,
                fontSize: 48,
                color: COLORS.paper,
                marginTop: 6,
                ...ONE_LINE,
              }}
            >
              {shortenName(champ.owner, TEXT_WIDTH, 48, 0.6)}
            </div>
          )}
        </div>
        {runnerUp && (
          <div
            style={{
              ...rise(frame, 22),
              backgroundColor: COLORS.panel,
              border: `4px solid ${COLORS.panelEdge}`,
              borderRadius: 24,
              padding: '18px 34px 20px',
              maxWidth: TEXT_WIDTH,
              boxSizing: 'border-box',
            }}
          >
            {score && (
              <div style={{ fontFamily: DISPLAY_FONT, fontSize: 104, lineHeight: 1.05, whiteSpace: 'nowrap' }}>
                <span style={{ color: COLORS.win }}>{points(score.champion)}</span>
                <span style={{ color: COLORS.muted }}>{' – '}</span>
                <span style={{ color: COLORS.muted }}>{points(score.runnerUp)}</span>
              </div>
            )}
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 16,
                marginTop: 8,
                fontFamily: TEXT_FONT,
                fontWeight: 800,
                fontSize: 44,
                color: COLORS.muted,
              }}
            >
              <span style={{ whiteSpace: 'nowrap' }}>{score ? 'Final vs' : 'Beat'}</span>
              <Avatar src={avatarSrc(cast, runnerUp)} initials={runnerUp.initials} color={runnerUp.color} size={60} ring={COLORS.muted} />
              <span dir="auto" style={{ color: COLORS.paper, ...ONE_LINE, minWidth: 0 }}>
                {shortenName(runnerUp.name, TEXT_WIDTH - 320, 44, 0.62)}
              </span>
            </div>
          </div>
        )}
      </SceneBody>
    </AbsoluteFill>
  );
};

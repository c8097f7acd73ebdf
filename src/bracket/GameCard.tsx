// A bracket game as a card of two team lines (avatar, name, score), the winner's score in green,
// eliminated teams in grey; and a bye as a one-line card marked BYE.
import React from 'react';
import { Avatar } from '../common/Avatar';
import { points } from '../common/format';
import { shortenName } from '../common/names';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import { COLORS, DISPLAY_FONT, ONE_LINE } from '../theme';
import { GAME_LABEL_TEXT } from './labels';
import { BORDER, type Metrics } from './layout';
import type { GameLine, GameView } from './model';

export const GREY = '#747b91';
const PAD_X = 16;
const GAP = 14;
/** Anton's capitals average a little under half an em, its digits a little less (measured on stills). */
const ANTON_EMS = 0.48;
const DIGIT_EMS = 0.44;

type LineSize = { line: number; avatar: number; font: number; score: number };

const sizeOf = (m: Metrics, big: boolean): LineSize =>
  big ? { line: m.bigLine, avatar: m.bigAvatar, font: m.bigFont, score: m.bigScore } : { line: m.line, avatar: m.avatar, font: m.font, score: m.score };

/** A team (or an empty "TBD" place) with whatever goes on the right: a score, a W, a BYE tag. */
const TeamLine: React.FC<{
  cast: Cast;
  rosterId: number | null;
  width: number;
  size: LineSize;
  greyed: boolean;
  right: React.ReactNode;
  rightEms: number;
}> = ({ cast, rosterId, width, size, greyed, right, rightEms }) => {
  const team = rosterId === null ? null : teamOf(cast, rosterId);
  const nameWidth = width - 2 * PAD_X - 2 * BORDER - size.avatar - 2 * GAP - rightEms * size.score;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: GAP, height: size.line }}>
      <div style={{ opacity: greyed ? 0.45 : 1, flexShrink: 0 }}>
        {team ? (
          <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={size.avatar} ring={greyed ? GREY : COLORS.paper} />
        ) : (
          <Avatar src={null} initials="?" color={COLORS.panelEdge} size={size.avatar} ring={GREY} />
        )}
      </div>
      <div
        dir="auto"
        style={{
          flex: 1,
          minWidth: 0,
          fontFamily: DISPLAY_FONT,
          fontSize: size.font,
          lineHeight: 1.15,
          textTransform: 'uppercase',
          textAlign: 'left',
          ...ONE_LINE,
          color: team === null ? COLORS.muted : greyed ? GREY : COLORS.paper,
        }}
      >
        {team ? shortenName(team.name, nameWidth, size.font, ANTON_EMS) : 'TBD'}
      </div>
      {right}
    </div>
  );
};

const scoreText = (line: GameLine): string | null => (line.score !== null ? points(line.score) : line.state === 'won' ? 'W' : null);

/** The panel a game or a bye sits on. */
const panel = (width: number, border: string, pad: number, style?: React.CSSProperties): React.CSSProperties => ({
  width,
  boxSizing: 'border-box',
  backgroundColor: COLORS.panel,
  border,
  borderRadius: 18,
  padding: `${pad}px ${PAD_X}px`,
  ...style,
});

export const GameCard: React.FC<{
  cast: Cast;
  game: GameView;
  eliminated: ReadonlySet<number>;
  metrics: Metrics;
  width: number;
  big: boolean;
  labelled: boolean;
  highlight: boolean;
  style?: React.CSSProperties;
}> = ({ cast, game, eliminated, metrics, width, big, labelled, highlight, style }) => {
  const size = sizeOf(metrics, big);
  return (
    <div style={panel(width, `${BORDER}px solid ${highlight ? COLORS.accent : COLORS.panelEdge}`, metrics.pad, style)}>
      {labelled && (
        <div
          style={{
            height: metrics.label,
            fontFamily: DISPLAY_FONT,
            fontSize: 44,
            lineHeight: `${metrics.label}px`,
            color: COLORS.accent,
            textTransform: 'uppercase',
            ...ONE_LINE,
          }}
        >
          {game.label}
        </div>
      )}
      {game.lines.map((line, i) => {
        // The final's winner is the champion: the cup goes next to the score.
        const champion = line.state === 'won' && game.label === GAME_LABEL_TEXT.final;
        const text = scoreText(line);
        const greyed = line.state === 'lost' || (line.rosterId !== null && eliminated.has(line.rosterId));
        const color = line.state === 'won' ? COLORS.win : greyed ? GREY : COLORS.paper;
        return (
          <TeamLine
            key={i}
            cast={cast}
            rosterId={line.rosterId}
            width={width}
            size={size}
            greyed={greyed}
            rightEms={(text ? text.length * DIGIT_EMS : 0) + (champion ? 1.3 : 0)}
            right={
              text && (
                <div style={{ fontFamily: DISPLAY_FONT, fontSize: size.score, lineHeight: 1, color, flexShrink: 0, whiteSpace: 'nowrap' }}>
                  {champion ? `🏆 ${text}` : text}
                </div>
              )
            }
          />
        );
      })}
    </div>
  );
};

/** A team that skips the round: one line, tagged BYE in the accent colour. */
export const ByeCard: React.FC<{
  cast: Cast;
  rosterId: number;
  eliminated: ReadonlySet<number>;
  metrics: Metrics;
  width: number;
  style?: React.CSSProperties;
}> = ({ cast, rosterId, eliminated, metrics, width, style }) => {
  const size = sizeOf(metrics, false);
  const greyed = eliminated.has(rosterId);
  const tag = (
    <div
      style={{
        fontFamily: DISPLAY_FONT,
        fontSize: 44,
        lineHeight: 1,
        padding: '6px 12px 4px',
        borderRadius: 8,
        color: COLORS.ink,
        // Always yellow: the tag says "bye", the grey name says "out".
        backgroundColor: COLORS.accent,
        flexShrink: 0,
      }}
    >
      BYE
    </div>
  );
  return (
    <div style={panel(width, `${BORDER}px dashed ${COLORS.panelEdge}`, metrics.pad, style)}>
      <TeamLine cast={cast} rosterId={rosterId} width={width} size={size} greyed={greyed} right={tag} rightEms={2.2} />
    </div>
  );
};

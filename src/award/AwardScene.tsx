// Awards and roasts: the title, the team, and the facts the voice is talking about. A trade
// shows both teams, each with what it got.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { FactStats } from '../common/FactStats';
import { fitSize, Headline } from '../common/Fit';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import type { SceneProps } from '../common/scene';
import { PropsFace } from '../common/Silhouette';
import { avatarSrc, teamOf } from '../common/teams';
import { type FactCard, type RecapProps, type TeamCard } from '../props';
import { COLORS, DISPLAY_FONT, TEXT_FONT } from '../theme';

/** One row per team of a trade: its avatar and name, then what it got ("Josh Allen, 2026 2nd"). */
const TradeSides: React.FC<{ recap: RecapProps; sides: NonNullable<FactCard['sides']>; delay: number }> = ({ recap, sides, delay }) => {
  const frame = useCurrentFrame();
  const rows = sides.slice(0, 3);
  const compact = rows.length > 2;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: compact ? 16 : 24, width: '100%' }}>
      {rows.map((side, i) => {
        const team = teamOf(recap, side.rosterId);
        const got = side.lines.length ? side.lines.join(', ') : '—';
        const items = side.lines.length ? side.lines : ['—'];
        return (
          <div
            key={side.rosterId}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 28,
              backgroundColor: COLORS.panel,
              border: `4px solid ${COLORS.panelEdge}`,
              borderLeft: `16px solid ${team.color}`,
              borderRadius: 24,
              padding: compact ? '16px 24px' : '22px 28px',
              textAlign: 'left',
              ...rise(frame, delay + i * 6),
            }}
          >
            <Avatar src={avatarSrc(recap, team)} initials={team.initials} color={team.color} size={compact ? 96 : 120} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <div
                style={{
                  fontFamily: DISPLAY_FONT,
                  fontSize: fitSize(team.name, 60, 40, 16),
                  lineHeight: 1.1,
                  color: COLORS.paper,
                  textTransform: 'uppercase',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {team.name}
              </div>
              <div style={{ fontFamily: TEXT_FONT, fontSize: 30, fontWeight: 600, color: COLORS.muted, textTransform: 'uppercase', letterSpacing: 2, marginTop: 4 }}>gets</div>
              <div
                style={{
                  fontFamily: TEXT_FONT,
                  fontWeight: 800,
                  fontSize: fitSize(got, 50, 34, compact ? 36 : 48),
                  lineHeight: 1.2,
                  color: COLORS.accent,
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: compact ? 2 : 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {items.map((item, j) => (
                  // Items wrap between each other, never inside a name.
                  <React.Fragment key={j}>
                    <span style={{ whiteSpace: 'nowrap' }}>{item}{j < items.length - 1 ? ',' : ''}</span>
                    {j < items.length - 1 ? ' ' : ''}
                  </React.Fragment>
                ))}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
};

/** Under a player's name: the fantasy team he played for (or sat on the bench of). */
const TeamLine: React.FC<{ recap: RecapProps; team: TeamCard }> = ({ recap, team }) => (
  <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 22, maxWidth: '100%' }}>
    <Avatar src={avatarSrc(recap, team)} initials={team.initials} color={team.color} size={92} />
    <div style={{ textAlign: 'left', minWidth: 0 }}>
      <div style={{ fontFamily: DISPLAY_FONT, fontSize: fitSize(team.name, 60, 44, 16), lineHeight: 1.05, color: COLORS.paper, textTransform: 'uppercase', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {team.name}
      </div>
      <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 44, color: COLORS.muted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{team.owner}</div>
    </div>
  </div>
);

export const AwardScene: React.FC<SceneProps> = ({ recap, segment }) => {
  const frame = useCurrentFrame();
  const card = segment.card;
  const trade = card?.sides?.length ? card.sides : null;
  // A trade names its teams in its sides; any other card is about one team.
  const team = !trade && card?.rosterId != null ? teamOf(recap, card.rosterId) : null;
  // A card about one player shows his face (photo, else a silhouette) over his name and team.
  const player = team && card?.playerId ? card : null;
  const pop = enter(frame, 4, 200);
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: trade ? 28 : 36, textAlign: 'center' }}>
        <div style={rise(frame, 0)}>
          <Kicker>{card ? `${card.emoji} ${card.title}`.trim() : 'Award'}</Kicker>
        </div>
        {team && player && (
          <div style={{ transform: `scale(${0.5 + 0.5 * pop})`, opacity: pop }}>
            <PropsFace recap={recap} player={player} color={team.color} size={380} />
          </div>
        )}
        {team && !player && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 30, transform: `scale(${0.5 + 0.5 * pop})`, opacity: pop, maxWidth: '100%' }}>
            <Avatar src={avatarSrc(recap, team)} initials={team.initials} color={team.color} size={200} />
            <div style={{ textAlign: 'left', minWidth: 0 }}>
              <div style={{ fontFamily: DISPLAY_FONT, fontSize: fitSize(team.name, 80, 48, 13), lineHeight: 1.05, color: COLORS.paper, textTransform: 'uppercase', overflowWrap: 'anywhere' }}>{team.name}</div>
              <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 44, color: COLORS.muted }}>{team.owner}</div>
            </div>
          </div>
        )}
        {card && (
          <div style={rise(frame, 10)}>
            <Headline text={card.headline} max={trade ? 96 : 120} min={trade ? 64 : 80} charsAtMax={14} color={trade ? COLORS.paper : COLORS.accent} />
          </div>
        )}
        {team && player && (
          <div style={rise(frame, 14)}>
            <TeamLine recap={recap} team={team} />
          </div>
        )}
        {trade && <TradeSides recap={recap} sides={trade} delay={14} />}
        {card && card.stats.length > 0 && !(trade && trade.length > 2) && <FactStats stats={card.stats} delay={trade ? 26 : 16} />}
      </SceneBody>
    </AbsoluteFill>
  );
};

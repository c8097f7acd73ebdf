// Awards and roasts: the title, the team or the player, and the facts the voice is talking
// about. Bench blunders, luck and trades have scenes of their own (src/scenes.ts).
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { FactStats } from '../common/FactStats';
import { fitSize, Headline } from '../common/Fit';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import { PropsFace } from '../common/Silhouette';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import type { FactCard, TeamCard } from '../props';
import { COLORS, DISPLAY_FONT, ONE_LINE, TEXT_FONT } from '../theme';

/** Under a player's name: the fantasy team he played for (or sat on the bench of). */
const TeamLine: React.FC<{ cast: Cast; team: TeamCard }> = ({ cast, team }) => (
  <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 22, maxWidth: '100%' }}>
    <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={92} />
    <div style={{ textAlign: 'left', minWidth: 0 }}>
      <div
        style={{
          fontFamily: DISPLAY_FONT,
          fontSize: fitSize(team.name, 60, 44, 16),
          lineHeight: 1.05,
          color: COLORS.paper,
          textTransform: 'uppercase',
          ...ONE_LINE,
        }}
      >
        {team.name}
      </div>
      <div
        style={{
          fontFamily: TEXT_FONT,
          fontWeight: 600,
          fontSize: 44,
          color: COLORS.muted,
          ...ONE_LINE,
        }}
      >
        {team.owner}
      </div>
    </div>
  </div>
);

export type AwardProps = { cast: Cast; card: FactCard | null };

export const AwardScene: React.FC<AwardProps> = ({ cast, card }) => {
  const frame = useCurrentFrame();
  const team = card?.rosterId != null ? teamOf(cast, card.rosterId) : null;
  // A card about one player shows his face (photo, else a silhouette) over his name and team.
  const player = team && card?.playerId ? card : null;
  const pop = enter(frame, 4, 200);
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: 36, textAlign: 'center' }}>
        <div style={rise(frame, 0)}>
          <Kicker>{card ? `${card.emoji} ${card.title}`.trim() : 'Award'}</Kicker>
        </div>
        {team && player && (
          <div style={{ transform: `scale(${0.5 + 0.5 * pop})`, opacity: pop }}>
            <PropsFace media={cast} player={player} color={team.color} size={380} />
          </div>
        )}
        {team && !player && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 30, transform: `scale(${0.5 + 0.5 * pop})`, opacity: pop, maxWidth: '100%' }}>
            <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={200} />
            <div style={{ textAlign: 'left', minWidth: 0 }}>
              <div
                style={{
                  fontFamily: DISPLAY_FONT,
                  fontSize: fitSize(team.name, 80, 48, 13),
                  lineHeight: 1.05,
                  color: COLORS.paper,
                  textTransform: 'uppercase',
                  overflowWrap: 'anywhere',
                }}
              >
                {team.name}
              </div>
              <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 44, color: COLORS.muted }}>{team.owner}</div>
            </div>
          </div>
        )}
        {card && (
          <div style={rise(frame, 10)}>
            <Headline text={card.headline} max={120} min={80} charsAtMax={14} color={COLORS.accent} />
          </div>
        )}
        {team && player && (
          <div style={{ ...rise(frame, 14), maxWidth: '100%' }}>
            <TeamLine cast={cast} team={team} />
          </div>
        )}
        {card && card.stats.length > 0 && <FactStats stats={card.stats} delay={16} />}
      </SceneBody>
    </AbsoluteFill>
  );
};

// 0–4 s: one hook on the week's wildest fact, in big type, before any logo.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { FactStats } from '../common/FactStats';
import { Headline } from '../common/Fit';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import { PropsFace } from '../common/Silhouette';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import type { FactCard } from '../props';

/** The hook's card (null: the league's name alone). */
export type ColdOpenProps = { cast: Cast; card: FactCard | null; leagueName: string };

export const ColdOpen: React.FC<ColdOpenProps> = ({ cast, card, leagueName }) => {
  const frame = useCurrentFrame();
  const team = card?.rosterId != null ? teamOf(cast, card.rosterId) : null;
  const slam = enter(frame, 0, 220);
  return (
    <AbsoluteFill>
      <Backdrop name="cold" />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: 40, textAlign: 'center' }}>
        {card && (
          <div style={rise(frame, 0)}>
            <Kicker>{`${card.emoji} ${card.title}`.trim()}</Kicker>
          </div>
        )}
        {team && (
          <div style={{ transform: `scale(${0.6 + 0.4 * slam})`, opacity: slam }}>
            {card?.playerId ? (
              // The hook is about a player: his face (photo or silhouette) with his NFL team's badge.
              <PropsFace media={cast} player={card} color={team.color} size={320} />
            ) : (
              <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={260} />
            )}
          </div>
        )}
        <div style={{ transform: `scale(${1.6 - 0.6 * slam})`, opacity: slam }}>
          <Headline text={card?.headline ?? leagueName} max={150} min={88} />
        </div>
        {card && card.stats.length > 0 && <FactStats stats={card.stats} delay={10} />}
      </SceneBody>
    </AbsoluteFill>
  );
};

// The table after the week: rank, team, record, points for. Rows land one after another.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { points, record } from '../common/format';
import { Kicker } from '../common/Kicker';
import { rise } from '../common/motion';
import type { SceneProps } from '../common/scene';
import { avatarSrc, teamOf } from '../common/teams';
import { COLORS, CONTENT, DISPLAY_FONT, TEXT_FONT } from '../theme';

export const StandingsScene: React.FC<SceneProps> = ({ recap }) => {
  const frame = useCurrentFrame();
  const rows = recap.standings;
  const available = CONTENT.bottom - CONTENT.top - 130;
  const rowHeight = Math.min(104, Math.floor(available / Math.max(1, rows.length)));
  const avatar = rowHeight - 24;
  const font = Math.max(44, Math.min(54, rowHeight - 50));
  return (
    <AbsoluteFill>
      <Backdrop name="standings" />
      <SceneBody inset={24} style={{ justifyContent: 'center' }}>
        <div style={{ textAlign: 'center', marginBottom: 30, ...rise(frame, 0) }}>
          <Kicker>{`Standings after week ${recap.league.week}`}</Kicker>
        </div>
        {rows.map((row, i) => {
          const team = teamOf(recap, row.rosterId);
          const top = i === 0;
          return (
            <div
              key={row.rosterId}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 18,
                height: rowHeight - 8,
                marginBottom: 8,
                padding: '0 20px',
                borderRadius: 16,
                backgroundColor: top ? COLORS.accent : COLORS.panel,
                color: top ? COLORS.ink : COLORS.paper,
                ...rise(frame, 4 + i * 3, 40),
              }}
            >
              <div style={{ fontFamily: DISPLAY_FONT, fontSize: font + 4, width: 62, textAlign: 'right' }}>{row.rank}</div>
              <Avatar src={avatarSrc(recap, team)} initials={team.initials} color={team.color} size={avatar} ring={top ? COLORS.ink : '#ffffff'} />
              <div style={{ flex: 1, minWidth: 0, fontFamily: TEXT_FONT, fontWeight: 800, fontSize: font, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{team.name}</div>
              <div style={{ fontFamily: DISPLAY_FONT, fontSize: font + 4, width: 110, textAlign: 'right' }}>{record(row.wins, row.losses, row.ties)}</div>
              <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 44, width: 190, textAlign: 'right', opacity: 0.85 }}>{points(row.pointsFor)}</div>
            </div>
          );
        })}
      </SceneBody>
    </AbsoluteFill>
  );
};

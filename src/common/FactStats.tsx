// Up to three big numbers with labels: the facts the voice is talking about.
import React from 'react';
import { useCurrentFrame } from 'remotion';
import type { FactCard } from '../props';
import { COLORS, DISPLAY_FONT, TEXT_FONT } from '../theme';
import { rise } from './motion';

export const FactStats: React.FC<{ stats: FactCard['stats']; delay: number }> = ({ stats, delay }) => {
  const frame = useCurrentFrame();
  return (
    <div style={{ display: 'flex', gap: 28, justifyContent: 'center', width: '100%' }}>
      {stats.map((s, i) => (
        <div
          key={i}
          style={{
            flex: 1,
            backgroundColor: COLORS.panel,
            border: `4px solid ${COLORS.panelEdge}`,
            borderRadius: 24,
            padding: '22px 12px 18px',
            textAlign: 'center',
            ...rise(frame, delay + i * 6),
          }}
        >
          <div style={{ fontFamily: DISPLAY_FONT, fontSize: stats.length > 2 ? 84 : 104, color: COLORS.accent, lineHeight: 1.05 }}>{s.value}</div>
          <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 44, color: COLORS.muted, marginTop: 6 }}>{s.label}</div>
        </div>
      ))}
    </div>
  );
};

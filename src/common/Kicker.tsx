// The small label above a scene's headline ("WEEK 4", "BENCH BLUNDER").
import React from 'react';
import { COLORS, DISPLAY_FONT } from '../theme';

export const Kicker: React.FC<{ children: React.ReactNode; color?: string }> = ({ children, color = COLORS.accent }) => (
  <div
    style={{
      display: 'inline-block',
      backgroundColor: color,
      color: COLORS.ink,
      fontFamily: DISPLAY_FONT,
      fontSize: 64,
      lineHeight: 1,
      padding: '14px 28px 10px',
      letterSpacing: 2,
      textTransform: 'uppercase',
    }}
  >
    {children}
  </div>
);

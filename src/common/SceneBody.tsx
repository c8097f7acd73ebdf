// The phone-safe box a scene lays its content out in (captions sit below it).
import React from 'react';
import { CONTENT, SAFE } from '../theme';

export const SceneBody: React.FC<{ children: React.ReactNode; style?: React.CSSProperties; inset?: number }> = ({ children, style, inset = 0 }) => (
  <div
    style={{
      position: 'absolute',
      top: CONTENT.top,
      height: CONTENT.bottom - CONTENT.top,
      left: SAFE.side - inset,
      right: SAFE.side - inset,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      ...style,
    }}
  >
    {children}
  </div>
);

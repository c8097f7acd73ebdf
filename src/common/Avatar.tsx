// A team or league picture, or its initials on the team colour when there is none or it fails
// to load (renders are offline, so a missing file must never fail the render).
import React, { useState } from 'react';
import { Img } from 'remotion';
import { DISPLAY_FONT } from '../theme';

type Props = { src: string | null; initials: string; color: string; size: number; ring?: string };

export const Avatar: React.FC<Props> = ({ src, initials, color, size, ring = '#ffffff' }) => {
  const [failed, setFailed] = useState(false);
  const style: React.CSSProperties = {
    width: size,
    height: size,
    borderRadius: size / 2,
    border: `${Math.max(4, Math.round(size / 24))}px solid ${ring}`,
    backgroundColor: color,
    overflow: 'hidden',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
  };
  if (src && !failed) {
    return (
      <div style={style}>
        <Img src={src} maxRetries={0} onError={() => setFailed(true)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </div>
    );
  }
  return (
    <div style={style}>
      <span style={{ fontFamily: DISPLAY_FONT, fontSize: size * 0.42, color: '#ffffff', lineHeight: 1 }}>{initials}</span>
    </div>
  );
};

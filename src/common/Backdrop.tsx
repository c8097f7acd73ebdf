// A scene's background: a dark base, a big disc of the scene's colour and broad diagonal bands.
// The camera (Camera.tsx) moves the whole scene; the bands slide a little on their own too, so the
// background moves against the cards in front of it (parallax). Flat colours and transforms only:
// a textured image or gradients would make every frame dearer to paint and to encode.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { HEIGHT, WIDTH } from '../props';

export type BackdropName = 'cold' | 'intro' | 'matchup' | 'award' | 'standings' | 'outro';

/** Base, the disc's colour and the bands' colour (already mixed with the base: no alpha). */
const ART: Record<BackdropName, { base: string; disc: string; band: string }> = {
  cold: { base: '#120a1f', disc: '#2a0f2c', band: '#1e112b' },
  intro: { base: '#07142b', disc: '#0c2850', band: '#0d1e3e' },
  matchup: { base: '#0b0d17', disc: '#171c3c', band: '#13162e' },
  award: { base: '#140f05', disc: '#33250a', band: '#21180a' },
  standings: { base: '#06140f', disc: '#0d2e22', band: '#0d201a' },
  outro: { base: '#0d0720', disc: '#25113d', band: '#180f30' },
};

/** Past the frame on every side, so the camera's pull-back and pan never show an edge. */
const BLEED = 80;
const ANGLE = 28;
/** Band pattern: a wide and a narrow band per period. */
const PERIOD = 480;

export const Backdrop: React.FC<{ name: BackdropName }> = ({ name }) => {
  const frame = useCurrentFrame();
  const a = ART[name];
  // The bands slide along their own width, one period every 40 s, wrapping seamlessly.
  const slide = (frame * 0.4) % PERIOD;
  return (
    <AbsoluteFill style={{ inset: -BLEED, width: 'auto', height: 'auto', backgroundColor: a.base, overflow: 'hidden' }}>
      <div style={{ position: 'absolute', width: 1300, height: 1300, borderRadius: 650, backgroundColor: a.disc, left: -300, top: -340 }} />
      <div
        style={{
          position: 'absolute',
          left: -HEIGHT / 2,
          top: -HEIGHT / 4,
          width: WIDTH + HEIGHT + PERIOD,
          height: HEIGHT * 1.6,
          transform: `rotate(${ANGLE}deg) translateX(${(slide - PERIOD).toFixed(1)}px)`,
          display: 'flex',
        }}
      >
        {Array.from({ length: Math.ceil((WIDTH + HEIGHT) / PERIOD) + 2 }, (_, i) => (
          <React.Fragment key={i}>
            <div style={{ width: 150, flexShrink: 0, height: '100%', backgroundColor: a.band }} />
            <div style={{ width: 150, flexShrink: 0 }} />
            <div style={{ width: 40, flexShrink: 0, height: '100%', backgroundColor: a.band }} />
            <div style={{ width: 140, flexShrink: 0 }} />
          </React.Fragment>
        ))}
      </div>
    </AbsoluteFill>
  );
};

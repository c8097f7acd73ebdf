// A scene's background: a dark base with a big disc of the scene's colour and broad diagonal
// bands, drifting at two speeds (parallax) so the picture is never still. Flat colours moved by
// transforms only: cheap to paint and to encode, where a textured image or gradients painted on
// every frame would cost a fifth of the render (docs/video.md, "Cheap on CPU").
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { HEIGHT, WIDTH } from '../props';

export type BackdropName = 'cold' | 'intro' | 'matchup' | 'award' | 'standings' | 'outro';

/** Base, the disc's colour, and the two band colours (already mixed with the base: no alpha). */
const ART: Record<BackdropName, { base: string; disc: string; band: string; band2: string }> = {
  cold: { base: '#120a1f', disc: '#2a0f2c', band: '#1a1029', band2: '#221331' },
  intro: { base: '#07142b', disc: '#0c2850', band: '#0b1b38', band2: '#0e2243' },
  matchup: { base: '#0b0d17', disc: '#171c3c', band: '#11142a', band2: '#151933' },
  award: { base: '#140f05', disc: '#33250a', band: '#1d160a', band2: '#261c0c' },
  standings: { base: '#06140f', disc: '#0d2e22', band: '#0b1d17', band2: '#0e251d' },
  outro: { base: '#0d0720', disc: '#25113d', band: '#160d2c', band2: '#1c1036' },
};

/** One layer of diagonal bands, `count` of them `width` px wide, sliding `speed` px a frame. */
const Bands: React.FC<{ color: string; width: number; gap: number; speed: number; offset: number }> = ({ color, width, gap, speed, offset }) => {
  const frame = useCurrentFrame();
  const period = width + gap;
  // Slides one period, then wraps: the pattern repeats, so the jump is invisible.
  const shift = ((frame * speed + offset) % period + period) % period;
  const count = Math.ceil((WIDTH + HEIGHT) / period) + 2;
  return (
    <div
      style={{
        position: 'absolute',
        left: -HEIGHT / 2,
        top: -HEIGHT / 4,
        width: WIDTH + HEIGHT,
        height: HEIGHT * 1.5,
        transform: `rotate(-28deg) translateX(${shift - period}px)`,
        display: 'flex',
        gap,
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} style={{ width, flexShrink: 0, height: '100%', backgroundColor: color }} />
      ))}
    </div>
  );
};

export const Backdrop: React.FC<{ name: BackdropName }> = ({ name }) => {
  const frame = useCurrentFrame();
  const a = ART[name];
  const size = 1300;
  return (
    <AbsoluteFill style={{ backgroundColor: a.base, overflow: 'hidden' }}>
      <div
        style={{
          position: 'absolute',
          width: size,
          height: size,
          borderRadius: size / 2,
          backgroundColor: a.disc,
          left: -380,
          top: -420,
          transform: `translate(${Math.sin(frame / 90) * 60}px, ${frame * 0.6}px)`,
        }}
      />
      <Bands color={a.band} width={150} gap={330} speed={0.9} offset={0} />
      <Bands color={a.band2} width={60} gap={420} speed={2.1} offset={200} />
    </AbsoluteFill>
  );
};

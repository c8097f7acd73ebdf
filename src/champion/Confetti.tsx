// A burst of confetti over the champion. Every piece is seeded by its index with remotion's
// random(), and its place is a function of the frame, so a frame always paints the same pieces
// (renders are reproducible, in any order, on any worker). The burst falls through once and is
// gone within ~5 s, so the champion's name and score are not covered for the whole scene.
import React from 'react';
import { AbsoluteFill, random } from 'remotion';
import { HEIGHT, WIDTH } from '../props';
import { COLORS } from '../theme';

const COLOURS = [COLORS.accent, COLORS.win, COLORS.loss, '#4cc9f0', COLORS.paper, '#b388ff', '#ff9f1c'];
const PIECES = 90;
const TOP = -60;

type Piece = { x: number; delay: number; speed: number; sway: number; phase: number; spin: number; w: number; h: number; color: string };

const pieces: Piece[] = Array.from({ length: PIECES }, (_, i) => {
  const r = (what: string) => random(`confetti-${what}-${i}`);
  return {
    x: r('x') * WIDTH,
    delay: Math.floor(r('delay') * 30),
    speed: 16 + r('speed') * 12,
    sway: 12 + r('sway') * 36,
    phase: r('phase') * Math.PI * 2,
    spin: (r('spin') - 0.5) * 24,
    w: 14 + Math.floor(r('w') * 14),
    h: 8 + Math.floor(r('h') * 8),
    color: COLOURS[Math.floor(r('color') * COLOURS.length)],
  };
});

/** Frames until the last piece has left the frame. */
export const CONFETTI_FRAMES = Math.max(...pieces.map((p) => p.delay + Math.ceil((HEIGHT - TOP) / p.speed))) + 1;

export const Confetti: React.FC<{ frame: number; start?: number }> = ({ frame, start = 0 }) => {
  const t = frame - start;
  if (t < 0 || t >= CONFETTI_FRAMES) return null;
  return (
    <AbsoluteFill style={{ pointerEvents: 'none' }}>
      {pieces.map((p, i) => {
        const age = t - p.delay;
        const y = TOP + age * p.speed;
        if (age < 0 || y > HEIGHT) return null;
        const x = p.x + Math.sin(age / 9 + p.phase) * p.sway;
        return (
          <div
            key={i}
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: p.w,
              height: p.h,
              backgroundColor: p.color,
              transform: `translate(${Math.round(x)}px, ${Math.round(y)}px) rotate(${Math.round(age * p.spin) % 360}deg)`,
            }}
          />
        );
      })}
    </AbsoluteFill>
  );
};

// Motion with purpose: springs for entrances, then stillness while the viewer reads.
import { interpolate, spring } from 'remotion';
import { FPS } from '../props';

/** Steps a spring is rounded to: finer than a pixel on screen, coarse enough to come to rest. */
const STEPS = 1000;

/**
 * 0 → 1 entrance that starts `delay` frames into the scene. A raw spring only approaches 1 and
 * never reaches it, so a "still" card would differ by a hair on every frame; rounded, it lands on
 * exactly 1 and the frames after it are identical, which the renderer reuses instead of
 * capturing again (server/render/frame-reuse.ts).
 */
export const enter = (frame: number, delay = 0, stiffness = 140): number =>
  Math.round(spring({ frame: frame - delay, fps: FPS, config: { damping: 16, stiffness, mass: 0.8 } }) * STEPS) / STEPS;

/** A slide-up-and-fade style for an element entering at `delay`. */
export const rise = (frame: number, delay = 0, distance = 80): React.CSSProperties => {
  const p = enter(frame, delay);
  return { opacity: Math.min(1, p * 1.4), transform: `translateY(${(1 - p) * distance}px)` };
};

/** A number counting up from 0 between frames `from` and `to` (eased out), exact from `to` on. */
export const countUp = (value: number, frame: number, from = 6, to = 40): number => {
  const t = interpolate(frame, [from, to], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  return value * (1 - Math.pow(1 - t, 3));
};

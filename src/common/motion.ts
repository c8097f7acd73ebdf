// Motion with purpose: springs for entrances, numbers that count. The camera (Camera.tsx) keeps
// every shot moving after the entrances have landed.
import { interpolate, spring } from 'remotion';
import { FPS } from '../props';

/** Steps a spring is rounded to: finer than a pixel on screen, coarse enough to come to rest. */
const STEPS = 1000;

/**
 * 0 → 1 entrance that starts `delay` frames into the scene. Rounded: a raw spring only approaches
 * 1 and never reaches it, and an element that has landed should stay put (the camera moves it).
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

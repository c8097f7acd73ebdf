// Motion with purpose: springs for entrances, then stillness while the viewer reads.
import { spring } from 'remotion';
import { FPS } from '../props';

/** 0 → 1 entrance that starts `delay` frames into the scene. */
export const enter = (frame: number, delay = 0, stiffness = 140): number =>
  spring({ frame: frame - delay, fps: FPS, config: { damping: 16, stiffness, mass: 0.8 } });

/** A slide-up-and-fade style for an element entering at `delay`. */
export const rise = (frame: number, delay = 0, distance = 80): React.CSSProperties => {
  const p = enter(frame, delay);
  return { opacity: Math.min(1, p * 1.4), transform: `translateY(${(1 - p) * distance}px)` };
};

// How far along the whole job one of a recap's stages (src/vocabulary.ts `RecapStage`) is.
import type { RecapStage } from '../../src/vocabulary';

/** Share of the whole job each stage covers, from measured runs (the render dominates). */
export const STAGE_SPAN: Record<RecapStage, [number, number]> = {
  facts: [0, 3],
  script: [3, 6],
  voice: [6, 25],
  avatars: [25, 27],
  render: [27, 99],
  done: [100, 100],
};

/** Overall percent from a stage and its own progress (0-1). */
export function overallPercent(stage: RecapStage, fraction: number): number {
  const [from, to] = STAGE_SPAN[stage];
  const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
  return Math.round((from + (to - from) * f) * 10) / 10;
}

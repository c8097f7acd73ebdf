// How long a member still waits for an in-progress recap, from its place in line and how far its
// render is, instead of a fixed "10-15 minutes" that is wrong behind a queue and near the end.
import type { WaitEstimate } from '../../src/api/video';

/**
 * Minutes one recap takes from job start to video row, measured (docs/benchmarks.md, "Batch"):
 * ~4 on an idle 2-core machine, ~15 on a busy one. The range is shown as it is.
 */
export const RECAP_MINUTES = { low: 4, high: 15 } as const;

export type WaitInput = {
  state: string;
  /** Recaps a worker takes before this one (queued jobs), else null. */
  ahead: number | null;
  /** Overall progress of a running job, 0-100 (server/pipeline/progress.ts). */
  percent: number;
};

/** The wait in whole minutes; `workers` is how many recaps are made at once (at least 1). */
export function estimateWait(job: WaitInput, workers: number): WaitEstimate {
  const parallel = Math.max(1, Math.floor(workers));
  // A queued recap waits for the ones ahead (shared among the workers), then takes its own time.
  const recaps = job.state === 'running' ? 1 - Math.max(0, Math.min(100, job.percent)) / 100 : Math.floor((job.ahead ?? 0) / parallel) + 1;
  return {
    low_minutes: Math.max(1, Math.ceil(recaps * RECAP_MINUTES.low)),
    high_minutes: Math.max(1, Math.ceil(recaps * RECAP_MINUTES.high)),
  };
}

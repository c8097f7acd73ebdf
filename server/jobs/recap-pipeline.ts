// The production pipeline for workers: the video engineer's makeRecap (server/recap/pipeline.ts),
// loaded when a worker starts so the queue code does not depend on the renderer at import time.
import type { Config } from '../config';
import type { RecapPipeline } from './worker';

export async function loadRecapPipeline(_config: Config): Promise<RecapPipeline> {
  const specifier = '../recap/pipeline';
  const mod = (await import(specifier)) as { makeRecap?: RecapPipeline };
  if (typeof mod.makeRecap !== 'function') throw new Error('server/recap/pipeline.ts does not export makeRecap');
  return mod.makeRecap;
}

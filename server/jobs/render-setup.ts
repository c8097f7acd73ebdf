// How a worker process renders, from the config, for the server's in-process workers and
// `npm run worker` alike: the recap pipeline, the chunks it helps with, and its scratch folder.
// With RENDER_CHUNKS > 1 a league's first recap (a member who just paid is waiting) is split
// across every free worker; the weekly batch renders whole, since each chunk adds fixed costs
// and every machine is busy anyway (docs/scale.md).
import path from 'node:path';
import type { Config } from '../config';
import { chunkedRecapPipeline, chunkHelper } from '../pipeline/chunked';
import { pipelineSettings } from '../pipeline/settings';
import type { VideoStorage } from '../videos/storage/types';
import { BullmqChunkQueue } from './chunk-queue';
import { recapPipeline } from './recap-pipeline';
import type { RecapPipeline } from '../pipeline/contract';
import type { WorkerOptions } from './worker';

export type WorkerRendering = Pick<WorkerOptions, 'pipeline' | 'helpWithChunk' | 'scratchDir'> & { close(): Promise<void> };

/**
 * Renders in progress live on this machine only. With the local store they sit beside the videos
 * (one filesystem, so a finished folder is renamed into place); with S3 under DATA_DIR.
 */
export const scratchDirOf = (config: Pick<Config, 'VIDEO_STORE' | 'videoDir' | 'DATA_DIR'>): string =>
  config.VIDEO_STORE === 'local' ? path.join(config.videoDir, '.tmp') : path.join(config.DATA_DIR, 'tmp', 'renders');

export async function workerRendering(
  config: Config,
  deps: { storage: VideoStorage; workerId: string; log: (line: string) => void; leaseMs?: number; pipeline?: RecapPipeline },
): Promise<WorkerRendering> {
  const scratchDir = scratchDirOf(config);
  if (deps.pipeline) return { pipeline: deps.pipeline, scratchDir, close: async () => {} };
  const settings = await pipelineSettings(config);
  if (config.RENDER_CHUNKS === 1) return { pipeline: recapPipeline(settings), scratchDir, close: async () => {} };
  const chunks = new BullmqChunkQueue({ redisUrl: config.REDIS_URL, leaseMs: deps.leaseMs ?? 60_000 });
  const chunked = { settings, storage: deps.storage, chunks, count: config.RENDER_CHUNKS, workerId: deps.workerId, scratchDir, log: deps.log };
  const whole = recapPipeline(settings);
  const split = chunkedRecapPipeline(chunked);
  return {
    pipeline: (input) => (input.firstVideo ? split(input) : whole(input)),
    helpWithChunk: chunkHelper(chunked),
    scratchDir,
    close: () => chunks.close(),
  };
}

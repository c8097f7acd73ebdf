// The chunk jobs of recaps rendered across workers (RENDER_CHUNKS > 1, JOB_BACKEND=bullmq). The
// recap job's worker (the lead) prepares the recap, adds one chunk job per frame range here and
// joins the chunks once all are done; every worker renders chunks before it takes a new recap.
// A chunk job is a BullMQ job with its own lock, so a dead worker's chunk goes back to the queue
// by itself (the stalled checker) and is retried alone; the chunks already done stay done.
import crypto from 'node:crypto';
import { Queue, type Job, type Worker } from 'bullmq';
import { ChunkResult, ChunkSpec, type ChunkQueue, type GroupStatus, type HeldChunk as ContractHeldChunk } from '../pipeline/contract';
import { RedisConnections, startManualWorker } from './bullmq-shared';

export const CHUNK_QUEUE_NAME = 'recap-chunks';

/** A claimed chunk with the BullMQ job whose lock it holds. */
export type HeldChunk = ContractHeldChunk & { job: Job<ChunkSpec, ChunkResult> };

export const chunkJobId = (group: string, index: number) => `${group}-chunk-${index}`;

/** The chunk queue of server/pipeline/contract.ts over BullMQ. */
export class BullmqChunkQueue implements ChunkQueue<HeldChunk> {
  private readonly connections: RedisConnections;
  private readonly queue: Queue<ChunkSpec, ChunkResult>;
  /** Started on the first claim (one per process, however many claims overlap). */
  private worker?: Promise<Worker<ChunkSpec, ChunkResult>>;
  /** How long a chunk's lock lives without renewal. */
  readonly leaseMs: number;

  constructor(private readonly opts: { redisUrl: string; leaseMs: number; maxAttempts?: number; backoffMs?: number; queueName?: string }) {
    this.leaseMs = opts.leaseMs;
    this.connections = new RedisConnections(opts.redisUrl);
    this.queue = new Queue(opts.queueName ?? CHUNK_QUEUE_NAME, { connection: this.connections.connect() });
  }

  /** Adds a group's chunks. Idempotent: a chunk already queued or done is kept; one that failed for good is tried again. */
  async add(specs: ChunkSpec[]): Promise<void> {
    for (const spec of specs) {
      const id = chunkJobId(spec.group, spec.index);
      const existing = await this.queue.getJob(id);
      if (existing && (await existing.getState()) === 'failed') await existing.retry('failed');
      if (existing) continue;
      await this.queue.add('chunk', ChunkSpec.parse(spec), {
        jobId: id,
        attempts: this.opts.maxAttempts ?? 3,
        backoff: { type: 'exponential', delay: this.opts.backoffMs ?? 5_000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    }
  }

  /** The next chunk due, or null at once when there is none (never blocks). */
  async claim(workerId: string): Promise<HeldChunk | null> {
    this.worker ??= startManualWorker<ChunkSpec, ChunkResult>(this.queue.name, this.connections, {
      leaseMs: this.opts.leaseMs,
      maxStalledCount: this.opts.maxAttempts ?? 3,
    });
    const token = `${workerId}:${crypto.randomUUID()}`;
    const job = await (await this.worker).getNextJob(token, { block: false });
    if (!job) return null;
    return { ...ChunkSpec.parse(job.data), job, token };
  }

  /** Keeps the chunk's lock; false when it was lost (another worker has the chunk now). */
  async extend(held: HeldChunk): Promise<boolean> {
    try {
      await held.job.extendLock(held.token, this.opts.leaseMs);
      return true;
    } catch {
      return false;
    }
  }

  async complete(held: HeldChunk, result: ChunkResult): Promise<boolean> {
    try {
      await held.job.moveToCompleted(result, held.token, false);
      return true;
    } catch {
      return false;
    }
  }

  async fail(held: HeldChunk, error: string): Promise<void> {
    await held.job.moveToFailed(new Error(error), held.token, false).catch(() => {});
  }

  async status(group: string, count: number): Promise<GroupStatus> {
    const results: ChunkResult[] = [];
    for (let i = 0; i < count; i++) {
      const job = await this.queue.getJob(chunkJobId(group, i));
      if (!job) return { state: 'failed', error: `chunk ${i} of ${group} is not in the queue` };
      const state = await job.getState();
      if (state === 'failed') return { state: 'failed', error: `chunk ${i}: ${job.failedReason}` };
      if (state === 'completed') results.push(ChunkResult.parse(job.returnvalue));
    }
    return results.length === count ? { state: 'done', results } : { state: 'rendering', done: results.length };
  }

  /** Forgets a joined group's chunk jobs. */
  async remove(group: string, count: number): Promise<void> {
    for (let i = 0; i < count; i++) await (await this.queue.getJob(chunkJobId(group, i)))?.remove().catch(() => {});
  }

  async close(): Promise<void> {
    await (await this.worker)?.close();
    await this.queue.close();
    this.connections.disconnectAll();
  }
}

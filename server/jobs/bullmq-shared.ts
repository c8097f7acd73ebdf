// What the two BullMQ queues (recaps: bullmq-queue.ts, chunks: chunk-queue.ts) set up the same
// way: their own Redis connections, and a worker whose jobs are fetched by hand, where BullMQ's
// lock is the lease.
import { Worker, type ConnectionOptions } from 'bullmq';
import IORedis from 'ioredis';

/** Redis connections made for one queue; ours to close (BullMQ leaves connections it was given open). */
export class RedisConnections {
  private readonly open: IORedis[] = [];

  constructor(private readonly url: string) {}

  connect(): ConnectionOptions {
    const c = new IORedis(this.url, { maxRetriesPerRequest: null });
    // ioredis reconnects by itself; failed commands reject to their callers.
    c.on('error', () => {});
    this.open.push(c);
    return c as ConnectionOptions;
  }

  disconnectAll(): void {
    for (const c of this.open) c.disconnect();
  }
}

/**
 * A worker that runs nothing by itself: jobs are taken with getNextJob and their lock, which
 * lives `leaseMs` without renewal, is the lease. The stalled checker (every half lease) moves a
 * dead worker's job back, and fails it after `maxStalledCount` stalls.
 */
export async function startManualWorker<Data, Result>(
  queueName: string,
  connections: RedisConnections,
  opts: { leaseMs: number; maxStalledCount: number },
): Promise<Worker<Data, Result>> {
  const worker = new Worker<Data, Result>(queueName, null, {
    connection: connections.connect(),
    lockDuration: opts.leaseMs,
    stalledInterval: Math.max(1000, Math.floor(opts.leaseMs / 2)),
    maxStalledCount: opts.maxStalledCount,
    // A blocking claim waits at most a second for a job to come in.
    drainDelay: 1,
    autorun: false,
  });
  worker.on('error', () => {});
  await worker.startStalledCheckTimer();
  return worker;
}

// The same JobQueue over Redis with BullMQ, so workers on several machines share the weekly
// batch (JOB_BACKEND=bullmq). Roles:
// - the server (it owns the database) enqueues: the jobs row stays the record the dashboard
//   reads, and a BullMQ job with the id `recap-<league>-<season>-<week>` carries the full spec,
//   so BullMQ itself refuses a second job for the same league-week;
// - workers (no database) claim jobs with BullMQ's manual fetching: the lock is the lease,
//   progress extends it, and a dead worker's job is moved back by the stalled checker;
// - the server follows BullMQ's events (and re-reads job states on a timer, for events missed
//   while it was down) to store progress, insert the video row and send the ready mail.
import crypto from 'node:crypto';
import { Queue, QueueEvents, Job, type Worker } from 'bullmq';
import type { Database } from '../db/database';
import { JobRow, JobSpec, StoredVideo, type ClaimedJob } from './job';
import { insertVideoRow } from '../videos/rows';
import { RedisConnections, startManualWorker } from './bullmq-shared';
import { FIRST_VIDEO_PRIORITY, SqliteJobQueue, readJobSpec, type EnqueueOptions, type FailOutcome, type JobQueue } from './queue';

export const QUEUE_NAME = 'recaps';

export type BullmqJobQueueOptions = {
  redisUrl: string;
  /** Only in the process that owns the database (the server); workers leave it out. */
  db?: Database;
  maxAttempts?: number;
  backoffMs?: number;
  queueName?: string;
};

type Progress = { stage: string; percent: number };
export type SyncHooks = { onVideoReady?: (videoId: number) => Promise<void>; alert?: (message: string) => Promise<unknown> };

/** Attempts begun so far (a run cut short by a dead worker counts, as with SQLite). */
const attemptsOf = (job: Job) => Math.max(job.attemptsStarted ?? 0, job.attemptsMade);

export const bullJobId = (row: Pick<JobRow, 'league_id' | 'season' | 'week' | 'generation'>) =>
  `recap-${row.league_id}-${row.season}-${row.week}-g${row.generation}`;

export class BullmqJobQueue implements JobQueue {
  private readonly connections: RedisConnections;
  private readonly queue: Queue<JobSpec, StoredVideo>;
  private readonly records?: SqliteJobQueue;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly queueName: string;
  /** Started on the first claim (one per process, however many claims overlap). */
  private worker?: Promise<Worker<JobSpec, StoredVideo>>;
  private leaseMs = 0;
  /** Jobs this process holds: BullMQ's lock token per claimed job. */
  private readonly held = new Map<number, { job: Job<JobSpec, StoredVideo>; token: string }>();
  private events?: QueueEvents;
  private syncTimer?: NodeJS.Timeout;

  constructor(private readonly opts: BullmqJobQueueOptions) {
    this.connections = new RedisConnections(opts.redisUrl);
    this.queueName = opts.queueName ?? QUEUE_NAME;
    this.queue = new Queue(this.queueName, { connection: this.connections.connect() });
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.backoffMs = opts.backoffMs ?? 60_000;
    if (opts.db) this.records = new SqliteJobQueue(opts.db, { maxAttempts: this.maxAttempts, backoffMs: this.backoffMs });
  }

  private get db(): Database {
    if (!this.opts.db) throw new Error('This BullMQ queue has no database: only the server enqueues and reads job records');
    return this.opts.db;
  }

  async enqueue(leagueId: number, season: string, week: number, opts: EnqueueOptions = {}): Promise<JobRow> {
    const row = this.recordJob(leagueId, season, week, opts);
    if (row.state === 'queued') await this.dispatch(row);
    return row;
  }

  /**
   * Records the job at once and hands it to Redis in the background: the jobs row is the
   * durable truth, and the sync timer re-sends a queued row whose BullMQ job is missing (Redis
   * was down), so nothing asked for is lost.
   */
  enqueueSync(leagueId: number, season: string, week: number, opts: EnqueueOptions = {}): JobRow {
    const row = this.recordJob(leagueId, season, week, opts);
    if (row.state === 'queued') void this.dispatch(row).catch(() => {});
    return row;
  }

  hasInProgressJobsSync(userId: number): boolean {
    return this.records?.hasInProgressJobsSync(userId) ?? false;
  }

  private recordJob(leagueId: number, season: string, week: number, opts: EnqueueOptions): JobRow {
    if (!this.records) throw new Error('Only the process that owns the database enqueues');
    return this.records.enqueueSync(leagueId, season, week, opts);
  }

  private async dispatch(row: JobRow): Promise<void> {
    // Same id: BullMQ keeps one job per run, however often this runs (a retried request, two servers).
    await this.queue.add('recap', readJobSpec(this.db, row), {
      jobId: bullJobId(row),
      // BullMQ: a lower number goes first (and jobs without one before all): every job has one.
      priority: row.priority >= FIRST_VIDEO_PRIORITY ? 1 : 10,
      attempts: row.max_attempts,
      backoff: { type: 'exponential', delay: this.backoffMs },
      removeOnComplete: { age: 14 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
  }

  async get(jobId: number): Promise<JobRow | undefined> {
    return this.records?.get(jobId);
  }

  async inProgressJobs(userId: number): Promise<JobRow[]> {
    return this.records ? this.records.inProgressJobs(userId) : [];
  }

  async hasInProgressJobs(userId: number): Promise<boolean> {
    return (await this.inProgressJobs(userId)).length > 0;
  }

  async claim(workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
    if (!this.worker) {
      this.leaseMs = leaseMs;
      this.worker = startManualWorker<JobSpec, StoredVideo>(this.queueName, this.connections, { leaseMs, maxStalledCount: this.maxAttempts });
    }
    const token = `${workerId}:${crypto.randomUUID()}`;
    const job = await (await this.worker).getNextJob(token, { block: true });
    if (!job) return null;
    const spec = JobSpec.parse(job.data);
    this.held.set(spec.jobId, { job, token });
    return { ...spec, workerId, attempt: attemptsOf(job) };
  }

  async progress(claimed: ClaimedJob, stage: string, percent: number, leaseMs: number): Promise<boolean> {
    const held = this.held.get(claimed.jobId);
    if (!held) return false;
    try {
      await held.job.extendLock(held.token, leaseMs || this.leaseMs);
      await held.job.updateProgress({ stage, percent } satisfies Progress);
      return true;
    } catch {
      return false;
    }
  }

  async complete(claimed: ClaimedJob, video: StoredVideo): Promise<{ videoId: number | null } | null> {
    const held = this.take(claimed);
    if (!held) return null;
    try {
      await held.job.moveToCompleted(video, held.token, false);
      return { videoId: null };
    } catch {
      return null; // the lock was lost: another worker owns the job now
    }
  }

  async fail(claimed: ClaimedJob, error: string): Promise<FailOutcome | null> {
    const held = this.take(claimed);
    if (!held) return null;
    try {
      await held.job.moveToFailed(new Error(error), held.token, false);
    } catch {
      return null;
    }
    // BullMQ decides between a retry (delayed) and the end (failed); ask it rather than guess.
    const final = (await held.job.getState()) === 'failed';
    return { final, retryAt: final ? null : Date.now() + this.backoffMs * 2 ** Math.max(0, claimed.attempt - 1) };
  }

  /** BullMQ's stalled checker fails jobs that stalled too often; the server's sync records it. */
  async reapExpired(): Promise<JobRow[]> {
    return [];
  }

  /**
   * Server side: follow BullMQ to keep the jobs rows current, write the video row when a job
   * completes, and report final failures. A timer re-reads every unfinished job, for events
   * missed while the server was down.
   */
  follow(hooks: SyncHooks & { syncMs?: number }): void {
    this.events = new QueueEvents(this.queueName, { connection: this.connections.connect() });
    this.events.on('error', () => {});
    const one = ({ jobId }: { jobId: string }) => void this.syncOne(jobId, hooks).catch(() => {});
    for (const name of ['active', 'progress', 'completed', 'failed', 'waiting', 'stalled'] as const) this.events.on(name, one);
    this.syncTimer = setInterval(() => void this.syncAll(hooks).catch(() => {}), hooks.syncMs ?? 15_000);
    void this.syncAll(hooks).catch(() => {});
  }

  /** Brings every unfinished jobs row in line with its BullMQ job. Safe to run at any time. */
  async syncAll(hooks: SyncHooks = {}): Promise<void> {
    const rows = this.db
      .prepare(`SELECT * FROM jobs WHERE state IN ('queued','running')`)
      .all()
      .map((r) => JobRow.parse(r));
    for (const row of rows) await this.syncRow(row, hooks);
  }

  async syncOne(bullId: string, hooks: SyncHooks = {}): Promise<void> {
    const m = /^recap-(\d+)-(.+)-(\d+)-g(\d+)$/.exec(bullId);
    if (!m) return;
    const row = this.db
      .prepare('SELECT * FROM jobs WHERE league_id = ? AND season = ? AND week = ? AND generation = ?')
      .get(Number(m[1]), m[2], Number(m[3]), Number(m[4]));
    if (row) await this.syncRow(JobRow.parse(row), hooks);
  }

  private async syncRow(row: JobRow, hooks: SyncHooks): Promise<void> {
    if (row.state === 'succeeded' || row.state === 'failed') return;
    const job = await this.queue.getJob(bullJobId(row));
    if (!job) {
      if (row.state === 'queued') await this.dispatch(row);
      return;
    }
    const state = await job.getState();
    if (state === 'completed') {
      const video = StoredVideo.parse(job.returnvalue);
      // The row's own state decides: several syncs may race, one video row and one mail result.
      const videoId = this.db
        .transaction(() => {
          const fresh = this.db.prepare(`SELECT state FROM jobs WHERE id = ?`).get(row.id) as { state: string };
          if (fresh.state === 'succeeded') return null;
          const id = insertVideoRow(this.db, row, video);
          this.db
            .prepare(
              `UPDATE jobs SET state = 'succeeded', stage = 'done', percent = 100, attempts = ?, error = NULL, video_id = ?,
               lease_until = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?`,
            )
            .run(attemptsOf(job), id, row.id);
          return id;
        })
        .immediate();
      // Recorded in the database: Redis keeps only jobs in flight (docs/scale.md, Redis sizing).
      await job.remove().catch(() => {});
      if (videoId !== null) await hooks.onVideoReady?.(videoId).catch(() => {});
    } else if (state === 'failed') {
      const changed = this.db
        .prepare(
          `UPDATE jobs SET state = 'failed', attempts = ?, error = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
           WHERE id = ? AND state != 'failed'`,
        )
        .run(attemptsOf(job), job.failedReason ?? 'failed', row.id);
      if (changed.changes) {
        await hooks.alert?.(
          `Recap render failed for good: league ${row.league_id}, ${row.season} week ${row.week}, after ${attemptsOf(job)} attempt(s): ${job.failedReason}`,
        );
      }
    } else {
      const progress = job.progress as Partial<Progress> | number;
      const running = state === 'active';
      const p = running && typeof progress === 'object' ? progress : null;
      this.db
        .prepare(
          `UPDATE jobs SET state = ?, attempts = ?, stage = ?, percent = ?, error = ?,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND state IN ('queued','running')`,
        )
        .run(running ? 'running' : 'queued', attemptsOf(job), p?.stage ?? (running ? 'starting' : 'queued'), p?.percent ?? 0, job.failedReason ?? null, row.id);
    }
  }

  async close(): Promise<void> {
    if (this.syncTimer) clearInterval(this.syncTimer);
    await this.events?.close();
    await (await this.worker)?.close();
    await this.queue.close();
    this.connections.disconnectAll();
  }

  private take(claimed: ClaimedJob) {
    const held = this.held.get(claimed.jobId);
    this.held.delete(claimed.jobId);
    return held;
  }
}

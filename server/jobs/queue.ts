// The durable render queue. One job per league, season and week; a worker claims a job with a
// lease it keeps alive by reporting progress; a job whose worker died (lease expired) is handed
// out again; failures retry with exponential backoff up to max_attempts. The SQLite queue is the
// default; server/jobs/bullmq-queue.ts offers the same interface over Redis for several machines.
import type { Database } from '../db/database';
import { insertVideoRow } from '../videos/rows';
import { heardBefore } from '../videos/spoken-lines';
import { OfferedLevel } from '../../src/vocabulary';
import { JobRow, type ClaimedJob, type JobSpec, type StoredVideo } from './job';

export type EnqueueOptions = {
  /** A failed job is only queued again when asked explicitly (a user's retry, an admin). */
  requeueFailed?: boolean;
};

export type FailOutcome = { final: boolean; retryAt: number | null };

export interface JobQueue {
  /** Idempotent: asking twice for the same league-week gives the same job. */
  enqueue(leagueId: number, season: string, week: number, opts?: EnqueueOptions): Promise<JobRow>;
  get(jobId: number): Promise<JobRow | undefined>;
  /** Queued or running jobs of the leagues a user owns (the dashboard's progress card). */
  inProgressJobs(userId: number): Promise<JobRow[]>;
  hasInProgressJobs(userId: number): Promise<boolean>;
  /** Hands out the next due job, or null. The lease must be renewed by progress() before it ends. */
  claim(workerId: string, leaseMs: number): Promise<ClaimedJob | null>;
  /** Stores the stage and percent and extends the lease; false when the lease was lost. */
  progress(job: ClaimedJob, stage: string, percent: number, leaseMs: number): Promise<boolean>;
  /**
   * Records the finished video (files already in place) and ends the job; null when the lease was
   * lost. videoId is null when the row is written elsewhere (BullMQ: by the server that owns the database).
   */
  complete(job: ClaimedJob, video: StoredVideo): Promise<{ videoId: number | null } | null>;
  /** Schedules a retry with backoff, or fails for good after max_attempts; null when the lease was lost. */
  fail(job: ClaimedJob, error: string): Promise<FailOutcome | null>;
  /** Fails for good the running jobs whose lease expired on their last allowed attempt. */
  reapExpired(): Promise<JobRow[]>;
  close(): Promise<void>;
}

export type SqliteJobQueueOptions = {
  now?: () => number;
  maxAttempts?: number;
  /** First retry delay; doubles each attempt. */
  backoffMs?: number;
  maxBackoffMs?: number;
};

export class JobError extends Error {
  override name = 'JobError';
}

/** Delay before retry number `attempt` (1 = the first retry). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The priority of a league's first recap; the batch and later recaps have 0. */
export const FIRST_VIDEO_PRIORITY = 1;

/**
 * How many due queued jobs a worker will take before this one (claim order: priority, due time,
 * age): the dashboard's "3 recaps ahead of yours". Null once it runs.
 */
export function jobsAhead(db: Database, job: { id: number; state: string; priority: number; run_after: number }, now = Date.now()): number | null {
  if (job.state !== 'queued') return null;
  const { n } = db
    .prepare(
      `SELECT COUNT(*) AS n FROM jobs WHERE state = 'queued' AND run_after <= ? AND id != ?
       AND (priority > ? OR (priority = ? AND (run_after < ? OR (run_after = ? AND id < ?))))`,
    )
    .get(now, job.id, job.priority, job.priority, job.run_after, job.run_after, job.id) as { n: number };
  return n;
}

const IN_PROGRESS_SQL = `SELECT j.* FROM jobs j JOIN leagues l ON l.id = j.league_id
  WHERE l.owner_user_id = ? AND j.state IN ('queued','running') ORDER BY j.id`;
const TOUCH = `updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`;

export class SqliteJobQueue implements JobQueue {
  private readonly now: () => number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly db: Database,
    opts: SqliteJobQueueOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.backoffMs = opts.backoffMs ?? 60_000;
    this.maxBackoffMs = opts.maxBackoffMs ?? 15 * 60_000;
  }

  async enqueue(leagueId: number, season: string, week: number, opts: EnqueueOptions = {}): Promise<JobRow> {
    return this.enqueueSync(leagueId, season, week, opts);
  }

  /** Synchronous core of enqueue, also used by the BullMQ queue to keep the job record. */
  enqueueSync(leagueId: number, season: string, week: number, opts: EnqueueOptions = {}): JobRow {
    if (!Number.isInteger(week) || week < 1 || week > 18) throw new JobError(`Week must be 1 to 18, got ${week}`);
    return this.db
      .transaction(() => {
        if (!this.db.prepare('SELECT 1 FROM leagues WHERE id = ?').get(leagueId)) {
          throw new JobError(`No league with id ${leagueId}`);
        }
        // A league's first recap (no video yet) jumps the weekly batch: the member just paid.
        this.db
          .prepare(
            `INSERT INTO jobs (league_id, season, week, max_attempts, run_after, stage, priority)
           VALUES (?, ?, ?, ?, ?, 'queued', CASE WHEN EXISTS (SELECT 1 FROM videos WHERE league_id = ?) THEN 0 ELSE ${FIRST_VIDEO_PRIORITY} END)
           ON CONFLICT (league_id, season, week) DO NOTHING`,
          )
          .run(leagueId, season, week, this.maxAttempts, this.now(), leagueId);
        if (opts.requeueFailed) {
          this.db
            .prepare(
              `UPDATE jobs SET state = 'queued', attempts = 0, run_after = ?, lease_until = NULL, worker_id = NULL,
               stage = 'queued', percent = 0, error = NULL, generation = generation + 1, ${TOUCH}
             WHERE league_id = ? AND season = ? AND week = ? AND state = 'failed'`,
            )
            .run(this.now(), leagueId, season, week);
        }
        return this.row('SELECT * FROM jobs WHERE league_id = ? AND season = ? AND week = ?', leagueId, season, week)!;
      })
      .immediate();
  }

  async get(jobId: number): Promise<JobRow | undefined> {
    return this.row('SELECT * FROM jobs WHERE id = ?', jobId);
  }

  async inProgressJobs(userId: number): Promise<JobRow[]> {
    return this.inProgressJobsSync(userId);
  }

  async hasInProgressJobs(userId: number): Promise<boolean> {
    return this.hasInProgressJobsSync(userId);
  }

  inProgressJobsSync(userId: number): JobRow[] {
    return this.db
      .prepare(IN_PROGRESS_SQL)
      .all(userId)
      .map((r) => JobRow.parse(r));
  }

  hasInProgressJobsSync(userId: number): boolean {
    return this.inProgressJobsSync(userId).length > 0;
  }

  async claim(workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
    const now = this.now();
    // IMMEDIATE takes the write lock before reading, so two workers can never pick the same row.
    return this.db
      .transaction((): ClaimedJob | null => {
        const candidate = this.row(
          `SELECT * FROM jobs
         WHERE (state = 'queued' AND run_after <= ?) OR (state = 'running' AND lease_until < ? AND attempts < max_attempts)
         ORDER BY priority DESC, run_after, id LIMIT 1`,
          now,
          now,
        );
        if (!candidate) return null;
        const attempt = candidate.attempts + 1;
        this.db
          .prepare(
            `UPDATE jobs SET state = 'running', attempts = ?, lease_until = ?, worker_id = ?, stage = 'starting',
             percent = 0, ${TOUCH} WHERE id = ?`,
          )
          .run(attempt, now + leaseMs, workerId, candidate.id);
        return { ...this.specOf(candidate), workerId, attempt };
      })
      .immediate();
  }

  async progress(job: ClaimedJob, stage: string, percent: number, leaseMs: number): Promise<boolean> {
    const pct = Math.max(0, Math.min(100, percent));
    const res = this.db
      .prepare(
        `UPDATE jobs SET stage = ?, percent = ?, lease_until = ?, ${TOUCH}
         WHERE id = ? AND state = 'running' AND worker_id = ? AND attempts = ?`,
      )
      .run(stage, pct, this.now() + leaseMs, job.jobId, job.workerId, job.attempt);
    return res.changes === 1;
  }

  async complete(job: ClaimedJob, video: StoredVideo): Promise<{ videoId: number | null } | null> {
    return this.completeSync(job, video);
  }

  /** The video row and the job's success are one transaction: a listed video is always a finished job. */
  completeSync(job: Pick<ClaimedJob, 'jobId' | 'workerId' | 'attempt'>, video: StoredVideo): { videoId: number } | null {
    return this.db
      .transaction(() => {
        const row = this.ownedRunningRow(job);
        if (!row) return null;
        const videoId = insertVideoRow(this.db, row, video);
        this.db
          .prepare(
            `UPDATE jobs SET state = 'succeeded', stage = 'done', percent = 100, lease_until = NULL, error = NULL,
             video_id = ?, ${TOUCH} WHERE id = ?`,
          )
          .run(videoId, row.id);
        return { videoId };
      })
      .immediate();
  }

  async fail(job: ClaimedJob, error: string): Promise<FailOutcome | null> {
    return this.failSync(job, error);
  }

  failSync(job: Pick<ClaimedJob, 'jobId' | 'workerId' | 'attempt'>, error: string): FailOutcome | null {
    return this.db
      .transaction((): FailOutcome | null => {
        const row = this.ownedRunningRow(job);
        if (!row) return null;
        const message = error.slice(0, 2000);
        if (row.attempts >= row.max_attempts) {
          this.db.prepare(`UPDATE jobs SET state = 'failed', lease_until = NULL, error = ?, ${TOUCH} WHERE id = ?`).run(message, row.id);
          return { final: true, retryAt: null };
        }
        const retryAt = this.now() + backoffDelay(row.attempts, this.backoffMs, this.maxBackoffMs);
        this.db
          .prepare(
            `UPDATE jobs SET state = 'queued', run_after = ?, lease_until = NULL, worker_id = NULL, stage = 'queued',
             percent = 0, error = ?, ${TOUCH} WHERE id = ?`,
          )
          .run(retryAt, message, row.id);
        return { final: false, retryAt };
      })
      .immediate();
  }

  async reapExpired(): Promise<JobRow[]> {
    return this.db
      .prepare(
        `UPDATE jobs SET state = 'failed', lease_until = NULL,
           error = coalesce(error || '; ', '') || 'the worker stopped responding on the last attempt', ${TOUCH}
         WHERE state = 'running' AND lease_until < ? AND attempts >= max_attempts RETURNING *`,
      )
      .all(this.now())
      .map((r) => JobRow.parse(r));
  }

  async close(): Promise<void> {}

  /** The render spec of a job, read fresh from its league (contexts may change until the render). */
  specOf(job: Pick<JobRow, 'id' | 'league_id' | 'season' | 'week' | 'generation' | 'priority'>): JobSpec {
    return readJobSpec(this.db, job);
  }

  /** The job while this worker's attempt still holds it; undefined once the lease passed to another. */
  private ownedRunningRow(job: Pick<ClaimedJob, 'jobId' | 'workerId' | 'attempt'>): JobRow | undefined {
    return this.row(`SELECT * FROM jobs WHERE id = ? AND state = 'running' AND worker_id = ? AND attempts = ?`, job.jobId, job.workerId, job.attempt);
  }

  private row(sql: string, ...params: unknown[]): JobRow | undefined {
    const r = this.db.prepare(sql).get(...params);
    return r === undefined ? undefined : JobRow.parse(r);
  }
}

type LeagueForSpec = {
  platform_league_id: string;
  name: string;
  roast_level: string;
  league_context: string;
  week_context: string | null;
};

export function readJobSpec(db: Database, job: Pick<JobRow, 'id' | 'league_id' | 'season' | 'week' | 'generation' | 'priority'>): JobSpec {
  const league = db
    .prepare(
      `SELECT l.platform_league_id, l.name, l.roast_level, l.league_context, w.week_context
       FROM leagues l LEFT JOIN weekly_contexts w ON w.league_id = l.id AND w.season = ? AND w.week = ?
       WHERE l.id = ?`,
    )
    .get(job.season, job.week, job.league_id) as LeagueForSpec | undefined;
  if (!league) throw new JobError(`Job ${job.id}: league ${job.league_id} no longer exists`);
  return {
    jobId: job.id,
    generation: job.generation,
    firstVideo: job.priority >= FIRST_VIDEO_PRIORITY,
    leagueId: job.league_id,
    platformLeagueId: league.platform_league_id,
    leagueName: league.name,
    season: job.season,
    week: job.week,
    level: OfferedLevel.parse(league.roast_level),
    leagueContext: league.league_context,
    weeklyContext: league.week_context ?? '',
    ...heardBefore(db, job),
  };
}

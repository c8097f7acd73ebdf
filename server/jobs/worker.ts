// The render worker: claims a job, runs the recap pipeline in a private temp folder while
// keeping its lease alive, moves the finished files into the video store and records the video
// with the job's success. A failure retries with backoff; the last one alerts Slack.
import fs from 'node:fs';
import os from 'node:os';
import type { SleeperClient } from '../sleeper/client';
import type { JobStage } from '../../src/vocabulary';
import type { PipelineOutput, RecapPipeline } from '../pipeline/contract';
import type { ClaimedJob, MatchupLine, StoredVideo } from './job';
import type { JobQueue } from './queue';
import { makeChatFile } from '../videos/chat-rendition';
import { collectVideoFiles, planVideoFolder, sweepTempDirs } from '../videos/store';
import type { VideoStorage } from '../videos/storage/types';
import { errorText } from '../error-text';

/** The chat rendition's own time budget, after the render (a 150 s recap takes about 2 minutes under load). */
const CHAT_BUDGET_MS = 10 * 60_000;

export type WorkerOptions = {
  queue: JobQueue;
  pipeline: RecapPipeline;
  client: SleeperClient;
  /** Where finished recaps go (local folder or S3). */
  storage: VideoStorage;
  /** This machine's scratch folder for renders in progress (swept of dead workers' folders). */
  scratchDir: string;
  /** Renders the next due chunk of a recap split across workers; false when none is due (RENDER_CHUNKS > 1). */
  helpWithChunk?: () => Promise<boolean>;
  /** Render only these frames of every recap (tests, benchmarks). */
  frameRange?: [number, number];
  workerId?: string;
  /** How long a claim lives without a heartbeat; a dead worker's job is picked up after it. */
  leaseMs?: number;
  /** Pause between polls when no job is due. */
  pollMs?: number;
  /** A render running longer than this is aborted and counted as a failed attempt. */
  maxRunMs?: number;
  /** How long the chat rendition may take after the render (default 10 minutes). */
  chatBudgetMs?: number;
  /** Temp render folders untouched this long belong to dead workers and are deleted (default 15 min). */
  sweepAfterMs?: number;
  onVideoReady?: (job: ClaimedJob, videoId: number) => Promise<void>;
  alert?: (message: string) => Promise<void>;
  log?: (line: string) => void;
};

export type JobOutcome = 'succeeded' | 'retrying' | 'failed' | 'lost';

export const defaultWorkerId = () => `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

/** What a video row says, from the pipeline's output and the placed files. */
export function describeVideo(
  out: PipelineOutput,
  placed: { filePath: string; thumbnailPath: string; bytes: number; chatFilePath?: string | null; chatBytes?: number | null },
): StoredVideo {
  const name = (rosterId: number) => out.facts.teams.find((t) => t.rosterId === rosterId)?.teamName ?? `Team ${rosterId}`;
  const matchups: MatchupLine[] = out.facts.matchups.map((m) => ({
    team1: name(m.team1),
    score1: m.score1,
    team2: name(m.team2),
    score2: m.score2,
  }));
  return {
    title: `${out.facts.season} Week ${out.facts.week} Recap`,
    leagueName: out.facts.leagueName,
    durationSeconds: Math.round(out.durationSeconds * 10) / 10,
    resolution: `${out.width}x${out.height}`,
    matchups,
    props: out.props,
    spokenLines: out.spokenLines,
    ...placed,
    chatFilePath: placed.chatFilePath ?? null,
    chatBytes: placed.chatBytes ?? null,
  };
}

/** Runs one claimed job to its end. Never throws: the outcome says what happened. */
export async function processJob(job: ClaimedJob, opts: WorkerOptions): Promise<JobOutcome> {
  const leaseMs = opts.leaseMs ?? 60_000;
  const log = opts.log ?? (() => {});
  const label = `job ${job.jobId} (league ${job.platformLeagueId} ${job.season} week ${job.week}, attempt ${job.attempt})`;
  const abort = new AbortController();
  let lost = false;
  let stage: JobStage = 'starting';
  let percent = 0;
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();

  const beat = (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastWrite < 500) return;
    lastWrite = now;
    writing = writing
      .then(() => opts.queue.progress(job, stage, percent, leaseMs))
      .then((ok) => {
        if (!ok && !lost) {
          lost = true;
          abort.abort(new Error('lease lost'));
        }
      })
      .catch((err: unknown) => log(`${label}: progress not saved: ${errorText(err)}`));
  };
  const heartbeat = setInterval(() => beat(true), Math.max(50, Math.floor(leaseMs / 3)));
  const deadline = setTimeout(() => abort.abort(new Error('render took too long')), opts.maxRunMs ?? 30 * 60_000);
  const plan = planVideoFolder(opts.scratchDir, job);
  log(`${label}: started by ${job.workerId}`);
  try {
    const out = await opts.pipeline({
      client: opts.client,
      leagueId: job.platformLeagueId,
      week: job.week,
      level: job.level,
      leagueContext: job.leagueContext,
      weeklyContext: job.weeklyContext,
      previousLines: job.previousLines,
      seasonLines: job.seasonLines,
      outDir: plan.tempDir,
      mediaBase: `/media/${plan.relDir}`,
      renderKey: `job-${job.jobId}-g${job.generation}`,
      firstVideo: job.firstVideo,
      frameRange: opts.frameRange,
      signal: abort.signal,
      onProgress: (s, p) => {
        const changed = s !== stage;
        stage = s;
        percent = Math.max(0, Math.min(100, p));
        beat(changed);
      },
    });
    if (abort.signal.aborted) throw abort.signal.reason;
    stage = 'storing';
    beat(true);
    await writing;
    if (lost) return 'lost';
    const files = collectVideoFiles(plan, out);
    // The render is done: the job's deadline no longer applies (a finished recap is never thrown
    // away for its optional small file). The small file has its own budget; running out of it, or
    // ffmpeg failing, drops the small file and the recap goes out all the same. A lost lease still stops it.
    clearTimeout(deadline);
    const chatSignal = AbortSignal.any([abort.signal, AbortSignal.timeout(opts.chatBudgetMs ?? CHAT_BUDGET_MS)]);
    const chat = await makeChatFile(plan.tempDir, files.video, { signal: chatSignal, log: (line) => log(`${label}: ${line}`) });
    if (abort.signal.aborted) throw abort.signal.reason;
    await writing;
    if (lost) return 'lost';
    await opts.storage.uploadFolder(plan.tempDir, plan.relDir, { move: true });
    const placed = {
      filePath: `${plan.relDir}/${files.video}`,
      thumbnailPath: `${plan.relDir}/${files.thumbnail}`,
      bytes: files.bytes,
      chatFilePath: chat ? `${plan.relDir}/${chat.file}` : null,
      chatBytes: chat?.bytes ?? null,
    };
    const result = await opts.queue.complete(job, describeVideo(out, placed));
    if (!result) {
      await opts.storage.removeFolder(plan.relDir);
      log(`${label}: lease lost before completion; another worker owns it`);
      return 'lost';
    }
    log(`${label}: done${result.videoId ? ` (video ${result.videoId})` : ''}`);
    if (result.videoId !== null && opts.onVideoReady) {
      await opts.onVideoReady(job, result.videoId).catch((err: unknown) => log(`${label}: delivery failed: ${errorText(err)}`));
    }
    return 'succeeded';
  } catch (err) {
    await writing;
    if (lost) {
      log(`${label}: stopped, lease lost`);
      return 'lost';
    }
    const message = errorText(err);
    const outcome = await opts.queue.fail(job, message).catch((e: unknown) => {
      log(`${label}: could not record failure: ${errorText(e)}`);
      return null;
    });
    if (!outcome) return 'lost';
    if (!outcome.final) {
      log(`${label}: failed (${message}); retry at ${new Date(outcome.retryAt ?? 0).toISOString()}`);
      return 'retrying';
    }
    log(`${label}: failed for good: ${message}`);
    await opts.alert?.(
      `Recap render failed for good: league ${job.leagueName} (${job.platformLeagueId}), ${job.season} week ${job.week}, ` +
        `after ${job.attempt} attempt(s): ${message}`,
    );
    return 'failed';
  } finally {
    clearInterval(heartbeat);
    clearTimeout(deadline);
    fs.rmSync(plan.tempDir, { recursive: true, force: true });
  }
}

export type RunningWorker = {
  workerId: string;
  /** Finishes the job in hand, then stops. */
  stop(): Promise<void>;
  /** Resolves the next time the worker finds no due job (for tests, scripts and benchmarks). */
  idle(): Promise<void>;
  processed: number;
};

/** Claims and processes jobs one at a time until stopped. */
export function startWorker(opts: WorkerOptions): RunningWorker {
  const workerId = opts.workerId ?? defaultWorkerId();
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 2000;
  const log = opts.log ?? (() => {});
  let stopping = false;
  let wake: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  const worker: RunningWorker = {
    workerId,
    processed: 0,
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
    idle: () => new Promise((resolve) => idleWaiters.push(resolve)),
  };

  const sweepAfterMs = opts.sweepAfterMs ?? Math.max(leaseMs * 2, 15 * 60_000);
  let lastSweep = 0;
  const loop = (async () => {
    while (!stopping) {
      // Temp folders of renders whose worker died: nobody has written them for a long while.
      if (Date.now() - lastSweep > Math.min(sweepAfterMs, 60_000)) {
        lastSweep = Date.now();
        try {
          const n = sweepTempDirs(opts.scratchDir, sweepAfterMs);
          if (n) log(`worker ${workerId}: removed ${n} abandoned render folder(s)`);
        } catch (err) {
          log(`worker ${workerId}: sweeping render folders failed: ${errorText(err)}`);
        }
      }
      try {
        for (const dead of await opts.queue.reapExpired()) {
          await opts.alert?.(`Recap job ${dead.id} (league ${dead.league_id}, ${dead.season} week ${dead.week}) failed for good: ${dead.error}`);
        }
        // Chunks first: they finish recaps already under way (a first video among them).
        if (await opts.helpWithChunk?.()) continue;
        const job = await opts.queue.claim(workerId, leaseMs);
        if (job) {
          await processJob({ ...job, workerId }, { ...opts, workerId });
          worker.processed++;
          continue;
        }
      } catch (err) {
        log(`worker ${workerId}: ${errorText(err)}`);
      }
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((w) => w());
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs);
      });
      wake = null;
    }
    idleWaiters.forEach((w) => w());
  })();
  return worker;
}

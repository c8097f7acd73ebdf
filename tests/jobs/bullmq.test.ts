// Scale-out: the server enqueues into BullMQ on a real Redis (Debian redis-server) and two worker
// processes share the batch. The workers run the light ffmpeg card pipeline (real HTTP, a real
// encode, real files) instead of full recaps, so the exactly-once property is checked in seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { BullmqJobQueue } from '../../server/jobs/bullmq-queue';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { SleeperClient } from '../../server/sleeper/client';
import type { RecapPipeline } from '../../server/pipeline/contract';
import { startWorker, type RunningWorker } from '../../server/jobs/worker';
import { cardPipeline } from '../../standins/card-pipeline';
import { localVideos, seedLeague, seedUser } from './seed';
import { spawnWorker, startRedis, until, waitForLine, type RedisServer, type WorkerProcess } from './processes';
import { BEARDHOUSE, worldWithCopies } from './world';

const COPIES = ['900000000000000001', '900000000000000002'];

describe('BullMQ backend', () => {
  let redis: RedisServer;
  let world: ReturnType<typeof worldWithCopies>;
  let replay: ReplayServer;
  let dir: string;
  let db: Database;
  let queue: BullmqJobQueue;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    world = worldWithCopies(COPIES);
    replay = await startReplayServer({ world: world.dir });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullmq-test-'));
    db = openDatabase(path.join(dir, 'app.db'));
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await queue?.close();
    db?.close();
    await replay?.close();
    await redis?.stop();
    world?.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('two worker processes do each job exactly once', async () => {
    const owner = seedUser(db, 'owner@example.com');
    const leagues = [BEARDHOUSE, ...COPIES].map((id) => seedLeague(db, { ownerId: owner, platformLeagueId: id, paid: true }));
    const videoDir = path.join(dir, 'videos');
    const ready: number[] = [];
    queue = new BullmqJobQueue({ redisUrl: redis.url, db, backoffMs: 100 });
    queue.follow({ onVideoReady: async (id) => void ready.push(id), syncMs: 300 });

    const env = { JOB_BACKEND: 'bullmq', REDIS_URL: redis.url, VIDEO_DIR: videoDir, SLEEPER_BASE_URL: replay.url, DATA_DIR: dir };
    for (let i = 0; i < 2; i++) workers.push(spawnWorker(env, ['--pipeline', 'card', '--lease-ms', '10000', '--poll-ms', '50']));
    await Promise.all(workers.map((w) => waitForLine(w.proc, /started/, 30_000)));

    // 3 leagues x 4 weeks, each asked for three times (a double click, a retry, the schedule).
    const jobIds = new Set<number>();
    for (let round = 0; round < 3; round++) {
      for (const league of leagues) for (const week of [1, 2, 3, 4]) jobIds.add((await queue.enqueue(league, '2026', week)).id);
    }
    expect(jobIds.size).toBe(12);
    expect(await queue.hasInProgressJobs(owner)).toBe(true);

    const succeeded = () => (db.prepare(`SELECT count(*) AS n FROM jobs WHERE state = 'succeeded'`).get() as { n: number }).n;
    await until(() => succeeded() === 12, 90_000, 'all 12 jobs to succeed');

    const videos = db.prepare('SELECT league_id, week, file_path, bytes FROM videos').all() as { file_path: string; bytes: number }[];
    expect(videos).toHaveLength(12);
    for (const v of videos) expect(fs.statSync(path.join(videoDir, v.file_path)).size).toBe(v.bytes);
    // Exactly once: one encode per job on disk (and one chat rendition beside it), one "done" line per job across both workers.
    const mp4s = fs.readdirSync(videoDir, { recursive: true }).filter((f) => String(f).endsWith('.mp4') && !String(f).startsWith('.tmp'));
    expect(mp4s.filter((f) => path.basename(String(f)) !== 'chat.mp4')).toHaveLength(12);
    expect(mp4s.filter((f) => path.basename(String(f)) === 'chat.mp4')).toHaveLength(12);
    const doneLines = workers.map((w) => [...w.output().matchAll(/job (\d+) \(.*\): done/g)].map((m) => Number(m[1])));
    const all = doneLines.flat();
    expect(all.sort((a, b) => a - b)).toEqual([...jobIds].sort((a, b) => a - b));
    expect(doneLines[0].length).toBeGreaterThan(0);
    expect(doneLines[1].length).toBeGreaterThan(0);
    await until(() => ready.length === 12, 10_000, 'a ready mail per video');
    expect(new Set(ready).size).toBe(12);
    expect(await queue.hasInProgressJobs(owner)).toBe(false);
  });
});

describe('BullMQ backend, failures', () => {
  let redis: RedisServer;
  let replay: ReplayServer;
  let dir: string;
  let db: Database;
  let server: BullmqJobQueue;
  let workerSide: BullmqJobQueue;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    redis = await startRedis();
    replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullmq-fail-'));
    db = openDatabase(path.join(dir, 'app.db'));
  });
  afterAll(async () => {
    await worker?.stop();
    await workerSide?.close();
    await server?.close();
    db?.close();
    await replay?.close();
    await redis?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('retries a failing render, fails it for good with one alert, and runs it again when asked', async () => {
    const owner = seedUser(db, 'owner@example.com');
    const leagueId = seedLeague(db, { ownerId: owner, platformLeagueId: BEARDHOUSE, paid: true });
    const alerts: string[] = [];
    server = new BullmqJobQueue({ redisUrl: redis.url, db, backoffMs: 50, maxAttempts: 2 });
    server.follow({ alert: async (m) => void alerts.push(m), syncMs: 200 });
    // The worker side has no database, as on another machine.
    workerSide = new BullmqJobQueue({ redisUrl: redis.url });
    let broken = true;
    const attempts: number[] = [];
    const pipeline: RecapPipeline = async (input) => {
      attempts.push(input.week);
      if (broken) throw new Error('renderer crashed');
      return cardPipeline(input);
    };
    worker = startWorker({
      queue: workerSide,
      pipeline,
      client: new SleeperClient({ baseUrl: replay.url }),
      ...localVideos(path.join(dir, 'videos')),
      leaseMs: 5000,
      pollMs: 50,
    });

    const job = await server.enqueue(leagueId, '2026', 3);
    await until(async () => (await server.get(job.id))?.state === 'failed', 30_000, 'the job to fail for good');
    expect(attempts).toEqual([3, 3]);
    expect(await server.get(job.id)).toMatchObject({ state: 'failed', attempts: 2, error: 'renderer crashed' });
    await new Promise((r) => setTimeout(r, 500)); // a sync pass or two more: still one alert
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/failed for good.*week 3.*renderer crashed/);

    // Asking again does nothing; asking to run it again does, under a new BullMQ id.
    expect((await server.enqueue(leagueId, '2026', 3)).state).toBe('failed');
    broken = false;
    const again = await server.enqueue(leagueId, '2026', 3, { requeueFailed: true });
    expect(again).toMatchObject({ id: job.id, state: 'queued', generation: 1 });
    await until(async () => (await server.get(job.id))?.state === 'succeeded', 30_000, 'the requeued job to succeed');
    expect(attempts).toEqual([3, 3, 3]);
    expect(db.prepare('SELECT count(*) AS n FROM videos').get()).toEqual({ n: 1 });
  });
});

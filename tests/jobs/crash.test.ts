// Killing a worker process in the middle of a real render (the real recap pipeline) leaves no
// partial video and no browser, and the job completes in another worker once the dead worker's
// lease expires.
// Both workers render the recap's first 20 seconds at 1080x1920 (`--frames`): long enough to kill
// one mid-render, without a whole recap (the benchmarks render those). One test, one league-week.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { SqliteJobQueue } from '../../server/jobs/queue';
import { startWorker, type RunningWorker } from '../../server/jobs/worker';
import { loadRecapPipeline } from '../../server/jobs/recap-pipeline';
import { SleeperClient } from '../../server/sleeper/client';
import { groupMembers, processesWithEnv } from '../../server/render/browser-guard';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { CDN_STAND_IN_SCOPE, startSleeperCdnStandIn, type SleeperCdnStandIn } from '../../standins/sleeper-cdn';
import { localVideos, seedLeague, seedUser } from './seed';
import { spawnWorker, stopProcess, until, type WorkerProcess } from './processes';
import { BEARDHOUSE } from './world';

const LEASE_MS = 3000;
/** The frames both workers render: 20 s of the recap. */
const FRAMES: [number, number] = [0, 599];
/** Every process of the killed worker inherits this variable: how its leftovers are found. */
const MARK = 'RECAP_TEST_MARK';

describe('a worker killed mid-render', () => {
  let replay: ReplayServer;
  let cdn: SleeperCdnStandIn;
  let dir: string;
  let db: Database;
  let child: WorkerProcess | undefined;
  let survivor: RunningWorker | undefined;

  beforeAll(async () => {
    replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
    cdn = await startSleeperCdnStandIn();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-test-'));
    db = openDatabase(path.join(dir, 'app.db'));
  });
  afterAll(async () => {
    if (child) await stopProcess(child.proc, 'SIGKILL');
    await survivor?.stop();
    db?.close();
    await replay?.close();
    await cdn?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no partial video, and the job completes after the lease expires', { timeout: 20 * 60_000 }, async () => {
    const owner = seedUser(db, 'owner@example.com');
    const leagueId = seedLeague(db, { ownerId: owner, platformLeagueId: BEARDHOUSE, name: 'BeardHouse', paid: true });
    const videoDir = path.join(dir, 'videos');
    const queue = new SqliteJobQueue(db, { backoffMs: 100 });
    const job = await queue.enqueue(leagueId, '2026', 2);

    const mark = crypto.randomUUID();
    child = spawnWorker(
      { [MARK]: mark, JOB_BACKEND: 'sqlite', DATABASE_PATH: path.join(dir, 'app.db'), VIDEO_DIR: videoDir, SLEEPER_BASE_URL: replay.url, DATA_DIR: dir },
      ['--pipeline', 'recap', '--lease-ms', String(LEASE_MS), '--poll-ms', '100', '--frames', FRAMES.join('-')],
    );
    // Wait until frames are being encoded, then kill it without a chance to clean up.
    await until(
      async () => {
        const row = await queue.get(job.id);
        return row?.stage === 'render' && row.percent > 28;
      },
      8 * 60_000,
      `the child worker to be rendering; output:\n${child.output()}`,
    );
    // The worker's Chromium (the launcher's sh, the browser, its GPU, network and renderer processes).
    const cmdline = (pid: number) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    };
    const browsers = processesWithEnv(MARK, mark).filter((p) => cmdline(p.pid).includes('chromium'));
    expect(browsers.length, 'the worker renders with a browser').toBeGreaterThan(0);
    const browserGroups = [...new Set(browsers.map((p) => p.pgid))];
    await stopProcess(child.proc, 'SIGKILL');

    // No browser (nor any other process) of the killed worker survives it.
    const survivors = () => [...processesWithEnv(MARK, mark), ...browserGroups.flatMap((g) => groupMembers(g))];
    await until(() => survivors().length === 0, 30_000, "the killed worker's processes to end").catch((err: Error) => {
      const alive = survivors().map((p) => `${p.pid} ${cmdline(p.pid).replace(/\0/g, ' ').slice(0, 160)}`);
      throw new Error(`${err.message}; still alive:\n${alive.join('\n')}`);
    });

    expect(await queue.get(job.id)).toMatchObject({ state: 'running', attempts: 1 });
    expect(db.prepare('SELECT count(*) AS n FROM videos').get()).toEqual({ n: 0 });
    // What the dead worker wrote is only in its temp folder, never in the store's final place.
    const placed = fs.readdirSync(videoDir).filter((f) => f !== '.tmp');
    expect(placed).toEqual([]);
    const partial = fs.readdirSync(path.join(videoDir, '.tmp'));
    expect(partial).toHaveLength(1);

    const leaseUntil = (await queue.get(job.id))!.lease_until!;
    const claimTimes: number[] = [];
    // The same queue, noting when the survivor is handed the job.
    const watched = Object.assign(Object.create(queue) as SqliteJobQueue, {
      claim: async (workerId: string, leaseMs: number) => {
        const claimed = await queue.claim(workerId, leaseMs);
        if (claimed) claimTimes.push(Date.now());
        return claimed;
      },
    });
    survivor = startWorker({
      queue: watched,
      pipeline: await loadRecapPipeline(loadConfig({ ...process.env, DATA_DIR: dir, SLEEPER_CDN_URL: cdn.url, SLEEPER_CDN_CACHE_SCOPE: CDN_STAND_IN_SCOPE })),
      client: new SleeperClient({ baseUrl: replay.url }),
      ...localVideos(videoDir),
      leaseMs: LEASE_MS,
      pollMs: 100,
      sweepAfterMs: 2 * LEASE_MS,
      frameRange: FRAMES,
    });
    await until(async () => (await queue.get(job.id))?.state === 'succeeded', 8 * 60_000, 'the job to complete in the surviving worker');

    expect(claimTimes).toHaveLength(1);
    expect(claimTimes[0]).toBeGreaterThanOrEqual(leaseUntil); // not before the dead worker's lease ran out
    const row = (await queue.get(job.id))!;
    expect(row).toMatchObject({ state: 'succeeded', attempts: 2, percent: 100 });
    const videos = db.prepare('SELECT * FROM videos').all() as {
      id: number;
      file_path: string;
      thumbnail_path: string;
      bytes: number;
      resolution: string;
      duration_seconds: number;
      matchups: string;
    }[];
    expect(videos).toHaveLength(1);
    expect(videos[0].id).toBe(row.video_id);
    expect(videos[0].resolution).toBe('1080x1920');
    expect(videos[0].duration_seconds).toBe(20);
    expect(JSON.parse(videos[0].matchups)).toHaveLength(5);
    const file = path.join(videoDir, videos[0].file_path);
    expect(fs.statSync(file).size).toBe(videos[0].bytes);
    expect(fs.readFileSync(file).subarray(4, 8).toString()).toBe('ftyp');
    expect(fs.existsSync(path.join(videoDir, videos[0].thumbnail_path))).toBe(true);
    // The dead worker's temp folder is swept once nobody has written it for two leases.
    await until(() => fs.readdirSync(path.join(videoDir, '.tmp')).length === 0, 30_000, 'the abandoned render folder to be swept');
  });
});

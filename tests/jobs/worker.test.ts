// The worker with the SQLite queue, against the Sleeper replay server, a local Slack webhook
// and the offline mailer. Renders use the lightweight ffmpeg card pipeline or a failing one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { SqliteJobQueue } from '../../server/jobs/queue';
import type { RecapPipeline } from '../../server/pipeline/contract';
import { startWorker } from '../../server/jobs/worker';
import { cardPipeline } from '../../standins/card-pipeline';
import { announceVideo } from '../../server/jobs/delivery';
import { createMailer } from '../../server/mail/mailer';
import { sendSlackAlert } from '../../server/alerts/slack';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { startSlackCatcher, type SlackCatcher } from './slack-catcher';
import { localVideos, seedLeague, seedUser } from './seed';

const DEMO_LEAGUE = '1390486041026113536';

describe('worker', () => {
  let replay: ReplayServer;
  let slack: SlackCatcher;
  let dir: string;
  let db: Database;
  let leagueId: number;
  let ownerId: number;

  beforeAll(async () => {
    replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
    slack = await startSlackCatcher();
  });
  afterAll(async () => {
    await replay.close();
    await slack.close();
  });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-test-'));
    db = openDatabase(path.join(dir, 'app.db'));
    ownerId = seedUser(db, 'owner@example.com');
    leagueId = seedLeague(db, { ownerId, platformLeagueId: DEMO_LEAGUE, name: 'BeardHouse', paid: true });
    slack.alerts.length = 0;
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const setup = (pipeline: RecapPipeline, queueOpts: ConstructorParameters<typeof SqliteJobQueue>[1] = {}) => {
    const queue = new SqliteJobQueue(db, queueOpts);
    const mailer = createMailer({ MAIL_FROM: 'test@localhost' }, () => {});
    const videoDir = path.join(dir, 'videos');
    const worker = startWorker({
      queue,
      pipeline,
      client: new SleeperClient({ baseUrl: replay.url }),
      ...localVideos(videoDir),
      leaseMs: 2000,
      pollMs: 20,
      onVideoReady: async (_job, videoId) => void (await announceVideo(db, mailer.send, 'https://recap.example', videoId)),
      alert: async (message) => void (await sendSlackAlert({ SLACK_WEBHOOK_URL: slack.url }, { message }, () => {})),
    });
    return { queue, mailer, videoDir, worker };
  };

  it('makes one video when the same league-week is asked for twice, and mails the owner once', async () => {
    const { queue, mailer, videoDir, worker } = setup(cardPipeline);
    const a = await queue.enqueue(leagueId, '2026', 4);
    const b = await queue.enqueue(leagueId, '2026', 4);
    expect(b.id).toBe(a.id);
    await worker.idle();
    await queue.enqueue(leagueId, '2026', 4); // after it succeeded: still the same finished job
    await worker.idle();
    await worker.stop();

    const videos = db.prepare('SELECT * FROM videos').all() as {
      file_path: string;
      thumbnail_path: string;
      bytes: number;
      league_name: string;
      resolution: string;
    }[];
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ league_name: 'The BeardHouse Boys 2.0', resolution: '108x192' });
    const file = path.join(videoDir, videos[0].file_path);
    expect(fs.statSync(file).size).toBe(videos[0].bytes);
    expect(fs.readFileSync(file).subarray(4, 8).toString()).toBe('ftyp'); // a real MP4
    expect(fs.existsSync(path.join(videoDir, videos[0].thumbnail_path))).toBe(true);
    expect(await queue.get(a.id)).toMatchObject({ state: 'succeeded', percent: 100, attempts: 1 });
    expect(fs.readdirSync(path.join(videoDir, '.tmp'))).toEqual([]);

    expect(mailer.outbox).toHaveLength(1);
    expect(mailer.outbox[0]).toMatchObject({ to: 'owner@example.com', links: ['https://recap.example/dashboard'] });
    expect(mailer.outbox[0].subject).toContain('week 4');
  });

  it('retries a failing render with backoff, then fails with a Slack alert and no video', async () => {
    const attempts: number[] = [];
    const failing: RecapPipeline = async (input) => {
      attempts.push(Date.now());
      input.onProgress('render', 10);
      fs.writeFileSync(path.join(input.outDir, 'partial.mp4'), 'half a video');
      throw new Error('renderer crashed: out of memory');
    };
    const { queue, videoDir, worker } = setup(failing, { maxAttempts: 3, backoffMs: 100 });
    const job = await queue.enqueue(leagueId, '2026', 3);
    while ((await queue.get(job.id))!.state !== 'failed') await new Promise((r) => setTimeout(r, 20));
    await worker.stop();

    expect(attempts).toHaveLength(3);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(100);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(200);
    expect(await queue.get(job.id)).toMatchObject({ state: 'failed', attempts: 3, error: 'renderer crashed: out of memory' });
    expect(db.prepare('SELECT count(*) AS n FROM videos').get()).toEqual({ n: 0 });
    expect(fs.readdirSync(path.join(videoDir, '.tmp'))).toEqual([]);
    expect(slack.alerts).toHaveLength(1);
    expect(slack.alerts[0].text).toMatch(/failed for good.*BeardHouse.*week 3.*3 attempt.*out of memory/);
  });

  it('stores the stage and percent while a render runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow: RecapPipeline = async (input) => {
      input.onProgress('voice', 35);
      await gate;
      return cardPipeline(input);
    };
    const { queue, worker } = setup(slow);
    const job = await queue.enqueue(leagueId, '2026', 2);
    let row = await queue.get(job.id);
    for (let i = 0; i < 200 && row?.stage !== 'voice'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      row = await queue.get(job.id);
    }
    expect(row).toMatchObject({ state: 'running', stage: 'voice', percent: 35 });
    expect(await queue.hasInProgressJobs(ownerId)).toBe(true);
    release();
    await worker.idle();
    await worker.stop();
    expect(await queue.get(job.id)).toMatchObject({ state: 'succeeded' });
    expect(await queue.hasInProgressJobs(ownerId)).toBe(false);
  });
});

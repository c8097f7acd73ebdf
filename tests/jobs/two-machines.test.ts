// Past one machine, for real: the server (its own DATA_DIR, no workers), two worker processes
// (each its own DATA_DIR, no folder shared with anyone), a real redis-server and a real
// S3-compatible server (s3rver). Each recap is split into two chunks rendered by whichever worker
// is free and joined by the recap's lead; the finished folder goes to S3, and the server, which
// never sees a worker's disk, lists it on the dashboard and serves the download.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { DEMO_EMAIL } from '../../server/demo';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { Client, followMagicLink } from '../api/harness';
import { startStack, type Stack } from '../web/stack';
import { startS3rverStorage, type TestS3 } from '../videos/s3rver';
import { spawnWorker, startRedis, stopProcess, until, waitForLine, type RedisServer, type WorkerProcess } from './processes';
import { seedLeague } from './seed';
import { BEARDHOUSE, worldWithCopies } from './world';

const COPY = '900000000000000011';
/** 90 frames in the first matchup (voice over the music bed), in two chunks joined at 1.5 s. */
const FRAMES = '508-597';
const LEASE_MS = 10_000;

type ListedVideo = { id: number | string; completed: boolean; week: number; leagueName: string; platform_league_id: string; download_url?: string };

function probe(file: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_type,nb_read_frames,duration', '-of', 'json', file], {
    encoding: 'utf8',
  });
  const streams = (JSON.parse(out) as { streams: { codec_type: string; nb_read_frames?: string; duration?: string }[] }).streams;
  const video = streams.find((s) => s.codec_type === 'video')!;
  const audio = streams.find((s) => s.codec_type === 'audio')!;
  return { frames: Number(video.nb_read_frames), videoSeconds: Number(video.duration), audioSeconds: Number(audio.duration) };
}

/** Silences of 5 ms or more (-60 dB) in the file's audio, as [start, end] seconds. */
function silences(file: string): [number, number][] {
  const log = execFileSync('ffmpeg', ['-v', 'info', '-i', file, '-af', 'silencedetect=noise=-60dB:d=0.005', '-f', 'null', '-'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
  const starts = [...log.matchAll(/silence_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...log.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  return starts.map((s, i) => [s, ends[i] ?? Infinity]);
}

describe('two machines: server and workers share only Redis and S3', () => {
  let redis: RedisServer;
  let s3: TestS3;
  let world: ReturnType<typeof worldWithCopies>;
  let replay: ReplayServer;
  let server: Stack;
  let member: Client;
  const workers: WorkerProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    s3 = await startS3rverStorage();
    world = worldWithCopies([COPY]);
    replay = await startReplayServer({ world: world.dir });
    const s3Env = {
      VIDEO_STORE: 's3',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const shared = { ...s3Env, JOB_BACKEND: 'bullmq', REDIS_URL: redis.url, SLEEPER_BASE_URL: replay.url, RENDER_CHUNKS: '2' };
    // The demo seed gives the demo member a paid league and queues its first recap.
    server = await startStack({ ...shared, DEMO: 'true', WORKERS: '0' });
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `worker-machine-${i}-`));
      dirs.push(dataDir);
      workers.push(spawnWorker({ ...shared, DATA_DIR: dataDir }, ['--frames', FRAMES, '--lease-ms', String(LEASE_MS), '--poll-ms', '100']));
    }
    await Promise.all(workers.map((w) => waitForLine(w.proc, /started/, 60_000)));

    member = new Client(server.url);
    const asked = await member.request('POST', '/auth/magic?type=login', { form: { email: DEMO_EMAIL } });
    expect(asked.status).toBe(200);
    const inbox = await member.get('/dev/inbox');
    const link = /href="([^"]*\/auth\/magic\/verify[^"]*)"/.exec(inbox.text)?.[1]?.replace(/&amp;/g, '&');
    expect(link, 'a sign-in link in the inbox').toBeTruthy();
    expect((await followMagicLink(member, link!)).status).toBe(303);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await server?.stop();
    await replay?.close();
    await s3?.close();
    await redis?.stop();
    world?.remove();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  const listed = async (): Promise<ListedVideo[]> => (await member.get('/api/get/user-videos')).json<{ videos: ListedVideo[] }>().videos;

  async function downloaded(video: ListedVideo): Promise<string> {
    // Fetched here rather than through the Client, which reads answers as text.
    const res = await fetch(new URL(video.download_url!, server.url), { headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    const file = path.join(dirs[0], `download-${video.id}.mp4`);
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return file;
  }

  it(
    'renders the first recap in two chunks on two workers, and the server lists and serves it from S3',
    async () => {
      await until(async () => (await listed()).some((v) => v.completed), 10 * 60_000, 'the demo recap on the dashboard');
      const [video] = (await listed()).filter((v) => v.completed);
      expect(video).toMatchObject({ week: 4 });

      // Both workers rendered a chunk of it: one recap used two machines.
      const chunkLines = workers.map((w) => /chunk \d of job-\d+-g0 \(frames [\d-]+\): done/.test(w.output()));
      expect(chunkLines, workers.map((w) => w.output()).join('\n----\n')).toEqual([true, true]);

      const file = await downloaded(video);
      const p = probe(file);
      expect(p.frames).toBe(90);
      expect(p.videoSeconds).toBeCloseTo(3, 1);
      expect(Math.abs(p.audioSeconds - p.videoSeconds)).toBeLessThan(0.1);
      // Voice and music run on across the join at 1.5 s.
      expect(silences(file).filter(([s, e]) => s < 1.6 && e > 1.4)).toEqual([]);

      const thumbnail = await member.get(`/api/get/video-thumbnail/${video.id}`);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
      const range = await member.get(video.download_url!, { range: 'bytes=0-99' });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      // The scratch work of the chunks is gone from the bucket, the recap's folder stays.
      expect(await s3.storage.stat('work/job-1-g0/manifest.json')).toBeNull();
    },
    12 * 60_000,
  );

  it(
    'a worker killed mid-render loses nothing: the other finishes the recap, made once',
    async () => {
      const db = openDatabase(path.join(server.dataDir, 'app.db'));
      const owner = (db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_EMAIL) as { id: number }).id;
      seedLeague(db, { ownerId: owner, platformLeagueId: COPY, paid: true });
      db.close();
      const before = workers.map((w) => w.output().length);
      expect((await member.post('/api/post/create-new-video-job')).status).toBe(202);

      // The lead of the new recap has prepared it and is rendering: kill it (supervisor and all).
      let lead = -1;
      await until(
        () => {
          lead = workers.findIndex(
            (w, i) =>
              /chunk \d of job-\d+-g0 \(frames [\d-]+\): rendering/.test(w.output().slice(before[i])) && /job \d+ .*started/.test(w.output().slice(before[i])),
          );
          return lead >= 0;
        },
        5 * 60_000,
        'a worker leading the second recap and rendering a chunk',
      );
      await stopProcess(workers[lead].proc, 'SIGKILL');
      const survivor = workers[1 - lead];

      await until(async () => (await listed()).filter((v) => v.completed).length === 2, 10 * 60_000, 'the second recap on the dashboard');
      const videos = (await listed()).filter((v) => v.completed);
      // One video per league-week, never two.
      expect(new Set(videos.map((v) => `${v.platform_league_id}-${v.week}`)).size).toBe(videos.length);
      expect(survivor.output()).toMatch(/picking up the prepared recap|chunk \d of job-2-g0 .*: done/);
      // Only what the dead worker had not finished was rendered again: each chunk is done once.
      const done = workers.flatMap((w) => [...w.output().matchAll(/chunk (\d) of job-2-g0 \(frames [\d-]+\): done/g)].map((m) => m[1]));
      expect(done.sort()).toEqual(['0', '1']);
      const copy = videos.find((v) => v.platform_league_id === COPY)!;
      const p = probe(await downloaded(copy));
      expect(p.frames).toBe(90);
    },
    15 * 60_000,
  );

  it(
    'renders a later recap of a league whole on one worker: only first videos are split',
    async () => {
      const db = openDatabase(path.join(server.dataDir, 'app.db'));
      const league = (db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(BEARDHOUSE) as { id: number }).id;
      // As the Tuesday batch queues it (the server sends a queued row to Redis on its next sync).
      const job = db
        .prepare(`INSERT INTO jobs (league_id, season, week, max_attempts, run_after, stage) VALUES (?, '2026', 3, 3, 0, 'queued') RETURNING id`)
        .get(league) as { id: number };
      db.close();
      await until(async () => (await listed()).some((v) => v.completed && v.week === 3), 5 * 60_000, 'the week 3 recap on the dashboard');
      const all = workers.map((w) => w.output()).join('\n');
      expect(all).toMatch(new RegExp(`job ${job.id} .*: done`));
      expect(all).not.toMatch(new RegExp(`chunk \\d of job-${job.id}-g0`));
    },
    6 * 60_000,
  );
});

// The user's recaps: list, in-progress jobs, download with Range, thumbnail, Player props, and
// asking for a new recap; another user's session reaches none of it. Jobs go through the real
// SQLite job queue (server/jobs). The files are read through the app's video store: a local folder
// here, and a real S3-compatible server (s3rver) in the last block.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { SqliteJobQueue } from '../../server/jobs/queue';
import { UserVideosAnswer } from '../../src/api/video';
import { startS3rverStorage, type TestS3 } from '../videos/s3rver';
import { DEMO_LEAGUE, signUp, startTestWorld, type Client, type TestWorld } from './harness';

let world: TestWorld;
let ann: Client;
let bob: Client;
let videoId: number;
const mp4 = crypto.randomBytes(64 * 1024 + 17);
const jpg = crypto.randomBytes(2048);

const demoLeagueId = (db: Database) => (db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number }).id;

/** A finished recap's row as a worker leaves it: `<folder>/recap.mp4` and `thumbnail.jpg`, its props' media under /media/<folder>. */
function insertFolderVideo(db: Database, leagueId: number, week: number, folder: string): number {
  const row = db
    .prepare(
      `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
       VALUES (?, '2026', ?, ?, 'The BeardHouse Boys 2.0', 60, '1080x1920', '[]', ?, ?, ?, ?)`,
    )
    .run(leagueId, week, `Week ${week}`, JSON.stringify({ mediaBase: `/media/${folder}` }), `${folder}/recap.mp4`, `${folder}/thumbnail.jpg`, mp4.length);
  return Number(row.lastInsertRowid);
}

beforeAll(async () => {
  world = await startTestWorld({
    jobs: (db) => {
      const queue = new SqliteJobQueue(db);
      return { enqueue: (l, s, w) => queue.enqueueSync(l, s, w), hasInProgressJobs: (u) => queue.hasInProgressJobsSync(u) };
    },
  });
  ann = await signUp(world, 'ann@example.com');
  bob = await signUp(world, 'bob@example.com', null);
  const leagueId = demoLeagueId(world.db);
  const rel = path.join(String(leagueId), '2026');
  fs.mkdirSync(path.join(world.config.videoDir, rel), { recursive: true });
  fs.writeFileSync(path.join(world.config.videoDir, rel, 'week-3.mp4'), mp4);
  fs.writeFileSync(path.join(world.config.videoDir, rel, 'week-3.jpg'), jpg);
  const matchups = [{ team1: 'Kraken', score1: 120.5, team2: 'Beards', score2: 99.1 }];
  videoId = Number(
    world.db
      .prepare(
        `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
         VALUES (?, '2026', 3, 'Week 3: The Kraken Feasts', 'The BeardHouse Boys 2.0', 125.4, '1080x1920', ?, ?, ?, ?, ?)`,
      )
      .run(leagueId, JSON.stringify(matchups), JSON.stringify({ week: 3, scenes: [] }), path.join(rel, 'week-3.mp4'), path.join(rel, 'week-3.jpg'), mp4.length)
      .lastInsertRowid,
  );
});
afterAll(() => world.close());

describe('GET /api/get/user-videos', () => {
  it("lists the videos of your leagues in the spec's Video shape", async () => {
    const answer = (await ann.get('/api/get/user-videos')).json();
    // The schema the website reads the list with (src/api/video.ts) accepts it as sent.
    expect(UserVideosAnswer.safeParse(answer).success).toBe(true);
    const { videos } = answer as { videos: Record<string, unknown>[] };
    expect(videos).toEqual([
      expect.objectContaining({
        id: videoId,
        completed: true,
        title: 'Week 3: The Kraken Feasts',
        thumbnail_url: `/api/get/video-thumbnail/${videoId}`,
        props_url: `/api/get/video-props/${videoId}`,
        download_url: `/api/download/video/${videoId}`,
        leagueName: 'The BeardHouse Boys 2.0',
        duration: '2:05',
        duration_seconds: 125.4,
        resolution: '1080x1920',
        matchups: [{ team1: 'Kraken', score1: 120.5, team2: 'Beards', score2: 99.1 }],
      }),
    ]);
  });
  it("shows nothing of other people's leagues, and needs sign-in", async () => {
    expect((await bob.get('/api/get/user-videos')).json()).toEqual({ success: true, videos: [] });
    expect((await world.client().get('/api/get/user-videos')).status).toBe(401);
  });
});

describe('video files', () => {
  it('downloads as recap-video-{id}.mp4, video/mp4', async () => {
    const res = await fetch(`${world.url}/api/download/video/${videoId}`, { headers: { cookie: `sid=${ann.cookies.get('sid')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=recap-video-${videoId}.mp4`);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('answers Range requests with 206 and impossible ranges with 416', async () => {
    const partial = await ann.get(`/api/download/video/${videoId}`, { range: 'bytes=100-199' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    const res = await fetch(`${world.url}/api/download/video/${videoId}`, { headers: { cookie: `sid=${ann.cookies.get('sid')}`, range: 'bytes=-10' } });
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const bad = await ann.get(`/api/download/video/${videoId}`, { range: `bytes=${mp4.length + 5}-` });
    expect(bad.status).toBe(416);
  });

  it('serves the thumbnail and Player props to the owner', async () => {
    const thumb = await fetch(`${world.url}/api/get/video-thumbnail/${videoId}`, { headers: { cookie: `sid=${ann.cookies.get('sid')}` } });
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await thumb.arrayBuffer()).equals(jpg)).toBe(true);
    expect((await ann.get(`/api/get/video-props/${videoId}`)).json()).toEqual({ success: true, id: videoId, props: { week: 3, scenes: [] } });
  });

  it('keeps other users and signed-out visitors out (404/401, nothing leaked)', async () => {
    for (const p of [`/api/download/video/${videoId}`, `/api/get/video-thumbnail/${videoId}`, `/api/get/video-props/${videoId}`]) {
      const spy = await bob.get(p);
      expect(spy.status).toBe(404);
      expect(spy.json()).toEqual({ success: false, error: 'Video not found.' });
      expect((await world.client().get(p)).status).toBe(401);
    }
    expect((await ann.get('/api/download/video/999999')).status).toBe(404);
    const bad = await ann.get('/api/download/video/abc');
    expect(bad.status).toBe(400);
    expect(bad.json().error).toBe('The video id must be a number.');
  });
});

describe('jobs', () => {
  it('create-new-video-job needs a paid league', async () => {
    const res = await ann.post('/api/post/create-new-video-job');
    expect(res.status).toBe(402);
    expect(res.json().error).toMatch(/No paid league/);
    expect((await world.client().post('/api/post/create-new-video-job')).status).toBe(401);
  });

  it('queues the latest final week of each paid league, once; the dashboard sees it in progress', async () => {
    expect((await ann.get('/api/get/user-video-jobs')).json()).toEqual({ success: true, hasInProgressJobs: false });
    world.db.prepare('UPDATE leagues SET paid = 1 WHERE platform_league_id = ?').run(DEMO_LEAGUE);
    const res = await ann.post('/api/post/create-new-video-job');
    expect(res.status).toBe(202);
    const { jobs } = res.json<{ jobs: { platform_league_id: string; season: string; week: number; id: number; state: string }[] }>();
    expect(jobs).toEqual([{ platform_league_id: DEMO_LEAGUE, season: '2026', week: 4, id: expect.any(Number), state: 'queued' }]);
    const again = (await ann.post('/api/post/create-new-video-job')).json<{ jobs: { id: number }[] }>();
    expect(again.jobs[0].id).toBe(jobs[0].id);

    expect((await ann.get('/api/get/user-video-jobs')).json()).toEqual({ success: true, hasInProgressJobs: true });
    expect((await bob.get('/api/get/user-video-jobs')).json()).toEqual({ success: true, hasInProgressJobs: false });
    const { videos } = (await ann.get('/api/get/user-videos')).json<{ videos: { id: unknown; completed: boolean; week: number }[] }>();
    // The league's first recap, nothing queued before it: next in line.
    // The wait is one recap's measured time (4-15 minutes), not a fixed promise.
    expect(videos[0]).toMatchObject({ id: `job-${jobs[0].id}`, completed: false, week: 4, ahead: 0, wait: { low_minutes: 4, high_minutes: 15 } });
    expect((await bob.get('/api/get/user-videos')).json()).toEqual({ success: true, videos: [] });
  });
});

describe("a member's media files (/media/<league>/<season>/<week folder>/…)", () => {
  let folder: string;
  let thumbId: number;
  const wav = crypto.randomBytes(4096);
  const png = crypto.randomBytes(512);

  beforeAll(() => {
    // A folder as the worker places it: the MP4, the thumbnail, the clips and avatars its props play.
    const leagueId = demoLeagueId(world.db);
    folder = `${leagueId}/2026/week-2-0a1b2c3d4e5f`;
    const abs = path.join(world.config.videoDir, folder);
    fs.mkdirSync(path.join(abs, 'voice'), { recursive: true });
    fs.mkdirSync(path.join(abs, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(abs, 'recap.mp4'), mp4);
    fs.writeFileSync(path.join(abs, 'thumbnail.jpg'), jpg);
    fs.writeFileSync(path.join(abs, 'voice', 'intro.wav'), wav);
    fs.writeFileSync(path.join(abs, 'avatars', 'a.png'), png);
    thumbId = insertFolderVideo(world.db, leagueId, 2, folder);
  });

  const media = (file: string, who?: Client, headers: Record<string, string> = {}) =>
    fetch(`${world.url}/media/${file}`, { headers: who ? { cookie: `sid=${who.cookies.get('sid')}`, ...headers } : headers });

  it('serves the clips, avatars and thumbnail to the owner, privately (Cache-Control: private)', async () => {
    for (const [file, body] of [
      ['voice/intro.wav', wav],
      ['avatars/a.png', png],
      ['thumbnail.jpg', jpg],
    ] as const) {
      const res = await media(`${folder}/${file}`, ann);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
    }
    // Seeking in the Player: ranges still work.
    const part = await media(`${folder}/voice/intro.wav`, ann, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    // The MP4 is only reached through its download route.
    expect((await media(`${folder}/recap.mp4`, ann)).status).toBe(404);
  });

  it('refuses them to another signed-in user (404) and to a signed-out visitor (401)', async () => {
    for (const file of ['voice/intro.wav', 'avatars/a.png', 'thumbnail.jpg']) {
      const stranger = await media(`${folder}/${file}`, bob);
      expect(stranger.status).toBe(404);
      expect(await stranger.text()).toBe('Not found');
      const signedOut = await media(`${folder}/${file}`);
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await signedOut.arrayBuffer()).includes(jpg.subarray(0, 64))).toBe(false);
    }
    // Nor by walking out of a folder of one's own: bob has none, ann cannot reach past hers.
    expect((await media(`${folder}/..%2f..%2f..%2f${folder}/thumbnail.jpg`, bob)).status).toBe(404);
    expect((await media(`${folder}/voice/..%2f..%2fweek-3.jpg`, ann)).status).toBe(404);
  });

  it('keeps the shipped assets public and long-cached', async () => {
    const font = await media('assets/fonts/anton-400.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('cache-control')).toMatch(/^public, max-age=/);
  });

  it('answers the thumbnail and download routes with Cache-Control: private', async () => {
    for (const p of [`/api/get/video-thumbnail/${thumbId}`, `/api/download/video/${thumbId}`]) {
      const res = await ann.get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^private/);
    }
    expect((await ann.get(`/api/get/video-props/${thumbId}`)).headers.get('cache-control')).toMatch(/^private/);
  });
});

describe('with the video store in S3 (recaps uploaded by workers on other machines)', () => {
  let s3: TestS3;
  let s3World: TestWorld;
  let owner: Client;
  let stranger: Client;
  let id: number;
  let folder: string;
  const wav = crypto.randomBytes(3000);

  beforeAll(async () => {
    s3 = await startS3rverStorage({ prefix: 'recaps/' });
    s3World = await startTestWorld({ storage: s3.storage });
    owner = await signUp(s3World, 'ann@example.com');
    stranger = await signUp(s3World, 'bob@example.com', null);
    // A finished folder as a worker uploads it; nothing of it is on this server's disk.
    const leagueId = demoLeagueId(s3World.db);
    folder = `${leagueId}/2026/week-3-9f8e7d6c5b4a`;
    const local = fs.mkdtempSync(path.join(os.tmpdir(), 'recap-upload-'));
    fs.mkdirSync(path.join(local, 'voice'));
    fs.writeFileSync(path.join(local, 'recap.mp4'), mp4);
    fs.writeFileSync(path.join(local, 'thumbnail.jpg'), jpg);
    fs.writeFileSync(path.join(local, 'voice', 'x.wav'), wav);
    expect(await s3.storage.uploadFolder(local, folder, { move: true })).toEqual(['recap.mp4', 'thumbnail.jpg', 'voice/x.wav']);
    fs.rmSync(local, { recursive: true, force: true });
    id = insertFolderVideo(s3World.db, leagueId, 3, folder);
  });
  afterAll(async () => {
    await s3World?.close();
    await s3?.close();
  });

  const get = (p: string, who?: Client, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${s3World.url}${p}`, { method, headers: who ? { cookie: `sid=${who.cookies.get('sid')}`, ...headers } : headers });

  it('is really S3: the folder is not on the local disk', () => {
    expect(s3World.storage.kind).toBe('s3');
    expect(fs.existsSync(path.join(s3World.config.videoDir, folder))).toBe(false);
  });

  it('downloads the MP4 as recap-video-{id}.mp4, privately, with HEAD', async () => {
    const res = await get(`/api/download/video/${id}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=recap-video-${id}.mp4`);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4)).toBe(true);
    const head = await get(`/api/download/video/${id}`, owner, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(mp4.length));
    const again = await get(`/api/download/video/${id}`, owner, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers Range requests with 206 and impossible ranges with 416', async () => {
    const partial = await get(`/api/download/video/${id}`, owner, { range: 'bytes=100-199' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await get(`/api/download/video/${id}`, owner, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(mp4.length - 10))).toBe(true);
    expect((await get(`/api/download/video/${id}`, owner, { range: `bytes=${mp4.length + 5}-` })).status).toBe(416);
  });

  it('serves the thumbnail to the owner only', async () => {
    const thumb = await get(`/api/get/video-thumbnail/${id}`, owner);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(thumb.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await thumb.arrayBuffer()).equals(jpg)).toBe(true);
    for (const p of [`/api/download/video/${id}`, `/api/get/video-thumbnail/${id}`]) {
      const spy = await get(p, stranger);
      expect(spy.status).toBe(404);
      expect(await spy.json()).toEqual({ success: false, error: 'Video not found.' });
      expect((await get(p)).status).toBe(401);
    }
  });

  it('serves /media/<folder>/… to the owner (with ranges), 404 to others, 401 signed out', async () => {
    for (const [file, body] of [
      ['voice/x.wav', wav],
      ['thumbnail.jpg', jpg],
    ] as const) {
      const res = await get(`/media/${folder}/${file}`, owner);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
      const stranger404 = await get(`/media/${folder}/${file}`, stranger);
      expect(stranger404.status).toBe(404);
      expect(await stranger404.text()).toBe('Not found');
      const signedOut = await get(`/media/${folder}/${file}`);
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('cache-control')).toMatch(/^private/);
    }
    const part = await get(`/media/${folder}/voice/x.wav`, owner, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(0, 100))).toBe(true);
    expect((await get(`/media/${folder}/voice/missing.wav`, owner)).status).toBe(404);
    expect((await get(`/media/${folder}/recap.mp4`, owner)).status).toBe(404);
    expect((await get('/media/assets/fonts/anton-400.woff2')).status).toBe(200);
  });
});

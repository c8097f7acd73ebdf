// Share links (issue 24, item 1) through the real app over HTTP: sharing off until the owner turns
// it on; tokens that cannot be guessed, stored hashed; one 404 for every link that opens nothing;
// a page that plays the recap and shows nothing else of the account; Range on its video; views;
// the referral a sign-up records; the ready e-mail's link; owner-only, CSRF-checked routes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceVideo } from '../../server/jobs/delivery';
import { shareKeyFrom } from '../../server/sharing/key';
import { shareUrlFor } from '../../server/sharing/links';
import { DEMO_LEAGUE, followMagicLink, lastLinkTo, signUp, startTestWorld, type Client, type TestWorld } from '../api/harness';

let world: TestWorld;
let ann: Client;
let bob: Client;
let week3: number;
let week4: number;
const mp4 = crypto.randomBytes(200 * 1024 + 13);
/** A real JPEG (540×960) as the thumbnail, so the page must read its true size. */
const jpg = fs.readFileSync('docs/stills/02-intro.jpg');

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
type SharingAnswer = {
  leagues: { platform_league_id: string; name: string; enabled: boolean; videos: { video_id: number; title: string; url: string | null; views: number }[] }[];
};
const sharing = async (c: Client) => (await c.get('/api/get/sharing')).json<SharingAnswer>();
const linkOf = async (videoId: number) => (await sharing(ann)).leagues[0].videos.find((v) => v.video_id === videoId)!.url;
const tokenOf = (url: string) => url.split('/v/')[1];

function insertVideo(leagueId: number, week: number): number {
  const folder = `${leagueId}/2026/week-${week}-${crypto.randomBytes(3).toString('hex')}`;
  fs.mkdirSync(path.join(world.config.videoDir, folder), { recursive: true });
  fs.writeFileSync(path.join(world.config.videoDir, folder, 'recap.mp4'), mp4);
  fs.writeFileSync(path.join(world.config.videoDir, folder, 'thumbnail.jpg'), jpg);
  return Number(
    world.db
      .prepare(
        `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
         VALUES (?, '2026', ?, ?, 'The BeardHouse Boys 2.0', 131.2, '1080x1920', '[]', '{}', ?, ?, ?)`,
      )
      .run(leagueId, week, `Week ${week}: secret title ${week}`, `${folder}/recap.mp4`, `${folder}/thumbnail.jpg`, mp4.length).lastInsertRowid,
  );
}

beforeAll(async () => {
  world = await startTestWorld();
  ann = await signUp(world, 'ann@example.com');
  bob = await signUp(world, 'bob@example.com', null);
  const { id } = world.db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number };
  week3 = insertVideo(id, 3);
  week4 = insertVideo(id, 4);
});
afterAll(() => world.close());

describe('turning sharing on', () => {
  it('is off until the owner turns it on: no link, the ready mail has none', async () => {
    const answer = await sharing(ann);
    expect(answer.leagues).toEqual([
      expect.objectContaining({ platform_league_id: DEMO_LEAGUE, name: 'The BeardHouse Boys 2.0', enabled: false, videos: expect.any(Array) }),
    ]);
    expect(answer.leagues[0].videos.every((v) => v.url === null && v.views === 0)).toBe(true);
    expect(shareUrlFor(world.db, world.url, week3, shareKeyFrom(world.config))).toBeNull();
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM share_links').get()).toEqual({ n: 0 });
  });

  it('checks CSRF, sign-in, ownership and input', async () => {
    const noCsrf = await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await world.client().post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true })).status).toBe(401);
    const notHers = await bob.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true });
    expect(notHers.status).toBe(404);
    const bad = await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json().error).toMatch(/enabled must be true or false/);
    const badId = await ann.post('/api/post/league-sharing', { platform_league_id: 'x; drop', enabled: true });
    expect(badId.status).toBe(400);
    expect(badId.json().error).toMatch(/platform_league_id must be a Sleeper league id/);
    expect((await sharing(ann)).leagues[0].enabled).toBe(false);

    for (const [client, status] of [
      [world.client(), 401],
      [bob, 404],
    ] as const) {
      expect((await client.post('/api/post/share-link/revoke', { video_id: week3 })).status).toBe(status);
    }
    expect((await ann.post('/api/post/share-link/revoke', { video_id: week3 }, { csrf: false })).status).toBe(403);
    const badVideo = await ann.post('/api/post/share-link/revoke', { video_id: 'three' });
    expect(badVideo.status).toBe(400);
    expect(badVideo.json().error).toMatch(/video_id must be a number/);
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM share_links').get()).toEqual({ n: 0 });
  });

  it('gives each recap its own link of 32 unguessable characters, stored only hashed', async () => {
    const on = await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true });
    expect(on.json()).toEqual({ success: true, platform_league_id: DEMO_LEAGUE, enabled: true });
    const [a, b] = [await linkOf(week3), await linkOf(week4)];
    expect(a).toMatch(new RegExp(`^${world.url}/v/[A-Za-z0-9_-]{32}$`));
    expect(b).toMatch(new RegExp(`^${world.url}/v/[A-Za-z0-9_-]{32}$`));
    expect(a).not.toBe(b);
    // Shown again, the same link.
    expect(await linkOf(week3)).toBe(a);
    // 32 base64url characters are 192 bits, made from 256 random bits (the nonce) under a key outside the database.
    const rows = world.db.prepare('SELECT * FROM share_links').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    for (const url of [a!, b!]) {
      expect(dump).not.toContain(tokenOf(url));
      expect(rows.some((r) => r.token_hash === sha256(tokenOf(url)))).toBe(true);
    }
    for (const r of rows) expect(Buffer.from(String(r.nonce), 'base64url')).toHaveLength(32);
    // The ready mail's link is the same one.
    expect(shareUrlFor(world.db, world.url, week3, shareKeyFrom(world.config))).toBe(a);
  });
});

describe('the share page', () => {
  it('plays the recap signed out: league and week, video, download, "Get a recap for your league", noindex', async () => {
    const url = (await linkOf(week3))!;
    const page = await world.client().get(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('The BeardHouse Boys 2.0 · Week 3 recap');
    expect(page.text).toContain('2026 season, week 3 · 2:11');
    expect(page.text).toMatch(/<video [^>]*autoplay muted playsinline/);
    expect(page.text).toContain(`href="${url}/download"`);
    expect(page.text).toContain('Get a recap for your league');
  });

  it('reveals nothing else: no e-mail, no ids, no file paths, no other recap', async () => {
    const url = (await linkOf(week3))!;
    const { text } = await world.client().get(new URL(url).pathname);
    const row = world.db.prepare('SELECT file_path FROM videos WHERE id = ?').get(week3) as { file_path: string };
    for (const secret of [
      'ann@example.com',
      DEMO_LEAGUE,
      '473387021335785472', // the owner's Sleeper user id
      'kraken808',
      'secret title', // the stored titles of both recaps
      'Week 4',
      tokenOf((await linkOf(week4))!),
      path.posix.dirname(row.file_path),
      '/api/',
      '/media/',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/video_id|league_id|user_id/);
  });

  it('serves the video with Range (206), HEAD and the right type; the download is an attachment', async () => {
    const p = new URL((await linkOf(week3))!).pathname;
    const visitor = world.client();
    const part = await fetch(`${world.url}${p}/video.mp4`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${mp4.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    // Chat apps' web clients load it from their own origin.
    expect(part.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(1000, 2000))).toBe(true);
    const head = await visitor.request('HEAD', `${p}/video.mp4`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(mp4.length));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const download = await fetch(`${world.url}${p}/download`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename=The-BeardHouse-Boys-20-2026-week-3.mp4');
    expect(Buffer.from(await download.arrayBuffer()).equals(mp4)).toBe(true);
    const thumb = await fetch(`${world.url}${p}/thumbnail.jpg`);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await thumb.arrayBuffer()).equals(jpg)).toBe(true);
  });
});

describe('links that open nothing', () => {
  /** Everything a visitor can compare between two answers, but the date, the per-request id and the per-visitor CSRF cookie. */
  async function shapeOf(p: string) {
    const res = await world.client().get(p);
    const headers = [...res.headers.entries()].filter(([k]) => !['date', 'set-cookie', 'x-request-id', 'ratelimit', 'ratelimit-policy'].includes(k));
    return { status: res.status, headers, text: res.text };
  }

  it('answers an unknown, a malformed, a revoked and an unshared link with the same 404, on every path', async () => {
    const live = tokenOf((await linkOf(week4))!);
    const revoked = await ann.post('/api/post/share-link/revoke', { video_id: week4 });
    expect(revoked.status).toBe(200);
    const fresh = tokenOf(revoked.json<{ url: string }>().url);
    expect(fresh).not.toBe(live);
    expect((await world.client().get(`/v/${fresh}`)).status).toBe(200);

    const unknown = crypto.randomBytes(24).toString('base64url');
    // A token one character off the live one.
    const nearMiss = fresh.slice(0, -1) + (fresh.endsWith('A') ? 'B' : 'A');
    for (const suffix of ['', '/video.mp4', '/thumbnail.jpg', '/download', '/join']) {
      const expected = await shapeOf(`/v/${unknown}${suffix}`);
      expect(expected.status).toBe(404);
      for (const t of [live, nearMiss, 'short', `${unknown}x`, '%00']) expect(await shapeOf(`/v/${t}${suffix}`), `${t}${suffix}`).toEqual(expected);
    }

    // Sharing off: the live link answers the same 404, and comes back when sharing is on again.
    const other = tokenOf((await linkOf(week3))!);
    const before = await shapeOf(`/v/${unknown}`);
    await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: false });
    expect(await shapeOf(`/v/${other}`)).toEqual(before);
    expect((await sharing(ann)).leagues[0].videos.every((v) => v.url === null)).toBe(true);
    await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true });
    expect((await world.client().get(`/v/${other}`)).status).toBe(200);
    // The revoked one stays dead.
    expect((await world.client().get(`/v/${live}`)).status).toBe(404);
  });
});

describe('views and referrals', () => {
  it('counts views of people, not link previewers, per recap over its links; only the owner sees them', async () => {
    const count = async () => (await sharing(ann)).leagues[0].videos.find((v) => v.video_id === week3)!.views;
    const start = await count();
    const p = new URL((await linkOf(week3))!).pathname;
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    await world.client().get(p, { 'user-agent': phone });
    await world.client().get(p, { 'user-agent': phone });
    for (const bot of [
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Slackbot-LinkExpanding 1.0',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
    ]) {
      await world.client().get(p, { 'user-agent': bot });
    }
    await world.client().request('HEAD', p, { headers: { 'user-agent': phone } });
    expect(await count()).toBe(start + 2);
    // A new link after revoking: the recap's views carry on.
    const revoked = await ann.post('/api/post/share-link/revoke', { video_id: week3 });
    await world.client().get(new URL(revoked.json<{ url: string }>().url).pathname, { 'user-agent': phone });
    expect(await count()).toBe(start + 3);
    expect((await sharing(bob)).leagues).toEqual([]);
    expect((await world.client().get('/api/get/sharing')).status).toBe(401);
  });

  it('records the referral code when a visitor from a share page signs up', async () => {
    const url = (await linkOf(week3))!;
    const visitor = world.client();
    const join = await visitor.get(`${new URL(url).pathname}/join`);
    expect(join.status).toBe(303);
    const code = /ref=([\w-]+)/.exec(join.location ?? '')?.[1];
    expect(join.location).toBe(`/onboarding/platform?ref=${code}`);
    const asked = await visitor.request('POST', '/auth/magic?type=signup', { form: { email: 'carl@example.com' } });
    expect(asked.json()).toEqual({ sent: true });
    expect((await followMagicLink(visitor, lastLinkTo(world.mailer, 'carl@example.com'))).status).toBe(303);
    const row = world.db
      .prepare(
        `SELECT r.referral_code, s.video_id FROM signup_referrals r JOIN users u ON u.id = r.user_id
         JOIN share_links s ON s.id = r.share_link_id WHERE u.email = 'carl@example.com'`,
      )
      .get();
    expect(row).toEqual({ referral_code: code, video_id: week3 });
    // Someone who came without one records nothing.
    expect(world.db.prepare(`SELECT COUNT(*) AS n FROM signup_referrals r JOIN users u ON u.id = r.user_id WHERE u.email = 'bob@example.com'`).get()).toEqual({
      n: 0,
    });
  });
});

describe('the ready e-mail', () => {
  it('carries the share link when the league shares, and none when it does not', async () => {
    const key = shareKeyFrom(world.config);
    const send = async (m: Parameters<typeof world.mailer.send>[0]) => world.mailer.send(m);
    const url = shareUrlFor(world.db, world.url, week3, key);
    expect(url).toBe(await linkOf(week3));
    expect(await announceVideo(world.db, send, world.url, week3, url)).toBe(true);
    const mail = world.mailer.outbox.at(-1)!;
    expect(mail.to).toBe('ann@example.com');
    expect(mail.links).toContain(url);
    expect(mail.text).toContain(`no account needed:\n${url}`);

    await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: false });
    const none = shareUrlFor(world.db, world.url, week4, key);
    expect(none).toBeNull();
    expect(await announceVideo(world.db, send, world.url, week4, none)).toBe(true);
    const plain = world.mailer.outbox.at(-1)!;
    expect(plain.links.some((l) => l.includes('/v/'))).toBe(false);
    expect(plain.links).toContain(`${world.url}/dashboard`);
  });
});

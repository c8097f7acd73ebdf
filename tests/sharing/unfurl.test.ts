// The share page as a chat app's link preview reads it: the HTML parsed by a real parser (Debian's
// Chromium with JavaScript off, as unfurlers do not run scripts), every Open Graph and Twitter
// card tag a playable card needs, and the files they name fetched and measured: the thumbnail's
// declared width and height are its real ones (ffprobe), og:video is an MP4 of the size it says.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { imageSize } from '../../server/sharing/image-size';
import { DEMO_LEAGUE, signUp, startTestWorld, type TestWorld } from '../api/harness';
import { launchBrowser } from '../web/stack';
import { makeSampleRecap, probeSize, type SampleRecap } from './sample-recap';

let world: TestWorld;
let browser: Browser;
let sample: SampleRecap;
let link: string;
let scratch: string;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'unfurl-'));
  sample = makeSampleRecap(path.join(scratch, 'sample'), 3);
  [world, browser] = await Promise.all([startTestWorld(), launchBrowser()]);
  const ann = await signUp(world, 'ann@example.com');
  const { id: leagueId } = world.db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number };
  const folder = `${leagueId}/2026/week-4-unfurl`;
  fs.mkdirSync(path.join(world.config.videoDir, folder), { recursive: true });
  fs.copyFileSync(sample.mp4, path.join(world.config.videoDir, folder, 'recap.mp4'));
  fs.copyFileSync(sample.thumbnail, path.join(world.config.videoDir, folder, 'thumbnail.jpg'));
  const videoId = Number(
    world.db
      .prepare(
        `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
         VALUES (?, '2026', 4, 'Week 4', 'The BeardHouse Boys 2.0', 3, '1080x1920', '[]', '{}', ?, ?, ?)`,
      )
      .run(leagueId, `${folder}/recap.mp4`, `${folder}/thumbnail.jpg`, sample.bytes).lastInsertRowid,
  );
  await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true });
  const sharing = (await ann.get('/api/get/sharing')).json<{ leagues: { videos: { video_id: number; url: string }[] }[] }>();
  link = sharing.leagues[0].videos.find((v) => v.video_id === videoId)!.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await world?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Every <meta> of the page as [key, content] pairs, read by Chromium's HTML parser with scripts off. */
async function metaTags(url: string): Promise<{ title: string; tags: [string, string][] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)' });
  try {
    const page = await context.newPage();
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    return await page.evaluate(() => ({
      title: document.title,
      tags: [...document.head.querySelectorAll('meta')]
        .filter((m) => m.getAttribute('property') ?? m.getAttribute('name'))
        .map((m): [string, string] => [(m.getAttribute('property') ?? m.getAttribute('name'))!, m.getAttribute('content') ?? '']),
    }));
  } finally {
    await context.close();
  }
}

describe('unfurl tags', () => {
  it('has each tag a playable card needs, once, and they describe the real files', async () => {
    const { title, tags } = await metaTags(link);
    const one = (key: string) => {
      const found = tags.filter(([k]) => k === key);
      expect(found, key).toHaveLength(1);
      expect(found[0][1], key).not.toBe('');
      return found[0][1];
    };
    expect(title).toBe('The BeardHouse Boys 2.0 · Week 4 recap');
    expect(one('og:title')).toBe('The BeardHouse Boys 2.0 · Week 4 recap');
    expect(one('og:type')).toBe('video.other');
    expect(one('og:url')).toBe(link);
    expect(one('og:description')).toContain('week 4');
    expect(one('robots')).toMatch(/\bnoindex\b/);

    // The thumbnail: fetched, of the type said, and of the width and height said.
    const image = one('og:image');
    expect(image).toBe(`${link}/thumbnail.jpg`);
    const imageRes = await fetch(image);
    expect(imageRes.status).toBe(200);
    expect(imageRes.headers.get('content-type')).toBe(one('og:image:type'));
    const imageFile = path.join(scratch, 'fetched.jpg');
    fs.writeFileSync(imageFile, Buffer.from(await imageRes.arrayBuffer()));
    const real = probeSize(imageFile);
    expect(real).toEqual({ width: 540, height: 960 });
    expect({ width: Number(one('og:image:width')), height: Number(one('og:image:height')) }).toEqual(real);

    // The video: an MP4 answering Range, of the size said.
    const video = one('og:video');
    expect(video).toBe(`${link}/video.mp4`);
    expect(one('og:video:type')).toBe('video/mp4');
    const ranged = await fetch(video, { headers: { range: 'bytes=0-1023' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-1023/${sample.bytes}`);
    const videoFile = path.join(scratch, 'fetched.mp4');
    fs.writeFileSync(videoFile, Buffer.from(await (await fetch(video)).arrayBuffer()));
    expect({ width: Number(one('og:video:width')), height: Number(one('og:video:height')) }).toEqual(probeSize(videoFile));

    // Twitter (and Slack, which reads its player tags): a player card streaming the same MP4.
    expect(one('twitter:card')).toBe('player');
    expect(one('twitter:title')).toBe('The BeardHouse Boys 2.0 · Week 4 recap');
    expect(one('twitter:image')).toBe(image);
    expect(one('twitter:player')).toBe(link);
    expect(one('twitter:player:stream')).toBe(video);
    expect(Number(one('twitter:player:width'))).toBe(1080);
    expect(Number(one('twitter:player:height'))).toBe(1920);
  });

  it('counts no view for the previewer', async () => {
    const row = world.db.prepare('SELECT SUM(views) AS n FROM share_links').get() as { n: number };
    expect(row.n).toBe(0);
  });

  it('reads the size of PNG thumbnails too, and refuses what is neither', () => {
    const png = path.join(scratch, 'thumb.png');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', sample.thumbnail, '-vf', 'scale=360:640', png]);
    expect(imageSize(fs.readFileSync(png))).toEqual({ width: 360, height: 640, type: 'image/png' });
    expect(imageSize(fs.readFileSync(sample.thumbnail))).toEqual({ width: 540, height: 960, type: 'image/jpeg' });
    expect(imageSize(Buffer.from('<svg></svg>'))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

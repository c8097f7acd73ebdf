// Share links in Debian's Chromium (issue 24, item 5): the demo member turns sharing on on the
// dashboard and copies the link; a signed-out phone opens it, the recap autoplays muted and a tap
// turns the sound on; the page fits the phone and the console stays clean (a CSP block is an error).
// The recap is a few seconds made by ffmpeg (tests/sharing/sample-recap.ts), not a whole render.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeSampleRecap } from '../sharing/sample-recap';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';
import { followMagicLink, requestLink } from './flows';

const BEARDHOUSE = '1390486041026113536';
let stack: Stack;
let browser: Browser;
let scratch: string;
/** Set SHARE_SCREENS_DIR to keep the screenshots the docs use. */
const screens = process.env.SHARE_SCREENS_DIR;

function watchConsole(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
}

beforeAll(async () => {
  ensureWebBuilt();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'share-web-'));
  const sample = makeSampleRecap(scratch, 4);
  [stack, browser] = await Promise.all([startStack({ DEMO: 'true', WORKERS: '0' }), launchBrowser()]);
  // The demo seed runs in the background: wait for its league, then leave a finished recap as a worker would.
  const db = new Database(path.join(stack.dataDir, 'app.db'));
  try {
    const deadline = Date.now() + 60_000;
    let league: { id: number } | undefined;
    while (
      !(league = db.prepare('SELECT id FROM leagues WHERE platform_league_id = ? AND owner_user_id IS NOT NULL').get(BEARDHOUSE) as { id: number } | undefined)
    ) {
      if (Date.now() > deadline) throw new Error(`the demo league was not seeded:\n${stack.logs()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const folder = `${league.id}/2026/week-3-share`;
    fs.mkdirSync(path.join(stack.dataDir, 'videos', folder), { recursive: true });
    fs.copyFileSync(sample.mp4, path.join(stack.dataDir, 'videos', folder, 'recap.mp4'));
    fs.copyFileSync(sample.thumbnail, path.join(stack.dataDir, 'videos', folder, 'thumbnail.jpg'));
    db.prepare(
      `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
       VALUES (?, '2026', 3, 'The BeardHouse Boys 2.0 · Week 3 recap', 'The BeardHouse Boys 2.0', 4, '1080x1920', '[]', '{}', ?, ?, ?)`,
    ).run(league.id, `${folder}/recap.mp4`, `${folder}/thumbnail.jpg`, sample.bytes);
  } finally {
    db.close();
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('sharing a recap', () => {
  it('turn sharing on, copy the link, open it signed out on a phone: the video plays, a tap brings sound', async () => {
    const owner = await newPage(browser, stack.url, VIEWPORTS.desktop);
    watchConsole(owner.page, owner.errors);
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    let link: string;
    try {
      const { page } = owner;
      await page.goto('/login');
      await requestLink(page, 'demo@recap.local', 'Login with email');
      await followMagicLink(page, 'demo@recap.local');
      await page.waitForURL('**/dashboard');

      const card = page.getByRole('region', { name: 'Share with your league' });
      await card.getByText('Sharing is off').waitFor({ timeout: 20_000 });
      expect(await card.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
      await card.getByRole('switch', { name: 'Turn sharing on' }).click();
      await card.getByRole('switch', { name: 'Turn sharing off' }).waitFor();
      await card.getByRole('button', { name: 'Copy link' }).click();
      await card.getByRole('status').getByText('Link copied').waitFor();
      link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${stack.url}/v/[A-Za-z0-9_-]{32}$`));
      expect(await card.getByLabel('Week 3 · 2026').inputValue()).toBe(link);
      await card.getByText('0 views').waitFor();
      if (screens) await card.screenshot({ path: path.join(screens, 'share-card-desktop-1440x900.png') });
      expect(owner.errors).toEqual([]);
    } finally {
      await owner.context.close();
    }

    const phone = await newPage(browser, stack.url, VIEWPORTS.phone);
    watchConsole(phone.page, phone.errors);
    try {
      const { page } = phone;
      const answer = await page.goto(link);
      expect(answer?.status()).toBe(200);
      await page.getByRole('heading', { name: 'The BeardHouse Boys 2.0 · Week 3 recap' }).waitFor();
      // Muted autoplay: playing on its own, frames decoded and time moving.
      await page.waitForFunction(
        () => {
          const v = document.querySelector('video');
          return !!v && !v.paused && v.muted && v.readyState >= 2 && v.currentTime > 0.3 && v.videoWidth === 1080 && v.videoHeight === 1920;
        },
        undefined,
        { timeout: 20_000 },
      );
      await page.getByRole('button', { name: 'Tap for sound' }).click();
      await page.getByRole('button', { name: 'Mute' }).waitFor();
      expect(await page.evaluate(() => ({ muted: document.querySelector('video')!.muted, paused: document.querySelector('video')!.paused }))).toEqual({
        muted: false,
        paused: false,
      });
      // The page fits the phone: the whole video frame and both buttons, no sideways scroll.
      const layout = await page.evaluate(() => {
        const frame = document.querySelector('.frame')!.getBoundingClientRect();
        return { scrollWidth: document.documentElement.scrollWidth, frameWidth: Math.round(frame.width), frameHeight: Math.round(frame.height) };
      });
      expect(layout.scrollWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(layout.frameHeight / layout.frameWidth).toBeCloseTo(16 / 9, 1);
      await page.getByRole('link', { name: /Download the video/ }).waitFor();
      await page.getByRole('link', { name: 'Get a recap for your league' }).waitFor();
      if (screens) await page.screenshot({ path: path.join(screens, 'share-page-phone-390x844.png'), fullPage: true });
      expect(phone.errors).toEqual([]);

      // "Get a recap for your league" leads to the onboarding.
      await page.getByRole('link', { name: 'Get a recap for your league' }).click();
      await page.waitForURL((u) => u.pathname === '/onboarding/platform');
    } finally {
      await phone.context.close();
    }
  }, 180_000);
});

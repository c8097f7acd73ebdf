// The dashboard's download choice, in Debian's Chromium: a finished recap's download button opens
// "Full quality" and "Small (for group chats)" with their sizes, and each downloads its own file
// (the small one is the chat rendition beside the full file); a recap made before renditions
// existed offers only the full file. On a phone-sized page, as members mostly use it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LocalVideoStorage } from '../../server/videos/storage/local';
import { storeFinishedRecap } from '../support/finished-recap';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';
import { payingMember } from './flows';

const BEARDHOUSE = '1390486041026113536';
const LEAGUE = 'The BeardHouse Boys 2.0';
const full = crypto.randomBytes(3_456_789);
const small = crypto.randomBytes(987_654);

let stack: Stack;
let browser: Browser;
let member: { context: BrowserContext; page: Page; errors: string[] };

/** A finished recap as a worker leaves it: its folder in the stack's local video store and its row. */
async function finishedRecap(week: number, withChat: boolean): Promise<number> {
  const db = new Database(path.join(stack.dataDir, 'app.db'));
  try {
    return await storeFinishedRecap(db, new LocalVideoStorage(path.join(stack.dataDir, 'videos')), {
      platformLeagueId: BEARDHOUSE,
      leagueName: LEAGUE,
      title: `${LEAGUE} · Week ${week} recap`,
      week,
      full,
      thumbnail: fs.readFileSync('docs/stills/02-intro.jpg'),
      chat: withChat ? small : undefined,
    });
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  ensureWebBuilt();
  [stack, browser] = await Promise.all([startStack({ SLEEPER_REPLAY_WORLD: 'beardhouse-2026-after-week4', WORKERS: '0' }), launchBrowser()]);
  member = await newPage(browser, stack.url, VIEWPORTS.phone);
  await payingMember(member.page, stack.url, 'kraken808', LEAGUE, 'kraken808@example.com');
}, 240_000);

afterAll(async () => {
  await member?.context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('download choice', () => {
  it('offers Full quality and Small (for group chats) with their sizes, and each downloads its own file', async () => {
    const id = await finishedRecap(4, true);
    const { page } = member;
    await page.reload();
    const card = page.locator('article.video-card:not(.video-card-progress)', { hasText: `${LEAGUE} · Week 4 recap` });
    await card.waitFor({ timeout: 15_000 });
    const button = card.getByRole('button', { name: `Download ${LEAGUE} · Week 4 recap` });
    await button.click();
    const menu = card.getByRole('menu');
    const items = menu.getByRole('menuitem');
    expect(await items.allInnerTexts()).toEqual([
      expect.stringMatching(/^Full quality\s+3\.5 MB$/),
      expect.stringMatching(/^Small \(for group chats\)\s+988 KB$/),
    ]);

    const smallDownload = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: /^Small \(for group chats\)/ }).click();
    const got = await smallDownload;
    expect(got.suggestedFilename()).toBe(`recap-video-${id}-small.mp4`);
    expect(fs.readFileSync(await got.path()).equals(small)).toBe(true);
    await card.getByText('Download started!').waitFor();
    // The menu closed behind the choice.
    expect(await card.getByRole('menu').count()).toBe(0);

    await button.click();
    const fullDownload = page.waitForEvent('download');
    await card.getByRole('menuitem', { name: /^Full quality/ }).click();
    const gotFull = await fullDownload;
    expect(gotFull.suggestedFilename()).toBe(`recap-video-${id}.mp4`);
    expect(fs.readFileSync(await gotFull.path()).equals(full)).toBe(true);

    // Escape closes the menu without downloading.
    await card.getByText('Download started!').waitFor({ state: 'detached', timeout: 5_000 });
    await button.click();
    await card.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('menu').waitFor({ state: 'detached' });
    expect(member.errors).toEqual([]);
  }, 120_000);

  it('offers only the full file for a recap without a small one', async () => {
    await finishedRecap(3, false);
    const { page } = member;
    await page.reload();
    const card = page.locator('article.video-card:not(.video-card-progress)', { hasText: `${LEAGUE} · Week 3 recap` });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: `Download ${LEAGUE} · Week 3 recap` }).click();
    expect(await card.getByRole('menuitem').allInnerTexts()).toEqual([expect.stringMatching(/^Full quality\s+3\.5 MB$/)]);
    expect(member.errors).toEqual([]);
  }, 60_000);
});

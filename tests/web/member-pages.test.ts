// A newcomer's first minutes as a member, in Debian's Chromium (issue 23): the landing sample's
// sound, a canceled checkout then Subscribe from the dashboard, the honest wait for the first
// recap, the duration badge of a finished one, adding a second league of the same Sleeper account
// from Settings, setting a name, what Settings says about invites, and focus after each route
// change. Every page of the journey is watched for console errors (a CSP block is one).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { worldWithMoreLeagues } from '../support/sleeper-test-worlds';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';
import { followMagicLink, requestLink } from './flows';

const BEARDHOUSE = '1390486041026113536';
/** kraken808's second league in the edited world: same Sleeper account, nobody has claimed it. */
const SECOND_LEAGUE = '1390486041026119999';
const SECOND_NAME = 'Kraken Keeper League';
const KRAKEN_USER = '473387021335785472';
const EMAIL = 'kraken808@example.com';

let stack: Stack;
let browser: Browser;
let world: { dir: string; remove(): void };
let member: { context: BrowserContext; page: Page; errors: string[] };

/** Console errors (CSP refusals, failed loads, React errors) and uncaught page errors of a page. */
function watchConsole(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()} (${msg.location().url})`);
  });
}

/** The tag name and text of the focused element. */
const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent ?? '' }));

beforeAll(async () => {
  ensureWebBuilt();
  // The BeardHouse world, with kraken808 also in a second league (a copy of BeardHouse's).
  world = worldWithMoreLeagues('beardhouse-2026-after-week4', {
    userId: KRAKEN_USER,
    baseLeague: BEARDHOUSE,
    season: '2026',
    leagues: [{ id: SECOND_LEAGUE, name: SECOND_NAME }],
  });
  [stack, browser] = await Promise.all([startStack({ SLEEPER_REPLAY_WORLD: world.dir, WORKERS: '0' }), launchBrowser()]);
  member = await newPage(browser, stack.url, VIEWPORTS.desktop);
  watchConsole(member.page, member.errors);
}, 180_000);

afterAll(async () => {
  await member?.context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
  world?.remove();
});

describe('landing sample', () => {
  it('plays sound after "Unmute": an unmuted voice or music element plays, and no console error', async () => {
    const { context, page, errors } = await newPage(browser, stack.url, VIEWPORTS.phone);
    watchConsole(page, errors);
    try {
      await page.goto('/');
      await page.getByTestId('sample-player').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Unmute sample video' }).click();
      await page.getByRole('button', { name: 'Mute sample video' }).waitFor();
      // A media element with a real source (not Remotion's silent placeholder), unmuted, playing.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLMediaElement>('audio, video')].some(
            (m) => !m.paused && !m.muted && m.volume > 0 && m.currentTime > 0 && m.currentSrc && !m.currentSrc.startsWith('data:'),
          ),
        undefined,
        { timeout: 20_000 },
      );
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('a newcomer who cancels the checkout, then subscribes from the dashboard', () => {
  it('moves focus to each onboarding step heading and signs up', async () => {
    const { page } = member;
    await page.goto('/onboarding/platform');
    await page.getByRole('heading', { name: 'Choose Your Platform' }).waitFor();
    await page.getByRole('button', { name: /^Sleeper/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/username');
    // The new step is announced: focus is on its heading, not left at the top of the page.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toEqual({ tag: 'H1', text: 'Enter Your Sleeper Username' });
    await page.getByLabel('Sleeper username').fill('kraken808');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Select Your League' }).waitFor({ timeout: 30_000 });
    await page.getByText('The BeardHouse Boys 2.0').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/auth');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign Up');
    expect(await focused(page)).toEqual({ tag: 'H1', text: 'Sign Up' });
    await requestLink(page, EMAIL, 'Sign up with email');
    await page.waitForURL('**/check-your-email?onboarding=true');
    await followMagicLink(page, EMAIL);
    await page.waitForURL('**/onboarding/roast-level');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/league-context');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/onboarding/weekly-context');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/onboarding/plan');
    await page.getByRole('button', { name: 'Pay Now' }).waitFor({ timeout: 15_000 });
    expect(member.errors).toEqual([]);
  }, 180_000);

  it('shows the unpaid state after "Cancel and return", and its Subscribe button pays', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL((u) => !u.href.startsWith(stack.url), { timeout: 20_000 });
    await page.getByRole('link', { name: /Cancel and return/ }).click();
    await page.waitForURL('**/subscription-confirmation?canceled=true');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Not subscribed yet' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('arrives every Tuesday').count()).toBe(0);
    await page.getByText('The BeardHouse Boys 2.0 has no subscription, so no recap will be made.').waitFor();

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((u) => !u.href.startsWith(stack.url), { timeout: 20_000 });
    await page.getByText('1 league').first().waitFor();
    await page.getByRole('button', { name: /pay/i }).click();
    await page.waitForURL('**/subscription-confirmation?**', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'THANKS FOR SUBSCRIBING!' }).waitFor();
    await page.getByText("Your first recap is on its way. The dashboard shows how long it should take, and we'll e-mail you when it's ready.").waitFor();
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard' && !u.search, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your Recaps' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Not subscribed yet' }).count()).toBe(0);
    expect(member.errors).toEqual([]);
  }, 120_000);

  it('says how long the first recap will take from its place in line, and that an e-mail follows', async () => {
    const { page } = member;
    const card = page.locator('.video-card-progress').first();
    await card.waitFor({ timeout: 30_000 });
    // No render worker runs in this stack: the recap is first in line and waits for one recap's time.
    await card.getByText('Next in line').waitFor();
    await card.getByText("Your recap should be ready in about 4-15 minutes. We'll e-mail you when it's ready, so you can close this page.").waitFor();
    await card.getByText('~4-15 minutes', { exact: true }).waitFor();
    expect(await page.getByText('10-15 minutes').count()).toBe(0);
    expect(member.errors).toEqual([]);
  });

  it('shows a finished recap with its duration badge', async () => {
    const { page } = member;
    // A finished week-3 recap, as a worker leaves it: its row and thumbnail in the video store.
    const db = new Database(path.join(stack.dataDir, 'app.db'));
    try {
      const { id: leagueId } = db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(BEARDHOUSE) as { id: number };
      const folder = `${leagueId}/2026/3`;
      fs.mkdirSync(path.join(stack.dataDir, 'videos', folder), { recursive: true });
      fs.copyFileSync('docs/stills/02-intro.jpg', path.join(stack.dataDir, 'videos', folder, 'thumbnail.jpg'));
      db.prepare(
        `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
         VALUES (?, '2026', 3, 'The BeardHouse Boys 2.0 · Week 3 recap', 'The BeardHouse Boys 2.0', 136.4, '1080x1920', '[]', '{}', ?, ?, 1)`,
      ).run(leagueId, `${folder}/recap.mp4`, `${folder}/thumbnail.jpg`);
    } finally {
      db.close();
    }
    await page.reload();
    const card = page.locator('article.video-card:not(.video-card-progress)');
    await card.getByRole('heading', { name: 'The BeardHouse Boys 2.0 · Week 3 recap' }).waitFor({ timeout: 15_000 });
    await card.locator('.badge', { hasText: /^2:16$/ }).waitFor();
    await card.locator('.badge', { hasText: '1080x1920' }).waitFor();
    expect(member.errors).toEqual([]);
  });
});

describe('Settings', () => {
  it('moves focus to the Settings heading and says sign-up is open on this server', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toEqual({ tag: 'H1', text: 'Settings' });
    await page.getByRole('heading', { name: 'INVITE A FRIEND' }).waitFor();
    await page.getByText('Anyone can sign up for Recap League', { exact: false }).waitFor();
    expect(await page.getByText('invite-only', { exact: false }).count()).toBe(0);
  });

  it('lets an e-mail sign-up set their name, checked', async () => {
    const { page } = member;
    await page.getByText('Not set').waitFor();
    await page.getByRole('button', { name: 'Add your name' }).click();
    await page.getByLabel('First name').fill('<b>Kraken</b>');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alert').getByText('First name can only have letters, spaces, apostrophes, hyphens and dots.').waitFor();
    await page.getByLabel('First name').fill('  ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alert').getByText('Please enter your first name.').waitFor();
    await page.getByLabel('First name').fill('Kraken');
    await page.getByLabel('Last name (optional)').fill("O'Neil");
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText("Kraken O'Neil").waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('K');
    // Kept by the server: a reload shows it.
    await page.reload();
    await page.getByText("Kraken O'Neil").waitFor();
    expect(member.errors).toEqual([]);
  });

  it("adds the Sleeper account's second league to the one subscription", async () => {
    const { page } = member;
    await page.getByRole('heading', { name: 'LEAGUES', exact: true }).waitFor();
    await page.getByText('Your subscription covers 1 league: $10/month').waitFor();
    await page.getByRole('heading', { name: 'More leagues in your Sleeper account (kraken808)' }).waitFor();
    await page.getByRole('button', { name: `Add ($10/month): ${SECOND_NAME}` }).click();
    await page
      .getByText(`${SECOND_NAME} added: your subscription now covers 2 leagues ($20/month). Its first recap is on its way.`)
      .waitFor({ timeout: 20_000 });
    const leagues = page.locator('.settings-section', { has: page.getByRole('heading', { name: 'LEAGUES', exact: true }) });
    const row = leagues.locator('.row', { hasText: SECOND_NAME });
    await row.getByText('Included').waitFor();
    // Two leagues: either can now be removed; the account has no other league left to add.
    expect(await leagues.getByRole('button', { name: 'Remove' }).count()).toBe(2);
    expect(await page.getByRole('heading', { name: /More leagues in your Sleeper account/ }).count()).toBe(0);
    await page.getByText('Your subscription covers 2 leagues: $20/month').waitFor();
    expect(member.errors).toEqual([]);
  }, 60_000);
});

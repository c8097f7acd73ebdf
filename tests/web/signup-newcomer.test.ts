// A newcomer's first minutes on the embedded defaults (`npm start`: the demo seeded, Google and
// Stripe stand-ins, mails in the local inbox), in Debian's Chromium. The console names a Sleeper
// username whose league nobody owns; with it a brand-new member walks all eight steps, pays on the
// Stripe stand-in and sees the first recap queued, with what they wrote for its week in the job.
// Then what a newcomer can run into: Google sign-up with a league someone holds, deep onboarding
// links while signed out, and invites opened by the wrong account or after signing up.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readJobSpec } from '../../server/jobs/queue';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';
import { apiPost, followInviteLink, followMagicLink, onboardToSignUp, requestLink } from './flows';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  ensureWebBuilt();
  // The defaults of `npm start` (DEMO on, the replayed world, stand-ins); no render worker: the
  // first recap is only checked to be queued, never waited for.
  [stack, browser] = await Promise.all([startStack({ DEMO: 'true', WORKERS: '0' }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

type Visitor = { context: BrowserContext; page: Page; errors: string[] };

/** A fresh browser whose uncaught errors and console errors (failed loads included) are kept. */
async function visitor(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Visitor> {
  const v = await newPage(browser, stack.url, viewport);
  v.page.on('console', (m) => {
    if (m.type() === 'error') v.errors.push(`${m.text()} (${m.location().url}) on ${v.page.url()}`);
  });
  return v;
}

/** The Sleeper username the console offers for trying sign-up, read the way a person reads it. */
function signupUsername(): string {
  const line = /to try sign-up, use the Sleeper username (\S+)/.exec(stack.logs());
  if (!line) throw new Error(`no sign-up line in the console:\n${stack.logs()}`);
  return line[1];
}

/** The server's database, read-only, as an operator would look at it. */
function withDb<T>(read: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(path.join(stack.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const NEWCOMER = 'newcomer@example.com';
const FRIEND = 'pal@example.com';
const WEEK_NOTE = 'Whoever loses the BushJohnson game buys the first round.';

describe('a newcomer on the embedded defaults', () => {
  it('reads a sign-up username beside the demo sign-in', async () => {
    // The demo is seeded after the server answers its health check: its lines follow shortly.
    await vi.waitFor(() => expect(stack.logs()).toMatch(/Demo: sign in as demo@recap\.local.*\n.*Sign-up: /), { timeout: 30_000, interval: 250 });
    const logs = stack.logs();
    const demoLine = logs.split('\n').findIndex((l) => l.startsWith('Demo: sign in as'));
    expect(logs.split('\n')[demoLine + 1]).toMatch(/Sign-up: to try sign-up, use the Sleeper username \S+ at http/);
  });

  it('signs up with that username, walks the eight steps, pays and sees the first recap queued', async () => {
    const member = await visitor();
    const { page } = member;
    const username = signupUsername();

    await page.goto('/onboarding/platform');
    await page.getByRole('button', { name: /^Sleeper/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/username');
    await page.getByLabel('Sleeper username').fill(username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/leagues');
    await page.getByRole('heading', { name: 'Select Your League' }).waitFor({ timeout: 30_000 });
    await page.getByText('The Chumbo').click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/auth');
    await requestLink(page, NEWCOMER, 'Sign up with email');
    // Not "League Already Claimed": nobody owns this league.
    await page.waitForURL('**/check-your-email?onboarding=true');
    await followMagicLink(page, NEWCOMER);

    await page.waitForURL('**/onboarding/roast-level');
    await page.getByLabel(/Sunburn/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/league-context');
    await page.getByLabel('League context', { exact: true }).fill('Twelve teams, standard scoring, a toilet bowl nobody wants.');
    await page.getByRole('button', { name: 'Next' }).click();

    // The week asked about is the one the first recap covers: week 4, the last final week.
    await page.waitForURL('**/onboarding/weekly-context');
    await page.getByRole('heading', { name: 'Tell Us About This Week' }).waitFor();
    await expect.poll(() => page.locator('#week-display').inputValue()).toBe('2026 Season · Week 4');
    await page.getByLabel("This week's context", { exact: true }).fill(WEEK_NOTE);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/plan');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL((u) => !u.href.startsWith(stack.url), { timeout: 20_000 });
    await page.getByRole('button', { name: /pay/i }).click();
    await page.waitForURL('**/subscription-confirmation?**', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'THANKS FOR SUBSCRIBING!' }).waitFor();
    await page.getByRole('link', { name: 'Done' }).click();

    await page.waitForURL((u) => u.pathname === '/dashboard' && !u.search, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your Recaps' }).waitFor();
    await page.getByText('In Progress', { exact: true }).first().waitFor({ timeout: 30_000 });

    // The queued first recap is week 4's and carries what the member wrote for that week.
    const spec = withDb((db) => {
      const job = db
        .prepare(
          `SELECT j.id, j.league_id, j.season, j.week, j.generation, j.priority FROM jobs j JOIN leagues l ON l.id = j.league_id
           WHERE l.platform_league_id = '1221557942864596992'`,
        )
        .get() as { id: number; league_id: number; season: string; week: number; generation: number; priority: number };
      return readJobSpec(db, job);
    });
    expect(spec).toMatchObject({ leagueName: 'The Chumbo', season: '2026', week: 4, level: 'sunburn', weeklyContext: WEEK_NOTE });
    const owner = withDb((db) => db.prepare(`SELECT u.email FROM leagues l JOIN users u ON u.id = l.owner_user_id WHERE l.id = ?`).get(spec.leagueId));
    expect(owner).toEqual({ email: NEWCOMER });
    expect(member.errors).toEqual([]);
    await member.context.close();
  }, 240_000);
});

describe('Google sign-up with a league someone holds', () => {
  it('shows League Already Claimed, signs nobody in, and fills the support mail', async () => {
    const v = await visitor();
    // The demo account owns The BeardHouse Boys 2.0.
    await onboardToSignUp(v.page, 'kraken808', 'The BeardHouse Boys 2.0');
    await v.page.getByRole('button', { name: 'Sign up with Google' }).click();
    await v.page.getByRole('heading', { name: 'League Already Claimed' }).waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/onboarding/auth');
    const me = await v.page.evaluate(async () => (await fetch('/api/current_user', { credentials: 'include' })).json());
    expect(me).toEqual({});

    const href = await v.page.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
    const body = decodeURIComponent(new URL(href!).searchParams.get('body') ?? '');
    expect(body).toContain('My Sleeper username: kraken808\nLeague name: The BeardHouse Boys 2.0');
    // The 409 itself is the one line Chromium logs for the refused request.
    expect(v.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await v.context.close();
  }, 120_000);
});

describe('deep onboarding links while signed out', () => {
  it('go to the step the visitor can go on from, without errors', async () => {
    const v = await visitor(VIEWPORTS.phone);
    for (const step of ['plan', 'roast-level', 'league-context', 'weekly-context']) {
      await v.page.goto(`/onboarding/${step}`);
      await v.page.waitForURL('**/onboarding/platform');
      await v.page.getByRole('heading', { name: 'Choose Your Platform' }).waitFor();
    }
    // With a username and league chosen, the step to go on from is signing up.
    await onboardToSignUp(v.page, 'kraken808', 'The BeardHouse Boys 2.0');
    await v.page.goto('/onboarding/plan');
    await v.page.waitForURL('**/onboarding/auth');
    await v.page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(v.errors).toEqual([]);
    await v.context.close();
  }, 120_000);
});

describe('invites opened by the wrong account, or after signing up', () => {
  /** A new account by magic link (open sign-up), signed in on its first onboarding step. */
  async function signedUp(email: string): Promise<Visitor> {
    const v = await visitor();
    await v.page.goto('/login');
    const asked = await apiPost(v.page, '/auth/magic?type=signup', { email });
    expect(asked.json).toEqual({ sent: true });
    await followMagicLink(v.page, email);
    await v.page.waitForURL('**/onboarding/platform');
    return v;
  }

  it('says the invite is for another address, and that it was applied to the friend who signed up first', async () => {
    // The demo member invites a friend.
    const demo = await visitor();
    await demo.page.goto('/login');
    await requestLink(demo.page, 'demo@recap.local', 'Login with email');
    await followMagicLink(demo.page, 'demo@recap.local');
    await demo.page.waitForURL('**/dashboard');
    expect((await apiPost(demo.page, '/api/post/invites', { email: FRIEND })).status).toBe(201);

    // Someone else, signed in, opens the friend's link.
    const other = await signedUp('someone-else@example.com');
    await followInviteLink(other.page, FRIEND);
    await other.page.getByRole('heading', { name: 'This invite is for someone else' }).waitFor();
    await other.page.getByText('This invite is for another address.').waitFor();
    expect(await other.page.getByRole('button', { name: 'Accept invite and get started' }).count()).toBe(0);

    // The friend signs up first (the invite for their address admits them), then opens the link.
    const friend = await signedUp(FRIEND);
    await followInviteLink(friend.page, FRIEND);
    await friend.page.getByText("You're in: this invite was applied to your account.").waitFor();
    await friend.page.getByRole('link', { name: 'Continue' }).click();
    await friend.page.waitForURL('**/onboarding/platform');

    expect([...demo.errors, ...other.errors, ...friend.errors]).toEqual([]);
    await Promise.all([demo.context.close(), other.context.close(), friend.context.close()]);
  }, 180_000);
});

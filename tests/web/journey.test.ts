// The newcomer journey on the demo stack, in Debian's Chromium: landing → onboarding → magic link
// from the local inbox → roast level → contexts → plan → Stripe stand-in checkout → dashboard,
// then (with the render worker) the finished recap playing in the Player and downloading.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';
import { apiPost, chooseGoogleAccount, followInviteLink, followMagicLink, memberWithoutLeague, onboardToSignUp, requestLink } from './flows';

/** The worker renders 3 seconds of the recap (whole recaps are rendered by the benchmarks); on 2 busy cores voicing and bundling take minutes. */
const RENDER_TIMEOUT_MS = 8 * 60_000;

let stack: Stack;
let browser: Browser;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  ensureWebBuilt();
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  ({ page, errors: pageErrors } = await newPage(browser, stack.url, VIEWPORTS.desktop));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Selects the text `word` inside the textarea labelled `label`. */
async function selectWord(p: Page, label: string, word: string) {
  await p.getByLabel(label, { exact: true }).evaluate((el, w) => {
    const area = el as HTMLTextAreaElement;
    const start = area.value.indexOf(w);
    area.focus();
    area.setSelectionRange(start, start + w.length);
  }, word);
}

describe('newcomer journey', () => {
  it('walks from the landing page to a paid dashboard', async () => {
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('roasted');
    await page.locator('.hero').getByRole('link', { name: 'Get Started' }).click();

    await page.waitForURL('**/onboarding/platform');
    await page.getByRole('heading', { name: 'Choose Your Platform' }).waitFor();
    expect(await page.getByRole('button', { name: /ESPN/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /^Sleeper/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/username');
    await page.getByLabel('Sleeper username').fill('kraken808');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/leagues');
    await page.getByRole('heading', { name: 'Select Your League' }).waitFor({ timeout: 30_000 });
    await page.getByText('The BeardHouse Boys 2.0').click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/auth');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37.5');
    await page.getByLabel('Email').fill('kraken808@example.com');
    await page.getByRole('button', { name: 'Sign up with email' }).click();
    await page.waitForURL('**/check-your-email?onboarding=true');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText('one press signs you in').waitFor();

    // The magic link, read from the local inbox the server keeps when SMTP is not configured.
    await page.goto('/dev/inbox');
    const link = await page.locator('a[href*="/auth/magic/verify"]').first().getAttribute('href');
    expect(link).toBeTruthy();
    await page.goto(link!);
    // The confirmation page wears the site's look: its font, its orange primary button, its header.
    const signIn = page.getByRole('button', { name: 'Sign in' });
    expect(await signIn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 90, 31)');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?,/);
    await page.locator('.site-header').getByRole('link', { name: 'Recap League home' }).waitFor();
    await page.getByText('One press of the button signs you in.').waitFor();
    await signIn.click();

    await page.waitForURL('**/onboarding/roast-level');
    await page.getByRole('heading', { name: 'Choose Your Roast Level' }).waitFor();
    expect(await page.getByLabel(/Red Band/).isDisabled()).toBe(true);
    await page.getByLabel(/Sunburn/).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/league-context');
    await page.getByRole('heading', { name: 'Tell Us About Your League' }).waitFor();
    const league = page.getByLabel('League context', { exact: true });
    await league.fill('The Kraken never sets a lineup. ');
    await selectWord(page, 'League context', 'Kraken');
    await page.getByRole('button', { name: 'Bold' }).click();
    expect(await league.inputValue()).toContain('The **Kraken** never');
    await league.evaluate((el) => {
      const area = el as HTMLTextAreaElement;
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
    });
    await page.getByRole('button', { name: 'Insert emoji' }).click();
    await page.getByPlaceholder('Search emojis...').fill('fire');
    await page.locator('button[aria-label*="fire" i]').first().click();
    // Inserted at the cursor (the end), and the picker closed.
    expect(await league.inputValue()).toMatch(/^The \*\*Kraken\*\* never sets a lineup\. \p{Extended_Pictographic}/u);
    expect(await page.getByPlaceholder('Search emojis...').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/weekly-context');
    await page.getByRole('heading', { name: 'Tell Us About This Week' }).waitFor();
    await page.getByLabel("This week's context", { exact: true }).fill('Loser of the Kraken game buys the wings.');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/onboarding/plan');
    await page.getByRole('button', { name: 'Pay Now' }).waitFor({ timeout: 15_000 });
    await expect(page.locator('.price-amount').textContent()).resolves.toBe('$10');
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // The local Stripe stand-in's checkout page.
    await page.waitForURL((u) => !u.href.startsWith(stack.url), { timeout: 20_000 });
    await page.getByRole('button', { name: /pay/i }).click();
    await page.waitForURL('**/subscription-confirmation?**', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'THANKS FOR SUBSCRIBING!' }).waitFor();
    await page.getByRole('link', { name: 'Done' }).click();

    await page.waitForURL((u) => u.pathname === '/dashboard' && !u.search, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your Recaps' }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it(
    'shows the in-progress card, then plays the finished recap in the Player and downloads it',
    async () => {
      // Paid, the first recap is queued: no worker has started yet.
      const jobs = await page.evaluate(
        async () => (await fetch('/api/get/user-video-jobs', { credentials: 'include' })).json() as Promise<{ hasInProgressJobs?: boolean }>,
      );
      expect(jobs.hasInProgressJobs).toBe(true);
      await page.getByText('In Progress', { exact: true }).first().waitFor({ timeout: 30_000 });
      // The wait is estimated from the place in line and the stage, and the e-mail is promised.
      await page
        .getByText(/^~\d+(-\d+)? minutes?$/)
        .first()
        .waitFor();
      await page.getByText("We'll e-mail you when it's ready", { exact: false }).first().waitFor();
      // The dashboard polls while a video is in progress; a worker process (`npm run worker`) renders
      // the first 3 seconds of the recap.
      stack.startWorker(['--frames', '0-89']);
      const play = page.getByRole('button', { name: /^Play / }).first();
      await play.waitFor({ timeout: RENDER_TIMEOUT_MS });
      await play.click();
      const player = page.getByTestId('recap-player');
      await player.waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => {
        const dialog = document.querySelector('dialog[open] [data-testid="recap-player"]');
        return !!dialog && dialog.getBoundingClientRect().height > 200;
      });
      // It plays: the frame changes (within 15 s: on a busy machine the clips take a while to load).
      const before = await player.screenshot();
      let changed = false;
      for (let waited = 0; !changed && waited < 15_000; waited += 500) {
        await page.waitForTimeout(500);
        changed = Buffer.compare(before, await player.screenshot()) !== 0;
      }
      expect(changed).toBe(true);
      // With its voice: the props that rendered the MP4 name voice clips the page can load.
      const voice = await page.evaluate(async () => {
        const list = (await (await fetch('/api/get/user-videos', { credentials: 'include' })).json()) as {
          videos: { completed: boolean; props_url: string }[];
        };
        const video = list.videos.find((v) => v.completed)!;
        const { props } = (await (await fetch(video.props_url, { credentials: 'include' })).json()) as {
          props: { mediaBase: string; segments: { audio: string | null }[] };
        };
        const clip = props.segments.find((s) => s.audio)?.audio;
        if (!clip) return { clip: null, status: 0 };
        const url = props.mediaBase ? `${props.mediaBase.replace(/\/+$/, '')}/${clip}` : clip;
        return { clip, status: (await fetch(url, { credentials: 'include' })).status };
      });
      expect(voice.clip).toBeTruthy();
      expect(voice.status).toBe(200);
      await page.getByRole('button', { name: 'Close player' }).click();

      // The download button offers both files; the worker made the small one for group chats.
      await page
        .getByRole('button', { name: /^Download / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: /^Small \(for group chats\)/ }).waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: /^Full quality/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^recap-video-\d+\.mp4$/);
      const file = await download.path();
      expect(fs.statSync(file).size).toBeGreaterThan(100_000);
      await page.getByText('Download started!').waitFor();
      await page.getByText('Download started!').waitFor({ state: 'detached', timeout: 5_000 });
    },
    RENDER_TIMEOUT_MS + 120_000,
  );
});

// The beta as the spec has it (OPEN_SIGNUP off): a member invites a friend who was on the waitlist;
// the friend signs up through the link and the normal onboarding. Its own stack (no render worker).
describe('a member invites a friend', () => {
  const MEMBER = 'member@example.com';
  const FRIEND = 'friend@example.com';
  let beta: Stack;

  beforeAll(async () => {
    beta = await startStack({ OPEN_SIGNUP: 'false', BETA_EMAILS: MEMBER, WORKERS: '0' });
  }, 120_000);
  afterAll(async () => {
    await beta?.stop();
  });

  it('sends an invite from the dashboard; the friend signs up with the link past the waitlist, once', async () => {
    // The friend asked before the invite: the beta is closed to them.
    const early = await newPage(browser, beta.url);
    await early.page.goto('/login');
    await requestLink(early.page, FRIEND, 'Login with email');
    await early.page.waitForURL('**/no-access');
    await early.context.close();

    // The member invites them from the dashboard; a bad address is refused with the server's reason.
    const member = await newPage(browser, beta.url);
    await memberWithoutLeague(member.page, MEMBER);
    await member.page.goto('/dashboard');
    await member.page.getByRole('button', { name: 'Invite a Friend' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Invite a friend' });
    await dialog.getByText('No invites yet.').waitFor();
    await dialog.getByLabel("Friend's email").fill('friend-at-example.com');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await dialog.getByRole('alert').getByText('Please enter a valid e-mail address.').waitFor();
    await dialog.getByLabel("Friend's email").fill(FRIEND);
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await dialog.getByText(`Invite sent to ${FRIEND}.`, { exact: false }).waitFor();
    const sent = dialog.getByRole('listitem').filter({ hasText: FRIEND });
    expect(await sent.locator('.invite-state').textContent()).toBe('Sent');
    await dialog.getByText('1 of 5 open').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Settings lists the same invite.
    await member.page.goto('/settings');
    await member.page.getByRole('heading', { name: 'INVITE A FRIEND' }).waitFor();
    await member.page.getByRole('listitem').filter({ hasText: FRIEND }).getByText('Sent', { exact: true }).waitFor();

    // The friend opens the mailed link and goes through the normal onboarding.
    const friend = await newPage(browser, beta.url);
    const link = await followInviteLink(friend.page, FRIEND);
    await friend.page.getByRole('heading', { name: "You're invited!" }).waitFor();
    await friend.page.getByRole('button', { name: 'Accept invite and get started' }).click();
    await friend.page.waitForURL('**/onboarding/platform');
    await onboardToSignUp(friend.page, 'kraken808', 'The BeardHouse Boys 2.0');
    await requestLink(friend.page, FRIEND, 'Sign up with email');
    await friend.page.waitForURL('**/check-your-email?onboarding=true');
    await followMagicLink(friend.page, FRIEND);
    await friend.page.waitForURL('**/onboarding/roast-level');
    await friend.page.getByRole('heading', { name: 'Choose Your Roast Level' }).waitFor();
    const me = (await friend.page.evaluate(async () => (await fetch('/api/current_user', { credentials: 'include' })).json())) as {
      email: string;
      permission: { type: string };
    };
    expect(me).toMatchObject({ email: FRIEND, permission: { type: 'invite_beta' } });

    // The member sees it used; the link admits nobody else.
    await member.page.reload();
    const used = member.page.getByRole('listitem').filter({ hasText: FRIEND });
    await used.getByText('Used', { exact: true }).waitFor();
    expect(await used.getByText(/^Joined /).count()).toBe(1);
    await member.page.getByText('0 of 5 open').waitFor();
    const stranger = await newPage(browser, beta.url);
    await stranger.page.goto(link);
    await stranger.page.getByRole('heading', { name: 'Invite not valid' }).waitFor();
    const reuse = await apiPost(stranger.page, '/api/post/redeem-invite', { invite_code: link.split('/invite-signup/')[1] });
    expect(reuse.status).toBe(410);

    expect([...member.errors, ...friend.errors, ...stranger.errors]).toEqual([]);
    await Promise.all([member.context.close(), friend.context.close(), stranger.context.close()]);
  }, 240_000);
});

// "Login with Google" and "Sign up with Google" on the embedded defaults: `npm start` runs the
// local Google stand-in (an OpenID Connect provider with an account chooser) when GOOGLE_CLIENT_ID
// is unset. A stack of its own: the demo account (DEMO=true) and The Boys' league, free to claim.
describe('Google sign-in through the local stand-in', () => {
  let google: Stack;

  beforeAll(async () => {
    google = await startStack({ DEMO: 'true', WORKERS: '0', SLEEPER_REPLAY_WORLD: 'the-boys-2026-preseason' });
  }, 120_000);
  afterAll(async () => {
    await google?.stop();
  });

  it('signs the demo user in from the login page by picking the demo account', async () => {
    const { context, page: p, errors } = await newPage(browser, google.url, VIEWPORTS.desktop);
    try {
      await p.goto('/login');
      await p.getByRole('link', { name: 'Login with Google' }).click();
      await p.getByText('to continue to Recap League').waitFor({ timeout: 20_000 });
      expect(new URL(p.url()).origin).not.toBe(google.url);
      await chooseGoogleAccount(p, { name: 'Demo User' });
      await p.waitForURL((u) => u.href.startsWith(google.url) && u.pathname === '/dashboard', { timeout: 20_000 });
      await p.getByRole('heading', { name: 'Your Recaps' }).waitFor();
      expect(await p.getByRole('button', { name: 'Account menu' }).textContent()).toBe('D');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('signs a newcomer up from the Sign Up step, then signs them in again with the remembered account', async () => {
    const { context, page: p, errors } = await newPage(browser, google.url, VIEWPORTS.phone);
    try {
      await onboardToSignUp(p, 'stalbot8', 'The Boys');
      await p.getByRole('button', { name: 'Sign up with Google' }).click();
      await chooseGoogleAccount(p, { email: 'stal@example.com', firstName: 'Stal', lastName: 'Bot' });
      await p.waitForURL('**/onboarding/roast-level', { timeout: 20_000 });
      await p.getByRole('heading', { name: 'Choose Your Roast Level' }).waitFor();
      const me = await p.evaluate(
        async () => (await fetch('/api/current_user', { credentials: 'include' })).json() as Promise<{ email: string; first_name: string }>,
      );
      expect(me).toMatchObject({ email: 'stal@example.com', first_name: 'Stal' });

      await p.goto('/logout');
      await p.waitForURL((u) => u.pathname === '/');
      await p.goto('/login');
      await p.getByRole('link', { name: 'Login with Google' }).click();
      await chooseGoogleAccount(p, { name: 'Stal Bot' });
      await p.waitForURL('**/onboarding/roast-level', { timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('goes back to the login page, signed out, when the person cancels on the chooser', async () => {
    const { context, page: p } = await newPage(browser, google.url, VIEWPORTS.desktop);
    try {
      await p.goto('/login');
      await p.getByRole('link', { name: 'Login with Google' }).click();
      await p.getByRole('heading', { name: 'Choose an account' }).waitFor({ timeout: 20_000 });
      await p.getByRole('button', { name: 'Cancel' }).click();
      await p.waitForURL((u) => u.href.startsWith(google.url) && u.pathname === '/login');
      await p.getByRole('link', { name: 'Login with Google' }).waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);
});

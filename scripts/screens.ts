// `npm run screens`: screenshots of every website screen at 390×844, 768×1024 and 1440×900 into
// docs/screens/, taken in Debian's Chromium against the real server on the demo stack.
// Two stacks: a fresh one for a newcomer's onboarding, and the demo one (DEMO=true) whose seeded
// account owns the BeardHouse league; its recap renders in the server's worker, and the script
// waits up to SCREENS_WAIT_MS (default 10 minutes) for it to show the finished video. Without a
// seeded demo account (jobs not wired) a newcomer subscribes on the Stripe stand-in instead.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  apiPost,
  chooseGoogleAccount,
  followInviteLink,
  followMagicLink,
  hasMagicLink,
  memberWithoutLeague,
  onboardToSignUp,
  payingMember,
  requestLink,
} from '../tests/web/flows';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from '../tests/web/stack';

const OUT = path.resolve('docs/screens');
const WAIT_FOR_VIDEO_MS = Number(process.env.SCREENS_WAIT_MS ?? 10 * 60_000);
const LEAGUE = 'The BeardHouse Boys 2.0';
let count = 0;

type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

/** Shoots the current screen at every size; `show` (re)opens it after each resize. */
async function shoot(page: Page, name: string, show: () => Promise<void>, fullPage = false): Promise<void> {
  for (const [label, size] of Object.entries(VIEWPORTS) as [string, Viewport][]) {
    await page.setViewportSize(size);
    await show();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const file = path.join(OUT, `${name}-${label}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
    count++;
  }
  console.log(`screens: ${name}`);
}

const visit = (page: Page, url: string, ready?: string) => async () => {
  await page.goto(url);
  if (ready) await page.getByText(ready, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 30_000 });
};

async function newcomerScreens(stack: Stack): Promise<void> {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, stack.url);
    await shoot(page, 'landing', visit(page, '/', 'Get Started'));
    await shoot(page, 'landing-full', visit(page, '/', 'Frequently Asked Questions'), true);
    await shoot(page, 'login', visit(page, '/login', 'Login with email'));
    await shoot(page, 'check-your-email', visit(page, '/check-your-email?onboarding=true', 'Check Your Email'));
    await shoot(page, 'no-access', visit(page, '/no-access', 'No access yet'));
    await shoot(page, 'waitlist', visit(page, '/waitlist', "You're on the list"));
    await shoot(page, 'login-failure', visit(page, '/login-failure', "We couldn't log you in"));
    await shoot(page, 'privacy', visit(page, '/privacy', 'Privacy Policy'));
    await shoot(page, 'terms', visit(page, '/terms', 'Terms of Service'));
    await shoot(page, 'resources', visit(page, '/resources', 'Resources'));
    await shoot(page, 'subscription-confirmation', visit(page, '/subscription-confirmation?success=true&session_id=cs_demo', 'THANKS FOR SUBSCRIBING!'));
    await shoot(page, 'subscription-canceled', visit(page, '/subscription-confirmation?canceled=true', 'Order canceled'));
    await shoot(page, 'invite-signup-invalid', visit(page, '/invite-signup/FRIEND-2026', 'Invite not valid'));
    await shoot(page, 'not-found', visit(page, '/no-such-page', 'Page not found'));
    await shoot(page, 'onboarding-1-platform', async () => {
      await visit(page, '/onboarding/platform', 'Choose Your Platform')();
      await page.getByRole('button', { name: /^Sleeper/ }).click();
    });
    await shoot(page, 'onboarding-2-username', async () => {
      await visit(page, '/onboarding/username', 'Enter Your Sleeper Username')();
      await page.getByLabel('Sleeper username').fill(' ');
      await page.getByLabel('Sleeper username').press('Enter');
    });
    await page.getByLabel('Sleeper username').fill('kraken808');
    await page.getByRole('button', { name: 'Next' }).click();
    await shoot(page, 'onboarding-3-leagues', async () => {
      await visit(page, '/onboarding/leagues', 'Select Your League')();
      await page.getByText(LEAGUE).click();
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await shoot(page, 'onboarding-4-sign-up', visit(page, '/onboarding/auth', 'Sign up with email'));
    await requestLink(page, 'newcomer@example.com', 'Sign up with email');
    await page.waitForURL('**/check-your-email?onboarding=true');
    await followMagicLink(page, 'newcomer@example.com');
    await page.waitForURL('**/onboarding/roast-level');
    await shoot(page, 'onboarding-5-roast-level', visit(page, '/onboarding/roast-level', 'Choose Your Roast Level'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/league-context');
    await shoot(page, 'onboarding-6-league-context', async () => {
      await visit(page, '/onboarding/league-context', 'Tell Us About Your League')();
      await page.getByRole('button', { name: 'Show example' }).click();
      await page.getByLabel('League context', { exact: true }).fill('The **Kraken** never sets a lineup 🐙\n• Trash talk lives in the group chat');
    });
    await shoot(page, 'onboarding-6-emoji-picker', async () => {
      await visit(page, '/onboarding/league-context', 'Tell Us About Your League')();
      await page.getByRole('button', { name: 'Insert emoji' }).click();
      await page.getByPlaceholder('Search emojis...').waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/onboarding/weekly-context');
    await shoot(page, 'onboarding-7-weekly-context', async () => {
      await visit(page, '/onboarding/weekly-context', 'Tell Us About This Week')();
      await page.getByLabel("This week's context", { exact: true }).fill('Loser of the rivalry game buys the wings.');
    });
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/onboarding/plan');
    await shoot(page, 'onboarding-8-plan', visit(page, '/onboarding/plan', 'Pay Now'));
    // As after payment: onboarding done, no video yet (no worker on this stack).
    await apiPost(page, '/api/post/mark-onboarding-complete');
    await shoot(page, 'dashboard-empty', visit(page, '/dashboard', 'No videos available'));
    await page.route('**/api/get/user-videos', (route) => route.abort('failed'));
    await shoot(page, 'dashboard-error', visit(page, '/dashboard', 'Unable to load videos'));
    await page.unroute('**/api/get/user-videos');
    await shoot(page, 'settings-no-subscription', visit(page, '/settings', 'No subscription information available'));
    await shoot(page, 'contact', visit(page, '/contact', 'We respond within 24 hours'));

    const other = await newPage(browser, stack.url);
    await onboardToSignUp(other.page, 'mkolb', LEAGUE);
    await shoot(other.page, 'onboarding-league-claimed', async () => {
      await visit(other.page, '/onboarding/auth', 'Sign up with email')();
      await requestLink(other.page, 'someone-else@example.com', 'Sign up with email');
      await other.page.getByRole('heading', { name: 'League Already Claimed' }).waitFor();
    });
  } finally {
    await browser.close();
  }
}

async function memberScreens(stack: Stack): Promise<void> {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, stack.url);
    await page.goto('/login');
    await requestLink(page, 'demo@recap.local', 'Login with email');
    await page.waitForURL('**/check-your-email');
    if (await hasMagicLink(page, 'demo@recap.local')) {
      await followMagicLink(page, 'demo@recap.local');
    } else {
      // No seeded demo account on this server: a newcomer subscribes instead.
      await payingMember(page, stack.url, 'kraken808', LEAGUE, 'member@example.com');
    }
    await page.waitForURL('**/dashboard');
    await shoot(page, 'dashboard-in-progress', visit(page, '/dashboard', 'Your Recaps'));
    const play = page.getByRole('button', { name: /^Play / }).first();
    try {
      await play.waitFor({ timeout: WAIT_FOR_VIDEO_MS });
      await shoot(page, 'dashboard-videos', async () => {
        await visit(page, '/dashboard', 'View Matchups')();
        await page
          .getByText(/View Matchups/)
          .first()
          .click();
      });
      await shoot(page, 'dashboard-player', async () => {
        await visit(page, '/dashboard', 'View Matchups')();
        await page
          .getByRole('button', { name: /^Play / })
          .first()
          .click();
        await page.getByTestId('recap-player').waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1500);
      });
    } catch {
      console.log('screens: no finished video in time (is the worker running?); skipped dashboard-videos and dashboard-player');
    }
    await shoot(page, 'league-context', visit(page, '/league-context', 'League Context'));
    await shoot(page, 'weekly-context', visit(page, '/weekly-context', 'What should this week'));
    await shoot(page, 'settings', visit(page, '/settings', 'Renewal Date'));
    await shoot(page, 'select-account', visit(page, '/select-account', 'Select Your Plan'));
    await shoot(page, 'account-menu', async () => {
      await visit(page, '/contact', 'We respond within 24 hours')();
      await page.getByRole('button', { name: 'Account menu' }).click();
    });
    await shoot(page, 'logout', async () => {
      await page.route('**/api/logout', () => undefined); // hold the call open to see the page
      await page.goto('/logout');
      await page.getByText('Logging out...').waitFor();
    });
  } finally {
    await browser.close();
  }
}

/** Invites (OPEN_SIGNUP off, as in the beta): the member's invite form and list, the friend's invite page. */
async function inviteScreens(stack: Stack): Promise<void> {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, stack.url);
    await memberWithoutLeague(page, 'member@example.com');
    // Invites in each state: one used (the friend joined), two sent, one canceled.
    for (const email of ['jordan@example.com', 'riley@example.com', 'casey@example.com', 'sam@example.com']) {
      await apiPost(page, '/api/post/invites', { email });
    }
    const friend = await newPage(browser, stack.url);
    await followInviteLink(friend.page, 'jordan@example.com');
    await shoot(friend.page, 'invite-signup', visit(friend.page, friend.page.url(), "You're invited!"));
    await friend.page.getByRole('button', { name: 'Accept invite and get started' }).click();
    await friend.page.waitForURL('**/onboarding/platform');
    await apiPost(friend.page, '/auth/magic?type=signup', { email: 'jordan@example.com' });
    await followMagicLink(friend.page, 'jordan@example.com');
    await friend.page.waitForURL('**/onboarding/platform');
    const riley = (
      await page.evaluate(async () => (await (await fetch('/api/get/invites')).json()) as { invites: { email: string; code: string }[] })
    ).invites.find((i) => i.email === 'riley@example.com')!;
    await apiPost(page, `/api/post/invites/${riley.code}/cancel`);

    await shoot(page, 'invite-dialog', async () => {
      await visit(page, '/dashboard', 'Your Recaps')();
      await page.getByRole('button', { name: 'Invite a Friend' }).click();
      await page.getByText('Your invites').waitFor();
      await page.getByLabel("Friend's email").fill('alex@example.com');
    });
    await shoot(page, 'invite-dialog-error', async () => {
      await visit(page, '/dashboard', 'Your Recaps')();
      await page.getByRole('button', { name: 'Invite a Friend' }).click();
      await page.getByLabel("Friend's email").fill('not-an-email');
      await page.getByRole('button', { name: 'Send invite' }).click();
      await page.getByText('Please enter a valid e-mail address.').waitFor();
    });
    await shoot(page, 'settings-invites', visit(page, '/settings', 'Joined'), true);
  } finally {
    await browser.close();
  }
}

/**
 * Google sign-in on the embedded defaults (the local Google stand-in, DEMO=true): the login page's
 * button, the stand-in's account chooser, the demo account signed in; and the magic-link page.
 */
async function googleScreens(stack: Stack): Promise<void> {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, stack.url);
    await shoot(page, 'google-1-login', visit(page, '/login', 'Login with Google'));
    await shoot(page, 'google-2-consent', async () => {
      await visit(page, '/login', 'Login with Google')();
      await page.getByRole('link', { name: 'Login with Google' }).click();
      await page.getByRole('heading', { name: 'Choose an account' }).waitFor({ timeout: 20_000 });
    });
    await chooseGoogleAccount(page, { name: 'Demo User' });
    await page.waitForURL('**/dashboard');
    await shoot(page, 'google-3-signed-in', visit(page, '/dashboard', 'Your Recaps'));

    const other = await newPage(browser, stack.url);
    await other.page.goto('/login');
    await requestLink(other.page, 'demo@recap.local', 'Login with email');
    await other.page.waitForURL('**/check-your-email');
    await other.page.goto('/dev/inbox');
    const link = await other.page
      .locator('article', { hasText: 'demo@recap.local' })
      .first()
      .locator('a[href*="/auth/magic/verify"]')
      .first()
      .getAttribute('href');
    await shoot(other.page, 'magic-link-confirm', visit(other.page, link!, 'One press of the button signs you in.'));
  } finally {
    await browser.close();
  }
}

// SCREENS_ONLY=newcomer|member|invites|google retakes one part.
const only = process.env.SCREENS_ONLY;
const part = (name: string) => !only || only === name;
ensureWebBuilt();
fs.mkdirSync(OUT, { recursive: true });
if (part('newcomer')) {
  const fresh = await startStack({ WORKERS: '0' });
  try {
    await newcomerScreens(fresh);
  } finally {
    await fresh.stop();
  }
}
if (part('member')) {
  const demo = await startStack({ DEMO: 'true', WORKERS: '1' });
  try {
    await memberScreens(demo);
  } finally {
    await demo.stop();
  }
}
if (part('invites')) {
  const beta = await startStack({ WORKERS: '0', OPEN_SIGNUP: 'false', BETA_EMAILS: 'member@example.com' });
  try {
    await inviteScreens(beta);
  } finally {
    await beta.stop();
  }
}
if (part('google')) {
  const demo = await startStack({ DEMO: 'true', WORKERS: '0' });
  try {
    await googleScreens(demo);
  } finally {
    await demo.stop();
  }
}
console.log(`screens: ${count} screenshots in ${path.relative(process.cwd(), OUT)}`);

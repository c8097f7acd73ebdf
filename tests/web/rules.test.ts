// Browser tests of the rules around the journey: the guards (signed out, waitlisted, unfinished
// onboarding), the validation messages of spec section 5 and the error states of section 8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiPost, followMagicLink, onboardToSignUp, requestLink } from './flows';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';

const LEAGUE = 'The BeardHouse Boys 2.0';
const MEMBER = 'member@example.com';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function fresh(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const { context, page } = await newPage(browser, stack.url, viewport);
  contexts.push(context);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

beforeAll(async () => {
  ensureWebBuilt();
  // A closed beta: only the listed e-mails get in, everyone else is waitlisted.
  [stack, browser] = await Promise.all([startStack({ OPEN_SIGNUP: 'false', BETA_EMAILS: `${MEMBER},claimer@example.com` }), launchBrowser()]);
  // The member signs up with the BeardHouse league (stopping before the roast level), so later
  // tests can log in as an unfinished member and find the league claimed.
  const page = await fresh();
  await onboardToSignUp(page, 'kraken808', LEAGUE);
  await requestLink(page, MEMBER, 'Sign up with email');
  await page.waitForURL('**/check-your-email?onboarding=true');
  await followMagicLink(page, MEMBER);
  await page.waitForURL('**/onboarding/roast-level');
}, 180_000);

/** Logs the member in by magic link (a page of its own). */
async function memberPage(): Promise<Page> {
  const page = await fresh();
  await page.goto('/login');
  await requestLink(page, MEMBER, 'Login with email');
  await page.waitForURL('**/check-your-email');
  await followMagicLink(page, MEMBER);
  return page;
}

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('guards', () => {
  it('sends signed-out visitors from the dashboard to / and from other pages to /login', async () => {
    const page = await fresh();
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.goto('/weekly-context');
    await page.waitForURL('**/login');
  });

  it('refuses waitlisted e-mails at sign-up and login', async () => {
    const page = await fresh();
    await onboardToSignUp(page, 'kraken808', LEAGUE);
    await requestLink(page, 'stranger@example.com', 'Sign up with email');
    await page.waitForURL('**/no-access');
    await page.getByText('This email is on our waitlist. Please contact support for access.').waitFor();
    await page.goto('/login');
    await requestLink(page, 'stranger@example.com', 'Login with email');
    await page.waitForURL('**/no-access');
    await page.getByRole('link', { name: 'Back to login' }).waitFor();
  });

  it('keeps an unfinished member on their onboarding step', async () => {
    const page = await memberPage();
    await page.waitForURL('**/onboarding/roast-level');
    for (const path of ['/dashboard', '/settings', '/onboarding/platform', '/onboarding/plan']) {
      await page.goto(path);
      await page.waitForURL('**/onboarding/roast-level');
      await page.getByRole('heading', { name: 'Choose Your Roast Level' }).waitFor();
    }
    // Signed in: the public header gives way to the avatar menu.
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Upgrade' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    // It closes on Escape and on a press outside it.
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    await page.mouse.click(5, 400);
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });
});

describe('validation messages', () => {
  it('checks the username and the league choice', async () => {
    const page = await fresh(VIEWPORTS.phone);
    await page.goto('/onboarding/username');
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Sleeper username').fill('   ');
    await page.getByLabel('Sleeper username').press('Enter');
    await page.getByText('Username cannot be empty.').waitFor();
    await page.getByLabel('Sleeper username').fill('kraken808');
    expect(await page.getByText('Username cannot be empty.').count()).toBe(0);
    await next.click();
    await page.getByRole('heading', { name: 'Select Your League' }).waitFor({ timeout: 30_000 });
    // Next looks disabled (aria-disabled) until a league is chosen, but explains itself when pressed.
    expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Next' }).click({ force: true });
    await page.getByText('Please select a league').waitFor();
    await page.getByText('The BeardHouse Boys 2.0').click();
    expect(await page.getByText('Please select a league').count()).toBe(0);
  });

  it('requires an e-mail for the magic link', async () => {
    const page = await fresh();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with email' }).click();
    expect(await page.getByLabel('Email').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(pathOf(page)).toBe('/login');
  });

  it('limits context text, warns under 50 characters left and requires text to save', async () => {
    const page = await memberPage();
    await page.waitForURL('**/onboarding/roast-level');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/league-context', { timeout: 15_000 });

    const area = page.getByLabel('League context', { exact: true });
    await area.fill('x'.repeat(9_940));
    const counter = page.locator('.counter');
    expect(await counter.textContent()).toBe('60 characters remaining');
    expect(await counter.getAttribute('class')).not.toContain('counter-warning');
    await area.press('End');
    await area.pressSequentially('y'.repeat(15));
    expect(await counter.textContent()).toBe('45 characters remaining');
    expect(await counter.getAttribute('class')).toContain('counter-warning');
    await area.fill('x'.repeat(10_000));
    await area.press('End');
    await area.press('z');
    expect((await area.inputValue()).length).toBe(10_000);
    // Bold needs a selection: with none it changes nothing.
    await area.fill('Kraken');
    await page.getByRole('button', { name: 'Bold' }).click();
    expect(await area.inputValue()).toBe('Kraken');
    // Examples use the league's team names.
    await page.getByRole('button', { name: 'Show example' }).click();
    expect((await page.locator('.example-panel').textContent())?.length).toBeGreaterThan(40);
    await page.getByRole('button', { name: 'Skip' }).click();

    await page.waitForURL('**/onboarding/weekly-context', { timeout: 15_000 });
    const weeklyNext = page.getByRole('button', { name: 'Next' });
    expect(await weeklyNext.isDisabled()).toBe(true);
    await page.getByLabel("This week's context", { exact: true }).fill('   ');
    expect(await weeklyNext.isDisabled()).toBe(true);

    // The dashboard page for league context: finished members only, text required to save.
    const done = await apiPost(page, '/api/post/mark-onboarding-complete');
    expect(done.status).toBe(200);
    await page.goto('/league-context');
    await page.getByRole('heading', { name: 'League Context' }).waitFor();
    await page.getByLabel('League context', { exact: true }).fill('  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter some league context before saving.').waitFor();
    await page.getByLabel('League context', { exact: true }).fill('The **Kraken** league');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/dashboard');

    // Weekly context edit mode: only the next week is editable.
    await page.goto('/weekly-context');
    const select = page.locator('#week-select');
    await select.waitFor();
    const labels = await select.locator('option').allTextContents();
    expect(labels[0]).toMatch(/\(Next\)$/);
    expect(labels.at(-1)).toBe('Week 1');
    await select.selectOption({ label: 'Week 1' });
    await page.getByText('already been processed for video creation').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  }, 120_000);
});

describe('error states', () => {
  it('sends an unknown Sleeper username back with its message', async () => {
    const page = await fresh();
    await page.goto('/onboarding/platform');
    await page.getByRole('button', { name: /^Sleeper/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Sleeper username').fill('nobody_here_404');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboarding/username');
    await page.getByText('Username not found on the fantasy platform. Please check and try again.').waitFor({ timeout: 30_000 });
  });

  it('shows League Already Claimed when another account holds the league', async () => {
    // The member above claimed BeardHouse; another member of the league tries to sign it up.
    const page = await fresh();
    await onboardToSignUp(page, 'mkolb', LEAGUE);
    await requestLink(page, 'claimer@example.com', 'Sign up with email');
    await page.getByRole('heading', { name: 'League Already Claimed' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    const support = await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
    expect(decodeURIComponent(support ?? '')).toContain('Error: League Already Claimed');
    await page.getByRole('link', { name: 'Try Different Username' }).click();
    await page.waitForURL('**/onboarding/username');
  });

  it('shows Unable to load videos with Try Again when the list fails', async () => {
    const page = await memberPage();
    // A finished member (as after payment) on the dashboard.
    expect((await apiPost(page, '/api/post/mark-onboarding-complete')).status).toBe(200);
    await page.goto('/privacy');
    await page.waitForLoadState('networkidle');
    // The network drops the first request for the list; Try Again goes through.
    let failed = false;
    await page.route('**/api/get/user-videos', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('failed');
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Unable to load videos' }).waitFor();
    await page.getByText('Failed to load videos. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    // The list loads; the member never paid for their league, so the dashboard offers Subscribe.
    await page.getByRole('heading', { name: 'Not subscribed yet' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
  });
});

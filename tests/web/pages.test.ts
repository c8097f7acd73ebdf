// The public pages in the browser: landing (sample recap in the Player, mute toggle, FAQ and its
// smooth-scroll link, enterprise section), headers per page, static pages, at phone and desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureWebBuilt, launchBrowser, newPage, startStack, VIEWPORTS, type Stack } from './stack';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function fresh(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<{ page: Page; errors: string[] }> {
  const { context, page, errors } = await newPage(browser, stack.url, viewport);
  contexts.push(context);
  return { page, errors };
}

beforeAll(async () => {
  ensureWebBuilt();
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('landing page', () => {
  it('plays the sample recap muted in a phone frame, with a mute toggle', async () => {
    const { page, errors } = await fresh();
    await page.goto('/');
    const player = page.getByTestId('sample-player');
    await player.waitFor({ timeout: 30_000 });
    const toggle = page.getByRole('button', { name: 'Unmute sample video' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // The Player is running: the rendered frame changes over time.
    const first = await player.screenshot();
    await page.waitForTimeout(1500);
    const second = await player.screenshot();
    expect(Buffer.compare(first, second)).not.toBe(0);
    await toggle.click();
    await page.getByRole('button', { name: 'Mute sample video' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('has the features, a 10-item FAQ reached by a smooth-scroll link, the community button and the enterprise section', async () => {
    const { page } = await fresh();
    await page.goto('/');
    for (const title of ['Performance Analytics', 'Winner Celebrations', 'Downloadable Video', 'Weekly Updates']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.locator('.faq-item').count()).toBe(10);
    await page.getByRole('button', { name: 'FAQ', exact: true }).click();
    await page.waitForFunction(() => {
      const faq = document.getElementById('faq')!.getBoundingClientRect();
      return faq.top >= -2 && faq.top < 120;
    });
    const item = page.locator('.faq-item').first();
    await item.locator('summary').click();
    expect(await item.getAttribute('open')).not.toBeNull();
    await page.getByRole('link', { name: /Join Our Discord/ }).waitFor();
    await page.getByRole('heading', { name: /AI video summaries/ }).waitFor();
    // From another page the FAQ link goes home first, then scrolls.
    await page.goto('/terms');
    expect(await page.getByRole('heading', { name: /AI video summaries/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'FAQ', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // The landing page may still be drawing when the URL changes: wait for the FAQ to exist, then for the scroll.
    await page.waitForFunction(() => {
      const faq = document.getElementById('faq');
      return faq !== null && Math.abs(faq.getBoundingClientRect().top) < 120;
    });
  });

  it('uses the mobile header on phones, with Get Started and a menu', async () => {
    const { page } = await fresh(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // Login is a brand-only page: no Get Started in its header.
    expect(await page.locator('.site-header').getByRole('link', { name: 'Get Started' }).count()).toBe(0);
  });
});

describe('static pages', () => {
  it('dates the legal pages September 5, 2025 and states the terms', async () => {
    const { page } = await fresh();
    await page.goto('/terms');
    await page.getByText('Last updated: September 5, 2025').waitFor();
    const terms = await page.locator('main').innerText();
    for (const point of [
      'billed monthly in advance',
      "30 days' notice",
      'case by case',
      'pro rata',
      'end of the current billing period',
      'AI',
      '18 years',
      'Texas',
    ]) {
      expect(terms).toContain(point);
    }
    await page.goto('/privacy');
    await page.getByText('Last updated: September 5, 2025').waitFor();
  });

  it('shows the sign-in pages of the spec', async () => {
    const { page } = await fresh();
    await page.goto('/login-failure');
    await page.getByRole('heading', { name: "We couldn't log you in" }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Get started', exact: true }).click();
    await page.waitForURL('**/onboarding/platform');
    await page.goto('/check-your-email?onboarding=true');
    expect(await page.getByRole('link', { name: 'try again' }).getAttribute('href')).toBe('/onboarding/leagues');
    await page.goto('/check-your-email');
    expect(await page.getByRole('link', { name: 'try again' }).getAttribute('href')).toBe('/login');
    await page.goto('/subscription-confirmation?canceled=true');
    await page.getByText("Order canceled - continue to use the product and try again when you're ready.").waitFor();
    await page.goto('/logout');
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('sends a signed-out visitor of /select-account to /login (no endless "Please wait")', async () => {
    const { page } = await fresh();
    await page.goto('/select-account');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});

describe('sign-up errors', () => {
  it("shows the server's message on the Sign Up step, and the catalogue's when there is none", async () => {
    const { page, errors } = await fresh();
    await page.goto('/');
    // Answers stored for a league Sleeper does not know: the server refuses the sign-up with a 400.
    await page.evaluate(() => {
      const selected_league = { platform_league_id: '999999999', name: 'Gone League', season: '2026', sport: 'nfl' };
      const leagues = { username: 'ghost', platform_user_id: '1', platform_name: 'sleeper', display_name: 'ghost', selected_league, totalLeagues: 1 };
      localStorage.setItem('onboardingData', JSON.stringify({ platform: 'sleeper', username: { username: 'ghost' }, leagues, timestamp: Date.now() }));
    });
    await page.goto('/onboarding/auth');
    await page.getByLabel('Email').fill('ghost@example.com');
    const submit = page.getByRole('button', { name: 'Sign up with email' });
    await submit.click();
    const alert = page.getByRole('alert');
    await alert.getByText('League information not found. Please restart onboarding from league selection.').waitFor();

    await page.route('**/auth/magic?type=signup', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Too many sign-in attempts. Please wait a few minutes and try again.' }),
      }),
    );
    await submit.click();
    await alert.getByText('Too many sign-in attempts. Please wait a few minutes and try again.').waitFor();

    await page.unroute('**/auth/magic?type=signup');
    await page.route('**/auth/magic?type=signup', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
    await submit.click();
    await alert.getByText('Something went wrong. Please try again.').waitFor();
    expect(errors).toEqual([]);
  });
});

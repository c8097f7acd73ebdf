// Steps of the website the browser tests share: walking onboarding and signing up by magic link.
import type { Page } from 'playwright-core';

/** Platform → username → league (by name), ending on the Sign Up screen. */
export async function onboardToSignUp(page: Page, username: string, leagueName: string): Promise<void> {
  await page.goto('/onboarding/platform');
  await page.getByRole('button', { name: /^Sleeper/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Sleeper username').fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Select Your League' }).waitFor({ timeout: 30_000 });
  await page.getByText(leagueName).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
}

/** Asks for a magic link on the current Sign Up or Login screen. */
export async function requestLink(page: Page, email: string, button: 'Sign up with email' | 'Login with email'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: button }).click();
}

/** Follows the newest magic link sent to `email`, read from the server's local inbox. */
export async function followMagicLink(page: Page, email: string): Promise<void> {
  await page.goto('/dev/inbox');
  const article = page.locator('article', { hasText: email }).first();
  const link = await article.locator('a[href*="/auth/magic/verify"]').first().getAttribute('href');
  if (!link) throw new Error(`no magic link for ${email} in the inbox`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The local Google stand-in's account chooser (`npm start` without GOOGLE_CLIENT_ID). */
export const GOOGLE_CHOOSER_PATH = '/o/oauth2/v2/auth';

/**
 * On the Google stand-in's chooser: picks a listed account by its name, or adds one with
 * "Use another account"; Google then sends the browser back to the site.
 */
export async function chooseGoogleAccount(page: Page, account: { name: string } | { email: string; firstName: string; lastName: string }): Promise<void> {
  await page.waitForURL((u) => u.pathname === GOOGLE_CHOOSER_PATH, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
  if ('name' in account) {
    await page.getByRole('button', { name: account.name }).click();
  } else {
    await page.getByText('Use another account').click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.waitForURL((u) => u.pathname !== GOOGLE_CHOOSER_PATH && !u.pathname.startsWith('/auth/google'), { timeout: 20_000 });
}

/** Calls the API from the page, as the site does (cookies, CSRF header). */
export async function apiPost(page: Page, path: string, body: unknown = {}): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([p, b]) => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const res = await fetch(p, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
        body: JSON.stringify(b),
      });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    [path, body] as const,
  );
}

/** Does the inbox hold a sign-in link for `email` (an account exists)? */
export async function hasMagicLink(page: Page, email: string): Promise<boolean> {
  await page.goto('/dev/inbox');
  return (await page.locator('article', { hasText: email }).locator('a[href*="/auth/magic/verify"]').count()) > 0;
}

/** A newcomer who signs up with `username`'s league and pays on the Stripe stand-in. */
export async function payingMember(page: Page, baseUrl: string, username: string, leagueName: string, email: string): Promise<void> {
  await onboardToSignUp(page, username, leagueName);
  await requestLink(page, email, 'Sign up with email');
  await page.waitForURL('**/check-your-email?onboarding=true');
  await followMagicLink(page, email);
  await page.waitForURL('**/onboarding/roast-level');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/onboarding/league-context');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.waitForURL('**/onboarding/weekly-context');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.waitForURL('**/onboarding/plan');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL((u) => !u.href.startsWith(baseUrl), { timeout: 20_000 });
  await page.getByRole('button', { name: /pay/i }).click();
  await page.waitForURL('**/subscription-confirmation?**', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Done' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard' && !u.search, { timeout: 30_000 });
}

/**
 * A member who joined without connecting a league (the replayed Sleeper world has one league,
 * left for the friend they invite): signs up by magic link, then finishes onboarding.
 */
export async function memberWithoutLeague(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const asked = await apiPost(page, '/auth/magic?type=signup', { email });
  if ((asked.json as { sent?: boolean }).sent !== true) throw new Error(`sign-up of ${email} was not sent: ${JSON.stringify(asked.json)}`);
  await followMagicLink(page, email);
  await page.waitForURL('**/onboarding/platform');
  await apiPost(page, '/api/post/mark-onboarding-complete');
}

/** Opens the newest invite link mailed to `email`, read from the server's local inbox; returns it. */
export async function followInviteLink(page: Page, email: string): Promise<string> {
  await page.goto('/dev/inbox');
  const article = page
    .locator('article', { hasText: `to ${email}` })
    .filter({ has: page.locator('a[href*="/invite-signup/"]') })
    .first();
  const link = await article.locator('a[href*="/invite-signup/"]').first().getAttribute('href');
  if (!link) throw new Error(`no invite link for ${email} in the inbox`);
  await page.goto(link);
  return link;
}

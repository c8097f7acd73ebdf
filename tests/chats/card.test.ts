// The "Group chat" card as the demo account sees it in a browser, on `npm start`'s embedded
// defaults: the demo league's Discord destination on the stand-in, a test post that shows up at
// /dev/chat, a bad webhook URL refused with the field named, adding and removing a Slack chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ensureWebBuilt, launchBrowser, newPage, startStack, type Stack } from '../web/stack';
import { followMagicLink, requestLink } from '../web/flows';
import { TOKENS } from './world';

describe('the Group chat card', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    ensureWebBuilt();
    stack = await startStack({ DEMO: 'true' });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('the demo league posts to the stand-in Discord; the owner tests, adds and removes chats', { timeout: 180_000 }, async () => {
    const { page } = await newPage(browser, stack.url);
    // The demo is seeded in the background: its sign-in works once the account exists.
    await expect.poll(() => stack.logs(), { timeout: 60_000 }).toMatch(/Demo: sign in as demo@recap\.local/);
    await page.goto('/login');
    await requestLink(page, 'demo@recap.local', 'Login with email');
    await followMagicLink(page, 'demo@recap.local');
    await page.waitForURL('**/dashboard');

    await page.goto('/settings');
    const card = page.locator('#group-chat');
    await card.getByRole('heading', { name: 'GROUP CHAT' }).waitFor();
    const demo = card.getByRole('listitem').filter({ hasText: 'Discord webhook …3536' });
    await expect.poll(() => demo.textContent()).toContain('Working');
    await demo.getByRole('button', { name: 'Send a test post' }).click();
    await card.getByRole('status').filter({ hasText: 'Test post sent to Discord webhook …3536.' }).waitFor();
    await expect.poll(() => demo.textContent()).toMatch(/Last posted/);

    // A Slack chat: the wrong URL first, then the right one.
    await card.getByRole('button', { name: 'Add a chat' }).click();
    await card.getByLabel('Add a chat').selectOption('slack');
    await card.getByLabel('Incoming webhook URL').fill('https://example.com/hooks/abc');
    await card.getByRole('button', { name: 'Add Slack' }).click();
    await expect.poll(() => card.getByRole('alert').textContent()).toMatch(/^webhook_url must be a Slack incoming webhook URL/);
    await card.getByLabel('Incoming webhook URL').fill(TOKENS.slack);
    await card.getByRole('button', { name: 'Add Slack' }).click();
    const slack = card.getByRole('listitem').filter({ hasText: 'Slack webhook (workspace T0123ABCD)' });
    await slack.waitFor();
    await slack.getByRole('button', { name: 'Send a test post' }).click();
    await card.getByRole('status').filter({ hasText: 'Test post sent to Slack' }).waitFor();
    await slack.getByRole('button', { name: 'Remove Slack webhook (workspace T0123ABCD)' }).click();
    await slack.waitFor({ state: 'detached' });

    // What the chats received, as /dev/chat shows it.
    await page.goto('/dev/chat');
    const posts = page.locator('article');
    await expect.poll(() => posts.count()).toBe(2);
    expect(await posts.nth(0).textContent()).toMatch(/Slack · T0123ABCD\/B0456EFGH[\s\S]*Test post from Recap League: The BeardHouse Boys 2\.0/);
    expect(await posts.nth(1).textContent()).toMatch(/Discord · webhook 1390486041026113536[\s\S]*Test post from Recap League/);

    // The dashboard shows the same card.
    await page.goto('/dashboard');
    await page.locator('#group-chat').getByText('Discord webhook …3536').waitFor();
  });
});

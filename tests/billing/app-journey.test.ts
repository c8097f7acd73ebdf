// Billing through the real app: a browser signs up by magic link (claiming the demo league),
// pays on the stand-in's checkout page, is active; opens the portal by form post and cancels.
// Sessions and CSRF are the app's own; Stripe is the stand-in over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../server/billing/stripe-client';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/server';
import { paidLeagueIds } from '../../server/billing/store';
import { isSubscriptionActive } from '../../server/billing/subscription-state';
import { Client, DEMO_LEAGUE, signUp, startTestWorld, type TestWorld } from '../api/harness';

const SECRET = 'whsec_app_journey';
let standIn: StripeStandIn;
let world: TestWorld;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: SECRET });
  world = await startTestWorld({ billing: { stripe: createStripeClient({ STRIPE_API_URL: standIn.url }), webhookSecret: SECRET } });
  standIn.setWebhookUrl(`${world.url}/api/stripe/webhook`);
});

afterAll(async () => {
  await standIn?.close();
  await world?.close();
});

type CurrentUser = {
  stripe_customer_id: string | null;
  permission: { tier: string | null; interval: string | null; subscription_current_period_end: string | null };
};

describe('billing in the app', () => {
  let browser: Client;

  it('pays for the claimed league through the stand-in checkout page', async () => {
    browser = await signUp(world, 'payer@example.com');

    // CSRF applies to the billing routes (the webhook is exempt: Stripe signs it).
    const noToken = await browser.post('/api/post/stripe/create-checkout-session', {}, { csrf: false });
    expect(noToken.status).toBe(403);

    const started = await browser.post('/api/post/stripe/create-checkout-session', { lookup_key: 'standard_monthly' });
    expect(started.status).toBe(200);
    const checkoutUrl = started.json<{ url: string }>().url;
    const page = await fetch(checkoutUrl).then((r) => r.text());
    expect(page).toContain('1 league × $10.00 / month');

    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card: '4242 4242 4242 4242' }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${world.url}/subscription-confirmation\\?success=true&session_id=cs_test_`));
    await standIn.settled();
    expect(standIn.deliveries.map((d) => d.status)).toEqual([200, 200, 200]);

    const me = (await browser.get('/api/current_user')).json<CurrentUser>();
    expect(me.permission).toMatchObject({ tier: 'standard', interval: 'month' });
    expect(isSubscriptionActive(me.permission)).toBe(true);
    expect(me.stripe_customer_id).toMatch(/^cus_/);
    const demo = world.db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number };
    expect(paidLeagueIds(world.db)).toEqual([demo.id]);
  });

  it('opens the portal from a form post and a cancellation unpays the league', async () => {
    const me = (await browser.get('/api/current_user')).json<CurrentUser>();
    await browser.get('/api/current_user');
    const portal = await browser.request('POST', '/api/post/stripe/create-portal-session', {
      form: { customer_id: me.stripe_customer_id!, _csrf: browser.cookies.get('XSRF-TOKEN')! },
      csrf: false,
      headers: { accept: 'text/html' },
    });
    expect(portal.status).toBe(303);
    const portalUrl = portal.location!;
    const sub = [...standIn.state.subscriptions.values()][0];
    await fetch(`${portalUrl}/cancel-now`, { method: 'POST', body: new URLSearchParams({ subscription: sub.id }) });
    await standIn.settled();

    const after = (await browser.get('/api/current_user')).json<CurrentUser>();
    expect(isSubscriptionActive(after.permission)).toBe(false);
    expect(paidLeagueIds(world.db)).toEqual([]);
  });
});

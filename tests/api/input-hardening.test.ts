// Issue 15, items 1, 2, 7 and 8: Sleeper usernames are validated before they reach Sleeper's
// path; signed but malformed Stripe events are recorded as rejected with an alert instead of a
// 500 that Stripe retries; Slack alerts need a signed-in user and cannot mention or link; every
// 400 names the field and what it takes.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../server/billing/stripe-client';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/server';
import { startSlackCatcher, type SlackCatcher } from '../jobs/slack-catcher';
import { DEMO_LEAGUE, onboardingFor, signUp, startTestWorld, type Client, type TestWorld } from './harness';

const SECRET = 'whsec_input_hardening';
let world: TestWorld;
let standIn: StripeStandIn;
let slack: SlackCatcher;
let ann: Client; // owns the demo league

beforeAll(async () => {
  slack = await startSlackCatcher();
  standIn = await startStripeStandIn({ webhookSecret: SECRET });
  world = await startTestWorld({
    env: { SLACK_WEBHOOK_URL: slack.url },
    billing: { stripe: createStripeClient({ STRIPE_API_URL: standIn.url }), webhookSecret: SECRET },
  });
  ann = await signUp(world, 'ann@example.com');
}, 60_000);

afterAll(async () => {
  await world?.close();
  await standIn?.close();
  await slack?.close();
});

/** Polls until the Slack stand-in got `n` alerts (alerts are sent after the answer). */
async function slackAlerts(n: number): Promise<string[]> {
  for (let i = 0; i < 100 && slack.alerts.length < n; i++) await new Promise((r) => setTimeout(r, 20));
  return slack.alerts.map((a) => a.text);
}

describe('Sleeper usernames (item 1)', () => {
  it('answers 400 for a username that is not letters, digits and underscores, without asking Sleeper', async () => {
    const visitor = world.client();
    const before = world.replay.requests.length;
    for (const username of ['..', '.', '../user/kraken808', 'kraken808/leagues', 'a b', 'kräken', '%2e%2e', '\ud800']) {
      const res = await visitor.post('/api/post/sleeper/fetch-leagues', { username });
      expect(res.status, username).toBe(400);
      expect(res.json().error).toBe('A Sleeper username has only letters, digits and underscores. Please check the username and try again.');
    }
    expect(world.replay.requests.slice(before)).toEqual([]);
    const wrongType = await visitor.post('/api/post/sleeper/fetch-leagues', { username: 42 });
    expect(wrongType.json().error).toBe('username must be text: a Sleeper username.');
    // Real usernames still work, typed with capitals and spaces around them.
    const ok = await visitor.post('/api/post/sleeper/fetch-leagues', { username: '  Kraken808 ' });
    expect(ok.status).toBe(200);
    expect(ok.json<{ data: { platform_user_id: string } }>().data.platform_user_id).toBe('473387021335785472');
  });

  it('checks the username inside the onboarding answers the same way', async () => {
    const visitor = world.client();
    const bad = onboardingFor(DEMO_LEAGUE, { username: '..', user_id: '473387021335785472' });
    const res = await visitor.request('POST', '/auth/magic?type=signup', { form: { email: 'dots@example.com', onboardingData: JSON.stringify(bad) } });
    expect(res.status).toBe(400);
    expect(res.json().error).toBe('onboardingData.leagues.username must be a Sleeper username (letters, digits and underscores)');
  });
});

describe('signed Stripe events with a malformed object (item 2)', () => {
  const deliver = async (payload: string) => {
    const res = await fetch(`${world.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const stored = (id: string) =>
    world.db.prepare('SELECT type, outcome FROM stripe_events WHERE id = ?').get(id) as { type: string; outcome: string } | undefined;
  const subscriptions = () => world.db.prepare('SELECT COUNT(*) AS n FROM stripe_subscriptions').get() as { n: number };

  it('answers 2xx, records the event as rejected and alerts once; a redelivery is a duplicate', async () => {
    slack.alerts.length = 0;
    const before = subscriptions().n;
    const event = { id: 'evt_malformed_1', object: 'event', type: 'customer.subscription.updated', created: 1_760_000_000, data: { object: {} } };
    const res = await deliver(JSON.stringify(event));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, duplicate: false, rejected: true });
    expect(res.body.outcome).toMatch(/^rejected: malformed customer\.subscription\.updated object \(id: /);
    expect(stored('evt_malformed_1')).toEqual({ type: 'customer.subscription.updated', outcome: res.body.outcome });
    expect(subscriptions().n).toBe(before);
    const alerts = await slackAlerts(1);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/Stripe webhook customer\.subscription\.updated evt_malformed_1 rejected/);

    const again = await deliver(JSON.stringify(event));
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true, outcome: 'duplicate' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(slack.alerts).toHaveLength(1);
  });

  it('rejects every handled type with an unreadable object, and events without an envelope, all with 2xx', async () => {
    const types = ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed'];
    for (const [i, type] of types.entries()) {
      for (const [j, object] of [
        {},
        null,
        'x',
        { id: 5 },
        { id: 'sub_1', customer: 'cus_1', status: 'active', items: { data: [{ price: { id: 'p' }, current_period_end: 1e20 }] } },
      ].entries()) {
        const id = `evt_bad_${i}_${j}`;
        const res = await deliver(JSON.stringify({ id, type, created: 1_760_000_000, data: { object } }));
        expect(res.status, `${type} ${JSON.stringify(object)}`).toBe(200);
        // A checkout session that is not a subscription checkout is ignored, not rejected.
        if (res.body.rejected) expect(stored(id)?.outcome).toMatch(/^rejected: /);
        else expect(res.body.outcome).toMatch(/^ignored: /);
      }
    }
    for (const payload of ['null', '{}', '{"id":"evt_no_data","type":"invoice.paid","created":1}']) {
      const res = await deliver(payload);
      expect(res.status, payload).toBe(200);
      expect(res.body).toMatchObject({ received: true, rejected: true });
      expect(res.body.outcome).toMatch(/^rejected: malformed event/);
    }
    expect(stored('evt_no_data')?.outcome).toMatch(/^rejected: malformed event \(data: /);
    // One without an id is recorded under a name made from its bytes, so a redelivery is a duplicate.
    expect((await deliver('{}')).body).toMatchObject({ duplicate: true });
  });

  it('keeps 500 for a Stripe read that failed: nothing is stored and Stripe retries', async () => {
    const event = {
      id: 'evt_needs_read',
      type: 'checkout.session.completed',
      created: 1_760_000_000,
      data: { object: { id: 'cs_x', mode: 'subscription', customer: 'cus_x', subscription: 'sub_nobody_knows', metadata: {} } },
    };
    const res = await deliver(JSON.stringify(event));
    expect(res.status).toBe(500);
    expect(stored('evt_needs_read')).toBeUndefined();
  });
});

describe('POST /api/slack/alert (item 7)', () => {
  it('refuses a signed-out visitor with 401 and sends nothing', async () => {
    slack.alerts.length = 0;
    const res = await world.client().post('/api/slack/alert', { message: '<!channel> hello' });
    expect(res.status).toBe(401);
    expect(res.json().error).toBe('Please sign in first.');
    await new Promise((r) => setTimeout(r, 50));
    expect(slack.alerts).toEqual([]);
  });

  it("escapes Slack's control sequences so a message cannot mention everyone or disguise a link", async () => {
    slack.alerts.length = 0;
    const res = await ann.post('/api/slack/alert', { message: '<!channel> <https://evil.example|your invoice> & <@U123>', channel: 'alerts' });
    expect(res.json()).toEqual({ success: true, delivered: true });
    const [text] = await slackAlerts(1);
    expect(text).toMatch(/^&lt;!channel&gt; &lt;https:\/\/evil\.example\|your invoice&gt; &amp; &lt;@U123&gt; \(from the website, user \d+\)$/);
    expect(text).not.toMatch(/[<>]/);
  });
});

describe('400 answers name the field and what it takes (item 8)', () => {
  it('rewrites zod’s own messages', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/post/sleeper/fetch-leagues', [], 'The request body must be an object, not a list'],
      ['/api/post/league-context', { league_context: 'x', platform_league_id: 42 }, 'platform_league_id must be a Sleeper league id as text (digits only)'],
      ['/api/post/league-context', { league_context: 'x' }, 'A Sleeper league id (platform_league_id) is required.'],
      ['/api/post/roast-level', { roast_level: 3, platform_league_id: DEMO_LEAGUE }, 'roast_level must be participation_trophy or sunburn'],
      ['/api/post/redeem-invite', { invite_code: 12345678 }, 'invite_code must be an invite code (text)'],
      ['/api/post/redeem-invite', {}, 'invite_code is required'],
      ['/api/slack/alert', { message: 5 }, 'message must be text'],
      ['/api/slack/alert', { message: 'x', channel: 5 }, 'channel must be text, not a number'],
      ['/api/post/create-permission-record', { user_id: 1, onboarding_step: [] }, 'onboarding_step must be 1 to 8'],
      ['/auth/magic', { email: 5 }, 'email must be an e-mail address as text'],
      ['/auth/magic', {}, 'email is required: an e-mail address'],
      ['/auth/magic', { email: 'a@example.com', onboardingData: 5 }, 'onboardingData must be text or an object'],
      ['/auth/magic', { email: 'a@example.com', onboardingData: { leagues: 'x' } }, 'onboardingData.leagues must be an object, not text'],
      [
        '/auth/magic',
        { email: 'a@example.com', onboardingData: { leagues: { selected_league: { platform_league_id: 'x' } } } },
        'onboardingData.leagues.selected_league.platform_league_id must be a Sleeper league id',
      ],
      ['/api/post/stripe/create-checkout-session', { platform_league_ids: 42 }, 'platform_league_ids must be text or a list'],
      ['/api/post/stripe/create-checkout-session', { lookup_key: 5 }, 'lookup_key must be text, not a number'],
    ];
    for (const [route, body, message] of cases) {
      const res = await ann.post(route, body);
      expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().error, `${route} ${JSON.stringify(body)}`).toBe(message);
    }
  });

  it('never answers a 400 with a bare zod message', async () => {
    const bodies = [
      { username: 1 },
      { email: [] },
      { week_context: null, platform_league_id: DEMO_LEAGUE, season: '2026', week: 5 },
      { message: {} },
      { invite_code: null },
    ];
    const routes = [
      '/api/post/sleeper/fetch-leagues',
      '/auth/magic',
      '/api/post/weekly-context',
      '/api/slack/alert',
      '/api/post/redeem-invite',
      '/api/post/stripe/create-portal-session',
    ];
    for (const route of routes) {
      for (const body of bodies) {
        const res = await ann.post(route, body);
        if (res.status !== 400) continue;
        const error = res.json<{ error: string }>().error;
        expect(error, `${route} ${JSON.stringify(body)}`).not.toMatch(/^(Invalid input|Invalid option|Too (big|small)|Invalid string|Expected)/);
      }
    }
  });
});

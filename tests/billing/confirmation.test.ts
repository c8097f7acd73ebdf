// The first recap does not wait for Stripe's webhook: the confirmation page reads its Checkout
// Session (success_url's session_id) and applies it through the same idempotent path as the
// webhook, and a league's first recap starts as soon as either makes it paid.
import { afterEach, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../server/billing/stripe-client';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/server';
import { isSubscriptionActive } from '../../server/billing/subscription-state';
import { DEMO_LEAGUE, signUp, startTestWorld, type TestWorld } from '../api/harness';
import { until } from '../jobs/processes';
import { type World, billingSnapshot, checkoutAndPay, leagueId, paidFlags, permissionOf, postJson, redeliver, seedUser, startWorld } from './harness';

const CONFIRM = '/api/post/stripe/confirm-checkout-session';
/** The billing state without the event log and write times: what a re-applied event may not change. */
const stateOf = (w: World) =>
  billingSnapshot(w.db)
    .replace(/"(updated_at|received_at)":"[^"]*"/g, '')
    .replace(/"events":\[.*\]/, '');

type ConfirmAnswer = { success?: boolean; status?: string; paid?: boolean; platform_league_ids?: string[]; error?: string };
const confirm = async (world: World, userId: number | null, body: unknown) => {
  const res = await postJson(world, CONFIRM, userId, body);
  return { status: res.status, body: res.body as ConfirmAnswer };
};

describe('the confirmation page applies its Checkout Session', () => {
  let world: World;
  afterEach(async () => {
    await world.close();
  });

  it('activates a paid checkout whose webhook has not arrived; the late webhook changes nothing more', async () => {
    world = await startWorld({ deliverWebhooks: false }); // Stripe's webhooks are late
    const u = seedUser(world.db, 'late@example.com', 2);
    const chosen = [u.platformIds[0]];
    const { sessionId, location } = await checkoutAndPay(world, u.userId, chosen);
    expect(location).toContain(`session_id=${sessionId}`);
    expect(paidFlags(world.db, u.platformIds)).toEqual([0, 0]);

    const answer = await confirm(world, u.userId, { session_id: sessionId });
    expect(answer).toEqual({ status: 200, body: { success: true, status: 'complete', paid: true, platform_league_ids: chosen } });
    expect(world.standIn.requests.some((r) => r.method === 'GET' && r.path === `/checkout/sessions/${sessionId}`)).toBe(true);
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 0]);
    const permission = permissionOf(world.db, u.userId);
    expect(isSubscriptionActive(permission)).toBe(true);
    expect(permission.stripe_subscription_id).toBe(world.standIn.state.sessions.get(sessionId)!.session.subscription);
    // The first recap of the league starts now.
    expect(world.activated).toEqual([[leagueId(world.db, chosen[0])]]);

    // Pressing again (a reload) changes nothing.
    const before = billingSnapshot(world.db);
    expect((await confirm(world, u.userId, { session_id: sessionId })).body).toMatchObject({ status: 'complete', paid: true });
    expect(billingSnapshot(world.db)).toBe(before);

    // The webhooks arrive late: applied, same state, no second start.
    const state = stateOf(world);
    for (const d of world.standIn.deliveries) {
      const res = await redeliver(world, d.payload, d.signature);
      expect(res.status).toBe(200);
      expect(res.body.duplicate).toBe(false);
    }
    expect(stateOf(world)).toBe(state);
    expect(world.activated).toHaveLength(1);
  });

  it('when the webhook comes first (the member never presses Done) it starts the first recap, and the page finds it done', async () => {
    world = await startWorld();
    const u = seedUser(world.db, 'webhook-first@example.com', 1);
    const { sessionId } = await checkoutAndPay(world, u.userId);
    expect(world.activated).toEqual([[leagueId(world.db, u.platformIds[0])]]);
    const before = stateOf(world);
    expect((await confirm(world, u.userId, { session_id: sessionId })).body).toMatchObject({ status: 'complete', paid: true });
    expect(stateOf(world)).toBe(before);
    expect(world.activated).toHaveLength(1);
  });

  it('an unpaid session applies nothing; someone else’s, unknown and malformed ids are refused', async () => {
    world = await startWorld({ deliverWebhooks: false });
    const u = seedUser(world.db, 'owner@example.com', 1);
    const stranger = seedUser(world.db, 'stranger@example.com', 1);
    const started = await postJson(world, '/api/post/stripe/create-checkout-session', u.userId, {});
    const sessionId = started.body.url!.split('/pay/')[1];
    const before = billingSnapshot(world.db);

    expect((await confirm(world, u.userId, { session_id: sessionId })).body).toEqual({
      success: true,
      status: 'open',
      paid: false,
      platform_league_ids: u.platformIds,
    });
    expect(billingSnapshot(world.db)).toBe(before);

    await world.standIn.pay(sessionId);
    const theirs = await confirm(world, stranger.userId, { session_id: sessionId });
    expect(theirs.status).toBe(404);
    expect((await confirm(world, u.userId, { session_id: 'cs_test_doesnotexist' })).status).toBe(404);
    for (const bad of [{}, { session_id: 42 }, { session_id: '../../v1/customers' }, { session_id: 'x'.repeat(300) }]) {
      const res = await confirm(world, u.userId, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toMatch(/session_id/);
    }
    expect((await confirm(world, null, { session_id: sessionId })).status).toBe(401);
    expect(billingSnapshot(world.db)).toBe(before);
    expect(world.activated).toEqual([]);
  });
});

describe('through the app: the first recap starts from the confirmation page', () => {
  let standIn: StripeStandIn;
  let app: TestWorld;
  afterEach(async () => {
    await standIn?.close();
    await app?.close();
  });

  it('a member whose webhook is late gets the latest week of the paid league queued at once', async () => {
    const secret = 'whsec_confirmation';
    standIn = await startStripeStandIn({ webhookSecret: secret }); // no webhook URL: they never arrive
    const enqueued: { leagueId: number; season: string; week: number }[] = [];
    app = await startTestWorld({
      billing: { stripe: createStripeClient({ STRIPE_API_URL: standIn.url }), webhookSecret: secret },
      jobs: () => ({
        enqueue: (leagueId: number, season: string, week: number) => {
          enqueued.push({ leagueId, season, week });
          return { id: enqueued.length, state: 'queued' };
        },
        hasInProgressJobs: () => enqueued.length > 0,
      }),
    });
    const browser = await signUp(app, 'confirm@example.com');
    const started = await browser.post('/api/post/stripe/create-checkout-session', { lookup_key: 'standard_monthly' });
    const paid = await fetch(started.json<{ url: string }>().url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ card: '4242424242424242' }),
    });
    const sessionId = new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
    expect(enqueued).toEqual([]);

    const answer = await browser.post(CONFIRM, { session_id: sessionId });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'complete', paid: true, platform_league_ids: [DEMO_LEAGUE] });
    const demo = app.db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number };
    await until(() => enqueued.length > 0, 10_000, 'the first recap to be queued');
    expect(enqueued).toEqual([{ leagueId: demo.id, season: '2026', week: expect.any(Number) }]);
    // CSRF applies as on every billing route.
    expect((await browser.post(CONFIRM, { session_id: sessionId }, { csrf: false })).status).toBe(403);
  });
});

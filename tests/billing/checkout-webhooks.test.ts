import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidLeagueIds } from '../../server/billing/store';
import { isSubscriptionActive } from '../../server/billing/subscription-state';
import {
  CHECKOUT,
  DAY,
  PORTAL,
  PUBLIC_URL,
  WEBHOOK_SECRET,
  type World,
  billingSnapshot,
  checkoutAndPay,
  leagueId,
  paidFlags,
  permissionOf,
  postJson,
  redeliver,
  seedUser,
  startWorld,
} from './harness';

let world: World;
afterEach(async () => {
  await world.close();
});

type LineItems = { price: string; quantity: string }[];
const checkoutRequests = (w: World) => w.standIn.requests.filter((r) => r.method === 'POST' && r.path === '/checkout/sessions');

describe('checkout', () => {
  beforeEach(async () => {
    world = await startWorld();
  });

  it('charges quantity 1 for one league and 3 for three, with the plan price, URLs and metadata', async () => {
    const one = seedUser(world.db, 'one@example.com', 1);
    const three = seedUser(world.db, 'three@example.com', 3);

    const a = await postJson(world, CHECKOUT, one.userId, { lookup_key: 'standard_monthly' });
    const b = await postJson(world, CHECKOUT, three.userId, { platform_league_ids: three.platformIds });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.url).toMatch(new RegExp(`^${world.standIn.url}/pay/cs_test_`));

    const [reqA, reqB] = checkoutRequests(world);
    const price = [...world.standIn.state.prices.values()].find((p) => p.lookup_key === 'standard_monthly')!;
    expect(reqA.params.line_items as LineItems).toEqual([{ price: price.id, quantity: '1' }]);
    expect(reqB.params.line_items as LineItems).toEqual([{ price: price.id, quantity: '3' }]);
    expect(reqB.params.mode).toBe('subscription');
    expect(reqB.params.success_url).toBe(`${PUBLIC_URL}/subscription-confirmation?success=true&session_id={CHECKOUT_SESSION_ID}`);
    expect(reqB.params.cancel_url).toBe(`${PUBLIC_URL}/subscription-confirmation?canceled=true`);
    const metadata = reqB.params.metadata as Record<string, string>;
    expect(metadata.user_id).toBe(String(three.userId));
    expect(metadata.platform_league_ids).toBe(three.platformIds.join(','));
    expect((reqB.params.subscription_data as { metadata: Record<string, string> }).metadata).toEqual(metadata);

    const sessions = [...world.standIn.state.sessions.values()].map((s) => s.session.amount_total);
    expect(sessions).toEqual([1000, 3000]);
    const page = await (await fetch(b.body.url!)).text();
    expect(page).toContain('3 leagues × $10.00 / month');
    expect(page).toContain('$30.00');
    expect(page).toMatch(/<button type="submit">Pay<\/button>/);
  });

  it('creates the Stripe customer once and keeps it', async () => {
    const u = seedUser(world.db, 'keep@example.com', 2);
    await postJson(world, CHECKOUT, u.userId, { platform_league_ids: [u.platformIds[0]] });
    await postJson(world, CHECKOUT, u.userId, { platform_league_ids: u.platformIds });
    expect(world.standIn.state.customers.size).toBe(1);
    const customer = [...world.standIn.state.customers.values()][0];
    expect(customer.email).toBe('keep@example.com');
    expect(permissionOf(world.db, u.userId).stripe_customer_id).toBe(customer.id);
    const customers = checkoutRequests(world).map((r) => r.params.customer);
    expect(customers).toEqual([customer.id, customer.id]);
    // The first, unfinished checkout was expired so that both cannot be paid.
    const statuses = [...world.standIn.state.sessions.values()].map((s) => s.session.status);
    expect(statuses).toEqual(['expired', 'open']);
  });

  it('answers a browser form post with a 303 to the checkout page', async () => {
    const u = seedUser(world.db, 'form@example.com', 2);
    const res = await fetch(`${world.appUrl}${CHECKOUT}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-test-user': String(u.userId), accept: 'text/html' },
      body: new URLSearchParams([
        ['lookup_key', 'standard_monthly'],
        ['platform_league_ids', u.platformIds[0]],
        ['platform_league_ids', u.platformIds[1]],
      ]),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/pay\/cs_test_/);
    expect(checkoutRequests(world)[0].params.line_items).toEqual([expect.objectContaining({ quantity: '2' })]);
  });

  it('refuses bad input with a 400 and a human message, and strangers with a 401', async () => {
    const u = seedUser(world.db, 'bad@example.com', 1);
    const other = seedUser(world.db, 'other@example.com', 1);
    const cases: [unknown, RegExp][] = [
      [{ lookup_key: 'gold_yearly' }, /Unknown plan/],
      [{ platform_league_ids: other.platformIds }, /not connected to your account/],
      [{ platform_league_ids: 42 }, /./],
      [{ platform_league_ids: Array.from({ length: 101 }, (_, i) => String(i)) }, /at most 100/],
    ];
    for (const [body, message] of cases) {
      const res = await postJson(world, CHECKOUT, u.userId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect((await postJson(world, CHECKOUT, null, {})).status).toBe(401);
    expect(checkoutRequests(world)).toHaveLength(0);
  });
});

describe('webhooks', () => {
  beforeEach(async () => {
    world = await startWorld();
  });

  it('a completed checkout activates the user and the chosen leagues only', async () => {
    const u = seedUser(world.db, 'pay@example.com', 3);
    const chosen = u.platformIds.slice(0, 2);
    const { payStatus, location, sessionId } = await checkoutAndPay(world, u.userId, chosen);
    expect(payStatus).toBe(303);
    expect(location).toBe(`${PUBLIC_URL}/subscription-confirmation?success=true&session_id=${sessionId}`);
    expect(world.standIn.deliveries.map((d) => [d.event.type, d.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ]);

    const permission = permissionOf(world.db, u.userId);
    const sub = [...world.standIn.state.subscriptions.values()][0];
    expect(permission).toMatchObject({ tier: 'standard', interval: 'month', stripe_subscription_id: sub.id });
    expect(permission.subscription_current_period_end).toBe(new Date(sub.items.data[0].current_period_end * 1000).toISOString());
    expect(permission.stripe_customer_id).toBe(sub.customer);
    const now = new Date(world.clock.ms);
    expect(isSubscriptionActive(permission, now)).toBe(true);
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 1, 0]);
    expect(paidLeagueIds(world.db, now)).toEqual(chosen.map((id) => leagueId(world.db, id)));

    // Paid leagues cannot be bought twice; the default is the one left, added to the same
    // subscription (tests/billing/one-subscription.test.ts) rather than a second checkout.
    const again = await postJson(world, CHECKOUT, u.userId, { platform_league_ids: chosen });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/already paid/);
    const added = await postJson(world, CHECKOUT, u.userId, {});
    expect(added.body.url).toBe(`${PUBLIC_URL}/subscription-confirmation?updated=true`);
    expect(checkoutRequests(world)).toHaveLength(1);
    expect(sub.items.data[0].quantity).toBe(3);
  });

  it('a replayed webhook changes nothing', async () => {
    const u = seedUser(world.db, 'replay@example.com', 2);
    await checkoutAndPay(world, u.userId);
    const before = billingSnapshot(world.db);
    for (const d of world.standIn.deliveries) {
      const res = await redeliver(world, d.payload, d.signature);
      expect(res.status).toBe(200);
      expect(res.body.duplicate).toBe(true);
    }
    expect(billingSnapshot(world.db)).toBe(before);
  });

  it('a bad signature gets 400 and changes nothing', async () => {
    const u = seedUser(world.db, 'sig@example.com', 1);
    world.standIn.setWebhookUrl(''); // record only
    await checkoutAndPay(world, u.userId);
    const before = billingSnapshot(world.db);
    const [completed] = world.standIn.deliveries;
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: completed.payload, secret: 'whsec_wrong' });
    const tampered = completed.payload.replace('"paid"', '"paid" ');
    for (const [payload, signature] of [
      [completed.payload, forged],
      [tampered, completed.signature],
      [completed.payload, 'nonsense'],
    ]) {
      const res = await redeliver(world, payload, signature);
      expect(res.status).toBe(400);
    }
    const unsigned = await fetch(world.webhookUrl, { method: 'POST', body: completed.payload });
    expect(unsigned.status).toBe(400);
    expect(billingSnapshot(world.db)).toBe(before);
    expect(paidFlags(world.db, u.platformIds)).toEqual([0]);
  });

  it('reordered webhooks end in the same state as in order', async () => {
    const u = seedUser(world.db, 'order@example.com', 2);
    world.standIn.setWebhookUrl(''); // record only; this test delivers them itself
    const { sessionId } = await checkoutAndPay(world, u.userId);
    const subId = world.standIn.state.sessions.get(sessionId)!.session.subscription!;
    world.clock.ms += 31 * DAY;
    await world.standIn.endPeriod(subId); // renewal: invoice.paid + subscription.updated
    const renewedEnd = world.standIn.state.subscriptions.get(subId)!.items.data[0].current_period_end;
    world.clock.ms += DAY;
    await world.stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    await world.standIn.settled();

    // Newest first: the cancellation request, the renewal, the creation and first invoice, the checkout.
    const reversed = [...world.standIn.deliveries].reverse();
    for (const d of reversed) expect((await redeliver(world, d.payload, d.signature)).status).toBe(200);
    const permission = permissionOf(world.db, u.userId);
    expect(permission.subscription_current_period_end).toBe(new Date(renewedEnd * 1000).toISOString());
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 1]);
    const stored = world.db.prepare('SELECT status, cancel_at_period_end FROM stripe_subscriptions').get();
    expect(stored).toEqual({ status: 'active', cancel_at_period_end: 1 });

    // Ending it, then an old "updated" from before the cancellation arriving late, changes nothing.
    world.clock.ms += DAY;
    await world.stripe.subscriptions.cancel(subId);
    await world.standIn.settled();
    const deleted = world.standIn.deliveries.at(-1)!;
    expect(deleted.event.type).toBe('customer.subscription.deleted');
    expect((await redeliver(world, deleted.payload, deleted.signature)).status).toBe(200);
    const afterCancel = billingSnapshot(world.db);
    const lateUpdate = reversed[1];
    expect(lateUpdate.event.type).toBe('customer.subscription.updated');
    // A different delivery id of the same stale state (as Stripe's retries of a distinct event).
    const stalePayload = lateUpdate.payload.replace(lateUpdate.event.id, `${lateUpdate.event.id}x`);
    const staleSig = Stripe.webhooks.generateTestHeaderString({ payload: stalePayload, secret: WEBHOOK_SECRET });
    const res = await redeliver(world, stalePayload, staleSig);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toMatch(/ignored/);
    const withoutEvents = (s: string) => JSON.stringify({ ...JSON.parse(s), events: [] });
    expect(withoutEvents(billingSnapshot(world.db))).toBe(withoutEvents(afterCancel));
    expect(paidFlags(world.db, u.platformIds)).toEqual([0, 0]);
  });
});

describe('cancellation and the portal', () => {
  beforeEach(async () => {
    world = await startWorld();
  });

  it('a cancelled subscription stops next week’s recap for its leagues but keeps made videos', async () => {
    const u = seedUser(world.db, 'cancel@example.com', 2);
    const other = seedUser(world.db, 'stays@example.com', 1);
    await checkoutAndPay(world, u.userId);
    await checkoutAndPay(world, other.userId);
    const ids = u.platformIds.map((p) => leagueId(world.db, p));
    const otherId = leagueId(world.db, other.platformIds[0]);
    for (const id of ids) {
      world.db
        .prepare(
          `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
           VALUES (?, '2026', 11, 'Week 11', 'L', 120, '1080x1920', '[]', '{}', 'v.mp4', 't.jpg', 1)`,
        )
        .run(id);
    }
    expect(paidLeagueIds(world.db)).toEqual([...ids, otherId]);

    const portal = await postJson(world, PORTAL, u.userId, {});
    expect(portal.status).toBe(200);
    const page = await (await fetch(portal.body.url!)).text();
    expect(page).toContain('Cancel subscription');
    const subId = permissionOf(world.db, u.userId).stripe_subscription_id!;
    const cancelled = await fetch(`${portal.body.url}/cancel-now`, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subId }),
    });
    expect(await cancelled.text()).toContain('Your subscription is cancelled.');
    await world.standIn.settled();

    expect(world.standIn.deliveries.at(-1)!.event.type).toBe('customer.subscription.deleted');
    expect(paidLeagueIds(world.db)).toEqual([otherId]);
    expect(paidFlags(world.db, u.platformIds)).toEqual([0, 0]);
    expect(isSubscriptionActive(permissionOf(world.db, u.userId))).toBe(false);
    const kept = world.db.prepare(`SELECT COUNT(*) AS n FROM videos WHERE league_id IN (${ids.join(',')})`).get() as {
      n: number;
    };
    expect(kept.n).toBe(2);
  });

  it('orders events on Stripe’s clock: a cancellation right after the checkout applies though our clock runs ahead', async () => {
    // Stripe's clock ten minutes behind ours: the checkout's subscription is read from Stripe
    // (our "now") and the cancellation that follows is stamped earlier than that on our clock.
    const saved = world.clock.ms;
    world.clock.ms = Date.now() - 10 * 60_000;
    try {
      const u = seedUser(world.db, 'skew@example.com', 1);
      await checkoutAndPay(world, u.userId);
      const subId = permissionOf(world.db, u.userId).stripe_subscription_id!;
      const portal = await postJson(world, PORTAL, u.userId, {});
      await fetch(`${portal.body.url}/cancel-now`, { method: 'POST', body: new URLSearchParams({ subscription: subId }) });
      await world.standIn.settled();
      expect(world.standIn.deliveries.at(-1)!.event.type).toBe('customer.subscription.deleted');
      expect(isSubscriptionActive(permissionOf(world.db, u.userId))).toBe(false);
      expect(paidFlags(world.db, u.platformIds)).toEqual([0]);
    } finally {
      world.clock.ms = saved;
    }
  });

  it('cancel at period end keeps access until the period ends, then the batch skips the leagues', async () => {
    const u = seedUser(world.db, 'period@example.com', 1);
    await checkoutAndPay(world, u.userId);
    const portal = await postJson(world, PORTAL, u.userId, {});
    const subId = permissionOf(world.db, u.userId).stripe_subscription_id!;
    await fetch(`${portal.body.url}/cancel`, { method: 'POST', body: new URLSearchParams({ subscription: subId }) });
    await world.standIn.settled();
    expect(world.standIn.deliveries.at(-1)!.event.type).toBe('customer.subscription.updated');
    const permission = permissionOf(world.db, u.userId);
    const end = Date.parse(permission.subscription_current_period_end!);
    expect(isSubscriptionActive(permission, new Date(end - DAY))).toBe(true);
    expect(paidLeagueIds(world.db, new Date(end - DAY))).toEqual([leagueId(world.db, u.platformIds[0])]);
    // Even before Stripe's deletion event arrives, the period end alone stops the recap.
    expect(paidLeagueIds(world.db, new Date(end + 1000))).toEqual([]);
    expect(isSubscriptionActive(permission, new Date(end + 1000))).toBe(false);
    world.clock.ms = end * 1 + 1000;
    await world.standIn.endPeriod(subId);
    expect(world.standIn.deliveries.at(-1)!.event.type).toBe('customer.subscription.deleted');
    expect(paidFlags(world.db, u.platformIds)).toEqual([0]);
  });

  it('the portal is refused without a customer id, and opens with one', async () => {
    const u = seedUser(world.db, 'portal@example.com', 1);
    const refused = await postJson(world, PORTAL, u.userId, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/no billing account/i);
    expect(world.standIn.requests.filter((r) => r.path === '/billing_portal/sessions')).toHaveLength(0);

    await checkoutAndPay(world, u.userId);
    const customer = permissionOf(world.db, u.userId).stripe_customer_id!;
    const wrong = await postJson(world, PORTAL, u.userId, { customer_id: 'cus_someoneelse' });
    expect(wrong.status).toBe(400);
    const form = await fetch(`${world.appUrl}${PORTAL}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-test-user': String(u.userId) },
      body: new URLSearchParams({ customer_id: customer }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(new RegExp(`^${world.standIn.url}/portal/bps_`));
    const portalReq = world.standIn.requests.filter((r) => r.path === '/billing_portal/sessions');
    expect(portalReq.map((r) => r.params)).toEqual([{ customer, return_url: `${PUBLIC_URL}/settings` }]);
  });
});

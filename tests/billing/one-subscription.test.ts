// One subscription per member: a league added after subscribing raises the quantity of that
// subscription (prorated, as Stripe does by default), a removed one lowers it, and the leagues it
// covers follow. The portal shows one plan with the right count.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidLeagueIds } from '../../server/billing/store';
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

const REMOVE = '/api/post/stripe/remove-league';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(async () => {
  await world.close();
});

const subscriptionUpdates = (w: World) => w.standIn.requests.filter((r) => r.method === 'POST' && /^\/subscriptions\/sub_/.test(r.path));
const checkoutRequests = (w: World) => w.standIn.requests.filter((r) => r.method === 'POST' && r.path === '/checkout/sessions');
const linkedLeagues = (w: World) =>
  w.db.prepare('SELECT subscription_id, league_id FROM subscription_leagues ORDER BY league_id').all() as {
    subscription_id: string;
    league_id: number;
  }[];

describe('one subscription per member', () => {
  it('a league added after subscribing raises the quantity of the same subscription, prorated', async () => {
    const u = seedUser(world.db, 'adds@example.com', 3);
    const ids = u.platformIds.map((p) => leagueId(world.db, p));
    await checkoutAndPay(world, u.userId, [u.platformIds[0]]);
    const sub = [...world.standIn.state.subscriptions.values()][0];
    const item = sub.items.data[0];
    expect(item.quantity).toBe(1);
    expect(world.activated).toEqual([[ids[0]]]);

    // Half-way through the month the member adds a second league.
    world.clock.ms += 15 * DAY;
    const added = await postJson(world, CHECKOUT, u.userId, { lookup_key: 'standard_monthly', platform_league_ids: [u.platformIds[1]] });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ url: `${PUBLIC_URL}/subscription-confirmation?updated=true`, updated: true, quantity: 2 });
    expect(checkoutRequests(world)).toHaveLength(1); // no second checkout…
    expect(world.standIn.state.subscriptions.size).toBe(1); // …and no second subscription
    expect(subscriptionUpdates(world).map((r) => r.params)).toEqual([
      {
        items: [{ id: item.id, quantity: '2' }],
        proration_behavior: 'create_prorations',
        metadata: { platform_league_ids: u.platformIds.slice(0, 2).join(',') },
      },
    ]);
    expect(item.quantity).toBe(2);
    // Stripe's proration: the unused half of the month for one more league, on the next invoice.
    const [proration] = [...world.standIn.state.invoiceItems.values()];
    expect(proration).toMatchObject({ proration: true, invoice: null, quantity: 1, customer: sub.customer });
    expect(proration.amount).toBeGreaterThan(400);
    expect(proration.amount).toBeLessThan(600);

    // At once, before the webhook: the league is paid, covered by the one subscription, and its first recap starts.
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 1, 0]);
    expect(linkedLeagues(world)).toEqual([
      { subscription_id: sub.id, league_id: ids[0] },
      { subscription_id: sub.id, league_id: ids[1] },
    ]);
    expect(world.activated).toEqual([[ids[0]], [ids[1]]]);
    await world.standIn.settled();
    expect(world.standIn.deliveries.at(-1)).toMatchObject({ status: 200, event: { type: 'customer.subscription.updated' } });
    const stored = world.db.prepare('SELECT id, quantity, status FROM stripe_subscriptions').all();
    expect(stored).toEqual([{ id: sub.id, quantity: 2, status: 'active' }]);
    expect(world.activated).toHaveLength(2); // the webhook found the league already paid

    // The default (every unpaid league) adds the third one to the same subscription.
    await postJson(world, CHECKOUT, u.userId, {});
    expect(item.quantity).toBe(3);
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 1, 1]);
    expect(paidLeagueIds(world.db)).toEqual(ids);
    expect(permissionOf(world.db, u.userId).stripe_subscription_id).toBe(sub.id);

    // The portal shows one plan with the right count.
    const portal = await postJson(world, PORTAL, u.userId, {});
    const page = await (await fetch(portal.body.url!)).text();
    expect(page.match(/aria-label="Subscription /g)).toHaveLength(1);
    expect(page).toContain('3 leagues');
    expect(page).toContain('$30.00 / month');

    // The renewal bills 3 leagues plus the two prorations.
    await world.standIn.settled();
    world.clock.ms += 16 * DAY;
    await world.standIn.endPeriod(sub.id);
    const renewal = world.standIn.state.invoices.get(sub.latest_invoice!)!;
    const prorations = [...world.standIn.state.invoiceItems.values()];
    expect(prorations).toHaveLength(2);
    expect(prorations.every((p) => p.invoice === renewal.id)).toBe(true);
    expect(renewal.amount_paid).toBe(3000 + prorations.reduce((n, p) => n + p.amount, 0));
  });

  it('a removed league lowers the quantity with a prorated credit and stops at once; it stays removed', async () => {
    const u = seedUser(world.db, 'removes@example.com', 2);
    const other = seedUser(world.db, 'other@example.com', 1);
    const ids = u.platformIds.map((p) => leagueId(world.db, p));
    await checkoutAndPay(world, u.userId);
    const sub = [...world.standIn.state.subscriptions.values()][0];
    expect(sub.items.data[0].quantity).toBe(2);

    world.clock.ms += 10 * DAY;
    const removed = await postJson(world, REMOVE, u.userId, { platform_league_id: u.platformIds[1] });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, quantity: 1, platform_league_ids: [u.platformIds[0]] });
    expect(sub.items.data[0].quantity).toBe(1);
    const [credit] = [...world.standIn.state.invoiceItems.values()];
    expect(credit.proration).toBe(true);
    expect(credit.amount).toBeLessThan(0);
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 0]);
    expect(paidLeagueIds(world.db)).toEqual([ids[0]]);

    // Stripe's webhook for the change (and a replay of the checkout's) does not link it again.
    await world.standIn.settled();
    expect(world.standIn.deliveries.at(-1)).toMatchObject({ status: 200, event: { type: 'customer.subscription.updated' } });
    for (const d of world.standIn.deliveries.slice(0, 3)) {
      const copy = d.payload.replace(d.event.id, `${d.event.id}_again`);
      const sig = Stripe.webhooks.generateTestHeaderString({ payload: copy, secret: WEBHOOK_SECRET });
      expect((await redeliver(world, copy, sig)).status).toBe(200);
    }
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 0]);
    expect(linkedLeagues(world).map((l) => l.league_id)).toEqual([ids[0]]);
    expect(world.db.prepare('SELECT quantity FROM stripe_subscriptions').get()).toEqual({ quantity: 1 });

    // The last league cannot be removed (cancel instead); strangers' and unknown leagues are refused.
    const last = await postJson(world, REMOVE, u.userId, { platform_league_id: u.platformIds[0] });
    expect(last.status).toBe(400);
    expect(last.body.error).toMatch(/only league.*cancel/);
    expect((await postJson(world, REMOVE, u.userId, { platform_league_id: u.platformIds[1] })).body.error).toMatch(/not part of your subscription/);
    expect((await postJson(world, REMOVE, u.userId, { platform_league_id: other.platformIds[0] })).body.error).toMatch(/not connected/);
    expect((await postJson(world, REMOVE, u.userId, {})).status).toBe(400);
    expect((await postJson(world, REMOVE, null, { platform_league_id: u.platformIds[0] })).status).toBe(401);
    expect(sub.items.data[0].quantity).toBe(1);

    // Added back: the same subscription again.
    const before = billingSnapshot(world.db);
    const readded = await postJson(world, CHECKOUT, u.userId, { platform_league_ids: [u.platformIds[1]] });
    expect(readded.body).toMatchObject({ updated: true, quantity: 2 });
    expect(billingSnapshot(world.db)).not.toBe(before);
    expect(paidFlags(world.db, u.platformIds)).toEqual([1, 1]);
    expect(world.standIn.state.subscriptions.size).toBe(1);
  });

  it('a form post removing a league answers 303 back to settings', async () => {
    const u = seedUser(world.db, 'form-remove@example.com', 2);
    await checkoutAndPay(world, u.userId);
    const res = await fetch(`${world.appUrl}${REMOVE}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-test-user': String(u.userId), accept: 'text/html' },
      body: new URLSearchParams({ platform_league_id: u.platformIds[0] }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PUBLIC_URL}/settings`);
    expect(paidFlags(world.db, u.platformIds)).toEqual([0, 1]);
  });

  it('a subscription that ended meanwhile gets a new checkout, not an update', async () => {
    const u = seedUser(world.db, 'ended@example.com', 2);
    world.standIn.setWebhookUrl(''); // Stripe's cancellation webhook never arrives
    await world.standIn.settled();
    await checkoutAndPay(world, u.userId, [u.platformIds[0]]);
    // Applied from the confirmation read instead (tests/billing/confirmation.test.ts).
    const sessionId = [...world.standIn.state.sessions.keys()][0];
    await postJson(world, '/api/post/stripe/confirm-checkout-session', u.userId, { session_id: sessionId });
    const sub = [...world.standIn.state.subscriptions.values()][0];
    await world.stripe.subscriptions.cancel(sub.id);
    const res = await postJson(world, CHECKOUT, u.userId, { platform_league_ids: [u.platformIds[1]] });
    expect(res.body.url).toMatch(/\/pay\/cs_test_/);
    expect(subscriptionUpdates(world)).toHaveLength(0);
    expect(world.db.prepare('SELECT status FROM stripe_subscriptions').get()).toEqual({ status: 'canceled' });
  });
});

// The stand-in through the real stripe SDK, over HTTP: shapes, errors, idempotency, signatures.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStripeClient, stripeClientOptions } from '../../server/billing/stripe-client';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/server';
import { isSubscriptionActive } from '../../server/billing/subscription-state';
import { tierFromLookupKey } from '../../server/billing/plan';

const SECRET = 'whsec_standin_test';
let standIn: StripeStandIn;
let stripe: Stripe;

describe('Stripe stand-in', () => {
  beforeEach(async () => {
    standIn = await startStripeStandIn({ webhookSecret: SECRET });
    stripe = createStripeClient({ STRIPE_API_URL: standIn.url });
  });
  afterEach(async () => {
    await standIn.close();
  });

  it('answers customers, prices by lookup key and checkout sessions in Stripe shapes', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com', metadata: { user_id: '7' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'a@example.com', metadata: { user_id: '7' } });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);

    const prices = await stripe.prices.list({ lookup_keys: ['standard_monthly'], active: true });
    expect(prices.data).toHaveLength(1);
    expect(prices.data[0]).toMatchObject({ unit_amount: 1000, currency: 'usd', recurring: { interval: 'month' } });
    expect((await stripe.prices.list({ lookup_keys: ['nope'] })).data).toEqual([]);

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: prices.data[0].id, quantity: 4 }],
      success_url: 'http://localhost/ok?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/no',
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', amount_total: 4000 });
    expect(session.success_url).toBe(`http://localhost/ok?session_id=${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).url).toBe(session.url);
  });

  it('retrieves a paid Checkout Session and changes subscription item quantities with prorations', async () => {
    let now = Date.now();
    await standIn.close();
    standIn = await startStripeStandIn({ webhookSecret: SECRET, now: () => now });
    stripe = createStripeClient({ STRIPE_API_URL: standIn.url });
    const customer = await stripe.customers.create({ email: 'q@example.com' });
    const [price] = (await stripe.prices.list({ lookup_keys: ['standard_monthly'] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok?session_id={CHECKOUT_SESSION_ID}',
      metadata: { user_id: '9' },
    });
    await standIn.pay(session.id);
    const read = await stripe.checkout.sessions.retrieve(session.id);
    expect(read).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      mode: 'subscription',
      customer: customer.id,
      metadata: { user_id: '9' },
    });
    const subId = read.subscription as string;
    const item = (await stripe.subscriptions.retrieve(subId)).items.data[0];

    // A quarter into the period: one league more (a charge for the unused three quarters)…
    now += 7.5 * 86_400_000;
    const up = await stripe.subscriptions.update(subId, {
      items: [{ id: item.id, quantity: 2 }],
      proration_behavior: 'create_prorations',
      metadata: { platform_league_ids: '1,2' },
    });
    expect(up.items.data[0]).toMatchObject({ id: item.id, quantity: 2 });
    expect(up.metadata).toMatchObject({ platform_league_ids: '1,2' });
    // …and through the subscription item, one fewer (a credit), with the default proration.
    const down = await stripe.subscriptionItems.update(item.id, { quantity: 1 });
    expect(down.quantity).toBe(1);
    const pending = await stripe.invoiceItems.list({ customer: customer.id, pending: true });
    expect(pending.data.map((ii) => ii.proration)).toEqual([true, true]);
    const [charge, credit] = pending.data.map((ii) => ii.amount);
    expect(charge).toBeGreaterThan(700);
    expect(charge).toBeLessThan(780);
    expect(credit).toBeLessThan(0);
    // No proration when asked for none; a metadata key set to '' is removed, as in Stripe.
    await stripe.subscriptions.update(subId, { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'none', metadata: { platform_league_ids: '' } });
    expect((await stripe.invoiceItems.list({ customer: customer.id })).data).toHaveLength(2);
    expect((await stripe.subscriptions.retrieve(subId)).metadata).not.toHaveProperty('platform_league_ids');
    await standIn.settled();
    expect(standIn.deliveries.map((d) => d.event.type).slice(3)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    // Adding a price or an unknown item is refused in Stripe's error shape.
    await expect(stripe.subscriptions.update(subId, { items: [{ price: price.id, quantity: 1 }] })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    await expect(stripe.subscriptions.update(subId, { items: [{ id: 'si_missing', quantity: 1 }] })).rejects.toThrow(/not part of/);

    // The renewal bills the new quantity plus the pending prorations.
    now += 30 * 86_400_000;
    await standIn.endPeriod(subId);
    const invoice = standIn.state.invoices.get(standIn.state.subscriptions.get(subId)!.latest_invoice!)!;
    expect(invoice.amount_paid).toBe(3000 + charge + credit);
    expect((await stripe.invoiceItems.list({ customer: customer.id, pending: true })).data).toEqual([]);
  });

  it('returns the same object for a repeated idempotency key', async () => {
    const a = await stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same' });
    const b = await stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same' });
    expect(b.id).toBe(a.id);
    expect(standIn.state.customers.size).toBe(1);
  });

  it('answers unknown ids, bad parameters and bad keys with Stripe errors', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://x/' })).rejects.toThrow(/subscription/);
    const bad = new Stripe('not-a-key', stripeClientOptions({ STRIPE_API_URL: standIn.url }));
    await expect(bad.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('pays on its checkout page, refuses the decline test card, and signs its webhooks', async () => {
    const received: { body: string; signature: string }[] = [];
    const { createServer } = await import('node:http');
    const sink = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['stripe-signature']) });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
    const address = sink.address();
    standIn.setWebhookUrl(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`);
    try {
      const [price] = (await stripe.prices.list({ lookup_keys: ['standard_monthly'] })).data;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer_email: 'c@example.com',
        line_items: [{ price: price.id, quantity: 2 }],
        success_url: 'http://localhost/ok',
      });
      const declined = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ card: '4000 0000 0000 0002' }) });
      expect(declined.status).toBe(402);
      expect(await declined.text()).toContain('Your card was declined.');
      expect(standIn.state.subscriptions.size).toBe(0);

      const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card: '4242' }) });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe('http://localhost/ok');
      await standIn.settled();
      const events = received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, SECRET));
      expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
      const sub = await stripe.subscriptions.retrieve((await stripe.checkout.sessions.retrieve(session.id)).subscription as string);
      expect(sub.items.data[0].quantity).toBe(2);
      expect(sub.items.data[0].current_period_end).toBeGreaterThan(Date.now() / 1000 + 27 * 86400);
      expect(() => stripe.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_other')).toThrow();

      // Paying twice does not make a second subscription.
      await fetch(session.url!, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card: '4242' }) });
      expect(standIn.state.subscriptions.size).toBe(1);

      const cancelled = await stripe.subscriptions.cancel(sub.id);
      expect(cancelled.status).toBe('canceled');
      await standIn.settled();
      expect(received.map((r) => JSON.parse(r.body).type).at(-1)).toBe('customer.subscription.deleted');
    } finally {
      sink.closeAllConnections();
      await new Promise((r) => sink.close(r));
    }
  });
});

describe('billing settings and state', () => {
  it('points the SDK at STRIPE_API_URL, or at Stripe when only a key is set', () => {
    expect(stripeClientOptions({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    const real = stripeClientOptions({ STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(real.host).toBeUndefined();
    expect(() => createStripeClient({})).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('is active exactly while the period end is in the future', () => {
    const now = new Date('2026-10-01T12:00:00Z');
    expect(isSubscriptionActive({ subscription_current_period_end: '2026-10-01T12:00:01.000Z' }, now)).toBe(true);
    expect(isSubscriptionActive({ subscription_current_period_end: '2026-10-01T12:00:00.000Z' }, now)).toBe(false);
    expect(isSubscriptionActive({ subscription_current_period_end: null }, now)).toBe(false);
    expect(isSubscriptionActive({ subscription_current_period_end: 'garbage' }, now)).toBe(false);
    expect(isSubscriptionActive(null, now)).toBe(false);
    expect(tierFromLookupKey('standard_monthly')).toBe('standard');
    expect(tierFromLookupKey('pro_yearly')).toBe('pro');
  });
});

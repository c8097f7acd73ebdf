// The Stripe stand-in's Checkout: the Checkout Sessions API and the hosted checkout page whose
// Pay button subscribes (card 4000 0000 0000 0002 is declined, as in Stripe test mode).
import type { Express, Router } from 'express';
import { PLAN } from '../../server/billing/plan';
import type { StripeCore } from './core';
import { type CheckoutSession, newId } from './objects';
import { checkoutPage } from './pages';
import { SessionCreate, StripeApiError, handle, param, parse, sendPage } from './requests';
import { type SessionRecord, mustGet } from './state';

export function checkoutApi(api: Router, core: StripeCore): void {
  const { state, nowS } = core;
  api.post(
    '/checkout/sessions',
    handle((req) => {
      const p = parse(SessionCreate, req.body);
      if (p.customer) mustGet(state.customers, p.customer, 'customer');
      let amount = 0;
      for (const li of p.line_items) {
        const price = mustGet(state.prices, li.price, 'price');
        if (!price.recurring) throw new StripeApiError(400, 'mode=subscription needs recurring prices.', 'line_items');
        amount += (price.unit_amount ?? 0) * li.quantity;
      }
      const id = newId('cs_test');
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `${core.baseUrl()}/pay/${id}`,
        success_url: p.success_url.replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: p.cancel_url ?? null,
        client_reference_id: p.client_reference_id ?? null,
        metadata: p.metadata ?? {},
        created: nowS(),
        expires_at: nowS() + 24 * 3600,
        livemode: false,
        currency: PLAN.currency,
        amount_subtotal: amount,
        amount_total: amount,
        customer: p.customer ?? null,
        customer_email: p.customer_email ?? null,
        subscription: null,
      };
      state.sessions.set(id, {
        session,
        lineItems: p.line_items,
        subscriptionMetadata: p.subscription_data?.metadata ?? {},
      });
      return session;
    }),
  );
  api.get(
    '/checkout/sessions/:id',
    handle((req) => mustGet(state.sessions, param(req, 'id'), 'checkout.session').session),
  );
  api.post(
    '/checkout/sessions/:id/expire',
    handle((req) => {
      const { session } = mustGet(state.sessions, param(req, 'id'), 'checkout.session');
      if (session.status !== 'open') {
        throw new StripeApiError(400, `Only open Checkout Sessions can be expired; this one is ${session.status}.`);
      }
      session.status = 'expired';
      return session;
    }),
  );
}

export function checkoutPages(app: Express, core: StripeCore): void {
  const { state } = core;
  const pageFor = (record: SessionRecord, error?: string) =>
    checkoutPage({
      session: record.session,
      productName: PLAN.productName,
      quantity: record.lineItems.reduce((n, li) => n + li.quantity, 0),
      unitAmount: state.prices.get(record.lineItems[0]?.price ?? '')?.unit_amount ?? PLAN.unitAmountCents,
      email: record.session.customer_email ?? (record.session.customer ? (state.customers.get(record.session.customer)?.email ?? null) : null),
      error,
    });
  app.get('/pay/:id', (req, res) => {
    const record = state.sessions.get(param(req, 'id'));
    if (!record) return sendPage(res, '<h1>Checkout not found</h1>', 404);
    sendPage(res, pageFor(record));
  });
  app.post('/pay/:id', async (req, res, next) => {
    const record = state.sessions.get(param(req, 'id'));
    if (!record) return sendPage(res, '<h1>Checkout not found</h1>', 404);
    const card = String((req.body as Record<string, unknown>)?.card ?? '').replace(/\D/g, '');
    // Stripe's test card that is always declined.
    if (card === '4000000000000002') return sendPage(res, pageFor(record, 'Your card was declined.'), 402);
    try {
      if (record.session.status === 'expired') return sendPage(res, pageFor(record), 410);
      await core.cycle.pay(record.session.id);
      res.redirect(303, record.session.success_url ?? '/');
    } catch (err) {
      next(err);
    }
  });
}

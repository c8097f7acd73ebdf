// The Stripe stand-in's billing cycle: a paid Checkout Session becomes a subscription and its
// invoice; quantity changes prorate; a period ends by renewing or by cancelling.
import type { z } from 'zod';
import { PLAN } from '../../server/billing/plan';
import { type Customer, type Invoice, type InvoiceItem, type StandInEvent, type Subscription, addMonth, list, newId } from './objects';
import { type ProrationBehavior, StripeApiError } from './requests';
import { type SessionRecord, type StandInState, mustGet } from './state';
import type { Webhooks } from './webhooks';

export type BillingCycle = ReturnType<typeof createBillingCycle>;

export function createBillingCycle({ state, nowS, webhooks }: { state: StandInState; nowS: () => number; webhooks: Pick<Webhooks, 'makeEvent' | 'send'> }) {
  const { makeEvent, send } = webhooks;

  function createSubscription(record: SessionRecord, customerId: string): { sub: Subscription; invoice: Invoice } {
    const start = nowS();
    const end = addMonth(start);
    const subId = newId('sub');
    const items = record.lineItems.map((li) => ({
      id: newId('si'),
      object: 'subscription_item' as const,
      created: start,
      current_period_start: start,
      current_period_end: end,
      metadata: {},
      quantity: li.quantity,
      subscription: subId,
      price: mustGet(state.prices, li.price, 'price'),
    }));
    const sub: Subscription = {
      id: subId,
      object: 'subscription',
      status: 'active',
      metadata: record.subscriptionMetadata,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      collection_method: 'charge_automatically',
      currency: PLAN.currency,
      livemode: false,
      customer: customerId,
      latest_invoice: null,
      items: list(items, `/v1/subscription_items?subscription=${subId}`),
    };
    const invoice = makeInvoice(sub, start, end, 'subscription_create');
    sub.latest_invoice = invoice.id;
    state.subscriptions.set(sub.id, sub);
    return { sub, invoice };
  }

  function makeInvoice(sub: Subscription, start: number, end: number, reason: Invoice['billing_reason']): Invoice {
    const lines = sub.items.data.map((item) => ({
      id: newId('il'),
      object: 'line_item' as const,
      amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      currency: item.price.currency,
      description: `${item.quantity ?? 1} × ${PLAN.productName}`,
      quantity: item.quantity ?? 1,
      period: { start, end },
      livemode: false,
      metadata: {},
    }));
    // Pending prorations (quantity changes since the last invoice) are billed with this one.
    const pending = [...state.invoiceItems.values()].filter((ii) => ii.invoice === null && ii.parent.subscription_details.subscription === sub.id);
    for (const ii of pending) {
      lines.push({
        id: newId('il'),
        object: 'line_item' as const,
        amount: ii.amount,
        currency: ii.currency,
        description: ii.description ?? 'Proration',
        quantity: ii.quantity,
        period: { ...ii.period },
        livemode: false,
        metadata: {},
      });
    }
    const total = lines.reduce((n, l) => n + l.amount, 0);
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      status: 'paid',
      amount_due: total,
      amount_paid: total,
      amount_remaining: 0,
      currency: sub.currency,
      created: nowS(),
      livemode: false,
      period_start: start,
      period_end: start,
      billing_reason: reason,
      customer: sub.customer,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: list(lines, `/v1/invoices/${'pending'}/lines`),
    };
    invoice.lines.url = `/v1/invoices/${invoice.id}/lines`;
    for (const ii of pending) ii.invoice = invoice.id;
    state.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /**
   * Sets an item's quantity the way Stripe does: with create_prorations (the default) the unused
   * share of the current period becomes a pending invoice item (a charge for more leagues, a
   * credit for fewer), billed with the next invoice; always_invoice bills it at once; none skips
   * it. Returns the events to send.
   */
  function changeQuantity(
    sub: Subscription,
    itemId: string,
    quantity: number,
    behavior: z.output<typeof ProrationBehavior> = 'create_prorations',
  ): StandInEvent[] {
    const item = sub.items.data.find((i) => i.id === itemId);
    if (!item) throw new StripeApiError(400, `Subscription item ${itemId} is not part of subscription ${sub.id}.`, 'items');
    const before = item.quantity ?? 1;
    if (before === quantity) return [];
    const now = nowS();
    const { current_period_start: start, current_period_end: end } = item;
    const unused = end > start ? Math.max(0, Math.min(1, (end - now) / (end - start))) : 0;
    const delta = quantity - before;
    item.quantity = quantity;
    const events: StandInEvent[] = [];
    if (behavior !== 'none') {
      const unit = item.price.unit_amount ?? 0;
      const proration: InvoiceItem = {
        id: newId('ii'),
        object: 'invoiceitem',
        amount: Math.round(unit * delta * unused),
        currency: item.price.currency,
        customer: sub.customer,
        date: now,
        description: `${delta > 0 ? 'Remaining time on' : 'Unused time on'} ${Math.abs(delta)} × ${PLAN.productName} after ${now}`,
        invoice: null,
        livemode: false,
        metadata: {},
        period: { start: now, end },
        proration: true,
        quantity: Math.abs(delta),
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, subscription_item: item.id } },
      };
      state.invoiceItems.set(proration.id, proration);
      if (behavior === 'always_invoice') {
        // Only the prorations: the items themselves are billed at the next renewal.
        const invoice = makeInvoice({ ...sub, items: list([], sub.items.url) }, now, end, 'subscription_update');
        sub.latest_invoice = invoice.id;
        events.push(makeEvent('invoice.paid', invoice));
      }
    }
    return events;
  }

  async function pay(sessionId: string): Promise<Subscription> {
    const record = mustGet(state.sessions, sessionId, 'checkout.session');
    const { session } = record;
    if (session.status === 'complete' && session.subscription) {
      return mustGet(state.subscriptions, session.subscription, 'subscription');
    }
    if (session.status !== 'open') throw new StripeApiError(400, 'This Checkout Session is no longer open.');
    let customerId = session.customer;
    if (!customerId) {
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        created: nowS(),
        email: session.customer_email,
        name: null,
        description: null,
        metadata: {},
        livemode: false,
      };
      state.customers.set(customer.id, customer);
      customerId = customer.id;
    }
    const { sub, invoice } = createSubscription(record, customerId);
    Object.assign(session, { status: 'complete', payment_status: 'paid', customer: customerId, subscription: sub.id });
    // Stripe does not promise an order; this is the usual one.
    await send([makeEvent('checkout.session.completed', session), makeEvent('customer.subscription.created', sub), makeEvent('invoice.paid', invoice)]);
    return sub;
  }

  function cancelNow(sub: Subscription): StandInEvent {
    const at = nowS();
    Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? at, ended_at: at, cancel_at_period_end: false });
    return makeEvent('customer.subscription.deleted', sub);
  }

  function setCancelAtPeriodEnd(sub: Subscription, cancel: boolean): StandInEvent | null {
    if (sub.cancel_at_period_end === cancel) return null;
    const previous = { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at, canceled_at: sub.canceled_at };
    sub.cancel_at_period_end = cancel;
    sub.cancel_at = cancel ? (sub.items.data[0]?.current_period_end ?? null) : null;
    sub.canceled_at = cancel ? nowS() : null;
    return makeEvent('customer.subscription.updated', sub, previous);
  }

  async function endPeriod(subscriptionId: string): Promise<Subscription> {
    const sub = mustGet(state.subscriptions, subscriptionId, 'subscription');
    if (sub.status === 'canceled') return sub;
    if (sub.cancel_at_period_end) {
      await send([cancelNow(sub)]);
      return sub;
    }
    const start = sub.items.data[0]?.current_period_end ?? nowS();
    const end = addMonth(start);
    const previous = { items: structuredClone(sub.items) };
    for (const item of sub.items.data) Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = makeInvoice(sub, start, end, 'subscription_cycle');
    sub.latest_invoice = invoice.id;
    await send([makeEvent('invoice.paid', invoice), makeEvent('customer.subscription.updated', sub, previous)]);
    return sub;
  }

  return { changeQuantity, pay, cancelNow, setCancelAtPeriodEnd, endPeriod };
}

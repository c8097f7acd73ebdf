// A local stand-in for the Stripe API, for the demo and the tests (no Stripe mock can be
// installed here). It answers, over real HTTP and in Stripe's shapes, the calls the product makes
// (customers, prices by lookup key, Checkout Sessions, billing portal sessions, subscriptions and
// their item quantities, with prorations billed on the next invoice),
// serves a hosted checkout page and a portal page, and sends correctly signed webhooks back.
// The stripe SDK reaches it with `new Stripe(key, { host, port, protocol: 'http' })`.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import Stripe from 'stripe';
import { z } from 'zod';
import { PLAN } from '../../server/billing/plan';
import {
  type CheckoutSession,
  type Customer,
  type EventType,
  type Invoice,
  type InvoiceItem,
  type PortalSession,
  type Price,
  type Product,
  type StandInEvent,
  type Subscription,
  addMonth,
  list,
  newId,
} from './objects';
import { checkoutPage, portalPage } from './pages';

export type StripeStandInOptions = {
  port?: number;
  host?: string;
  /** Where webhooks go (the app's /api/stripe/webhook); can also be set later with setWebhookUrl. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Clock in epoch ms, so tests can move time. */
  now?: () => number;
  log?: (message: string) => void;
};

export type ReceivedRequest = { method: string; path: string; params: Record<string, unknown> };

export type Delivery = {
  event: StandInEvent;
  payload: string;
  signature: string;
  status: number | null;
  error?: string;
};

type SessionRecord = {
  session: CheckoutSession;
  lineItems: { price: string; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
};

export type StandInState = {
  customers: Map<string, Customer>;
  products: Map<string, Product>;
  prices: Map<string, Price>;
  sessions: Map<string, SessionRecord>;
  portalSessions: Map<string, PortalSession>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  /** Prorations of quantity changes; pending (invoice: null) until the next invoice bills them. */
  invoiceItems: Map<string, InvoiceItem>;
};

export type StripeStandIn = {
  url: string;
  host: string;
  port: number;
  /** API calls received, in order, with their decoded parameters. */
  requests: ReceivedRequest[];
  /** Webhooks sent, with the exact payload and signature (tests replay them). */
  deliveries: Delivery[];
  state: StandInState;
  setWebhookUrl(url: string): void;
  /** What the checkout page's Pay button does. */
  pay(sessionId: string): Promise<Subscription>;
  /** Ends the current period of a subscription: renews it, or ends it if set to cancel. */
  endPeriod(subscriptionId: string): Promise<Subscription>;
  /** Waits until every webhook queued so far has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const Metadata = z.record(z.string(), z.string()).optional();
const FormBool = z.enum(['true', 'false']).transform((v) => v === 'true');
/** Form-encoded arrays come as arrays, or as objects keyed '0', '1', … past qs's array limit. */
const FormArray = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.record(z.string(), item).transform((o) => Object.values(o))]);

const CustomerCreate = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  metadata: Metadata,
});
const PriceList = z.object({
  lookup_keys: FormArray(z.string()).optional(),
  active: FormBool.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
const SessionCreate = z.object({
  mode: z.literal('subscription', { error: 'The stand-in supports mode=subscription only.' }),
  customer: z.string().optional(),
  customer_email: z.string().optional(),
  client_reference_id: z.string().optional(),
  line_items: FormArray(z.object({ price: z.string(), quantity: z.coerce.number().int().min(1).max(10_000) })).pipe(
    z.array(z.object({ price: z.string(), quantity: z.number() })).min(1, 'line_items is required.'),
  ),
  success_url: z.string().url(),
  cancel_url: z.string().url().optional(),
  metadata: Metadata,
  subscription_data: z.object({ metadata: Metadata }).optional(),
});
const PortalCreate = z.object({ customer: z.string(), return_url: z.string().url().optional() });
const ProrationBehavior = z.enum(['create_prorations', 'none', 'always_invoice']);
const SubscriptionUpdate = z.object({
  cancel_at_period_end: FormBool.optional(),
  metadata: Metadata,
  items: FormArray(
    z.object({
      id: z.string().optional(),
      price: z.string().optional(),
      quantity: z.coerce.number().int().min(0).max(10_000).optional(),
      deleted: FormBool.optional(),
    }),
  ).optional(),
  proration_behavior: ProrationBehavior.optional(),
});
const SubscriptionItemUpdate = z.object({
  quantity: z.coerce.number().int().min(0).max(10_000).optional(),
  proration_behavior: ProrationBehavior.optional(),
  metadata: Metadata,
});
const InvoiceItemList = z.object({ customer: z.string().optional(), pending: FormBool.optional() });
const SubscriptionList = z.object({ customer: z.string().optional(), status: z.string().optional() });
const PortalAction = z.object({ subscription: z.string() });

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const nowMs = options.now ?? Date.now;
  const nowS = () => Math.floor(nowMs() / 1000);
  const log = options.log ?? (() => {});
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  const state: StandInState = {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    sessions: new Map(),
    portalSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoiceItems: new Map(),
  };
  const requests: ReceivedRequest[] = [];
  const deliveries: Delivery[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();

  // The catalogue the operator creates in real Stripe (docs/billing.md).
  const product: Product = {
    id: newId('prod'),
    object: 'product',
    active: true,
    name: PLAN.productName,
    description: PLAN.description,
    created: nowS(),
    livemode: false,
    metadata: {},
  };
  state.products.set(product.id, product);
  const planPrice: Price = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: nowS(),
    currency: PLAN.currency,
    livemode: false,
    lookup_key: PLAN.lookupKey,
    metadata: {},
    nickname: 'Standard monthly, per league',
    product: product.id,
    recurring: { interval: PLAN.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: PLAN.unitAmountCents,
  };
  state.prices.set(planPrice.id, planPrice);

  // Webhooks go out one at a time, in the order they were made, like a single Stripe endpoint.
  let queue: Promise<void> = Promise.resolve();
  const makeEvent = (type: EventType, object: StandInEvent['data']['object'], previous?: Record<string, unknown>): StandInEvent => ({
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowS(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
  });
  const deliver = async (event: StandInEvent): Promise<void> => {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
      // Signatures carry the real delivery time: receivers check it against their own clock.
      timestamp: Math.floor(Date.now() / 1000),
    });
    const delivery: Delivery = { event, payload, signature, status: null };
    deliveries.push(delivery);
    if (!webhookUrl) {
      delivery.error = 'no webhook URL set';
      return;
    }
    // A few quick retries on server errors, as Stripe retries (over days) until a 2xx.
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
        delivery.status = res.status;
        await res.arrayBuffer();
        if (res.status < 500) break;
      } catch (err) {
        delivery.error = err instanceof Error ? err.message : String(err);
      }
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
    log(`stripe stand-in: ${event.type} ${event.id} → ${delivery.status ?? delivery.error}`);
  };
  const send = (events: StandInEvent[]): Promise<void> => {
    queue = queue.then(async () => {
      for (const e of events) await deliver(e);
    });
    return queue;
  };

  const mustGet = <T>(map: Map<string, T>, id: string, what: string): T => {
    const v = map.get(id);
    if (!v) throw new StripeApiError(404, `No such ${what}: '${id}'`, 'id');
    return v;
  };

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

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(express.urlencoded({ extended: true, limit: '256kb' }));

  // The API: Bearer secret key, form-encoded bodies, Stripe's error shape, idempotency keys.
  const api = express.Router();
  api.use((req, res, next) => {
    const params = (req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body) as Record<string, unknown>;
    requests.push({ method: req.method, path: req.path, params: structuredClone(params ?? {}) });
    const auth = req.get('authorization') ?? '';
    if (!/^Bearer sk_(test|live)_\S+$/.test(auth)) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
    const seen = key ? idempotent.get(key) : undefined;
    if (seen) {
      res.status(seen.status).json(seen.body);
      return;
    }
    if (key) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        idempotent.set(key, { status: res.statusCode, body });
        return json(body);
      };
    }
    next();
  });
  /** Stripe's metadata update: keys merge, and a key set to '' is removed. */
  const mergeMetadata = (current: Record<string, string> | null, update: Record<string, string>) => {
    const merged: Record<string, string> = { ...(current ?? {}), ...update };
    for (const [k, v] of Object.entries(update)) if (v === '') delete merged[k];
    return merged;
  };
  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
    const r = schema.safeParse(value ?? {});
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new StripeApiError(400, `Invalid request: ${issue.path.join('.')} ${issue.message}`, issue.path.join('.'));
    }
    return r.data;
  };
  type Handler = (req: Request, res: Response) => unknown | Promise<unknown>;
  const handle = (fn: Handler) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = await fn(req, res);
      if (!res.headersSent) res.json(body);
    } catch (err) {
      next(err);
    }
  };
  const param = (req: Request, name: string) => String(req.params[name]);

  api.post(
    '/customers',
    handle((req) => {
      const p = parse(CustomerCreate, req.body);
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        created: nowS(),
        email: p.email ?? null,
        name: p.name ?? null,
        description: p.description ?? null,
        metadata: p.metadata ?? {},
        livemode: false,
      };
      state.customers.set(customer.id, customer);
      return customer;
    }),
  );
  api.get(
    '/customers/:id',
    handle((req) => mustGet(state.customers, param(req, 'id'), 'customer')),
  );

  api.get(
    '/prices',
    handle((req) => {
      const p = parse(PriceList, req.query);
      const found = [...state.prices.values()].filter(
        (price) =>
          (!p.lookup_keys || (price.lookup_key !== null && p.lookup_keys.includes(price.lookup_key))) && (p.active === undefined || price.active === p.active),
      );
      return list(found.slice(0, p.limit ?? 10), '/v1/prices');
    }),
  );
  api.get(
    '/prices/:id',
    handle((req) => mustGet(state.prices, param(req, 'id'), 'price')),
  );

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
        url: `${baseUrl}/pay/${id}`,
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

  api.post(
    '/billing_portal/sessions',
    handle((req) => {
      const p = parse(PortalCreate, req.body);
      mustGet(state.customers, p.customer, 'customer');
      const id = newId('bps');
      const portal: PortalSession = {
        id,
        object: 'billing_portal.session',
        created: nowS(),
        customer: p.customer,
        livemode: false,
        return_url: p.return_url ?? null,
        url: `${baseUrl}/portal/${id}`,
      };
      state.portalSessions.set(id, portal);
      return portal;
    }),
  );

  api.get(
    '/subscriptions',
    handle((req) => {
      const p = parse(SubscriptionList, req.query);
      const subs = [...state.subscriptions.values()].filter(
        (s) => (!p.customer || s.customer === p.customer) && (p.status ? p.status === 'all' || s.status === p.status : s.status !== 'canceled'),
      );
      return list(subs, '/v1/subscriptions');
    }),
  );
  api.get(
    '/subscriptions/:id',
    handle((req) => mustGet(state.subscriptions, param(req, 'id'), 'subscription')),
  );
  api.post(
    '/subscriptions/:id',
    handle((req) => {
      const sub = mustGet(state.subscriptions, param(req, 'id'), 'subscription');
      const p = parse(SubscriptionUpdate, req.body);
      if (sub.status === 'canceled') throw new StripeApiError(400, 'A canceled subscription can only update its metadata.');
      const previous = { items: structuredClone(sub.items), metadata: { ...sub.metadata } };
      if (p.metadata) sub.metadata = mergeMetadata(sub.metadata, p.metadata);
      const events: StandInEvent[] = [];
      for (const change of p.items ?? []) {
        if (!change.id || change.price || change.deleted || change.quantity === undefined) {
          throw new StripeApiError(400, 'The stand-in changes the quantity of an existing item only (items[][id] and items[][quantity]).', 'items');
        }
        events.push(...changeQuantity(sub, change.id, change.quantity, p.proration_behavior));
      }
      const changed =
        events.length > 0 || JSON.stringify(previous.items) !== JSON.stringify(sub.items) || JSON.stringify(previous.metadata) !== JSON.stringify(sub.metadata);
      if (changed) events.unshift(makeEvent('customer.subscription.updated', sub, previous));
      const cancel = p.cancel_at_period_end === undefined ? null : setCancelAtPeriodEnd(sub, p.cancel_at_period_end);
      if (cancel) events.push(cancel);
      if (events.length) void send(events);
      return sub;
    }),
  );
  api.post(
    '/subscription_items/:id',
    handle((req) => {
      const id = param(req, 'id');
      const sub = [...state.subscriptions.values()].find((s) => s.items.data.some((i) => i.id === id));
      if (!sub) throw new StripeApiError(404, `No such subscription_item: '${id}'`, 'id');
      if (sub.status === 'canceled') throw new StripeApiError(400, 'The subscription of this item is canceled.');
      const p = parse(SubscriptionItemUpdate, req.body);
      const item = sub.items.data.find((i) => i.id === id)!;
      const previous = { items: structuredClone(sub.items) };
      if (p.metadata) item.metadata = mergeMetadata(item.metadata, p.metadata);
      const events = p.quantity === undefined ? [] : changeQuantity(sub, id, p.quantity, p.proration_behavior);
      if (JSON.stringify(previous.items) !== JSON.stringify(sub.items)) events.unshift(makeEvent('customer.subscription.updated', sub, previous));
      if (events.length) void send(events);
      return item;
    }),
  );
  api.get(
    '/invoiceitems',
    handle((req) => {
      const p = parse(InvoiceItemList, req.query);
      const items = [...state.invoiceItems.values()].filter(
        (ii) => (!p.customer || ii.customer === p.customer) && (p.pending === undefined || (ii.invoice === null) === p.pending),
      );
      return list(items, '/v1/invoiceitems');
    }),
  );
  api.delete(
    '/subscriptions/:id',
    handle((req) => {
      const sub = mustGet(state.subscriptions, param(req, 'id'), 'subscription');
      if (sub.status === 'canceled') throw new StripeApiError(400, 'This subscription is already canceled.');
      void send([cancelNow(sub)]);
      return sub;
    }),
  );
  api.use((req, res) => {
    res.status(404).json({
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: /v1${req.path}).` },
    });
  });
  app.use('/v1', api);

  // The hosted pages.
  const sendPage = (res: Response, html: string, status = 200) => res.status(status).type('html').send(html);
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
      await pay(record.session.id);
      res.redirect(303, record.session.success_url ?? '/');
    } catch (err) {
      next(err);
    }
  });
  const portalView = (portal: PortalSession, notice?: string) =>
    portalPage({
      portalId: portal.id,
      email: state.customers.get(portal.customer)?.email ?? null,
      returnUrl: portal.return_url,
      subscriptions: [...state.subscriptions.values()].filter((s) => s.customer === portal.customer),
      unitAmount: planPrice.unit_amount ?? PLAN.unitAmountCents,
      notice,
    });
  app.get('/portal/:id', (req, res) => {
    const portal = state.portalSessions.get(param(req, 'id'));
    if (!portal) return sendPage(res, '<h1>Portal session not found</h1>', 404);
    sendPage(res, portalView(portal));
  });
  app.post('/portal/:id/:action', async (req, res) => {
    const portal = state.portalSessions.get(param(req, 'id'));
    const action = param(req, 'action');
    const body = PortalAction.safeParse(req.body);
    const sub = body.success ? state.subscriptions.get(body.data.subscription) : undefined;
    if (!portal || !sub || sub.customer !== portal.customer || !['cancel', 'cancel-now'].includes(action)) {
      return sendPage(res, '<h1>Not found</h1>', 404);
    }
    if (sub.status !== 'canceled') {
      const event = action === 'cancel' ? setCancelAtPeriodEnd(sub, true) : cancelNow(sub);
      if (event) await send([event]);
    }
    sendPage(res, portalView(portal, action === 'cancel' ? 'Your subscription will end with the current period.' : 'Your subscription is cancelled.'));
  });

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof StripeApiError) {
      res.status(err.status).json({ error: { type: 'invalid_request_error', message: err.message, param: err.param } });
    } else {
      log(`stripe stand-in error: ${err instanceof Error ? err.stack : String(err)}`);
      res.status(500).json({ error: { type: 'api_error', message: 'The stand-in failed.' } });
    }
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    host,
    port,
    requests,
    deliveries,
    state,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    pay,
    endPeriod,
    settled: async () => {
      // Deliveries queued while waiting are awaited too.
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    close: async () => {
      await queue.catch(() => {});
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

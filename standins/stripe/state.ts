// What the Stripe stand-in holds: its objects by id, and the catalogue the operator creates in
// real Stripe (docs/billing.md), made at start.
import { PLAN } from '../../server/billing/plan';
import { StripeApiError } from './requests';
import {
  type CheckoutSession,
  type Customer,
  type Invoice,
  type InvoiceItem,
  type PortalSession,
  type Price,
  type Product,
  type Subscription,
  newId,
} from './objects';

/** A Checkout Session with what paying it subscribes to. */
export type SessionRecord = {
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

/** A fresh state holding the plan's product and price. */
export function createState(nowS: () => number): { state: StandInState; planPrice: Price } {
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
  return { state, planPrice };
}

/** The object of an id, or Stripe's 404. */
export function mustGet<T>(map: Map<string, T>, id: string, what: string): T {
  const v = map.get(id);
  if (!v) throw new StripeApiError(404, `No such ${what}: '${id}'`, 'id');
  return v;
}

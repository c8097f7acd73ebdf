// The Stripe objects the stand-in keeps, typed with the stripe SDK's own types (the fields the
// product and Stripe's webhooks use), and the small builders that make them.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'name' | 'description' | 'metadata' | 'livemode'>;

export type Product = Pick<Stripe.Product, 'id' | 'object' | 'active' | 'name' | 'description' | 'created' | 'livemode' | 'metadata'>;

export type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'recurring'
  | 'type'
  | 'unit_amount'
> & { product: string };

export type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'url'
  | 'success_url'
  | 'cancel_url'
  | 'client_reference_id'
  | 'metadata'
  | 'created'
  | 'expires_at'
  | 'livemode'
  | 'currency'
  | 'amount_subtotal'
  | 'amount_total'
> & { customer: string | null; customer_email: string | null; subscription: string | null };

export type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'metadata' | 'quantity' | 'subscription'
> & { price: Price };

export type List<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export type Subscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'status'
  | 'metadata'
  | 'cancel_at_period_end'
  | 'cancel_at'
  | 'canceled_at'
  | 'ended_at'
  | 'created'
  | 'start_date'
  | 'billing_cycle_anchor'
  | 'collection_method'
  | 'currency'
  | 'livemode'
> & { customer: string; latest_invoice: string | null; items: List<SubscriptionItem> };

export type InvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  'id' | 'object' | 'amount' | 'currency' | 'description' | 'quantity' | 'period' | 'livemode' | 'metadata'
>;

export type Invoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'status'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'currency'
  | 'created'
  | 'livemode'
  | 'period_start'
  | 'period_end'
  | 'billing_reason'
> & {
  customer: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Stripe.Metadata | null };
  };
  lines: List<InvoiceLine>;
};

/** A pending charge or credit, e.g. the proration of a quantity change, billed with the next invoice. */
export type InvoiceItem = Pick<
  Stripe.InvoiceItem,
  'id' | 'object' | 'amount' | 'currency' | 'date' | 'description' | 'livemode' | 'metadata' | 'period' | 'proration' | 'quantity'
> & {
  customer: string;
  /** The invoice that billed it; null while pending. */
  invoice: string | null;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; subscription_item: string } };
};

export type PortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'created' | 'customer' | 'livemode' | 'return_url' | 'url'>;

export type EventType = Stripe.Event['type'];

/** A webhook event as the stand-in sends it (Stripe's snapshot event shape). */
export type StandInEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: EventType;
  data: { object: CheckoutSession | Subscription | Invoice; previous_attributes?: Record<string, unknown> };
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: `cus_…`, `cs_test_…`, `sub_…`. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

/** The same day one month later (clamped to the month's last day, as Stripe bills). */
export function addMonth(epochSeconds: number): number {
  const d = new Date(epochSeconds * 1000);
  const day = d.getUTCDate();
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

export function list<T>(data: T[], url: string): List<T> {
  return { object: 'list', data, has_more: false, url };
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

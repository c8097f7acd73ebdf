// The parts of Stripe objects billing reads, checked with zod. Webhook payloads are rendered in
// the webhook endpoint's API version, so the older places of a few fields are accepted too
// (subscription.current_period_end before 2025-03-31, invoice.subscription before 2025-03-31).
import { z } from 'zod';
import { tierFromLookupKey } from './plan';

const Id = z.string().min(1);
/** A field Stripe may send as an id or, when expanded, as the object. */
const Expandable = z.union([Id, z.object({ id: Id })]).transform((v) => (typeof v === 'string' ? v : v.id));
const Metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

const SubscriptionItemObject = z.object({
  quantity: z.number().int().nullish(),
  current_period_end: z.number().nullish(),
  price: z.object({
    id: Id,
    lookup_key: z.string().nullish(),
    recurring: z.object({ interval: z.string() }).nullish(),
  }),
});

export const SubscriptionObject = z.object({
  id: Id,
  customer: Expandable,
  status: z.string().min(1),
  metadata: Metadata,
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: z.number().nullish(),
  ended_at: z.number().nullish(),
  canceled_at: z.number().nullish(),
  items: z.object({ data: z.array(SubscriptionItemObject).min(1) }),
});

export const CheckoutSessionObject = z.object({
  id: Id,
  mode: z.string(),
  customer: Expandable.nullish(),
  subscription: Expandable.nullish(),
  client_reference_id: z.string().nullish(),
  metadata: Metadata,
});

export const InvoiceObject = z.object({
  id: Id,
  customer: Expandable.nullish(),
  subscription: Expandable.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: Expandable }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }).nullish(),
});

/** A subscription reduced to what billing stores. */
export type SubscriptionFacts = {
  id: string;
  customerId: string;
  status: string;
  metadata: Record<string, string>;
  tier: string;
  interval: string | null;
  quantity: number;
  /** ISO end of the paid period; for an ended subscription, when it ended. */
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
};

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function subscriptionFacts(raw: unknown, eventCreated: number): SubscriptionFacts {
  const s = SubscriptionObject.parse(raw);
  const item = s.items.data[0];
  const itemEnds = s.items.data.map((i) => i.current_period_end ?? 0);
  const paidUntil = Math.max(s.current_period_end ?? 0, ...itemEnds);
  const ended = s.status === 'canceled' || s.status === 'incomplete_expired';
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    metadata: s.metadata,
    tier: tierFromLookupKey(item.price.lookup_key),
    interval: item.price.recurring?.interval ?? null,
    quantity: s.items.data.reduce((n, i) => n + (i.quantity ?? 1), 0),
    periodEnd: ended ? iso(s.ended_at ?? s.canceled_at ?? eventCreated) : iso(paidUntil),
    cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
  };
}

export type InvoiceFacts = {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** ISO end of the latest period the invoice covers. */
  periodEnd: string | null;
};

export function invoiceFacts(raw: unknown): InvoiceFacts {
  const inv = InvoiceObject.parse(raw);
  const ends = (inv.lines?.data ?? []).map((l) => l.period.end);
  return {
    id: inv.id,
    customerId: inv.customer ?? null,
    subscriptionId: inv.parent?.subscription_details?.subscription ?? inv.subscription ?? null,
    periodEnd: ends.length ? iso(Math.max(...ends)) : null,
  };
}

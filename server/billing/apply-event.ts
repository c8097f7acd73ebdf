// What each Stripe event does to our records. Runs inside one SQLite transaction together with
// storing the event's id, so an event is applied exactly once. Replayed or out-of-order events
// change nothing: state comes from the object inside the event, an event older than the stored
// state is ignored, an ended subscription stays ended, and a paid period never moves backwards.
import crypto from 'node:crypto';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { BillingContext } from '../app-context';
import type { Database } from '../db/database';
import { CheckoutSessionObject, type SubscriptionFacts, invoiceFacts, subscriptionFacts } from './stripe-objects';
import {
  type CheckoutRow,
  checkoutLeagueIds,
  extendSubscriptionPeriod,
  findCheckout,
  getSubscription,
  getUser,
  isEventStored,
  keepCustomerId,
  leagueIdsByPlatformIds,
  linkSubscriptionLeagues,
  markCheckout,
  markPaymentFailed,
  paidLeagueIds,
  refreshUserBilling,
  storeEvent,
  unlinkSubscriptionLeague,
  userIdByCustomer,
  writeSubscription,
} from './store';

/** The part of a Stripe event billing reads (a Stripe.Event satisfies it). */
export type IncomingEvent = Pick<Stripe.Event, 'id' | 'type' | 'created'> & { data: { object: unknown } };

export type ApplyContext = {
  /** The subscription as retrieved from Stripe just before, when the event alone cannot tell its state. */
  fetched?: SubscriptionFacts;
};

export type ProcessResult = {
  duplicate: boolean;
  outcome: string;
  /** The event is signed but malformed: recorded with a `rejected: …` outcome, nothing applied. */
  rejected?: boolean;
  /** The id it is recorded under (a `malformed_…` id when the event has none). */
  eventId?: string;
  eventType?: string;
  /** Leagues this made paid (they were not before): their first recap can start at once. */
  activatedLeagueIds?: number[];
};

/** What every Stripe event has around its object. */
const EventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative().max(253402300799),
  data: z.object({ object: z.unknown() }),
});

/** "items.data: Invalid input: expected array, received undefined" — for the operator. */
function zodReason(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * A signed event whose contents cannot be applied will not get better when Stripe delivers it
 * again: it is rejected (recorded, nothing applied, the webhook answers 2xx and alerts) instead of
 * failing with a 5xx that Stripe would retry for days.
 */
function isMalformedData(err: unknown): err is Error {
  return err instanceof z.ZodError || err instanceof RangeError || err instanceof TypeError;
}

function userIdFromHints(db: Database, hints: { metadataUserId?: string; customerId?: string | null; checkoutUserId?: number }): number | null {
  if (hints.checkoutUserId !== undefined) return hints.checkoutUserId;
  const fromMeta = Number(hints.metadataUserId);
  if (Number.isInteger(fromMeta) && fromMeta > 0 && getUser(db, fromMeta)) return fromMeta;
  return hints.customerId ? (userIdByCustomer(db, hints.customerId) ?? null) : null;
}

/**
 * Links a checkout's leagues to its subscription the first time the checkout is seen complete.
 * Later events (and the confirmation page) find it complete and leave the links alone, so a
 * league the member has removed since is not linked again.
 */
function completeCheckout(db: Database, checkout: CheckoutRow, subscriptionId: string | null): void {
  const done = checkout.status === 'complete' && checkout.stripe_subscription_id === subscriptionId;
  if (!done && subscriptionId) linkSubscriptionLeagues(db, subscriptionId, checkoutLeagueIds(db, checkout.id));
  markCheckout(db, checkout.id, 'complete', subscriptionId);
}

/** Leagues a subscription pays for, from our checkout record or the league ids in its metadata. */
function linkLeagues(db: Database, subscriptionId: string, userId: number | null, metadata: Record<string, string>) {
  const checkout = findCheckout(db, { checkoutRef: metadata.checkout_ref });
  if (checkout) {
    completeCheckout(db, checkout, subscriptionId);
  } else if (userId !== null && metadata.platform_league_ids) {
    const ids = metadata.platform_league_ids.split(',').filter(Boolean);
    linkSubscriptionLeagues(db, subscriptionId, leagueIdsByPlatformIds(db, userId, ids));
  }
}

/** Stores a subscription's state unless what is stored is newer; returns what happened. */
function applySubscription(db: Database, facts: SubscriptionFacts, eventCreated: number): string {
  const stored = getSubscription(db, facts.id);
  const checkout = findCheckout(db, { checkoutRef: facts.metadata.checkout_ref });
  const userId =
    stored?.user_id ??
    userIdFromHints(db, {
      checkoutUserId: checkout?.user_id,
      metadataUserId: facts.metadata.user_id,
      customerId: facts.customerId,
    });
  if (stored) {
    if (stored.status === 'canceled') return 'ignored: subscription already ended';
    if (eventCreated < stored.last_event_created) return 'ignored: older than the stored state';
    // A renewal's period end may arrive first through invoice.paid; never move it backwards.
    if (facts.status !== 'canceled' && stored.current_period_end && stored.current_period_end > facts.periodEnd) {
      facts = { ...facts, periodEnd: stored.current_period_end };
    }
  }
  writeSubscription(db, facts, userId, eventCreated);
  linkLeagues(db, facts.id, userId, facts.metadata);
  if (userId !== null) refreshUserBilling(db, userId);
  return userId === null ? 'stored: no user for this customer' : `applied: ${facts.status} until ${facts.periodEnd}`;
}

export function applyStripeEvent(db: Database, event: IncomingEvent, ctx: ApplyContext = {}): string {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = CheckoutSessionObject.parse(event.data.object);
      if (session.mode !== 'subscription') return 'ignored: not a subscription checkout';
      const checkout = findCheckout(db, {
        checkoutRef: session.metadata.checkout_ref,
        stripeSessionId: session.id,
      });
      const userId = userIdFromHints(db, {
        checkoutUserId: checkout?.user_id,
        metadataUserId: session.metadata.user_id ?? session.client_reference_id ?? undefined,
        customerId: session.customer,
      });
      if (userId !== null && session.customer) keepCustomerId(db, userId, session.customer);
      if (checkout) completeCheckout(db, checkout, session.subscription ?? null);
      if (session.subscription) {
        if (ctx.fetched) return applySubscription(db, ctx.fetched, event.created);
        if (userId !== null) refreshUserBilling(db, userId);
      }
      return checkout ? 'applied: checkout completed' : 'applied: checkout of an unknown session';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(db, subscriptionFacts(event.data.object, event.created), event.created);
    case 'invoice.paid': {
      const inv = invoiceFacts(event.data.object);
      if (!inv.subscriptionId) return 'ignored: invoice without subscription';
      const stored = getSubscription(db, inv.subscriptionId);
      if (!stored) {
        return ctx.fetched ? applySubscription(db, ctx.fetched, event.created) : 'ignored: unknown subscription';
      }
      if (inv.periodEnd && extendSubscriptionPeriod(db, stored.id, inv.periodEnd)) {
        if (stored.user_id !== null) refreshUserBilling(db, stored.user_id);
        return `applied: paid until ${inv.periodEnd}`;
      }
      return 'applied: period already recorded';
    }
    case 'invoice.payment_failed': {
      // Access is not cut here: Stripe retries the payment, and the period end already bounds
      // access. Stripe's own subscription.updated/deleted events carry any change of status.
      const inv = invoiceFacts(event.data.object);
      if (!inv.subscriptionId) return 'ignored: invoice without subscription';
      return markPaymentFailed(db, inv.subscriptionId, new Date(event.created * 1000).toISOString())
        ? 'applied: payment failure noted'
        : 'ignored: unknown subscription';
    }
    default:
      return 'ignored: event type not handled';
  }
}

/** The subscription an event refers to when its own object cannot tell the subscription's state. */
export function subscriptionToFetch(db: Database, event: IncomingEvent): string | null {
  let id: string | null = null;
  if (event.type === 'checkout.session.completed') {
    const s = CheckoutSessionObject.safeParse(event.data.object);
    id = s.success && s.data.mode === 'subscription' ? (s.data.subscription ?? null) : null;
  } else if (event.type === 'invoice.paid') {
    try {
      id = invoiceFacts(event.data.object).subscriptionId;
    } catch {
      id = null;
    }
  }
  return id && !getSubscription(db, id) ? id : null;
}

/**
 * Processes a verified event once. A Stripe read (when needed) happens before the transaction;
 * if it fails this throws, nothing is stored, and Stripe delivers the event again later.
 * A malformed event (no id/type/created/data, or an object billing cannot read) is stored as
 * rejected and answered `rejected: true`; `fingerprint` (e.g. a hash of the body) names one
 * that has no id of its own.
 */
export async function processStripeEvent(
  ctx: Pick<BillingContext, 'db' | 'billing'>,
  event: IncomingEvent,
  opts: { fingerprint?: string } = {},
): Promise<ProcessResult> {
  const { db } = ctx;
  const envelope = EventEnvelope.safeParse(event);
  if (!envelope.success) {
    const e = (typeof event === 'object' && event !== null && !Array.isArray(event) ? event : {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : null);
    const created = Number(e.created);
    return rejectEvent(
      db,
      {
        id: text(e.id) ?? `malformed_${opts.fingerprint ?? crypto.randomUUID()}`,
        type: text(e.type) ?? 'unknown',
        created: Number.isInteger(created) && created >= 0 && created <= 253402300799 ? created : Math.floor(Date.now() / 1000),
      },
      `rejected: malformed event (${zodReason(envelope.error)})`,
    );
  }
  if (isEventStored(db, event.id)) return { duplicate: true, outcome: 'duplicate', eventId: event.id, eventType: event.type };
  const applying: ApplyContext = {};
  const toFetch = subscriptionToFetch(db, event);
  if (toFetch) {
    // Ordered on Stripe's clock, never ours: a fresh read is at least as new as the event that
    // made us read it, and a later event (created after it) must still apply even if our clock
    // runs ahead of Stripe's.
    applying.fetched = subscriptionFacts(await ctx.billing.stripe.subscriptions.retrieve(toFetch), event.created);
  }
  return db.transaction((): ProcessResult => {
    if (isEventStored(db, event.id)) return { duplicate: true, outcome: 'duplicate', eventId: event.id, eventType: event.type };
    let outcome: string;
    let rejected = false;
    const paidBefore = new Set(paidLeagueIds(db));
    try {
      // A savepoint: a malformed object leaves nothing half-applied.
      outcome = db.transaction(() => applyStripeEvent(db, event, applying))();
    } catch (err) {
      if (!isMalformedData(err)) throw err;
      rejected = true;
      outcome = `rejected: malformed ${event.type} object (${err instanceof z.ZodError ? zodReason(err) : err.message})`;
    }
    storeEvent(db, { id: event.id, type: event.type, created: event.created, outcome });
    const activatedLeagueIds = paidLeagueIds(db).filter((id) => !paidBefore.has(id));
    return {
      duplicate: false,
      outcome,
      eventId: event.id,
      eventType: event.type,
      ...(rejected ? { rejected } : {}),
      ...(activatedLeagueIds.length ? { activatedLeagueIds } : {}),
    };
  })();
}

/**
 * Applies a subscription as Stripe answered a change we asked for (leagues added or removed):
 * the links change and the returned state is stored by the same rules as its webhook, in one
 * transaction. The webhook that follows finds the same state and changes nothing more.
 */
export function applySubscriptionChange(
  db: Database,
  subscription: unknown,
  change: { link?: number[]; unlink?: number[] },
): { outcome: string; activatedLeagueIds: number[] } {
  return db.transaction(() => {
    const paidBefore = new Set(paidLeagueIds(db));
    const now = Math.floor(Date.now() / 1000);
    const facts = subscriptionFacts(subscription, now);
    // Stripe's answer to our own request is at least as new as anything stored; it is stored as of
    // the newest event applied so far (not our clock), so Stripe's later events still apply.
    const at = getSubscription(db, facts.id)?.last_event_created ?? now;
    if (change.link?.length) linkSubscriptionLeagues(db, facts.id, change.link);
    for (const leagueId of change.unlink ?? []) unlinkSubscriptionLeague(db, facts.id, leagueId);
    const outcome = applySubscription(db, facts, at);
    return { outcome, activatedLeagueIds: paidLeagueIds(db).filter((id) => !paidBefore.has(id)) };
  })();
}

function rejectEvent(db: Database, e: { id: string; type: string; created: number }, outcome: string): ProcessResult {
  return db.transaction((): ProcessResult => {
    if (isEventStored(db, e.id)) return { duplicate: true, outcome: 'duplicate', eventId: e.id, eventType: e.type };
    storeEvent(db, { ...e, outcome });
    return { duplicate: false, outcome, rejected: true, eventId: e.id, eventType: e.type };
  })();
}

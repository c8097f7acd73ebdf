// One subscription per member. Leagues added after subscribing raise the quantity of that
// subscription, removed ones lower it (Stripe prorates both by default: the next invoice carries
// the difference), and the leagues it covers change with it. And the confirmation page: the
// Checkout Session named by its `session_id` is read from Stripe and applied through the same
// idempotent path as its webhook, so the first recap does not wait for the webhook.
import Stripe from 'stripe';
import { applySubscriptionChange, processStripeEvent } from './apply-event';
import { BillingInputError, createCheckoutSession, leaguesToCharge } from './checkout';
import { PLAN } from './plan';
import {
  type OwnedLeague,
  checkoutLeagueIds,
  findCheckout,
  isLeaguePaid,
  ownedLeagues,
  payingSubscriptionOf,
  subscriptionLeagueIds,
  subscriptionsOf,
} from './store';
import { isPayingStatus } from './subscription-state';
import { notifyActivated } from './webhook-route';
import type { BillingContext } from '../app-context';
import type { Database } from '../db/database';

/** What changing a member's subscription takes from the app's context. */
type SubscriptionContext = Pick<BillingContext, 'db' | 'config' | 'billing' | 'log' | 'onLeaguesActivated'>;

/** Stripe metadata values hold at most 500 characters. */
const METADATA_VALUE_MAX = 500;

// Changes to one member's subscription run one at a time (quantity is set from the leagues linked).
const locks = new Map<number, Promise<unknown>>();
export function withUserLock<T>(userId: number, fn: () => Promise<T>): Promise<T> {
  const previous = locks.get(userId) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(fn);
  const tail = run.catch(() => {});
  locks.set(userId, tail);
  void tail.then(() => {
    if (locks.get(userId) === tail) locks.delete(userId);
  });
  return run;
}

/** The metadata naming a subscription's leagues ('' removes the key when the list is too long). */
function leaguesMetadata(db: Database, userId: number, leagueIds: number[]): Record<string, string> {
  const byId = new Map(ownedLeagues(db, userId).map((l) => [l.id, l.platform_league_id]));
  const list = leagueIds
    .map((id) => byId.get(id))
    .filter(Boolean)
    .join(',');
  return { platform_league_ids: list.length <= METADATA_VALUE_MAX ? list : '' };
}

/** The subscription item of the plan's price (the one whose quantity counts leagues). */
function planItem(sub: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = sub.items.data.find((i) => i.price.lookup_key === PLAN.lookupKey) ?? sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no items`);
  return item;
}

export type SubscriptionChange = {
  subscriptionId: string;
  quantity: number;
  /** Platform ids of every league the subscription now covers. */
  platformLeagueIds: string[];
};

function coveredPlatformIds(db: Database, userId: number, subscriptionId: string): string[] {
  const ids = new Set(subscriptionLeagueIds(db, subscriptionId));
  return ownedLeagues(db, userId)
    .filter((l) => ids.has(l.id))
    .map((l) => l.platform_league_id);
}

/**
 * Adds leagues to the member's paying subscription: quantity = leagues covered, prorated.
 * Returns null when Stripe says the subscription no longer takes payments (its state is stored;
 * the caller starts a new checkout instead).
 */
export async function addLeaguesToSubscription(
  ctx: SubscriptionContext,
  userId: number,
  subscriptionId: string,
  leagues: OwnedLeague[],
): Promise<SubscriptionChange | null> {
  const { log } = ctx;
  const remote = await ctx.billing.stripe.subscriptions.retrieve(subscriptionId);
  if (!isPayingStatus(remote.status)) {
    applySubscriptionChange(ctx.db, remote, {});
    return null;
  }
  const covered = new Set(subscriptionLeagueIds(ctx.db, subscriptionId));
  for (const l of leagues) covered.add(l.id);
  const updated = await ctx.billing.stripe.subscriptions.update(subscriptionId, {
    items: [{ id: planItem(remote).id, quantity: covered.size }],
    proration_behavior: 'create_prorations',
    metadata: leaguesMetadata(ctx.db, userId, [...covered]),
  });
  const applied = applySubscriptionChange(ctx.db, updated, { link: leagues.map((l) => l.id) });
  log.info(`stripe subscription ${subscriptionId}: ${leagues.length} league(s) added, quantity ${covered.size}`);
  notifyActivated(ctx.onLeaguesActivated, applied.activatedLeagueIds, log);
  return { subscriptionId, quantity: covered.size, platformLeagueIds: coveredPlatformIds(ctx.db, userId, subscriptionId) };
}

export type SubscribeResult = {
  /** Where the member goes next: Stripe's checkout page, or the confirmation page when added. */
  url: string;
  /** True when the leagues were added to the existing subscription (no checkout). */
  updated: boolean;
  quantity: number;
  platformLeagueIds: string[];
};

/**
 * "Subscribe these leagues": a member without a paying subscription gets a Checkout Session; a
 * member with one has the leagues added to it (never a second subscription).
 */
export async function subscribeLeagues(ctx: SubscriptionContext, userId: number, requested: string[] | undefined): Promise<SubscribeResult> {
  return withUserLock(userId, async () => {
    const sub = payingSubscriptionOf(ctx.db, userId);
    if (sub) {
      const change = await addLeaguesToSubscription(ctx, userId, sub.id, leaguesToCharge(ctx.db, userId, requested));
      if (change) {
        return {
          url: `${ctx.config.PUBLIC_URL}/subscription-confirmation?updated=true`,
          updated: true,
          quantity: change.quantity,
          platformLeagueIds: change.platformLeagueIds,
        };
      }
    }
    const session = await createCheckoutSession(ctx, userId, requested);
    return { url: session.url, updated: false, quantity: session.quantity, platformLeagueIds: session.leagueIds };
  });
}

/** Removes a league from the member's subscription: quantity - 1, prorated; the league stops at once. */
export async function removeLeagueFromSubscription(ctx: SubscriptionContext, userId: number, platformLeagueId: string): Promise<SubscriptionChange> {
  return withUserLock(userId, async () => {
    const { log } = ctx;
    const league = ownedLeagues(ctx.db, userId).find((l) => l.platform_league_id === platformLeagueId);
    if (!league) throw new BillingInputError(`League ${platformLeagueId} is not connected to your account.`);
    const sub = subscriptionsOf(ctx.db, userId).find((s) => isPayingStatus(s.status) && subscriptionLeagueIds(ctx.db, s.id).includes(league.id));
    if (!sub) throw new BillingInputError(`${league.name} is not part of your subscription.`);
    const remaining = subscriptionLeagueIds(ctx.db, sub.id).filter((id) => id !== league.id);
    if (remaining.length === 0) {
      throw new BillingInputError(`${league.name} is the only league of your subscription: to stop paying, cancel the subscription in Manage Billing.`);
    }
    const remote = await ctx.billing.stripe.subscriptions.retrieve(sub.id);
    const updated = await ctx.billing.stripe.subscriptions.update(sub.id, {
      items: [{ id: planItem(remote).id, quantity: remaining.length }],
      proration_behavior: 'create_prorations',
      metadata: leaguesMetadata(ctx.db, userId, remaining),
    });
    applySubscriptionChange(ctx.db, updated, { unlink: [league.id] });
    log.info(`stripe subscription ${sub.id}: league ${league.id} removed, quantity ${remaining.length}`);
    return { subscriptionId: sub.id, quantity: remaining.length, platformLeagueIds: coveredPlatformIds(ctx.db, userId, sub.id) };
  });
}

export type ConfirmResult = {
  /** The Checkout Session's status at Stripe: open (not paid yet), complete or expired. */
  status: string;
  /** True once every league of the checkout is paid for. */
  paid: boolean;
  platformLeagueIds: string[];
};

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * The confirmation page's read of its Checkout Session (`session_id` in the success URL). A
 * complete session is applied exactly like its `checkout.session.completed` webhook (stored once
 * under `confirm_<session id>`); whichever comes first activates the leagues.
 */
export async function confirmCheckoutSession(ctx: SubscriptionContext, userId: number, sessionId: string): Promise<ConfirmResult> {
  if (!SESSION_ID.test(sessionId)) throw new BillingInputError('session_id: expected a Stripe Checkout Session id (cs_…).');
  const notFound = () => new BillingInputError('That checkout was not found.', 404);
  let session: Stripe.Checkout.Session;
  try {
    session = await ctx.billing.stripe.checkout.sessions.retrieve(sessionId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) throw notFound();
    throw err;
  }
  const checkout = findCheckout(ctx.db, { checkoutRef: session.metadata?.checkout_ref, stripeSessionId: session.id });
  const owner = checkout?.user_id ?? Number(session.metadata?.user_id ?? session.client_reference_id);
  if (owner !== userId || session.mode !== 'subscription') throw notFound();

  const leagueIds = checkout ? checkoutLeagueIds(ctx.db, checkout.id) : [];
  const platformIds = () => {
    const ids = new Set(leagueIds);
    return ownedLeagues(ctx.db, userId)
      .filter((l) => ids.has(l.id))
      .map((l) => l.platform_league_id);
  };
  if (session.status !== 'complete') return { status: session.status ?? 'open', paid: false, platformLeagueIds: platformIds() };

  const result = await processStripeEvent(ctx, {
    id: `confirm_${session.id}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  notifyActivated(ctx.onLeaguesActivated, result.activatedLeagueIds, ctx.log);
  const paid = leagueIds.length > 0 && leagueIds.every((id) => isLeaguePaid(ctx.db, id));
  return { status: 'complete', paid, platformLeagueIds: platformIds() };
}

// Starting a subscription Checkout Session for some of a user's leagues: $10 × number of leagues.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { BillingContext } from '../app-context';
import type { Database } from '../db/database';
import { PLAN } from './plan';
import {
  type OwnedLeague,
  deleteCheckout,
  getPermissionBilling,
  getUser,
  insertCheckout,
  isLeaguePaid,
  keepCustomerId,
  markCheckout,
  openCheckouts,
  ownedLeagues,
  setCheckoutStripeSession,
} from './store';

/** A refusal the user can act on; the route answers it with `status` (400 unless said) and this message. */
export class BillingInputError extends Error {
  override name = 'BillingInputError';
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

/** Stripe metadata values hold at most 500 characters. */
const METADATA_VALUE_MAX = 500;

/** The leagues to charge for: the ones asked for, or by default every claimed league not yet paid. */
export function leaguesToCharge(db: Database, userId: number, requested: string[] | undefined, now: Date = new Date()): OwnedLeague[] {
  const owned = ownedLeagues(db, userId);
  if (!requested || requested.length === 0) {
    const unpaid = owned.filter((l) => !isLeaguePaid(db, l.id, now));
    if (unpaid.length === 0) throw new BillingInputError('You have no unpaid leagues to subscribe.');
    return unpaid;
  }
  const chosen: OwnedLeague[] = [];
  for (const platformId of new Set(requested)) {
    const league = owned.find((l) => l.platform_league_id === platformId);
    if (!league) throw new BillingInputError(`League ${platformId} is not connected to your account.`);
    if (isLeaguePaid(db, league.id, now)) throw new BillingInputError(`${league.name} is already paid for.`);
    chosen.push(league);
  }
  return chosen;
}

/** The user's Stripe customer, created on first checkout and kept on the permission record. */
export async function ensureCustomer(ctx: Pick<BillingContext, 'db' | 'config' | 'billing'>, userId: number): Promise<string> {
  const permission = getPermissionBilling(ctx.db, userId);
  if (!permission) throw new BillingInputError('Finish setting up your account before choosing a plan.');
  if (permission.stripe_customer_id) return permission.stripe_customer_id;
  const user = getUser(ctx.db, userId);
  if (!user) throw new BillingInputError('Your account was not found. Please sign in again.');
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined;
  // The idempotency key makes two simultaneous first checkouts get the same customer.
  const customer = await ctx.billing.stripe.customers.create(
    { email: user.email, name, metadata: { user_id: String(userId) } },
    { idempotencyKey: `recap-customer-user-${userId}` },
  );
  return keepCustomerId(ctx.db, userId, customer.id) ?? customer.id;
}

let cachedPrice: { stripe: Stripe; id: string } | undefined;

export async function findPlanPrice(stripe: Stripe): Promise<string> {
  if (cachedPrice?.stripe === stripe) return cachedPrice.id;
  const prices = await stripe.prices.list({ lookup_keys: [PLAN.lookupKey], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) throw new Error(`No active Stripe price has the lookup key ${PLAN.lookupKey}`);
  cachedPrice = { stripe, id: price.id };
  return price.id;
}

/** Expires the user's earlier unfinished checkouts so that two open tabs cannot both charge. */
async function expireOpenCheckouts(ctx: Pick<BillingContext, 'db' | 'config' | 'billing'>, userId: number): Promise<void> {
  for (const open of openCheckouts(ctx.db, userId)) {
    if (!open.stripe_session_id) continue;
    try {
      await ctx.billing.stripe.checkout.sessions.expire(open.stripe_session_id);
      markCheckout(ctx.db, open.id, 'expired');
    } catch {
      // Already completed or expired at Stripe; its webhook settles our record.
    }
  }
}

export type CheckoutResult = { url: string; sessionId: string; quantity: number; leagueIds: string[] };

export async function createCheckoutSession(
  ctx: Pick<BillingContext, 'db' | 'config' | 'billing'>,
  userId: number,
  requested: string[] | undefined,
): Promise<CheckoutResult> {
  const leagues = leaguesToCharge(ctx.db, userId, requested);
  const customer = await ensureCustomer(ctx, userId);
  const price = await findPlanPrice(ctx.billing.stripe);
  await expireOpenCheckouts(ctx, userId);

  const checkoutRef = randomUUID();
  const platformIds = leagues.map((l) => l.platform_league_id).join(',');
  const metadata: Record<string, string> = { user_id: String(userId), checkout_ref: checkoutRef };
  if (platformIds.length <= METADATA_VALUE_MAX) metadata.platform_league_ids = platformIds;
  insertCheckout(ctx.db, { id: checkoutRef, userId, leagueIds: leagues.map((l) => l.id) });

  let session: Stripe.Checkout.Session;
  try {
    session = await ctx.billing.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: String(userId),
        line_items: [{ price, quantity: leagues.length }],
        success_url: `${ctx.config.PUBLIC_URL}/subscription-confirmation?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ctx.config.PUBLIC_URL}/subscription-confirmation?canceled=true`,
        metadata,
        subscription_data: { metadata },
      },
      { idempotencyKey: `recap-checkout-${checkoutRef}` },
    );
  } catch (err) {
    deleteCheckout(ctx.db, checkoutRef);
    throw err;
  }
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  setCheckoutStripeSession(ctx.db, checkoutRef, session.id);
  return {
    url: session.url,
    sessionId: session.id,
    quantity: leagues.length,
    leagueIds: leagues.map((l) => l.platform_league_id),
  };
}

/** A Stripe customer portal session for a user who has a customer id. */
export async function createPortalSession(
  ctx: Pick<BillingContext, 'db' | 'config' | 'billing'>,
  userId: number,
  claimedCustomerId: string | undefined,
): Promise<string> {
  const customer = getPermissionBilling(ctx.db, userId)?.stripe_customer_id;
  if (!customer) throw new BillingInputError('There is no billing account yet: subscribe to a plan first.');
  if (claimedCustomerId && claimedCustomerId !== customer) {
    throw new BillingInputError('That billing account does not belong to you.');
  }
  const session = await ctx.billing.stripe.billingPortal.sessions.create({
    customer,
    return_url: `${ctx.config.PUBLIC_URL}/settings`,
  });
  return session.url;
}

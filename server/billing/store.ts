// Billing's reads and writes in SQLite: its own tables (020_billing.sql) plus the billing columns
// of the shared permissions and leagues tables.
import type { Database } from '../db/database';
import { PAYING_STATUSES, isPayingStatus } from './subscription-state';
import type { SubscriptionFacts } from './stripe-objects';
import type { CheckoutStatus } from '../../src/vocabulary';

export type BillingUser = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
};

export type PermissionBilling = {
  user_id: number;
  tier: string | null;
  interval: string | null;
  subscription_current_period_end: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
};

export type OwnedLeague = {
  id: number;
  platform_league_id: string;
  name: string;
  paid: number;
};

export type SubscriptionRow = {
  id: string;
  user_id: number | null;
  customer_id: string;
  status: string;
  tier: string | null;
  interval: string | null;
  quantity: number | null;
  current_period_end: string | null;
  cancel_at_period_end: number;
  last_event_created: number;
  payment_failed_at: string | null;
};

export type CheckoutRow = {
  id: string;
  stripe_session_id: string | null;
  user_id: number;
  quantity: number;
  status: CheckoutStatus;
  stripe_subscription_id: string | null;
};

const PAYING_SQL = PAYING_STATUSES.map((s) => `'${s}'`).join(',');

export function getUser(db: Database, userId: number): BillingUser | undefined {
  return db.prepare('SELECT id, email, first_name, last_name FROM users WHERE id = ?').get(userId) as BillingUser | undefined;
}

export function getPermissionBilling(db: Database, userId: number): PermissionBilling | undefined {
  return db
    .prepare(
      `SELECT user_id, tier, interval, subscription_current_period_end, stripe_customer_id, stripe_subscription_id
       FROM permissions WHERE user_id = ?`,
    )
    .get(userId) as PermissionBilling | undefined;
}

export function userIdByCustomer(db: Database, customerId: string): number | undefined {
  const row = db.prepare('SELECT user_id FROM permissions WHERE stripe_customer_id = ?').get(customerId) as { user_id: number } | undefined;
  return row?.user_id;
}

/** Keeps the first customer id a user gets; returns the one stored. */
export function keepCustomerId(db: Database, userId: number, customerId: string): string | null {
  db.prepare(
    `UPDATE permissions SET stripe_customer_id = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE user_id = ? AND stripe_customer_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM permissions WHERE stripe_customer_id = ?)`,
  ).run(customerId, userId, customerId);
  return getPermissionBilling(db, userId)?.stripe_customer_id ?? null;
}

export function ownedLeagues(db: Database, userId: number): OwnedLeague[] {
  return db.prepare('SELECT id, platform_league_id, name, paid FROM leagues WHERE owner_user_id = ? ORDER BY id').all(userId) as OwnedLeague[];
}

/**
 * Leagues whose weekly recap should be made at `now`: marked paid, and either paid by a
 * subscription whose period has not ended, or marked paid by hand (no subscription: demo, comps).
 * The period check means a league stops even if the cancellation webhook never arrived.
 */
export function paidLeagueIds(db: Database, now: Date = new Date()): number[] {
  const rows = db
    .prepare(
      `SELECT l.id FROM leagues l
       WHERE l.paid = 1 AND (
         NOT EXISTS (SELECT 1 FROM subscription_leagues sl WHERE sl.league_id = l.id)
         OR EXISTS (SELECT 1 FROM subscription_leagues sl JOIN stripe_subscriptions s ON s.id = sl.subscription_id
                    WHERE sl.league_id = l.id AND s.status IN (${PAYING_SQL}) AND s.current_period_end > ?))
       ORDER BY l.id`,
    )
    .all(now.toISOString()) as { id: number }[];
  return rows.map((r) => r.id);
}

export function isLeaguePaid(db: Database, leagueId: number, now: Date = new Date()): boolean {
  return paidLeagueIds(db, now).includes(leagueId);
}

// Checkout sessions

export function insertCheckout(db: Database, c: { id: string; userId: number; leagueIds: number[] }): void {
  db.transaction(() => {
    db.prepare('INSERT INTO checkout_sessions (id, user_id, quantity) VALUES (?, ?, ?)').run(c.id, c.userId, c.leagueIds.length);
    const link = db.prepare('INSERT INTO checkout_session_leagues (checkout_id, league_id) VALUES (?, ?)');
    for (const leagueId of c.leagueIds) link.run(c.id, leagueId);
  })();
}

export function setCheckoutStripeSession(db: Database, checkoutId: string, stripeSessionId: string): void {
  db.prepare('UPDATE checkout_sessions SET stripe_session_id = ? WHERE id = ?').run(stripeSessionId, checkoutId);
}

export function deleteCheckout(db: Database, checkoutId: string): void {
  db.prepare('DELETE FROM checkout_sessions WHERE id = ?').run(checkoutId);
}

export function openCheckouts(db: Database, userId: number): CheckoutRow[] {
  return db.prepare(`SELECT * FROM checkout_sessions WHERE user_id = ? AND status = 'open' AND stripe_session_id IS NOT NULL`).all(userId) as CheckoutRow[];
}

export function findCheckout(db: Database, ref: { checkoutRef?: string; stripeSessionId?: string }): CheckoutRow | undefined {
  const byRef = ref.checkoutRef ? (db.prepare('SELECT * FROM checkout_sessions WHERE id = ?').get(ref.checkoutRef) as CheckoutRow | undefined) : undefined;
  if (byRef) return byRef;
  return ref.stripeSessionId
    ? (db.prepare('SELECT * FROM checkout_sessions WHERE stripe_session_id = ?').get(ref.stripeSessionId) as CheckoutRow | undefined)
    : undefined;
}

export function markCheckout(db: Database, checkoutId: string, status: Exclude<CheckoutStatus, 'open'>, subscriptionId: string | null = null): void {
  db.prepare(
    `UPDATE checkout_sessions SET status = ?, stripe_subscription_id = COALESCE(?, stripe_subscription_id)
     WHERE id = ? AND status != 'complete'`,
  ).run(status, subscriptionId, checkoutId);
}

export function checkoutLeagueIds(db: Database, checkoutId: string): number[] {
  return (db.prepare('SELECT league_id FROM checkout_session_leagues WHERE checkout_id = ? ORDER BY league_id').all(checkoutId) as { league_id: number }[]).map(
    (r) => r.league_id,
  );
}

// Subscriptions

export function getSubscription(db: Database, id: string): SubscriptionRow | undefined {
  return db.prepare('SELECT * FROM stripe_subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
}

export function subscriptionsOf(db: Database, userId: number): SubscriptionRow[] {
  return db.prepare('SELECT * FROM stripe_subscriptions WHERE user_id = ?').all(userId) as SubscriptionRow[];
}

export function writeSubscription(db: Database, facts: SubscriptionFacts, userId: number | null, eventCreated: number): void {
  db.prepare(
    `INSERT INTO stripe_subscriptions
       (id, user_id, customer_id, status, tier, interval, quantity, current_period_end, cancel_at_period_end, last_event_created)
     VALUES (@id, @userId, @customerId, @status, @tier, @interval, @quantity, @periodEnd, @cancel, @created)
     ON CONFLICT(id) DO UPDATE SET
       user_id = COALESCE(excluded.user_id, user_id), customer_id = excluded.customer_id,
       status = excluded.status, tier = excluded.tier, interval = excluded.interval,
       quantity = excluded.quantity, current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end,
       last_event_created = MAX(last_event_created, excluded.last_event_created),
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run({
    id: facts.id,
    userId,
    customerId: facts.customerId,
    status: facts.status,
    tier: facts.tier,
    interval: facts.interval,
    quantity: facts.quantity,
    periodEnd: facts.periodEnd,
    cancel: facts.cancelAtPeriodEnd ? 1 : 0,
    created: eventCreated,
  });
}

export function extendSubscriptionPeriod(db: Database, id: string, periodEnd: string): boolean {
  const r = db
    .prepare(
      `UPDATE stripe_subscriptions SET current_period_end = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       WHERE id = ? AND status IN (${PAYING_SQL}) AND (current_period_end IS NULL OR current_period_end < ?)`,
    )
    .run(periodEnd, id, periodEnd);
  return r.changes > 0;
}

export function markPaymentFailed(db: Database, id: string, at: string): boolean {
  return db.prepare('UPDATE stripe_subscriptions SET payment_failed_at = ? WHERE id = ?').run(at, id).changes > 0;
}

export function linkSubscriptionLeagues(db: Database, subscriptionId: string, leagueIds: number[]): void {
  const link = db.prepare('INSERT OR IGNORE INTO subscription_leagues (subscription_id, league_id) VALUES (?, ?)');
  for (const leagueId of leagueIds) link.run(subscriptionId, leagueId);
}

/** The leagues a subscription pays for (ids of `leagues`). */
export function subscriptionLeagueIds(db: Database, subscriptionId: string): number[] {
  return (
    db.prepare('SELECT league_id FROM subscription_leagues WHERE subscription_id = ? ORDER BY league_id').all(subscriptionId) as { league_id: number }[]
  ).map((r) => r.league_id);
}

/**
 * A league no longer paid for by a subscription (removed by its owner). Unless another paying
 * subscription still covers it, it is marked unpaid at once: the removal was credited (prorated).
 */
export function unlinkSubscriptionLeague(db: Database, subscriptionId: string, leagueId: number): void {
  db.prepare('DELETE FROM subscription_leagues WHERE subscription_id = ? AND league_id = ?').run(subscriptionId, leagueId);
  const stillPaid = db
    .prepare(
      `SELECT 1 FROM subscription_leagues sl JOIN stripe_subscriptions s ON s.id = sl.subscription_id
       WHERE sl.league_id = ? AND s.status IN (${PAYING_SQL})`,
    )
    .get(leagueId);
  if (!stillPaid) db.prepare('UPDATE leagues SET paid = 0 WHERE id = ?').run(leagueId);
}

/**
 * The subscription a user's leagues are added to: a paying one whose period has not ended (the
 * one paid furthest ahead, should an older account have several).
 */
export function payingSubscriptionOf(db: Database, userId: number, now: Date = new Date()): SubscriptionRow | undefined {
  return db
    .prepare(
      `SELECT * FROM stripe_subscriptions WHERE user_id = ? AND status IN (${PAYING_SQL}) AND current_period_end > ?
       ORDER BY current_period_end DESC LIMIT 1`,
    )
    .get(userId, now.toISOString()) as SubscriptionRow | undefined;
}

export function leagueIdsByPlatformIds(db: Database, userId: number, platformIds: string[]): number[] {
  if (platformIds.length === 0) return [];
  const rows = db
    .prepare(`SELECT id FROM leagues WHERE owner_user_id = ? AND platform_league_id IN (${platformIds.map(() => '?').join(',')})`)
    .all(userId, ...platformIds) as { id: number }[];
  return rows.map((r) => r.id);
}

/**
 * Derives the shared columns from the stored subscriptions of a user: leagues.paid for every
 * league a subscription covers, and the permission record's tier, interval and period end from
 * the subscription paid furthest ahead (or, when none is paying, the one that ended last).
 */
export function refreshUserBilling(db: Database, userId: number): void {
  const subs = subscriptionsOf(db, userId);
  if (subs.length === 0) return;
  const links = db
    .prepare(
      `SELECT sl.league_id, s.status FROM subscription_leagues sl
       JOIN stripe_subscriptions s ON s.id = sl.subscription_id WHERE s.user_id = ?`,
    )
    .all(userId) as { league_id: number; status: string }[];
  const paying = new Map<number, boolean>();
  for (const l of links) paying.set(l.league_id, (paying.get(l.league_id) ?? false) || isPayingStatus(l.status));
  const setPaid = db.prepare('UPDATE leagues SET paid = ? WHERE id = ?');
  for (const [leagueId, paid] of paying) setPaid.run(paid ? 1 : 0, leagueId);

  const byEnd = (a: SubscriptionRow, b: SubscriptionRow) => (b.current_period_end ?? '').localeCompare(a.current_period_end ?? '');
  const best = subs.filter((s) => isPayingStatus(s.status)).sort(byEnd)[0] ?? [...subs].sort(byEnd)[0];
  db.prepare(
    `UPDATE permissions SET tier = ?, interval = ?, subscription_current_period_end = ?, stripe_subscription_id = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE user_id = ?`,
  ).run(best.tier, best.interval, best.current_period_end, best.id, userId);
  keepCustomerId(db, userId, best.customer_id);
}

// Events

export function isEventStored(db: Database, eventId: string): boolean {
  return db.prepare('SELECT 1 FROM stripe_events WHERE id = ?').get(eventId) !== undefined;
}

export function storeEvent(db: Database, e: { id: string; type: string; created: number; outcome: string }): void {
  db.prepare('INSERT INTO stripe_events (id, type, created, outcome) VALUES (?, ?, ?, ?)').run(e.id, e.type, e.created, e.outcome);
}

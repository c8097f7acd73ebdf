// What the rest of the product reads about a subscription. Kept free of I/O and imports so the
// website, the API and the weekly batch all share exactly this rule.

export type SubscriptionFields = {
  subscription_current_period_end?: string | null;
};

/** Active while the paid period has not ended. A cancelled subscription stores the time it ended. */
export function isSubscriptionActive(permission: SubscriptionFields | null | undefined, now: Date = new Date()): boolean {
  const end = permission?.subscription_current_period_end;
  if (!end) return false;
  const endMs = Date.parse(end);
  return Number.isFinite(endMs) && endMs > now.getTime();
}

/** Stripe statuses in which Stripe still expects the subscription to be paid for. */
export const PAYING_STATUSES = ['active', 'trialing', 'past_due'] as const;

export function isPayingStatus(status: string): boolean {
  return (PAYING_STATUSES as readonly string[]).includes(status);
}

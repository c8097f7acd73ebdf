// The one plan the product sells: $10 per league per month. In real Stripe the operator creates
// a product with a recurring price carrying this lookup key (docs/billing.md); a local Stripe
// creates the same at start.
export const PLAN = {
  lookupKey: 'standard_monthly',
  tier: 'standard',
  interval: 'month',
  unitAmountCents: 1000,
  currency: 'usd',
  productName: 'Weekly Fantasy League Recaps',
  description: 'Weekly fantasy football recap videos',
} as const;

/** The tier a Stripe price stands for: its lookup key before the interval (`standard_monthly` → `standard`). */
export function tierFromLookupKey(lookupKey: string | null | undefined): string {
  if (!lookupKey) return PLAN.tier;
  return lookupKey.replace(/_(daily|weekly|monthly|yearly|annual)$/, '') || PLAN.tier;
}

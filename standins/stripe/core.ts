// What every part of the Stripe stand-in shares: its state, clock, origin, webhooks and billing cycle.
import type { BillingCycle } from './cycle';
import type { Price } from './objects';
import type { StandInState } from './state';
import type { Webhooks } from './webhooks';

export type StripeCore = {
  state: StandInState;
  /** The plan's price, made at start. */
  planPrice: Price;
  nowS: () => number;
  /** The stand-in's origin (known once it listens), for the hosted pages' URLs. */
  baseUrl: () => string;
  webhooks: Webhooks;
  cycle: BillingCycle;
};

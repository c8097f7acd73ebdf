// Billing at service start: the Stripe API at STRIPE_API_URL (unset: api.stripe.com) with
// STRIPE_SECRET_KEY and the webhook endpoint's signing secret, both required.
import type { Billing } from '../app-context';
import { ConfigError, type Config } from '../config';
import { createStripeClient } from './stripe-client';

type BillingConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'> & Partial<Pick<Config, 'NODE_ENV'>>;

/** What createApp needs to serve billing (AppContext's `billing`): the SDK client and the webhook signing secret. */
export function billingDeps(config: BillingConfig): Billing {
  if (!config.STRIPE_SECRET_KEY) {
    // Outside production `npm start` supplies a local Stripe's key unless STANDINS=off.
    throw new ConfigError(
      config.NODE_ENV === 'production'
        ? 'STRIPE_SECRET_KEY: required in production'
        : 'STRIPE_SECRET_KEY: required (or run `npm start` with STANDINS=on for a local Stripe)',
    );
  }
  if (!config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)');
  }
  return { stripe: createStripeClient(config), webhookSecret: config.STRIPE_WEBHOOK_SECRET };
}

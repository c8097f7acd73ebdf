// Billing at service start: real Stripe when STRIPE_SECRET_KEY is set, otherwise the local
// stand-in on a free port with its webhooks sent to this service (never in production).
import crypto from 'node:crypto';
import { ConfigError, type Config } from '../config';
import type Stripe from 'stripe';
import type { Logger } from '../http/log';
import { startStripeStandIn, type StripeStandIn } from './stand-in';
import { createStripeClient } from './stripe-client';

/** What createApp needs to serve billing: the SDK client and the webhook signing secret. */
export type BillingAppDeps = { stripe: Stripe; webhookSecret: string };

export type StartedBilling = { deps: BillingAppDeps; standIn?: StripeStandIn; close(): Promise<void> };

type BillingConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'HOST' | 'PORT'> & Partial<Pick<Config, 'NODE_ENV'>>;

export async function startBilling(config: BillingConfig, log: Logger): Promise<StartedBilling> {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)');
    }
    return {
      deps: { stripe: createStripeClient(config), webhookSecret: config.STRIPE_WEBHOOK_SECRET },
      close: async () => {},
    };
  }
  // The stand-in takes any card: never in production.
  if (config.NODE_ENV === 'production') throw new ConfigError('STRIPE_SECRET_KEY: required in production (the stand-in accepts any payment)');
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${crypto.randomBytes(24).toString('hex')}`;
  // The service listens on HOST:PORT; a wildcard address is reached through loopback.
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  const standIn = await startStripeStandIn({
    webhookSecret,
    webhookUrl: `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/api/stripe/webhook`,
    log: (m) => log.info(m),
  });
  log.info(`stripe stand-in on ${standIn.url} (checkout pages at ${standIn.url}/pay/…)`);
  return {
    deps: { stripe: createStripeClient({ STRIPE_API_URL: standIn.url }), webhookSecret },
    standIn,
    close: () => standIn.close(),
  };
}

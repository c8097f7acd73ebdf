// The one way the server builds its Stripe SDK client. With STRIPE_API_URL set (a local
// Stripe-compatible API) the SDK is pointed at that origin through its host/port/protocol options;
// with only STRIPE_SECRET_KEY set, the same code talks to api.stripe.com.
import Stripe from 'stripe';

/** The test-mode key sent to a local API at STRIPE_API_URL when no key is set. */
const LOCAL_TEST_KEY = 'sk_test_standin';

export type StripeConnectionSettings = {
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_URL?: string;
};

export function stripeClientOptions(settings: StripeConnectionSettings): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (settings.STRIPE_API_URL) {
    const url = new URL(settings.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return options;
}

export function createStripeClient(settings: StripeConnectionSettings): Stripe {
  if (!settings.STRIPE_SECRET_KEY && !settings.STRIPE_API_URL) {
    throw new Error('Stripe is not configured: set STRIPE_SECRET_KEY, or STRIPE_API_URL for a local Stripe-compatible API');
  }
  return new Stripe(settings.STRIPE_SECRET_KEY ?? LOCAL_TEST_KEY, stripeClientOptions(settings));
}

// Billing's public interface: what the app, the website's server side and the weekly batch use.
import type Stripe from 'stripe';

export { billingRoutes, type BillingRouteDeps } from './routes';
export { stripeWebhookRoute, type WebhookDeps } from './webhookRoute';
export { createStripeClient, STANDIN_SECRET_KEY } from './stripeClient';
export { isSubscriptionActive } from './subscriptionState';
export { paidLeagueIds, isLeaguePaid } from './store';
export { startStripeStandIn, type StripeStandIn } from './standin';
export { PLAN } from './plan';

/** What createApp needs to serve billing: the SDK client and the webhook signing secret. */
export type BillingAppDeps = { stripe: Stripe; webhookSecret: string };

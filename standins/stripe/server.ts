// A local stand-in for the Stripe API, for the demo and the tests (no Stripe mock can be
// installed here). It answers, over real HTTP and in Stripe's shapes, the calls the product makes
// (customers, prices by lookup key, Checkout Sessions, billing portal sessions, subscriptions and
// their item quantities, with prorations billed on the next invoice),
// serves a hosted checkout page and a portal page, and sends correctly signed webhooks back.
// The stripe SDK reaches it with `new Stripe(key, { host, port, protocol: 'http' })`.
// Each resource is its own module: api (customers, prices), checkout, portal, subscriptions;
// the billing cycle (cycle), the events and webhooks (webhooks), the state and catalogue (state).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { apiRouter, type ReceivedRequest } from './api';
import { checkoutPages } from './checkout';
import type { StripeCore } from './core';
import { createBillingCycle } from './cycle';
import type { Subscription } from './objects';
import { portalPages } from './portal';
import { StripeApiError } from './requests';
import { type StandInState, createState } from './state';
import { type Delivery, createWebhooks } from './webhooks';

export type StripeStandInOptions = {
  port?: number;
  host?: string;
  /** Where webhooks go (the app's /api/stripe/webhook); can also be set later with setWebhookUrl. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Clock in epoch ms, so tests can move time. */
  now?: () => number;
  log?: (message: string) => void;
};

export type StripeStandIn = {
  url: string;
  host: string;
  port: number;
  /** API calls received, in order, with their decoded parameters. */
  requests: ReceivedRequest[];
  /** Webhooks sent, with the exact payload and signature (tests replay them). */
  deliveries: Delivery[];
  state: StandInState;
  setWebhookUrl(url: string): void;
  /** What the checkout page's Pay button does. */
  pay(sessionId: string): Promise<Subscription>;
  /** Ends the current period of a subscription: renews it, or ends it if set to cancel. */
  endPeriod(subscriptionId: string): Promise<Subscription>;
  /** Waits until every webhook queued so far has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const nowMs = options.now ?? Date.now;
  const nowS = () => Math.floor(nowMs() / 1000);
  const log = options.log ?? (() => {});
  let baseUrl = '';
  const { state, planPrice } = createState(nowS);
  const webhooks = createWebhooks({ url: options.webhookUrl, secret: options.webhookSecret, nowS, log });
  const cycle = createBillingCycle({ state, nowS, webhooks });
  const core: StripeCore = { state, planPrice, nowS, baseUrl: () => baseUrl, webhooks, cycle };
  const requests: ReceivedRequest[] = [];

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(express.urlencoded({ extended: true, limit: '256kb' }));
  app.use('/v1', apiRouter(core, requests));
  // The hosted pages.
  checkoutPages(app, core);
  portalPages(app, core);

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof StripeApiError) {
      res.status(err.status).json({ error: { type: 'invalid_request_error', message: err.message, param: err.param } });
    } else {
      log(`stripe stand-in error: ${err instanceof Error ? err.stack : String(err)}`);
      res.status(500).json({ error: { type: 'api_error', message: 'The stand-in failed.' } });
    }
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    host,
    port,
    requests,
    deliveries: webhooks.deliveries,
    state,
    setWebhookUrl: webhooks.setUrl,
    pay: cycle.pay,
    endPeriod: cycle.endPeriod,
    settled: webhooks.settled,
    close: async () => {
      await webhooks.drain();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

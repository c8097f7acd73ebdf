// POST /api/stripe/webhook. Must be mounted before express.json(): the signature is computed
// over the exact bytes Stripe sent.
import express, { type Router } from 'express';
import type Stripe from 'stripe';
import type { Database } from '../db/database';
import { processStripeEvent } from './applyEvent';
import { type BillingLogger, consoleLogger } from './logger';

export type WebhookDeps = {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  logger?: BillingLogger;
};

export function stripeWebhookRoute(deps: WebhookDeps): Router {
  const log = deps.logger ?? consoleLogger;
  const router = express.Router();
  router.post('/api/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const signature = req.get('stripe-signature');
    if (!Buffer.isBuffer(req.body)) {
      log.error('stripe webhook: body already parsed; mount stripeWebhookRoute before express.json()');
      res.status(400).json({ error: 'The webhook needs the raw request body.' });
      return;
    }
    if (!signature) {
      res.status(400).json({ error: 'Missing Stripe-Signature header.' });
      return;
    }
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(req.body, signature, deps.webhookSecret);
    } catch {
      log.warn('stripe webhook: signature verification failed');
      res.status(400).json({ error: 'Invalid Stripe signature.' });
      return;
    }
    try {
      const result = await processStripeEvent(deps, event);
      log.info(`stripe webhook ${event.type} ${event.id}: ${result.outcome}`);
      res.json({ received: true, ...result });
    } catch (err) {
      // A 5xx makes Stripe deliver the event again; nothing was stored for it.
      log.error(`stripe webhook ${event.type} ${event.id} failed: ${err instanceof Error ? err.message : String(err)}`);
      res.status(500).json({ error: 'The event could not be processed.' });
    }
  });
  return router;
}

// POST /api/stripe/webhook. Must be mounted before express.json(): the signature is computed
// over the exact bytes Stripe sent.
import crypto from 'node:crypto';
import express, { type Router } from 'express';
import type Stripe from 'stripe';
import type { BillingContext } from '../app-context';
import { processStripeEvent } from './apply-event';
import type { Logger } from '../http/log';
import { errorText } from '../error-text';

/** Hands newly paid leagues to the hook; the hook's failure never changes an answer. */
export function notifyActivated(hook: ((leagueIds: number[]) => unknown) | undefined, leagueIds: number[] | undefined, log: Logger): void {
  if (!hook || !leagueIds?.length) return;
  const failed = (err: unknown) => log.error(`first recap not started for leagues ${leagueIds.join(',')}: ${errorText(err)}`);
  try {
    void Promise.resolve(hook(leagueIds)).catch(failed);
  } catch (err) {
    failed(err);
  }
}

/** A signed event rejected as malformed is told to Slack (ctx.alert); newly paid leagues to ctx.onLeaguesActivated. */
export function stripeWebhookRoute(ctx: Pick<BillingContext, 'db' | 'billing' | 'log' | 'alert' | 'onLeaguesActivated'>): Router {
  const { log } = ctx;
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
      event = ctx.billing.stripe.webhooks.constructEvent(req.body, signature, ctx.billing.webhookSecret);
    } catch {
      log.warn('stripe webhook: signature verification failed');
      res.status(400).json({ error: 'Invalid Stripe signature.' });
      return;
    }
    const fingerprint = crypto.createHash('sha256').update(req.body).digest('hex').slice(0, 32);
    const label = () => {
      const e = (typeof event === 'object' && event !== null ? event : {}) as { type?: unknown; id?: unknown };
      return `${String(e.type)} ${String(e.id)}`.slice(0, 200);
    };
    try {
      const { eventId, eventType, activatedLeagueIds, ...result } = await processStripeEvent(ctx, event, { fingerprint });
      notifyActivated(ctx.onLeaguesActivated, activatedLeagueIds, log);
      if (result.rejected) {
        // Signed but unreadable: a retry would fail the same way, so Stripe gets a 2xx and a person is told.
        const message = `Stripe webhook ${eventType} ${eventId} rejected and recorded, nothing applied: ${result.outcome}`;
        log.error(message);
        try {
          void Promise.resolve(ctx.alert(`stripe webhook: ${message}`, message)).catch(() => {});
        } catch {
          // an alert never changes the answer
        }
      } else {
        log.info(`stripe webhook ${eventType} ${eventId}: ${result.outcome}`);
      }
      res.json({ received: true, ...result });
    } catch (err) {
      // Only a failed Stripe read (or database) gets here: a 5xx makes Stripe deliver the event
      // again; nothing was stored for it.
      log.error(`stripe webhook ${label()} failed: ${errorText(err)}`);
      res.status(500).json({ error: 'The event could not be processed.' });
    }
  });
  return router;
}

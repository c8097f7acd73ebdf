// POST /api/post/stripe/create-checkout-session and /create-portal-session. Both take a browser
// form post (answered with a 303 redirect to Stripe) or a JSON fetch (answered with { url }).
import express, { type Request, type Response, type Router } from 'express';
import Stripe from 'stripe';
import { z } from 'zod';
import type { BillingContext } from '../app-context';
import { describeIssue, readableIssue } from '../http/validate';
import { BillingInputError, createPortalSession } from './checkout';
import { confirmCheckoutSession, removeLeagueFromSubscription, subscribeLeagues } from './subscription-leagues';
import { PLAN } from './plan';
import { errorText } from '../error-text';

const LeagueIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')))
  .pipe(
    z
      .array(z.string().trim().max(64, 'League ids are at most 64 characters.'))
      .transform((ids) => ids.filter((id) => id.length > 0))
      .pipe(z.array(z.string()).max(100, 'Choose at most 100 leagues at once.')),
  );

const CheckoutBody = z
  .object({
    lookup_key: z
      .string()
      .refine((k) => k === PLAN.lookupKey, `Unknown plan: the only plan is ${PLAN.lookupKey}.`)
      .optional(),
    platform_league_ids: LeagueIdList.optional(),
    // Forms posting several checkboxes with the PHP-style name.
    'platform_league_ids[]': LeagueIdList.optional(),
  })
  .transform((b) => ({
    lookupKey: b.lookup_key,
    platformLeagueIds: b.platform_league_ids ?? b['platform_league_ids[]'],
  }));

const PortalBody = z.object({ customer_id: z.string().trim().max(255).optional() });
const ConfirmBody = z.object({
  session_id: z
    .string({ error: 'session_id: expected the Checkout Session id from the address (cs_…).' })
    .trim()
    .max(255, 'session_id: at most 255 characters.'),
});
const RemoveLeagueBody = z.object({
  platform_league_id: z
    .string({ error: 'platform_league_id: expected the id of one of your leagues.' })
    .trim()
    .min(1, 'platform_league_id: expected the id of one of your leagues.')
    .max(64, 'platform_league_id: at most 64 characters.'),
});

function wantsJson(req: Request): boolean {
  return req.is('application/json') === 'application/json' || req.accepts(['html', 'json']) === 'json';
}

function sendUrl(req: Request, res: Response, url: string): void {
  if (wantsJson(req)) res.json({ url });
  else res.redirect(303, url);
}

/** The first problem as a sentence that names the field and what it takes. */
function firstIssue(error: z.ZodError): string {
  return error.issues.length ? describeIssue(error) : 'Invalid request.';
}

export function billingRoutes(ctx: Pick<BillingContext, 'db' | 'config' | 'billing' | 'log' | 'onLeaguesActivated'>): Router {
  const { log } = ctx;
  const router = express.Router();
  // Parsers run only if the app has not parsed the body already.
  const parsers = [express.urlencoded({ extended: false, limit: '32kb' }), express.json({ limit: '32kb' })];

  const fail = (res: Response, err: unknown, what: string) => {
    if (err instanceof BillingInputError) {
      res.status(err.status).json({ success: false, error: err.message });
    } else if (err instanceof Stripe.errors.StripeError) {
      log.error(`stripe ${what} failed: ${err.type} ${err.message}`);
      res.status(502).json({ success: false, error: 'The payment provider is not reachable right now. Please try again.' });
    } else {
      log.error(`stripe ${what} failed: ${errorText(err)}`);
      res.status(500).json({ success: false, error: 'Something went wrong. Please try again.' });
    }
  };

  router.post('/api/post/stripe/create-checkout-session', ...parsers, async (req, res) => {
    const userId = req.session.userId;
    if (userId === null) {
      res.status(401).json({ success: false, error: 'Please sign in first.' });
      return;
    }
    const body = CheckoutBody.safeParse(req.body ?? {}, { error: readableIssue });
    if (!body.success) {
      res.status(400).json({ success: false, error: firstIssue(body.error) });
      return;
    }
    try {
      // With a paying subscription the leagues are added to it instead (one subscription per member).
      const result = await subscribeLeagues(ctx, userId, body.data.platformLeagueIds);
      if (result.updated && wantsJson(req)) {
        res.json({ url: result.url, updated: true, quantity: result.quantity, platform_league_ids: result.platformLeagueIds });
      } else {
        sendUrl(req, res, result.url);
      }
    } catch (err) {
      fail(res, err, 'checkout');
    }
  });

  // The confirmation page reads its Checkout Session (success_url's session_id) and applies it
  // the way the webhook does, so the first recap starts even if the webhook is late.
  router.post('/api/post/stripe/confirm-checkout-session', ...parsers, async (req, res) => {
    const userId = req.session.userId;
    if (userId === null) {
      res.status(401).json({ success: false, error: 'Please sign in first.' });
      return;
    }
    const body = ConfirmBody.safeParse(req.body ?? {}, { error: readableIssue });
    if (!body.success) {
      res.status(400).json({ success: false, error: firstIssue(body.error) });
      return;
    }
    try {
      const result = await confirmCheckoutSession(ctx, userId, body.data.session_id);
      res.json({ success: true, status: result.status, paid: result.paid, platform_league_ids: result.platformLeagueIds });
    } catch (err) {
      fail(res, err, 'checkout confirmation');
    }
  });

  // A league leaves the subscription: quantity - 1 (prorated), the league is no longer paid.
  router.post('/api/post/stripe/remove-league', ...parsers, async (req, res) => {
    const userId = req.session.userId;
    if (userId === null) {
      res.status(401).json({ success: false, error: 'Please sign in first.' });
      return;
    }
    const body = RemoveLeagueBody.safeParse(req.body ?? {}, { error: readableIssue });
    if (!body.success) {
      res.status(400).json({ success: false, error: firstIssue(body.error) });
      return;
    }
    try {
      const change = await removeLeagueFromSubscription(ctx, userId, body.data.platform_league_id);
      if (wantsJson(req)) res.json({ success: true, quantity: change.quantity, platform_league_ids: change.platformLeagueIds });
      else res.redirect(303, `${ctx.config.PUBLIC_URL}/settings`);
    } catch (err) {
      fail(res, err, 'league removal');
    }
  });

  router.post('/api/post/stripe/create-portal-session', ...parsers, async (req, res) => {
    const userId = req.session.userId;
    if (userId === null) {
      res.status(401).json({ success: false, error: 'Please sign in first.' });
      return;
    }
    const body = PortalBody.safeParse(req.body ?? {}, { error: readableIssue });
    if (!body.success) {
      res.status(400).json({ success: false, error: firstIssue(body.error) });
      return;
    }
    try {
      sendUrl(req, res, await createPortalSession(ctx, userId, body.data.customer_id || undefined));
    } catch (err) {
      fail(res, err, 'portal');
    }
  });

  return router;
}

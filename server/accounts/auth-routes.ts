// Sign-in routes: magic link, Google, logout (spec section 7).
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Profile } from 'passport-google-oauth20';
import { z } from 'zod';
import type { AppContext } from '../app';
import { HttpError } from '../http/errors';
import { escapeHtml } from '../http/html';
import { fields, parse } from '../http/validate';
import { INVITE_CODE_PATTERN, addToWaitlist, decideAccess, findInvite, isBetaEmail, isUsableInvite } from './access';
import { createGooglePassport, identityOf } from './google';
import { consumeMagicToken, peekMagicToken } from './magic-link';
import { requestMagicLink } from './magic-request';
import { OnboardingData, OnboardingDataField, leagueChoiceOf, roastLevelOf } from './onboarding-data';
import { completeSignIn } from './sign-in';
import { findUserByEmail, findUserByGoogleId, getPermission, updateFromGoogle } from './users';
import { verifyLeagueChoice } from '../leagues/verify-claim';
import { leagueClaimedError, type LeagueClaim } from '../leagues/store';

/** The website's page for a failed magic link or Google sign-in (spec: "Login-failure page"). */
export const LOGIN_FAILURE_ROUTE = '/login-failure';

const MagicBody = z.object({
  email: fields.email,
  onboardingData: OnboardingDataField,
  invite_code: z.string().regex(INVITE_CODE_PATTERN, 'is not a valid invite code').optional(),
});
const MagicQuery = z.object({ type: z.enum(['signup', 'login'], 'must be signup or login').optional() });
const TokenParam = z.object({ token: z.string({ error: 'the sign-in link is incomplete' }).regex(/^[\w-]{20,100}$/, 'the sign-in link is damaged') });

export function authRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, config } = ctx;
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: ctx.signInRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { success: false, error: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  });

  // ── Magic link ──────────────────────────────────────────────────────────────────────────
  r.post('/auth/magic', limiter, async (req, res) => {
    const { type } = parse(MagicQuery, req.query);
    const body = parse(MagicBody, req.body);
    const answer = await requestMagicLink(ctx, {
      email: body.email,
      purpose: type === 'signup' ? 'signup' : 'login',
      onboardingData: body.onboardingData,
      inviteCode: body.invite_code ?? req.session.data.inviteCode,
    });
    res.json(answer);
  });

  // The link in the mail opens this page; only its button (a POST) uses the token up.
  r.get('/auth/magic/verify', (req, res) => {
    const q = TokenParam.safeParse(req.query);
    const check = q.success ? peekMagicToken(db, q.data.token, ctx.now()) : { ok: false as const, reason: 'invalid' as const };
    if (!check.ok) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=${check.reason}`);
    const csrf = ctx.csrfToken(req, res);
    res.type('html').send(confirmPage(check.intent.email, q.data!.token, csrf));
  });

  r.post('/auth/magic/consume', limiter, (req, res) => {
    const q = TokenParam.safeParse(req.body);
    const used = q.success ? consumeMagicToken(db, q.data.token, ctx.now()) : { ok: false as const, reason: 'invalid' as const };
    if (!used.ok) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=${used.reason}`);
    const outcome = completeSignIn(db, used.intent);
    if (!outcome.ok) return res.redirect(303, outcome.redirect);
    req.session.signIn(outcome.userId);
    ctx.log.info('signed in', { reqId: req.id, userId: outcome.userId, via: 'magic-link' });
    res.redirect(303, outcome.redirect);
  });

  // ── Google ──────────────────────────────────────────────────────────────────────────────
  const google = createGooglePassport(config);
  if (!google) {
    // Hidden unless configured: the page sends people to /login, the API says why.
    r.post('/auth/google/init', (_req, res) => {
      res.status(404).json({ success: false, error: 'Google sign-in is not available. Please use the e-mail link instead.' });
    });
    r.get(['/auth/google', '/auth/google/callback'], (_req, res) => res.redirect(302, '/login'));
  } else {
    r.post('/auth/google/init', limiter, async (req, res) => {
      const body = parse(z.object({ onboardingData: OnboardingDataField }), req.body);
      const choice = leagueChoiceOf(body.onboardingData);
      if (choice) {
        const claim = await verifyLeagueChoice(ctx.sleeper, choice);
        const holder = db
          .prepare('SELECT owner_user_id FROM leagues WHERE platform_league_id = ? AND owner_user_id IS NOT NULL')
          .get(claim.platform_league_id) as { owner_user_id: number } | undefined;
        if (holder && holder.owner_user_id !== req.session.userId) throw leagueClaimedError(claim.name);
      }
      req.session.update({ onboardingData: body.onboardingData });
      res.json({ success: true, redirect: '/auth/google' });
    });

    r.get('/auth/google', limiter, google.authenticate('google', { scope: ['openid', 'email', 'profile'], session: false }));

    r.get('/auth/google/callback', limiter, (req, res, next) => {
      google.authenticate('google', { session: false }, (err: unknown, user: Profile | false) => {
        if (err) {
          ctx.log.warn('google sign-in failed', { reqId: req.id, error: err instanceof Error ? err.message : String(err) });
          return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=google`);
        }
        if (!user) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=state`);
        finishGoogle(ctx, req, res, user).catch(next);
      })(req, res, next);
    });
  }

  // ── Logout ──────────────────────────────────────────────────────────────────────────────
  r.get('/api/logout', (req, res) => {
    req.session.signOut();
    res.json({ success: true });
  });

  // A signed-in account without access (no permission, no invite): remember it, end the session.
  r.get('/api/logout-waitlist', (req, res) => {
    const userId = req.session.userId;
    if (userId !== null) {
      const email = (db.prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string } | undefined)?.email;
      if (email && !getPermission(db, userId)) addToWaitlist(db, email, 'no-permission');
    }
    req.session.signOut();
    res.redirect(303, '/waitlist-no-access');
  });

  return r;
}

async function finishGoogle(ctx: AppContext, req: express.Request, res: express.Response, profile: Profile): Promise<void> {
  const { db, config } = ctx;
  const identity = identityOf(profile);
  if (!identity) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=google_email`);
  const stored = OnboardingData.safeParse(req.session.data.onboardingData ?? {});
  const onboarding = stored.success ? stored.data : undefined;
  const inviteCode = req.session.data.inviteCode;

  const existing = findUserByGoogleId(db, identity.googleId) ?? findUserByEmail(db, identity.email);
  const email = existing?.email ?? identity.email;
  const hasValidInvite = isUsableInvite(inviteCode ? findInvite(db, inviteCode) : undefined, email);
  const accessType =
    (existing && getPermission(db, existing.id)?.type) ||
    decideAccess({ isBetaEmail: isBetaEmail(db, config, email), hasValidInvite, openSignup: config.OPEN_SIGNUP });

  let claim: LeagueClaim | null = null;
  const choice = leagueChoiceOf(onboarding);
  if (choice) {
    try {
      claim = await verifyLeagueChoice(ctx.sleeper, choice);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      claim = null; // a stale or bad choice does not block signing in; onboarding asks again
    }
  }

  const outcome = completeSignIn(db, {
    email,
    accessType,
    inviteCode: hasValidInvite ? inviteCode : null,
    claim,
    roastLevel: roastLevelOf(onboarding),
    names: { first_name: identity.first_name, last_name: identity.last_name },
  });
  if (!outcome.ok) {
    req.session.signOut();
    return res.redirect(303, outcome.redirect);
  }
  updateFromGoogle(db, outcome.userId, { google_id: identity.googleId, first_name: identity.first_name ?? undefined, last_name: identity.last_name ?? undefined });
  req.session.signIn(outcome.userId);
  ctx.log.info('signed in', { reqId: req.id, userId: outcome.userId, via: 'google' });
  res.redirect(303, outcome.redirect);
}

function confirmPage(email: string, token: string, csrf: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to Recap League</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#0b0b10;color:#fff}
main{max-width:420px;padding:2rem;text-align:center}button{font-size:1.1rem;padding:.9rem 2.2rem;border:0;border-radius:10px;background:#f5c400;color:#111;font-weight:700;cursor:pointer}</style>
</head><body><main><h1>Sign in to Recap League</h1><p>Continue as <strong>${escapeHtml(email)}</strong>.</p>
<form method="post" action="/auth/magic/consume"><input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="_csrf" value="${escapeHtml(csrf)}"><button type="submit">Sign in</button></form></main></body></html>`;
}

// Sign-in routes: magic link, Google, logout (spec section 7).
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Profile } from 'passport-google-oauth20';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { visitorSleeperLimiter } from '../http/rate-limits';
import { magicConfirmPage } from './confirm-page';
import { fields, parse } from '../http/validate';
import { createAddressLimiter } from './address-limit';
import { INVITE_CODE_PATTERN, addToWaitlist, decideAccess, isBetaEmail, usableInviteFor } from './access';
import { createGooglePassport, identityOf } from './google';
import { consumeMagicToken, peekMagicToken } from './magic-link';
import { requestMagicLink } from './magic-request';
import { OnboardingData, OnboardingDataField, leagueChoiceOf, roastLevelOf } from './onboarding-data';
import { completeSignIn } from './sign-in';
import { findUserByEmail, findUserByGoogleId, getPermission, updateFromGoogle } from './users';
import { verifyLeagueChoice } from '../leagues/verify-claim';
import { leagueClaimedError, type LeagueClaim } from '../leagues/store';
import { errorText } from '../error-text';
import { MagicPurpose } from '../../src/vocabulary';

/** The website's page for a failed magic link or Google sign-in (spec: "Login-failure page"). */
export const LOGIN_FAILURE_ROUTE = '/login-failure';

const MagicBody = z.object({
  email: fields.email,
  onboardingData: OnboardingDataField,
  invite_code: z.string().regex(INVITE_CODE_PATTERN, 'is not a valid invite code').optional(),
});
const MagicQuery = z.object({ type: z.enum(MagicPurpose.options, 'must be signup or login').optional() });
const TokenParam = z.object({ token: z.string({ error: 'the sign-in link is incomplete' }).regex(/^[\w-]{20,100}$/, 'the sign-in link is damaged') });

export function authRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, config } = ctx;
  // Per IP, one count per sign-in: only the step that starts one (asking for a link, leaving for
  // Google) counts. The steps that finish it (the link's button, Google's callback) count only when
  // they fail, in a limit of their own, so guessing links or replaying callbacks is still capped.
  const signInLimit = { windowMs: 15 * 60 * 1000, limit: ctx.signInRateLimit, standardHeaders: 'draft-8', legacyHeaders: false } as const;
  const tooMany = { success: false, error: 'Too many sign-in attempts. Please wait a few minutes and try again.' };
  const limiter = rateLimit({ ...signInLimit, message: tooMany });
  const failedFinishes = rateLimit({
    ...signInLimit,
    message: tooMany,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode < 400 && !String(res.getHeader('location') ?? '').startsWith(LOGIN_FAILURE_ROUTE),
  });
  const perAddress = createAddressLimiter({ limit: ctx.magicLinkAddressLimit, now: ctx.now });

  // ── Magic link ──────────────────────────────────────────────────────────────────────────
  r.post('/auth/magic', limiter, async (req, res) => {
    const { type } = parse(MagicQuery, req.query);
    const body = parse(MagicBody, req.body);
    // Counted for every address alike (account or not), so this answer reveals nothing.
    if (!perAddress.take(body.email)) {
      res.setHeader('Retry-After', String(perAddress.retryAfter(body.email)));
      throw new HttpError(
        429,
        'Too many sign-in links were asked for this e-mail address. Please use the newest e-mail we sent, or wait 15 minutes and try again.',
      );
    }
    const answer = await requestMagicLink(ctx, {
      email: body.email,
      purpose: type === 'signup' ? 'signup' : 'login',
      onboardingData: body.onboardingData,
      inviteCode: body.invite_code ?? req.session.data.inviteCode,
      referral: req.session.data.referral,
    });
    res.json(answer);
  });

  // The link in the mail opens this page; only its button (a POST) uses the token up.
  r.get('/auth/magic/verify', (req, res) => {
    const q = TokenParam.safeParse(req.query);
    const check = q.success ? peekMagicToken(db, q.data.token, ctx.now()) : { ok: false as const, reason: 'invalid' as const };
    if (!check.ok) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=${check.reason}`);
    const csrf = ctx.csrfToken(req, res);
    res.set('Cache-Control', 'no-store');
    res.type('html').send(magicConfirmPage({ email: check.intent.email, token: q.data!.token, csrf, webDist: ctx.webDist }));
  });

  r.post('/auth/magic/consume', failedFinishes, (req, res) => {
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
    // Not a sign-in of its own, but with a league choice it looks the league up on Sleeper (the
    // website's probe, an empty body, is not counted).
    const initLimiter = visitorSleeperLimiter({
      reachesSleeper: (req) => {
        const body = z.object({ onboardingData: OnboardingDataField }).safeParse(req.body);
        return !body.success || leagueChoiceOf(body.data.onboardingData) !== null;
      },
    });
    r.post('/auth/google/init', initLimiter, async (req, res) => {
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

    r.get('/auth/google/callback', failedFinishes, (req, res, next) => {
      // Cancel on Google's page: back to where the person started (sign-up step or login).
      if (req.query.error === 'access_denied') return res.redirect(303, req.session.data.onboardingData ? '/onboarding/auth' : '/login');
      google.authenticate('google', { session: false }, (err: unknown, user: Profile | false) => {
        if (err) {
          ctx.log.warn('google sign-in failed', { reqId: req.id, error: errorText(err) });
          return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=google`);
        }
        if (!user) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=state`);
        finishGoogle(ctx, req, res, user).catch(next);
      })(req, res, next);
    });
  }

  // ── Logout ──────────────────────────────────────────────────────────────────────────────
  // POSTs (CSRF-checked like every POST), so another site cannot sign members out with a link;
  // the old GET paths are gone (a GET of them is the API's JSON 404 and changes nothing).
  r.post('/api/logout', (req, res) => {
    req.session.signOut();
    res.json({ success: true });
  });

  // A signed-in account without access (no permission, no invite): remember it, end the session.
  r.post('/api/logout-waitlist', (req, res) => {
    const userId = req.session.userId;
    if (userId !== null) {
      const email = (db.prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string } | undefined)?.email;
      if (email && !getPermission(db, userId)) addToWaitlist(db, email, 'no-permission');
    }
    req.session.signOut();
    res.json({ success: true, next: '/waitlist-no-access' });
  });

  return r;
}

async function finishGoogle(ctx: AppContext, req: express.Request, res: express.Response, profile: Profile): Promise<void> {
  const { db, config } = ctx;
  const identity = identityOf(profile);
  if (!identity) return res.redirect(303, `${LOGIN_FAILURE_ROUTE}?reason=google_email`);
  const stored = OnboardingData.safeParse(req.session.data.onboardingData ?? {});
  const onboarding = stored.success ? stored.data : undefined;

  const existing = findUserByGoogleId(db, identity.googleId) ?? findUserByEmail(db, identity.email);
  const email = existing?.email ?? identity.email;
  // The invite this browser brought, or one a member sent to this address.
  const inviteCode = usableInviteFor(db, email, req.session.data.inviteCode);
  const hasValidInvite = inviteCode !== undefined;
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
    inviteCode: inviteCode ?? null,
    claim,
    roastLevel: roastLevelOf(onboarding),
    referral: req.session.data.referral ?? null,
    names: { first_name: identity.first_name, last_name: identity.last_name },
  });
  if (!outcome.ok) {
    req.session.signOut();
    return res.redirect(303, outcome.redirect);
  }
  updateFromGoogle(db, outcome.userId, {
    google_id: identity.googleId,
    first_name: identity.first_name ?? undefined,
    last_name: identity.last_name ?? undefined,
  });
  req.session.signIn(outcome.userId);
  ctx.log.info('signed in', { reqId: req.id, userId: outcome.userId, via: 'google' });
  res.redirect(303, outcome.redirect);
}

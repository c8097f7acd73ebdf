// The signed-in user, the permission record and onboarding steps, invite codes (spec section 7).
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError, forbidden } from '../http/errors';
import { requireUserId } from '../http/session';
import { parse, typeError } from '../http/validate';
import { NameBody } from '../../src/api/name';
import { INVITE_CODE_PATTERN, decideAccess, findInvite, inviteCodeFor, inviteStateFor, isBetaEmail, isUsableInvite, useInvite } from './access';
import { advanceOnboardingStep, createPermission, currentUserPayload, findUserById, getPermission, markOnboardingComplete } from './users';

const UserIdBody = z.object({
  user_id: z.coerce.number({ error: 'user_id must be a number' }).int('user_id must be a whole number').positive('user_id must be positive'),
});
export const INVITE_OTHER_ADDRESS =
  'This invite is for another address: it was sent to a different e-mail than the one you are signed in with. Sign out and open the link again to use it.';

const InviteCode = z.string({ error: typeError('is required', 'must be an invite code (text)') }).regex(INVITE_CODE_PATTERN, 'is not a valid invite code');

/** The caller may only name themself. */
function ownUserId(req: express.Request, given: number): number {
  const userId = requireUserId(req);
  if (given !== userId) throw forbidden('You can only do this for your own account.');
  return userId;
}

function needPermission(ctx: AppContext, userId: number) {
  const p = getPermission(ctx.db, userId);
  if (!p) throw new HttpError(403, 'Your account has no access yet. Please finish sign-up or use an invite.');
  return p;
}

export function accountsRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, config } = ctx;

  r.get('/api/current_user', (req, res) => {
    const userId = req.session.userId;
    const user = userId === null ? undefined : currentUserPayload(db, userId);
    res.set('Cache-Control', 'no-store').json(user ?? {});
  });

  // What the page may show: sign-in options configured on this server (public).
  r.get('/api/get/site-config', (_req, res) => {
    res.json({ success: true, googleAuth: Boolean(config.GOOGLE_CLIENT_ID), videoHero: true, openSignup: config.OPEN_SIGNUP, socials: {} });
  });

  r.post('/api/post/fetch-user-info', (req, res) => {
    const u = findUserById(db, requireUserId(req));
    if (!u) throw new HttpError(401, 'Please sign in first.');
    res.json({ success: true, userInfo: { email: u.email, first_name: u.first_name, last_name: u.last_name } });
  });

  // Settings: e-mail sign-ups have no name from Google, so the member sets it (checked like the page does).
  r.post('/api/post/user-name', (req, res) => {
    const userId = requireUserId(req);
    const body = parse(NameBody, req.body);
    db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?').run(body.first_name, body.last_name || null, userId);
    res.json({ success: true, first_name: body.first_name, last_name: body.last_name || null });
  });

  // Steps 6-8 are set by the onboarding pages after roast level, league context, weekly context.
  r.post('/api/post/onboarding-step/:step', (req, res) => {
    const { step } = parse(
      z.object({
        step: z.coerce
          .number()
          .int()
          .refine((s) => s >= 6 && s <= 8, 'must be 6, 7 or 8 (earlier steps are set by sign-up)'),
      }),
      req.params,
    );
    const userId = requireUserId(req);
    needPermission(ctx, userId);
    res.json({ success: true, onboarding_step: advanceOnboardingStep(db, userId, step) });
  });

  // Made on plan selection when the user has none; only for e-mails the beta admits.
  r.post('/api/post/create-permission-record', (req, res) => {
    const body = parse(
      UserIdBody.extend({
        onboarding_step: z.coerce
          .number()
          .int('onboarding_step must be a whole number')
          .min(1, 'onboarding_step must be 1 to 8')
          .max(8, 'onboarding_step must be 1 to 8')
          .default(5),
      }),
      req.body,
    );
    const userId = ownUserId(req, body.user_id);
    const existing = getPermission(db, userId);
    if (existing) return void res.json({ success: true, created: false, permission: currentUserPayload(db, userId)?.permission });
    const email = findUserById(db, userId)!.email;
    const type = decideAccess({ isBetaEmail: isBetaEmail(db, config, email), hasValidInvite: false, openSignup: config.OPEN_SIGNUP });
    if (!type) throw forbidden('This email is on our waitlist. Please contact support for access.');
    createPermission(db, userId, type, body.onboarding_step);
    res.status(201).json({ success: true, created: true, permission: currentUserPayload(db, userId)?.permission });
  });

  r.post('/api/post/mark-onboarding-complete', (req, res) => {
    const userId = requireUserId(req);
    needPermission(ctx, userId);
    markOnboardingComplete(db, userId);
    res.json({ success: true });
  });

  // The spec's invite-code flow: a signed-in account without a permission record asks whether
  // an invite waits for it.
  r.post('/api/post/get-invite-code', (req, res) => {
    const { user_id } = parse(UserIdBody, req.body);
    const userId = ownUserId(req, user_id);
    const code = inviteCodeFor(db, findUserById(db, userId)!.email);
    res.json(code ? { status: 'success', invite_code: code } : { status: 'none', invite_code: null });
  });

  // What the invite page says: open (anyone signed out, or the invited address), already applied
  // to the signed-in account, meant for another address than the signed-in one, used, or invalid.
  r.get('/api/get/invite/:code', (req, res) => {
    const code = parse(z.object({ code: InviteCode }), req.params).code;
    const state = inviteStateFor(db, findInvite(db, code), req.session.userId);
    res.set('Cache-Control', 'private, no-store').json({ success: true, valid: state === 'open', state });
  });

  // /invite-signup/{code}: signed in, the invite admits the account now; signed out, it is kept
  // in the session and admits the next sign-up from this browser.
  r.post('/api/post/redeem-invite', (req, res) => {
    const { invite_code } = parse(z.object({ invite_code: InviteCode }), req.body);
    const invite = findInvite(db, invite_code);
    const userId = req.session.userId;
    const state = inviteStateFor(db, invite, userId);
    if (state === 'yours') return void res.json({ success: true, signedIn: true, alreadyMember: true, next: '/dashboard' });
    if (state === 'other_address') throw new HttpError(403, INVITE_OTHER_ADDRESS);
    const email = userId === null ? undefined : findUserById(db, userId)?.email;
    if (!isUsableInvite(invite, email)) {
      throw new HttpError(410, 'This invite code has already been used or does not exist. Ask for a new invite.');
    }
    if (userId === null) {
      req.session.update({ inviteCode: invite_code });
      return void res.json({ success: true, signedIn: false, next: '/onboarding/platform' });
    }
    if (getPermission(db, userId)) return void res.json({ success: true, signedIn: true, alreadyMember: true, next: '/dashboard' });
    db.transaction(() => {
      if (!useInvite(db, invite_code, userId)) throw new HttpError(410, 'This invite code has already been used. Ask for a new invite.');
      createPermission(db, userId, 'invite_beta', 1);
    })();
    res.json({ success: true, signedIn: true, alreadyMember: false, next: '/onboarding/platform' });
  });

  return r;
}

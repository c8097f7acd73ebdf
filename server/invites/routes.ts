// A member's "Invite a friend": send a single-use invite link to an address, list one's own
// invites with their state, cancel an open one. Signed-in members only (a permission record);
// each sees and changes only their own invites. POSTs are CSRF-checked by the app's middleware.
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { INVITE_CODE_PATTERN } from '../accounts/access';
import { findUserById, getPermission } from '../accounts/users';
import { HttpError, forbidden, notFound } from '../http/errors';
import { requireUserId } from '../http/session';
import { fields, parse } from '../http/validate';
import { inviteMail } from './mail';
import {
  DAILY_INVITE_LIMIT,
  OPEN_INVITE_LIMIT,
  cancelMemberInvite,
  countOpenInvites,
  createMemberInvite,
  discardInvite,
  findMemberInvite,
  inviteLink,
  isWaitlisted,
  listMemberInvites,
  markInviteSent,
} from './store';
import { errorText } from '../error-text';

const InviteBody = z.object({
  // Within the lengths mail systems accept (254 in all, 64 before the @).
  email: fields.email.refine((e) => e.length <= 254 && e.indexOf('@') <= 64, 'Please enter a valid e-mail address.'),
});
const CodeParam = z.object({
  code: z.string({ error: 'code is required' }).regex(INVITE_CODE_PATTERN, 'must be an invite code (letters, digits, - and _)'),
});

/** The signed-in member (401 signed out, 403 without access yet). */
function member(ctx: AppContext, req: express.Request) {
  const userId = requireUserId(req);
  const user = findUserById(ctx.db, userId);
  if (!user) throw new HttpError(401, 'Please sign in first.');
  if (!getPermission(ctx.db, userId)) throw forbidden('Only members can invite friends. Please finish sign-up first.');
  return user;
}

export function invitesRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, config } = ctx;

  const summary = (memberId: number) => {
    const now = ctx.now();
    return {
      invites: listMemberInvites(db, memberId, now, config.PUBLIC_URL),
      open: countOpenInvites(db, memberId, now),
      limit: OPEN_INVITE_LIMIT,
      dailyLimit: DAILY_INVITE_LIMIT,
    };
  };

  r.get('/api/get/invites', (req, res) => {
    const me = member(ctx, req);
    res.set('Cache-Control', 'private, no-store').json({ success: true, ...summary(me.id) });
  });

  r.post('/api/post/invites', async (req, res) => {
    const me = member(ctx, req);
    const { email } = parse(InviteBody, req.body);
    const now = ctx.now();
    const code = createMemberInvite(db, { memberId: me.id, memberEmail: me.email, email, now });
    const invite = findMemberInvite(db, me.id, code, now, config.PUBLIC_URL)!;
    try {
      await ctx.mailer.send(
        inviteMail({ to: email, link: inviteLink(config.PUBLIC_URL, code), inviter: me, expiresAt: invite.expires_at!, waitlisted: isWaitlisted(db, email) }),
      );
    } catch (err) {
      discardInvite(db, code);
      ctx.log.error('invite mail failed', { reqId: req.id, error: errorText(err) });
      throw new HttpError(502, 'We could not send the invite e-mail right now. Please try again in a minute.');
    }
    markInviteSent(db, code, ctx.now());
    ctx.log.info('invite sent', { reqId: req.id, userId: me.id });
    res.status(201).json({ success: true, invite: findMemberInvite(db, me.id, code, ctx.now(), config.PUBLIC_URL), ...summary(me.id) });
  });

  r.post('/api/post/invites/:code/cancel', (req, res) => {
    const me = member(ctx, req);
    const { code } = parse(CodeParam, req.params);
    const outcome = cancelMemberInvite(db, me.id, code, ctx.now());
    if (outcome === 'not-found') throw notFound('Invite not found.');
    if (outcome === 'used') throw new HttpError(409, 'This invite has already been used: your friend has joined.');
    res.json({ success: true, invite: findMemberInvite(db, me.id, code, ctx.now(), config.PUBLIC_URL), ...summary(me.id) });
  });

  return r;
}

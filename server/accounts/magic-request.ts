// POST /auth/magic: decide sent or waitlisted, and mail the link (or a "no account yet" note).
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { decideAccess, addToWaitlist, isBetaEmail, usableInviteFor } from './access';
import { issueMagicToken } from './magic-link';
import { findUserByEmail, getPermission } from './users';
import { leagueChoiceOf, roastLevelOf, type OnboardingData } from './onboarding-data';
import { verifyLeagueChoice } from '../leagues/verify-claim';
import { isClaimableBy, leagueClaimedError, type LeagueClaim } from '../leagues/store';
import { magicLinkMail, noAccountMail } from '../mail/templates';
import { errorText } from '../error-text';
import type { MagicPurpose } from '../../src/vocabulary';

export type MagicRequest = {
  email: string;
  purpose: MagicPurpose;
  onboardingData?: OnboardingData;
  inviteCode?: string;
  /** A share page's referral code this browser brought (server/sharing), recorded if this signs up. */
  referral?: string;
};

/** The answer is the same whether or not an account exists: only the beta decides it. */
export async function requestMagicLink(ctx: AppContext, r: MagicRequest): Promise<{ sent: true } | { waitlisted: true }> {
  const { db, config } = ctx;
  const existing = findUserByEmail(db, r.email);
  // The invite this browser brought, or one a member sent to this address.
  const inviteCode = usableInviteFor(db, r.email, r.inviteCode);
  const hasValidInvite = inviteCode !== undefined;
  const accessType =
    (existing && getPermission(db, existing.id)?.type) ||
    decideAccess({ isBetaEmail: isBetaEmail(db, config, r.email), hasValidInvite, openSignup: config.OPEN_SIGNUP });

  if (!existing && !accessType) {
    addToWaitlist(db, r.email, r.purpose);
    return { waitlisted: true };
  }

  let claim: LeagueClaim | null = null;
  const choice = r.purpose === 'signup' ? leagueChoiceOf(r.onboardingData) : null;
  if (choice) {
    claim = await verifyLeagueChoice(ctx.sleeper, choice);
    if (!isClaimableBy(db, claim.platform_league_id, r.email)) throw leagueClaimedError(claim.name);
  }

  // Signing in to an e-mail with no account: say so by mail, not in the answer.
  if (!existing && r.purpose === 'login') {
    await deliver(ctx, noAccountMail(config.PUBLIC_URL, r.email));
    return { sent: true };
  }

  const token = issueMagicToken(
    db,
    {
      email: r.email,
      purpose: r.purpose,
      accessType,
      inviteCode: inviteCode ?? null,
      claim,
      roastLevel: roastLevelOf(r.onboardingData),
      referral: r.purpose === 'signup' ? (r.referral ?? null) : null,
    },
    ctx.now(),
  );
  await deliver(ctx, magicLinkMail(config.PUBLIC_URL, r.email, token, r.purpose));
  return { sent: true };
}

async function deliver(ctx: AppContext, mail: Parameters<AppContext['mailer']['send']>[0]): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error('mail failed', { to: mail.to, error: errorText(err) });
    throw new HttpError(502, 'We could not send the e-mail right now. Please try again in a minute.');
  }
}

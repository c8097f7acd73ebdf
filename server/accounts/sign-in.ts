// What happens once a person has proved their e-mail (magic link) or Google account: the account
// is found or made, the permission record and invite applied, the onboarding league claimed.
import type { Database } from '../db/database';
import { addToWaitlist, useInvite } from './access';
import { STEP_AFTER_SIGNUP, landingRoute } from './onboarding-steps';
import { advanceOnboardingStep, createPermission, createUser, findUserByEmail, getPermission } from './users';
import { claimLeague, type LeagueClaim } from '../leagues/store';
import { recordReferral } from '../sharing/links';
import type { OfferedLevel, PermissionType } from '../../src/vocabulary';

export type SignInIntent = {
  email: string;
  /** Permission type for a new account, decided when sign-in started; null = not admitted. */
  accessType: PermissionType | null;
  inviteCode?: string | null;
  claim?: LeagueClaim | null;
  roastLevel?: OfferedLevel | null;
  names?: { first_name?: string | null; last_name?: string | null };
  /** The referral code of the share page that brought this browser, recorded for a new account. */
  referral?: string | null;
};

export type SignInOutcome = { ok: true; userId: number; redirect: string; leagueConflict: boolean } | { ok: false; redirect: string };

export const LEAGUE_CLAIMED_REDIRECT = '/onboarding/auth?error=league_claimed';

export function completeSignIn(db: Database, intent: SignInIntent): SignInOutcome {
  return db.transaction((): SignInOutcome => {
    let user = findUserByEmail(db, intent.email);
    if (!user) {
      if (!intent.accessType) {
        addToWaitlist(db, intent.email, 'sign-in');
        return { ok: false, redirect: '/no-access' };
      }
      user = createUser(db, { email: intent.email, ...intent.names });
      if (intent.referral) recordReferral(db, user.id, intent.referral);
    }
    if (!getPermission(db, user.id) && intent.accessType) {
      createPermission(db, user.id, intent.accessType, intent.claim ? STEP_AFTER_SIGNUP : 1);
    }
    if (intent.inviteCode) useInvite(db, intent.inviteCode, user.id);

    let leagueConflict = false;
    if (intent.claim) {
      if (claimLeague(db, user.id, intent.claim)) {
        if (intent.roastLevel) {
          db.prepare('UPDATE leagues SET roast_level = ? WHERE platform_league_id = ?').run(intent.roastLevel, intent.claim.platform_league_id);
        }
        if (getPermission(db, user.id)) advanceOnboardingStep(db, user.id, STEP_AFTER_SIGNUP);
      } else {
        leagueConflict = true;
      }
    }
    const redirect = leagueConflict ? LEAGUE_CLAIMED_REDIRECT : landingRoute(getPermission(db, user.id));
    return { ok: true, userId: user.id, redirect, leagueConflict };
  })();
}

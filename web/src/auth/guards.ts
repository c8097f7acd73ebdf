// Where a visitor may be, as pure functions of the path and the user (spec sections 4 and 6).
import type { Permission, User } from '../lib/schemas';
import type { PermissionType } from '../../../src/vocabulary';
import { FINAL_STEP, stepOfPath, stepRoute } from '../onboarding/steps';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Decision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  /** Signed in without a permission record: fetch an invite code (spec section 4). */
  | { kind: 'invite' };

const allow: Decision = { kind: 'allow' };
const redirect = (to: string): Decision => ({ kind: 'redirect', to });

export const isOnboardingPath = (path: string) => path.startsWith('/onboarding/');
export const isLoginPath = (path: string) => path === '/login' || path.startsWith('/login/');

/** A subscription is active when its period ends in the future. */
export function hasActiveSubscription(permission: Permission | null | undefined, now: number): boolean {
  const end = permission?.subscription_current_period_end;
  return !!end && Date.parse(end) > now;
}

/** Finished: show_onboarding is false, or step 8 with a period end at most one day past. */
export function isOnboardingComplete(permission: Permission | null | undefined, now: number): boolean {
  if (!permission) return false;
  if (permission.show_onboarding === false) return true;
  const end = permission.subscription_current_period_end;
  return permission.onboarding_step >= FINAL_STEP && !!end && Date.parse(end) >= now - DAY_MS;
}

/** Roles a guarded page asks for; beta users may only open pages that admit them. */
export type Role = 'Private Beta' | 'user' | 'admin';
const BETA_TYPES = new Set<string>(['private_beta', 'invite_beta'] satisfies PermissionType[]);
const STEP8_PAGES = ['/dashboard', '/settings', '/contact'];
const underAny = (path: string, roots: string[]) => roots.some((root) => path === root || path.startsWith(`${root}/`));

/** The access guard of the signed-in pages (dashboard, settings, contact, context pages). */
export function accessDecision(path: string, user: User | null, now: number, roles: Role[] = ['Private Beta', 'user']): Decision {
  if (!user) return isLoginPath(path) || isOnboardingPath(path) ? allow : redirect('/login');
  const permission = user.permission;
  if (!permission) return { kind: 'invite' };
  if (!isOnboardingComplete(permission, now) && !isOnboardingPath(path)) {
    if (permission.onboarding_step < FINAL_STEP) return redirect(stepRoute(permission.onboarding_step));
    if (!underAny(path, STEP8_PAGES)) return redirect('/onboarding/plan');
  }
  if (BETA_TYPES.has(permission.type) && !roles.some((r) => r === 'Private Beta' || r === 'user')) {
    return redirect('/dashboard');
  }
  return allow;
}

/** /select-account (the plan after sign-up): loading until hydrated, signed-out visitors to /login. */
export function selectAccountDecision(user: User | null, hydrated: boolean): Decision {
  if (!hydrated) return { kind: 'loading' };
  if (!user) return redirect('/login');
  return allow;
}

/** The dashboard's own guard: loading until hydrated, signed out to /, unfinished to its step. */
export function dashboardDecision(user: User | null, hydrated: boolean, now: number): Decision {
  if (!hydrated) return { kind: 'loading' };
  if (!user) return redirect('/');
  if (!user.permission) return { kind: 'invite' };
  const p = user.permission;
  if (!isOnboardingComplete(p, now) && p.onboarding_step < FINAL_STEP) return redirect(stepRoute(p.onboarding_step));
  return allow;
}

/** What a signed-out visitor has answered so far (the onboarding data kept in this browser). */
export type SignedOutAnswers = { platform?: unknown; username?: { username: string } | undefined; leagues?: unknown };

/**
 * The step a signed-out visitor can go on from: the first of steps 1-3 not answered yet, else
 * the sign-up screen (step 4). Steps 5-8 save to an account, so they need one.
 */
export function signedOutStart(answers: SignedOutAnswers): string {
  if (answers.leagues) return stepRoute(4);
  if (answers.username?.username) return stepRoute(3);
  if (answers.platform) return stepRoute(2);
  return stepRoute(1);
}

/**
 * Onboarding pages for a signed-in user: finished users go to the dashboard, others to the page
 * of their stored step (no redirect when already there). Signed-out visitors may walk steps 1-4;
 * on a later step they are sent to the step they can go on from.
 */
export function onboardingDecision(path: string, user: User | null, now: number, mobile = false, answers: SignedOutAnswers = {}): Decision {
  if (!user) {
    const step = stepOfPath(path);
    return step !== null && step > 4 ? redirect(signedOutStart(answers)) : allow;
  }
  const permission = user.permission;
  if (!permission) return allow;
  const current = stepOfPath(path);
  // The avatar menu's Upgrade: a member without an active subscription may open the plan.
  if (current === 8 && permission.show_onboarding === false && !hasActiveSubscription(permission, now)) return allow;
  if (isOnboardingComplete(permission, now)) return redirect('/dashboard');
  const due = Math.min(Math.max(permission.onboarding_step, 1), FINAL_STEP);
  // The sign-up screen: signed-in users move on (mobile variant straight to the plan).
  if (current === 4) return mobile ? redirect('/onboarding/plan') : redirect(stepRoute(due > 4 ? due : 5));
  if (current === due) return allow;
  return redirect(stepRoute(due));
}

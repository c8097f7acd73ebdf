// The eight onboarding steps and the page of each (spec section 2, Onboarding).
export const ONBOARDING_ROUTES = [
  '/onboarding/platform',
  '/onboarding/username',
  '/onboarding/leagues',
  '/onboarding/auth',
  '/onboarding/roast-level',
  '/onboarding/league-context',
  '/onboarding/weekly-context',
  '/onboarding/plan',
] as const;

/** Step after sign-up with a claimed league: choosing the roast level. */
export const STEP_AFTER_SIGNUP = 5;

export function routeForStep(step: number): string {
  return ONBOARDING_ROUTES[Math.min(Math.max(Math.trunc(step), 1), 8) - 1];
}

/** Where a user lands after signing in: the dashboard once onboarding is done, else their step. */
export function landingRoute(permission: { show_onboarding: number; onboarding_step: number } | undefined): string {
  if (!permission) return '/onboarding/platform';
  return permission.show_onboarding === 0 ? '/dashboard' : routeForStep(permission.onboarding_step);
}

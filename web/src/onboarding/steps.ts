// The eight onboarding steps (spec section 2), their routes, titles and progress values.
export const STEPS = ['platform', 'username', 'leagues', 'auth', 'roast-level', 'league-context', 'weekly-context', 'plan'] as const;
export type Step = (typeof STEPS)[number];

export const FINAL_STEP = 8;

/** Route of step number n (1..8); anything else is the platform step. */
export function stepRoute(n: number | null | undefined): string {
  const step = n && n >= 1 && n <= STEPS.length ? STEPS[n - 1] : 'platform';
  return `/onboarding/${step}`;
}

/** Step number (1..8) of an onboarding path, or null. */
export function stepOfPath(pathname: string): number | null {
  const match = /^\/onboarding\/([a-z-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const index = STEPS.indexOf(match[1] as Step);
  return index < 0 ? null : index + 1;
}

export const PROGRESS = {
  platform: 0,
  username: 12.5,
  leagues: 25,
  authDesktop: 37.5,
  conflict: 40,
  'roast-level': 50,
  authMobile: 60,
  'league-context': 62.5,
  'weekly-context': 75,
  plan: 87.5,
} as const;

// The onboarding answers the page sends at sign-up (`onboardingData`): only the parts the server
// acts on are checked (the selected league, the Sleeper username kept with it, and roast level);
// the rest is the page's business.
import { z } from 'zod';
import { SLEEPER_USERNAME, readableIssue } from '../http/validate';
import { OfferedLevel } from '../../src/vocabulary';

const LeaguesStep = z.looseObject({
  username: z
    .string()
    .trim()
    .max(60, 'is too long (at most 60 characters)')
    .refine((u) => u === '' || SLEEPER_USERNAME.test(u), 'must be a Sleeper username (letters, digits and underscores)')
    .nullish(),
  platform_user_id: z.coerce.string().nullish(),
  platform_name: z.string().nullish(),
  display_name: z.string().nullish(),
  selected_league: z
    .looseObject({
      platform_league_id: z.coerce.string().regex(/^\d{1,30}$/, 'must be a Sleeper league id'),
      name: z.string().nullish(),
    })
    .nullish(),
});

export const OnboardingData = z.looseObject({
  leagues: LeaguesStep.nullish(),
  /** Legacy alias of `leagues`. */
  step3: LeaguesStep.nullish(),
  'roast-level': z.looseObject({ roast_level: z.string().nullish() }).nullish(),
});
export type OnboardingData = z.infer<typeof OnboardingData>;

export type LeagueChoice = {
  platform_league_id: string;
  platform_user_id: string | null;
  username: string | null;
};

export function leagueChoiceOf(data: OnboardingData | undefined): LeagueChoice | null {
  const step = data?.leagues ?? data?.step3;
  const id = step?.selected_league?.platform_league_id;
  if (!step || !id) return null;
  return { platform_league_id: id, platform_user_id: step.platform_user_id ?? null, username: step.username ?? null };
}

export function roastLevelOf(data: OnboardingData | undefined): OfferedLevel | null {
  const level = OfferedLevel.safeParse(data?.['roast-level']?.roast_level);
  return level.success ? level.data : null;
}

/** onboardingData arrives as a JSON string (form posts) or an object (JSON calls). */
export const OnboardingDataField = z
  .union([z.string().max(50_000), z.record(z.string(), z.unknown())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    let value: unknown = v;
    if (typeof v === 'string') {
      try {
        value = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    }
    const r = OnboardingData.safeParse(value, { error: readableIssue });
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message: r.error.issues[0].message, path: r.error.issues[0].path });
      return z.NEVER;
    }
    return r.data;
  });

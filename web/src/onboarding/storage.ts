// `onboardingData` in localStorage (spec section 3): the answers of each step plus the time they
// were saved; it expires 24 hours after that. Legacy keys step1..step5 are read as aliases.
import { z } from 'zod';
import { SelectedLeague } from '../lib/schemas';

export const STORAGE_KEY = 'onboardingData';
export const LIFETIME_MS = 24 * 60 * 60 * 1000;

export const LeaguesAnswer = z.object({
  username: z.string(),
  platform_user_id: z.string(),
  platform_name: z.literal('sleeper'),
  display_name: z.string(),
  selected_league: SelectedLeague,
  totalLeagues: z.number().int(),
});
export type LeaguesAnswer = z.infer<typeof LeaguesAnswer>;

export const OnboardingData = z.object({
  platform: z.string().optional(),
  username: z.object({ username: z.string(), error: z.string().optional() }).optional(),
  leagues: LeaguesAnswer.optional(),
  'roast-level': z.object({ roast_level: z.string() }).optional(),
  'league-context': z.object({ league_context: z.string() }).optional(),
  'weekly-context': z.object({ week_context: z.string() }).optional(),
  plan: z.unknown().optional(),
  /** Step last recorded locally (e.g. 'auth' when the sign-up screen opens). */
  step: z.string().optional(),
  timestamp: z.number(),
});
export type OnboardingData = z.infer<typeof OnboardingData>;
export type OnboardingAnswers = Omit<OnboardingData, 'timestamp'>;

// Older builds stored the first steps as step1..step5.
const LEGACY_KEYS: Record<string, keyof OnboardingAnswers> = {
  step1: 'platform',
  step2: 'username',
  step3: 'leagues',
  step4: 'roast-level',
  step5: 'league-context',
};

/** Normalises a stored value: maps legacy keys, drops what does not parse. Pure. */
export function normalise(raw: unknown): OnboardingData | null {
  if (!raw || typeof raw !== 'object') return null;
  const record: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [legacy, key] of Object.entries(LEGACY_KEYS)) {
    if (legacy in record) {
      if (record[key] === undefined) record[key] = record[legacy];
      delete record[legacy];
    }
  }
  if (typeof record.username === 'string') record.username = { username: record.username };
  const parsed = OnboardingData.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/** True when data saved at `timestamp` is older than 24 hours at `now`. Pure. */
export const isExpired = (timestamp: number, now: number) => now - timestamp > LIFETIME_MS;

export function loadOnboarding(storage: Storage = localStorage, now = Date.now()): OnboardingAnswers {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const data = normalise(raw);
  if (!data || isExpired(data.timestamp, now)) {
    if (raw !== null) storage.removeItem(STORAGE_KEY);
    return {};
  }
  const { timestamp: _ignored, ...answers } = data;
  return answers;
}

/** Merges answers into the stored data and stamps the time. Returns false when storage fails. */
export function saveOnboarding(patch: Partial<OnboardingAnswers>, storage: Storage = localStorage, now = Date.now()): boolean {
  try {
    const next = { ...loadOnboarding(storage, now), ...patch, timestamp: now };
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
    return true;
  } catch (err) {
    console.error('Error saving onboarding data', err);
    return false;
  }
}

export function clearOnboarding(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

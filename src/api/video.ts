// src/api/ holds the API shapes shared by the server and the website: both import them, and they
// import only zod (the website bundles them). Here: a video of the dashboard's list
// (GET /api/get/user-videos) as the server sends it and the website reads it, one zod schema for
// both sides, so a field cannot mean a number on one side and text on the other.
import { z } from 'zod';

/** "2:16": minutes and two-digit seconds, exactly what the card's duration badge shows. */
export const DURATION_TEXT = /^\d+:[0-5]\d$/;

/** Seconds as "m:ss" (125 → "2:05"). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const Matchup = z.looseObject({
  team1: z.string(),
  team2: z.string(),
  score1: z.union([z.number(), z.string()]),
  score2: z.union([z.number(), z.string()]),
});
export type Matchup = z.infer<typeof Matchup>;

/** How long an in-progress recap should still take, in whole minutes (a range: renders vary). */
export const WaitEstimate = z.object({
  low_minutes: z.number().int().nonnegative(),
  high_minutes: z.number().int().nonnegative(),
});
export type WaitEstimate = z.infer<typeof WaitEstimate>;

/** "about 4-15 minutes", "about 1 minute". */
export function waitText(wait: WaitEstimate): string {
  if (wait.low_minutes === wait.high_minutes) return `about ${wait.high_minutes} ${wait.high_minutes === 1 ? 'minute' : 'minutes'}`;
  return `about ${wait.low_minutes}-${wait.high_minutes} minutes`;
}

export const ApiVideo = z.looseObject({
  id: z.union([z.number(), z.string()]),
  completed: z.boolean(),
  title: z.string(),
  thumbnail_url: z.string().nullish(),
  leagueName: z.string().nullish(),
  /** The recap's length as the badge shows it ("2:16"); null while in progress. */
  duration: z.string().regex(DURATION_TEXT, 'duration must be m:ss').nullish(),
  /** The same length in seconds, for sorting or sums. */
  duration_seconds: z.number().nonnegative().nullish(),
  resolution: z.string().nullish(),
  matchups: z.array(Matchup).nullish(),
  /** The full file's size in bytes, and the chat rendition's ("Small (for group chats)") when there is one. */
  bytes: z.number().int().nonnegative().nullish(),
  chat_download_url: z.string().nullish(),
  chat_bytes: z.number().int().nonnegative().nullish(),
  /** Where the RecapProps that rendered this video are served (for the Player). */
  props_url: z.string().nullish(),
  /** In-progress jobs: what the render is doing and how far that stage is (0-100). */
  stage: z.string().nullish(),
  percent: z.number().nullish(),
  /** In-progress jobs waiting for a worker: how many recaps will be started before this one. */
  ahead: z.number().int().nullish(),
  /** In-progress jobs: the honest wait, from the place in line and the stage. */
  wait: WaitEstimate.nullish(),
});
export type ApiVideo = z.infer<typeof ApiVideo>;

export const UserVideosAnswer = z.looseObject({ videos: z.array(ApiVideo) });

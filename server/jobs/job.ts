// The shapes a render job passes through: its row in the jobs table, the spec a worker needs to
// render it (everything, so a worker on another machine never reads our database), and the
// finished video a worker hands back.
import { z } from 'zod';
import { RecapProps } from '../../src/props';
import { JobState, OfferedLevel } from '../../src/vocabulary';

export const JobRow = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  season: z.string(),
  week: z.number().int(),
  state: JobState,
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_after: z.number().int(),
  lease_until: z.number().int().nullable(),
  worker_id: z.string().nullable(),
  stage: z.string().nullable(),
  percent: z.number(),
  error: z.string().nullable(),
  video_id: z.number().int().nullable(),
  generation: z.number().int(),
  /** FIRST_VIDEO_PRIORITY for a league's first recap, else 0 (server/jobs/queue.ts). */
  priority: z.number().int().default(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobRow = z.infer<typeof JobRow>;

/** What a worker needs to render one recap, read from the league when the job is handed out. */
export const JobSpec = z.object({
  jobId: z.number().int(),
  /** Bumped when a failed job is asked for again: one render of the job (chunk groups are keyed on it). */
  generation: z.number().int().default(0),
  /** The league's first recap (queued with FIRST_VIDEO_PRIORITY): with RENDER_CHUNKS > 1 it is split across workers. */
  firstVideo: z.boolean().default(false),
  leagueId: z.number().int(),
  platformLeagueId: z.string(),
  leagueName: z.string(),
  season: z.string(),
  week: z.number().int().min(1).max(18),
  level: OfferedLevel,
  leagueContext: z.string(),
  weeklyContext: z.string(),
  /** What the league's last 4 recaps (this season, earlier weeks) said, newest first, so this week's script does not repeat them. */
  previousLines: z.array(z.string()).default([]),
  /** What every earlier recap of this season said: its joke shapes are the last picked. */
  seasonLines: z.array(z.string()).default([]),
});
export type JobSpec = z.infer<typeof JobSpec>;

/** A handed-out job: the spec plus the lease token that every later call must present. */
export type ClaimedJob = JobSpec & { workerId: string; attempt: number };

export const MatchupLine = z.object({
  team1: z.string(),
  score1: z.number(),
  team2: z.string(),
  score2: z.number(),
});
export type MatchupLine = z.infer<typeof MatchupLine>;

/** A finished video whose files are already in their final place in the video store. */
export const StoredVideo = z.object({
  title: z.string().min(1),
  leagueName: z.string(),
  durationSeconds: z.number().positive(),
  resolution: z.string(),
  matchups: z.array(MatchupLine),
  props: RecapProps,
  /** What the voice said, so later scripts do not repeat it (workers from before this field send none). */
  spokenLines: z.array(z.string()).default([]),
  /** Relative to the video store. */
  filePath: z.string().min(1),
  thumbnailPath: z.string().min(1),
  bytes: z.number().int().positive(),
  /** The chat rendition beside the file (server/videos/chat-rendition.ts); null when none was made (or an older worker sent none). */
  chatFilePath: z.string().min(1).nullish(),
  chatBytes: z.number().int().positive().nullish(),
});
export type StoredVideo = z.infer<typeof StoredVideo>;

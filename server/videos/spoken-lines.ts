// What a league's earlier recaps said (videos.spoken_lines), handed to the next script so it
// does not repeat itself.
import { z } from 'zod';
import type { Database } from '../db/database';
import type { JobRow } from '../jobs/job';

/** How many of the league's latest recaps the writer must not repeat. */
export const PREVIOUS_RECAPS = 4;

const SpokenLines = z.array(z.string());

/**
 * What the league heard this season before this week, newest first, read once: the last
 * PREVIOUS_RECAPS recaps (never repeated) and every earlier recap (their joke shapes picked last).
 */
export function heardBefore(db: Database, job: Pick<JobRow, 'league_id' | 'season' | 'week'>): { previousLines: string[]; seasonLines: string[] } {
  const rows = db
    .prepare(`SELECT spoken_lines FROM videos WHERE league_id = ? AND season = ? AND week < ? ORDER BY week DESC`)
    .all(job.league_id, job.season, job.week) as { spoken_lines: string }[];
  const recaps = rows.map((r) => {
    try {
      return SpokenLines.parse(JSON.parse(r.spoken_lines));
    } catch {
      return [];
    }
  });
  return { previousLines: recaps.slice(0, PREVIOUS_RECAPS).flat(), seasonLines: recaps.flat() };
}

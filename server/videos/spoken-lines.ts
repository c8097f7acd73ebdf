// What a league's recent recaps said (videos.spoken_lines), handed to the next script so it
// does not repeat itself.
import { z } from 'zod';
import type { Database } from '../db/database';
import type { JobRow } from '../jobs/job';

/** How many of the league's latest recaps the writer must not repeat. */
export const PREVIOUS_RECAPS = 4;

const SpokenLines = z.array(z.string());

/** What the league's last PREVIOUS_RECAPS recaps of this season before this week said, newest first. */
export function previousLines(db: Database, job: Week): string[] {
  return linesOf(db, job, PREVIOUS_RECAPS);
}

/** What every earlier recap of this season said, newest first. */
export function seasonLines(db: Database, job: Week): string[] {
  return linesOf(db, job, -1);
}

type Week = Pick<JobRow, 'league_id' | 'season' | 'week'>;

/** The spoken lines of the league's latest `limit` recaps this season before this week (-1: all). */
function linesOf(db: Database, job: Week, limit: number): string[] {
  const rows = db
    .prepare(
      `SELECT spoken_lines FROM videos WHERE league_id = ? AND season = ? AND week < ?
       ORDER BY week DESC LIMIT ?`,
    )
    .all(job.league_id, job.season, job.week, limit) as { spoken_lines: string }[];
  return rows.flatMap((r) => {
    try {
      return SpokenLines.parse(JSON.parse(r.spoken_lines));
    } catch {
      return [];
    }
  });
}

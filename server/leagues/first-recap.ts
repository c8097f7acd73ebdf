// A league's first recap starts as soon as the league is paid for, whichever tells us first:
// Stripe's webhook, the confirmation page reading its Checkout Session, or a league added to an
// existing subscription; POST /api/post/create-new-video-job calls it too. It is the recap of the
// league's latest final week (the same rule as the Tuesday batch); enqueueing is idempotent, so
// being told twice makes one job.
import type { Database } from '../db/database';
import type { SleeperClient } from '../sleeper/client';
import { weekToRecap } from '../recap/week';

type Enqueue = (leagueId: number, season: string, week: number) => { id: number; state: string } | Promise<{ id: number; state: string }>;

export type FirstRecapDeps = {
  db: Database;
  sleeper: Pick<SleeperClient, 'getState' | 'getLeague'>;
  /** The job queue; without it (no workers configured) nothing is started. */
  jobs?: { enqueue: Enqueue };
  log?: (line: string) => void;
};

export type FirstRecapResult = {
  started: { leagueId: number; platformLeagueId: string; season: string; week: number; jobId: number; state: string }[];
  skipped: { leagueId: number; platformLeagueId: string | null; reason: string }[];
};

export async function startFirstRecaps(deps: FirstRecapDeps, leagueIds: number[]): Promise<FirstRecapResult> {
  const result: FirstRecapResult = { started: [], skipped: [] };
  if (!deps.jobs || leagueIds.length === 0) return result;
  const state = await deps.sleeper.getState();
  for (const leagueId of leagueIds) {
    const row = deps.db.prepare('SELECT platform_league_id FROM leagues WHERE id = ? AND paid = 1').get(leagueId) as { platform_league_id: string } | undefined;
    if (!row) {
      result.skipped.push({ leagueId, platformLeagueId: null, reason: 'not paid' });
      continue;
    }
    const league = await deps.sleeper.getLeague(row.platform_league_id);
    if (!league) {
      result.skipped.push({ leagueId, platformLeagueId: row.platform_league_id, reason: 'Sleeper no longer knows this league.' });
      continue;
    }
    const pick = weekToRecap(state, league);
    if (pick.week === null) {
      result.skipped.push({ leagueId, platformLeagueId: row.platform_league_id, reason: pick.reason });
      continue;
    }
    const job = await deps.jobs.enqueue(leagueId, pick.season, pick.week);
    result.started.push({ leagueId, platformLeagueId: row.platform_league_id, season: pick.season, week: pick.week, jobId: job.id, state: job.state });
    deps.log?.(`first recap of league ${leagueId}: ${pick.season} week ${pick.week} (job ${job.id}, ${job.state})`);
  }
  return result;
}

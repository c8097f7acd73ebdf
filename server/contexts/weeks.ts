// Which week of a league's weekly context is open, on top of the shared week rules
// (server/recap/week.ts): the week the league's next recap will cover, and only that one.
// That is the last final week while its recap has not started (a newcomer's first recap, or a
// week the Tuesday batch has not reached yet), else the upcoming week, while it is week 18 or
// earlier. Otherwise a member signing up after week 4 would write about week 5 while their first
// recap, of week 4, never reads it.
import type { Database } from '../db/database';
import type { League, NflState } from '../sleeper/schemas';
import { upcomingWeek, weekToRecap, type WeekPick } from '../recap/week';

export type WeekEditability = { editable: true } | { editable: false; status: 400 | 403; message: string };

/** True once a recap of that week has started (running) or is made: context written now would not reach it. */
export function recapStarted(db: Database, leagueRowId: number, season: string, week: number): boolean {
  return (
    db.prepare(`SELECT 1 FROM jobs WHERE league_id = ? AND season = ? AND week = ? AND state IN ('running', 'succeeded')`).get(leagueRowId, season, week) !==
    undefined
  );
}

/** The week members write weekly context for (see above); `started` says whether a week's recap has begun. */
export function contextWeek(state: NflState, league: League, started: (season: string, week: number) => boolean): WeekPick {
  const next = upcomingWeek(state, league);
  if (next.week === null) return next;
  const last = weekToRecap(state, league);
  if (last.week !== null && last.season === next.season && !started(last.season, last.week)) return last;
  return next;
}

export function weekEditability(req: { season: string; week: number }, open: WeekPick): WeekEditability {
  if (open.week === null) {
    return { editable: false, status: 403, message: `Weekly context is closed: ${open.reason}.` };
  }
  if (req.season !== open.season || req.week < open.week) {
    return {
      editable: false,
      status: 403,
      message: `Week ${req.week} of ${req.season} has already been processed for video creation and can no longer be changed. Only the upcoming week (week ${open.week}) can be edited.`,
    };
  }
  if (req.week > open.week) {
    return { editable: false, status: 400, message: `Only the upcoming week (week ${open.week}) can be edited; week ${req.week} is not open yet.` };
  }
  return { editable: true };
}

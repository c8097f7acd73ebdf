// Which week a league's weekly context is for. A league's recap covers its last final week
// (settings.last_scored_leg); the upcoming week is the next one, the only week whose context can
// still change, and only while it is a regular NFL week (18 or less).
import type { League, NflState } from '../sleeper/schemas';

export const MAX_WEEK = 18;

export function lastFinalWeek(league: League): number {
  return Math.max(0, league.settings.last_scored_leg ?? 0);
}

export function upcomingWeekOf(league: League): { season: string; upcoming_week: number; editable: boolean } {
  const upcoming = lastFinalWeek(league) + 1;
  return { season: league.season, upcoming_week: upcoming, editable: upcoming <= MAX_WEEK };
}

/** The NFL's current week from Sleeper's state; null in the off-season (week 0). */
export function currentNflWeek(state: NflState): { season: string; week: number } | null {
  const week = state.display_week ?? state.week;
  if (!week || week < 1) return null;
  return { season: state.league_season ?? state.season, week };
}

export type WeekEditability =
  | { editable: true }
  | { editable: false; status: 400 | 403; message: string };

/** Only the upcoming week may be written; earlier weeks are read-only, later ones not open yet. */
export function weekEditability(req: { season: string; week: number }, league: League): WeekEditability {
  const { season, upcoming_week, editable } = upcomingWeekOf(league);
  if (!editable) {
    return { editable: false, status: 403, message: 'The regular season is over: there is no upcoming week to add context to.' };
  }
  if (req.season !== season || req.week < upcoming_week) {
    return {
      editable: false,
      status: 403,
      message: `Week ${req.week} of ${req.season} has already been processed for video creation and can no longer be changed. Only the upcoming week (week ${upcoming_week}) can be edited.`,
    };
  }
  if (req.week > upcoming_week) {
    return { editable: false, status: 400, message: `Only the upcoming week (week ${upcoming_week}) can be edited; week ${req.week} is not open yet.` };
  }
  return { editable: true };
}

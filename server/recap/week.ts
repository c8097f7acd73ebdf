// Week rules: which week a league's recap is for and which week its members write weekly
// context for, from Sleeper's state/nfl and the league. Pure; the API and the weekly schedule
// call these so that they always agree.
import type { League, NflState } from '../sleeper/schemas';
import { leagueLastWeek } from './facts/season';

/** The NFL regular season and playoffs fit in 18 weeks; nothing is recapped or planned beyond. */
export const LAST_WEEK = 18;

export type WeekPick = { season: string; week: number; reason?: undefined } | { season: string; week: null; reason: string };

/** The season Sleeper's leagues are in now (league_season runs ahead of season in the off-season). */
export const currentSeason = (state: NflState): string => state.league_season ?? state.season;

/** The NFL week now, as Sleeper shows it; null when there is none (off-season week 0). */
export function currentWeek(state: NflState): { season: string; week: number; seasonType: string } | null {
  const week = state.display_week ?? state.week;
  if (!Number.isInteger(week) || week < 1) return null;
  return { season: currentSeason(state), week: Math.min(week, LAST_WEEK), seasonType: state.season_type };
}

/** True once Sleeper has scored the week for good (`last_scored_leg` reached it). */
export const isWeekFinal = (league: League, week: number): boolean => (league.settings.last_scored_leg ?? 0) >= week;

/** The last final week of the league: the one its newest recap is about. */
export function weekToRecap(state: NflState, league: League): WeekPick {
  const season = league.season;
  const lastScored = league.settings.last_scored_leg ?? 0;
  const start = league.settings.start_week ?? 1;
  if (lastScored < start) {
    const why = state.season_type === 'pre' || season > currentSeason(state) ? 'the season has not started' : 'no week has been scored yet';
    return { season, week: null, reason: `no finished week: ${league.name} has nothing final in ${season} (${why})` };
  }
  // In the league's own season a week is not over before the NFL has reached it; a past
  // season's league is recapped up to its last scored week.
  const nflWeek = season === currentSeason(state) ? (currentWeek(state)?.week ?? LAST_WEEK) : LAST_WEEK;
  // Never past the league's own last week (its championship week): Sleeper keeps scoring legs.
  const week = Math.min(lastScored, nflWeek, LAST_WEEK, leagueLastWeek(league) ?? LAST_WEEK);
  if (week < start) return { season, week: null, reason: `no finished week: week ${start} of ${league.name} has not been played yet` };
  return { season, week };
}

/** The week members write weekly context for: the one after the last final week, while <= 18. */
export function upcomingWeek(state: NflState, league: League): WeekPick {
  const season = league.season;
  if (league.status === 'complete' || season < currentSeason(state)) {
    return { season, week: null, reason: `${league.name}'s ${season} season is over` };
  }
  const start = league.settings.start_week ?? 1;
  const recapped = weekToRecap(state, league).week;
  const week = recapped === null ? start : recapped + 1;
  const last = leagueLastWeek(league);
  if (last !== null && week > last) return { season, week: null, reason: `${league.name}'s ${season} season ended with week ${last}` };
  if (week > LAST_WEEK) return { season, week: null, reason: `week ${week} is past the last week (${LAST_WEEK})` };
  return { season, week };
}

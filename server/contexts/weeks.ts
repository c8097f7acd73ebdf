// Which weeks of a league's weekly context can change, on top of the shared week rules
// (server/recap/week.ts): only the upcoming week, and only while it is week 18 or earlier.
import type { League, NflState } from '../sleeper/schemas';
import { upcomingWeek } from '../recap/week';

export type WeekEditability = { editable: true } | { editable: false; status: 400 | 403; message: string };

export function weekEditability(req: { season: string; week: number }, state: NflState, league: League): WeekEditability {
  const next = upcomingWeek(state, league);
  if (next.week === null) {
    return { editable: false, status: 403, message: `Weekly context is closed: ${next.reason}.` };
  }
  if (req.season !== next.season || req.week < next.week) {
    return {
      editable: false,
      status: 403,
      message: `Week ${req.week} of ${req.season} has already been processed for video creation and can no longer be changed. Only the upcoming week (week ${next.week}) can be edited.`,
    };
  }
  if (req.week > next.week) {
    return { editable: false, status: 400, message: `Only the upcoming week (week ${next.week}) can be edited; week ${req.week} is not open yet.` };
  }
  return { editable: true };
}

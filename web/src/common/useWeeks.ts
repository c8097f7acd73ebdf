// Upcoming and current week of a league; a failing current-week call alerts the team channel.
import { useEffect, useState } from 'react';
import { getCurrentWeek, getUpcomingWeek, sendSlackAlert } from '../lib/api';
import { HttpError } from '../lib/http';

export interface Weeks {
  season: string | null;
  upcoming: number | null;
  current: number | null;
  loading: boolean;
}

export function useWeeks(leagueId: string | null, leagueLoading: boolean): Weeks {
  const [weeks, setWeeks] = useState<Weeks>({ season: null, upcoming: null, current: null, loading: true });
  useEffect(() => {
    if (leagueLoading) return;
    let cancelled = false;
    (async () => {
      let season: string | null = null;
      let upcoming: number | null = null;
      let current: number | null = null;
      try {
        const answer = await getCurrentWeek();
        if (!answer.success || !answer.week) throw new Error('no current week');
        current = answer.week;
        season = answer.season != null ? String(answer.season) : null;
      } catch (err) {
        console.error('Current week unavailable', err);
        // The server alerts the team itself when it can (answer field `alerted`).
        const alerted = err instanceof HttpError && !!err.body && typeof err.body === 'object' && 'alerted' in err.body;
        if (!alerted)
          sendSlackAlert(`Current week unavailable on the weekly context screen: ${String(err)}`).catch((e: unknown) =>
            console.error('Failed to send alert', e),
          );
      }
      if (leagueId) {
        try {
          const answer = await getUpcomingWeek(leagueId);
          if (answer.success && answer.upcoming_week) {
            upcoming = answer.upcoming_week;
            if (answer.season != null) season = String(answer.season);
          }
        } catch (err) {
          console.error('Upcoming week unavailable', err);
        }
      }
      if (upcoming === null && current !== null) upcoming = current + 1;
      if (!cancelled) setWeeks({ season, upcoming, current, loading: false });
    })();
    return () => {
      cancelled = true;
    };
  }, [leagueId, leagueLoading]);
  return weeks;
}

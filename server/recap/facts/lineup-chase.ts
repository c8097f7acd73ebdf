// A lineup call against last week's: the player a team benched the week after he let them down,
// who then scored big on their bench, and the one they started because he scored big on their
// bench last week, who then did nothing. Fantasy players call the second one chasing points.
import { isKnownPlayer, type Matchup, type Players } from '../../sleeper/schemas';
import { performance } from './performances';
import type { LineupChase } from './schema';

/** Under this a week is a dud; over BOOM it is the kind of week you start a player for. */
export const CHASE_DUD = 5;
export const CHASE_BOOM = 20;

export function lineupChases(byWeek: Record<number, Matchup[]>, week: number, players: Players): LineupChase[] {
  const last = byWeek[week - 1];
  const now = byWeek[week];
  if (!last?.length || !now?.length) return [];
  const out: LineupChase[] = [];
  for (const m of now) {
    const before = last.find((x) => x.roster_id === m.roster_id);
    if (!before) continue;
    const startedNow = new Set(m.starters);
    const startedBefore = new Set(before.starters);
    // Streamed kickers and defenses are started by schedule, not by last week's points.
    for (const id of m.players.filter((p) => before.players.includes(p) && isKnownPlayer(players, p) && !['K', 'DEF'].includes(players[p]?.position ?? ''))) {
      const pts = m.players_points[id] ?? 0;
      const lastPts = before.players_points[id] ?? 0;
      const kind =
        startedBefore.has(id) && !startedNow.has(id) && lastPts < CHASE_DUD && pts >= CHASE_BOOM
          ? 'sat_the_breakout'
          : !startedBefore.has(id) && startedNow.has(id) && lastPts >= CHASE_BOOM && pts < CHASE_DUD
            ? 'chased_points'
            : null;
      if (!kind) continue;
      // Chased after being benched for a dud the week before that: the whole saga, one week late each time.
      const earlier = byWeek[week - 2]?.find((x) => x.roster_id === m.roster_id);
      const earlierPts = earlier?.players_points[id] ?? 0;
      const saga = kind === 'chased_points' && earlier?.starters.includes(id) && earlierPts < CHASE_DUD;
      out.push({
        rosterId: m.roster_id,
        kind,
        player: performance(players, id, pts, m.roster_id),
        lastWeek: week - 1,
        lastPoints: lastPts,
        startedBefore: saga ? earlierPts : null,
      });
    }
  }
  // The bigger swing first: a team's best one is its story.
  return out.sort((a, b) => Math.abs(b.player.points - b.lastPoints) - Math.abs(a.player.points - a.lastPoints));
}

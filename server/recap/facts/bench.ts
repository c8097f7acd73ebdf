// Points left on the bench: each team's actual starters against the best legal lineup of the
// same week's players under the league's roster positions.
import { isKnownPlayer, type Matchup, type Players } from '../../sleeper/schemas';
import { optimalLineup, playerPositions, slotAccepts, startingSlots, type LineupCandidate } from './lineup';
import { EMPTY_SLOT, performance, starterPoints } from './performances';
import { hundredths } from './points';
import type { BenchFact } from './schema';
import { weekGames } from './matchups';

export function benchFact(m: Matchup, rosterPositions: readonly string[], players: Players): BenchFact {
  const actual = m.starters.reduce((s, id, i) => s + (id === EMPTY_SLOT ? 0 : hundredths(starterPoints(m, i))), 0) / 100;
  const slots = startingSlots(rosterPositions);
  // A player missing from players/nfl has no positions, but Sleeper let him start in his slot.
  const startedIn = new Map(m.starters.map((id, i) => [id, slots[i]]));
  const candidates: LineupCandidate[] = m.players.map((id) => {
    const known = playerPositions(players, id);
    const slot = startedIn.get(id);
    return { playerId: id, positions: known.length || !slot ? known : [slot], points: m.players_points[id] ?? 0 };
  });
  const best = optimalLineup(slots, candidates);
  // Never below the actual score: a lineup Sleeper accepted is legal by definition, even when
  // our position data for a player is incomplete.
  const optimal = Math.max(best.total, actual);
  const starters = new Set(m.starters);
  // Unknown players fill the best lineup like anyone else, but only a known one is named.
  const benchedStarters = best.slots
    .filter((s) => s.playerId !== null && !starters.has(s.playerId) && s.points > 0 && isKnownPlayer(players, s.playerId))
    .sort((a, b) => b.points - a.points);
  const top = benchedStarters[0];
  // Who started in his place: a starter the best lineup leaves out, in a slot the benched star could fill.
  const kept = new Set(best.slots.map((s) => s.playerId));
  const topPositions = top?.playerId ? playerPositions(players, top.playerId) : [];
  const dropped = m.starters
    .map((id, i) => ({ id, i, slot: slots[i] }))
    .filter(({ id }) => id !== EMPTY_SLOT && !kept.has(id) && isKnownPlayer(players, id))
    .sort((a, b) => starterPoints(m, a.i) - starterPoints(m, b.i));
  const instead = dropped.find((d) => slotAccepts(d.slot, topPositions)) ?? dropped[0];
  // Every single swap the best lineup makes: each benched player into the slot of the lowest
  // starter he could replace, each starter sat once ("Maye for Shough, Doubs for Pierce").
  const free = [...dropped];
  const swaps = benchedStarters.flatMap((b) => {
    const i = free.findIndex((d) => slotAccepts(d.slot, playerPositions(players, b.playerId!)));
    if (i < 0) return [];
    const [d] = free.splice(i, 1);
    return [{ benched: performance(players, b.playerId!, b.points, m.roster_id), started: performance(players, d.id, starterPoints(m, d.i), m.roster_id) }];
  });
  return {
    rosterId: m.roster_id,
    actual,
    optimal,
    pointsLeft: (hundredths(optimal) - hundredths(actual)) / 100,
    bestBenched: top?.playerId ? performance(players, top.playerId, top.points, m.roster_id) : null,
    benchedFor: top && instead ? performance(players, instead.id, starterPoints(m, instead.i), m.roster_id) : null,
    swaps: swaps.sort((x, y) => y.benched.points - y.started.points - (x.benched.points - x.started.points)),
  };
}

export const benchFacts = (matchups: Matchup[], rosterPositions: readonly string[], players: Players): BenchFact[] =>
  [...matchups].sort((a, b) => a.roster_id - b.roster_id).map((m) => benchFact(m, rosterPositions, players));

/**
 * The earlier weeks each team lost a game its own best lineup would have won (the lineup from the
 * same week's players beats the winner's score): "the second time this season". Weeks not fetched
 * are not counted.
 */
export function benchLossWeeks(
  byWeek: Record<number, Matchup[]>,
  weeks: readonly number[],
  rosterPositions: readonly string[],
  players: Players,
): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const w of weeks) {
    const matchups = byWeek[w] ?? [];
    for (const g of weekGames(matchups).games) {
      if (g.tie || g.loser === null || g.winner === null) continue;
      const lost = matchups.find((m) => m.roster_id === g.loser)!;
      const winnerScore = g.winner === g.team1 ? g.score1 : g.score2;
      if (benchFact(lost, rosterPositions, players).optimal > winnerScore) (out[g.loser] ??= []).push(w);
    }
  }
  return out;
}

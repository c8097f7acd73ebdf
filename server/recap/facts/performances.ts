// Player performances: who started, who sat, and what each scored this week.
import { isKnownPlayer, playerName, UNKNOWN_PLAYER, type Matchup, type Players } from '../../sleeper/schemas';
import { playerPositions } from './lineup';
import { round2 } from './points';
import type { Performance } from './schema';

/** "0" in starters is an empty slot. */
export const EMPTY_SLOT = '0';

export function performance(players: Players, playerId: string, points: number, rosterId: number): Performance {
  const p = players[playerId];
  const positions = playerPositions(players, playerId);
  return {
    playerId,
    name: playerName(players, playerId),
    position: p?.position ?? positions[0] ?? '',
    // Team defenses are keyed by their team code.
    nflTeam: p?.team ?? (positions.includes('DEF') ? playerId : null),
    points: round2(points),
    rosterId,
  };
}

/** A starter's points: starters_points by slot, else the players_points entry. */
export function starterPoints(m: Matchup, index: number): number {
  return m.starters_points[index] ?? m.players_points[m.starters[index]] ?? 0;
}

/**
 * The starters the recap can name. A player missing from players/nfl (after the client's
 * refresh) is left out: his points still count for his team, but no award or card names him.
 */
export function starterPerformances(matchups: Matchup[], players: Players): Performance[] {
  return matchups.flatMap((m) =>
    m.starters.flatMap((id, i) => (isKnownPlayer(players, id) ? [performance(players, id, starterPoints(m, i), m.roster_id)] : [])),
  );
}

/** A performance that names a player (not an unknown one). */
export const isNamed = (p: Performance): boolean => p.name !== UNKNOWN_PLAYER && p.playerId !== EMPTY_SLOT;

const byPointsDesc = (a: Performance, b: Performance) => b.points - a.points || a.rosterId - b.rosterId || a.playerId.localeCompare(b.playerId);

export const topPerformers = (all: Performance[], count = 5): Performance[] => all.filter(isNamed).sort(byPointsDesc).slice(0, count);

export const worstPerformers = (all: Performance[], count = 5): Performance[] =>
  all
    .filter(isNamed)
    .sort((a, b) => a.points - b.points || a.rosterId - b.rosterId || a.playerId.localeCompare(b.playerId))
    .slice(0, count);

/** Points each player scored this week, from whichever matchup lists him. */
export function weekPlayerPoints(matchups: Matchup[]): Map<string, number> {
  const points = new Map<string, number>();
  for (const m of matchups) for (const [id, p] of Object.entries(m.players_points)) points.set(id, round2(p));
  return points;
}

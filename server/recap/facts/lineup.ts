// The best legal lineup a team could have started: an exact maximum-weight assignment of
// players to the league's starting slots (Hungarian algorithm). Greedy filling, even
// most-restrictive-slot-first, is not always optimal once FLEX, SUPER_FLEX and the like overlap.
import type { Players } from '../../sleeper/schemas';
import { hundredths } from './points';

/** Roster positions that are not starting slots. */
const NON_STARTING = new Set(['BN', 'IR', 'TAXI', 'RES']);

/** Which player positions each starting slot accepts; any other slot accepts its own name. */
export const SLOT_ELIGIBILITY: Record<string, readonly string[]> = {
  FLEX: ['RB', 'WR', 'TE'],
  SUPER_FLEX: ['QB', 'RB', 'WR', 'TE'],
  REC_FLEX: ['WR', 'TE'],
  WRRB_FLEX: ['WR', 'RB'],
  IDP_FLEX: ['DL', 'LB', 'DB'],
};

/** Raw NFL positions folded into the fantasy position Sleeper slots use. */
const FANTASY_POSITION: Record<string, string> = {
  DE: 'DL',
  DT: 'DL',
  NT: 'DL',
  OLB: 'LB',
  ILB: 'LB',
  MLB: 'LB',
  CB: 'DB',
  S: 'DB',
  SS: 'DB',
  FS: 'DB',
};

export const startingSlots = (rosterPositions: readonly string[]): string[] => rosterPositions.filter((p) => !NON_STARTING.has(p));

/** `positions` may name a slot itself ("FLEX"): a player known only to have started there. */
export function slotAccepts(slot: string, positions: readonly string[]): boolean {
  const accepted = SLOT_ELIGIBILITY[slot] ?? [slot];
  return positions.some((p) => p === slot || accepted.includes(p));
}

/** A player's fantasy positions; team defenses are keyed by team code and may be unknown. */
export function playerPositions(players: Players, id: string): string[] {
  const p = players[id];
  const raw = p?.fantasy_positions?.length ? p.fantasy_positions : p?.position ? [p.position] : [];
  if (raw.length) return [...new Set(raw.map((pos) => FANTASY_POSITION[pos] ?? pos))];
  return /^[A-Z]{2,3}$/.test(id) ? ['DEF'] : [];
}

export type LineupCandidate = { playerId: string; positions: readonly string[]; points: number };
export type LineupSlot = { slot: string; playerId: string | null; points: number };
export type Lineup = { total: number; slots: LineupSlot[] };

/**
 * The lineup with the most points among those that fill every slot they can, as Sleeper's own
 * "max points" (roster ppts) does: a defense at -1 still starts rather than leave DEF empty.
 * A slot stays empty only when no eligible player is left for it.
 */
export function optimalLineup(slots: readonly string[], candidates: readonly LineupCandidate[]): Lineup {
  const n = slots.length;
  if (n === 0) return { total: 0, slots: [] };
  // Columns: every candidate, then one "empty" column per slot, so a full assignment always exists.
  const m = candidates.length + n;
  // An empty slot costs more than any real lineup can gain, a forbidden pairing more than
  // all slots left empty: the assignment fills the most slots, then scores the most points.
  const EMPTY = 1e9;
  const FORBIDDEN = 1e12;
  const cost = (i: number, j: number): number => {
    if (j >= candidates.length) return EMPTY;
    const c = candidates[j];
    return slotAccepts(slots[i], c.positions) ? -hundredths(c.points) : FORBIDDEN;
  };
  const assigned = hungarian(n, m, cost);
  const lineup = slots.map((slot, i): LineupSlot => {
    const j = assigned[i];
    const c = j < candidates.length ? candidates[j] : undefined;
    return { slot, playerId: c?.playerId ?? null, points: c ? c.points : 0 };
  });
  const total = lineup.reduce((s, l) => s + hundredths(l.points), 0) / 100;
  return { total, slots: lineup };
}

/**
 * Minimum-cost assignment of n rows to distinct columns of m >= n (e-maxx formulation, O(n²m)).
 * Returns the column of each row. Costs are whole numbers, so the result is exact.
 */
export function hungarian(n: number, m: number, cost: (row: number, col: number) => number): number[] {
  const INF = Number.POSITIVE_INFINITY;
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0); // p[col] = row (1-based), 0 = free
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(INF);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0];
      let delta = INF;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const rowToCol = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (p[j] > 0) rowToCol[p[j] - 1] = j - 1;
  return rowToCol;
}

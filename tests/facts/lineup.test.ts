// The bench optimum: an exact assignment, checked against exhaustive search on random rosters
// and on lineups where filling the most restrictive slot first goes wrong.
import { describe, expect, it } from 'vitest';
import { hungarian, optimalLineup, playerPositions, slotAccepts, startingSlots, type LineupCandidate } from '../../server/recap/facts/lineup';

/** Exhaustive search: most slots filled, then most points (in hundredths). */
function bruteForce(slots: string[], cands: LineupCandidate[]): { filled: number; points: number } {
  let best = { filled: -1, points: -Infinity };
  const used = new Array<boolean>(cands.length).fill(false);
  const walk = (i: number, filled: number, points: number) => {
    if (i === slots.length) {
      if (filled > best.filled || (filled === best.filled && points > best.points)) best = { filled, points };
      return;
    }
    walk(i + 1, filled, points);
    cands.forEach((c, j) => {
      if (used[j] || !slotAccepts(slots[i], c.positions)) return;
      used[j] = true;
      walk(i + 1, filled + 1, points + Math.round(c.points * 100));
      used[j] = false;
    });
  };
  walk(0, 0, 0);
  return { filled: best.filled, points: best.points / 100 };
}

/** A small deterministic PRNG, so a failure can be replayed. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const c = (playerId: string, positions: string[], points: number): LineupCandidate => ({ playerId, positions, points });

describe('optimal lineup', () => {
  it('beats filling the most restrictive slot first', () => {
    // Both flex slots take two positions; giving the WR to WRRB_FLEX first leaves the TE for REC_FLEX.
    const lineup = optimalLineup(['WRRB_FLEX', 'REC_FLEX'], [c('wr', ['WR'], 20), c('rb', ['RB'], 5), c('te', ['TE'], 1)]);
    expect(lineup.total).toBe(25);
    expect(lineup.slots).toEqual([
      { slot: 'WRRB_FLEX', playerId: 'rb', points: 5 },
      { slot: 'REC_FLEX', playerId: 'wr', points: 20 },
    ]);
  });

  it('puts a second quarterback in SUPER_FLEX and the best leftover in FLEX', () => {
    const lineup = optimalLineup(
      ['QB', 'RB', 'FLEX', 'SUPER_FLEX'],
      [c('qb1', ['QB'], 30), c('qb2', ['QB'], 22), c('rb1', ['RB'], 15), c('rb2', ['RB'], 12), c('wr1', ['WR'], 11)],
    );
    expect(lineup.total).toBe(30 + 15 + 12 + 22);
  });

  it('fills every slot it can, as Sleeper does, even with negative points', () => {
    const lineup = optimalLineup(['K', 'DEF'], [c('SEA', ['DEF'], -4), c('rb', ['RB'], 9)]);
    expect(lineup.slots).toEqual([
      { slot: 'K', playerId: null, points: 0 },
      { slot: 'DEF', playerId: 'SEA', points: -4 },
    ]);
    expect(lineup.total).toBe(-4);
  });

  it('handles IDP slots, folding raw positions into DL, LB and DB', () => {
    const players = { d1: { position: 'DE' }, d2: { position: 'CB' }, d3: { fantasy_positions: ['LB', 'DL'] } };
    expect(playerPositions(players, 'd1')).toEqual(['DL']);
    expect(playerPositions(players, 'd2')).toEqual(['DB']);
    const cands = ['d1', 'd2', 'd3'].map((id, i) => c(id, playerPositions(players, id), [6, 8, 10][i]));
    expect(optimalLineup(['DL', 'LB', 'IDP_FLEX'], cands).total).toBe(24);
    expect(optimalLineup(['DL', 'DB'], cands).slots.map((s) => s.playerId)).toEqual(['d3', 'd2']);
  });

  it('knows which roster positions start', () => {
    expect(startingSlots(['QB', 'RB', 'FLEX', 'BN', 'BN', 'IR', 'TAXI', 'DEF'])).toEqual(['QB', 'RB', 'FLEX', 'DEF']);
    expect(playerPositions({}, 'SEA')).toEqual(['DEF']);
    expect(playerPositions({}, '99999')).toEqual([]);
  });

  it('equals exhaustive search on 400 random rosters', () => {
    const rand = mulberry32(20260914);
    const slotPool = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'FLEX', 'SUPER_FLEX', 'REC_FLEX', 'WRRB_FLEX', 'DL', 'LB', 'DB', 'IDP_FLEX'];
    const posPool = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'DL', 'LB', 'DB'];
    for (let round = 0; round < 400; round++) {
      const slots = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => slotPool[Math.floor(rand() * slotPool.length)]);
      const cands = Array.from({ length: Math.floor(rand() * 8) }, (_, i) => {
        const positions = [posPool[Math.floor(rand() * posPool.length)]];
        if (rand() < 0.15) positions.push(posPool[Math.floor(rand() * posPool.length)]);
        return c(`p${i}`, positions, Math.round((rand() * 40 - 5) * 100) / 100);
      });
      const lineup = optimalLineup(slots, cands);
      const expected = bruteForce(slots, cands);
      expect({ filled: lineup.slots.filter((s) => s.playerId).length, points: lineup.total }, JSON.stringify({ slots, cands })).toEqual(expected);
      // A legal lineup: each player once, each in a slot that accepts him.
      const ids = lineup.slots.flatMap((s) => (s.playerId ? [s.playerId] : []));
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of lineup.slots) if (s.playerId) expect(slotAccepts(s.slot, cands.find((x) => x.playerId === s.playerId)!.positions)).toBe(true);
    }
  });
});

describe('hungarian', () => {
  it('finds the minimum-cost assignment of a known matrix', () => {
    const m = [
      [4, 1, 3],
      [2, 0, 5],
      [3, 2, 2],
    ];
    // 1 + 2 + 2 = 5 is the least (rows 0→1, 1→0, 2→2).
    expect(hungarian(3, 3, (i, j) => m[i][j])).toEqual([1, 0, 2]);
  });
});

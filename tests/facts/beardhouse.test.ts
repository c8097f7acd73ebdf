// The facts of BeardHouse weeks 1 and 2, over real HTTP against the recorded worlds. Every
// expected number was read off the recorded JSON by hand (scores, pairings, margins) or taken
// from Sleeper's own roster totals (fpts, fpts_against, ppts = its "max points" optimum).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFacts } from '../../server/recap/facts/facts';
import { NoRecapError, type RecapFacts } from '../../server/recap/facts/schema';
import type { SleeperClient } from '../../server/sleeper/client';
import type { Roster } from '../../server/sleeper/schemas';
import type { ReplayServer } from '../../standins/sleeper-replay';
import { BEARDHOUSE, THE_BOYS, replayClient } from '../support/sleeper-test-worlds';

type World = { server: ReplayServer; client: SleeperClient };
const worlds: Record<string, World> = {};
const open = async (name: string) => (worlds[name] = await replayClient(name));
afterAll(async () => Promise.all(Object.values(worlds).map((w) => w.server.close())));

const season = (r: Roster) => ({
  wins: r.settings.wins,
  losses: r.settings.losses,
  ties: r.settings.ties,
  pointsFor: Math.round((r.settings.fpts + (r.settings.fpts_decimal ?? 0) / 100) * 100) / 100,
  pointsAgainst: Math.round(((r.settings.fpts_against ?? 0) + (r.settings.fpts_against_decimal ?? 0) / 100) * 100) / 100,
  streak: r.metadata?.streak ?? '',
});
const games = (f: RecapFacts) => f.matchups.map((m) => [m.matchupId, m.team1, m.score1, m.team2, m.score2, m.winner, m.margin]);
const bench = (f: RecapFacts, rosterId: number) => f.bench.find((b) => b.rosterId === rosterId);

// [matchupId, team1, score1, team2, score2, winner, margin], checked by hand from matchups/1.json.
const WEEK1 = [
  [1, 4, 144.9, 5, 128.1, 4, 16.8],
  [2, 7, 98.96, 10, 159.26, 10, 60.3],
  [3, 3, 142.66, 6, 100.56, 3, 42.1],
  [4, 2, 158.04, 8, 190.02, 8, 31.98],
  [5, 1, 169.26, 9, 133.02, 1, 36.24],
];
const WEEK2 = [
  [1, 5, 59.6, 7, 125.78, 7, 66.18],
  [2, 4, 119.68, 6, 146.02, 6, 26.34],
  [3, 2, 157.68, 10, 134.6, 2, 23.08],
  [4, 1, 175.14, 3, 141.92, 1, 33.22],
  [5, 8, 100.56, 9, 93.92, 8, 6.64],
];

describe('BeardHouse week 1', () => {
  let w1: RecapFacts;
  let w1Later: RecapFacts;
  beforeAll(async () => {
    w1 = await loadFacts((await open('beardhouse-2026-after-week1')).client, BEARDHOUSE, 1);
    w1Later = await loadFacts((await open('beardhouse-2026-after-week2')).client, BEARDHOUSE, 1);
  });

  it('has every score, winner and margin', () => {
    expect(w1.isFinal).toBe(true);
    expect(w1.bestBall).toBe(false);
    expect(w1.leagueName).toBe('The BeardHouse Boys 2.0');
    expect(games(w1)).toEqual(WEEK1);
    expect(w1.matchups.every((m) => !m.tie && m.loser === (m.winner === m.team1 ? m.team2 : m.team1))).toBe(true);
  });

  it('is the same week when read a week later', () => {
    expect(games(w1Later)).toEqual(WEEK1);
    expect(w1Later.bench).toEqual(w1.bench);
    expect(w1Later.standings).toEqual(w1.standings);
  });

  it('names the top and bottom scorer, the blowout and the closest game', () => {
    expect(w1.highest).toEqual({ rosterId: 8, points: 190.02 });
    expect(w1.lowest).toEqual({ rosterId: 7, points: 98.96 });
    expect(w1.blowout).toMatchObject({ matchupId: 2, winner: 10, margin: 60.3 });
    expect(w1.closest).toMatchObject({ matchupId: 1, winner: 4, margin: 16.8 });
  });

  it('ranks the starters', () => {
    expect(w1.topPerformers.slice(0, 3)).toEqual([
      { playerId: '4984', name: 'Josh Allen', position: 'QB', nflTeam: 'BUF', points: 40.66, rosterId: 3 },
      { playerId: '11560', name: 'Caleb Williams', position: 'QB', nflTeam: 'CHI', points: 39.26, rosterId: 6 },
      { playerId: '3198', name: 'Derrick Henry', position: 'RB', nflTeam: 'BAL', points: 38.3, rosterId: 4 },
    ]);
    // A team defense, keyed by its team code, with no full_name and negative points.
    expect(w1.worstPerformers[0]).toEqual({ playerId: 'HOU', name: 'Houston Texans', position: 'DEF', nflTeam: 'HOU', points: -1, rosterId: 6 });
    expect(w1.worstPerformers[1]).toMatchObject({ playerId: '12517', name: 'Colston Loveland', points: 0, rosterId: 5 });
  });

  it('finds the points left on the bench (worked by hand for roster 6)', () => {
    // Best lineup of roster 6: QB Williams 39.26; RB Hubbard 23.7 + McCaffrey 13.8; WR Evans 16.9
    // + Wilson 10.6 + Higgins 8.9; TE Warren 10.3; FLEX Love 13.0; DEF HOU -1 = 135.46.
    // Each single swap toward it, biggest first; together they are the points left.
    const swaps = bench(w1, 6)!.swaps.map((x) => [x.benched.name, x.started.name, Math.round((x.benched.points - x.started.points) * 10) / 10]);
    expect(swaps).toEqual([
      ['Chuba Hubbard', 'Omarion Hampton', 15.4],
      ['Mike Evans', 'A.J. Brown', 11.3],
      ['Michael Wilson', 'Davante Adams', 5],
      ['Jeremiyah Love', 'Bhayshul Tuten', 3.2],
    ]);
    expect(swaps.reduce((sum, x) => sum + Number(x[2]), 0)).toBeCloseTo(34.9, 5);
    expect({ ...bench(w1, 6), swaps: [] }).toEqual({
      swaps: [],
      rosterId: 6,
      actual: 100.56,
      optimal: 135.46,
      pointsLeft: 34.9,
      bestBenched: { playerId: '7594', name: 'Chuba Hubbard', position: 'RB', nflTeam: 'CAR', points: 23.7, rosterId: 6 },
      // The starter the best lineup sits for him: RB Hampton, 8.3.
      benchedFor: { playerId: '12507', name: 'Omarion Hampton', position: 'RB', nflTeam: 'LAC', points: 8.3, rosterId: 6 },
    });
    expect(bench(w1, 8)).toMatchObject({ actual: 190.02, optimal: 190.02, pointsLeft: 0, bestBenched: null, benchedFor: null });
  });

  it("agrees with Sleeper's own max points (roster ppts) for every team", async () => {
    const rosters = await worlds['beardhouse-2026-after-week1'].client.getRosters(BEARDHOUSE);
    for (const r of rosters) {
      expect(bench(w1, r.roster_id)?.optimal).toBeCloseTo((r.settings.ppts ?? 0) + (r.settings.ppts_decimal ?? 0) / 100, 2);
    }
  });

  it('gives standings equal to the rosters after week 1, from either world', async () => {
    const rosters = await worlds['beardhouse-2026-after-week1'].client.getRosters(BEARDHOUSE);
    for (const facts of [w1, w1Later]) {
      expect(facts.standings).toHaveLength(10);
      for (const r of rosters) expect(facts.standings.find((s) => s.rosterId === r.roster_id)).toMatchObject(season(r));
    }
    expect(w1.standings.map((s) => s.rosterId)).toEqual([8, 1, 10, 4, 3, 2, 9, 5, 6, 7]);
  });

  it("lists the week's transactions", () => {
    const kinds = w1.transactions.reduce<Record<string, number>>((n, t) => ({ ...n, [t.kind]: (n[t.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ free_agent: 45, waiver: 5, failed_waiver: 1, trade: 1 });
    const trade = w1.transactions.find((t) => t.kind === 'trade');
    expect(trade).toMatchObject({
      id: '1402363997226835968',
      rosterIds: [4, 5],
      adds: [{ playerId: '13305', name: 'Mike Washington', position: 'RB', rosterId: 4, weekPoints: 4.1 }],
      drops: [{ playerId: '13305', rosterId: 5 }],
      picks: [{ season: '2027', round: 7, from: 4, to: 5, originalRosterId: 4 }],
      faab: [],
    });
    const failed = w1.transactions.find((t) => t.kind === 'failed_waiver');
    expect(failed).toMatchObject({
      rosterIds: [9],
      adds: [{ playerId: '8134', name: 'Khalil Shakir', rosterId: 9, weekPoints: null }],
      drops: [],
      notes: 'This player was claimed by another owner.',
    });
  });
});

describe('BeardHouse week 2', () => {
  let w2: RecapFacts;
  beforeAll(async () => {
    w2 = await loadFacts((worlds['beardhouse-2026-after-week2'] ?? (await open('beardhouse-2026-after-week2'))).client, BEARDHOUSE, 2);
  });

  it('has every score, winner and margin, the extremes and the closest game', () => {
    expect(games(w2)).toEqual(WEEK2);
    expect(w2.highest).toEqual({ rosterId: 1, points: 175.14 });
    expect(w2.lowest).toEqual({ rosterId: 5, points: 59.6 });
    expect(w2.blowout).toMatchObject({ matchupId: 1, winner: 7, loser: 5, margin: 66.18 });
    expect(w2.closest).toMatchObject({ matchupId: 5, winner: 8, loser: 9, margin: 6.64 });
    expect(w2.topPerformers[0]).toMatchObject({ playerId: '9488', name: 'Jaxon Smith-Njigba', points: 45.5, rosterId: 1 });
    expect(w2.worstPerformers[0]).toMatchObject({ playerId: '4983', name: 'DJ Moore', points: -0.1, rosterId: 3 });
  });

  it('finds the points left on the bench', () => {
    // ppts after week 2 minus ppts after week 1.
    expect(bench(w2, 1)).toMatchObject({ actual: 175.14, optimal: 196.58, pointsLeft: 21.44 });
    expect(bench(w2, 5)).toMatchObject({ actual: 59.6, optimal: 88.56, pointsLeft: 28.96 });
  });

  it('scores luck as the all-play record against the result', () => {
    const luck = (id: number) => w2.luck.find((l) => l.rosterId === id);
    expect(luck(8)).toEqual({ rosterId: 8, points: 100.56, scoreRank: 8, allPlayWins: 2, allPlayLosses: 7, allPlayTies: 0, result: 'W', median: null });
    expect(luck(3)).toMatchObject({ scoreRank: 4, allPlayWins: 6, allPlayLosses: 3, result: 'L' });
    expect(luck(1)).toMatchObject({ scoreRank: 1, allPlayWins: 9, allPlayLosses: 0, result: 'W' });
  });

  it("gives every team's W-L and points for equal to the rosters' fpts + fpts_decimal/100", async () => {
    const rosters = await worlds['beardhouse-2026-after-week2'].client.getRosters(BEARDHOUSE);
    expect(rosters).toHaveLength(10);
    for (const r of rosters) expect(w2.standings.find((s) => s.rosterId === r.roster_id)).toMatchObject(season(r));
    expect(w2.standings.map((s) => s.rosterId)).toEqual([1, 8, 2, 10, 3, 4, 6, 7, 9, 5]);
  });

  it("lists the week's transactions", () => {
    expect(w2.transactions.filter((t) => t.kind === 'free_agent')).toHaveLength(17);
    expect(w2.transactions.filter((t) => t.kind === 'waiver')).toHaveLength(1);
  });
});

describe('BeardHouse after week 4', () => {
  it("agrees with the rosters' records, streaks, season points and max points", async () => {
    const { client } = await open('beardhouse-2026-after-week4');
    const rosters = await client.getRosters(BEARDHOUSE);
    const weeks = await Promise.all([1, 2, 3, 4].map((w) => loadFacts(client, BEARDHOUSE, w)));
    const w4 = weeks[3];
    for (const r of rosters) {
      expect(w4.standings.find((s) => s.rosterId === r.roster_id)).toMatchObject(season(r));
      const optimum = weeks.reduce((sum, f) => sum + (bench(f, r.roster_id)?.optimal ?? 0), 0);
      expect(optimum).toBeCloseTo((r.settings.ppts ?? 0) + (r.settings.ppts_decimal ?? 0) / 100, 2);
    }
    expect(w4.standings.find((s) => s.rosterId === 3)).toMatchObject({ rank: 10, streak: '3L' });
  });
});

describe('weeks without a recap', () => {
  it('the preseason world has no finished week, and says why', async () => {
    const { client } = await open('the-boys-2026-preseason');
    const err = await loadFacts(client, THE_BOYS, 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoRecapError);
    expect((err as NoRecapError).code).toBe('preseason');
    expect((err as NoRecapError).message).toMatch(/^no finished week: The Boys has nothing final in 2026 \(the season has not started\)$/);
  });

  it('a week not final yet is refused with the last final week', async () => {
    const { client } = worlds['beardhouse-2026-after-week1'];
    await expect(loadFacts(client, BEARDHOUSE, 2)).rejects.toThrow('week 2 is not final yet: the last finished week of The BeardHouse Boys 2.0 is 1');
    await expect(loadFacts(client, BEARDHOUSE, 19)).rejects.toMatchObject({ code: 'bad_week' });
  });
});

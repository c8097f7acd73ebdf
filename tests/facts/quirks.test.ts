// Every quirk of the real Sleeper data (tests/fixtures/sleeper/README.md), read over real HTTP
// from the recorded worlds, or from edited copies of them where the recordings lack the case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFacts, weeklyFacts } from '../../server/recap/facts/facts';
import { performance } from '../../server/recap/facts/performances';
import { NoRecapError, type RecapFacts } from '../../server/recap/facts/schema';
import { teamFacts } from '../../server/recap/facts/teams';
import { fantasyLeagues, parseSleeperJson } from '../../server/sleeper/client';
import { playerName } from '../../server/sleeper/schemas';
import { BEARDHOUSE, THE_BOYS, editedWorld, replayClient } from '../support/sleeper-test-worlds';

const L = `league/${BEARDHOUSE}`;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
async function client(world: string) {
  const r = await replayClient(world);
  cleanups.push(() => r.server.close());
  return r.client;
}
function edited(world: string, edits: Parameters<typeof editedWorld>[1]) {
  const w = editedWorld(world, edits);
  cleanups.push(w.remove);
  return w.dir;
}
type Json = Record<string, unknown> & { settings?: Record<string, unknown>; metadata?: Record<string, unknown> | null };
const list = (old: unknown) => old as Json[];

describe('ids', () => {
  it('keeps big-number ids exact, as strings', async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [L]: (old) =>
        JSON.stringify(old)
          .replace('"bracket_id":null', '"bracket_id": 1390486042015977473')
          .replace('"loser_bracket_id":null', '"loser_bracket_id":1390486042015977474'),
    });
    const league = await (await client(dir)).getLeague(BEARDHOUSE);
    expect(league?.bracket_id).toBe('1390486042015977473');
    expect(league?.loser_bracket_id).toBe('1390486042015977474');
    expect(league?.league_id).toBe(BEARDHOUSE);
    // What a plain JSON.parse would have made of it:
    expect(String(JSON.parse('{"x": 1390486042015977473}').x)).toBe('1390486042015977500');
    expect(parseSleeperJson('{"a": 9007199254740993, "b": [12345678901234567], "c": 12.5, "d": "9007199254740993"}')).toEqual({
      a: '9007199254740993',
      b: ['12345678901234567'],
      c: 12.5,
      d: '9007199254740993',
    });
    // Digits inside a string stay as they are, escaped quotes included.
    expect(parseSleeperJson('{"note": "id \\": 12345678901234567, ok", "n": [-12345678901234567, 1.5e3, 12345678901234567.5]}')).toEqual({
      note: 'id ": 12345678901234567, ok',
      n: ['-12345678901234567', 1500, 12345678901234568],
    });
  });

  it('turns ids sent as numbers into strings', async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [`${L}/users`]: (old) => list(old).map((u, i) => (i === 0 ? { ...u, user_id: 473387021 } : u)),
    });
    const users = await (await client(dir)).getLeagueUsers(BEARDHOUSE);
    expect(users[0].user_id).toBe('473387021');
    expect(users.every((u) => typeof u.user_id === 'string')).toBe(true);
  });
});

describe('league users', () => {
  let week2: RecapFacts;
  beforeAll(async () => {
    week2 = await loadFacts(await client('beardhouse-2026-after-week2'), BEARDHOUSE, 2);
  });
  const team = (facts: RecapFacts, id: number) => facts.teams.find((t) => t.rosterId === id);

  it('have no username, and is_owner is true, false or null', async () => {
    const users = await (await client('beardhouse-2026-after-week2')).getLeagueUsers(BEARDHOUSE);
    expect(users.every((u) => !('username' in u))).toBe(true);
    expect(users.filter((u) => u.is_owner === true).map((u) => u.display_name)).toEqual(['JoshuaBretschneider']);
    expect(users.filter((u) => u.is_owner === null)).toHaveLength(9);
  });

  it('fall back to the display name without a team name', async () => {
    const c = await client('the-boys-2026-preseason');
    const teams = teamFacts(await c.getRosters(THE_BOYS), await c.getLeagueUsers(THE_BOYS));
    expect(teams.map((t) => t.teamName)).toContain('TuR7L3z');
    const named = teams.find((t) => t.displayName === 'HntrRundas');
    expect(named).toMatchObject({
      teamName: 'Toad-ally Awesome',
      initials: 'TA',
      avatarUrl: 'https://sleepercdn.com/uploads/d7a113664a6b126aa467857537e4e749.jpg',
    });
    const plain = teams.find((t) => t.displayName === 'TuR7L3z');
    expect(plain).toMatchObject({ teamName: 'TuR7L3z', avatarUrl: 'https://sleepercdn.com/avatars/thumbs/4351f850bade5a6e43fa006468693d5e' });
  });

  it('lose trailing spaces and keep emoji', () => {
    expect(team(week2, 6)).toMatchObject({ teamName: 'FJR', displayName: 'TheChampIsHere1722' });
    expect(team(week2, 9)).toMatchObject({ teamName: '🎱KrakenK3V', initials: 'KK' });
  });

  it('keep curly apostrophes and emoji, and a null avatar gives no URL', async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [`${L}/users`]: (old) =>
        list(old).map((u) => (u.user_id === '1384956256304766976' ? { ...u, avatar: null, metadata: { team_name: '  Ja’Marr’s 🏈 Army ' } } : u)),
    });
    const facts = await loadFacts(await client(dir), BEARDHOUSE, 2);
    expect(team(facts, 1)).toEqual({
      rosterId: 1,
      ownerId: '1384956256304766976',
      displayName: 'JoshuaBretschneider',
      teamName: 'Ja’Marr’s 🏈 Army',
      screenName: 'Ja’Marr’s 🏈 Army',
      spokenName: "Ja'Marr's Army",
      spokenManager: 'Joshua',
      profaneName: false,
      avatarUrl: null,
      initials: 'JM',
    });
    // With a null user avatar, the team picture (metadata.avatar, a full URL) is used.
    expect(team(week2, 1)?.avatarUrl).toBe('https://sleepercdn.com/uploads/a092e9e47d142b9af9aff0cbce8a4c32.jpg');
  });
});

describe('rosters', () => {
  it('split season totals: fpts + fpts_decimal/100 is the points for', async () => {
    const c = await client('beardhouse-2026-after-week2');
    const roster1 = (await c.getRosters(BEARDHOUSE)).find((r) => r.roster_id === 1);
    expect(roster1?.settings).toMatchObject({ fpts: 344, fpts_decimal: 40, fpts_against: 274, fpts_against_decimal: 94 });
    expect(roster1?.metadata).toMatchObject({ record: 'WW', streak: '2W' });
    const facts = await loadFacts(c, BEARDHOUSE, 2);
    expect(facts.standings.find((s) => s.rosterId === 1)).toMatchObject({ pointsFor: 344.4, pointsAgainst: 274.94, streak: '2W' });
  });

  it('before any scoring have no *_against keys', async () => {
    const rosters = await (await client('the-boys-2026-preseason')).getRosters(THE_BOYS);
    expect(rosters).toHaveLength(6);
    expect(rosters.every((r) => r.settings.fpts === 0 && r.settings.fpts_against === undefined && r.metadata === null)).toBe(true);
  });

  it('before the draft have players, starters and metadata null', async () => {
    const dir = edited('the-boys-2026-preseason', {
      [`league/${THE_BOYS}/rosters`]: (old) =>
        list(old).map((r) => ({ ...r, players: null, starters: null, metadata: null, settings: { wins: 0, losses: 0, ties: 0, fpts: 0 } })),
    });
    const c = await client(dir);
    const rosters = await c.getRosters(THE_BOYS);
    expect(rosters.every((r) => r.players === null && r.starters === null)).toBe(true);
    expect(teamFacts(rosters, await c.getLeagueUsers(THE_BOYS))).toHaveLength(6);
    const snapshot = await c.getSnapshot(THE_BOYS, 1);
    expect(() => weeklyFacts(snapshot, 1)).toThrow(NoRecapError);
  });
});

describe('matchups', () => {
  // Week 2 of BeardHouse, edited: rosters 8 and 9 unpaired (null matchup_id), a commissioner's
  // custom_points for roster 10, an empty starting slot for roster 5, float noise for roster 1.
  let facts: RecapFacts;
  beforeAll(async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [`${L}/matchups/2`]: (old) =>
        list(old).map((m) => {
          if (m.roster_id === 8 || m.roster_id === 9) return { ...m, matchup_id: null };
          if (m.roster_id === 10) return { ...m, custom_points: 160 };
          if (m.roster_id === 1) return { ...m, points: 175.14000000000001 };
          if (m.roster_id === 5) {
            const starters = (m.starters as string[]).map((s) => (s === '9487' ? '0' : s));
            const starters_points = (m.starters_points as number[]).map((p, i) => ((m.starters as string[])[i] === '9487' ? 0 : p));
            return { ...m, starters, starters_points, points: 42.8 };
          }
          return m;
        }),
    });
    facts = await loadFacts(await client(dir), BEARDHOUSE, 2);
  });

  it('a null matchup_id is no game: no result, a BYE in luck, nothing added to the record', () => {
    expect(facts.matchups.map((m) => m.matchupId)).toEqual([1, 2, 3, 4]);
    expect(facts.luck.find((l) => l.rosterId === 8)).toMatchObject({ result: 'BYE', points: 100.56 });
    // Sleeper's own roster (not edited) counts two games where the weeks hold one: neither side is
    // confirmed, so the tally stands, marked unconfirmed (never spoken).
    expect(facts.standings.find((s) => s.rosterId === 8)).toMatchObject({ wins: 1, losses: 0, pointsFor: 190.02, streak: '1W', confirmed: false });
  });

  it('custom_points overrides points', () => {
    expect(facts.matchups.find((m) => m.matchupId === 3)).toEqual({
      matchupId: 3,
      label: 'regular',
      team1: 2,
      score1: 157.68,
      team2: 10,
      score2: 160,
      winner: 10,
      loser: 2,
      margin: 2.32,
      tie: false,
    });
    expect(facts.closest.matchupId).toBe(3);
    // Only the matchups were edited: Sleeper's own roster still says 1-1 and 293.86 (a real
    // commissioner's edit updates both), and Sleeper's record wins over the games (records.ts).
    expect(facts.standings.find((s) => s.rosterId === 10)).toMatchObject({ wins: 1, losses: 1, pointsFor: 293.86, confirmed: true });
  });

  it('points are rounded to 2 places', () => {
    expect(facts.highest).toEqual({ rosterId: 1, points: 175.14 });
    expect(facts.matchups.find((m) => m.team1 === 1)).toMatchObject({ score1: 175.14, margin: 33.22 });
  });

  it('"0" in starters is an empty slot', () => {
    expect(facts.topPerformers.concat(facts.worstPerformers).some((p) => p.playerId === '0')).toBe(false);
    // The benched 16.8 of 9487 was still his to start: it is left on the bench now.
    expect(facts.bench.find((b) => b.rosterId === 5)).toMatchObject({ actual: 42.8, optimal: 88.56, pointsLeft: 45.76 });
    expect(facts.lowest).toEqual({ rosterId: 5, points: 42.8 });
  });

  it('negative points and team defenses keyed by team code (no full_name)', async () => {
    const week1 = await loadFacts(await client('beardhouse-2026-after-week1'), BEARDHOUSE, 1);
    expect(week1.worstPerformers[0]).toEqual({ playerId: 'HOU', name: 'Houston Texans', position: 'DEF', nflTeam: 'HOU', points: -1, rosterId: 6 });
    // A defense missing from players/nfl is still a defense of its team.
    expect(performance({}, 'SEA', 7, 3)).toEqual({ playerId: 'SEA', name: 'SEA', position: 'DEF', nflTeam: 'SEA', points: 7, rosterId: 3 });
  });

  it('an unplayed week is all zeros: nothing scored, no recap', async () => {
    const c = await client('the-boys-2026-preseason');
    const matchups = await c.getMatchups(THE_BOYS, 1);
    expect(matchups).toHaveLength(6);
    expect(matchups.every((m) => m.points === 0 && m.starters_points.every((p) => p === 0))).toBe(true);
    const snapshot = await c.getSnapshot(THE_BOYS, 1);
    expect(() => weeklyFacts(snapshot, 1, { allowUnfinished: true })).toThrow(
      new NoRecapError('nothing_scored', 'nothing was scored in week 1: every point is 0'),
    );
  });
});

describe('ties', () => {
  it('equal scores after rounding are a tie, with no winner or loser', async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [`${L}/matchups/2`]: (old) => list(old).map((m) => (m.roster_id === 9 ? { ...m, points: 100.56000000000002 } : m)),
    });
    const facts = await loadFacts(await client(dir), BEARDHOUSE, 2);
    expect(facts.matchups.find((m) => m.matchupId === 5)).toMatchObject({ winner: null, loser: null, tie: true, margin: 0 });
    expect(facts.closest.matchupId).toBe(5);
    // Sleeper's own roster (not edited) still says 0-2, "LL": its record wins over the games.
    expect(facts.standings.find((s) => s.rosterId === 9)).toMatchObject({ wins: 0, losses: 2, ties: 0, streak: '2L', confirmed: true });
    expect(facts.luck.find((l) => l.rosterId === 8)).toMatchObject({ result: 'T', allPlayTies: 1 });
  });
});

describe('league settings', () => {
  it('best_ball 1 is a best-ball league; absent or 0 is not', async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [L]: (old) => ({ ...(old as Json), settings: { ...(old as Json).settings, best_ball: 1 } }),
    });
    expect((await loadFacts(await client(dir), BEARDHOUSE, 2)).bestBall).toBe(true);
    expect((await loadFacts(await client('beardhouse-2026-after-week2'), BEARDHOUSE, 2)).bestBall).toBe(false);
  });

  it("a pick'em league in a user's list is not a fantasy league", async () => {
    const user = 'user/1391177262958657536/leagues/nfl/2026';
    const dir = edited('beardhouse-2026-after-week2', {
      [user]: (old) => [
        ...list(old),
        {
          league_id: '1180000000000000000',
          name: 'NFL Pick’em',
          season: '2026',
          sport: 'pickem:nfl',
          status: 'in_season',
          total_rosters: 500,
          roster_positions: null,
          settings: null,
          avatar: null,
        },
      ],
    });
    const leagues = await (await client(dir)).getUserLeagues('1391177262958657536', '2026');
    expect(leagues.map((l) => l.sport)).toEqual(['nfl', 'pickem:nfl']);
    expect(fantasyLeagues(leagues).map((l) => l.league_id)).toEqual([BEARDHOUSE]);
  });
});

describe('transactions', () => {
  it('carry FAAB bids of waivers, FAAB in trades, and adds/drops that can be null', async () => {
    const dir = edited('beardhouse-2026-after-week2', {
      [`${L}/transactions/1`]: (old) =>
        list(old).map((t) => {
          if (t.transaction_id === '1405781634363424768') return { ...t, settings: { seq: 3, waiver_bid: 17 } };
          if (t.type === 'trade') return { ...t, waiver_budget: [{ sender: 4, receiver: 5, amount: 10 }] };
          if (t.transaction_id === '1404931216565686272') return { ...t, adds: null };
          return t;
        }),
    });
    const facts = await loadFacts(await client(dir), BEARDHOUSE, 1);
    const byId = (id: string) => facts.transactions.find((t) => t.id === id);
    expect(byId('1405781634363424768')).toMatchObject({ kind: 'waiver', bid: 17, rosterIds: [4], notes: null });
    expect(byId('1402363997226835968')?.faab).toEqual([{ from: 4, to: 5, amount: 10 }]);
    expect(byId('1404931216565686272')).toMatchObject({ kind: 'free_agent', adds: [], drops: [{ playerId: '11565', rosterId: 9 }] });
  });
});

describe('player names', () => {
  it('full name, else first + last, else the id', () => {
    const players = { a: { full_name: 'Josh Allen' }, HOU: { first_name: 'Houston', last_name: 'Texans' }, b: {} };
    expect(playerName(players, 'a')).toBe('Josh Allen');
    expect(playerName(players, 'HOU')).toBe('Houston Texans');
    expect(playerName(players, 'b')).toBe('b');
    expect(playerName(players, '99999')).toBe('Unknown player');
  });
});

// The Sleeper client against the replay server over real HTTP, with injected faults: retries,
// typed errors naming the endpoint, timeouts, broken bodies, unknown users, pace and caches.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { SleeperClient, SleeperError, runAsSleeperCaller } from '../../server/sleeper/client';
import type { ReplayServer } from '../../standins/sleeper-replay';
import { BEARDHOUSE, replayClient } from '../support/sleeper-test-worlds';

let server: ReplayServer;
let client: SleeperClient;
beforeAll(async () => ({ server, client } = await replayClient('beardhouse-2026-after-week2', { attempts: 3 })));
afterAll(() => server.close());
afterEach(() => {
  server.faults.length = 0;
  server.requests.length = 0;
});

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );
const hits = (suffix: string) => server.requests.filter((r) => r.endsWith(suffix)).length;

describe('retries and errors', () => {
  it('retries a 429 and then succeeds', async () => {
    server.faults.push({ path: /\/state\/nfl$/, times: 1, status: 429 });
    const state = await client.getState();
    expect(state).toMatchObject({ week: 3, season: '2026' });
    expect(hits('/state/nfl')).toBe(2);
  });

  it('retries 5xx and, past the retry budget, throws a SleeperError naming the endpoint', async () => {
    server.faults.push({ path: /\/rosters$/, status: 503 });
    const err = await errorOf(client.getRosters(BEARDHOUSE));
    expect(err).toBeInstanceOf(SleeperError);
    expect(err).toMatchObject({ kind: 'http', status: 503, endpoint: `/league/${BEARDHOUSE}/rosters` });
    expect((err as Error).message).toBe(`Sleeper /league/${BEARDHOUSE}/rosters: HTTP 503 after 3 attempt(s)`);
    expect(hits('/rosters')).toBe(3);
  });

  it('recovers when a 5xx clears before the budget runs out', async () => {
    server.faults.push({ path: /\/users$/, times: 2, status: 502 });
    expect(await client.getLeagueUsers(BEARDHOUSE)).toHaveLength(10);
    expect(hits('/users')).toBe(3);
  });

  it('does not retry a 404', async () => {
    server.faults.push({ path: /\/league\/\d+$/, status: 404 });
    expect(await errorOf(client.getLeague(BEARDHOUSE))).toMatchObject({ kind: 'http', status: 404, endpoint: `/league/${BEARDHOUSE}` });
    expect(hits(`/league/${BEARDHOUSE}`)).toBe(1);
  });

  it('times out a slow answer, and retries it', async () => {
    const { server: slow, client: impatient } = await replayClient('beardhouse-2026-after-week2', { timeoutMs: 100, attempts: 2 });
    try {
      slow.faults.push({ path: /\/state\/nfl$/, delayMs: 1_000 });
      const err = await errorOf(impatient.getState());
      expect(err).toMatchObject({ kind: 'timeout', endpoint: '/state/nfl' });
      expect((err as Error).message).toBe('Sleeper /state/nfl: no answer within 100 ms');
      slow.faults.length = 0;
      slow.faults.push({ path: /\/state\/nfl$/, delayMs: 1_000, times: 1 });
      expect(await impatient.getState()).toMatchObject({ week: 3 });
    } finally {
      await slow.close();
    }
  });

  it('reports malformed JSON and unexpected shapes as malformed, without retrying', async () => {
    server.faults.push({ path: /\/users$/, times: 1, status: 200, body: '[{"user_id": "1", ' });
    expect(await errorOf(client.getLeagueUsers(BEARDHOUSE))).toMatchObject({
      kind: 'malformed',
      endpoint: `/league/${BEARDHOUSE}/users`,
      message: `Sleeper /league/${BEARDHOUSE}/users: the answer is not valid JSON`,
    });
    server.faults.push({ path: /\/users$/, times: 1, status: 200, body: '{"week": "three"}' });
    const err = await errorOf(client.getLeagueUsers(BEARDHOUSE));
    expect(err).toMatchObject({ kind: 'malformed' });
    expect((err as Error).message).toMatch(new RegExp(`^Sleeper /league/${BEARDHOUSE}/users: unexpected shape at \\(root\\): `));
    expect(hits('/users')).toBe(2);
  });

  it("keeps a person's every try inside their deadline, while background work keeps its retries (issue 23, item 16)", async () => {
    const { server: hanging, client: patient } = await replayClient('beardhouse-2026-after-week2', { timeoutMs: 10_000, attempts: 4, backoffMs: 50 });
    try {
      hanging.faults.push({ path: /\/league\/\d+$/, delayMs: 30_000 });
      const started = Date.now();
      const err = await errorOf(runAsSleeperCaller({ priority: 'member', deadline: Date.now() + 600 }, () => patient.getLeague(BEARDHOUSE)));
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(err).toMatchObject({ kind: 'timeout', endpoint: `/league/${BEARDHOUSE}` });
      expect(hanging.requests.filter((r) => r.endsWith(`/league/${BEARDHOUSE}`))).toHaveLength(1);
      // Background work (no person waiting) retries a failure the way it always has.
      hanging.faults.length = 0;
      hanging.faults.push({ path: /\/league\/\d+$/, times: 3, status: 503 });
      expect(await patient.getLeague(BEARDHOUSE)).toMatchObject({ league_id: BEARDHOUSE });
      expect(hanging.requests.filter((r) => r.endsWith(`/league/${BEARDHOUSE}`))).toHaveLength(5);
    } finally {
      await hanging.close();
    }
  });

  it('says a network failure after retrying', async () => {
    const gone = await replayClient('beardhouse-2026-after-week2', { attempts: 2 });
    await gone.server.close();
    expect(await errorOf(gone.client.getState())).toMatchObject({ kind: 'network', endpoint: '/state/nfl' });
  });
});

describe('users and leagues', () => {
  it("gives null for an unknown user (Sleeper's 200 null), and findUser says user not found", async () => {
    expect(await client.getUser('nobody-at-all-42')).toBeNull();
    const err = await errorOf(client.findUser('nobody-at-all-42'));
    expect(err).toMatchObject({ kind: 'not_found', endpoint: '/user/nobody-at-all-42' });
    expect((err as Error).message).toBe('Sleeper /user/nobody-at-all-42: user not found');
  });

  it('finds a user by name and by id, and their leagues', async () => {
    const byName = await client.findUser('  cooperfu ');
    expect(byName.user_id).toBe('1391177262958657536');
    expect((await client.getUser('1391177262958657536'))?.display_name).toBe('CooperFU');
    const leagues = await client.getUserLeagues(byName.user_id, '2026');
    expect(leagues.map((l) => l.league_id)).toEqual([BEARDHOUSE]);
    expect(await client.getUserLeagues(byName.user_id, '2019')).toEqual([]);
  });

  it('reads matchups, transactions and an unrecorded bracket', async () => {
    expect(await client.getMatchups(BEARDHOUSE, 2)).toHaveLength(10);
    expect(await client.getMatchups(BEARDHOUSE, 9)).toEqual([]);
    expect((await client.getTransactions(BEARDHOUSE, 1)).length).toBe(52);
    expect(await client.getBracket(BEARDHOUSE, 'winners')).toBeNull();
    expect(await client.getLeague('1')).toBeNull();
  });

  it('gives a missing league as not_found from getSnapshot', async () => {
    expect(await errorOf(client.getSnapshot('123', 1))).toMatchObject({ kind: 'not_found', endpoint: '/league/123' });
  });
});

describe('pace', () => {
  it('waits out the one-minute window once the call budget is spent', async () => {
    let clock = 1_000_000;
    const waits: number[] = [];
    const paced = new SleeperClient({
      baseUrl: server.url,
      maxCallsPerMinute: 2,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await paced.getLeague(BEARDHOUSE);
    clock += 10_000;
    await paced.getLeague(BEARDHOUSE);
    await paced.getLeague(BEARDHOUSE);
    expect(waits).toEqual([50_001]);
    expect(paced.requests).toBe(3);
  });

  it("gives visitors a third of the minute's budget and members the rest, without waiting (issue 23, item 14)", async () => {
    const clock = 1_000_000;
    const waits: number[] = [];
    const paced = new SleeperClient({ baseUrl: server.url, maxCallsPerMinute: 9, now: () => clock, sleep: async (ms) => void waits.push(ms) });
    const visitor = { priority: 'anonymous' as const, deadline: Date.now() + 8_000 };
    const member = { priority: 'member' as const, deadline: Date.now() + 8_000 };
    const asVisitor = await Promise.all(Array.from({ length: 5 }, () => errorOf(runAsSleeperCaller(visitor, () => paced.getLeague(BEARDHOUSE)))));
    expect(asVisitor.filter((e) => e === undefined)).toHaveLength(3);
    expect(asVisitor.filter((e) => e instanceof SleeperError && e.kind === 'busy')).toHaveLength(2);
    for (let i = 0; i < 6; i++) expect(await runAsSleeperCaller(member, () => paced.getLeague(BEARDHOUSE))).toMatchObject({ league_id: BEARDHOUSE });
    expect(waits).toEqual([]);
    expect(paced.requests).toBe(9);
  });

  it('never allows 1000 calls a minute or more', () => {
    const greedy = new SleeperClient({ baseUrl: server.url, maxCallsPerMinute: 5000 });
    expect((greedy as unknown as { maxCallsPerMinute: number }).maxCallsPerMinute).toBe(999);
  });
});

describe('caches', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });
  afterAll(() => db.close());

  it('fetches players/nfl at most once a day', async () => {
    let clock = Date.UTC(2026, 8, 15, 12);
    const cached = new SleeperClient({ baseUrl: server.url, db, now: () => clock });
    const first = await cached.getPlayers();
    expect(first['4984']?.full_name).toBe('Josh Allen');
    clock += 23 * 3600_000;
    expect((await cached.getPlayers())['4984']?.full_name).toBe('Josh Allen');
    // Another client on the same database (another process) uses the same copy.
    await new SleeperClient({ baseUrl: server.url, db, now: () => clock }).getPlayers();
    expect(hits('/players/nfl')).toBe(1);
    clock += 3600_000 + 1;
    await cached.getPlayers();
    expect(hits('/players/nfl')).toBe(2);
  });

  it("re-reads a final week's snapshot with zero HTTP requests", async () => {
    const snapClient = new SleeperClient({ baseUrl: server.url, db });
    const first = await snapClient.getSnapshot(BEARDHOUSE, 2);
    expect(Object.keys(first.matchups)).toEqual(['1', '2']);
    const before = server.requests.length;
    expect(before).toBeGreaterThan(0);
    const again = await new SleeperClient({ baseUrl: server.url, db }).getSnapshot(BEARDHOUSE, 2);
    expect(server.requests.length).toBe(before);
    expect(again).toEqual(JSON.parse(JSON.stringify(first)));
    // Only the league's own players are kept with it.
    expect(Object.keys(again.players).length).toBeLessThan(300);
    expect(again.players['HOU']?.last_name).toBe('Texans');
  });

  it('shares the cache between replays of one world on different ports through cacheScope', async () => {
    const a = await replayClient('beardhouse-2026-after-week4', { db });
    const b = await replayClient('beardhouse-2026-after-week4', { db });
    try {
      expect(a.server.url).not.toBe(b.server.url);
      const scoped = (r: typeof a) => new SleeperClient({ baseUrl: r.server.url, db, cacheScope: r.server.cacheScope });
      const first = await scoped(a).getSnapshot(BEARDHOUSE, 4);
      expect(await scoped(b).getSnapshot(BEARDHOUSE, 4)).toEqual(JSON.parse(JSON.stringify(first)));
      expect(b.server.requests).toEqual([]);
    } finally {
      await Promise.all([a.server.close(), b.server.close()]);
    }
  });

  it('does not keep a snapshot of a week that is not final', async () => {
    const { server: early, client: earlyClient } = await replayClient('beardhouse-2026-after-week1', { db });
    try {
      await earlyClient.getSnapshot(BEARDHOUSE, 2);
      const n = early.requests.length;
      await earlyClient.getSnapshot(BEARDHOUSE, 2);
      expect(early.requests.length).toBeGreaterThan(n);
    } finally {
      await early.close();
    }
  });
});

describe('players missing from players/nfl', () => {
  const HOUR = 3600_000;
  const PLAYERS = /\/players\/nfl$/;
  /** players/nfl as the world has it, minus `ids`: the body of a fault. */
  const playersWithout = async (...ids: string[]) => {
    const all = await new SleeperClient({ baseUrl: server.url }).getPlayers();
    server.requests.length = 0;
    return JSON.stringify(Object.fromEntries(Object.entries(all).filter(([id]) => !ids.includes(id))));
  };

  it('refetches players/nfl once when it lacks a starter, and uses the fresh answer', async () => {
    // 11566 started in weeks 1 and 2; the first answer lacks him, the second has him.
    server.faults.push({ path: PLAYERS, times: 1, status: 200, body: await playersWithout('11566') });
    const fresh = new SleeperClient({ baseUrl: server.url });
    const snapshot = await fresh.getSnapshot(BEARDHOUSE, 2);
    expect(hits('/players/nfl')).toBe(2);
    expect(snapshot.players['11566']?.full_name).toBeTruthy();
  });

  it('refreshes at most once an hour per client, and the day copy in SQLite is not re-read as fresh', async () => {
    const db = openDatabase(':memory:');
    try {
      let clock = Date.UTC(2026, 8, 20, 12);
      server.faults.push({ path: PLAYERS, status: 200, body: await playersWithout('11566') });
      const c = new SleeperClient({ baseUrl: server.url, db, now: () => clock });
      const week1 = await c.getSnapshot(BEARDHOUSE, 1);
      expect(hits('/players/nfl')).toBe(2);
      expect(week1.players['11566']).toBeUndefined();
      // Still missing, but refreshed within the hour: the day's copy is used as is.
      await c.getSnapshot(BEARDHOUSE, 2);
      expect(hits('/players/nfl')).toBe(2);
      // A client without a database, an hour later: one download per snapshot, one refresh an hour.
      const bare = new SleeperClient({ baseUrl: server.url, now: () => clock });
      server.requests.length = 0;
      await bare.getSnapshot(BEARDHOUSE, 1);
      await bare.getSnapshot(BEARDHOUSE, 2);
      expect(hits('/players/nfl')).toBe(3);
      clock += HOUR + 1;
      await bare.getSnapshot(BEARDHOUSE, 2);
      expect(hits('/players/nfl')).toBe(5);
    } finally {
      db.close();
    }
  });

  it('a failed refresh keeps the first answer: the snapshot is still made', async () => {
    server.faults.push({ path: PLAYERS, times: 1, status: 200, body: await playersWithout('11566') });
    server.faults.push({ path: PLAYERS, times: 3, status: 503 });
    const snapshot = await new SleeperClient({ baseUrl: server.url, attempts: 3, backoffMs: 1 }).getSnapshot(BEARDHOUSE, 2);
    expect(hits('/players/nfl')).toBe(4);
    expect(snapshot.players['11566']).toBeUndefined();
    expect(Object.keys(snapshot.players).length).toBeGreaterThan(100);
  });

  it('a team defense missing from players/nfl is no unknown player: named by its team, no refresh', async () => {
    server.faults.push({ path: PLAYERS, status: 200, body: await playersWithout('HOU', 'SEA') });
    const snapshot = await new SleeperClient({ baseUrl: server.url }).getSnapshot(BEARDHOUSE, 1);
    expect(hits('/players/nfl')).toBe(1);
    expect(snapshot.players.HOU).toMatchObject({
      full_name: 'Houston Texans',
      first_name: 'Houston',
      last_name: 'Texans',
      position: 'DEF',
      fantasy_positions: ['DEF'],
      team: 'HOU',
    });
    expect(snapshot.players.SEA?.full_name).toBe('Seattle Seahawks');
  });
});

// Players missing from players/nfl, in the real playoff worlds read through the client: the
// client refreshes players/nfl once and names team defenses ("DET" → Detroit Lions); whoever
// is still unknown scores for his team but is never named (no award, card or move shows an id).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import { benchFacts } from '../../server/recap/facts/bench';
import { starterPerformances, topPerformers, worstPerformers } from '../../server/recap/facts/performances';
import type { Performance, PlayerMove, RecapFacts } from '../../server/recap/facts/schema';
import { awardCard, coldOpenCard } from '../../server/pipeline/fact-cards';
import type { Segment as ScriptSegment } from '../../server/recap/script/schema';
import type { AwardKind } from '../../src/vocabulary';
import { SleeperClient } from '../../server/sleeper/client';
import { nflTeam } from '../../server/sleeper/nfl-teams';
import { resolveWorld, startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { isKnownPlayer, playerName, UNKNOWN_PLAYER, type LeagueSnapshot } from '../../server/sleeper/schemas';
import type { FactCard } from '../../src/props';

const FSFFL = { world: 'fsffl-dynasty-2024-season', league: '1049056120377090048' };
const CHUMBO = { world: 'chumbo-2025-week17', league: '1221557942864596992' };

/**
 * A copy of a world to replay. The playoff worlds' players/nfl.json holds the path of the shared
 * players file instead of its JSON; the copy has the file itself.
 */
function replayableWorld(world: string): string {
  const src = resolveWorld(world);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unknown-players-'));
  fs.cpSync(src, dir, { recursive: true });
  const writable = (p: string) => {
    fs.chmodSync(p, 0o755);
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      if (e.isDirectory()) writable(path.join(p, e.name));
      else fs.chmodSync(path.join(p, e.name), 0o644);
    }
  };
  writable(dir);
  const players = path.join(dir, 'v1/players/nfl.json');
  const text = fs.readFileSync(players, 'utf8').trim();
  if (!text.startsWith('{')) fs.writeFileSync(players, fs.readFileSync(path.resolve(path.dirname(path.join(src, 'v1/players/nfl.json')), text)));
  return dir;
}

type Loaded = { snapshot: LeagueSnapshot; facts: RecapFacts; playerRequests: number };
const loaded: Record<string, Loaded> = {};
const servers: ReplayServer[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  for (const w of [FSFFL, CHUMBO]) {
    const dir = replayableWorld(w.world);
    dirs.push(dir);
    const server = await startReplayServer({ world: dir });
    servers.push(server);
    const client = new SleeperClient({ baseUrl: server.url });
    const snapshot = await client.getSnapshot(w.league, 17);
    loaded[w.world] = { snapshot, facts: weeklyFacts(snapshot, 17), playerRequests: server.requests.filter((r) => r === '/v1/players/nfl').length };
  }
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const unknownStarters = (s: LeagueSnapshot) => s.matchups[17].flatMap((m) => m.starters.filter((id) => id !== '0' && !isKnownPlayer(s.players, id)));

const named = (f: RecapFacts): Array<Performance | PlayerMove> => [
  ...f.topPerformers,
  ...f.worstPerformers,
  ...f.bench.flatMap((b) => (b.bestBenched ? [b.bestBenched] : [])),
  ...f.transactions.flatMap((t) => [...t.adds, ...t.drops, ...t.sides.flatMap((s) => s.players)]),
];

const segment = (award: AwardKind | null, rosterIds: number[], playerIds: string[]): ScriptSegment => ({
  id: award ? `award-${award}` : 'cold_open',
  kind: award ? 'award' : 'cold_open',
  ...(award ? { award } : {}),
  text: 'A line.',
  captions: [],
  refs: { rosterIds, playerIds },
  roasts: [],
});

/** Every card the facts can give: each award about each team and each player it could name. */
function allCards(f: RecapFacts): FactCard[] {
  const rosters = f.teams.map((t) => t.rosterId);
  const playerIds = [...named(f).map((p) => p.playerId), ...f.matchups.map(() => 'none')];
  const cards: Array<FactCard | null> = [];
  for (const award of ['top_scorer', 'dud', 'bench_blunder', 'move_of_the_week'] as const) {
    for (const r of rosters) cards.push(awardCard(f, segment(award, [r], [])));
    for (const p of named(f)) cards.push(awardCard(f, segment(award, [p.rosterId], [p.playerId])));
  }
  for (const id of playerIds) cards.push(coldOpenCard(f, segment(null, [], [id])));
  return cards.filter((c): c is FactCard => c !== null);
}

const cardTexts = (c: FactCard) => [c.headline, ...c.stats.flatMap((s) => [s.label, s.value]), ...(c.sides ?? []).flatMap((s) => s.lines)];

describe('the client names team defenses and refreshes players/nfl once', () => {
  it('Chumbo week 17: team defenses missing from players/nfl are "Detroit Lions" style DEFs', () => {
    const { snapshot, playerRequests } = loaded[CHUMBO.world];
    // The players answer lacks 7 of week 17's 108 starters (2 of them defenses): it is fetched again, once.
    expect(playerRequests).toBe(2);
    const defenses = snapshot.matchups[17].flatMap((m) => m.starters).filter((id) => nflTeam(id));
    expect(defenses).toContain('DET');
    expect(snapshot.players.DET).toMatchObject({ full_name: 'Detroit Lions', position: 'DEF', team: 'DET' });
    for (const id of defenses) expect(playerName(snapshot.players, id)).toBe(nflTeam(id)!.name);
  });

  it('the starters still unknown after the refresh (5 of 108 in Chumbo, 2 of 107 in FSFFL) are numeric ids', () => {
    expect(unknownStarters(loaded[CHUMBO.world].snapshot)).toHaveLength(5);
    expect(unknownStarters(loaded[FSFFL.world].snapshot)).toHaveLength(2);
    for (const w of [CHUMBO, FSFFL]) expect(unknownStarters(loaded[w.world].snapshot).every((id) => /^\d+$/.test(id))).toBe(true);
  });
});

describe('facts never name an unknown player', () => {
  for (const w of [CHUMBO, FSFFL]) {
    it(`${w.world} week 17: no Performance or PlayerMove is unknown or named by an id`, () => {
      const { facts, snapshot } = loaded[w.world];
      const all = named(facts);
      expect(all.length).toBeGreaterThan(10);
      for (const p of all) {
        expect(isKnownPlayer(snapshot.players, p.playerId), p.playerId).toBe(true);
        expect(p.name).not.toMatch(/^\d+$/);
        expect(p.name).not.toBe(UNKNOWN_PLAYER);
        expect(p.name).not.toBe('');
      }
      expect(facts.topPerformers).toHaveLength(5);
      expect(facts.worstPerformers).toHaveLength(5);
    });

    it(`${w.world} week 17: unknown starters still score for their teams`, () => {
      const { facts, snapshot } = loaded[w.world];
      const unknown = new Set(unknownStarters(snapshot));
      for (const m of snapshot.matchups[17].filter((x) => x.starters.some((id) => unknown.has(id)))) {
        const game = facts.matchups.find((g) => g.team1 === m.roster_id || g.team2 === m.roster_id);
        const bench = facts.bench.find((b) => b.rosterId === m.roster_id)!;
        expect(bench.actual).toBeCloseTo(m.points, 2);
        expect(bench.optimal).toBeGreaterThanOrEqual(bench.actual);
        if (game) expect(game.team1 === m.roster_id ? game.score1 : game.score2).toBeCloseTo(m.points, 2);
      }
    });

    it(`${w.world} week 17: no card shows an unknown player's id or "Unknown player"`, () => {
      const { facts, snapshot } = loaded[w.world];
      const unknown = new Set(unknownStarters(snapshot));
      const cards = allCards(facts);
      expect(cards.length).toBeGreaterThan(50);
      for (const text of cards.flatMap(cardTexts)) {
        expect(text).not.toContain(UNKNOWN_PLAYER);
        for (const word of text.split(/[\s,()]+/)) expect(unknown.has(word), text).toBe(false);
      }
    });
  }

  it('leaves unknown starters out of the best and worst and out of the best benched, by the functions themselves', () => {
    const { snapshot } = loaded[CHUMBO.world];
    const week = snapshot.matchups[17];
    const starters = starterPerformances(week, snapshot.players);
    expect(starters.length).toBe(week.flatMap((m) => m.starters).filter((id) => id !== '0').length - 5);
    const unknown: Performance = { playerId: '99999999', name: UNKNOWN_PLAYER, position: '', nflTeam: null, points: -50, rosterId: 1 };
    expect(worstPerformers([...starters, unknown])[0].playerId).not.toBe('99999999');
    expect(topPerformers([...starters, { ...unknown, points: 99 }])[0].playerId).not.toBe('99999999');
    for (const b of benchFacts(week, snapshot.league.roster_positions ?? [], snapshot.players)) {
      if (b.bestBenched) expect(isKnownPlayer(snapshot.players, b.bestBenched.playerId)).toBe(true);
    }
  });

  it('playerName never gives a bare numeric id', () => {
    expect(playerName({}, '4017')).toBe(UNKNOWN_PLAYER);
    expect(playerName({ '4017': {} }, '4017')).toBe(UNKNOWN_PLAYER);
    expect(playerName({ '4017': { first_name: 'Josh', last_name: 'Allen' } }, '4017')).toBe('Josh Allen');
    expect(isKnownPlayer({}, '4017')).toBe(false);
    expect(isKnownPlayer({}, 'DET')).toBe(true);
    expect(isKnownPlayer({}, 'OAK')).toBe(true);
    expect(isKnownPlayer({}, '0')).toBe(false);
  });
});

describe('NFL team codes', () => {
  it('the 32 teams and the old codes', () => {
    expect(nflTeam('DET')?.name).toBe('Detroit Lions');
    expect(nflTeam('SF')?.name).toBe('San Francisco 49ers');
    expect(nflTeam('OAK')).toMatchObject({ current: 'LV', name: 'Oakland Raiders' });
    expect(nflTeam('SD')).toMatchObject({ current: 'LAC', name: 'San Diego Chargers' });
    expect(nflTeam('STL')).toMatchObject({ current: 'LAR', name: 'St. Louis Rams' });
    expect(nflTeam('LA')).toMatchObject({ current: 'LAR', name: 'Los Angeles Rams' });
    expect(nflTeam('JAC')).toMatchObject({ current: 'JAX', name: 'Jacksonville Jaguars' });
    expect(nflTeam('WSH')).toMatchObject({ current: 'WAS', name: 'Washington Commanders' });
    expect(nflTeam('4017')).toBeNull();
    expect(nflTeam('toString')).toBeNull();
  });
});

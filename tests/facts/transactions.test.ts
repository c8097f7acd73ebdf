// Trades and moves of the recorded playoff worlds, read straight from their files: what each
// side of a trade got (players, draft picks, FAAB), waiver bids, unknown players left out, and
// the move-of-the-week card built from them (both sides, no player twice).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { transactionFacts } from '../../server/recap/facts/transactions';
import { weekPlayerPoints } from '../../server/recap/facts/performances';
import type { RecapFacts, TeamFact, TransactionFact } from '../../server/recap/facts/schema';
import { awardCard } from '../../server/pipeline/fact-cards';
import type { Segment as ScriptSegment } from '../../server/recap/script/schema';
import { resolveWorld } from '../../standins/sleeper-replay';
import { Matchup, Players, Transaction } from '../../server/sleeper/schemas';

const FSFFL = { world: 'fsffl-dynasty-2024-season', league: '1049056120377090048' };
const CHUMBO = { world: 'chumbo-2025-week17', league: '1221557942864596992' };
type World = typeof FSFFL;

/** A world's answer to GET <apiPath>; players/nfl of the playoff worlds is a pointer to the shared file. */
function read(world: string, apiPath: string): unknown {
  const file = path.join(resolveWorld(world), 'v1', `${apiPath}.json`);
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  if (text.trimStart().startsWith('../')) return JSON.parse(fs.readFileSync(path.resolve(path.dirname(file), text.trim()), 'utf8'));
  return JSON.parse(text);
}

const playersOf = (w: World) => Players.parse(read(w.world, 'players/nfl'));
const transactionsOf = (w: World, week: number) => z.array(Transaction).parse(read(w.world, `league/${w.league}/transactions/${week}`));
const pointsOf = (w: World, week: number) => weekPlayerPoints(z.array(Matchup).parse(read(w.world, `league/${w.league}/matchups/${week}`)));
const weekFacts = (w: World, week: number) => transactionFacts(transactionsOf(w, week), playersOf(w), pointsOf(w, week));
const WEEKS = Array.from({ length: 17 }, (_, i) => i + 1);
const allFacts = (w: World) => WEEKS.flatMap((week) => weekFacts(w, week));
const trade = (w: World, week: number, id: string) => {
  const t = weekFacts(w, week).find((x) => x.id === id);
  if (!t) throw new Error(`no transaction ${id} in week ${week}`);
  return t;
};
const names = (t: TransactionFact, rosterId: number) => t.sides.find((s) => s.rosterId === rosterId)?.players.map((p) => p.name);

describe('trade sides', () => {
  it('FSFFL week 1: players both ways, two 2027 picks to roster 1 and $24 FAAB to roster 6', () => {
    const t = trade(FSFFL, 1, '1119825134182920192');
    expect(t.kind).toBe('trade');
    expect(t.sides.map((s) => s.rosterId)).toEqual([1, 6]);
    expect(names(t, 1)).toEqual(['Tutu Atwell', 'Alec Pierce']);
    expect(names(t, 6)).toEqual(['Courtland Sutton', 'Rashid Shaheed']);
    expect(t.sides[0]).toMatchObject({
      picks: [
        { season: '2027', round: 2, originalRosterId: 6 },
        { season: '2027', round: 3, originalRosterId: 6 },
      ],
      faab: 0,
    });
    expect(t.sides[1]).toMatchObject({ picks: [], faab: 24 });
    expect(t.bid).toBeNull();
  });

  it("FSFFL week 9: a third team's pick one way, two FAAB payments ($10 + $15) the other", () => {
    const t = trade(FSFFL, 9, '1159980265713033216');
    expect(t.sides).toEqual([
      { rosterId: 3, players: [], picks: [], faab: 25 },
      { rosterId: 7, players: [], picks: [{ season: '2025', round: 3, originalRosterId: 10 }], faab: 0 },
    ]);
  });

  it('FSFFL week 1: a FAAB-for-FAAB swap gives each side what it received', () => {
    const t = trade(FSFFL, 1, '1106061941329469440');
    expect(t.sides.map((s) => [s.rosterId, s.faab, s.players.length, s.picks.length])).toEqual([
      [9, 98, 0, 0],
      [10, 100, 0, 0],
    ]);
  });

  it('Chumbo week 3: two players each way and $5 FAAB to roster 7', () => {
    const t = trade(CHUMBO, 3, '1274543340032909312');
    expect(names(t, 3)).toEqual(['Kyler Murray', 'Zay Flowers']);
    expect(names(t, 7)).toEqual(['Tyreek Hill', 'Justin Herbert']);
    expect(t.sides.map((s) => s.faab)).toEqual([0, 5]);
  });

  it('Chumbo week 8: a player missing from players/nfl (8122) is in no side, the rest are', () => {
    const t = trade(CHUMBO, 8, '1288798861464199168');
    expect(names(t, 6)).toEqual(['Trey Benson', 'Aaron Jones']);
    expect(names(t, 8)).toEqual(['Cam Skattebo', 'Jaylen Waddle']);
    expect(t.sides.map((s) => s.faab)).toEqual([0, 17]);
    expect([...t.adds, ...t.drops].some((p) => p.playerId === '8122')).toBe(false);
  });

  for (const w of [FSFFL, CHUMBO]) {
    it(`${w.world}: every trade of the season has one side per team that adds up to the raw trade`, () => {
      const players = playersOf(w);
      let trades = 0;
      for (const week of WEEKS) {
        const raw = new Map(transactionsOf(w, week).map((t) => [t.transaction_id, t]));
        for (const t of weekFacts(w, week).filter((x) => x.kind === 'trade')) {
          trades++;
          const r = raw.get(t.id)!;
          expect(t.sides.map((s) => s.rosterId)).toEqual(r.roster_ids);
          const sidePlayers = t.sides.flatMap((s) => s.players.map((p) => p.playerId));
          expect(new Set(sidePlayers).size).toBe(sidePlayers.length);
          expect(sidePlayers.sort()).toEqual(
            Object.keys(r.adds ?? {})
              .filter((id) => players[id])
              .sort(),
          );
          for (const s of t.sides) {
            expect(s.players.every((p) => r.adds?.[p.playerId] === s.rosterId)).toBe(true);
            expect(s.faab).toBe(r.waiver_budget.filter((b) => b.receiver === s.rosterId).reduce((a, b) => a + b.amount, 0));
          }
          expect(t.sides.reduce((n, s) => n + s.picks.length, 0)).toBe(r.draft_picks.length);
        }
      }
      expect(trades).toBe(w === FSFFL ? 26 : 41);
    });
  }
});

describe('waivers and free agents', () => {
  it('keep their FAAB bid ($0 included); free-agent moves have none; no player is added and dropped by one team', () => {
    for (const w of [FSFFL, CHUMBO]) {
      const facts = allFacts(w);
      const waivers = facts.filter((t) => t.kind === 'waiver');
      expect(waivers.length).toBeGreaterThan(80);
      expect(waivers.every((t) => t.bid !== null)).toBe(true);
      expect(waivers.some((t) => (t.bid ?? 0) > 0)).toBe(true);
      expect(facts.filter((t) => t.kind === 'free_agent').every((t) => t.bid === null && t.sides.length === 0)).toBe(true);
      for (const t of facts) {
        expect(t.adds.some((a) => t.drops.some((d) => d.playerId === a.playerId && d.rosterId === a.rosterId))).toBe(false);
      }
    }
  });

  it('a move naming only unknown players is left out; a move with a known player keeps him only', () => {
    const players = playersOf(CHUMBO);
    const rawMoves = WEEKS.flatMap((week) => transactionsOf(CHUMBO, week)).filter((t) => t.status === 'complete' && t.type !== 'commissioner');
    const ids = new Set(allFacts(CHUMBO).map((t) => t.id));
    const unnamed = rawMoves.filter(
      (t) =>
        [...Object.keys(t.adds ?? {}), ...Object.keys(t.drops ?? {})].every((id) => !players[id] && !/^[A-Z]+$/.test(id)) &&
        t.draft_picks.length === 0 &&
        t.waiver_budget.length === 0,
    );
    expect(unnamed.length).toBeGreaterThan(0);
    expect(unnamed.filter((t) => ids.has(t.transaction_id))).toEqual([]);
  });
});

// ---- The move-of-the-week card ----

function cardFacts(w: World, week: number): RecapFacts {
  const teams = Array.from({ length: 12 }, (_, i) => ({
    rosterId: i + 1,
    ownerId: null,
    displayName: `Owner ${i + 1}`,
    teamName: `Team ${i + 1}`,
    screenName: `Team ${i + 1}`,
    avatarUrl: null,
    initials: `T${i + 1}`,
  })) as unknown as TeamFact[];
  return { week, teams, transactions: weekFacts(w, week) } as unknown as RecapFacts;
}

const moveSegment = (rosterIds: number[], playerIds: string[]): ScriptSegment => ({
  id: 'award-move_of_the_week',
  kind: 'award',
  award: 'move_of_the_week',
  text: 'Move of the week.',
  captions: [],
  refs: { rosterIds, playerIds },
  roasts: [],
});

describe('move of the week card', () => {
  it('a trade shows what each team got, one side per team, no player twice', () => {
    const facts = cardFacts(FSFFL, 1);
    const card = awardCard(facts, moveSegment([1], ['8142']))!;
    expect(card.headline).toBe('Traded for Alec Pierce');
    expect(card.rosterId).toBe(1);
    expect(card.sides).toEqual([
      { rosterId: 1, lines: ['Tutu Atwell', 'Alec Pierce', '2027 2nd', '2027 3rd'] },
      { rosterId: 6, lines: ['Courtland Sutton', 'Rashid Shaheed', '$24 FAAB'] },
    ]);
    expect(card.stats.every((s) => !/^(added|dropped)/.test(s.label))).toBe(true);
  });

  it('a pick of a team outside the trade names that team; a trade of no players is just a trade', () => {
    const facts = cardFacts(FSFFL, 9);
    const t = facts.transactions.find((x) => x.id === '1159980265713033216')!;
    const card = awardCard({ ...facts, transactions: [t] }, moveSegment([7], []))!;
    expect(card).toMatchObject({ title: 'Move of the week', headline: 'Trade', stats: [] });
    expect(card.sides).toEqual([
      { rosterId: 3, lines: ['$25 FAAB'] },
      { rosterId: 7, lines: ['2025 3rd (Team 10)'] },
    ]);
  });

  for (const w of [FSFFL, CHUMBO]) {
    it(`${w.world}: every trade's card has every side and no player twice; every pickup card never adds and drops one player`, () => {
      let trades = 0;
      let pickups = 0;
      for (const week of WEEKS) {
        const facts = cardFacts(w, week);
        for (const t of facts.transactions.filter((x) => x.kind !== 'failed_waiver')) {
          for (const add of t.adds) {
            const card = awardCard({ ...facts, transactions: [t] }, moveSegment([add.rosterId], [add.playerId]))!;
            expect(card.rosterId).toBe(add.rosterId);
            if (t.kind === 'trade') {
              trades++;
              expect(card.sides?.map((s) => s.rosterId)).toEqual(t.rosterIds);
              const lines = card.sides!.flatMap((s) => s.lines);
              expect(new Set(lines).size).toBe(lines.length);
              expect(card.sides!.find((s) => s.rosterId === add.rosterId)?.lines).toContain(add.name);
            } else {
              pickups++;
              expect(card.sides).toBeUndefined();
              expect(card.headline).toBe(`Picked up ${add.name}`);
              const dropped = card.stats.find((s) => s.label.startsWith('dropped '));
              const drop = t.drops.find((d) => d.rosterId === add.rosterId);
              if (dropped) expect(drop && drop.playerId !== add.playerId).toBe(true);
              expect(card.stats.some((s) => s.label === 'FAAB bid')).toBe(t.bid !== null);
              if (t.bid !== null) expect(card.stats.find((s) => s.label === 'FAAB bid')?.value).toBe(`$${t.bid}`);
            }
          }
        }
      }
      expect(trades).toBeGreaterThan(20);
      expect(pickups).toBeGreaterThan(100);
    });
  }
});

// Standings are Sleeper's: records and points come from the rosters' own settings and
// metadata.record, the weeks we fetched are checked against them, and a record nothing of
// Sleeper's confirms is marked unconfirmed (server/recap/facts/records.ts). Read over HTTP from
// the recorded worlds, then edited in memory: weeks deleted, a commissioner's edit, a roster
// without a record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import { recordResults, sleeperRecord } from '../../server/recap/facts/records';
import { streak, tallyGames, type Result } from '../../server/recap/facts/standings';
import type { RecapFacts, Standing } from '../../server/recap/facts/schema';
import { RECORDED_LEAGUES, snapshotThroughWeek, type ReplayServer } from '../../standins/sleeper-replay';
import { Roster, type LeagueSnapshot } from '../../server/sleeper/schemas';
import { BEARDHOUSE, FSFFL, replayClient } from '../support/sleeper-test-worlds';

const servers: ReplayServer[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.close())));

async function snapshotOf(world: string, leagueId: string, week: number): Promise<LeagueSnapshot> {
  const { server, client } = await replayClient(world);
  servers.push(server);
  return client.getSnapshot(leagueId, week);
}

/** A copy of the snapshot without the matchups of `weeks` (as if those calls had come back empty). */
const withoutWeeks = (s: LeagueSnapshot, weeks: number[]): LeagueSnapshot => ({
  ...s,
  matchups: Object.fromEntries(Object.entries(s.matchups).filter(([w]) => !weeks.includes(Number(w)))),
});

/** A copy of the snapshot with one roster changed. */
const editRoster = (s: LeagueSnapshot, rosterId: number, edit: (r: Roster) => unknown): LeagueSnapshot => ({
  ...s,
  rosters: s.rosters.map((r) => (r.roster_id === rosterId ? Roster.parse(edit(r)) : r)),
});

const standing = (f: RecapFacts, rosterId: number): Standing => f.standings.find((s) => s.rosterId === rosterId)!;

/** Sleeper's roster totals, as the standings should carry them. */
const settingsOf = (r: Roster) => ({
  wins: r.settings.wins,
  losses: r.settings.losses,
  ties: r.settings.ties,
  pointsFor: Math.round(r.settings.fpts * 100 + (r.settings.fpts_decimal ?? 0)) / 100,
  pointsAgainst: Math.round((r.settings.fpts_against ?? 0) * 100 + (r.settings.fpts_against_decimal ?? 0)) / 100,
  streak: r.metadata?.streak ?? '',
});

/** W-L-T and streak of the first `weeks` letters of metadata.record. */
const recordAfter = (r: Roster, weeks: number) => {
  const results = [...(r.metadata?.record ?? '')].slice(0, weeks) as Result[];
  const n = (x: Result) => results.filter((y) => y === x).length;
  return { wins: n('W'), losses: n('L'), ties: n('T'), streak: streak(results) };
};

describe('standings are Sleeper’s', () => {
  let week4: LeagueSnapshot;
  beforeAll(async () => {
    week4 = await snapshotOf('beardhouse-2026-after-week4', BEARDHOUSE, 4);
  });

  it('the demo week (BeardHouse week 4): every record and points total is the roster’s own, confirmed', () => {
    const facts = weeklyFacts(week4, 4);
    expect(week4.rosters).toHaveLength(10);
    for (const r of week4.rosters) {
      expect(standing(facts, r.roster_id)).toMatchObject({ ...settingsOf(r), confirmed: true, pointsConfirmed: true });
    }
    expect(facts.ranksConfirmed).toBe(true);
    // Games played = wins + losses + ties: four weeks, one game each.
    expect(facts.standings.every((s) => s.wins + s.losses + s.ties === 4)).toBe(true);
    expect(facts.standings.every((s) => s.rankBefore !== null)).toBe(true);
  });

  it('weeks 1 and 2 missing, week 4 recapped: the records are still the rosters’ settings, not the two weeks we got', () => {
    const facts = weeklyFacts(withoutWeeks(week4, [1, 2]), 4);
    for (const r of week4.rosters) {
      expect(standing(facts, r.roster_id)).toMatchObject({ ...settingsOf(r), confirmed: true, pointsConfirmed: true });
    }
    // Sleeper's 3-1 for roster 1 ("WWWL"), where weeks 3 and 4 alone say 1-1.
    expect(standing(facts, 1)).toMatchObject({ wins: 3, losses: 1, pointsFor: 640.9, streak: '1L' });
    expect(facts.ranksConfirmed).toBe(true);
    // Before this week: records from metadata.record ("WWW" → "3W"), but the points of week 3 are
    // only week 3's, so no rank before is given.
    expect(standing(facts, 1)).toMatchObject({ streakBefore: '3W', rankBefore: null });
  });

  it('weeks 1 and 2 missing, week 3 recapped (rosters describe week 4): metadata.record cut to three weeks', () => {
    const facts = weeklyFacts(withoutWeeks(snapshotThroughWeek(week4, 3), [1, 2]), 3);
    for (const r of week4.rosters) {
      expect(standing(facts, r.roster_id)).toMatchObject({ ...recordAfter(r, 3), confirmed: true, pointsConfirmed: false });
    }
    // The incident: a week-3 record said as 1-0 or 0-1 from the one week the client got. Sleeper: 3-0 and 0-3.
    expect(standing(facts, 1)).toMatchObject({ wins: 3, losses: 0, streak: '3W' });
    expect(standing(facts, 5)).toMatchObject({ wins: 0, losses: 3, streak: '3L' });
    // Points for come from week 3 alone: not Sleeper's, so ranks (tie-broken on them) are not confirmed.
    expect(facts.ranksConfirmed).toBe(false);
  });

  it('a commissioner’s edit of the settings: Sleeper’s 2-2 wins over the games’ 1-3', () => {
    // Roster 3 lost weeks 2-4 ("WLLL", 1-3); its settings now say 2-2 (a result the commissioner changed).
    const edited = editRoster(week4, 3, (r) => ({ ...r, settings: { ...r.settings, wins: 2, losses: 2 } }));
    const facts = weeklyFacts(edited, 4);
    // Sleeper's settings win. Its record "WLLL" no longer adds up to them and the games disagree
    // too, so the order of results is unknown: no streak is given.
    expect(standing(facts, 3)).toMatchObject({ wins: 2, losses: 2, ties: 0, pointsFor: 440.86, confirmed: true, streak: '' });
    expect(standing(weeklyFacts(week4, 4), 3)).toMatchObject({ wins: 1, losses: 3, streak: '3L' });
  });

  it('a commissioner’s edit in an earlier week: metadata.record wins over the games', () => {
    // Roster 1 won week 1 on the field; Sleeper's record (kept consistent with its 3-1) says it lost week 1 and won week 4.
    const edited = editRoster(week4, 1, (r) => ({ ...r, metadata: { ...r.metadata, record: 'LWWW', streak: '3W' } }));
    const facts = weeklyFacts(snapshotThroughWeek(edited, 1), 1);
    expect(standing(facts, 1)).toMatchObject({ wins: 0, losses: 1, streak: '1L', confirmed: true });
  });

  it('settings counting another number of games than the weeks we hold describe another week: unconfirmed', () => {
    const edited = editRoster(week4, 3, (r) => ({ ...r, settings: { ...r.settings, wins: 2, losses: 3 } }));
    const facts = weeklyFacts(edited, 4);
    expect(standing(facts, 3)).toMatchObject({ wins: 1, losses: 3, confirmed: false, pointsConfirmed: true });
    expect(facts.ranksConfirmed).toBe(false);
  });

  it('nothing to confirm a record (no metadata.record, settings of a later week, weeks missing): confirmed false', () => {
    const noRecord = editRoster(week4, 5, (r) => ({ ...r, metadata: null }));
    const facts = weeklyFacts(withoutWeeks(snapshotThroughWeek(noRecord, 3), [1, 2]), 3);
    // Roster 5 lost week 3: the tally of the one week we have is all there is, and it is not spoken.
    expect(standing(facts, 5)).toMatchObject({ wins: 0, losses: 1, confirmed: false, pointsConfirmed: false });
    expect(facts.standings.filter((s) => !s.confirmed).map((s) => s.rosterId)).toEqual([5]);
    // With every week there, still nothing of Sleeper's backs it: unconfirmed, but its points are whole.
    const whole = weeklyFacts(snapshotThroughWeek(noRecord, 3), 3);
    expect(standing(whole, 5)).toMatchObject({ wins: 0, losses: 3, confirmed: false, pointsConfirmed: true });
  });
});

describe('whole seasons: earlier weeks read metadata.record cut to the week', () => {
  it('FSFFL week 5 (rosters describe week 14): Sleeper’s first five results, and the games agree', async () => {
    const snapshot = snapshotThroughWeek(await snapshotOf('fsffl-dynasty-2024-season', FSFFL, 17), 5);
    const facts = weeklyFacts(snapshot, 5);
    const tally = tallyGames(
      [1, 2, 3, 4, 5].map((w) => snapshot.matchups[w]),
      [],
    );
    expect(snapshot.rosters).toHaveLength(12);
    for (const r of snapshot.rosters) {
      const s = standing(facts, r.roster_id);
      expect(s).toMatchObject({ ...recordAfter(r, 5), confirmed: true, pointsConfirmed: true });
      const games = tally.get(r.roster_id)!;
      expect([s.wins, s.losses, s.ties, s.pointsFor]).toEqual([games.wins, games.losses, games.ties, games.pf / 100]);
    }
    expect(facts.ranksConfirmed).toBe(true);
  });

  it('every final week of every recorded world: every record confirmed and equal to the games', async () => {
    for (const w of RECORDED_LEAGUES) {
      const base = await snapshotOf(w.world, w.league, Math.max(...w.weeks));
      for (const week of w.weeks) {
        const facts = weeklyFacts(snapshotThroughWeek(base, week), week);
        // The regular-season weeks so far (playoff games never count in the standings).
        const counted = w.weeks.filter((x) => x <= week && x < (base.league.settings.playoff_week_start ?? Infinity));
        const tally = tallyGames(
          counted.map((x) => base.matchups[x]),
          [],
        );
        for (const s of facts.standings) {
          const games = tally.get(s.rosterId)!;
          expect([w.world, week, s.confirmed, s.pointsConfirmed, s.wins, s.losses, s.streak]).toEqual([
            w.world,
            week,
            true,
            true,
            games.wins,
            games.losses,
            streak(games.results),
          ]);
        }
      }
    }
  });
});

describe('sleeperRecord', () => {
  const roster = (wins: number, losses: number, record: string) =>
    Roster.parse({ roster_id: 1, settings: { wins, losses, ties: 0, fpts: 0 }, metadata: { record } });
  const tally = tallyGames([], [1]).get(1)!;

  it('a median league: two letters a week, cut to the weeks counted', () => {
    // Three weeks of game + median: 4-2 in all; after week 1 "WL" is 1-1.
    const r = roster(4, 2, 'WLWWWL');
    expect(sleeperRecord(r, tally, false, { weeks: [1], sleeperWeeks: [1, 2, 3], median: true })).toMatchObject({ wins: 1, losses: 1, results: ['W', 'L'] });
  });

  it('a record that does not add up to the settings, or is not W/L/T, is not read', () => {
    expect(recordResults(roster(3, 1, 'WWLL'))).toBeNull();
    expect(recordResults(roster(1, 0, 'W?'))).toBeNull();
    expect(sleeperRecord(roster(3, 1, 'WWLL'), tally, false, { weeks: [1], sleeperWeeks: [1, 2, 3, 4], median: false })).toBeNull();
  });
});

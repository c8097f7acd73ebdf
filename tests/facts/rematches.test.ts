// Two teams that already met this season, and the table's bottom beating its top: each found in
// the recorded seasons checked against the raw matchups Sleeper sent, then told.
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import type { LeagueSnapshot, Matchup } from '../../server/sleeper/schemas';
import { findAngles } from '../../server/recap/script/angles';
import { writeScript } from '../../server/recap/script/index';
import { SHAPES, shapesIn } from '../../server/recap/script/shapes';
import { RECORDED_LEAGUES, snapshotThroughWeek } from '../../standins/sleeper-replay';
import { recordedAnswer, recordedSeasons } from '../support/sleeper-test-worlds';

let seasons = new Map<string, LeagueSnapshot>();
beforeAll(async () => {
  seasons = await recordedSeasons();
}, 120_000);

const raw = (world: string, league: string, week: number) => recordedAnswer<Matchup[]>(world, `league/${league}/matchups/${week}`);
const points = (m: Matchup) => m.points ?? 0;

describe('rematches', () => {
  it("every earlier meeting is a game of those two in that week's raw matchups, with its winner, and none is missed", () => {
    let checked = 0;
    for (const w of RECORDED_LEAGUES)
      for (const week of w.weeks) {
        const f = weeklyFacts(snapshotThroughWeek(seasons.get(w.world)!, week), week);
        for (const g of f.matchups) {
          const meetings = f.rematches.find((r) => r.matchupId === g.matchupId)?.meetings ?? [];
          // From Sleeper's files: every earlier week in which these two shared a matchup id.
          const expected = w.weeks
            .filter((x) => x < week)
            .flatMap((x) => {
              const rows = raw(w.world, w.league, x);
              const a = rows.find((r) => r.roster_id === g.team1);
              const b = rows.find((r) => r.roster_id === g.team2);
              if (!a || !b || a.matchup_id == null || a.matchup_id !== b.matchup_id) return [];
              return [{ week: x, winner: points(a) === points(b) ? null : points(a) > points(b) ? g.team1 : g.team2 }];
            });
          expect(meetings.map(({ week: x, winner }) => ({ week: x, winner }))).toEqual(expected);
          checked += meetings.length;
        }
      }
    expect(checked).toBeGreaterThan(50);
  });

  it('a rematch is told as payback or a sweep with the week they last met, at both levels, when it is the story', async () => {
    let told = 0;
    for (const w of RECORDED_LEAGUES)
      for (const week of w.weeks) {
        const f = weeklyFacts(snapshotThroughWeek(seasons.get(w.world)!, week), week);
        const stories = findAngles(f).filter((a) => a.kind === 'rematch');
        if (!stories.length) continue;
        for (const level of ['participation_trophy', 'sunburn'] as const)
          for (const s of (await writeScript(f, { level })).segments) {
            const a = stories.find((x) => s.kind === 'matchup' && x.matchupId === s.refs.matchupId);
            const shapes = shapesIn(s.text, level).filter((id) => SHAPES.find((x) => x.id === id)!.angle === 'rematch');
            if (!a || !shapes.length) continue;
            // Payback's shapes are payback's, a sweep's a sweep's, and each says what it claims.
            expect(
              shapes.every((id) => id.startsWith(a.n.payback ? 'rematch-payback' : 'rematch-sweep')),
              s.text,
            ).toBe(true);
            if (a.n.payback) expect(s.text).toContain(`eek ${a.n.prevWk}`);
            else expect(s.text).toMatch(/again/);
            told++;
          }
      }
    // A small story: told where a team has nothing bigger, a couple of times a season.
    expect(told).toBeGreaterThan(0);
  }, 240_000);
});

describe('upsets', () => {
  it("FSFFL week 4: the table's first and second (before the week) lost to its eleventh and twelfth", () => {
    const s = seasons.get('fsffl-dynasty-2024-season')!;
    const before = weeklyFacts(snapshotThroughWeek(s, 3), 3).standings;
    const f = weeklyFacts(snapshotThroughWeek(s, 4), 4);
    const upsets = findAngles(f).filter((a) => a.kind === 'upset');
    expect(upsets.map((a) => [a.n.fromTop, a.n.lowRank])).toEqual([
      [1, 11],
      [2, 12],
    ]);
    for (const a of upsets) {
      const [loser, winner] = a.teams;
      expect(before.find((x) => x.rosterId === loser)!.rank).toBe(a.n.fromTop);
      expect(before.find((x) => x.rosterId === winner)!.rank).toBe(a.n.lowRank);
      expect(f.matchups.find((m) => m.matchupId === a.matchupId)!.winner).toBe(winner);
    }
  });

  it('no upset before week 4, when a table is a coin toss', () => {
    const s = seasons.get('fsffl-dynasty-2024-season')!;
    for (const week of [1, 2, 3]) expect(findAngles(weeklyFacts(snapshotThroughWeek(s, week), week)).filter((a) => a.kind === 'upset')).toEqual([]);
  });
});

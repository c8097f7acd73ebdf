// A lineup call against last week's: each one found in the recorded seasons checked against the
// raw matchups Sleeper sent (who started, who scored what), and told by the script.
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import { CHASE_BOOM, CHASE_DUD } from '../../server/recap/facts/lineup-chase';
import type { LeagueSnapshot, Matchup } from '../../server/sleeper/schemas';
import { findAngles } from '../../server/recap/script/angles';
import { writeScript } from '../../server/recap/script/index';
import { earNumber } from '../../server/recap/script/speech';
import { RECORDED_LEAGUES, snapshotThroughWeek } from '../../standins/sleeper-replay';
import { recordedAnswer, recordedSeasons } from '../support/sleeper-test-worlds';

let seasons = new Map<string, LeagueSnapshot>();
beforeAll(async () => {
  seasons = await recordedSeasons();
}, 120_000);

const raw = (world: string, league: string, week: number) => recordedAnswer<Matchup[]>(world, `league/${league}/matchups/${week}`);

describe("last week's lineup call", () => {
  it('every one found is true in the raw matchups of both weeks, and the recorded seasons have both kinds', () => {
    const kinds = new Set<string>();
    for (const w of RECORDED_LEAGUES)
      for (const week of w.weeks) {
        const f = weeklyFacts(snapshotThroughWeek(seasons.get(w.world)!, week), week);
        for (const c of f.lineupChases) {
          kinds.add(c.kind);
          const now = raw(w.world, w.league, week).find((m) => m.roster_id === c.rosterId)!;
          const last = raw(w.world, w.league, week - 1).find((m) => m.roster_id === c.rosterId)!;
          const id = c.player.playerId;
          expect(now.players_points[id]).toBe(c.player.points);
          expect(last.players_points[id]).toBe(c.lastPoints);
          const chased = c.kind === 'chased_points';
          // Chased: benched last week for a big week, started this week for a dud. Sat: the other way round.
          expect(last.starters.includes(id)).toBe(!chased);
          expect(now.starters.includes(id)).toBe(chased);
          expect(chased ? c.lastPoints >= CHASE_BOOM && c.player.points < CHASE_DUD : c.lastPoints < CHASE_DUD && c.player.points >= CHASE_BOOM).toBe(true);
          expect(['K', 'DEF']).not.toContain(c.player.position);
        }
      }
    expect([...kinds].sort()).toEqual(['chased_points', 'sat_the_breakout']);
  });

  it('The Chumbo week 17: Alec Pierce, started for 1.6, benched for 20.6, started again for 0, is the whole saga', () => {
    const s = seasons.get('chumbo-2025-week17')!;
    const f = weeklyFacts(snapshotThroughWeek(s, 17), 17);
    const c = f.lineupChases.find((x) => x.player.name === 'Alec Pierce')!;
    expect(c).toMatchObject({ kind: 'chased_points', lastWeek: 16, lastPoints: 20.6, startedBefore: 1.6 });
    expect(c.player.points).toBe(0);
    expect(f.teams.find((t) => t.rosterId === c.rosterId)!.teamName).toBe('Zaragozas Zooting Zorro');
    // One player, one story: the zero is told as the chase, not as a zero too.
    const angles = findAngles(f).filter((a) => a.teams[0] === c.rosterId);
    expect(angles.find((a) => a.kind === 'lineup_chase')?.n).toMatchObject({ chased: 1, last: 20.6, early: 1.6 });
    expect(angles.some((a) => ['zero_starter', 'dud_starter'].includes(a.kind) && a.p.dud?.name === 'Alec Pierce')).toBe(false);
  });

  it('FSFFL week 2: the benched player who alone wins it was benched after his 4.4 in week 1, and the show says so', async () => {
    const s = seasons.get('fsffl-dynasty-2024-season')!;
    const f = weeklyFacts(snapshotThroughWeek(s, 2), 2);
    const flip = findAngles(f).find((a) => a.kind === 'lineup_flip' && a.p.benched.name === 'DK Metcalf')!;
    expect(f.teams.find((t) => t.rosterId === flip.teams[0])!.teamName).toBe('Shish Kebab Boys');
    expect(flip.n.Blast).toBe(4.4);
    for (const level of ['participation_trophy', 'sunburn'] as const) {
      const game = (await writeScript(f, { level })).segments.find((x) => x.kind === 'matchup' && x.refs.matchupId === flip.matchupId)!;
      expect(game.text).toContain('4.4');
      expect(game.text).toMatch(/last week/);
      expect(game.text).toContain(earNumber(flip.p.benched.points));
    }
  });

  it('a chase that is not a flip is told in its game with both weeks said, at both levels', async () => {
    let told = 0;
    for (const w of RECORDED_LEAGUES)
      for (const week of w.weeks) {
        const f = weeklyFacts(snapshotThroughWeek(seasons.get(w.world)!, week), week);
        const chases = findAngles(f).filter((a) => a.kind === 'lineup_chase' && a.weight >= 76);
        if (!chases.length) continue;
        for (const level of ['participation_trophy', 'sunburn'] as const) {
          const script = await writeScript(f, { level });
          for (const a of chases) {
            const game = script.segments.find((x) => x.kind === 'matchup' && x.refs.matchupId === a.matchupId)!;
            if (!game.text.includes(a.p.player.name.split(' ').pop()!)) continue;
            expect(game.text, game.text).toContain(earNumber(a.n.last));
            expect(game.text).toContain(earNumber(a.p.player.points));
            told++;
          }
        }
      }
    expect(told).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

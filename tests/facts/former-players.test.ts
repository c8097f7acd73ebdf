// Players a team let go earlier in the season, starting for another team this week: read from
// every week's recorded transactions, each checked against the raw moves Sleeper sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import type { LeagueSnapshot, Transaction } from '../../server/sleeper/schemas';
import { writeScript } from '../../server/recap/script/index';
import { RECORDED_LEAGUES, snapshotThroughWeek } from '../../standins/sleeper-replay';
import { recordedAnswer, replayClient } from '../support/sleeper-test-worlds';

const CHUMBO = RECORDED_LEAGUES.find((l) => l.world === 'chumbo-2025-week17')!;
const rawMoves = (week: number) => recordedAnswer<Transaction[]>(CHUMBO.world, `league/${CHUMBO.league}/transactions/${week}`);

let season: LeagueSnapshot;
beforeAll(async () => {
  const { server, client } = await replayClient(CHUMBO.world);
  try {
    season = await client.getSnapshot(CHUMBO.league, 17);
  } finally {
    await server.close();
  }
}, 60_000);

/** Every former player of every recorded week, with the raw moves in which his old team let him go. */
function* everyFormerPlayer() {
  for (const week of CHUMBO.weeks) {
    const f = weeklyFacts(snapshotThroughWeek(season, week), week);
    for (const fp of f.formerPlayers) {
      const lost = rawMoves(fp.week).filter((t) => t.status === 'complete' && t.drops?.[fp.player.playerId] === fp.from);
      yield { week, f, fp, lost };
    }
  }
}

describe('former players', () => {
  it("a week's facts tell that week's moves, not the season's last week's", () => {
    for (const week of [3, 9, 17]) {
      const f = weeklyFacts(snapshotThroughWeek(season, week), week);
      const ids = new Set(rawMoves(week).map((t) => t.transaction_id));
      expect(f.transactions.length).toBeGreaterThan(0);
      for (const t of f.transactions) expect(ids.has(t.id), `week ${week}`).toBe(true);
    }
  });

  it('each one was let go by that team in that week, and the team never took him back', () => {
    let checked = 0;
    for (const { week, fp, lost } of everyFormerPlayer()) {
      expect(lost.length, `${fp.player.name} week ${week}`).toBeGreaterThan(0);
      expect(lost.some((t) => (t.type === 'trade' ? 'trade' : 'drop') === fp.how)).toBe(true);
      // Not on the team that let him go now: he started for another team this week.
      expect(fp.player.rosterId).not.toBe(fp.from);
      expect(fp.player.points).toBeGreaterThanOrEqual(15);
      const tookBack = Array.from({ length: week - fp.week + 1 }, (_, i) => fp.week + i)
        .flatMap(rawMoves)
        .filter((t) => t.status === 'complete' && t.adds?.[fp.player.playerId] === fp.from);
      expect(tookBack.filter((t) => (t.status_updated ?? 0) > Math.max(...lost.map((l) => l.status_updated ?? 0)))).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a trade carries what came back, as Sleeper recorded it, and how many teams have let him go', () => {
    let trades = 0;
    for (const { week, f, fp, lost } of everyFormerPlayer()) {
      expect(fp.cuts).toBe(f.formerPlayers.filter((x) => x.player.playerId === fp.player.playerId).length);
      if (fp.how !== 'trade') {
        expect(fp.got).toBeNull();
        continue;
      }
      trades++;
      // Picks or budget only: nothing to name.
      if (fp.got === null) {
        expect(lost.some((t) => t.type === 'trade' && !Object.values(t.adds ?? {}).includes(fp.from))).toBe(true);
        continue;
      }
      // The player that came back was added to that team in that very trade.
      expect(
        lost.some((t) => t.type === 'trade' && t.adds?.[fp.got!.player.playerId] === fp.from),
        `${fp.player.name} week ${week}`,
      ).toBe(true);
      const roster = season.matchups[week].find((m) => m.roster_id === fp.from)!;
      expect(fp.got!.kept).toBe((roster.players ?? []).includes(fp.got!.player.playerId));
      expect(fp.got!.started).toBe(roster.starters.includes(fp.got!.player.playerId));
      if (!fp.got!.kept) expect(fp.got!.player.points).toBe(0);
    }
    expect(trades).toBeGreaterThan(5);
  });

  it('a player passed around the league is told with how many teams let him go: Caleb Williams, three', async () => {
    const f = weeklyFacts(snapshotThroughWeek(season, 9), 9);
    expect(f.formerPlayers.find((x) => x.player.name === 'Caleb Williams')?.cuts).toBe(3);
    for (const level of ['participation_trophy', 'sunburn'] as const) {
      const text = (await writeScript(f, { level })).segments.map((s) => s.text).join(' ');
      expect(text, level).toMatch(/three teams/i);
    }
  });

  it('"the latest" to let him go is the last team that did: Purdy, dropped by The Roaches in week 9, traded by another team in week 13', async () => {
    const f = weeklyFacts(snapshotThroughWeek(season, 17), 17);
    const purdy = f.formerPlayers.filter((x) => x.player.name === 'Brock Purdy');
    expect(Math.max(...purdy.map((x) => x.week))).toBe(13);
    for (const level of ['participation_trophy', 'sunburn'] as const) {
      const text = (await writeScript(f, { level })).segments.map((s) => s.text).join(' ');
      expect(text, level).toContain('Brock Purdy');
      expect(text, level).not.toMatch(/The Roaches,? (?:was )?the latest/);
    }
  });

  it('a trade is judged by what came back: McCaffrey for Bijan Robinson, who is gone by week 11', async () => {
    const f = weeklyFacts(snapshotThroughWeek(season, 11), 11);
    const cmc = f.formerPlayers.find((x) => x.player.name === 'Christian McCaffrey')!;
    expect(cmc).toMatchObject({ how: 'trade', week: 4, got: { kept: false, player: { name: 'Bijan Robinson' } } });
    const script = await writeScript(f, { level: 'sunburn' });
    const told = script.segments.find((s) => s.text.includes('McCaffrey'))!;
    expect(told.text).toMatch(/for Bijan Robinson/);
    expect(told.text).toMatch(/isn't even on their roster|no longer on their roster/);
  });

  it('leaves the team that dropped him to its own game where it lost that game, even in a roast: Caleb Williams, dropped in week 8, 36.7 in week 9 (in the game he won)', async () => {
    const f = weeklyFacts(snapshotThroughWeek(season, 9), 9);
    // Traded away in week 2 by another team too: the latest team to let him go is the story.
    const caleb = f.formerPlayers.filter((x) => x.player.name === 'Caleb Williams').sort((a, b) => b.week - a.week)[0];
    expect(caleb).toMatchObject({ week: 8, how: 'drop' });
    const dropper = f.teams.find((t) => t.rosterId === caleb.from)!;
    // It lost its own game by the season's record margin: named in his new team's story too, it was
    // hit three times in one show (readings 102-105: "technically, they helped", the record, last place).
    expect(f.matchups.find((m) => m.team1 === dropper.rosterId || m.team2 === dropper.rosterId)!.loser).toBe(dropper.rosterId);
    for (const level of ['participation_trophy', 'sunburn'] as const) {
      const game = (await writeScript(f, { level })).segments.find((s) => s.kind === 'matchup' && s.text.includes('Caleb Williams'))!;
      expect(game.roasts, level).toContain(caleb.player.rosterId);
      expect(game.text, level).not.toContain(dropper.spokenName);
    }
  });
});

// The season's phases read from Sleeper's brackets (shapes as the API documents them: r, m,
// t1/t2, w/l, t1_from/t2_from, p) and from the two recorded playoff worlds.
import { describe, expect, it } from 'vitest';
import { leagueLastWeek, medianResults, playoffCalendar, roundOfWeek, seasonFact, type SeasonInput } from '../../server/recap/facts/season';
import { weekGames } from '../../server/recap/facts/matchups';
import { League, Matchup, type BracketMatch } from '../../server/sleeper/schemas';
import { NoRecapError } from '../../server/recap/facts/schema';
import { BEARDHOUSE, CHUMBO, FSFFL, editedWorld, worldFacts } from '../support/sleeper-test-worlds';

const league = (settings: Record<string, unknown>, status = 'in_season') =>
  League.parse({ league_id: '1', name: 'Test League', season: '2025', sport: 'nfl', status, total_rosters: 8, settings });

/** Week matchups from [rosterId, matchupId | null, points] triples. */
const week = (rows: [number, number | null, number][]) =>
  rows.map(([roster_id, matchup_id, points]) => Matchup.parse({ roster_id, matchup_id, points, starters: [], players: [] }));

function input(
  l: League,
  w: number,
  weeks: Record<number, ReturnType<typeof week>>,
  winners: BracketMatch[] | null,
  losers: BracketMatch[] | null = null,
): SeasonInput {
  return { league: l, week: w, matchups: weeks, brackets: { winners, losers }, ...weekGames(weeks[w]) };
}

// An 8-team league, 6 in the playoffs from week 15: seeds 1 and 2 (rosters 1, 2) on a bye.
const SIX = league({ playoff_week_start: 15, playoff_teams: 6, playoff_round_type: 0 });
const WINNERS: BracketMatch[] = [
  { r: 1, m: 1, t1: 3, t2: 6, w: 6, l: 3 },
  { r: 1, m: 2, t1: 4, t2: 5, w: 4, l: 5 },
  { r: 2, m: 3, t1: 1, t2: 6, w: 1, l: 6 },
  { r: 2, m: 4, t1: 2, t2: 4, w: 4, l: 2 },
  { r: 2, m: 5, t1: 3, t2: 5, w: 3, l: 5, p: 5 },
  { r: 3, m: 6, t1: 1, t2: 4, w: 4, l: 1, p: 1, t1_from: { w: 3 }, t2_from: { w: 4 } },
  { r: 3, m: 7, t1: 6, t2: 2, w: 2, l: 6, p: 3, t1_from: { l: 3 }, t2_from: { l: 4 } },
];
// Toilet bowl for rosters 7 and 8: the loser "wins" and finishes last.
const LOSERS: BracketMatch[] = [{ r: 1, m: 1, t1: 7, t2: 8, w: 8, l: 7, p: 1 }];
const WEEKS = {
  15: week([
    [3, 1, 100],
    [6, 1, 110],
    [4, 2, 120],
    [5, 2, 90],
    [1, null, 130],
    [2, null, 95],
    [7, 3, 80],
    [8, 3, 70],
  ]),
  16: week([
    [1, 1, 140],
    [6, 1, 100],
    [2, 2, 99],
    [4, 2, 101],
    [3, 3, 105],
    [5, 3, 95],
    [7, null, 60],
    [8, null, 50],
  ]),
  17: week([
    [1, 1, 90],
    [4, 1, 150],
    [6, 2, 80],
    [2, 2, 85],
    [3, null, 70],
    [5, null, 75],
    [7, null, 66],
    [8, null, 77],
  ]),
};

describe('playoff calendar', () => {
  it('counts rounds from the playoff teams and weeks from the round type', () => {
    expect(playoffCalendar(SIX)).toMatchObject({ start: 15, rounds: 3, lastWeek: 17 });
    expect(playoffCalendar(league({ playoff_week_start: 14, playoff_teams: 4, playoff_round_type: 2 }))).toMatchObject({ rounds: 2, lastWeek: 17 });
    expect(playoffCalendar(league({ playoff_week_start: 15, playoff_teams: 4, playoff_round_type: 1 }))).toMatchObject({ rounds: 2, lastWeek: 17 });
    const twoWeekFinal = playoffCalendar(league({ playoff_week_start: 15, playoff_teams: 4, playoff_round_type: 1 }))!;
    expect([15, 16, 17, 18].map((w) => roundOfWeek(twoWeekFinal, w))).toEqual([1, 2, 2, null]);
    expect(playoffCalendar(league({ playoff_week_start: 0, best_ball: 1 }))).toBeNull();
  });

  it('knows the last week: the championship week, or the last scored week of a finished league without playoffs', () => {
    expect(leagueLastWeek(SIX)).toBe(17);
    expect(leagueLastWeek(league({ playoff_week_start: 0, last_scored_leg: 17 }, 'complete'))).toBe(17);
    expect(leagueLastWeek(league({ playoff_week_start: 0, last_scored_leg: 9 }))).toBeNull();
  });
});

describe('bracket reading', () => {
  it('round 1: quarterfinals, the byes, consolation games and the non-playoff teams eliminated', () => {
    const { season, games } = seasonFact(input(SIX, 15, WEEKS, WINNERS, LOSERS));
    expect(season).toMatchObject({ phase: 'playoffs', round: 1, rounds: 3, roundName: 'Quarterfinals', byes: [1, 2], champion: null, seasonOver: false });
    expect(season.eliminated).toEqual([3, 5, 7, 8]);
    expect(games.map((g) => g.label)).toEqual(['quarterfinal', 'quarterfinal', 'last_place']);
    // Later rounds know only what week 15 could know: the final's teams are not filled in yet.
    const final = season.bracket.find((g) => g.placement === 1)!;
    expect([final.team1, final.team2, final.winner]).toEqual([null, null, null]);
    const semi = season.bracket.find((g) => g.matchId === 3)!;
    expect([semi.team1, semi.team2, semi.winner]).toEqual([1, 6, null]);
  });

  it('round 2: semifinals and the fifth-place game', () => {
    const { season, games } = seasonFact(input(SIX, 16, WEEKS, WINNERS, LOSERS));
    expect(season).toMatchObject({ phase: 'playoffs', roundName: 'Semifinals', byes: [] });
    expect(games.map((g) => g.label)).toEqual(['semifinal', 'semifinal', 'fifth_place']);
    expect(season.eliminated).toEqual([2, 3, 5, 6, 7, 8]);
    expect(season.idle).toEqual([7, 8]);
  });

  it('championship week: the final, third place, the champion, the runner-up and the season over', () => {
    const { season, games } = seasonFact(input(SIX, 17, WEEKS, WINNERS, LOSERS));
    expect(season).toMatchObject({ phase: 'championship', roundName: 'Championship', champion: 4, runnerUp: 1, seasonOver: true, lastPlace: 8 });
    expect(games.map((g) => [g.label, g.winner])).toEqual([
      ['final', 4],
      ['third_place', 2],
    ]);
    expect(season.eliminated).toContain(1);
    expect(season.eliminated).not.toContain(4);
  });

  it('fills a result Sleeper has not written yet from the scores, the other way round in a toilet bowl', () => {
    const unplayed = WINNERS.map((b) => (b.r === 1 ? { ...b, w: null, l: null } : b));
    const toilet = [
      { r: 1, m: 1, t1: 7, t2: 8, w: null, l: null, p: 3 },
      { r: 2, m: 2, t1: 7, t2: 8, w: 8, l: 7, p: 1 },
    ];
    const { season } = seasonFact(input(SIX, 15, WEEKS, unplayed, toilet));
    expect(season.bracket.filter((g) => g.round === 1 && g.bracket === 'winners').map((g) => g.winner)).toEqual([6, 4]);
    // Week 15: 7 scored 80, 8 scored 70. No losers game is decided yet, so nothing says the
    // bracket is a toilet bowl: the higher score advances, as in any consolation bracket.
    expect(season.bracket.find((g) => g.bracket === 'losers' && g.round === 1)!.winner).toBe(7);
  });

  it('without bracket data names no round but says who won a finished league', () => {
    const done = league({ playoff_week_start: 15, playoff_teams: 6 }, 'complete');
    (done as { metadata?: unknown }).metadata = { latest_league_winner_roster_id: '4' };
    const w15 = seasonFact(input(done, 15, WEEKS, null));
    expect(w15.season).toMatchObject({ phase: 'playoffs', roundName: null, bracketKnown: false, byes: [], champion: null });
    expect(w15.games.every((g) => g.label === 'playoff')).toBe(true);
    expect(w15.season.idle).toEqual([1, 2]);
    const w17 = seasonFact(input(done, 17, WEEKS, null));
    expect(w17.season).toMatchObject({ phase: 'championship', champion: 4, runnerUp: 1, seasonOver: true });
    expect(w17.games.map((g) => g.label)).toEqual(['final', 'playoff']);
  });

  it('a league without playoffs (best ball): every week regular, no rounds, the last week of a finished season ends it', () => {
    const bestBall = league({ playoff_week_start: 0, best_ball: 1, last_scored_leg: 17 }, 'complete');
    const w17 = seasonFact(input(bestBall, 17, { 17: WEEKS[15] }, null));
    expect(w17.season).toMatchObject({ phase: 'regular', roundName: null, round: null, bracket: [], champion: null, seasonOver: true, lastWeek: 17 });
    expect(w17.games.every((g) => g.label === 'regular')).toBe(true);
    const running = league({ playoff_week_start: 0, best_ball: 1, last_scored_leg: 15 });
    expect(seasonFact(input(running, 15, { 15: WEEKS[15] }, null)).season).toMatchObject({ phase: 'regular', seasonOver: false, lastWeek: null });
  });

  it('plays the median: above it wins, below loses, equal ties', () => {
    const { median, results } = medianResults(
      new Map([
        [1, 100],
        [2, 90],
        [3, 80],
        [4, 70],
      ]),
    );
    expect(median).toBe(85);
    expect([...results]).toEqual([
      [1, 'W'],
      [2, 'W'],
      [3, 'L'],
      [4, 'L'],
    ]);
    expect(
      medianResults(
        new Map([
          [1, 100],
          [2, 90],
          [3, 80],
        ]),
      ).results.get(2),
    ).toBe('T');
  });
});

describe('recorded playoff worlds', () => {
  it('The Chumbo: real winners and losers brackets, champion 4 over 2, toilet bowl last place 11', async () => {
    const facts = await worldFacts('chumbo-2025-week17', CHUMBO, 17);
    expect(facts.seasonState).toMatchObject({ phase: 'championship', champion: 4, runnerUp: 2, lastPlace: 11, seasonOver: true, bracketKnown: true });
    const final = facts.matchups.find((m) => m.label === 'final')!;
    expect([final.winner, final.loser, final.score1, final.score2]).toEqual([4, 2, 95.84, 120.08]);
    const w15 = await worldFacts('chumbo-2025-week17', CHUMBO, 15);
    expect(w15.seasonState).toMatchObject({ roundName: 'Quarterfinals', byes: [2, 9], champion: null });
    expect(w15.seasonState.idle).toEqual([5, 11]);
  });

  it('BeardHouse played against the median: two results a week in the standings, and a median result in the luck', async () => {
    type LeagueJson = { settings: Record<string, unknown> };
    const world = editedWorld('beardhouse-2026-after-week4', {
      [`league/${BEARDHOUSE}`]: (old) => ({ ...(old as LeagueJson), settings: { ...(old as LeagueJson).settings, league_average_match: 1 } }),
    });
    try {
      const plain = await worldFacts('beardhouse-2026-after-week4', BEARDHOUSE, 4);
      const facts = await worldFacts(world.dir, BEARDHOUSE, 4);
      expect(facts.seasonState.medianScoring).toBe(true);
      for (const s of facts.standings) expect(s.wins + s.losses + s.ties).toBe(8);
      // Half the league beat the median each week: 20 median wins over 4 weeks of 10 teams.
      const extra = facts.standings.reduce((n, s) => n + s.wins, 0) - plain.standings.reduce((n, s) => n + s.wins, 0);
      expect(extra).toBe(20);
      const luck = facts.luck.map((l) => l.median);
      expect(luck.filter((m) => m === 'W')).toHaveLength(5);
      expect(facts.luck.find((l) => l.scoreRank === 1)!.median).toBe('W');
    } finally {
      world.remove();
    }
  });

  it('FSFFL: no bracket files, so no round names, and the champion from the finished league', async () => {
    const facts = await worldFacts('fsffl-dynasty-2024-season', FSFFL, 17);
    expect(facts.seasonState).toMatchObject({ phase: 'championship', roundName: null, bracketKnown: false, champion: 12, runnerUp: 6 });
    expect(facts.matchups.filter((m) => m.label === 'final')).toHaveLength(1);
    expect(facts.matchups.filter((m) => m.label !== 'final').every((m) => m.label === 'playoff')).toBe(true);
    await expect(worldFacts('fsffl-dynasty-2024-season', FSFFL, 18)).rejects.toBeInstanceOf(NoRecapError);
  });
});

// Our tally of the standings: W-L-T, points for/against and streaks counted from the games of
// the regular-season weeks we fetched. It is checked against Sleeper's own records (records.ts),
// which win where the two disagree.
import type { Matchup } from '../../sleeper/schemas';
import { weekGames } from './matchups';
import { hundredths } from './points';
import { medianResults } from './season';
import type { Standing } from './schema';

export type Result = 'W' | 'L' | 'T';

export type Tally = {
  wins: number;
  losses: number;
  ties: number;
  /** Points for and against, in hundredths. */
  pf: number;
  pa: number;
  results: Result[];
  /** How many of the counted weeks list this roster (paired or not): fewer than all means a week is missing. */
  weeksSeen: number;
};

/** A standing before it is ranked. */
export type StandingLine = Omit<Standing, 'rank' | 'rankBefore' | 'streakBefore'>;

/** Like "3W": the length and kind of the run of equal results that ends the season so far. */
export function streak(results: readonly Result[]): string {
  const last = results.at(-1);
  if (!last) return '';
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n++;
  return `${n}${last}`;
}

export const gamesOf = (t: Pick<Tally, 'wins' | 'losses' | 'ties'>): number => t.wins + t.losses + t.ties;

/**
 * @param weeks the matchups of each week to count, in week order (regular season only).
 * @param rosterIds every roster of the league, so a team without games still has a tally.
 * @param opts.median count each week's result against the median score too.
 */
export function tallyGames(weeks: Matchup[][], rosterIds: number[], opts: { median?: boolean } = {}): Map<number, Tally> {
  const empty = (): Tally => ({ wins: 0, losses: 0, ties: 0, pf: 0, pa: 0, results: [], weeksSeen: 0 });
  const tally = new Map<number, Tally>(rosterIds.map((id) => [id, empty()]));
  const get = (id: number): Tally => {
    let t = tally.get(id);
    if (!t) tally.set(id, (t = empty()));
    return t;
  };
  const count = (t: Tally, r: Result) => {
    t.results.push(r);
    if (r === 'W') t.wins++;
    else if (r === 'L') t.losses++;
    else t.ties++;
  };
  for (const matchups of weeks) {
    for (const id of new Set(matchups.map((m) => m.roster_id))) get(id).weeksSeen++;
    const week = weekGames(matchups);
    // Median leagues: every team also plays the week's median score, counted like a game (as Sleeper does).
    const median = opts.median ? medianResults(week.scores).results : null;
    for (const g of week.games) {
      const sides: [number, number, number][] = [
        [g.team1, g.score1, g.score2],
        [g.team2, g.score2, g.score1],
      ];
      for (const [id, own, other] of sides) {
        const t = get(id);
        t.pf += hundredths(own);
        t.pa += hundredths(other);
        count(t, g.tie ? 'T' : g.winner === id ? 'W' : 'L');
        const m = median?.get(id);
        if (m) count(t, m);
      }
    }
  }
  return tally;
}

/** Ranked by wins (a tie counts half), then points for; roster id keeps the order stable. */
export function rankStandings(lines: StandingLine[]): Standing[] {
  const ordered = [...lines].sort(
    (a, b) => b.wins * 2 + b.ties - (a.wins * 2 + a.ties) || hundredths(b.pointsFor) - hundredths(a.pointsFor) || a.rosterId - b.rosterId,
  );
  return ordered.map((s, i) => ({ ...s, rank: i + 1, rankBefore: null, streakBefore: '' }));
}

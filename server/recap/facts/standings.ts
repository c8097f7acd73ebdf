// Standings after a week, rebuilt from the games of every regular-season week so far (the
// rosters' season totals only describe the latest scored week, not the recapped one).
import type { Matchup } from '../../sleeper/schemas';
import { weekGames } from './matchups';
import { hundredths } from './points';
import { medianResults } from './season';
import type { Standing } from './schema';

type Tally = { wins: number; losses: number; ties: number; pf: number; pa: number; results: ('W' | 'L' | 'T')[] };

/** Like "3W": the length and kind of the run of equal results that ends the season so far. */
export function streak(results: readonly ('W' | 'L' | 'T')[]): string {
  const last = results.at(-1);
  if (!last) return '';
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n++;
  return `${n}${last}`;
}

/**
 * @param weeks the matchups of each week to count, in week order (regular season only).
 * @param opts.median count each week's result against the median score too.
 * @param rosterIds every roster of the league, so a team without games still has a line.
 */
export function standingsAfter(weeks: Matchup[][], rosterIds: number[], opts: { median?: boolean } = {}): Standing[] {
  const tally = new Map<number, Tally>(rosterIds.map((id) => [id, { wins: 0, losses: 0, ties: 0, pf: 0, pa: 0, results: [] }]));
  const get = (id: number): Tally => {
    let t = tally.get(id);
    if (!t) tally.set(id, (t = { wins: 0, losses: 0, ties: 0, pf: 0, pa: 0, results: [] }));
    return t;
  };
  const count = (t: Tally, r: 'W' | 'L' | 'T') => {
    t.results.push(r);
    if (r === 'W') t.wins++;
    else if (r === 'L') t.losses++;
    else t.ties++;
  };
  for (const matchups of weeks) {
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
  // Rank by wins (a tie counts half), then points for; roster id keeps the order stable.
  const ordered = [...tally].sort(([ia, a], [ib, b]) => b.wins * 2 + b.ties - (a.wins * 2 + a.ties) || b.pf - a.pf || ia - ib);
  return ordered.map(([rosterId, t], i) => ({
    rosterId,
    rank: i + 1,
    wins: t.wins,
    losses: t.losses,
    ties: t.ties,
    pointsFor: t.pf / 100,
    pointsAgainst: t.pa / 100,
    streak: streak(t.results),
    rankBefore: null,
    streakBefore: '',
  }));
}

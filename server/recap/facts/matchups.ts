// The games of one week: rosters paired by matchup_id, each scored with the commissioner's
// custom_points when set, else points; rounded to 2 places. A null matchup_id (a bye, a
// consolation week) or a group that is not exactly two rosters is no game.
import type { Matchup } from '../../sleeper/schemas';
import { hundredths, round2 } from './points';
import type { MatchupFact } from './schema';

/** The score a roster is credited with for the week. */
export const teamScore = (m: Matchup): number => round2(m.custom_points ?? m.points);

export type WeekGames = {
  games: MatchupFact[];
  /** Every roster that appears in the week, paired or not. */
  scores: Map<number, number>;
  /** Rosters without an opponent this week. */
  unpaired: number[];
};

export function game(matchupId: number, a: Matchup, b: Matchup): MatchupFact {
  const [first, second] = a.roster_id <= b.roster_id ? [a, b] : [b, a];
  const score1 = teamScore(first);
  const score2 = teamScore(second);
  const diff = hundredths(score1) - hundredths(score2);
  return {
    matchupId,
    label: 'regular',
    team1: first.roster_id,
    score1,
    team2: second.roster_id,
    score2,
    winner: diff === 0 ? null : diff > 0 ? first.roster_id : second.roster_id,
    loser: diff === 0 ? null : diff > 0 ? second.roster_id : first.roster_id,
    margin: Math.abs(diff) / 100,
    tie: diff === 0,
  };
}

export function weekGames(matchups: Matchup[]): WeekGames {
  const scores = new Map<number, number>();
  const groups = new Map<number, Matchup[]>();
  const unpaired: number[] = [];
  for (const m of matchups) {
    scores.set(m.roster_id, teamScore(m));
    if (m.matchup_id == null) unpaired.push(m.roster_id);
    else groups.set(m.matchup_id, [...(groups.get(m.matchup_id) ?? []), m]);
  }
  const games: MatchupFact[] = [];
  for (const [id, group] of [...groups].sort(([a], [b]) => a - b)) {
    if (group.length === 2) games.push(game(id, group[0], group[1]));
    else unpaired.push(...group.map((m) => m.roster_id));
  }
  return { games, scores, unpaired: unpaired.sort((a, b) => a - b) };
}

/** The game with the largest margin (first by matchup id on equal margins). */
export const blowout = (games: MatchupFact[]): MatchupFact => games.reduce((best, g) => (hundredths(g.margin) > hundredths(best.margin) ? g : best));

/** The game with the smallest margin (a tie is the closest of all). */
export const closest = (games: MatchupFact[]): MatchupFact => games.reduce((best, g) => (hundredths(g.margin) < hundredths(best.margin) ? g : best));

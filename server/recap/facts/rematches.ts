// The earlier games this season between the two teams of each of this week's games: a rematch
// is a story of its own (payback, or the same team winning every time).
import type { Matchup } from '../../sleeper/schemas';
import { weekGames } from './matchups';
import type { MatchupFact, Rematch } from './schema';

export function rematches(games: readonly MatchupFact[], byWeek: Record<number, Matchup[]>, weeks: readonly number[]): Rematch[] {
  const pair = (g: Pick<MatchupFact, 'team1' | 'team2'>) => [g.team1, g.team2].sort((a, b) => a - b).join('-');
  const earlier = weeks.flatMap((week) => weekGames(byWeek[week] ?? []).games.map((g) => ({ week, g })));
  return games.flatMap((g) => {
    const meetings = earlier.filter((e) => pair(e.g) === pair(g)).map(({ week, g: e }) => ({ week, winner: e.winner, margin: e.margin }));
    return meetings.length ? [{ matchupId: g.matchupId, meetings }] : [];
  });
}

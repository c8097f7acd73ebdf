// The season's records before this week (the most and fewest points in a game, the biggest
// margin), so the week can say "the most anyone has scored all season". Only from games we read:
// a week missing from the snapshot, or fewer than two weeks before this one, gives no records,
// because a record we cannot check is never said. Pure.
import type { Matchup } from '../../sleeper/schemas';
import { hundredths } from './points';
import { weekGames } from './matchups';
import type { SeasonRecords } from './schema';

export function seasonRecords(matchups: Record<number, Matchup[]>, weeks: readonly number[]): SeasonRecords | null {
  if (weeks.length < 2) return null;
  let high: SeasonRecords['high'] = null;
  let low: SeasonRecords['low'] = null;
  let margin: SeasonRecords['margin'] = null;
  for (const week of weeks) {
    const games = weekGames(matchups[week] ?? []).games;
    if (!games.length) return null;
    for (const g of games) {
      for (const [rosterId, points] of [
        [g.team1, g.score1],
        [g.team2, g.score2],
      ] as const) {
        if (!high || hundredths(points) > hundredths(high.points)) high = { rosterId, points, week };
        if (!low || hundredths(points) < hundredths(low.points)) low = { rosterId, points, week };
      }
      if (!g.tie && (!margin || hundredths(g.margin) > hundredths(margin.margin))) margin = { winner: g.winner!, loser: g.loser!, margin: g.margin, week };
    }
  }
  return { weeks: weeks.length, high, low, margin };
}

// Luck: how a team would have done against every other team this week (all-play), set
// against the result it actually got from its one opponent.
import { hundredths } from './points';
import type { LuckFact, MatchupFact } from './schema';

export function luckFacts(scores: Map<number, number>, games: MatchupFact[], median: Map<number, 'W' | 'L' | 'T'> | null = null): LuckFact[] {
  const all = [...scores].map(([rosterId, points]) => ({ rosterId, points, h: hundredths(points) }));
  return all
    .map(({ rosterId, points, h }): LuckFact => {
      const others = all.filter((o) => o.rosterId !== rosterId);
      const g = games.find((x) => x.team1 === rosterId || x.team2 === rosterId);
      return {
        rosterId,
        points,
        scoreRank: 1 + all.filter((o) => o.h > h).length,
        allPlayWins: others.filter((o) => o.h < h).length,
        allPlayLosses: others.filter((o) => o.h > h).length,
        allPlayTies: others.filter((o) => o.h === h).length,
        result: !g ? 'BYE' : g.tie ? 'T' : g.winner === rosterId ? 'W' : 'L',
        median: median?.get(rosterId) ?? null,
      };
    })
    .sort((a, b) => a.scoreRank - b.scoreRank || a.rosterId - b.rosterId);
}

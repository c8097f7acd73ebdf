// What the made-up sample cards of scenes no demo segment uses (src/<scene>/entry.ts) are built
// from: the first matchup's stars, on a card with nothing else set.
import type { MatchupStar, RecapProps } from '../props';

/** A card's fields that say nothing: each sample card sets what its scene draws. */
export const BLANK_CARD = { playerId: null, nflTeam: null, photo: null, logo: null, award: null, bench: null } as const;

/** Two of the recap's players (the first matchup's stars) and that matchup. */
export function sampleStars(recap: RecapProps): { matchup: RecapProps['matchups'][number]; star: MatchupStar; other: MatchupStar } {
  const m = recap.matchups[0];
  const star: MatchupStar = m.star2 ?? m.star1 ?? { playerId: '4046', name: 'Patrick Mahomes', points: 31.2, nflTeam: 'KC', photo: null, logo: null };
  const other: MatchupStar = m.star1 ?? star;
  return { matchup: m, star, other };
}

import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import type { FactCard, RecapProps } from '../props';
import { BLANK_CARD, sampleStars } from '../studio/sample-cards';
import { BenchScene } from './BenchScene';

/** A bench blunder on the recap's first matchup: its second side benched one star for the other. */
function sampleCard(recap: RecapProps): FactCard {
  const { matchup: m, star, other } = sampleStars(recap);
  return {
    ...BLANK_CARD,
    award: 'bench_blunder',
    title: 'Bench blunder',
    emoji: '🪑',
    rosterId: m.team2,
    headline: `Benched ${star.name}`,
    stats: [{ label: 'left on bench', value: '31.50' }],
    bench: { sat: { ...star, points: 27.4 }, started: { ...other, points: 3.1 }, pointsLeft: 31.5, actual: m.score2, optimal: m.score2 + 31.5 },
  };
}

export const benchScene = defineScene({
  Component: BenchScene,
  // A bench blunder's card carries its two players (a trade's sides come first: the trade scene's).
  draws: ({ kind, card }) => kind === 'award' && !card?.sides?.length && !!card?.bench,
  select: (segment, recap) => ({ cast: castOf(recap), card: segment.card }),
  stamp: () => 'BENCHED',
  emoji: '🪑',
  samples: { from: 'regular', card: sampleCard },
});

import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import type { FactCard, RecapProps } from '../props';
import { BLANK_CARD, sampleStars } from '../studio/sample-cards';
import { TradeScene } from './TradeScene';

/** A trade between the recap's first two teams: one star and a pick for the other, a pick and FAAB. */
function sampleCard(recap: RecapProps): FactCard {
  const { star, other } = sampleStars(recap);
  const [a, b] = recap.teams;
  return {
    ...BLANK_CARD,
    award: 'move_of_the_week',
    title: 'Move of the week',
    emoji: '🔁',
    rosterId: a.rosterId,
    headline: `Traded for ${star.name}`,
    stats: [{ label: 'this week', value: star.points.toFixed(2) }],
    sides: [
      { rosterId: a.rosterId, lines: [star.name, '2026 2nd'] },
      { rosterId: b.rosterId, lines: [other.name, '2027 1st', '$15 FAAB'] },
    ],
  };
}

export const tradeScene = defineScene({
  Component: TradeScene,
  // A move of the week that is a trade: its card carries the sides.
  draws: ({ kind, card }) => kind === 'award' && !!card?.sides?.length,
  select: (segment, recap) => ({ cast: castOf(recap), card: segment.card }),
  stamp: () => 'DEAL',
  emoji: '🔁',
  samples: { from: 'regular', card: sampleCard },
});

import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import type { FactCard, RecapProps } from '../props';
import { BLANK_CARD } from '../studio/sample-cards';
import { LuckScene } from './LuckScene';

/** The unluckiest loss of the recap's week: the highest score that lost. */
function sampleCard(recap: RecapProps): FactCard {
  const scores = recap.matchups.flatMap((g) => [
    { rosterId: g.team1, points: g.score1, won: g.winner === g.team1 },
    { rosterId: g.team2, points: g.score2, won: g.winner === g.team2 },
  ]);
  const unlucky = scores.filter((s) => !s.won).sort((a, b) => b.points - a.points)[0] ?? scores[0];
  return {
    ...BLANK_CARD,
    award: 'unluckiest',
    title: 'Unluckiest loss',
    emoji: '🌧️',
    rosterId: unlucky.rosterId,
    headline: 'Lost with the 2nd best score',
    stats: [{ label: 'points', value: unlucky.points.toFixed(2) }],
  };
}

export const luckScene = defineScene({
  Component: LuckScene,
  // Luckiest win, unluckiest loss (unless the card is a trade's or a bench's).
  draws: ({ kind, card }) => kind === 'award' && !card?.sides?.length && !card?.bench && (card?.award === 'luckiest' || card?.award === 'unluckiest'),
  select: (segment, recap) => ({ cast: castOf(recap), card: segment.card, matchups: recap.matchups, week: recap.league.week }),
  stamp: (card) => (card?.award === 'luckiest' ? 'LUCKY' : 'UNLUCKY'),
  emoji: '🍀',
  samples: { from: 'regular', card: sampleCard },
});

import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { AwardScene } from './AwardScene';

export const awardScene = defineScene({
  Component: AwardScene,
  // Every award no other scene claims (top scorer, dud, blowout, nail-biter, a waiver move).
  draws: (segment) => segment.kind === 'award',
  fallback: true,
  select: (segment, recap) => ({ cast: castOf(recap), card: segment.card }),
  stamp: (card) => (card?.title ?? 'NOTED').toUpperCase(),
  emoji: '🔥',
  samples: { from: 'regular' },
});

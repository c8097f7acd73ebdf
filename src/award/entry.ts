import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { AwardScene } from './AwardScene';

export const awardScene = defineScene({
  Component: AwardScene,
  select: (segment, recap) => ({ cast: castOf(recap), card: segment.card }),
  stamp: (card) => (card?.title ?? 'NOTED').toUpperCase(),
  emoji: '🔥',
  samples: { from: 'regular' },
});

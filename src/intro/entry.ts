import { defineScene } from '../common/scene';
import { Intro } from './Intro';

export const introScene = defineScene({
  Component: Intro,
  draws: (segment) => segment.kind === 'intro',
  select: (_segment, recap) => ({ league: recap.league, mediaBase: recap.mediaBase }),
  stamp: null,
  emoji: '🏈',
  samples: { from: 'regular' },
});

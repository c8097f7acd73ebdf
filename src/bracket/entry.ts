import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { BracketScene } from './BracketScene';

export const bracketScene = defineScene({
  Component: BracketScene,
  draws: (segment) => segment.kind === 'bracket',
  select: (_segment, recap) => ({ cast: castOf(recap), season: recap.season, matchups: recap.matchups }),
  stamp: () => 'NEXT ROUND',
  emoji: '🏆',
  samples: { from: 'championship' },
});

import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { ColdOpen } from './ColdOpen';

export const coldOpenScene = defineScene({
  Component: ColdOpen,
  draws: (segment) => segment.kind === 'cold_open',
  select: (segment, recap) => ({ cast: castOf(recap), card: segment.card, leagueName: recap.league.name }),
  stamp: null, // a hook, no fact a stamp could state
  emoji: '🚨',
  samples: { from: 'regular' },
});

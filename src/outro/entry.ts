import { defineScene } from '../common/scene';
import { Outro } from './Outro';

export const outroScene = defineScene({
  Component: Outro,
  draws: (segment) => segment.kind === 'outro',
  select: (_segment, recap) => ({ siteName: recap.siteName, league: { name: recap.league.name, week: recap.league.week } }),
  stamp: null,
  emoji: '🏈',
  samples: { from: 'regular' },
});

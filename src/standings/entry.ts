import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { StandingsScene } from './StandingsScene';

export const standingsScene = defineScene({
  Component: StandingsScene,
  draws: (segment) => segment.kind === 'standings',
  select: (_segment, recap) => ({ cast: castOf(recap), standings: recap.standings, week: recap.league.week }),
  stamp: () => 'OFFICIAL',
  emoji: '📈',
  samples: { from: 'regular' },
});

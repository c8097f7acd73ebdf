import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { ChampionScene } from './ChampionScene';

export const championScene = defineScene({
  Component: ChampionScene,
  draws: (segment) => segment.kind === 'champion',
  select: (_segment, recap) => ({
    cast: castOf(recap),
    season: recap.season,
    matchups: recap.matchups,
    league: { name: recap.league.name, season: recap.league.season },
  }),
  stamp: () => 'CHAMPS',
  emoji: '🏆',
  samples: { from: 'championship' },
});

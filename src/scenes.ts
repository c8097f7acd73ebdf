// Which scene draws a segment. A segment's kind says what the voice talks about; its layout says
// how the screen shows it (an award about a bench blunder is drawn as the bench, a trade as its
// two sides). One entry per scene module of src/: add a scene here (docs/video.md, "Add a scene").
import type React from 'react';
import { z } from 'zod';
import { AwardScene } from './award/AwardScene';
import { BenchScene } from './bench/BenchScene';
import { BracketScene } from './bracket/BracketScene';
import { ChampionScene } from './champion/ChampionScene';
import { ColdOpen } from './cold-open/ColdOpen';
import type { SceneProps } from './common/scene';
import { Intro } from './intro/Intro';
import { LuckScene } from './luck/LuckScene';
import { MatchupScene } from './matchup/MatchupScene';
import { Outro } from './outro/Outro';
import type { Segment } from './props';
import { StandingsScene } from './standings/StandingsScene';
import { TradeScene } from './trade/TradeScene';

export const Layout = z.enum(['cold_open', 'intro', 'versus', 'card', 'bench', 'luck', 'trade', 'standings', 'bracket', 'champion', 'outro']);
export type Layout = z.infer<typeof Layout>;

export const SCENES: Record<Layout, React.FC<SceneProps>> = {
  cold_open: ColdOpen,
  intro: Intro,
  versus: MatchupScene,
  card: AwardScene,
  bench: BenchScene,
  luck: LuckScene,
  trade: TradeScene,
  standings: StandingsScene,
  bracket: BracketScene,
  champion: ChampionScene,
  outro: Outro,
};

/** The layout of a segment: awards by what their card carries, every other kind by itself. */
export function layoutOf(segment: Pick<Segment, 'kind' | 'card'>): Layout {
  const card = segment.card;
  switch (segment.kind) {
    case 'matchup':
      return 'versus';
    case 'award':
      if (card?.sides?.length) return 'trade';
      if (card?.bench) return 'bench';
      if (card?.award === 'luckiest' || card?.award === 'unluckiest') return 'luck';
      return 'card';
    default:
      return segment.kind;
  }
}

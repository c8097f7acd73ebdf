// Which scene draws a segment. A segment's kind says what the voice talks about; its layout says
// how the screen shows it (an award about a bench blunder is drawn as the bench, a trade as its
// two sides). Each scene is a module, its folder's entry.ts (src/common/scene.tsx): one line here
// per layout (docs/video.md, "Add a scene").
import { z } from 'zod';
import { awardScene } from './award/entry';
import { benchScene } from './bench/entry';
import { bracketScene } from './bracket/entry';
import { championScene } from './champion/entry';
import { coldOpenScene } from './cold-open/entry';
import type { Scene } from './common/scene';
import { introScene } from './intro/entry';
import { luckScene } from './luck/entry';
import { matchupScene } from './matchup/entry';
import { outroScene } from './outro/entry';
import type { Segment } from './props';
import { standingsScene } from './standings/entry';
import { tradeScene } from './trade/entry';

export const Layout = z.enum(['cold_open', 'intro', 'versus', 'card', 'bench', 'luck', 'trade', 'standings', 'bracket', 'champion', 'outro']);
export type Layout = z.infer<typeof Layout>;

export const SCENES: Record<Layout, Scene> = {
  cold_open: coldOpenScene,
  intro: introScene,
  versus: matchupScene,
  card: awardScene,
  bench: benchScene,
  luck: luckScene,
  trade: tradeScene,
  standings: standingsScene,
  bracket: bracketScene,
  champion: championScene,
  outro: outroScene,
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

/** The scene that draws a segment. */
export const sceneOf = (segment: Pick<Segment, 'kind' | 'card'>): Scene => SCENES[layoutOf(segment)];

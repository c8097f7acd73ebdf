// Which scene draws a segment. A segment's kind says what the voice talks about; its layout says
// how the screen shows it (an award about a bench blunder is drawn as the bench, a trade as its
// two sides). Each scene is a module, its folder's entry.ts (src/common/scene.tsx), which says
// which segments it draws: one line here per scene (docs/video.md, "Add a scene").
import { z } from 'zod';
import { awardScene } from './award/entry';
import { benchScene } from './bench/entry';
import { bracketScene } from './bracket/entry';
import { championScene } from './champion/entry';
import { coldOpenScene } from './cold-open/entry';
import type { Drawn, Scene } from './common/scene';
import { introScene } from './intro/entry';
import { luckScene } from './luck/entry';
import { matchupScene } from './matchup/entry';
import { outroScene } from './outro/entry';
import { standingsScene } from './standings/entry';
import { tradeScene } from './trade/entry';

/** Every scene, under its layout's name: one line per scene module. */
export const SCENES = {
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
} satisfies Record<string, Scene>;

export type Layout = keyof typeof SCENES;
/** The layouts, in the registry's order (Studio's and docs/stills' order). */
export const Layout = z.enum(Object.keys(SCENES) as [Layout, ...Layout[]]);

/** The layout of a segment: the scene that claims it (an award: the one its card suits, else the plain card). */
export function layoutOf(segment: Drawn): Layout {
  const claims = Layout.options.filter((layout) => SCENES[layout].draws(segment));
  const layout = claims.find((l) => !SCENES[l].fallback) ?? claims[0];
  if (!layout) throw new Error(`No scene draws a ${segment.kind} segment (src/scenes.ts)`);
  return layout;
}

/** The scene that draws a segment. */
export const sceneOf = (segment: Drawn): Scene => SCENES[layoutOf(segment)];

// Fonts ship in assets/fonts (copied from @fontsource, OFL) and load from the public folder:
// nothing is fetched from the network at render time. Emoji fall back to Noto Color Emoji.
import { loadFont } from '@remotion/fonts';
import { staticFile } from 'remotion';

let loading: Promise<unknown> | null = null;

/** Idempotent: the first call starts loading (each loadFont holds the render until ready). */
export const loadRecapFonts = (): Promise<unknown> => {
  loading ??= Promise.all([
    loadFont({ family: 'Anton', url: staticFile('fonts/anton-400.woff2'), weight: '400' }),
    loadFont({ family: 'Inter', url: staticFile('fonts/inter-600.woff2'), weight: '600' }),
    loadFont({ family: 'Inter', url: staticFile('fonts/inter-800.woff2'), weight: '800' }),
  ]);
  return loading;
};

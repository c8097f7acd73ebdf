// For the website: what a page needs to play saved recap props in @remotion/player.
//   import { WeeklyRecap, RecapProps, recapDurationInFrames, setPlayerAssetBase } from '../src/player';
//   setPlayerAssetBase('/media/assets');
//   <Player component={WeeklyRecap} inputProps={props} durationInFrames={recapDurationInFrames(props)}
//           fps={FPS} compositionWidth={WIDTH} compositionHeight={HEIGHT} />
export { WeeklyRecap } from './WeeklyRecap';
export { FPS, HEIGHT, RecapProps, WIDTH, mediaUrl, recapDurationInFrames, withMediaBase } from './props';

/** Where staticFile() finds the shipped assets outside a Remotion bundle (fonts, music, sound effects). */
export function setPlayerAssetBase(base: string): void {
  if (typeof window !== 'undefined') window.remotion_staticBase = base.replace(/\/+$/, '');
}

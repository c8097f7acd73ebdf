// For the website: what a page needs to play saved recap props in @remotion/player.
//   import { WeeklyRecap, RecapProps, recapDurationInFrames } from '../src/player';
//   <Player component={WeeklyRecap} inputProps={props} durationInFrames={recapDurationInFrames(props)}
//           fps={FPS} compositionWidth={WIDTH} compositionHeight={HEIGHT} />
export { WeeklyRecap } from './WeeklyRecap';
export { FPS, HEIGHT, RecapProps, WIDTH, mediaUrl, recapDurationInFrames, withMediaBase } from './props';

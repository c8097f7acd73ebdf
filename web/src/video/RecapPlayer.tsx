// The in-browser Player: the very composition (WeeklyRecap) and RecapProps that rendered the MP4,
// with its voice. Loaded lazily: Remotion is the heaviest part of the site.
import { Player, type PlayerRef } from '@remotion/player';
import { forwardRef } from 'react';
// src/player.ts is the video's entry for pages. Its shipped assets (fonts, music, sound effects) are
// served at the site root (assets/ is Vite's public folder), where staticFile() looks by default.
import { FPS, HEIGHT, recapDurationInFrames, WeeklyRecap, WIDTH, type RecapProps } from '../../../src/player';

export interface RecapPlayerProps {
  recap: RecapProps;
  autoPlay?: boolean;
  loop?: boolean;
  initiallyMuted?: boolean;
  controls?: boolean;
  className?: string;
}

const RecapPlayer = forwardRef<PlayerRef, RecapPlayerProps>(function RecapPlayer(
  { recap, autoPlay = false, loop = false, initiallyMuted = false, controls = true, className },
  ref,
) {
  return (
    <Player
      ref={ref}
      component={WeeklyRecap}
      inputProps={recap}
      durationInFrames={recapDurationInFrames(recap)}
      fps={FPS}
      compositionWidth={WIDTH}
      compositionHeight={HEIGHT}
      className={className}
      style={{ width: '100%', aspectRatio: `${WIDTH} / ${HEIGHT}` }}
      controls={controls}
      autoPlay={autoPlay}
      loop={loop}
      initiallyMuted={initiallyMuted}
      clickToPlay
      allowFullscreen
      acknowledgeRemotionLicense
    />
  );
});

export default RecapPlayer;

// The recap: its scenes one after another (one per script segment, each as long as its voice
// clip), joined by transitions, each under a moving camera with its punchline's beat; over them
// the captions; under them the voice, the sound effects and the music bed ducked under speech.
//
// Two timelines: the scenes in a TransitionSeries, where each scene but the last runs
// TRANSITION_FRAMES longer so that the overlap of a transition leaves every scene starting on the
// frame its voice starts; the captions and the voice each in a plain Series on the same frames.
// Pictures and sound are separate components so the still yardstick (StillRecap) can hold one
// and play the other.
import { linearTiming, TransitionSeries, type TransitionPresentation } from '@remotion/transitions';
import { pushCut } from '@remotion/transitions/push-cut';
import { slide } from '@remotion/transitions/slide';
import { wipe } from '@remotion/transitions/wipe';
import React, { useMemo, useState } from 'react';
import { AbsoluteFill, Audio, Sequence, Series, staticFile } from 'remotion';
import { Captions } from './captions/Captions';
import { beatOf } from './common/beats';
import { Camera } from './common/Camera';
import { loadRecapFonts } from './fonts';
import { musicVolumeAt, speechSpans } from './music/duck';
import { mediaUrl, type RecapProps } from './props';
import { sceneOf } from './scenes';
import { soundCues } from './sound/cues';
import { COLORS } from './theme';

export const TRANSITION_FRAMES = 10;

// Cheap presentations only (transforms and clip paths, no blur or WebGL), turning in this order.
// Typed loosely on purpose: each presentation has its own props type.
const PRESENTATIONS: TransitionPresentation<Record<string, unknown>>[] = [
  slide({ direction: 'from-right' }),
  wipe({ direction: 'from-top-left' }),
  pushCut(),
  slide({ direction: 'from-bottom' }),
] as TransitionPresentation<Record<string, unknown>>[];

/** The pictures: the scenes under their cameras, joined by transitions, and the captions over them. */
export const RecapPictures: React.FC<{ recap: RecapProps }> = ({ recap }) => {
  const last = recap.segments.length - 1;
  return (
    <AbsoluteFill style={{ backgroundColor: COLORS.ink }}>
      <TransitionSeries>
        {recap.segments.flatMap((segment, i) => {
          const scene = sceneOf(segment);
          const shot = (
            <TransitionSeries.Sequence key={segment.id} durationInFrames={segment.durationInFrames + (i < last ? TRANSITION_FRAMES : 0)} name={segment.id}>
              <Camera
                beat={beatOf(segment, i, scene.stamped)}
                stamp={scene.stampText(segment.card)}
                emoji={segment.card?.emoji || scene.emoji}
                seed={segment.id}
              >
                {scene.render(segment, recap)}
              </Camera>
            </TransitionSeries.Sequence>
          );
          return i < last
            ? [
                shot,
                <TransitionSeries.Transition
                  key={`${segment.id}-out`}
                  presentation={PRESENTATIONS[i % PRESENTATIONS.length]}
                  timing={linearTiming({ durationInFrames: TRANSITION_FRAMES })}
                />,
              ]
            : [shot];
        })}
      </TransitionSeries>
      <Series>
        {recap.segments.map((segment) => (
          <Series.Sequence key={segment.id} durationInFrames={segment.durationInFrames} name={`${segment.id} captions`}>
            <Captions words={segment.words} />
          </Series.Sequence>
        ))}
      </Series>
    </AbsoluteFill>
  );
};

/** The sound: each segment's voice, the sound effects, and the music bed ducked under speech. */
export const RecapSound: React.FC<{ recap: RecapProps }> = ({ recap }) => {
  const spans = useMemo(() => speechSpans(recap.segments), [recap.segments]);
  const cues = useMemo(() => soundCues(recap), [recap]);
  return (
    <>
      <Series>
        {recap.segments.map((segment) => (
          <Series.Sequence key={segment.id} durationInFrames={segment.durationInFrames} name={`${segment.id} voice`}>
            {segment.audio && <Audio src={mediaUrl(recap, segment.audio)} />}
          </Series.Sequence>
        ))}
      </Series>
      {cues.map((cue, i) => (
        <Sequence key={i} from={cue.frame} durationInFrames={30} name="sfx">
          <Audio src={staticFile(cue.file)} volume={() => cue.volume} />
        </Sequence>
      ))}
      {recap.music && <Audio src={staticFile(recap.music)} loop volume={(f) => musicVolumeAt(spans, f)} />}
    </>
  );
};

export const WeeklyRecap: React.FC<RecapProps> = (recap) => {
  // On first render, not at import: the website sets its asset base after importing this module.
  useState(loadRecapFonts);
  return (
    <AbsoluteFill>
      <RecapPictures recap={recap} />
      <RecapSound recap={recap} />
    </AbsoluteFill>
  );
};

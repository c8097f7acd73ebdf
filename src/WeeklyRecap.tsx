// The recap: its scenes in a row (one per script segment, each as long as its voice clip), the
// voice, the music bed ducked under it, and burned-in captions.
import React, { useMemo, useState } from 'react';
import { AbsoluteFill, Audio, Series, staticFile } from 'remotion';
import { Captions } from './captions/Captions';
import { loadRecapFonts } from './fonts';
import { musicVolumeAt, speechSpans } from './music/duck';
import { mediaUrl, type RecapProps } from './props';
import { layoutOf, SCENES } from './scenes';
import { COLORS } from './theme';

export const WeeklyRecap: React.FC<RecapProps> = (recap) => {
  // On first render, not at import: the website sets its asset base after importing this module.
  useState(loadRecapFonts);
  const spans = useMemo(() => speechSpans(recap.segments), [recap.segments]);
  return (
    <AbsoluteFill style={{ backgroundColor: COLORS.ink }}>
      <Series>
        {recap.segments.map((segment) => {
          const Scene = SCENES[layoutOf(segment)];
          return (
            <Series.Sequence key={segment.id} durationInFrames={segment.durationInFrames} name={segment.id}>
              <Scene recap={recap} segment={segment} />
              <Captions words={segment.words} />
              {segment.audio && <Audio src={mediaUrl(recap, segment.audio)} />}
            </Series.Sequence>
          );
        })}
      </Series>
      {recap.music && <Audio src={staticFile(recap.music)} loop volume={(f) => musicVolumeAt(spans, f)} />}
    </AbsoluteFill>
  );
};

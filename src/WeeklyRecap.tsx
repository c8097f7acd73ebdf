// The recap: its scenes in a row (one per script segment, each as long as its voice clip), the
// voice, the music bed ducked under it, and burned-in captions.
import React, { useMemo, useState } from 'react';
import { AbsoluteFill, Audio, Series, staticFile } from 'remotion';
import { AwardScene } from './award/AwardScene';
import { BracketScene } from './bracket/BracketScene';
import { Captions } from './captions/Captions';
import { ChampionScene } from './champion/ChampionScene';
import { ColdOpen } from './cold-open/ColdOpen';
import type { SceneProps } from './common/scene';
import { loadRecapFonts } from './fonts';
import { Intro } from './intro/Intro';
import { MatchupScene } from './matchup/MatchupScene';
import { musicVolumeAt, speechSpans } from './music/duck';
import { Outro } from './outro/Outro';
import { mediaUrl, type RecapProps, type SegmentKind } from './props';
import { StandingsScene } from './standings/StandingsScene';
import { COLORS } from './theme';

const SCENES: Record<SegmentKind, React.FC<SceneProps>> = {
  cold_open: ColdOpen,
  intro: Intro,
  matchup: MatchupScene,
  award: AwardScene,
  standings: StandingsScene,
  bracket: BracketScene,
  champion: ChampionScene,
  outro: Outro,
};

export const WeeklyRecap: React.FC<RecapProps> = (recap) => {
  // On first render, not at import: the website sets its asset base after importing this module.
  useState(loadRecapFonts);
  const spans = useMemo(() => speechSpans(recap.segments), [recap.segments]);
  return (
    <AbsoluteFill style={{ backgroundColor: COLORS.ink }}>
      <Series>
        {recap.segments.map((segment) => {
          const Scene = SCENES[segment.kind];
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

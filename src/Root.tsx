// Compositions: the recap (default props = the demo league's real recap, so Studio opens on it),
// a championship week's recap, the benchmark yardsticks (flat colours, and the recap standing
// still), every scene alone with edge-case props (Scene-<layout>-<case>), one Studio folder per
// layout, built from the scene registry (src/scenes.ts).
import React from 'react';
import { Composition, Folder, Still, staticFile, type CalculateMetadataFunction } from 'remotion';
import demo from '../assets/demo/recap-props.json';
import championship from '../assets/demo-championship/recap-props.json';
import { FlatReference } from './flat-reference/FlatReference';
import { StillRecap } from './still-recap/StillRecap';
import { sceneFolders, sceneSamples } from './studio/samples';
import { Thumbnail } from './thumbnail/Thumbnail';
import { FPS, HEIGHT, RecapProps, WIDTH, recapDurationInFrames } from './props';
import { WeeklyRecap } from './WeeklyRecap';

// The demo's clips and avatars live in assets/demo (the public folder): point the props there.
const demoProps: RecapProps = { ...RecapProps.parse(demo), mediaBase: staticFile('demo') };
// A championship week (The Chumbo, week 17): the final, the bracket and the champion scene.
const championshipProps: RecapProps = { ...RecapProps.parse(championship), mediaBase: staticFile('demo-championship') };

const calculateMetadata: CalculateMetadataFunction<RecapProps> = ({ props }) => ({
  durationInFrames: recapDurationInFrames(props),
});

/** The recap, its benchmark yardsticks (same props, size and length) and a championship week. */
const RECAP_COMPOSITIONS: [string, React.FC<RecapProps>, RecapProps][] = [
  ['WeeklyRecap', WeeklyRecap, demoProps],
  ['FlatReference', FlatReference, demoProps],
  ['StillRecap', StillRecap, demoProps],
  ['ChampionshipRecap', WeeklyRecap, championshipProps],
];

/** Each scene alone, on the demo recaps pushed to their edges (src/studio/samples.ts), by layout. */
const SCENE_FOLDERS = sceneFolders(sceneSamples(demoProps, championshipProps));

const RecapComposition: React.FC<{ id: string; component: React.FC<RecapProps>; props: RecapProps }> = ({ id, component, props }) => (
  <Composition
    id={id}
    component={component}
    schema={RecapProps}
    defaultProps={props}
    calculateMetadata={calculateMetadata}
    durationInFrames={recapDurationInFrames(props)}
    fps={FPS}
    width={WIDTH}
    height={HEIGHT}
  />
);

export const RemotionRoot: React.FC = () => (
  <>
    {RECAP_COMPOSITIONS.map(([id, component, props]) => (
      <RecapComposition key={id} id={id} component={component} props={props} />
    ))}
    <Folder name="Scenes">
      {SCENE_FOLDERS.map((folder) => (
        <Folder key={folder.name} name={folder.name}>
          {folder.samples.map((s) => (
            <RecapComposition key={s.id} id={s.id} component={WeeklyRecap} props={s.props} />
          ))}
        </Folder>
      ))}
    </Folder>
    <Still id="Thumbnail" component={Thumbnail} schema={RecapProps} defaultProps={demoProps} width={WIDTH} height={HEIGHT} />
    <Still id="ThumbnailChampionship" component={Thumbnail} schema={RecapProps} defaultProps={championshipProps} width={WIDTH} height={HEIGHT} />
  </>
);

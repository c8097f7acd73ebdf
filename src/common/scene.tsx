// A scene is a module: its folder exports one `defineScene({...})` (e.g. src/bench/entry.ts) and
// src/scenes.ts lists it under its layout. The entry says everything the video, the sound and
// Studio need to know about the scene, so adding one touches nothing else.
import React from 'react';
import type { FactCard, RecapProps, Segment } from '../props';
import type { SfxName } from '../sound/sfx';

/** What of a card a stamp may say. */
type StampedCard = Pick<FactCard, 'award' | 'title'>;

/** A sound effect a scene asks for, in frames from the scene's start. */
export type SceneCue = { sfx: SfxName; frame: number; volume: number };

/** How Studio shows the scene alone (src/studio/samples.ts makes every edge case from this). */
export type SceneSamples = {
  /** The demo recap whose first segment of this layout is the sample: the regular week or the championship week. */
  from: 'regular' | 'championship';
  /** A card made up from the recap's data, for a layout no demo segment uses (drawn as an award segment). */
  card?: (recap: RecapProps) => FactCard;
  /** More samples, each the default case on a demo recap (`Scene-<layout>-<name>`). */
  extra?: { name: string; from: 'regular' | 'championship' }[];
};

/** What of a segment says which scene draws it. */
export type Drawn = Pick<Segment, 'kind' | 'card'>;

export type SceneDefinition<P extends object> = {
  Component: React.FC<P>;
  /** The segments it draws (an award scene: the awards whose card it shows best). */
  draws: (segment: Drawn) => boolean;
  /** Draws what it claims only when no other scene does (the plain award card). */
  fallback?: boolean;
  /** The scene's own props, picked from its segment and the recap: all the scene receives. */
  select: (segment: Segment, recap: RecapProps) => P;
  /** The word its stamp beat says, true of what it shows whatever the roast; null: never stamped (a burst instead). */
  stamp: ((card: StampedCard | null) => string) | null;
  /** The emoji a burst beat throws when the segment's card has none. */
  emoji: string;
  /** Sound effects of its own, beside the transition whoosh and the beat's sound. */
  cues?: (props: P, segment: Segment) => SceneCue[];
  samples: SceneSamples;
};

/** A scene with its props type sealed inside: what the registry holds. */
export type Scene = {
  draws: (segment: Drawn) => boolean;
  fallback: boolean;
  /** The scene drawing this segment of the recap. */
  render: (segment: Segment, recap: RecapProps) => React.ReactElement;
  /** Its stamp's word for a card; '' when the scene is never stamped. */
  stampText: (card: StampedCard | null) => string;
  stamped: boolean;
  emoji: string;
  cues: (segment: Segment, recap: RecapProps) => SceneCue[];
  samples: SceneSamples;
};

export function defineScene<P extends object>(def: SceneDefinition<P>): Scene {
  const { Component, select, stamp, cues } = def;
  return {
    draws: def.draws,
    fallback: def.fallback ?? false,
    render: (segment, recap) => <Component {...select(segment, recap)} />,
    stampText: (card) => (stamp ? stamp(card) : ''),
    stamped: stamp !== null,
    emoji: def.emoji,
    cues: (segment, recap) => (cues ? cues(select(segment, recap), segment) : []),
    samples: def.samples,
  };
}

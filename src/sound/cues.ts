// Sound effects under the voice: a whoosh on every transition, a hit on a stamp or shake
// punchline, a pop on a zoom or an emoji burst, and each scene's own (a matchup's hit when its
// winner is stamped: the `cues` of its entry, src/<scene>/entry.ts). Made by the project with sox
// (src/sound/sfx.ts); bleeps are in the voice clips themselves.
import type { RecapProps } from '../props';
import { beatOf, type BeatKind } from '../common/beats';
import { sceneOf } from '../scenes';
import { SFX, type SfxName } from './sfx';

export { SFX };
export type SoundCue = { file: string; frame: number; volume: number };

/** Frames the whoosh starts before the cut, so it peaks as the new scene slides in. */
export const WHOOSH_LEAD = 4;

const BEAT_SOUND: Record<BeatKind, SfxName> = { stamp: 'hit', shake: 'hit', zoom: 'pop', burst: 'pop' };

/** Every effect of the recap, in frames from its start. */
export function soundCues(recap: RecapProps): SoundCue[] {
  const cues: SoundCue[] = [];
  let start = 0;
  recap.segments.forEach((segment, i) => {
    if (i > 0) cues.push({ file: SFX.whoosh, frame: Math.max(0, start - WHOOSH_LEAD), volume: 0.45 });
    const scene = sceneOf(segment);
    for (const cue of scene.cues(segment, recap)) cues.push({ file: SFX[cue.sfx], frame: start + cue.frame, volume: cue.volume });
    const beat = beatOf(segment, i, scene.stamped);
    if (beat) cues.push({ file: SFX[BEAT_SOUND[beat.kind]], frame: start + beat.frame, volume: 0.4 });
    start += segment.durationInFrames;
  });
  return cues;
}

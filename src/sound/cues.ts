// Sound effects under the voice: a whoosh on every transition, a hit when a winner is stamped
// and on a stamp or shake punchline, a pop on a zoom or an emoji burst. Made by the project with
// sox (scripts/make-assets.ts, `assets/sfx/`); bleeps are in the voice clips themselves.
import type { RecapProps } from '../props';
import { beatOf, type BeatKind } from '../common/beats';
import { STAMP_AT } from '../matchup/MatchupScene';
import { layoutOf } from '../scenes';

export const SFX = { whoosh: 'sfx/whoosh.mp3', hit: 'sfx/hit.mp3', pop: 'sfx/pop.mp3' } as const;
export type SoundCue = { file: string; frame: number; volume: number };

/** Frames the whoosh starts before the cut, so it peaks as the new scene slides in. */
export const WHOOSH_LEAD = 4;

const BEAT_SOUND: Record<BeatKind, keyof typeof SFX> = { stamp: 'hit', shake: 'hit', zoom: 'pop', burst: 'pop' };

/** Every effect of the recap, in frames from its start. */
export function soundCues(recap: Pick<RecapProps, 'segments' | 'matchups'>): SoundCue[] {
  const cues: SoundCue[] = [];
  let start = 0;
  recap.segments.forEach((segment, i) => {
    if (i > 0) cues.push({ file: SFX.whoosh, frame: Math.max(0, start - WHOOSH_LEAD), volume: 0.45 });
    if (layoutOf(segment) === 'versus') {
      const m = recap.matchups.find((x) => x.matchupId === segment.matchupId);
      if (m?.winner != null && STAMP_AT < segment.durationInFrames) cues.push({ file: SFX.hit, frame: start + STAMP_AT, volume: 0.5 });
    }
    const beat = beatOf(segment, i, layoutOf(segment));
    if (beat) cues.push({ file: SFX[BEAT_SOUND[beat.kind]], frame: start + beat.frame, volume: 0.4 });
    start += segment.durationInFrames;
  });
  return cues;
}

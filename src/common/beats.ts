// The punchline of a scene, marked on screen where the voice says it. Each segment's last
// sentence is its button (the roast lands there), so the beat falls on that sentence's last word;
// the kind of beat turns with the segment's place in the recap, so two scenes in a row never
// land the same way.
import type { Segment, Word } from '../props';

export const BEATS = ['zoom', 'stamp', 'shake', 'burst'] as const;
export type BeatKind = (typeof BEATS)[number];

export type Beat = { kind: BeatKind; frame: number };

/** Frames a beat moves for (zoom, shake, burst); a stamp stays once it has landed. */
export const BEAT_FRAMES = 24;

/**
 * The frame (from the scene's start) of the punchline: the start of the last word of the last
 * sentence. Null for a scene without words, or whose punchline would leave no time for the beat.
 */
export function punchlineFrame(words: Pick<Word, 'text' | 'startFrame'>[], durationInFrames: number): number | null {
  const spoken = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  const last = spoken.at(-1);
  if (!last) return null;
  // Never in the first second (the scene is still entering), never so late that the beat is cut.
  const frame = Math.min(last.startFrame, durationInFrames - BEAT_FRAMES);
  return frame >= 30 ? frame : null;
}

/**
 * The scene's beat: its kind by the segment's place, on its punchline; null when it has none. A
 * scene that is never stamped (no fact a stamp could state, src/scenes.ts) bursts instead.
 */
export function beatOf(segment: Pick<Segment, 'words' | 'durationInFrames'>, index: number, stamped: boolean): Beat | null {
  const frame = punchlineFrame(segment.words, segment.durationInFrames);
  if (frame === null) return null;
  const kind = BEATS[index % BEATS.length];
  return { kind: kind === 'stamp' && !stamped ? 'burst' : kind, frame };
}

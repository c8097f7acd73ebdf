// The music bed sits under the voice: loud enough to carry the gaps, ducked while anyone speaks.
import type { Segment } from '../props';

export const MUSIC_VOLUME = { open: 0.3, ducked: 0.07 } as const;
const RAMP = 8; // frames to fade between the two levels

/** Spans of speech in frames of the whole video, merged when the gap is shorter than a ramp. */
export const speechSpans = (segments: Pick<Segment, 'words' | 'durationInFrames'>[]): [number, number][] => {
  const spans: [number, number][] = [];
  let offset = 0;
  for (const s of segments) {
    for (const w of s.words) {
      const span: [number, number] = [offset + w.startFrame, offset + w.endFrame];
      const last = spans[spans.length - 1];
      if (last && span[0] - last[1] <= RAMP * 2) last[1] = Math.max(last[1], span[1]);
      else spans.push(span);
    }
    offset += s.durationInFrames;
  }
  return spans;
};

/** Music volume at a frame: ducked inside speech, ramping linearly at its edges. */
export const musicVolumeAt = (spans: [number, number][], frame: number): number => {
  let nearest = Infinity;
  for (const [a, b] of spans) {
    if (frame >= a && frame <= b) return MUSIC_VOLUME.ducked;
    nearest = Math.min(nearest, frame < a ? a - frame : frame - b);
  }
  const t = Math.min(1, nearest / RAMP);
  return MUSIC_VOLUME.ducked + (MUSIC_VOLUME.open - MUSIC_VOLUME.ducked) * t;
};

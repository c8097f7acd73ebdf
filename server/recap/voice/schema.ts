// VoiceManifest: one clip per script segment, with its measured duration and word timings for
// the captions. Saved with the video and read by the renderer.
import { z } from 'zod';
import { VoiceEngine } from '../../../src/vocabulary';

export const WordTiming = z.object({ text: z.string(), start: z.number(), end: z.number() });
export type WordTiming = z.infer<typeof WordTiming>;

/** A bleep: the span (seconds within the clip) where the tone replaces the marker word "bleep". */
export const BleepSpan = z.object({ start: z.number(), end: z.number() });
export type BleepSpan = z.infer<typeof BleepSpan>;

export const VoiceClip = z.object({
  segmentId: z.string(),
  /** Absolute path of a 48 kHz mono 16-bit PCM WAV, loudness normalised. */
  file: z.string(),
  durationSeconds: z.number().positive(),
  words: z.array(WordTiming),
  /** Tone spans; the caption word stays "bleep" in `words`. */
  bleeps: z.array(BleepSpan).default([]),
});
export type VoiceClip = z.infer<typeof VoiceClip>;

export const VoiceManifest = z.object({
  engine: VoiceEngine,
  voice: z.string(),
  clips: z.array(VoiceClip),
  totalSeconds: z.number(),
});
export type VoiceManifest = z.infer<typeof VoiceManifest>;

// Sizing a script for a ~2-minute video. Speaking rates are measured, not guessed: run
// `npm run bench:voice` to measure them again on this machine (docs/script-and-voice.md has the figures).
import type { RecapScript } from './schema';
import { spokenWords } from './speech';

/** Spoken words per second (digits expanded to words) of each voice, measured on BeardHouse recaps. */
export const WORDS_PER_SECOND = {
  /** festival + cmu_us_slt_arctic_hts: 2.84 to 2.91 on BeardHouse weeks 1 to 4 (npm run bench:voice). */
  offline: 2.85,
  /** Google Neural2: not measurable offline; a typical broadcast rate, to be re-measured with a key. */
  google: 2.6,
} as const;

/** The spoken length the writers aim for, and the hard bounds the audit enforces. */
export const TARGET_SECONDS = { min: 100, max: 150, aim: 128 } as const;
export const AUDIT_SECONDS = { min: 70, max: 175 } as const;

export function spokenWordCount(text: string): number {
  return spokenWords(text).length;
}

/** Estimated speech length of a script, with a short pause between segments. */
export function estimateSeconds(script: Pick<RecapScript, 'segments'>, wordsPerSecond: number = WORDS_PER_SECOND.offline): number {
  const words = script.segments.reduce((n, s) => n + spokenWordCount(s.text), 0);
  return words / wordsPerSecond + script.segments.length * 0.35;
}

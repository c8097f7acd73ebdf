// Bleeps, the way TV does it: the script writer says a profane word in a team name as the marker
// word "bleep"; here every such word's audio is replaced by a 1 kHz tone at the speech's own level.
// Works on the normalised clip's PCM (16-bit mono), from the clip's word timings, so it is the same
// for every engine that gives word times (festival's token times, Google's <mark> timepoints).
import { readWavInfo } from './wav';
import type { BleepSpan, WordTiming } from './schema';

export const BLEEP = {
  frequency: 1000,
  minSeconds: 0.25,
  maxSeconds: 0.6,
  /** Raised-cosine fade in and out (tone and the speech around it), so nothing clicks. */
  fadeSeconds: 0.005,
  /** Never louder than loudnorm's true-peak ceiling (-1.5 dBFS). */
  maxPeak: 10 ** (-1.5 / 20),
  /** Tone level when the clip has no measurable speech: about -16 LUFS for a 1 kHz sine. */
  fallbackRms: 10 ** (-19 / 20),
} as const;

/** The marker word, whole and in any case ("bleep", "Bleep,", "bleep's"). */
export const isBleepWord = (word: string) => /\bbleep\b/i.test(word);

type Pcm = { buf: Buffer; offset: number; count: number; rate: number };
const FRAME_SECONDS = 0.02;

/**
 * Replace every bleep word of a 16-bit mono WAV (in place) with the tone; returns the tone spans
 * in seconds. The word's whole span is muted; the tone lasts as long as the word is voiced,
 * clamped to [0.25, 0.6] s (a short word's tone is widened around it).
 */
export function applyBleeps(wav: Buffer, words: WordTiming[]): BleepSpan[] {
  const targets = words.filter((w) => isBleepWord(w.text));
  if (!targets.length) return [];
  const info = readWavInfo(wav);
  if (info.channels !== 1 || info.bitsPerSample !== 16) throw new Error(`bleeps need 16-bit mono PCM, got ${info.channels} ch ${info.bitsPerSample} bit`);
  const pcm: Pcm = { buf: wav, offset: info.dataOffset, count: Math.floor(info.dataBytes / 2), rate: info.sampleRate };
  const duration = pcm.count / pcm.rate;

  // Each word: the muted span (the word) and the tone span inside or around it.
  const plans = targets
    .map((w) => ({ start: clamp(w.start, 0, duration), end: clamp(w.end, 0, duration) }))
    .filter((w) => w.end > w.start)
    .map((w) => planTone(w, duration));
  const merged: { mute: [number, number]; tone: [number, number] }[] = [];
  for (const p of plans.sort((a, b) => a.tone[0] - b.tone[0])) {
    const last = merged.at(-1);
    // Two bleeps in a row ("bleep bleep") whose tones would overlap become one tone.
    if (last && p.tone[0] <= last.tone[1]) {
      last.tone[1] = Math.max(last.tone[1], p.tone[1]);
      last.mute = [Math.min(last.mute[0], p.mute[0]), Math.max(last.mute[1], p.mute[1])];
    } else merged.push({ mute: [...p.mute], tone: [...p.tone] });
  }

  const rms = speechRms(
    pcm,
    merged.map((m) => m.mute),
  );
  const amplitude = Math.min(BLEEP.maxPeak, rms * Math.SQRT2) * 32767;
  for (const m of merged) writeTone(pcm, m.mute, m.tone, amplitude);
  return merged.map((m) => ({ start: round(m.tone[0]), end: round(m.tone[1]) }));

  function planTone(w: { start: number; end: number }, clipEnd: number) {
    // Voiced part of the word: Google's mark-to-mark spans may end in a pause.
    const voicedEnd = lastLoudTime(pcm, w.start, w.end) ?? w.end;
    const length = clamp(voicedEnd - w.start, BLEEP.minSeconds, BLEEP.maxSeconds);
    let a = w.start;
    if (voicedEnd - w.start < BLEEP.minSeconds) a = (w.start + voicedEnd) / 2 - length / 2;
    a = clamp(a, 0, Math.max(0, clipEnd - length));
    const b = Math.min(clipEnd, a + length);
    return { mute: [Math.min(a, w.start), Math.max(b, w.end)] as [number, number], tone: [a, b] as [number, number] };
  }
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round = (n: number) => Math.round(n * 1000) / 1000;
const sample = (p: Pcm, i: number) => p.buf.readInt16LE(p.offset + 2 * i) / 32768;

function frameRms(p: Pcm, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += sample(p, i) ** 2;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/**
 * The speech's level: RMS over 20 ms frames outside the bleeps, gated like EBU R128 (frames
 * under -60 dBFS out, then frames 10 dB under the mean out), so pauses do not pull it down.
 */
export function speechRms(p: Pcm, exclude: [number, number][] = []): number {
  const n = Math.round(FRAME_SECONDS * p.rate);
  const powers: number[] = [];
  for (let i = 0; i + n <= p.count; i += n) {
    const t0 = i / p.rate;
    const t1 = (i + n) / p.rate;
    if (exclude.some(([a, b]) => t1 > a && t0 < b)) continue;
    const r = frameRms(p, i, i + n);
    if (r > 10 ** (-60 / 20)) powers.push(r * r);
  }
  if (!powers.length) return BLEEP.fallbackRms;
  const mean = powers.reduce((s, x) => s + x, 0) / powers.length;
  const kept = powers.filter((x) => x >= mean / 10);
  return Math.sqrt(kept.reduce((s, x) => s + x, 0) / kept.length);
}

/** End of the last 20 ms frame in [start, end] within 30 dB of the clip's speech; null if none. */
function lastLoudTime(p: Pcm, start: number, end: number): number | null {
  const threshold = speechRms(p) * 10 ** (-30 / 20);
  const n = Math.round(FRAME_SECONDS * p.rate);
  const from = Math.floor(start * p.rate);
  const to = Math.min(p.count, Math.ceil(end * p.rate));
  let last: number | null = null;
  for (let i = from; i < to; i += n) {
    if (frameRms(p, i, Math.min(to, i + n)) >= threshold) last = Math.min(to, i + n) / p.rate;
  }
  return last;
}

/** Mute the speech over `mute` and add the tone over `tone`, both with raised-cosine edges. */
function writeTone(p: Pcm, mute: [number, number], tone: [number, number], amplitude: number) {
  const fade = Math.max(1, Math.round(BLEEP.fadeSeconds * p.rate));
  const ramp = (k: number) => (k <= 0 ? 0 : k >= fade ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * k) / fade));
  const [m0, m1] = [Math.round(mute[0] * p.rate), Math.min(p.count, Math.round(mute[1] * p.rate))];
  const [t0, t1] = [Math.round(tone[0] * p.rate), Math.min(p.count, Math.round(tone[1] * p.rate))];
  for (let i = Math.max(0, m0); i < m1; i++) {
    const speechGain = 1 - Math.min(ramp(i - m0), ramp(m1 - 1 - i));
    const toneGain = i >= t0 && i < t1 ? Math.min(ramp(i - t0), ramp(t1 - 1 - i)) : 0;
    const v = sample(p, i) * 32768 * speechGain + amplitude * toneGain * Math.sin((2 * Math.PI * BLEEP.frequency * (i - t0)) / p.rate);
    p.buf.writeInt16LE(Math.round(clamp(v, -32768, 32767)), p.offset + 2 * i);
  }
}

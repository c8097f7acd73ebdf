// Bleeps: the marker word "bleep" comes out of the voice as a ~1 kHz tone at the speech's level,
// for festival (offline) and Google (through the local stand-in); captions keep the word.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceScript, type VoiceClip } from '../../server/recap/voice/index';
import { applyBleeps, BLEEP, isBleepWord } from '../../server/recap/voice/bleep';
import { pcmToWav, readWavInfo } from '../../server/recap/voice/wav';
import { startGoogleTtsStandIn, type GoogleTtsStandIn } from '../../standins/google-tts';
import type { RecapScript } from '../../server/recap/script/schema';

let standIn: GoogleTtsStandIn;
let cacheDir: string;
beforeAll(async () => {
  standIn = await startGoogleTtsStandIn();
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-bleep-'));
});
afterAll(async () => {
  await standIn?.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const segment = (id: string, text: string) => ({ id, kind: 'intro' as const, text, captions: ['x'], refs: { rosterIds: [] }, roasts: [] });
const script: RecapScript = {
  level: 'sunburn',
  writer: 'template',
  fallbackReason: null,
  seed: 't',
  segments: [segment('bleeped', 'Mahomes bleep Show lost by 12.'), segment('clean', 'Centipede won by 3.')],
};

/** Samples of a 16-bit mono WAV in [-1, 1]. */
function samples(wav: Buffer): { x: Float64Array; rate: number } {
  const info = readWavInfo(wav);
  const x = new Float64Array(Math.floor(info.dataBytes / 2));
  for (let i = 0; i < x.length; i++) x[i] = wav.readInt16LE(info.dataOffset + 2 * i) / 32768;
  return { x, rate: info.sampleRate };
}

const rms = (x: Float64Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length));
const db = (r: number) => 20 * Math.log10(r);

/** Frequency from zero crossings, and the share of the power at that frequency (Goertzel). */
function tone(x: Float64Array, rate: number): { hz: number; purity: number } {
  let crossings = 0;
  for (let i = 1; i < x.length; i++) if (x[i - 1] < 0 !== x[i] < 0) crossings++;
  const hz = crossings / 2 / (x.length / rate);
  const w = (2 * Math.PI * 1000) / rate;
  let [re, im] = [0, 0];
  x.forEach((v, i) => ((re += v * Math.cos(w * i)), (im -= v * Math.sin(w * i))));
  const tonePower = (2 * (re * re + im * im)) / (x.length * x.length);
  return { hz, purity: tonePower / rms(x) ** 2 };
}

/** Level of the speech outside the bleeps: RMS of the 20 ms frames above -50 dBFS. */
function speechLevel(x: Float64Array, rate: number, bleeps: { start: number; end: number }[]): number {
  const n = Math.round(0.02 * rate);
  const frames: number[] = [];
  for (let i = 0; i + n <= x.length; i += n) {
    if (bleeps.some((b) => (i + n) / rate > b.start && i / rate < b.end)) continue;
    const r = rms(x.subarray(i, i + n));
    if (db(r) > -50) frames.push(r * r);
  }
  return Math.sqrt(frames.reduce((s, p) => s + p, 0) / frames.length);
}

function expectBleeped(clip: VoiceClip) {
  expect(clip.words.map((w) => w.text)).toEqual(['Mahomes', 'bleep', 'Show', 'lost', 'by', '12.']);
  expect(clip.bleeps).toHaveLength(1);
  const [b] = clip.bleeps;
  const word = clip.words[1];
  expect(b.end - b.start).toBeGreaterThanOrEqual(BLEEP.minSeconds - 0.002);
  expect(b.end - b.start).toBeLessThanOrEqual(BLEEP.maxSeconds + 0.002);
  // The tone sits on the word: it starts at the word and overlaps most of it.
  expect(Math.abs(b.start - word.start)).toBeLessThan(0.15);
  expect(Math.min(b.end, word.end) - Math.max(b.start, word.start)).toBeGreaterThan(0.5 * Math.min(b.end - b.start, word.end - word.start));

  const { x, rate } = samples(fs.readFileSync(clip.file));
  const inside = x.subarray(Math.round((b.start + 0.01) * rate), Math.round((b.end - 0.01) * rate));
  const t = tone(inside, rate);
  expect(t.hz).toBeGreaterThan(980);
  expect(t.hz).toBeLessThan(1020);
  expect(t.purity).toBeGreaterThan(0.98); // nothing of the spoken word left under the tone
  // As loud as the speech around it, within a few dB.
  const diff = db(rms(inside)) - db(speechLevel(x, rate, clip.bleeps));
  expect(Math.abs(diff)).toBeLessThan(4);
  // Faded in and out: the first and last samples of the tone are near zero.
  const [i0, i1] = [Math.round(b.start * rate), Math.round(b.end * rate) - 1];
  expect(Math.abs(x[i0])).toBeLessThan(0.01);
  expect(Math.abs(x[i1])).toBeLessThan(0.01);
  return { hz: t.hz, purity: t.purity, diff };
}

describe('bleeps', () => {
  it('offline (festival): the marker word is a 1 kHz tone at speech level; other clips have none', { timeout: 120_000 }, async () => {
    const manifest = await voiceScript(script, { engine: 'offline', cacheDir });
    expectBleeped(manifest.clips[0]);
    expect(manifest.clips[1].bleeps).toEqual([]);
    // The spans are in the cache too.
    expect(await voiceScript(script, { engine: 'offline', cacheDir })).toEqual(manifest);
  });

  it('google (local stand-in): the same, from the <mark> timepoints', { timeout: 120_000 }, async () => {
    const manifest = await voiceScript(script, { engine: 'google', cacheDir, googleEndpoint: standIn.url });
    expectBleeped(manifest.clips[0]);
    expect(manifest.clips[1].bleeps).toEqual([]);
    expect(await voiceScript(script, { engine: 'google', cacheDir, googleEndpoint: standIn.url })).toEqual(manifest);
  });

  it('finds the whole word only, in any case and with punctuation', () => {
    expect(['bleep', 'Bleep,', 'BLEEP.', "bleep's"].every(isBleepWord)).toBe(true);
    expect(['bleeps', 'bleeped', 'ableep', 'blee'].some(isBleepWord)).toBe(false);
  });

  it('clamps the tone to 0.25-0.6 s, mutes the rest of a long word, and leaves clips without the word alone', () => {
    const rate = 48_000;
    // "Speech": 3 s of a 220 Hz tone at about -20 dBFS RMS.
    const pcm = Buffer.alloc(3 * rate * 2);
    for (let i = 0; i < 3 * rate; i++) pcm.writeInt16LE(Math.round(0.14 * 32767 * Math.sin((2 * Math.PI * 220 * i) / rate)), 2 * i);
    const wav = pcmToWav(pcm, rate);
    const original = Buffer.from(wav);
    expect(applyBleeps(wav, [{ text: 'hello', start: 0, end: 1 }])).toEqual([]);
    expect(wav.equals(original)).toBe(true);

    const spans = applyBleeps(wav, [
      { text: 'bleep', start: 0.5, end: 0.6 }, // short: widened around the word
      { text: 'Bleep,', start: 1.5, end: 2.5 }, // long: 0.6 s of tone, then silence
    ]);
    expect(spans).toEqual([
      { start: 0.425, end: 0.675 },
      { start: 1.5, end: 2.1 },
    ]);
    const { x } = samples(wav);
    expect(rms(x.subarray(2.15 * rate, 2.45 * rate))).toBe(0); // the rest of the long word is muted
    const t = tone(x.subarray(1.51 * rate, 2.09 * rate), rate);
    expect(t.hz).toBeCloseTo(1000, -1);
    expect(db(rms(x.subarray(1.51 * rate, 2.09 * rate)))).toBeCloseTo(db(0.14 / Math.SQRT2), 0);
    // No clicks: no jump between neighbouring samples bigger than the signals' own steepest.
    let jump = 0;
    for (let i = 1; i < x.length; i++) jump = Math.max(jump, Math.abs(x[i] - x[i - 1]));
    expect(jump).toBeLessThan(0.14 * ((2 * Math.PI * 1000) / rate) * 1.2);
  });
});

// voiceScript: one clip per script segment, loudness normalised, duration measured, word timings
// for the captions, the marker word "bleep" replaced by a tone (bleep.ts); cached by a hash of
// engine, voice and text, so re-voicing costs nothing.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { RecapScript } from '../script/schema';
import { BleepSpan, VoiceManifest, WordTiming, type VoiceClip } from './schema';
import type { VoiceEngine } from '../../../src/vocabulary';
import { readWavInfo } from './wav';
import { normaliseLoudness } from './process';
import { applyBleeps } from './bleep';
import { festivalSynthesize, FESTIVAL_VOICE } from './festival';
import { googleClient, googleSynthesize, GOOGLE_DEFAULT_VOICE } from './google';
import { captionWords, fillTimings } from './timing';

export type VoiceOptions = {
  engine: VoiceEngine;
  cacheDir: string;
  voice?: string;
  /** Google endpoint, host[:port] or http://host:port for a local stand-in. */
  googleEndpoint?: string;
  onProgress?: (done: number, total: number) => void;
};

export { VoiceManifest } from './schema';
export type { BleepSpan, VoiceClip, WordTiming } from './schema';

/** Bump when the audio pipeline changes, so old cached clips are not reused. */
const PIPELINE_VERSION = 'v2-loudnorm-16-bleep';

export const clipHash = (engine: VoiceEngine, voice: string, text: string) =>
  crypto.createHash('sha256').update(`${PIPELINE_VERSION}\n${engine}\n${voice}\n${text}`).digest('hex').slice(0, 32);

const CachedMeta = z.object({ durationSeconds: z.number(), words: z.array(WordTiming), bleeps: z.array(BleepSpan) });

export async function voiceScript(script: RecapScript, opts: VoiceOptions): Promise<VoiceManifest> {
  const voice = opts.voice ?? (opts.engine === 'google' ? GOOGLE_DEFAULT_VOICE : FESTIVAL_VOICE);
  const cacheDir = path.resolve(opts.cacheDir);
  await fs.mkdir(cacheDir, { recursive: true });
  const total = script.segments.length;
  let done = 0;
  const progress = () => opts.onProgress?.(++done, total);

  const clips: (VoiceClip | null)[] = await Promise.all(script.segments.map((s) => cached(cacheDir, clipHash(opts.engine, voice, s.text), s.id)));
  clips.forEach((c) => c && progress());
  const missing = script.segments.map((s, i) => ({ s, i })).filter(({ i }) => !clips[i]);

  if (missing.length) {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'voice-'));
    try {
      if (opts.engine === 'offline') {
        // Two festival processes (each loads the voice once), then two normalisations at a time.
        const halves = [missing.filter((_, k) => k % 2 === 0), missing.filter((_, k) => k % 2 === 1)].filter((h) => h.length);
        const raws = await Promise.all(
          halves.map((h, n) =>
            festivalSynthesize(
              h.map(({ s }) => s.text),
              path.join(work, `f${n}`),
              voice,
            ),
          ),
        );
        const jobs = halves.flatMap((h, n) => h.map((m, k) => ({ ...m, raw: raws[n][k] })));
        await inPairs(jobs, async ({ s, i, raw }) => {
          clips[i] = await store(cacheDir, clipHash('offline', voice, s.text), s.id, raw.wav, (duration) =>
            fillTimings(captionWords(s.text), raw.tokenTimes, duration),
          );
          progress();
        });
      } else {
        const client = googleClient(opts.googleEndpoint);
        try {
          for (const { s, i } of missing) {
            const synth = await googleSynthesize(client, s.text, voice);
            const rawFile = path.join(work, `${s.id}.wav`);
            await fs.writeFile(rawFile, synth.wav);
            clips[i] = await store(cacheDir, clipHash('google', voice, s.text), s.id, rawFile, () => synth.words);
            progress();
          }
        } finally {
          await client.close();
        }
      }
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }
  const ready = clips.map((c) => c!);
  return VoiceManifest.parse({ engine: opts.engine, voice, clips: ready, totalSeconds: round(ready.reduce((s, c) => s + c.durationSeconds, 0)) });
}

async function cached(dir: string, hash: string, segmentId: string): Promise<VoiceClip | null> {
  const file = path.join(dir, `${hash}.wav`);
  try {
    const meta = CachedMeta.parse(JSON.parse(await fs.readFile(path.join(dir, `${hash}.json`), 'utf8')));
    await fs.access(file);
    return { segmentId, file, ...meta };
  } catch {
    return null;
  }
}

/** Normalise the raw clip into the cache, measure it, bleep it, and write its timings beside it. */
async function store(dir: string, hash: string, segmentId: string, rawWav: string, words: (duration: number) => WordTiming[]): Promise<VoiceClip> {
  const file = path.join(dir, `${hash}.wav`);
  const tmp = path.join(dir, `${hash}.${process.pid}.tmp.wav`);
  await normaliseLoudness(rawWav, tmp);
  const wav = await fs.readFile(tmp);
  const durationSeconds = round(readWavInfo(wav).durationSeconds);
  const timings = words(durationSeconds).map((w) => ({ ...w, end: Math.min(w.end, durationSeconds) }));
  // After loudnorm, so the tone takes the level of the finished speech around it.
  const bleeps = applyBleeps(wav, timings);
  if (bleeps.length) await fs.writeFile(tmp, wav);
  const meta = { durationSeconds, words: timings, bleeps };
  await fs.writeFile(path.join(dir, `${hash}.json`), JSON.stringify(meta));
  // Rename last: a clip is in the cache only once both files are complete.
  await fs.rename(tmp, file);
  return { segmentId, file, ...meta };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

async function inPairs<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all([lane(), lane()]);
}

// The Google engine through the official SDK's REST transport, against the local stand-in over HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceScript } from '../../server/recap/voice/index';
import { chunkWords, wordsToSsml } from '../../server/recap/voice/google';
import { readWavInfo } from '../../server/recap/voice/wav';
import { startGoogleTtsStandIn, type GoogleTtsStandIn } from '../../standins/google-tts';
import type { RecapScript } from '../../server/recap/script/schema';

let standIn: GoogleTtsStandIn;
let cacheDir: string;
beforeAll(async () => {
  standIn = await startGoogleTtsStandIn();
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-google-'));
});
afterAll(async () => {
  await standIn?.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const long = Array.from({ length: 45 }, (_, i) => `Sentence number ${i} is about Centipede and a score of 145.`).join(' ');
const script: RecapScript = {
  level: 'sunburn',
  writer: 'template',
  fallbackReason: null,
  seed: 't',
  segments: [
    { id: 'intro', kind: 'intro', text: 'Welcome to the league, week 3. Somebody has to say it.', captions: ['x'], refs: { rosterIds: [] }, roasts: [] },
    { id: 'outro', kind: 'outro', text: long, captions: ['x'], refs: { rosterIds: [] }, roasts: [] },
  ],
};

describe('Google Cloud TTS engine', () => {
  it('voices each segment through the SDK, with mark timepoints, split under 5,000 bytes, cached', { timeout: 240_000 }, async () => {
    const progress: number[] = [];
    const manifest = await voiceScript(script, {
      engine: 'google',
      cacheDir,
      voice: 'en-US-Neural2-J',
      googleEndpoint: standIn.url,
      onProgress: (d) => progress.push(d),
    });
    expect(manifest.engine).toBe('google');
    expect(manifest.voice).toBe('en-US-Neural2-J');
    expect(progress).toEqual([1, 2]);
    const calls = standIn.requests.length;
    expect(calls).toBeGreaterThanOrEqual(3); // the long outro needed more than one request
    for (const r of standIn.requests) {
      expect(r.path).toBe('/v1beta1/text:synthesize');
      expect(Buffer.byteLength(r.body.input.ssml ?? '')).toBeLessThan(5000);
      expect(r.body.input.ssml).toMatch(/^<speak><mark name="w\d+"\/>/);
      expect(r.body.voice?.name).toBe('en-US-Neural2-J');
    }
    for (const [i, clip] of manifest.clips.entries()) {
      const info = readWavInfo(fs.readFileSync(clip.file));
      expect(info.sampleRate).toBe(48000);
      expect(info.channels).toBe(1);
      expect(clip.durationSeconds).toBeCloseTo(info.durationSeconds, 2);
      expect(clip.words.map((w) => w.text)).toEqual(script.segments[i].text.split(/\s+/));
      // Timings rise through the clip and stay inside it.
      for (let k = 1; k < clip.words.length; k++) expect(clip.words[k].start).toBeGreaterThanOrEqual(clip.words[k - 1].start);
      expect(clip.words.at(-1)!.end).toBeLessThanOrEqual(clip.durationSeconds + 0.001);
    }
    expect(manifest.clips[1].durationSeconds).toBeGreaterThan(20);
    // Second run: every clip from the cache, no request.
    const again = await voiceScript(script, { engine: 'google', cacheDir, voice: 'en-US-Neural2-J', googleEndpoint: standIn.url });
    expect(standIn.requests.length).toBe(calls);
    expect(again).toEqual(manifest);
  });

  it('builds SSML with escaped words and chunks at sentence ends', () => {
    expect(wordsToSsml(['A&B', '<x>'], 4)).toBe('<speak><mark name="w4"/>A&amp;B <mark name="w5"/>&lt;x&gt;</speak>');
    const chunks = chunkWords(long.split(' '));
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks.slice(0, -1)) expect(c.at(-1)).toMatch(/\.$/);
    expect(chunks.flat()).toEqual(long.split(' '));
  });

  it('the stand-in refuses requests without a token and oversize input, like Google', async () => {
    const noAuth = await fetch(`${standIn.url}/v1beta1/text:synthesize`, { method: 'POST', body: JSON.stringify({ input: { text: 'hi' } }) });
    expect(noAuth.status).toBe(401);
    const big = await fetch(`${standIn.url}/v1beta1/text:synthesize`, {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      body: JSON.stringify({ input: { text: 'a '.repeat(3000) } }),
    });
    expect(big.status).toBe(400);
  });
});

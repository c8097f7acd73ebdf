// One recap across workers (server/render/chunks.ts): 90 frames of the demo recap's first matchup
// (voice over the music bed, which plays under everything) split in two chunks, each rendered by
// its own worker process (scripts/bench-chunks.ts worker mode: its own Chromium and temp dir),
// joined with combineChunks, and held against the same frames rendered in one piece: every frame
// there, durations right, and the audio across the join the same as the one-piece render's (no gap,
// no click, no drift).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FPS, RecapProps } from '../../src/props';
import { loadConfig } from '../../server/config';
import { joinChunks, planChunks } from '../../server/render/chunks';
import { PUBLIC_DIR } from '../../server/render/paths';
import { closeRenderer, getBundle, renderRecap, renderSettingsFrom } from '../../server/render/renderer';
import { runChunkWorker } from '../../scripts/bench-chunks';

const DEMO_DIR = path.join(PUBLIC_DIR, 'demo');
const demo = RecapProps.parse(JSON.parse(fs.readFileSync(path.join(DEMO_DIR, 'recap-props.json'), 'utf8')));
const SAMPLE_RATE = 48_000;
const AAC_PACKET = 1024 / SAMPLE_RATE;
let tmp: string;
let bundle: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'render-chunks-test-'));
  bundle = await getBundle();
}, 300_000);

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Stream = { codec_type: string; codec_name: string; duration: string; nb_read_frames?: string };
const probe = (file: string): { streams: Stream[]; format: { duration: string } } =>
  JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }));

/** The audio as mono 48 kHz samples. */
const pcm = (file: string): Float32Array => {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', '-'], { maxBuffer: 64 << 20 });
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
};
const rms = (x: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i] * x[i];
  return Math.sqrt(sum / (to - from));
};

/** ffmpeg's log (stderr) of a run that writes nothing. */
const ffmpegLog = (args: string[]): string => {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-v', 'info', ...args, '-f', 'null', '-'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
  return run.stderr;
};

/** Top-level MP4 boxes in order (faststart puts moov before mdat). */
const boxes = (file: string): string[] => {
  const buf = fs.readFileSync(file);
  const names: string[] = [];
  for (let at = 0; at + 8 <= buf.length; ) {
    let size = buf.readUInt32BE(at);
    if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
    names.push(buf.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
};

describe('planChunks', () => {
  it('splits into equal chunks with a shorter last one, never under 5 frames', () => {
    expect(planChunks(100, 2)).toEqual([
      [0, 49],
      [50, 99],
    ]);
    expect(planChunks(4211, 2)).toEqual([
      [0, 2105],
      [2106, 4210],
    ]);
    expect(planChunks(90, 2, 508)).toEqual([
      [508, 552],
      [553, 597],
    ]);
    expect(planChunks(10, 3)).toEqual([
      [0, 4],
      [5, 9],
    ]);
    expect(planChunks(3, 2)).toEqual([[0, 2]]);
    expect(planChunks(600, 1)).toEqual([[0, 599]]);
  });
});

describe('a recap rendered in chunks by two workers', () => {
  it('joins into the same video as a one-piece render: every frame, and voice and music continuous across the join', async () => {
    const matchup = demo.segments
      .slice(
        0,
        demo.segments.findIndex((s) => s.kind === 'matchup'),
      )
      .reduce((n, s) => n + s.durationInFrames, 0);
    const first = matchup + 100;
    const frames = 90;
    const ranges = planChunks(frames, 2, first);
    const framesPerChunk = ranges[0][1] - ranges[0][0] + 1;
    expect(ranges).toHaveLength(2);

    const single = path.join(tmp, 'single.mp4');
    const [chunks] = await Promise.all([
      // Two worker processes, each with its own Chromium and TMPDIR, handed this process's bundle.
      Promise.all(ranges.map((range, i) => runChunkWorker({ range, start: first, outDir: path.join(tmp, `worker-${i}`), bundle }))),
      renderRecap({ ...renderSettingsFrom(loadConfig()), props: demo, mediaDir: DEMO_DIR, videoPath: single, frameRange: [first, first + frames - 1] }),
    ]);
    expect(new Set(chunks.map((c) => path.dirname(c.video))).size).toBe(2);
    const joined = path.join(tmp, 'joined.mp4');
    const result = await joinChunks({ chunks, outputPath: joined, durationInFrames: frames, framesPerChunk, fps: FPS });
    expect(result).toMatchObject({ videoPath: joined, frames, durationSeconds: 3 });
    expect(fs.readdirSync(tmp).filter((f) => f.includes('.part'))).toEqual([]);

    // Every frame, at 30 fps; H.264 + AAC in an MP4 with faststart.
    const info = probe(joined);
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(video?.codec_name).toBe('h264');
    expect(audio?.codec_name).toBe('aac');
    expect(Number(video?.nb_read_frames)).toBe(frames);
    expect(Math.abs(Number(video?.duration) - frames / FPS)).toBeLessThan(1 / FPS);
    const top = boxes(joined);
    expect(top.indexOf('moov')).toBeLessThan(top.indexOf('mdat'));
    // The audio runs as long as the video (plus the encoder's priming packet, rounded up to a packet),
    // within a packet of the one-piece render's.
    const audioSeconds = Number(audio?.duration);
    expect(audioSeconds).toBeGreaterThanOrEqual(frames / FPS);
    expect(audioSeconds).toBeLessThan(frames / FPS + 3 * AAC_PACKET);
    const singleAudio = probe(single).streams.find((s) => s.codec_type === 'audio');
    expect(Math.abs(audioSeconds - Number(singleAudio?.duration))).toBeLessThanOrEqual(AAC_PACKET + 1e-3);

    // The join (frame 45 = 1.5 s): sound plays there, 50 ms either side are as loud as in the
    // one-piece render, and the samples around it match that render's: no gap, click or offset.
    const a = pcm(joined);
    const b = pcm(single);
    const join = Math.round((framesPerChunk / FPS) * SAMPLE_RATE);
    const ms50 = SAMPLE_RATE / 20;
    for (const [from, to] of [
      [join - ms50, join],
      [join, join + ms50],
    ]) {
      expect(rms(b, from, to)).toBeGreaterThan(0.02);
      expect(rms(a, from, to) / rms(b, from, to)).toBeCloseTo(1, 1);
    }
    const near = [join - SAMPLE_RATE / 4, join + SAMPLE_RATE / 4];
    const difference = new Float32Array(near[1] - near[0]).map((_, i) => a[near[0] + i] - b[near[0] + i]);
    expect(rms(difference, 0, difference.length)).toBeLessThan(0.02 * rms(b, near[0], near[1]));
    expect(Math.max(...difference.map(Math.abs))).toBeLessThan(0.02);
    // No drift: the last half second still lines up sample for sample.
    const end = Math.min(a.length, b.length, Math.round((frames / FPS) * SAMPLE_RATE));
    const tail = new Float32Array(SAMPLE_RATE / 2).map((_, i) => a[end - SAMPLE_RATE / 2 + i] - b[end - SAMPLE_RATE / 2 + i]);
    expect(rms(tail, 0, tail.length)).toBeLessThan(0.02 * rms(b, end - SAMPLE_RATE / 2, end));
    // And ffmpeg hears no silence (not even 5 ms at -60 dB) within a quarter second of the join.
    const silences = ffmpegLog(['-ss', String(near[0] / SAMPLE_RATE), '-t', '0.5', '-i', joined, '-vn', '-af', 'silencedetect=noise=-60dB:d=0.005']);
    expect(silences).toContain('Stream #0');
    expect(silences).not.toContain('silence_start');

    // The pictures: each frame of the joined video is the one-piece render's frame (PSNR ≥ 30 dB;
    // a dropped, doubled or shifted frame of this moving card scores far lower).
    const psnr = /PSNR .* min:([\d.]+|inf)/.exec(ffmpegLog(['-i', joined, '-i', single, '-lavfi', '[0:v][1:v]psnr']))?.[1];
    expect(Number(psnr)).toBeGreaterThanOrEqual(30);
  }, 240_000);
});

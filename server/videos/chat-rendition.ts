// The chat rendition: a second, small MP4 made from each finished recap for group chats
// (Discord's webhook file limit is 10 MiB; GroupMe and Telegram play it inline). H.264 High/AAC,
// 720x1280, faststart (it plays while it downloads), one pass at capped CRF: the cap comes from the
// video's length, so a recap of any length stays under the limit (see chatBitrates).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { errorText } from '../error-text';

/** What one chat may take as a file: Discord's webhook attachment limit, the smallest of the four. */
export const CHAT_LIMIT_BYTES = 10 * 1024 * 1024;
export const CHAT_WIDTH = 720;
export const CHAT_HEIGHT = 1280;
/** The file's name beside the full recap in the video folder. */
export const CHAT_FILE_NAME = 'chat.mp4';

/** Share of the limit the encoder aims at: the MP4 boxes, AAC's own drift and x264's VBV slack live in the rest. */
const TARGET_SHARE = 0.92;
const AUDIO_KBPS = 80;
/** VBV buffer, in seconds of the cap: the most a stretch of busy frames can borrow from quiet ones. */
const BUFFER_SECONDS = 2;
/** Above this a short recap gains nothing a phone shows. */
const VIDEO_KBPS_CEILING = 2500;
/** x264's speed: 'faster' takes a quarter less CPU than 'medium' for nearly its picture (docs/benchmarks.md, "Chat rendition"). */
export const CHAT_PRESET = 'faster';
/** Quality asked for while under the cap: 23 is what the full recap uses (docs/benchmarks.md, Render). */
const CRF = 23;

export type ChatBitrates = { videoKbps: number; bufferKbits: number; audioKbps: number };

/**
 * The video cap for a recap of this length. With x264's VBV the video can never carry more than
 * `maxrate × duration + bufsize` bits, so the cap is the limit's target share, less the audio,
 * spread over the duration plus the buffer: ≤ 10 MiB however much the picture moves.
 */
export function chatBitrates(durationSeconds: number, limitBytes = CHAT_LIMIT_BYTES, share = TARGET_SHARE): ChatBitrates {
  const seconds = Math.max(1, durationSeconds);
  const budgetKbits = (limitBytes * 8 * share) / 1000 - AUDIO_KBPS * seconds;
  const videoKbps = Math.floor(Math.min(VIDEO_KBPS_CEILING, budgetKbits / (seconds + BUFFER_SECONDS)));
  // No floor: a picture too poor to watch is the recap's length speaking (a 150 s recap gets ~430 kbit/s, ten minutes ~50).
  if (videoKbps < 1) throw new Error(`a ${Math.round(seconds)} s video cannot fit in ${limitBytes} bytes`);
  return { videoKbps, bufferKbits: videoKbps * BUFFER_SECONDS, audioKbps: AUDIO_KBPS };
}

const Probe = z.object({
  streams: z.array(z.object({ codec_type: z.string() })),
  format: z.object({ duration: z.coerce.number().positive() }),
});

function run(cmd: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on('error', (e) => reject(new Error(`${cmd} could not run: ${e.message}`)));
    child.on('close', (code, sig) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} failed (${sig ?? `exit ${code}`}): ${err.trim().slice(-400)}`));
    });
  });
}

async function probe(file: string, signal?: AbortSignal): Promise<{ durationSeconds: number; hasAudio: boolean }> {
  const json = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', file], signal);
  const parsed = Probe.parse(JSON.parse(json));
  return { durationSeconds: parsed.format.duration, hasAudio: parsed.streams.some((s) => s.codec_type === 'audio') };
}

async function encode(input: string, output: string, rates: ChatBitrates, hasAudio: boolean, signal?: AbortSignal): Promise<void> {
  // A silent recap (a test pipeline's card) still gets an AAC track: some chat apps refuse a video without one.
  const audioIn = hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
  await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input, ...audioIn],
      ...['-map', '0:v:0', '-map', hasAudio ? '0:a:0' : '1:a:0', '-shortest'],
      // Fit inside 720x1280 and pad: a recap is already 9:16, anything else keeps its shape.
      '-vf',
      `scale=${CHAT_WIDTH}:${CHAT_HEIGHT}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${CHAT_WIDTH}:${CHAT_HEIGHT}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p`,
      ...['-c:v', 'libx264', '-preset', CHAT_PRESET, '-profile:v', 'high', '-level:v', '3.1', '-crf', String(CRF)],
      ...['-maxrate', `${rates.videoKbps}k`, '-bufsize', `${rates.bufferKbits}k`, '-g', '120'],
      ...['-c:a', 'aac', '-b:a', `${rates.audioKbps}k`, '-ac', '2', '-ar', '48000'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', output],
    ],
    signal,
  );
}

export type ChatRendition = { bytes: number; durationSeconds: number; videoKbps: number };

/**
 * Makes `output` from the finished recap `input`. Throws when ffmpeg fails or the file would not
 * fit the limit even after a second, tighter pass (the caller then goes on without it).
 */
export async function makeChatRendition(input: string, output: string, options: { signal?: AbortSignal; limitBytes?: number } = {}): Promise<ChatRendition> {
  const limit = options.limitBytes ?? CHAT_LIMIT_BYTES;
  const { durationSeconds, hasAudio } = await probe(input, options.signal);
  let rates = chatBitrates(durationSeconds, limit);
  try {
    await encode(input, output, rates, hasAudio, options.signal);
    let bytes = fs.statSync(output).size;
    if (bytes > limit) {
      // Never seen with the margin above; if a picture ever beats the VBV, shrink by the overshoot and retry once.
      rates = chatBitrates(durationSeconds, limit, TARGET_SHARE * (limit / bytes) * 0.9);
      await encode(input, output, rates, hasAudio, options.signal);
      bytes = fs.statSync(output).size;
    }
    if (bytes > limit) throw new Error(`the chat file is ${bytes} bytes, over the ${limit}-byte limit`);
    return { bytes, durationSeconds, videoKbps: rates.videoKbps };
  } catch (err) {
    fs.rmSync(output, { force: true });
    throw err;
  }
}

/**
 * The worker's step: makes the chat file beside `videoFile` in the render folder `dir`. Never
 * throws: a recap without its small file is still delivered, so a failure is logged and null.
 */
export async function makeChatFile(
  dir: string,
  videoFile: string,
  options: { signal?: AbortSignal; log: (line: string) => void },
): Promise<{ file: string; bytes: number } | null> {
  if (videoFile === CHAT_FILE_NAME) {
    options.log(`chat rendition not made: the recap itself is named ${CHAT_FILE_NAME}`);
    return null;
  }
  const started = Date.now();
  try {
    const made = await makeChatRendition(path.join(dir, videoFile), path.join(dir, CHAT_FILE_NAME), { signal: options.signal });
    options.log(
      `chat rendition ${made.bytes} bytes (${made.durationSeconds.toFixed(1)} s at ≤ ${made.videoKbps} kbit/s video) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { file: CHAT_FILE_NAME, bytes: made.bytes };
  } catch (err) {
    options.log(`chat rendition not made (the recap goes out without it): ${errorText(err)}`);
    return null;
  }
}

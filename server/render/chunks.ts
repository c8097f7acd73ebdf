// One recap rendered across workers, the way Remotion Lambda does it. planChunks splits the frames
// into equal chunks; each worker renders one with renderChunk: the video as an MPEG-TS H.264
// stream, the audio apart as AAC that runs two AAC packets past both ends of the chunk, cut to
// AAC packet borders (forSeamlessAacConcatenation). joinChunks hands them to Remotion's
// combineChunks, which concatenates the TS streams and the AAC packets without re-encoding either,
// trimming each audio chunk at the packet borders, so the voice and the music run on across a
// join with no gap, click or drift, and muxes an MP4 with faststart.
// Same encoder settings as a whole render (renderer.ts ENCODING); same bundle, browser and media
// server (renderer.ts openRenderSession).
import fs from 'node:fs';
import path from 'node:path';
import { combineChunks, renderMedia } from '@remotion/renderer';
import { RecapProps } from '../../src/props';
import { ENCODING, openRenderSession, type RenderSettings } from './renderer';

/** First and last frame, both included. */
export type FrameRange = [number, number];

/** combineChunks joins AAC seamlessly only for chunks longer than 4 frames (canConcatAudioSeamlessly). */
export const MIN_CHUNK_FRAMES = 5;

/**
 * The frames `first`..`first + durationInFrames - 1` in at most `count` chunks, every one
 * `framesPerChunk` (the first's length) long but the last, which may be shorter: combineChunks
 * places chunk i's audio at i × framesPerChunk. No frame alignment is needed beyond that: each
 * chunk's audio is cut to AAC packet borders when rendered and trimmed again when joined. Fewer
 * than `count` chunks when a chunk would be under MIN_CHUNK_FRAMES (or ceil leaves one empty).
 */
export function planChunks(durationInFrames: number, count: number, first = 0): FrameRange[] {
  if (!Number.isInteger(durationInFrames) || durationInFrames < 1) throw new Error(`durationInFrames must be a positive integer, not ${durationInFrames}`);
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive integer, not ${count}`);
  if (!Number.isInteger(first) || first < 0) throw new Error(`first must be a frame, not ${first}`);
  const chunks = Math.max(1, Math.min(count, Math.floor(durationInFrames / MIN_CHUNK_FRAMES)));
  const size = Math.ceil(durationInFrames / chunks);
  const ranges: FrameRange[] = [];
  for (let start = 0; start < durationInFrames; start += size) ranges.push([first + start, first + Math.min(start + size, durationInFrames) - 1]);
  return ranges;
}

export type ChunkProgress = { renderedFrames: number; encodedFrames: number; frames: number; progress: number };

export type RenderChunkOptions = {
  props: RecapProps;
  /** Folder the props' media paths are relative to (voice clips, avatars). */
  mediaDir: string;
  /** This chunk's frames: one of planChunks' ranges. */
  range: FrameRange;
  /** The first frame of the whole video the chunks make up (planChunks' `first`); default 0. */
  compositionStart?: number;
  /** Where the chunk's two files go (made if missing). */
  outDir: string;
  settings: RenderSettings;
  compositionId?: 'WeeklyRecap' | 'FlatReference' | 'StillRecap';
  onProgress?: (progress: ChunkProgress) => void;
};

export type RenderedChunk = {
  range: FrameRange;
  /** H.264 in MPEG-TS, no audio. */
  video: string;
  /** AAC (ADTS), padded to AAC packet borders for the join. */
  audio: string;
  frames: number;
};

/** Renders one chunk to a video file and an audio file, as a Remotion Lambda renderer function does. */
export async function renderChunk(opts: RenderChunkOptions): Promise<RenderedChunk> {
  const [from, to] = opts.range;
  const compositionStart = opts.compositionStart ?? 0;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) throw new Error(`Bad chunk range ${from}-${to}`);
  if (from < compositionStart) throw new Error(`Chunk ${from}-${to} starts before the video's first frame ${compositionStart}`);
  const props = RecapProps.parse(opts.props);
  const session = await openRenderSession({ settings: opts.settings, props, mediaDir: opts.mediaDir, compositionId: opts.compositionId ?? 'WeeklyRecap' });
  const name = `chunk-${String(from).padStart(6, '0')}-${String(to).padStart(6, '0')}`;
  const video = path.join(path.resolve(opts.outDir), `${name}.ts`);
  const audio = path.join(path.resolve(opts.outDir), `${name}.aac`);
  const tmpVideo = `${video}.part-${process.pid}.ts`;
  const tmpAudio = `${audio}.part-${process.pid}.aac`;
  const frames = to - from + 1;
  try {
    fs.mkdirSync(path.dirname(video), { recursive: true });
    await renderMedia({
      ...session.common,
      ...ENCODING,
      composition: session.composition,
      // MPEG-TS chunks concatenate as bytes (combineChunks' concat: protocol) without re-encoding.
      codec: 'h264-ts',
      frameRange: opts.range,
      // The audio apart, with the extra AAC packets either side that the seamless join trims off.
      separateAudioTo: tmpAudio,
      forSeamlessAacConcatenation: true,
      compositionStart,
      enforceAudioTrack: true,
      outputLocation: tmpVideo,
      overwrite: true,
      concurrency: opts.settings.concurrency,
      onProgress: ({ renderedFrames, encodedFrames, progress }) => opts.onProgress?.({ renderedFrames, encodedFrames, frames, progress }),
    });
    fs.renameSync(tmpAudio, audio);
    fs.renameSync(tmpVideo, video);
    return { range: opts.range, video, audio, frames };
  } finally {
    await session.close();
    for (const f of [tmpVideo, tmpAudio]) fs.rmSync(f, { force: true });
  }
}

export type JoinChunksOptions = {
  /** In frame order, as planChunks planned them. */
  chunks: Pick<RenderedChunk, 'video' | 'audio'>[];
  outputPath: string;
  /** Frames of the whole joined video (the sum of the chunks'). */
  durationInFrames: number;
  /** The plan's chunk length (every chunk's but the last). */
  framesPerChunk: number;
  fps: number;
  onProgress?: (progress: number) => void;
};

export type JoinedVideo = { videoPath: string; bytes: number; frames: number; durationSeconds: number };

/** The chunks as one MP4 (H.264 + AAC, faststart) through combineChunks; nothing is re-encoded. */
export async function joinChunks(opts: JoinChunksOptions): Promise<JoinedVideo> {
  const { chunks, durationInFrames, framesPerChunk } = opts;
  if (framesPerChunk < MIN_CHUNK_FRAMES) throw new Error(`Chunks of ${framesPerChunk} frames cannot be joined seamlessly (at least ${MIN_CHUNK_FRAMES})`);
  if (chunks.length !== Math.ceil(durationInFrames / framesPerChunk)) {
    throw new Error(`${chunks.length} chunks do not make ${durationInFrames} frames at ${framesPerChunk} frames per chunk`);
  }
  for (const c of chunks) for (const f of [c.video, c.audio]) if (!fs.existsSync(f)) throw new Error(`Missing chunk file ${f}`);
  const tmp = `${opts.outputPath}.part-${process.pid}.mp4`;
  fs.mkdirSync(path.dirname(opts.outputPath), { recursive: true });
  try {
    await combineChunks({
      outputLocation: path.resolve(tmp),
      videoFiles: chunks.map((c) => path.resolve(c.video)),
      audioFiles: chunks.map((c) => path.resolve(c.audio)),
      codec: 'h264',
      audioCodec: ENCODING.audioCodec,
      fps: opts.fps,
      framesPerChunk,
      preferLossless: false,
      compositionDurationInFrames: durationInFrames,
      logLevel: 'error',
      onProgress: ({ totalProgress }) => opts.onProgress?.(totalProgress),
    });
    // Renamed only when complete, so a watcher never sees half a file.
    fs.renameSync(tmp, opts.outputPath);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return { videoPath: opts.outputPath, bytes: fs.statSync(opts.outputPath).size, frames: durationInFrames, durationSeconds: durationInFrames / opts.fps };
}

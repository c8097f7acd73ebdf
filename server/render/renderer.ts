// The one owner of Remotion on the server: bundles src/ once per process, keeps one Chromium
// (Debian's chromium-headless-shell, never a downloaded one) and renders recaps to MP4 + JPEG.
// The settings (which Chromium, how many frames in flight) come from the caller, made once from
// the config with renderSettingsFrom. Chunked renders across workers: chunks.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundle } from '@remotion/bundler';
import { openBrowser, renderMedia, renderStill, selectComposition, type BrowserLog, type ChromiumOptions } from '@remotion/renderer';
import { FPS, RecapProps, withMediaBase } from '../../src/props';
import type { Config } from '../config';
import { offlineExecutable } from './offline-browser';
import { serveDirectory, type StaticServer } from './static-server';

import { ENTRY_POINT, PUBLIC_DIR } from './paths';

export { ENTRY_POINT, PUBLIC_DIR };

/** Remotion's default GL (no swangle: 2–4× slower here). Network is cut by the launcher instead. */
const CHROMIUM_OPTIONS: ChromiumOptions = {};

/**
 * How every recap video is encoded, whole (renderRecap) or in chunks (chunks.ts): JPEG frames,
 * x264 veryfast at CRF 23 in yuv420p, AAC audio. Every frame moves (the camera), so CRF 18 made
 * ~90 MB recaps; 23 looks the same on a phone at less than half the size (docs/benchmarks.md, Encoder).
 */
export const ENCODING = {
  imageFormat: 'jpeg',
  jpegQuality: 80,
  x264Preset: 'veryfast',
  crf: 23,
  pixelFormat: 'yuv420p',
  audioCodec: 'aac',
} as const;

/** The dashboard thumbnail: its own composition (src/thumbnail), a half-size JPEG. */
export const THUMBNAIL = { compositionId: 'Thumbnail', frame: 0, scale: 0.5, jpegQuality: 85 } as const;

type Browser = Awaited<ReturnType<typeof openBrowser>>;
export type Composition = Awaited<ReturnType<typeof selectComposition>>;

let bundling: Promise<string> | null = null;
const browsers = new Map<string, Promise<Browser>>();

/** The webpack bundle of src/, made on first use and reused for every later render. */
export function getBundle(onProgress?: (percent: number) => void): Promise<string> {
  bundling ??= bundle({ entryPoint: ENTRY_POINT, publicDir: PUBLIC_DIR, onProgress: (p) => onProgress?.(p) }).catch((err) => {
    bundling = null;
    throw err;
  });
  return bundling;
}

/**
 * Use a bundle another process made (a folder from its getBundle) instead of bundling here: a
 * worker handed a chunk by a coordinator on the same machine skips the webpack build.
 */
export function adoptBundle(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`No Remotion bundle at ${dir}`);
  bundling = Promise.resolve(dir);
}

export type RenderSettings = {
  /** Chromium binary (config CHROMIUM_EXECUTABLE). */
  chromium: string;
  /** --host-resolver-rules for the browser; default: nothing but localhost resolves. */
  hostRules?: string;
  /** Frames in flight in this process's Chromium (config RENDER_CONCURRENCY). */
  concurrency: number;
};

/** The render settings of a config; made once by whoever owns the config, passed to every render. */
export function renderSettingsFrom(config: Pick<Config, 'CHROMIUM_EXECUTABLE' | 'RENDER_CONCURRENCY'>): RenderSettings {
  return {
    chromium: config.CHROMIUM_EXECUTABLE,
    // Two frames in flight per core pair: measured best on 2 cores (docs/benchmarks.md).
    concurrency: config.RENDER_CONCURRENCY ?? Math.max(1, Math.min(2, os.cpus().length)),
  };
}

function browserFor(settings: Pick<RenderSettings, 'chromium' | 'hostRules'>): { executable: string; browser: Promise<Browser> } {
  const executable = offlineExecutable(settings.chromium, settings.hostRules);
  let browser = browsers.get(executable);
  if (!browser) {
    browser = openBrowser('chrome', { browserExecutable: executable, chromiumOptions: CHROMIUM_OPTIONS, logLevel: 'error' });
    browser.catch(() => browsers.delete(executable));
    browsers.set(executable, browser);
  }
  return { executable, browser };
}

/** What one render needs: the bundle, this process's browser, the media served on 127.0.0.1 and the composition. */
export type RenderSession = {
  /** Options every Remotion call of this render shares (spread them into renderMedia / renderStill). */
  common: {
    serveUrl: string;
    inputProps: Record<string, unknown>;
    browserExecutable: string;
    chromiumOptions: ChromiumOptions;
    puppeteerInstance: Browser;
    logLevel: 'error';
  };
  composition: Composition;
  /** Stops the media server (the bundle and the browser stay for the process). */
  close(): Promise<void>;
};

export async function openRenderSession(opts: {
  settings: Pick<RenderSettings, 'chromium' | 'hostRules'>;
  props?: RecapProps;
  /** Folder the props' media paths are relative to (voice clips, avatars). */
  mediaDir?: string;
  compositionId: string;
  onBundleProgress?: (percent: number) => void;
}): Promise<RenderSession> {
  const serveUrl = await getBundle(opts.onBundleProgress);
  const { executable, browser } = browserFor(opts.settings);
  const puppeteerInstance = await browser;
  const media: StaticServer | null = opts.mediaDir ? await serveDirectory(opts.mediaDir) : null;
  try {
    const inputProps = opts.props ? withMediaBase(opts.props, media?.url ?? '') : {};
    const common = { serveUrl, inputProps, browserExecutable: executable, chromiumOptions: CHROMIUM_OPTIONS, puppeteerInstance, logLevel: 'error' as const };
    const composition = await selectComposition({ ...common, id: opts.compositionId });
    return { common, composition, close: async () => void (await media?.close()) };
  } catch (err) {
    await media?.close();
    throw err;
  }
}

export type RenderOptions = RenderSettings & {
  props: RecapProps;
  /** Folder the props' media paths are relative to (voice clips, avatars). */
  mediaDir: string;
  videoPath: string;
  /** Omit to skip the thumbnail. */
  thumbnailPath?: string;
  compositionId?: 'WeeklyRecap' | 'FlatReference' | 'StillRecap';
  frameRange?: [number, number];
  onProgress?: (percent: number, stage: 'bundle' | 'render' | 'encode' | 'thumbnail') => void;
  onBrowserLog?: (log: BrowserLog) => void;
};

export type RenderResult = {
  videoPath: string;
  thumbnailPath: string | null;
  durationSeconds: number;
  width: number;
  height: number;
  bytes: number;
  frames: number;
};

export async function renderRecap(opts: RenderOptions): Promise<RenderResult> {
  const props = RecapProps.parse(opts.props);
  const session = await openRenderSession({
    settings: opts,
    props,
    mediaDir: opts.mediaDir,
    compositionId: opts.compositionId ?? 'WeeklyRecap',
    onBundleProgress: (p) => opts.onProgress?.(p, 'bundle'),
  });
  const { common, composition } = session;
  const tmpVideo = `${opts.videoPath}.part-${process.pid}.mp4`;
  const tmpThumb = opts.thumbnailPath ? `${opts.thumbnailPath}.part-${process.pid}.jpg` : null;
  try {
    fs.mkdirSync(path.dirname(opts.videoPath), { recursive: true });
    await renderMedia({
      ...common,
      ...ENCODING,
      composition,
      codec: 'h264',
      enforceAudioTrack: true,
      outputLocation: tmpVideo,
      overwrite: true,
      concurrency: opts.concurrency,
      frameRange: opts.frameRange ?? null,
      onBrowserLog: opts.onBrowserLog,
      onProgress: ({ progress, stitchStage }) => opts.onProgress?.(progress, stitchStage === 'muxing' ? 'encode' : 'render'),
    });
    if (tmpThumb && opts.thumbnailPath) {
      opts.onProgress?.(0, 'thumbnail');
      fs.mkdirSync(path.dirname(opts.thumbnailPath), { recursive: true });
      // The week's biggest story as a face and a number.
      const still = await selectComposition({ ...common, id: THUMBNAIL.compositionId });
      const { frame, scale, jpegQuality } = THUMBNAIL;
      await renderStill({ ...common, composition: still, output: tmpThumb, overwrite: true, frame, imageFormat: 'jpeg', jpegQuality, scale });
      fs.renameSync(tmpThumb, opts.thumbnailPath);
      opts.onProgress?.(1, 'thumbnail');
    }
    // Renamed only when complete, so a watcher never sees half a file.
    fs.renameSync(tmpVideo, opts.videoPath);
    const frames = opts.frameRange ? opts.frameRange[1] - opts.frameRange[0] + 1 : composition.durationInFrames;
    return {
      videoPath: opts.videoPath,
      thumbnailPath: opts.thumbnailPath ?? null,
      durationSeconds: frames / FPS,
      width: composition.width,
      height: composition.height,
      bytes: fs.statSync(opts.videoPath).size,
      frames,
    };
  } finally {
    await session.close();
    for (const f of [tmpVideo, tmpThumb]) if (f) fs.rmSync(f, { force: true });
  }
}

export type StillOptions = Pick<RenderSettings, 'chromium' | 'hostRules'> & {
  props?: RecapProps;
  mediaDir?: string;
  compositionId: string;
  frame: number;
  output: string;
  scale?: number;
  jpegQuality?: number;
};

/** One frame as a JPEG (scene stills for docs and editors). */
export async function renderFrame(opts: StillOptions): Promise<void> {
  const session = await openRenderSession({ settings: opts, props: opts.props, mediaDir: opts.mediaDir, compositionId: opts.compositionId });
  try {
    fs.mkdirSync(path.dirname(opts.output), { recursive: true });
    await renderStill({
      ...session.common,
      composition: session.composition,
      output: opts.output,
      overwrite: true,
      frame: opts.frame,
      imageFormat: 'jpeg',
      jpegQuality: opts.jpegQuality ?? 88,
      scale: opts.scale ?? 1,
    });
  } finally {
    await session.close();
  }
}

/** Closes the browsers (the bundle is a folder on disk and stays for the process). */
export async function closeRenderer(): Promise<void> {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (b) => (await b.catch(() => null))?.close({ silent: true })));
}

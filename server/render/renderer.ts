// The one owner of Remotion on the server: bundles src/ once per process, keeps one Chromium
// (Debian's chromium-headless-shell, never a downloaded one) and renders recaps to MP4 + JPEG.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundle } from '@remotion/bundler';
import { openBrowser, renderMedia, renderStill, selectComposition, type BrowserLog, type ChromiumOptions } from '@remotion/renderer';
import { FPS, RecapProps, withMediaBase } from '../../src/props';
import { loadConfig } from '../config';
import { offlineExecutable } from './offline-browser';
import { serveDirectory } from './static-server';

import { ENTRY_POINT, PUBLIC_DIR } from './paths';

export { ENTRY_POINT, PUBLIC_DIR };

/** Remotion's default GL (no swangle: 2–4× slower here). Network is cut by the launcher instead. */
const CHROMIUM_OPTIONS: ChromiumOptions = {};

type Browser = Awaited<ReturnType<typeof openBrowser>>;

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

export type RenderSettings = {
  /** Chromium binary; default config.CHROMIUM_EXECUTABLE. */
  chromium?: string;
  /** --host-resolver-rules for the browser; default: nothing but localhost resolves. */
  hostRules?: string;
  concurrency?: number;
};

function browserFor(settings: RenderSettings): { executable: string; browser: Promise<Browser> } {
  const config = loadConfig();
  const executable = offlineExecutable(settings.chromium ?? config.CHROMIUM_EXECUTABLE, settings.hostRules);
  let browser = browsers.get(executable);
  if (!browser) {
    browser = openBrowser('chrome', { browserExecutable: executable, chromiumOptions: CHROMIUM_OPTIONS, logLevel: 'error' });
    browser.catch(() => browsers.delete(executable));
    browsers.set(executable, browser);
  }
  return { executable, browser };
}

/** Two frames in flight per core pair: measured best on 2 cores (docs/benchmarks.md). */
export const defaultConcurrency = (): number => loadConfig().RENDER_CONCURRENCY ?? Math.max(1, Math.min(2, os.cpus().length));

export type RenderOptions = RenderSettings & {
  props: RecapProps;
  /** Folder the props' media paths are relative to (voice clips, avatars). */
  mediaDir: string;
  videoPath: string;
  /** Omit to skip the thumbnail. */
  thumbnailPath?: string;
  compositionId?: 'WeeklyRecap' | 'FlatReference';
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
  const serveUrl = await getBundle((p) => opts.onProgress?.(p, 'bundle'));
  const { executable, browser } = browserFor(opts);
  const puppeteerInstance = await browser;
  const media = await serveDirectory(opts.mediaDir);
  const tmpVideo = `${opts.videoPath}.part-${process.pid}.mp4`;
  const tmpThumb = opts.thumbnailPath ? `${opts.thumbnailPath}.part-${process.pid}.jpg` : null;
  try {
    const inputProps = withMediaBase(props, media.url);
    const common = { serveUrl, inputProps, browserExecutable: executable, chromiumOptions: CHROMIUM_OPTIONS, puppeteerInstance, logLevel: 'error' as const };
    const composition = await selectComposition({ ...common, id: opts.compositionId ?? 'WeeklyRecap' });
    fs.mkdirSync(path.dirname(opts.videoPath), { recursive: true });
    await renderMedia({
      ...common,
      composition,
      codec: 'h264',
      audioCodec: 'aac',
      enforceAudioTrack: true,
      outputLocation: tmpVideo,
      overwrite: true,
      imageFormat: 'jpeg',
      jpegQuality: 80,
      x264Preset: 'veryfast',
      // Every frame moves (the camera), so CRF 18 made ~90 MB recaps; 23 looks the same on a phone at
      // less than half the size (docs/benchmarks.md, Encoder).
      crf: 23,
      concurrency: opts.concurrency ?? defaultConcurrency(),
      frameRange: opts.frameRange ?? null,
      onBrowserLog: opts.onBrowserLog,
      onProgress: ({ progress, stitchStage }) => opts.onProgress?.(progress, stitchStage === 'muxing' ? 'encode' : 'render'),
    });
    if (tmpThumb && opts.thumbnailPath) {
      opts.onProgress?.(0, 'thumbnail');
      fs.mkdirSync(path.dirname(opts.thumbnailPath), { recursive: true });
      // Its own composition (src/thumbnail): the week's biggest story as a face and a number.
      const still = await selectComposition({ ...common, id: 'Thumbnail' });
      await renderStill({ ...common, composition: still, output: tmpThumb, overwrite: true, frame: 0, imageFormat: 'jpeg', jpegQuality: 85, scale: 0.5 });
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
    await media.close();
    for (const f of [tmpVideo, tmpThumb]) if (f) fs.rmSync(f, { force: true });
  }
}

export type StillOptions = RenderSettings & {
  props?: RecapProps;
  mediaDir?: string;
  compositionId: string;
  frame: number;
  output: string;
  scale?: number;
};

/** One frame as a JPEG (scene stills for docs and editors). */
export async function renderFrame(opts: StillOptions): Promise<void> {
  const serveUrl = await getBundle();
  const { executable, browser } = browserFor(opts);
  const puppeteerInstance = await browser;
  const media = opts.mediaDir ? await serveDirectory(opts.mediaDir) : null;
  try {
    const inputProps = opts.props ? withMediaBase(opts.props, media?.url ?? '') : {};
    const common = { serveUrl, inputProps, browserExecutable: executable, chromiumOptions: CHROMIUM_OPTIONS, puppeteerInstance, logLevel: 'error' as const };
    const composition = await selectComposition({ ...common, id: opts.compositionId });
    fs.mkdirSync(path.dirname(opts.output), { recursive: true });
    await renderStill({
      ...common,
      composition,
      output: opts.output,
      overwrite: true,
      frame: opts.frame,
      imageFormat: 'jpeg',
      jpegQuality: 88,
      scale: opts.scale ?? 1,
    });
  } finally {
    await media?.close();
  }
}

/** Closes the browsers (the bundle is a folder on disk and stays for the process). */
export async function closeRenderer(): Promise<void> {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (b) => (await b.catch(() => null))?.close({ silent: true })));
}

// npm run bench:chunks -- --workers 1,2 [--range 0-599] [--concurrency 2] [--props <file>] [--media <dir>]
// For each worker count N: the demo recap (or --range of it) split into N chunks (server/render/
// chunks.ts), each rendered by its own worker process (its own Chromium and temp dir; all of them
// at once, sharing this machine's cores), then joined with combineChunks. Prints the frames done
// while it runs, then per chunk its render time, the join time and the time to video for each N
// (from starting the workers to the joined MP4), and each N's speed-up over the first.
// The bundle is made once here and handed to the workers (a long-lived worker has its own ready).
//
// Worker mode (used by the bench and tests/render/chunks.test.ts), one chunk in this process:
//   tsx scripts/bench-chunks.ts --chunk 500-549 --start 500 --out <dir> [--bundle <dir>] [--concurrency n]
// prints JSON lines on stdout: {"type":"progress",...} while rendering, then {"type":"done",...}.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FPS, RecapProps, recapDurationInFrames } from '../src/props';
import { loadConfig } from '../server/config';
import { joinChunks, planChunks, renderChunk, type FrameRange, type RenderedChunk } from '../server/render/chunks';
import { PUBLIC_DIR, ROOT } from '../server/render/paths';
import { adoptBundle, closeRenderer, getBundle, renderSettingsFrom } from '../server/render/renderer';

const SELF = fileURLToPath(import.meta.url);
const DEMO_PROPS = path.join(PUBLIC_DIR, 'demo/recap-props.json');
const isMain = Boolean(process.argv[1]) && path.resolve(process.argv[1]) === SELF;

// Importing this file (the test does, for runChunkWorker) parses no arguments and runs nothing.
const { values } = parseArgs({
  args: isMain ? process.argv.slice(2) : [],
  options: {
    workers: { type: 'string', default: '1,2' },
    range: { type: 'string' },
    concurrency: { type: 'string' },
    props: { type: 'string', default: DEMO_PROPS },
    media: { type: 'string' },
    // worker mode
    chunk: { type: 'string' },
    start: { type: 'string' },
    out: { type: 'string' },
    bundle: { type: 'string' },
  },
});
const readProps = (file: string) => RecapProps.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
const mediaDir = values.media ?? path.dirname(values.props);
const parseRange = (s: string): FrameRange => {
  const m = /^(\d+)-(\d+)$/.exec(s);
  if (!m || Number(m[2]) < Number(m[1])) throw new Error(`A range is first-last, e.g. 0-599; not ${s}`);
  return [Number(m[1]), Number(m[2])];
};

type WorkerMessage =
  | { type: 'progress'; renderedFrames: number; encodedFrames: number; frames: number }
  | ({ type: 'done'; renderSeconds: number; startupSeconds: number } & RenderedChunk);

async function worker(): Promise<void> {
  const range = parseRange(values.chunk ?? '');
  if (!values.out) throw new Error('--out <dir> is required with --chunk');
  const startupSeconds = process.uptime();
  const emit = (m: WorkerMessage) => process.stdout.write(`${JSON.stringify(m)}\n`);
  if (values.bundle) adoptBundle(values.bundle);
  const config = renderSettingsFrom(loadConfig());
  const settings = values.concurrency ? { ...config, concurrency: Number(values.concurrency) } : config;
  const started = performance.now();
  let last = 0;
  try {
    const chunk = await renderChunk({
      props: readProps(values.props),
      mediaDir,
      range,
      compositionStart: values.start ? Number(values.start) : 0,
      outDir: values.out,
      settings,
      onProgress: ({ renderedFrames, encodedFrames, frames }) => {
        if (performance.now() - last < 500 && encodedFrames < frames) return;
        last = performance.now();
        emit({ type: 'progress', renderedFrames, encodedFrames, frames });
      },
    });
    emit({ type: 'done', ...chunk, renderSeconds: (performance.now() - started) / 1000, startupSeconds });
  } finally {
    await closeRenderer();
  }
}

/** One chunk in a worker process of its own (own Chromium, own TMPDIR); resolves with its files and times. */
export function runChunkWorker(opts: {
  range: FrameRange;
  start: number;
  outDir: string;
  bundle: string;
  concurrency?: number;
  /** The recap's props file and media folder; default the demo recap's. */
  propsFile?: string;
  mediaDir?: string;
  onProgress?: (m: Extract<WorkerMessage, { type: 'progress' }>) => void;
}): Promise<Extract<WorkerMessage, { type: 'done' }>> {
  const tmp = path.join(opts.outDir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const args = ['--chunk', `${opts.range[0]}-${opts.range[1]}`, '--start', String(opts.start), '--out', opts.outDir, '--bundle', opts.bundle];
  const propsFile = opts.propsFile ?? values.props;
  args.push('--props', propsFile, '--media', opts.mediaDir ?? (opts.propsFile ? path.dirname(propsFile) : mediaDir));
  if (opts.concurrency) args.push('--concurrency', String(opts.concurrency));
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
    cwd: ROOT,
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let done: Extract<WorkerMessage, { type: 'done' }> | null = null;
  let buffered = '';
  child.stdout.on('data', (data: Buffer) => {
    buffered += data.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const m = JSON.parse(line) as WorkerMessage;
      if (m.type === 'progress') opts.onProgress?.(m);
      else done = m;
    }
  });
  child.stderr.on('data', (data: Buffer) => (stderr = (stderr + data.toString('utf8')).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && done ? resolve(done) : reject(new Error(`chunk worker ${opts.range.join('-')} exited ${code}: ${stderr}`))));
  });
}

type Run = {
  workers: number;
  chunks: { range: FrameRange; renderSeconds: number; startupSeconds: number }[];
  joinSeconds: number;
  seconds: number;
  bytes: number;
};

const probeFrames = (file: string): string =>
  execFileSync('ffprobe', ['-v', 'error', '-count_packets', '-show_entries', 'stream=codec_type,nb_read_packets,duration', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  })
    .trim()
    .replace(/\n/g, '; ');

async function bench(): Promise<void> {
  const props = readProps(values.props);
  const total = recapDurationInFrames(props);
  const [first, last] = values.range ? parseRange(values.range) : [0, total - 1];
  if (last >= total) throw new Error(`The recap has ${total} frames (0-${total - 1})`);
  const frames = last - first + 1;
  const counts = values.workers.split(',').map(Number);
  const concurrency = values.concurrency ? Number(values.concurrency) : renderSettingsFrom(loadConfig()).concurrency;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chunks-'));
  const loads: number[] = [];
  const loadTimer = setInterval(() => loads.push(os.loadavg()[0]), 5000);
  try {
    console.log(
      `bundling… (${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; frames ${first}-${last} = ${(frames / FPS).toFixed(1)} s, ${concurrency} frames in flight per worker)`,
    );
    const bundle = await getBundle();
    const runs: Run[] = [];
    for (const n of counts) {
      const ranges = planChunks(frames, n, first);
      const dir = path.join(tmp, `workers-${n}`);
      console.log(`${n} worker(s): ${ranges.map((r) => r.join('-')).join(', ')}`);
      const done = ranges.map(() => 0);
      const report = () => console.log(`  ${done.reduce((a, b) => a + b, 0)}/${frames} frames  (${done.map((d, i) => `chunk ${i}: ${d}`).join(', ')})`);
      const timer = setInterval(report, 5000);
      const started = performance.now();
      let results;
      try {
        results = await Promise.all(
          ranges.map((range, i) =>
            runChunkWorker({
              range,
              start: first,
              outDir: path.join(dir, `chunk-${i}`),
              bundle,
              concurrency,
              propsFile: values.props,
              mediaDir,
              onProgress: (m) => (done[i] = m.renderedFrames),
            }),
          ),
        );
      } finally {
        clearInterval(timer);
      }
      report();
      const joinStarted = performance.now();
      const output = path.join(dir, 'joined.mp4');
      const joined = await joinChunks({
        chunks: results,
        outputPath: output,
        durationInFrames: frames,
        framesPerChunk: ranges[0][1] - ranges[0][0] + 1,
        fps: FPS,
      });
      const ended = performance.now();
      const run: Run = {
        workers: n,
        chunks: results.map((r) => ({ range: r.range, renderSeconds: r.renderSeconds, startupSeconds: r.startupSeconds })),
        joinSeconds: (ended - joinStarted) / 1000,
        seconds: (ended - started) / 1000,
        bytes: joined.bytes,
      };
      runs.push(run);
      for (const c of run.chunks) {
        const f = c.range[1] - c.range[0] + 1;
        console.log(
          `  chunk ${c.range.join('-').padEnd(10)} ${String(f).padStart(5)} frames  render ${c.renderSeconds.toFixed(1).padStart(6)} s  ${(f / c.renderSeconds).toFixed(1).padStart(5)} fps  (worker start ${c.startupSeconds.toFixed(1)} s)`,
        );
      }
      console.log(`  join ${run.joinSeconds.toFixed(2)} s → ${(run.bytes / 1e6).toFixed(1)} MB (${probeFrames(output)})`);
      console.log(
        `  time to video ${run.seconds.toFixed(1)} s = ${(frames / run.seconds).toFixed(1)} fps, ${(run.seconds / (frames / FPS)).toFixed(2)}× real time`,
      );
    }
    console.log('summary:');
    for (const r of runs) {
      const slowest = Math.max(...r.chunks.map((c) => c.renderSeconds));
      console.log(
        `  ${r.workers} worker(s): slowest chunk ${slowest.toFixed(1)} s, join ${r.joinSeconds.toFixed(2)} s, time to video ${r.seconds.toFixed(1)} s, ${(runs[0].seconds / r.seconds).toFixed(2)}× the ${runs[0].workers}-worker speed`,
      );
    }
    const average = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : os.loadavg()[0];
    console.log(
      `load average while running: mean ${average.toFixed(2)}, max ${Math.max(...loads, 0).toFixed(2)} (1-min, sampled every 5 s, ${os.cpus().length} cores)`,
    );
  } finally {
    clearInterval(loadTimer);
    await closeRenderer();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (isMain) {
  if (values.chunk) await worker();
  else await bench();
}

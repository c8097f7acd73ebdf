// npm run bench:render [-- --concurrency 2 --scenes --capture-all --only WeeklyRecap --range 0-299 --props <file> --media <dir>]
// Renders the full demo recap and, in the same run, the flat reference composition (same size
// and length, flat colours and text), and prints for each: frames/s, render time ÷ video length
// and peak memory (this process and its children: Chromium, the compositor, ffmpeg).
// --scenes also renders the first scene of each kind alone (per-scene cost).
// --range renders only those frames of both compositions (a quick comparison while working).
// --capture-all turns off the reuse of identical frames (server/render/frame-reuse.ts).
// Targets (2 cores): ≥ 20 frames/s and ≥ 0.9× the reference's frames/s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RecapProps, recapDurationInFrames } from '../src/props';
import { PUBLIC_DIR } from '../server/render/paths';
import { closeRenderer, defaultConcurrency, getBundle, renderRecap } from '../server/render/renderer';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string' },
    scenes: { type: 'boolean', default: false },
    props: { type: 'string', default: path.join(PUBLIC_DIR, 'demo/recap-props.json') },
    media: { type: 'string' },
    only: { type: 'string' },
    'capture-all': { type: 'boolean', default: false },
    range: { type: 'string' },
  },
});
const props = RecapProps.parse(JSON.parse(fs.readFileSync(values.props, 'utf8')));
const mediaDir = values.media ?? path.dirname(values.props);
const concurrencies = (values.concurrency ?? String(defaultConcurrency())).split(',').map(Number);
const reuseFrames = !values['capture-all'];
const range = values.range ? (values.range.split('-').map(Number) as [number, number]) : undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));

/** Resident memory of this process and all its descendants, in bytes. */
function treeRss(): number {
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p && p > 1; p = parent.get(p)) {
      if (p === process.pid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

type Figure = { name: string; frames: number; reused: number; seconds: number; fps: number; ratio: number; peakMb: number };

async function measure(name: string, run: () => Promise<{ frames: number; reused: number }>): Promise<Figure> {
  let peak = treeRss();
  const timer = setInterval(() => (peak = Math.max(peak, treeRss())), 200);
  const started = performance.now();
  try {
    const { frames, reused } = await run();
    const seconds = (performance.now() - started) / 1000;
    return { name, frames, reused, seconds, fps: frames / seconds, ratio: seconds / (frames / 30), peakMb: peak / 1e6 };
  } finally {
    clearInterval(timer);
  }
}

const show = (f: Figure) =>
  `${f.name.padEnd(34)} ${String(f.frames).padStart(5)} frames  ${f.seconds.toFixed(1).padStart(6)} s  ${f.fps.toFixed(1).padStart(5)} fps  ${f.ratio.toFixed(2)}× real time  peak ${f.peakMb.toFixed(0)} MB  ${f.reused} frames reused`;

try {
  console.log(`bundling… (${os.cpus().length} cores, recap ${(recapDurationInFrames(props) / 30).toFixed(1)} s)`);
  await getBundle();
  const figures: Figure[] = [];
  for (const concurrency of concurrencies) {
    for (const id of ['WeeklyRecap', 'FlatReference'] as const) {
      if (values.only && values.only !== id) continue;
      const f = await measure(`${id} (concurrency ${concurrency})`, () =>
        renderRecap({ props, mediaDir, compositionId: id, concurrency, reuseFrames, frameRange: range, videoPath: path.join(tmp, `${id}-${concurrency}.mp4`) }),
      );
      figures.push(f);
      console.log(show(f));
    }
    const recap = figures.find((f) => f.name === `WeeklyRecap (concurrency ${concurrency})`);
    const flat = figures.find((f) => f.name === `FlatReference (concurrency ${concurrency})`);
    if (recap && flat) {
      console.log(`  → recap ${recap.fps.toFixed(1)} fps = ${(recap.fps / flat.fps).toFixed(2)}× reference (targets: ≥ 20 fps, ≥ 0.90×)`);
    }
  }
  if (values.scenes) {
    console.log('per scene (the first of each kind, whole, includes starting the encoder and mixing audio):');
    let start = 0;
    const seen = new Set<string>();
    for (const s of props.segments) {
      if (!seen.has(s.kind)) {
        seen.add(s.kind);
        const range: [number, number] = [start, start + s.durationInFrames - 1];
        const f = await measure(`scene ${s.kind}`, () => renderRecap({ props, mediaDir, frameRange: range, concurrency: concurrencies[0], reuseFrames, videoPath: path.join(tmp, `scene-${s.kind}.mp4`) }));
        console.log(show(f));
      }
      start += s.durationInFrames;
    }
  }
} finally {
  await closeRenderer();
  fs.rmSync(tmp, { recursive: true, force: true });
}

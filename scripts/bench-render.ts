// npm run bench:render [-- --concurrency 2 --scenes --threads --only WeeklyRecap,FlatReference --range 0-299 --props <file> --media <dir>]
// Renders the full demo recap and, in the same run, two yardsticks of the same size and length:
// FlatReference (flat colours and a number that changes every frame) and StillRecap (the recap's
// own pictures, each scene held once it has landed, with the same sound). Prints for each:
// frames/s, render time ÷ video length, peak memory and CPU time per frame (this process and its
// children: Chromium, the compositor, ffmpeg; CPU time is steadier than wall time on a shared
// machine). The browser is started and the page loaded before anything is measured.
// --scenes also renders the first scene of each kind alone (per-scene cost).
// --threads also prints each composition's CPU per frame by thread (where the time goes).
// --range renders only those frames of each composition (a quick comparison while working).
// Targets (2 cores): ≥ 20 frames/s and ≥ 0.9× the reference's frames/s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RecapProps, recapDurationInFrames } from '../src/props';
import { PUBLIC_DIR } from '../server/render/paths';
import { loadConfig } from '../server/config';
import { sampleCpuByThread } from './cpu-by-thread';
import { processTree, readStat } from './proc-tree';
import { closeRenderer, getBundle, renderRecap, renderSettingsFrom } from '../server/render/renderer';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string' },
    scenes: { type: 'boolean', default: false },
    threads: { type: 'boolean', default: false },
    props: { type: 'string', default: path.join(PUBLIC_DIR, 'demo/recap-props.json') },
    media: { type: 'string' },
    only: { type: 'string' },
    range: { type: 'string' },
  },
});
const props = RecapProps.parse(JSON.parse(fs.readFileSync(values.props, 'utf8')));
const mediaDir = values.media ?? path.dirname(values.props);
const settings = renderSettingsFrom(loadConfig());
const concurrencies = (values.concurrency ?? String(settings.concurrency)).split(',').map(Number);
const range = values.range ? (values.range.split('-').map(Number) as [number, number]) : undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));

/** Resident memory (bytes) and CPU time so far (seconds) of this process and all its descendants. */
function treeUsage(): { rss: number; cpu: number } {
  let rss = 0;
  let cpu = 0;
  for (const pid of processTree()) {
    const fields = readStat(`/proc/${pid}/stat`)?.fields;
    if (!fields) continue;
    rss += Number(fields[21]) * 4096;
    // utime + stime, and for this process also its waited-for children's (ffmpeg runs that ended).
    cpu += (Number(fields[11]) + Number(fields[12]) + (Number(pid) === process.pid ? Number(fields[13]) + Number(fields[14]) : 0)) / 100;
  }
  return { rss, cpu };
}

type Figure = { name: string; frames: number; seconds: number; fps: number; ratio: number; peakMb: number; cpuMsPerFrame: number };

async function measure(name: string, run: () => Promise<{ frames: number }>): Promise<Figure> {
  const before = treeUsage();
  let peak = before.rss;
  const timer = setInterval(() => (peak = Math.max(peak, treeUsage().rss)), 200);
  const started = performance.now();
  try {
    const { frames } = await run();
    const seconds = (performance.now() - started) / 1000;
    const cpu = treeUsage().cpu - before.cpu;
    return { name, frames, seconds, fps: frames / seconds, ratio: seconds / (frames / 30), peakMb: peak / 1e6, cpuMsPerFrame: (cpu * 1000) / frames };
  } finally {
    clearInterval(timer);
  }
}

const show = (f: Figure) =>
  `${f.name.padEnd(34)} ${String(f.frames).padStart(5)} frames  ${f.seconds.toFixed(1).padStart(6)} s  ${f.fps.toFixed(1).padStart(5)} fps  ${f.ratio.toFixed(2)}× real time  peak ${f.peakMb.toFixed(0)} MB  CPU ${f.cpuMsPerFrame.toFixed(0)} ms/frame`;

try {
  console.log(`bundling… (${os.cpus().length} cores, recap ${(recapDurationInFrames(props) / 30).toFixed(1)} s)`);
  await getBundle();
  const compositions = (['WeeklyRecap', 'StillRecap', 'FlatReference'] as const).filter((id) => !values.only || values.only.split(',').includes(id));
  for (const id of compositions) {
    await renderRecap({ ...settings, props, mediaDir, compositionId: id, frameRange: [0, 1], videoPath: path.join(tmp, `warm-${id}.mp4`) });
  }
  for (const concurrency of concurrencies) {
    const figures = new Map<string, Figure>();
    for (const id of compositions) {
      const stopSampling = values.threads ? sampleCpuByThread() : null;
      const f = await measure(`${id} (concurrency ${concurrency})`, () =>
        renderRecap({ ...settings, props, mediaDir, compositionId: id, concurrency, frameRange: range, videoPath: path.join(tmp, `${id}-${concurrency}.mp4`) }),
      );
      figures.set(id, f);
      console.log(show(f));
      if (stopSampling) {
        const byThread = [...stopSampling()].filter(([, cpu]) => (cpu * 1000) / f.frames >= 0.5).sort((a, b) => b[1] - a[1]);
        for (const [thread, cpu] of byThread) console.log(`    ${thread.padEnd(52)} ${((cpu * 1000) / f.frames).toFixed(1).padStart(5)} ms/frame`);
      }
    }
    const ratio = (a: string, b: string) => {
      const x = figures.get(a);
      const y = figures.get(b);
      return x && y ? `${(x.fps / y.fps).toFixed(2)}× the frames/s, ${(y.cpuMsPerFrame / x.cpuMsPerFrame).toFixed(2)}× the CPU per frame` : null;
    };
    const recap = figures.get('WeeklyRecap');
    if (recap && ratio('WeeklyRecap', 'FlatReference')) {
      console.log(`  → recap ${recap.fps.toFixed(1)} fps = ${ratio('WeeklyRecap', 'FlatReference')} of FlatReference (targets: ≥ 20 fps, ≥ 0.90×)`);
    }
    if (ratio('StillRecap', 'FlatReference'))
      console.log(`  → the same pictures standing still (StillRecap): ${ratio('StillRecap', 'FlatReference')} of FlatReference`);
    if (ratio('WeeklyRecap', 'StillRecap')) console.log(`  → moving (WeeklyRecap) against standing still (StillRecap): ${ratio('WeeklyRecap', 'StillRecap')}`);
  }
  if (values.scenes) {
    console.log('per scene (the first of each kind, whole, includes starting the encoder and mixing audio):');
    let start = 0;
    const seen = new Set<string>();
    for (const s of props.segments) {
      if (!seen.has(s.kind)) {
        seen.add(s.kind);
        const range: [number, number] = [start, start + s.durationInFrames - 1];
        const f = await measure(`scene ${s.kind}`, () =>
          renderRecap({ ...settings, props, mediaDir, frameRange: range, concurrency: concurrencies[0], videoPath: path.join(tmp, `scene-${s.kind}.mp4`) }),
        );
        console.log(show(f));
      }
      start += s.durationInFrames;
    }
  }
} finally {
  await closeRenderer();
  fs.rmSync(tmp, { recursive: true, force: true });
}

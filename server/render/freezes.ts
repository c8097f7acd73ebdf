// How still a video is, as a viewer sees it: ffmpeg's freezedetect over an MP4. n=0.001 lets a
// caption word change count as still; stretches of 0.5 s or more are reported. Used by
// `npm run bench:motion` and the render tests.
import { spawnSync } from 'node:child_process';

export type Freeze = { start: number; duration: number };

/** The still stretches of `file`, in seconds; one still when the video ends is cut at its end. */
export function findFreezes(file: string): Freeze[] {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-vf', 'freezedetect=n=0.001:d=0.5', '-map', '0:v:0', '-f', 'null', '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ffmpeg freezedetect failed on ${file}: ${run.stderr.slice(-400)}`);
  // freezedetect reports on stderr; a still running into the end has a start and no duration.
  const starts = [...run.stderr.matchAll(/freeze_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const durations = [...run.stderr.matchAll(/freeze_duration: ([\d.]+)/g)].map((m) => Number(m[1]));
  const end = [...run.stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])).at(-1);
  return starts.map((start, i) => ({ start, duration: durations[i] ?? Math.max(0, (end ?? start) - start) }));
}

// npm run bench:motion -- <recap.mp4> [--props <props.json>]
// How still a recap is, as a viewer sees it: ffmpeg's freezedetect (n=0.001, d=0.5, which lets a
// caption word change count as still) over the MP4. Prints every still stretch of 0.5 s or more,
// their total, the longest, and how many last 1.0 s or more (the target is none, the final card
// aside: with --props, a still that runs into the last scene's end is left out).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { findFreezes } from '../server/render/freezes';
import { RecapProps, FPS, recapDurationInFrames } from '../src/props';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { props: { type: 'string' } } });
const file = positionals[0];
if (!file || !fs.existsSync(file)) {
  console.error('usage: npm run bench:motion -- <recap.mp4> [--props <props.json>]');
  process.exit(1);
}

const stills = findFreezes(file).filter((s) => s.duration > 0);

let lastScene = Infinity;
if (values.props) {
  const props = RecapProps.parse(JSON.parse(fs.readFileSync(values.props, 'utf8')));
  const total = recapDurationInFrames(props);
  lastScene = (total - props.segments[props.segments.length - 1].durationInFrames) / FPS;
}
const counted = stills.filter((s) => s.start < lastScene);
const total = counted.reduce((n, s) => n + s.duration, 0);
const longest = Math.max(0, ...counted.map((s) => s.duration));
for (const s of counted) console.log(`still ${s.start.toFixed(2)} s for ${s.duration.toFixed(2)} s`);
console.log(
  `${counted.length} stills of 0.5 s or more, ${total.toFixed(1)} s in all, longest ${longest.toFixed(2)} s, ${counted.filter((s) => s.duration >= 1).length} of 1.0 s or more`,
);

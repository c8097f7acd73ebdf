// npm run still -- <composition id> [frame] [out.jpg]: one frame of a composition on its default
// props (e.g. Scene-bench-long-names, a scene alone from src/studio/samples.ts), at half size.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { closeRenderer, renderFrame, renderSettingsFrom } from '../server/render/renderer';

const [id, frame = '60', out = `/tmp/${process.argv[2]}-${process.argv[3] ?? '60'}.jpg`] = process.argv.slice(2);
if (!id) {
  console.error('usage: npm run still -- <composition id> [frame] [out.jpg]');
  process.exit(1);
}
try {
  await renderFrame({ ...renderSettingsFrom(loadConfig()), compositionId: id, frame: Number(frame), output: path.resolve(out), scale: 0.5 });
  console.log(out);
} finally {
  await closeRenderer();
}

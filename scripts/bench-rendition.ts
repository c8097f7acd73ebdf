// npm run bench:rendition -- <recap.mp4> [--out <dir>] [--at <seconds>]
// Makes the chat rendition of a finished recap (server/videos/chat-rendition.ts, what every worker
// does after a render), prints both sizes, the time it took and the picture quality (SSIM of the
// small file against the full one scaled to 720x1280, as a phone shows both), and writes a still
// of the same frame side by side: full quality left, small right.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHAT_HEIGHT, CHAT_LIMIT_BYTES, CHAT_WIDTH, makeChatRendition } from '../server/videos/chat-rendition';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, at: { type: 'string' } } });
const full = positionals[0];
if (!full || !fs.existsSync(full)) {
  console.error('usage: npm run bench:rendition -- <recap.mp4> [--out <dir>] [--at <seconds>]');
  process.exit(1);
}
const outDir = path.resolve(values.out ?? path.join(path.dirname(full), 'rendition'));
fs.mkdirSync(outDir, { recursive: true });
const chat = path.join(outDir, 'chat.mp4');

const started = Date.now();
const made = await makeChatRendition(full, chat);
const seconds = (Date.now() - started) / 1000;
const fullBytes = fs.statSync(full).size;
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB (${(n / 2 ** 20).toFixed(2)} MiB)`;
console.log(`full:  ${mb(fullBytes)}`);
console.log(
  `small: ${mb(made.bytes)}, ${((100 * made.bytes) / CHAT_LIMIT_BYTES).toFixed(1)}% of the 10 MiB limit, ${((100 * made.bytes) / fullBytes).toFixed(1)}% of the full file`,
);
console.log(
  `video: ${made.durationSeconds.toFixed(1)} s, capped at ${made.videoKbps} kbit/s; made in ${seconds.toFixed(1)} s (${(seconds / made.durationSeconds).toFixed(2)}× its length)`,
);

// How far the small file is from the full one as a phone shows it (both at 720x1280).
const scaled = `scale=${CHAT_WIDTH}:${CHAT_HEIGHT}:flags=lanczos`;
const quality = (filter: string, key: RegExp) => {
  const args = ['-hide_banner', '-nostdin', '-i', chat, '-i', full, '-lavfi', `[1:v]${scaled}[ref];[0:v][ref]${filter}`, '-f', 'null', '-'];
  return spawnSync('ffmpeg', args, { encoding: 'utf8' }).stderr.match(key)?.[1] ?? '?';
};
console.log(`SSIM ${quality('ssim', /SSIM.* All:([\d.]+)/)} (the small file against the full one at 720x1280; 1 is identical)`);

// The same frame of both, side by side.
const at = values.at ?? (made.durationSeconds / 3).toFixed(2);
const still = path.join(outDir, 'side-by-side.jpg');
execFileSync('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-ss', at, '-i', full, '-ss', at, '-i', chat],
  ...['-filter_complex', `[0:v]${scaled}[a];[a][1:v]hstack=inputs=2`, '-frames:v', '1', '-q:v', '3', still],
]);
console.log(`still: ${still} (left full quality, right small, ${at} s)`);

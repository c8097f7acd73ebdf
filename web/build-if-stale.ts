// `npm start` runs this: builds the website only when web/dist is older than its sources (the
// site, the video composition it embeds in the Player, the shipped assets), so startup stays fast.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'src', 'assets', 'package-lock.json'];
const BUILT = path.join(root, 'web', 'dist', 'index.html');

/** Newest modification time under `p` (files and folders, recursively); 0 when absent. */
export function newestMtime(p: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function isStale(): boolean {
  const built = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!process.argv.includes('--force') && !isStale()) {
    console.log('web: web/dist is up to date');
  } else {
    console.log('web: building the website (vite build)');
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    process.exit(result.status ?? 1);
  }
}

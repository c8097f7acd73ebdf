// The video store: a local folder (config.videoDir) holding finished MP4s and thumbnails.
// Renders write into a private temp folder inside the store; finished files are moved into
// their final place with rename (atomic on one filesystem), so a path in the videos table always
// names a complete file, and a worker killed mid-render leaves only a temp folder behind, swept later.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const TEMP = '.tmp';

export type PlacedFiles = { filePath: string; thumbnailPath: string; bytes: number };

/** A fresh folder for one render attempt, inside the store so the final rename stays on one disk. */
export function makeTempDir(videoDir: string, label: string): string {
  const root = path.join(videoDir, TEMP);
  fs.mkdirSync(root, { recursive: true });
  return fs.mkdtempSync(path.join(root, `${label.replace(/[^\w-]/g, '_')}-`));
}

/**
 * Moves a finished video and thumbnail into `<leagueId>/<season>/week-<n>-<random>.<ext>`.
 * A fresh name per render: a late worker can never overwrite the file a listed row points to.
 */
export function placeVideoFiles(
  videoDir: string,
  key: { leagueId: number; season: string; week: number },
  files: { videoPath: string; thumbnailPath: string },
): PlacedFiles {
  const relDir = path.join(String(key.leagueId), safeSegment(key.season));
  fs.mkdirSync(path.join(videoDir, relDir), { recursive: true });
  const base = `week-${key.week}-${crypto.randomBytes(6).toString('hex')}`;
  const filePath = path.join(relDir, `${base}${path.extname(files.videoPath) || '.mp4'}`);
  const thumbnailPath = path.join(relDir, `${base}${path.extname(files.thumbnailPath) || '.jpg'}`);
  const bytes = fs.statSync(files.videoPath).size;
  if (bytes === 0) throw new Error(`Rendered video ${files.videoPath} is empty`);
  // Thumbnail first: the video file is what makes a recap, so it lands last.
  moveInto(files.thumbnailPath, path.join(videoDir, thumbnailPath));
  moveInto(files.videoPath, path.join(videoDir, filePath));
  return { filePath, thumbnailPath, bytes };
}

/** Removes placed files whose row was never written (the job's lease was lost meanwhile). */
export function removePlacedFiles(videoDir: string, placed: Pick<PlacedFiles, 'filePath' | 'thumbnailPath'>): void {
  for (const rel of [placed.filePath, placed.thumbnailPath]) fs.rmSync(resolveStored(videoDir, rel), { force: true });
}

/** Deletes temp render folders untouched for `olderThanMs` (their worker died). Returns how many. */
export function sweepTempDirs(videoDir: string, olderThanMs: number, now = Date.now()): number {
  const root = path.join(videoDir, TEMP);
  if (!fs.existsSync(root)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    if (now - latestMtime(dir) > olderThanMs) {
      fs.rmSync(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** The absolute path of a stored file; refuses paths that would leave the store. */
export function resolveStored(videoDir: string, rel: string): string {
  const root = path.resolve(videoDir);
  const abs = path.resolve(root, rel);
  if (abs !== root && !abs.startsWith(root + path.sep)) throw new Error(`Path ${rel} is outside the video store`);
  return abs;
}

function moveInto(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    // Different filesystem: copy beside the target, then rename, so the target is never partial.
    const staging = `${to}.partial-${process.pid}`;
    fs.copyFileSync(from, staging);
    fs.renameSync(staging, to);
    fs.rmSync(from, { force: true });
  }
}

function latestMtime(p: string): number {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = st.mtimeMs;
  for (const name of fs.readdirSync(p)) latest = Math.max(latest, latestMtime(path.join(p, name)));
  return latest;
}

const safeSegment = (s: string) => s.replace(/[^\w-]/g, '_');

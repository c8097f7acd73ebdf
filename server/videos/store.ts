// A render's local folder and its place in the video store (server/videos/storage): one folder
// per finished recap, `<leagueId>/<season>/week-<n>-<random>/`, holding the MP4, the thumbnail and
// the media its props play. A worker renders into a private scratch folder and uploads it whole
// once finished; the video row, written after the upload, is what makes it visible. A worker
// killed mid-render leaves only a scratch folder behind, swept later.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Where one render attempt writes (`tempDir`, inside the worker's scratch folder), and the store
 * folder it becomes: a fresh name per render, so a late worker can never overwrite what a listed
 * row points to. The folder is served under /media/<relDir>.
 */
export type VideoFolderPlan = { relDir: string; tempDir: string };

export function planVideoFolder(scratchDir: string, key: { leagueId: number; season: string; week: number }): VideoFolderPlan {
  const name = `week-${key.week}-${crypto.randomBytes(6).toString('hex')}`;
  const relDir = [String(key.leagueId), safeSegment(key.season), name].join('/');
  fs.mkdirSync(scratchDir, { recursive: true });
  const tempDir = path.join(scratchDir, `${key.leagueId}-${safeSegment(key.season)}-${name}`);
  fs.mkdirSync(tempDir);
  return { relDir, tempDir };
}

/**
 * The video's and the thumbnail's paths inside the render folder (files the pipeline wrote
 * elsewhere are moved in first) and the video's size, after checking it is not empty.
 */
export function collectVideoFiles(
  plan: VideoFolderPlan,
  files: { videoPath: string; thumbnailPath: string },
): { video: string; thumbnail: string; bytes: number } {
  const inside = (file: string, fallbackName: string) => {
    const abs = path.resolve(file);
    if (abs.startsWith(path.resolve(plan.tempDir) + path.sep)) return path.relative(plan.tempDir, abs).split(path.sep).join('/');
    moveInto(abs, path.join(plan.tempDir, fallbackName + path.extname(abs)));
    return fallbackName + path.extname(abs);
  };
  const video = inside(files.videoPath, 'recap');
  const thumbnail = inside(files.thumbnailPath, 'thumbnail');
  const bytes = fs.statSync(path.join(plan.tempDir, video)).size;
  if (bytes === 0) throw new Error(`Rendered video ${files.videoPath} is empty`);
  return { video, thumbnail, bytes };
}

/** Deletes temp render folders untouched for `olderThanMs` (their worker died). Returns how many. */
export function sweepTempDirs(scratchDir: string, olderThanMs: number, now = Date.now()): number {
  const root = scratchDir;
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
    const staging = path.join(path.dirname(to), `.partial-${process.pid}-${path.basename(to)}`);
    fs.cpSync(from, staging, { recursive: true });
    fs.renameSync(staging, to);
    fs.rmSync(from, { recursive: true, force: true });
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

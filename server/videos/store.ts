// The video store: a local folder (config.videoDir) holding one folder per finished recap
// (MP4, thumbnail, and the voice clips and avatars its props play). Renders write into a private
// temp folder inside the store (.tmp, never served); a finished folder is moved into its final
// place with one rename (atomic on one filesystem), so a path in the videos table always names a
// complete file, and a worker killed mid-render leaves only a temp folder behind, swept later.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const TEMP = '.tmp';

export type PlacedFiles = { filePath: string; thumbnailPath: string; bytes: number };

/**
 * Where one render attempt writes, and where its folder will live once finished:
 * `<leagueId>/<season>/week-<n>-<random>` (a fresh name per render, so a late worker can never
 * overwrite what a listed row points to). The folder holds the MP4, the thumbnail and the media
 * the saved props play (voice clips, avatars), served under /media/<relDir>.
 */
export type VideoFolderPlan = { relDir: string; tempDir: string };

export function planVideoFolder(videoDir: string, key: { leagueId: number; season: string; week: number }): VideoFolderPlan {
  const name = `week-${key.week}-${crypto.randomBytes(6).toString('hex')}`;
  const relDir = [String(key.leagueId), safeSegment(key.season), name].join('/');
  const root = path.join(videoDir, TEMP);
  fs.mkdirSync(root, { recursive: true });
  const tempDir = path.join(root, `${key.leagueId}-${safeSegment(key.season)}-${name}`);
  fs.mkdirSync(tempDir);
  return { relDir, tempDir };
}

/**
 * Moves a finished render folder into its final place with one rename, after checking the
 * video is there and not empty. Files the pipeline wrote outside the folder are moved in first.
 */
export function placeVideoFolder(videoDir: string, plan: VideoFolderPlan, files: { videoPath: string; thumbnailPath: string }): PlacedFiles {
  const inside = (file: string, fallbackName: string) => {
    const abs = path.resolve(file);
    if (abs.startsWith(path.resolve(plan.tempDir) + path.sep)) return path.relative(plan.tempDir, abs);
    moveInto(abs, path.join(plan.tempDir, fallbackName + path.extname(abs)));
    return fallbackName + path.extname(abs);
  };
  const videoRel = inside(files.videoPath, 'recap');
  const thumbRel = inside(files.thumbnailPath, 'thumbnail');
  const bytes = fs.statSync(path.join(plan.tempDir, videoRel)).size;
  if (bytes === 0) throw new Error(`Rendered video ${files.videoPath} is empty`);
  const finalDir = path.join(videoDir, plan.relDir);
  fs.mkdirSync(path.dirname(finalDir), { recursive: true });
  moveInto(plan.tempDir, finalDir);
  const rel = (r: string) => [plan.relDir, ...r.split(path.sep)].join('/');
  return { filePath: rel(videoRel), thumbnailPath: rel(thumbRel), bytes };
}

/** Removes a placed folder whose row was never written (the job's lease was lost meanwhile). */
export function removeVideoFolder(videoDir: string, relDir: string): void {
  fs.rmSync(resolveStored(videoDir, relDir), { recursive: true, force: true });
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

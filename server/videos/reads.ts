// The videos table as the video routes read it: a user's videos, one of them, and whether a file
// of the video store belongs to one of them (the check behind /media). Only leagues the user owns.
import { z } from 'zod';
import type { Database } from '../db/database';
import { checkRel } from './storage/types';

/** A video row with its league's Sleeper id; matchups and props are the stored JSON text. */
export const VideoRow = z.object({
  id: z.number().int(),
  season: z.string(),
  week: z.number().int(),
  title: z.string(),
  league_name: z.string(),
  duration_seconds: z.number(),
  resolution: z.string(),
  matchups: z.string(),
  props: z.string(),
  file_path: z.string(),
  thumbnail_path: z.string(),
  bytes: z.number().int(),
  /** The chat rendition beside the file (server/videos/chat-rendition.ts); null when there is none. */
  chat_file_path: z.string().nullable().default(null),
  chat_bytes: z.number().int().nullable().default(null),
  created_at: z.string(),
  platform_league_id: z.string(),
});
export type VideoRow = z.infer<typeof VideoRow>;

const SELECT = `SELECT v.*, l.platform_league_id FROM videos v JOIN leagues l ON l.id = v.league_id`;

/** The videos of the user's leagues, latest week first. */
export function videosOfUser(db: Database, userId: number): VideoRow[] {
  return db
    .prepare(`${SELECT} WHERE l.owner_user_id = ? ORDER BY v.season DESC, v.week DESC, v.id DESC`)
    .all(userId)
    .map((r) => VideoRow.parse(r));
}

/** The video if its league belongs to the user; undefined for someone else's as for a missing one. */
export function findOwnedVideo(db: Database, videoId: number, userId: number): VideoRow | undefined {
  const row = db.prepare(`${SELECT} WHERE v.id = ? AND l.owner_user_id = ?`).get(videoId, userId);
  return row === undefined ? undefined : VideoRow.parse(row);
}

/**
 * Whether a file of the video store (`12/2026/week-4-ab12cd/voice/intro.wav`, as /media serves it)
 * lies inside the folder of a video of a league the user owns: the check behind /media. Pure path
 * logic on the stored relative paths (the same for every store): a video's folder is its file's
 * directory, and paths that could leave the store (`..`, empty segments) never match.
 */
export function ownsVideoFile(db: Database, userId: number, file: string): boolean {
  if (!isStorePath(file)) return false;
  const rows = db.prepare('SELECT v.file_path FROM videos v JOIN leagues l ON l.id = v.league_id WHERE l.owner_user_id = ?').all(userId) as {
    file_path: string;
  }[];
  return rows.some(({ file_path }) => {
    if (!isStorePath(file_path)) return false;
    const slash = file_path.lastIndexOf('/');
    if (slash <= 0) return false; // a file at the store's top has no folder of its own
    return file.startsWith(`${file_path.slice(0, slash)}/`);
  });
}

function isStorePath(rel: string): boolean {
  try {
    checkRel(rel);
    return true;
  } catch {
    return false;
  }
}

// Reading a video's chat rendition (server/videos/chat-rendition.ts makes it): for the download
// route and for whatever posts the recap to a group chat.
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { ByteRange, VideoStorage } from './storage/types';

export type ChatFile = {
  /** Relative to the video store, beside the full file (`12/2026/week-4-ab12cd/chat.mp4`). */
  path: string;
  /** Its size as stored now (not as recorded), so a caller can hold it against a chat's limit. */
  bytes: number;
  contentType: 'video/mp4';
  /** A name to send it under: `recap-video-<id>-small.mp4`. */
  fileName: string;
  /** The recap's thumbnail, the same picture for both files. */
  thumbnailPath: string;
  /** Streams the file (or an inclusive byte range of it) from the store. */
  open(range?: ByteRange): Promise<Readable>;
};

const Row = z.object({ chat_file_path: z.string().nullable(), thumbnail_path: z.string() });

export const chatFileName = (videoId: number) => `recap-video-${videoId}-small.mp4`;

/**
 * The video's chat rendition, or null when it has none (not made, or missing from the store).
 * No owner check: callers serving a person check ownership first (see leagues/videos-routes.ts).
 */
export async function chatRenditionFor(db: Database, storage: VideoStorage, videoId: number): Promise<ChatFile | null> {
  const found = db.prepare('SELECT chat_file_path, thumbnail_path FROM videos WHERE id = ?').get(videoId);
  if (found === undefined) return null;
  const row = Row.parse(found);
  if (!row.chat_file_path) return null;
  const rel = row.chat_file_path;
  const info = await storage.stat(rel);
  if (!info) return null;
  return {
    path: rel,
    bytes: info.bytes,
    contentType: 'video/mp4',
    fileName: chatFileName(videoId),
    thumbnailPath: row.thumbnail_path,
    open: (range) => storage.read(rel, range),
  };
}

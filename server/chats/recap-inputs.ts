// What a ready recap brings to the chats, read from the video store. On this branch: no share link
// yet, and the full file as the chat file when it fits Discord's 10 MiB (else no file). The share
// link (server/sharing/links.ts) and the chat rendition replace these when they are merged.
import type { Database } from '../db/database';
import type { VideoStorage } from '../videos/storage/types';
import type { RecapForChats } from './deliver';
import { LIMITS, type ChatFile } from './platforms';

export async function recapForChats(db: Database, storage: VideoStorage, videoId: number, shareUrl: string | null = null): Promise<RecapForChats> {
  const v = db.prepare('SELECT file_path, thumbnail_path FROM videos WHERE id = ?').get(videoId) as { file_path: string; thumbnail_path: string } | undefined;
  if (!v) return { shareUrl, chatFile: null, thumbnail: null };
  const stored = async (rel: string, name: string, contentType: string): Promise<ChatFile | null> => {
    const info = await storage.stat(rel);
    return info ? { name, contentType, bytes: info.bytes, read: () => storage.getFile(rel) } : null;
  };
  const full = await stored(v.file_path, 'recap.mp4', 'video/mp4');
  return {
    shareUrl,
    chatFile: full && full.bytes <= LIMITS.discordFileBytes ? full : null,
    thumbnail: await stored(v.thumbnail_path, 'thumbnail.jpg', 'image/jpeg'),
  };
}

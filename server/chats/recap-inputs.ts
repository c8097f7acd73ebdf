// What a ready recap brings to the chats, read from the video store: its share link (null while
// the league does not share), the chat rendition (server/videos/chat-rendition.ts) as the file,
// or the full file when no rendition was made and it still fits Discord's 10 MiB, and the thumbnail.
import type { Database } from '../db/database';
import { chatRenditionFor } from '../videos/chat-file';
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
  // chatRenditionFor has already looked the small file up in the store: no second stat.
  const small = await chatRenditionFor(db, storage, videoId);
  const file: ChatFile | null = small
    ? { name: small.fileName, contentType: small.contentType, bytes: small.bytes, read: () => storage.getFile(small.path) }
    : await stored(v.file_path, 'recap.mp4', 'video/mp4');
  return {
    shareUrl,
    chatFile: file && file.bytes <= LIMITS.discordFileBytes ? file : null,
    thumbnail: await stored(v.thumbnail_path, 'thumbnail.jpg', 'image/jpeg'),
  };
}

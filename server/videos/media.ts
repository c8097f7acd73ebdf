// /media: the files a recap's props point at, for the website Player (voice clips, avatars and the
// thumbnail under each video's folder) and the video's shipped assets (fonts, music, sound effects)
// under /media/assets. Mount: app.use('/media', mediaRouter(storage, canRead, { onError })).
// A video's folder is private: only its owner's session reads it (`canRead`), streamed from the
// video store (local folder or S3 bucket, see docs/storage.md) with `Cache-Control: private,
// no-cache` (each use revalidates, so a signed-out browser gets nothing); a signed-out visitor gets
// 401, anyone else the same 404 as a missing file. Shipped assets are public, from this machine's disk.
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { PUBLIC_DIR } from '../render/paths';
import { sendStoredFile, type VideoStorage } from './storage';

/** May the signed-in user read this file of the video store (`12/2026/week-4-ab12cd/voice/intro.wav`)? */
export type MediaAccess = (userId: number, file: string) => boolean;

const STATIC_OPTIONS = {
  dotfiles: 'deny' as const,
  index: false as const,
  fallthrough: true,
  maxAge: '7d',
  immutable: false,
};
export const PRIVATE_CACHE = 'private, no-cache';

const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

/** The request's path as the file server will see it (decoded), split; null if it is not a plain relative path. */
function segmentsOf(req: Request): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return null;
  }
  const parts = decoded.replace(/^\/+/, '').split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || /[\\\0]/.test(p))) return null;
  return parts;
}

export function mediaRouter(storage: VideoStorage, canRead: MediaAccess, options: { assetsDir?: string; onError?: (err: unknown) => void } = {}): Router {
  const router = express.Router();
  // Only what a recap plays: never the MP4s or props files (they have their own routes).
  const playable = /\.(wav|mp3|m4a|ogg|png|jpe?g|webp|gif|woff2)$/i;
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !playable.test(req.path) || !segmentsOf(req)) return notFound(res);
    next();
  });
  router.use('/assets', express.static(path.resolve(options.assetsDir ?? PUBLIC_DIR), STATIC_OPTIONS), (_req, res) => notFound(res));
  // A video's files: its owner's session only, never stored by shared caches.
  router.use((req, res, next) => {
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    const userId = req.session?.userId ?? null;
    if (userId === null) {
      res.status(401).type('text/plain').send('Please sign in first.');
      return;
    }
    const parts = segmentsOf(req)!;
    // Dot-files (the local store's `.tmp` scratch folder among them) are never served.
    if (parts.some((p) => p.startsWith('.'))) return notFound(res);
    const file = parts.join('/');
    if (!canRead(userId, file)) return notFound(res);
    sendStoredFile(req, res, storage, file, { cacheControl: PRIVATE_CACHE, onError: options.onError }).catch(next);
  });
  return router;
}

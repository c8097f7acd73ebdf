// /media: the files a recap's props point at, for the website Player (voice clips, avatars under
// each video's folder) and the video's shipped assets (fonts, music, sound effects) under
// /media/assets. Mount: app.use('/media', mediaRouter(config.videoDir)). The Player page sets
// window.remotion_staticBase = '/media/assets' (see setPlayerAssetBase in src/player.ts).
import path from 'node:path';
import express, { type Router } from 'express';
import { PUBLIC_DIR } from './paths';

const STATIC_OPTIONS = {
  dotfiles: 'deny' as const,
  index: false as const,
  fallthrough: true,
  maxAge: '7d',
  immutable: false,
};

export function mediaRouter(mediaDir: string, assetsDir: string = PUBLIC_DIR): Router {
  const router = express.Router();
  // Only what a recap plays: never the MP4s or props files (they have their own routes).
  const playable = /\.(wav|mp3|m4a|ogg|png|jpe?g|webp|gif|woff2)$/i;
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !playable.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  router.use('/assets', express.static(path.resolve(assetsDir), STATIC_OPTIONS));
  router.use(express.static(path.resolve(mediaDir), STATIC_OPTIONS));
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

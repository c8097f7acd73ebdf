// Share links over HTTP. Public: the share page /v/<token>, its video (with Range), thumbnail,
// download and "Get a recap for your league" (/join: remembers the referral, then onboarding).
// Owner-only (session + CSRF like every /api/post route): the sharing switch per league, the
// links and their views, and revoking a link.
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { parse } from '../http/validate';
import { ownedLeague } from '../leagues/store';
import { findOwnedVideo } from '../videos/reads';
import { sendStoredFile } from '../videos/storage';
import { imageSize, type ImageSize } from './image-size';
import type { ShareKey } from './key';
import { countView, ensureLinkToken, findSharedVideo, revokeLink, setSharing, shareUrlOf, viewsOf, type SharedVideo } from './links';
import { NOT_FOUND_PAGE, SHARE_SCRIPT, sharePage } from './share-page';
import { fileNameOf } from './file-name';

/** Link previewers fetch the page to draw the card: not a person watching, so not a view. */
const UNFURL_BOTS = /bot|crawl|spider|slack|discord|telegram|whatsapp|facebookexternalhit|twitterbot|skypeuripreview|embedly|preview|vkshare|pinterest/i;

/** Who may cache what: the page and files revalidate every time, so a revoked link stops at once. */
const SHARED_CACHE = 'public, no-cache';

// The share page may be framed (twitter:player) and plays its own files; nothing else.
const SHARE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "media-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

const PlatformLeagueId = z
  .string({ error: 'platform_league_id must be text' })
  .regex(/^\d{1,30}$/, 'platform_league_id must be a Sleeper league id (digits only)');
const SharingBody = z.object({
  platform_league_id: PlatformLeagueId,
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
const RevokeBody = z.object({
  video_id: z.number({ error: 'video_id must be a number' }).int('video_id must be a whole number').positive('video_id must be positive'),
});

export function sharingRouter(ctx: AppContext, key: ShareKey): express.Router {
  const r = express.Router();
  const { db, config } = ctx;
  const urlOf = (token: string) => shareUrlOf(config.PUBLIC_URL, token);

  // Guessing is hopeless (192-bit tokens); still, an address that keeps missing is slowed down.
  const misses = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: 200,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => void res.status(429).type('text').send('Too many requests. Please wait a few minutes.'),
  });

  r.use('/v', (_req, res, next) => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // Chat apps' web clients play og:video and show og:image from their own origin.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });

  r.get('/v/_/share.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(SHARE_SCRIPT);
  });

  /** Every link that opens nothing: one answer, byte for byte. */
  const notFound = (res: express.Response) => {
    res.status(404).setHeader('Cache-Control', 'no-store');
    res.type('html').send(NOT_FOUND_PAGE);
  };
  const shared = (req: express.Request): SharedVideo | null => {
    const token = typeof req.params.token === 'string' ? req.params.token : '';
    return findSharedVideo(db, token);
  };

  async function thumbnailSize(rel: string): Promise<ImageSize | null> {
    try {
      const info = await ctx.storage.stat(rel);
      if (!info || info.bytes === 0) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of await ctx.storage.read(rel, { start: 0, end: Math.min(info.bytes, 256 * 1024) - 1 })) chunks.push(chunk as Buffer);
      return imageSize(Buffer.concat(chunks));
    } catch (err) {
      ctx.log.error('share page: thumbnail unreadable', { error: String(err) });
      return null;
    }
  }

  r.get('/v/:token', misses, async (req, res) => {
    const video = shared(req);
    if (!video) return notFound(res);
    if (req.method === 'GET' && !UNFURL_BOTS.test(req.get('user-agent') ?? '')) countView(db, video.link_id);
    const thumbnail = await thumbnailSize(video.thumbnail_path);
    res.removeHeader('X-Frame-Options');
    res.setHeader('Content-Security-Policy', SHARE_CSP);
    res.setHeader('Cache-Control', SHARED_CACHE);
    res.type('html').send(
      sharePage({
        pageUrl: urlOf(String(req.params.token)),
        leagueName: video.league_name,
        season: video.season,
        week: video.week,
        durationSeconds: video.duration_seconds,
        resolution: video.resolution,
        videoBytes: video.bytes,
        thumbnail,
      }),
    );
  });

  const storeError = (file: string) => (err: unknown) => ctx.log.error('video store read failed', { file, error: String(err) });

  /** The shared recap's file: played inline (the page's player, unfurls) or as an attachment with its file name. */
  const sendSharedVideo =
    (as: 'inline' | 'attachment'): express.RequestHandler =>
    async (req, res) => {
      const video = shared(req);
      if (!video) return notFound(res);
      await sendStoredFile(req, res, ctx.storage, video.file_path, {
        cacheControl: SHARED_CACHE,
        contentType: 'video/mp4',
        downloadName: as === 'attachment' ? fileNameOf(video) : undefined,
        onError: storeError(video.file_path),
      });
    };

  r.get('/v/:token/video.mp4', misses, sendSharedVideo('inline'));

  r.get('/v/:token/thumbnail.jpg', misses, async (req, res) => {
    const video = shared(req);
    if (!video) return notFound(res);
    await sendStoredFile(req, res, ctx.storage, video.thumbnail_path, { cacheControl: SHARED_CACHE, onError: storeError(video.thumbnail_path) });
  });

  r.get('/v/:token/download', misses, sendSharedVideo('attachment'));

  // "Get a recap for your league": the browser keeps the link's referral code until it signs up.
  r.get('/v/:token/join', misses, (req, res) => {
    const video = shared(req);
    if (!video) return notFound(res);
    req.session.update({ referral: video.referral_code });
    res.redirect(303, `/onboarding/platform?ref=${encodeURIComponent(video.referral_code)}`);
  });

  // ── Owner ────────────────────────────────────────────────────────────────────────────────
  r.get('/api/get/sharing', (req, res) => {
    const userId = requireUserId(req);
    const leagues = db.prepare('SELECT id, platform_league_id, name, sharing_enabled FROM leagues WHERE owner_user_id = ? ORDER BY id').all(userId) as {
      id: number;
      platform_league_id: string;
      name: string;
      sharing_enabled: number;
    }[];
    const videosOf = db.prepare('SELECT id, title, season, week FROM videos WHERE league_id = ? ORDER BY season DESC, week DESC, id DESC');
    res.json({
      success: true,
      leagues: leagues.map((l) => ({
        platform_league_id: l.platform_league_id,
        name: l.name,
        enabled: l.sharing_enabled === 1,
        videos: (videosOf.all(l.id) as { id: number; title: string; season: string; week: number }[]).map((v) => ({
          video_id: v.id,
          title: v.title,
          season: v.season,
          week: v.week,
          // Off: no link is made or shown (the old ones 404 until sharing is on again).
          url: l.sharing_enabled === 1 ? urlOf(ensureLinkToken(db, key, v.id)) : null,
          views: viewsOf(db, v.id),
        })),
      })),
    });
  });

  r.post('/api/post/league-sharing', (req, res) => {
    const userId = requireUserId(req);
    const body = parse(SharingBody, req.body);
    const league = ownedLeague(db, userId, body.platform_league_id);
    setSharing(db, league.id, body.enabled);
    res.json({ success: true, platform_league_id: league.platform_league_id, enabled: body.enabled });
  });

  r.post('/api/post/share-link/revoke', (req, res) => {
    const userId = requireUserId(req);
    const { video_id } = parse(RevokeBody, req.body);
    const video = findOwnedVideo(db, video_id, userId);
    if (!video) throw new HttpError(404, 'Video not found.');
    const token = revokeLink(db, key, video.id);
    const on =
      (db.prepare('SELECT sharing_enabled FROM leagues WHERE platform_league_id = ?').get(video.platform_league_id) as { sharing_enabled: number })
        .sharing_enabled === 1;
    res.json({ success: true, video_id: video.id, url: on ? urlOf(token) : null });
  });

  return r;
}

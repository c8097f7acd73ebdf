// Share links of recaps (issue 24, item 1). A link is /v/<token>: the token is 24 bytes of
// HMAC-SHA256(key, nonce), where the nonce is 32 random bytes, so it carries more than 128
// unguessable bits. The database keeps the nonce (useless without the key, see key.ts) and the
// token's sha256 (for lookup): a leaked database opens no link, yet the owner can be shown the
// same link again. Revoking retires the link for good and makes a new one.
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { ShareKey } from './key';

/** The shape of a token in a URL: 32 base64url characters. Anything else is an unknown link. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function tokenOf(key: ShareKey, nonce: string): string {
  return crypto.createHmac('sha256', key.bytes).update(`share-link:${nonce}`).digest().subarray(0, 24).toString('base64url');
}

export const shareUrlOf = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/v/${token}`;

/** Turns sharing on or off for a league: off, every link of it answers 404 (the links come back when it is on again). */
export function setSharing(db: Database, leagueId: number, enabled: boolean): void {
  db.prepare('UPDATE leagues SET sharing_enabled = ? WHERE id = ?').run(enabled ? 1 : 0, leagueId);
}

function insertLink(db: Database, key: ShareKey, videoId: number): string {
  const nonce = crypto.randomBytes(32).toString('base64url');
  const token = tokenOf(key, nonce);
  db.prepare('INSERT INTO share_links (video_id, nonce, token_hash, referral_code) VALUES (?, ?, ?, ?)').run(
    videoId,
    nonce,
    sha256(token),
    crypto.randomBytes(12).toString('base64url'),
  );
  return token;
}

/** The live link's token of a video, made on first use. */
export function ensureLinkToken(db: Database, key: ShareKey, videoId: number): string {
  return db
    .transaction(() => {
      const live = db.prepare('SELECT nonce FROM share_links WHERE video_id = ? AND revoked_at IS NULL').get(videoId) as { nonce: string } | undefined;
      return live ? tokenOf(key, live.nonce) : insertLink(db, key, videoId);
    })
    .immediate();
}

/** Retires the video's live link (it answers 404 from now on) and makes a new one; returns its token. */
export function revokeLink(db: Database, key: ShareKey, videoId: number): string {
  return db
    .transaction(() => {
      db.prepare(`UPDATE share_links SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE video_id = ? AND revoked_at IS NULL`).run(videoId);
      return insertLink(db, key, videoId);
    })
    .immediate();
}

const SharingOf = z.object({ sharing_enabled: z.number().int() });

/**
 * The share link of a recap for messages (the ready e-mail, group-chat posts): null when the
 * video is unknown or its league's sharing is off. Makes the link on first use.
 */
export function shareUrlFor(db: Database, publicUrl: string, videoId: number, key: ShareKey): string | null {
  const row = db.prepare('SELECT l.sharing_enabled FROM videos v JOIN leagues l ON l.id = v.league_id WHERE v.id = ?').get(videoId);
  if (row === undefined || SharingOf.parse(row).sharing_enabled !== 1) return null;
  return shareUrlOf(publicUrl, ensureLinkToken(db, key, videoId));
}

const SharedVideo = z.object({
  link_id: z.number().int(),
  referral_code: z.string(),
  video_id: z.number().int(),
  week: z.number().int(),
  season: z.string(),
  title: z.string(),
  league_name: z.string(),
  duration_seconds: z.number(),
  resolution: z.string(),
  file_path: z.string(),
  thumbnail_path: z.string(),
  bytes: z.number().int(),
});
/** What a share page may show and serve: nothing of the account, and ids only for the server's own use. */
export type SharedVideo = z.infer<typeof SharedVideo>;

/** The recap a token opens; null for an unknown, malformed or revoked token or a league with sharing off (all the same to the visitor). */
export function findSharedVideo(db: Database, token: string): SharedVideo | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = db
    .prepare(
      `SELECT s.id AS link_id, s.referral_code, v.id AS video_id, v.week, v.season, v.title, v.league_name, v.duration_seconds,
              v.resolution, v.file_path, v.thumbnail_path, v.bytes
       FROM share_links s JOIN videos v ON v.id = s.video_id JOIN leagues l ON l.id = v.league_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND l.sharing_enabled = 1`,
    )
    .get(sha256(token));
  return row === undefined ? null : SharedVideo.parse(row);
}

export function countView(db: Database, linkId: number): void {
  db.prepare('UPDATE share_links SET views = views + 1 WHERE id = ?').run(linkId);
}

/** Views of a recap over all its links, revoked ones included. */
export function viewsOf(db: Database, videoId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM share_links WHERE video_id = ?').get(videoId) as { n: number }).n;
}

/** Records which share link brought a new account (once per account); unknown codes are ignored. */
export function recordReferral(db: Database, userId: number, code: string): boolean {
  if (!REFERRAL_PATTERN.test(code)) return false;
  const link = db.prepare('SELECT id FROM share_links WHERE referral_code = ?').get(code) as { id: number } | undefined;
  if (!link) return false;
  return (
    db
      .prepare('INSERT INTO signup_referrals (user_id, referral_code, share_link_id) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING')
      .run(userId, code, link.id).changes === 1
  );
}

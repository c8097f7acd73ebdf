// The "your recap is ready" claim on a video (videos.notified_at): taken before the mail is sent,
// so several processes learning of the same video send one mail; given back if sending fails.
import { z } from 'zod';
import type { Database } from '../db/database';

const MailRow = z.object({
  id: z.number().int(),
  week: z.number().int(),
  season: z.string(),
  league_name: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
});
/** What the ready mail says, and to whom. */
export type VideoForMail = z.infer<typeof MailRow> & { email: string };

/** Claims the ready mail of a video; null when it was already claimed or its league's owner has no address. */
export function claimReadyMail(db: Database, videoId: number): VideoForMail | null {
  const row = db
    .prepare(
      `SELECT v.id, v.week, v.season, v.league_name, u.email, u.first_name FROM videos v
       JOIN leagues l ON l.id = v.league_id LEFT JOIN users u ON u.id = l.owner_user_id
       WHERE v.id = ? AND v.notified_at IS NULL`,
    )
    .get(videoId);
  if (row === undefined) return null;
  const video = MailRow.parse(row);
  if (!video.email) return null;
  const claimed = db.prepare(`UPDATE videos SET notified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND notified_at IS NULL`).run(videoId);
  return claimed.changes === 1 ? { ...video, email: video.email } : null;
}

/** Gives the claim back (the mail was not sent), so a later pass can try again. */
export function releaseReadyMail(db: Database, videoId: number): void {
  db.prepare('UPDATE videos SET notified_at = NULL WHERE id = ?').run(videoId);
}

// Tells a league's owner by e-mail that the week's recap is ready, with a link to the dashboard.
// The videos.notified_at stamp is taken before sending, so each video is announced once.
import type { Database } from '../db/database';
import type { Mail } from '../mail/mailer';

type VideoForMail = { id: number; week: number; season: string; league_name: string; email: string | null; first_name: string | null };

export function videoReadyMail(v: VideoForMail & { email: string }, publicUrl: string): Mail {
  const link = `${publicUrl.replace(/\/+$/, '')}/dashboard`;
  const hello = v.first_name ? `Hi ${v.first_name},` : 'Hi,';
  return {
    to: v.email,
    subject: `${v.league_name}: your week ${v.week} recap is ready`,
    text: `${hello}\n\nThe ${v.season} week ${v.week} recap of ${v.league_name} is ready to watch and download:\n${link}\n\nShare it with the league, and tag us if you post.\n`,
    html: `<p>${escape(hello)}</p><p>The ${escape(v.season)} week ${v.week} recap of <b>${escape(v.league_name)}</b> is ready to watch and download.</p><p><a href="${escape(link)}">Watch it on your dashboard</a></p><p>Share it with the league, and tag us if you post.</p>`,
  };
}

/** Sends the ready mail for a video once. Returns false when already sent or nobody to tell. */
export async function announceVideo(db: Database, send: (mail: Mail) => Promise<void>, publicUrl: string, videoId: number): Promise<boolean> {
  const v = db
    .prepare(
      `SELECT v.id, v.week, v.season, v.league_name, u.email, u.first_name FROM videos v
       JOIN leagues l ON l.id = v.league_id LEFT JOIN users u ON u.id = l.owner_user_id
       WHERE v.id = ? AND v.notified_at IS NULL`,
    )
    .get(videoId) as VideoForMail | undefined;
  if (!v?.email) return false;
  const claimed = db.prepare(`UPDATE videos SET notified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND notified_at IS NULL`).run(videoId);
  if (claimed.changes !== 1) return false;
  try {
    await send(videoReadyMail({ ...v, email: v.email }, publicUrl));
  } catch (err) {
    // Not sent: clear the stamp so a later pass can try again.
    db.prepare('UPDATE videos SET notified_at = NULL WHERE id = ?').run(videoId);
    throw err;
  }
  return true;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Tells a league's owner by e-mail that the week's recap is ready, with a link to the dashboard.
// The claim on the video (server/videos/ready-mail.ts) is taken before sending, so each video is announced once.
import type { Database } from '../db/database';
import type { Mail } from '../mail/mailer';
import { claimReadyMail, releaseReadyMail, type VideoForMail } from '../videos/ready-mail';

export function videoReadyMail(v: VideoForMail, publicUrl: string): Mail {
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
  const v = claimReadyMail(db, videoId);
  if (!v) return false;
  try {
    await send(videoReadyMail(v, publicUrl));
  } catch (err) {
    // Not sent: give the claim back so a later pass can try again.
    releaseReadyMail(db, videoId);
    throw err;
  }
  return true;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

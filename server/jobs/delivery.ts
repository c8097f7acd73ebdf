// Tells a league's owner by e-mail that the week's recap is ready, with a link to the dashboard
// and, when the league shares its recaps, the recap's share link to pass on to the league.
// The claim on the video (server/videos/ready-mail.ts) is taken before sending, so each video is announced once.
import type { Database } from '../db/database';
import type { Mail } from '../mail/mailer';
import { claimReadyMail, releaseReadyMail, type VideoForMail } from '../videos/ready-mail';

export function videoReadyMail(v: VideoForMail, publicUrl: string, shareUrl: string | null = null): Mail {
  const link = `${publicUrl.replace(/\/+$/, '')}/dashboard`;
  const hello = v.first_name ? `Hi ${v.first_name},` : 'Hi,';
  const shareText = shareUrl
    ? `Share it with the league: this link plays it on any phone, no account needed:\n${shareUrl}\n`
    : 'Share it with the league, and tag us if you post.\n';
  const shareHtml = shareUrl
    ? `<p>Share it with the league: this link plays it on any phone, no account needed:<br><a href="${escape(shareUrl)}">${escape(shareUrl)}</a></p>`
    : '<p>Share it with the league, and tag us if you post.</p>';
  return {
    to: v.email,
    subject: `${v.league_name}: your week ${v.week} recap is ready`,
    text: `${hello}\n\nThe ${v.season} week ${v.week} recap of ${v.league_name} is ready to watch and download:\n${link}\n\n${shareText}`,
    html: `<p>${escape(hello)}</p><p>The ${escape(v.season)} week ${v.week} recap of <b>${escape(v.league_name)}</b> is ready to watch and download.</p><p><a href="${escape(link)}">Watch it on your dashboard</a></p>${shareHtml}`,
  };
}

/**
 * Sends the ready mail for a video once, with its share link when given (see shareUrlFor in
 * server/sharing/links.ts). Returns false when already sent or nobody to tell.
 */
export async function announceVideo(
  db: Database,
  send: (mail: Mail) => Promise<void>,
  publicUrl: string,
  videoId: number,
  shareUrl: string | null = null,
): Promise<boolean> {
  const v = claimReadyMail(db, videoId);
  if (!v) return false;
  try {
    await send(videoReadyMail(v, publicUrl, shareUrl));
  } catch (err) {
    // Not sent: give the claim back so a later pass can try again.
    releaseReadyMail(db, videoId);
    throw err;
  }
  return true;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

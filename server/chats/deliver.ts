// The "post to the group chat" step after a recap is ready: one post per (video, destination).
// The claim (a chat_posts row) is taken before posting, like the ready mail's: a process that dies
// after the chat took the post but before the result was written leaves the claim, and nobody
// posts again (at most once; a lost post beats a double one in a league's chat). Failures are
// retried with backoff; a chat that still answers 401/403/404 has dropped the webhook or bot:
// the destination is marked broken with the reason and the owner is e-mailed once.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mail } from '../mail/mailer';
import { claimBrokenMail, markBroken, markError, markPosted, workingDestinations, type Destination } from './destinations';
import { postToChat, type ChatFile, type ChatPost } from './platforms';
import { chatKey } from './secret-box';
import { ChatRequestError, chatTransport, sendChatRequest } from './transport';
import { errorText } from '../error-text';

/** What a recap brings to the chats; the share link and the chat rendition come from their own modules. */
export type RecapForChats = {
  /** The recap's public link, null while the league's sharing is off. */
  shareUrl: string | null;
  /** The file to upload (the chat rendition), null when there is none. */
  chatFile: ChatFile | null;
  thumbnail: ChatFile | null;
};

export type ChatDeps = {
  db: Database;
  config: Pick<Config, 'NODE_ENV' | 'CHAT_SECRET_KEY' | 'CHAT_API_URL' | 'CHAT_TIMEOUT_MS' | 'CHAT_RETRY_DELAYS_MS' | 'PUBLIC_URL'>;
  send: (mail: Mail) => Promise<void>;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
};

export type PostOutcome = { destinationId: number; outcome: 'posted' | 'already claimed' | 'failed' | 'broken'; error?: string };

/** A chat's answer that means the webhook or bot is gone or not allowed: retrying later will not help. */
export const isBrokenStatus = (status: number | null) => status === 401 || status === 403 || status === 404;

const KIND_NAMES: Record<Destination['kind'], string> = { discord: 'Discord', slack: 'Slack', groupme: 'GroupMe', telegram: 'Telegram' };

export function recapText(v: { league_name: string; week: number; season: string }): string {
  return `🏈 ${v.league_name}: the ${v.season} week ${v.week} recap is here.`;
}

/** Claims the post of a video to a destination; false when some process already did. */
export function claimChatPost(db: Database, videoId: number, destinationId: number): boolean {
  return db.prepare('INSERT INTO chat_posts (video_id, destination_id) VALUES (?, ?) ON CONFLICT DO NOTHING').run(videoId, destinationId).changes === 1;
}

/** Posts a ready recap to every working destination of its league, each once. */
export async function postRecapToChats(deps: ChatDeps, videoId: number, recap: RecapForChats): Promise<PostOutcome[]> {
  const { db } = deps;
  const video = db.prepare('SELECT league_id, league_name, week, season FROM videos WHERE id = ?').get(videoId) as
    | { league_id: number; league_name: string; week: number; season: string }
    | undefined;
  if (!video) return [];
  const key = chatKey(deps.config);
  if (!key) return [];
  const destinations = workingDestinations(db, key, video.league_id);
  const post: ChatPost = { text: recapText(video), shareUrl: recap.shareUrl, video: recap.chatFile, thumbnail: recap.thumbnail };
  const outcomes: PostOutcome[] = [];
  // One destination after another: a slow chat delays the next, but the uploads share 2 cores.
  for (const d of destinations) outcomes.push(await postOnce(deps, videoId, d, post));
  return outcomes;
}

async function postOnce(deps: ChatDeps, videoId: number, d: Destination, post: ChatPost): Promise<PostOutcome> {
  const { db } = deps;
  if (!claimChatPost(db, videoId, d.id)) return { destinationId: d.id, outcome: 'already claimed' };
  const transport = chatTransport(deps.config);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const delays = deps.config.CHAT_RETRY_DELAYS_MS;
  let last: ChatRequestError | null = null;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1]);
    db.prepare('UPDATE chat_posts SET attempts = attempts + 1 WHERE video_id = ? AND destination_id = ?').run(videoId, d.id);
    try {
      await postToChat(d, post, (req) => sendChatRequest(transport, req));
      db.prepare(
        `UPDATE chat_posts SET state = 'posted', posted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), error = NULL WHERE video_id = ? AND destination_id = ?`,
      ).run(videoId, d.id);
      markPosted(db, d.id);
      return { destinationId: d.id, outcome: 'posted' };
    } catch (err) {
      last = err instanceof ChatRequestError ? err : new ChatRequestError(errorText(err), null);
      deps.log(`chats: video ${videoId} to ${d.label} (destination ${d.id}), try ${attempt + 1}: ${last.message}`);
      // A refusal before anything left (SSRF guard, bad URL) will not change on retry.
      if (last.status === null && last.message.startsWith('refused')) break;
    }
  }
  const error = last?.message ?? 'unknown error';
  db.prepare(`UPDATE chat_posts SET state = 'failed', error = ? WHERE video_id = ? AND destination_id = ?`).run(error, videoId, d.id);
  if (last && isBrokenStatus(last.status)) {
    const reason = `${KIND_NAMES[d.kind]} answered ${error}`;
    markBroken(db, d.id, reason);
    await tellOwnerBroken(deps, d, reason);
    return { destinationId: d.id, outcome: 'broken', error: reason };
  }
  markError(db, d.id, error);
  return { destinationId: d.id, outcome: 'failed', error };
}

/** The one mail about a broken destination (claimed first, so two processes send one). */
async function tellOwnerBroken(deps: ChatDeps, d: Destination, reason: string): Promise<void> {
  const owner = deps.db.prepare('SELECT u.email, u.first_name, l.name FROM leagues l JOIN users u ON u.id = l.owner_user_id WHERE l.id = ?').get(d.leagueId) as
    | { email: string | null; first_name: string | null; name: string }
    | undefined;
  if (!owner?.email || !claimBrokenMail(deps.db, d.id)) return;
  const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/settings#group-chat`;
  const hello = owner.first_name ? `Hi ${owner.first_name},` : 'Hi,';
  const kind = KIND_NAMES[d.kind];
  try {
    await deps.send({
      to: owner.email,
      subject: `${owner.name}: we can't post recaps to your ${kind} chat`,
      text: `${hello}\n\nThe recap could not be posted to ${d.label}: ${reason}.\nThe webhook or bot may have been deleted or lost its access. Add it again in Settings (Group chat) and send a test post:\n${link}\n\nWe stop posting there until then; this is the only e-mail about it.\n`,
    });
  } catch (err) {
    // Not sent: give the claim back so the next failure tells them.
    deps.db.prepare('UPDATE chat_destinations SET broken_mailed_at = NULL WHERE id = ?').run(d.id);
    deps.log(`chats: broken-destination mail for destination ${d.id} not sent: ${errorText(err)}`);
  }
}

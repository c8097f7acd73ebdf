// A league's group-chat destinations: what each kind takes (checked by shape, a 400 naming the
// field), how it is stored (the secret sealed, a harmless label shown), and its status.
import { z } from 'zod';
import type { Database } from '../db/database';
import { open, seal } from './secret-box';
import { ChatKind, ChatStatus } from '../../src/vocabulary';

const CHAT_KINDS = ChatKind.options;
/** More would be a mistake, and each costs a post per recap. */
export const MAX_DESTINATIONS_PER_LEAGUE = 8;

const text = (field: string, what: string) =>
  z.string({ error: (i) => (i.input === undefined ? `${field} is required: ${what}` : `${field} must be text: ${what}`) }).trim();

// Only the real hosts, over https, in the shapes the platforms hand out: anything else (another
// host, an address, userinfo, a port) is refused here, before it is stored (no SSRF through a webhook).
const DISCORD_WEBHOOK = /^https:\/\/(?:ptb\.|canary\.)?(?:discord\.com|discordapp\.com)\/api(?:\/v\d{1,2})?\/webhooks\/(\d{17,20})\/([A-Za-z0-9_-]{40,100})$/;
const SLACK_WEBHOOK = /^https:\/\/hooks\.slack\.com\/services\/(T[A-Z0-9]{6,15})\/(B[A-Z0-9]{6,15})\/([A-Za-z0-9]{20,40})$/;
const GROUPME_BOT_ID = /^[A-Za-z0-9]{16,40}$/;
const GROUPME_TOKEN = /^[A-Za-z0-9]{20,64}$/;
const TELEGRAM_TOKEN = /^(\d{5,12}):[A-Za-z0-9_-]{30,50}$/;
const TELEGRAM_CHAT = /^(?:-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

export const DiscordSecret = z.object({
  webhook_url: text('webhook_url', 'the Discord webhook URL').regex(
    DISCORD_WEBHOOK,
    'webhook_url must be a Discord webhook URL, https://discord.com/api/webhooks/<id>/<token> (Server Settings → Integrations → Webhooks → Copy Webhook URL)',
  ),
});
export const SlackSecret = z.object({
  webhook_url: text('webhook_url', 'the Slack incoming webhook URL').regex(
    SLACK_WEBHOOK,
    'webhook_url must be a Slack incoming webhook URL, https://hooks.slack.com/services/T…/B…/… (your Slack app → Incoming Webhooks)',
  ),
});
export const GroupMeSecret = z.object({
  bot_id: text('bot_id', "the GroupMe bot's id").regex(GROUPME_BOT_ID, 'bot_id must be a GroupMe bot id: 16 to 40 letters and digits (dev.groupme.com → Bots)'),
  access_token: text('access_token', 'your GroupMe access token')
    .regex(GROUPME_TOKEN, 'access_token must be a GroupMe access token: 20 to 64 letters and digits (dev.groupme.com → Access Token)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const TelegramSecret = z.object({
  bot_token: text('bot_token', 'the token @BotFather gave your bot').regex(
    TELEGRAM_TOKEN,
    'bot_token must be a Telegram bot token like 123456789:AA… (from @BotFather)',
  ),
  chat_id: z
    .union([z.number().int(), z.string()], { error: "chat_id is required: the group's chat id (e.g. -1001234567890) or @channelname" })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(TELEGRAM_CHAT, 'chat_id must be a Telegram chat id (e.g. -1001234567890) or a @channelname')),
});

export const SECRET_SCHEMAS = { discord: DiscordSecret, slack: SlackSecret, groupme: GroupMeSecret, telegram: TelegramSecret } as const;
export type ChatSecret =
  | { kind: 'discord'; secret: z.infer<typeof DiscordSecret> }
  | { kind: 'slack'; secret: z.infer<typeof SlackSecret> }
  | { kind: 'groupme'; secret: z.infer<typeof GroupMeSecret> }
  | { kind: 'telegram'; secret: z.infer<typeof TelegramSecret> };

export const KindBody = z.object({
  kind: z.enum(CHAT_KINDS, {
    error: (i) => (i.input === undefined ? `kind is required: one of ${CHAT_KINDS.join(', ')}` : `kind must be one of ${CHAT_KINDS.join(', ')}`),
  }),
});

/** What the owner sees of a destination: enough to recognise it, never enough to post with. */
export function labelOf(d: ChatSecret): string {
  switch (d.kind) {
    case 'discord': {
      const id = DISCORD_WEBHOOK.exec(d.secret.webhook_url)?.[1] ?? '';
      return `Discord webhook …${id.slice(-4)}`;
    }
    case 'slack': {
      const team = SLACK_WEBHOOK.exec(d.secret.webhook_url)?.[1] ?? '';
      return `Slack webhook (workspace ${team})`;
    }
    case 'groupme':
      return `GroupMe bot …${d.secret.bot_id.slice(-4)}${d.secret.access_token ? ' with pictures' : ''}`;
    case 'telegram':
      return `Telegram chat ${d.secret.chat_id} (bot ${TELEGRAM_TOKEN.exec(d.secret.bot_token)?.[1] ?? ''})`;
  }
}

const context = (leagueId: number, kind: ChatKind) => `chat-destination:${leagueId}:${kind}`;

const Row = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  kind: ChatKind,
  label: z.string(),
  secret: z.string(),
  status: ChatStatus,
  broken_reason: z.string().nullable(),
  last_posted_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
type Row = z.infer<typeof Row>;

/** A destination as the owner sees it. */
export type PublicDestination = Omit<Row, 'secret' | 'league_id'>;
/** A destination with its opened secret, for posting. */
export type Destination = PublicDestination & { leagueId: number } & ChatSecret;

export function publicView(r: Row): PublicDestination {
  return {
    id: r.id,
    kind: r.kind,
    label: r.label,
    status: r.status,
    broken_reason: r.broken_reason,
    last_posted_at: r.last_posted_at,
    last_error: r.last_error,
    created_at: r.created_at,
  };
}

export function addDestination(db: Database, key: Buffer, leagueId: number, d: ChatSecret): PublicDestination {
  const sealed = seal(key, JSON.stringify(d.secret), context(leagueId, d.kind));
  const row = db
    .prepare('INSERT INTO chat_destinations (league_id, kind, label, secret) VALUES (?, ?, ?, ?) RETURNING *')
    .get(leagueId, d.kind, labelOf(d), sealed);
  return publicView(Row.parse(row));
}

export function listDestinations(db: Database, leagueId: number): PublicDestination[] {
  return db
    .prepare('SELECT * FROM chat_destinations WHERE league_id = ? ORDER BY id')
    .all(leagueId)
    .map((r) => publicView(Row.parse(r)));
}

export function countDestinations(db: Database, leagueId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM chat_destinations WHERE league_id = ?').get(leagueId) as { n: number }).n;
}

/** Opens a stored row's secret (throws when the key is not the one it was sealed with). */
function opened(key: Buffer, r: Row): Destination {
  const raw: unknown = JSON.parse(open(key, r.secret, context(r.league_id, r.kind)));
  const base = { ...publicView(r), leagueId: r.league_id };
  switch (r.kind) {
    case 'discord':
      return { ...base, kind: 'discord', secret: DiscordSecret.parse(raw) };
    case 'slack':
      return { ...base, kind: 'slack', secret: SlackSecret.parse(raw) };
    case 'groupme':
      return { ...base, kind: 'groupme', secret: GroupMeSecret.parse(raw) };
    case 'telegram':
      return { ...base, kind: 'telegram', secret: TelegramSecret.parse(raw) };
  }
}

/** One destination of a league, opened; null when the league has no such destination. */
export function findDestination(db: Database, key: Buffer, leagueId: number, id: number): Destination | null {
  const r = db.prepare('SELECT * FROM chat_destinations WHERE id = ? AND league_id = ?').get(id, leagueId);
  return r === undefined ? null : opened(key, Row.parse(r));
}

/** The league's destinations a recap goes to (broken ones wait until the owner fixes them), opened. */
export function workingDestinations(db: Database, key: Buffer, leagueId: number): Destination[] {
  return db
    .prepare(`SELECT * FROM chat_destinations WHERE league_id = ? AND status = 'ok' ORDER BY id`)
    .all(leagueId)
    .map((r) => opened(key, Row.parse(r)));
}

export function removeDestination(db: Database, leagueId: number, id: number): boolean {
  return db.prepare('DELETE FROM chat_destinations WHERE id = ? AND league_id = ?').run(id, leagueId).changes === 1;
}

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ','now')`;

export function markPosted(db: Database, id: number): void {
  db.prepare(`UPDATE chat_destinations SET last_posted_at = ${NOW}, last_error = NULL WHERE id = ?`).run(id);
}

export function markError(db: Database, id: number, error: string): void {
  db.prepare('UPDATE chat_destinations SET last_error = ? WHERE id = ?').run(error, id);
}

/** A working post (a test post) clears a broken state: the owner fixed the chat's side. */
export function markWorking(db: Database, id: number): void {
  db.prepare(`UPDATE chat_destinations SET status = 'ok', broken_reason = NULL, broken_mailed_at = NULL, last_error = NULL WHERE id = ?`).run(id);
}

export function markBroken(db: Database, id: number, reason: string): void {
  db.prepare(`UPDATE chat_destinations SET status = 'broken', broken_reason = ?, last_error = ? WHERE id = ?`).run(reason, reason, id);
}

/** Claims the one "your destination broke" mail; false when it was already sent for this break. */
export function claimBrokenMail(db: Database, id: number): boolean {
  return db.prepare(`UPDATE chat_destinations SET broken_mailed_at = ${NOW} WHERE id = ? AND broken_mailed_at IS NULL`).run(id).changes === 1;
}

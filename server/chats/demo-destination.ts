// The demo league's Discord destination: a webhook URL of the real shape that only a local chat
// API answers (outside production with CHAT_API_URL every chat request goes there), added once.
import type { Config } from '../config';
import type { Database } from '../db/database';
import { addDestination, labelOf, type ChatSecret } from './destinations';
import { chatKey } from './secret-box';

export const DEMO_DISCORD_WEBHOOK = 'https://discord.com/api/webhooks/1390486041026113536/demo-recap-league-stand-in-webhook-token-0123456789abcdef';

export function addDemoChatDestination(db: Database, config: Pick<Config, 'NODE_ENV' | 'CHAT_SECRET_KEY' | 'CHAT_API_URL'>, leagueId: number): boolean {
  const key = chatKey(config);
  // Only where CHAT_API_URL is set (`npm start` sets it to its local chat): never a real host.
  if (!key || config.NODE_ENV === 'production' || !config.CHAT_API_URL) return false;
  const demo: ChatSecret = { kind: 'discord', secret: { webhook_url: DEMO_DISCORD_WEBHOOK } };
  // Once: a restart (or an owner who removed it) does not bring it back twice.
  const has = db.prepare(`SELECT 1 FROM chat_destinations WHERE league_id = ? AND kind = 'discord' AND label = ?`).get(leagueId, labelOf(demo));
  if (has) return false;
  addDestination(db, key, leagueId, demo);
  return true;
}

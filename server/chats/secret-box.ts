// Chat destinations' secrets (webhook URLs, bot ids and tokens) at rest: AES-256-GCM with a key
// from the environment (CHAT_SECRET_KEY), a fresh 96-bit nonce per value, and the destination's
// kind and league bound in as associated data, so a sealed value copied to another row fails to open.
// Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url). Outside production, without the key, a
// fixed development key derived from a public string is used: fine for the demo, never for real chats.
import crypto from 'node:crypto';
import type { Config } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/database';

const DEV_KEY = crypto.createHash('sha256').update('recap-league development chat key (not secret)').digest();

/** The sealing key: CHAT_SECRET_KEY, else (outside production) the development key; null in production without it. */
export function chatKey(config: Pick<Config, 'CHAT_SECRET_KEY' | 'NODE_ENV'>): Buffer | null {
  if (config.CHAT_SECRET_KEY) return Buffer.from(config.CHAT_SECRET_KEY, 'base64');
  return config.NODE_ENV === 'production' ? null : DEV_KEY;
}

const b64 = (b: Buffer) => b.toString('base64url');

export function seal(key: Buffer, plain: string, context: string): string {
  const nonce = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', b64(nonce), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** Throws when the value was sealed with another key or for another context, or was altered. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [v, nonce, tag, body] = sealed.split('.');
  if (v !== 'v1' || !nonce || !tag || body === undefined) throw new Error('not a sealed chat secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Production refuses to start without CHAT_SECRET_KEY once any destination exists: the secrets
 * could not be opened (or would have been sealed with the public development key).
 */
export function assertChatKey(config: Pick<Config, 'CHAT_SECRET_KEY' | 'NODE_ENV'>, db: Database): void {
  if (chatKey(config)) return;
  const row = db.prepare('SELECT COUNT(*) AS n FROM chat_destinations').get() as { n: number };
  if (row.n > 0)
    throw new ConfigError(
      `CHAT_SECRET_KEY: required in production while group-chat destinations exist (${row.n}); 32 random bytes in base64 (openssl rand -base64 32)`,
    );
}

// The key share-link tokens are made with. It lives outside the database, so a copy of the
// database alone cannot open any share link (only token hashes and nonces are stored there).
// With SESSION_SECRET (required in production) the key is derived from it; without (the local
// demo) a random key is kept in $DATA_DIR/share-links.key so links survive a restart.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** An opaque HMAC key; only server/sharing/links.ts uses it. */
export type ShareKey = { readonly bytes: Buffer };

const KEY_FILE = 'share-links.key';

export function shareKeyFrom(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): ShareKey {
  if (config.SESSION_SECRET) {
    return { bytes: Buffer.from(crypto.hkdfSync('sha256', config.SESSION_SECRET, 'recap-league', 'share-links', 32)) };
  }
  const file = path.join(config.DATA_DIR, KEY_FILE);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and both read the same key.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is damaged: delete it (every share link changes)`);
  return { bytes: Buffer.from(hex, 'hex') };
}

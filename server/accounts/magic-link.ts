// Magic links: 32 random bytes mailed, only their sha256 stored, valid 15 minutes, used once.
import crypto from 'node:crypto';
import type { Database } from '../db/database';
import type { MagicPurpose, OfferedLevel, PermissionType } from '../../src/vocabulary';
import type { LeagueClaim } from '../leagues/store';
import type { SignInIntent } from './sign-in';

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export type MagicTokenInput = {
  email: string;
  purpose: MagicPurpose;
  accessType: PermissionType | null;
  inviteCode?: string | null;
  claim?: LeagueClaim | null;
  roastLevel?: OfferedLevel | null;
  referral?: string | null;
};

/** Stores the token's hash and returns the token itself (to be mailed, never stored). */
export function issueMagicToken(db: Database, input: MagicTokenInput, now: Date): string {
  const token = crypto.randomBytes(32).toString('base64url');
  // Old tokens are useless after their 15 minutes; a day later they go (kept that long so a late
  // click still reads "expired" rather than "invalid").
  db.prepare('DELETE FROM magic_tokens WHERE expires_at < ?').run(now.getTime() - 24 * 60 * 60 * 1000);
  const extra = { claim: input.claim ?? null, roastLevel: input.roastLevel ?? null, referral: input.referral ?? null };
  db.prepare(
    `INSERT INTO magic_tokens (token_hash, email, purpose, onboarding_data, access_type, invite_code, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(token),
    input.email,
    input.purpose,
    JSON.stringify(extra),
    input.accessType,
    input.inviteCode ?? null,
    now.getTime() + MAGIC_LINK_TTL_MS,
    now.getTime(),
  );
  return token;
}

type TokenRow = {
  email: string;
  purpose: MagicPurpose;
  onboarding_data: string | null;
  access_type: PermissionType | null;
  invite_code: string | null;
  expires_at: number;
  used_at: number | null;
};

export type TokenCheck = { ok: true; intent: SignInIntent } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

function check(row: TokenRow | undefined, now: Date): TokenCheck {
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (row.expires_at <= now.getTime()) return { ok: false, reason: 'expired' };
  const extra = row.onboarding_data
    ? (JSON.parse(row.onboarding_data) as { claim: LeagueClaim | null; roastLevel: SignInIntent['roastLevel']; referral?: string | null })
    : { claim: null, roastLevel: null, referral: null };
  return {
    ok: true,
    intent: {
      email: row.email,
      accessType: row.access_type,
      inviteCode: row.invite_code,
      claim: extra.claim,
      roastLevel: extra.roastLevel,
      referral: extra.referral ?? null,
    },
  };
}

const SELECT = 'SELECT email, purpose, onboarding_data, access_type, invite_code, expires_at, used_at FROM magic_tokens WHERE token_hash = ?';

/** Looks without using it up: the link's page shows a button, so mail scanners cannot burn it. */
export function peekMagicToken(db: Database, token: string, now: Date): TokenCheck {
  return check(db.prepare(SELECT).get(sha256(token)) as TokenRow | undefined, now);
}

/** Uses the token up, atomically: of two simultaneous clicks only one signs in. */
export function consumeMagicToken(db: Database, token: string, now: Date): TokenCheck {
  const hash = sha256(token);
  return db
    .transaction((): TokenCheck => {
      const result = check(db.prepare(SELECT).get(hash) as TokenRow | undefined, now);
      if (result.ok) db.prepare('UPDATE magic_tokens SET used_at = ? WHERE token_hash = ?').run(now.getTime(), hash);
      return result;
    })
    .immediate();
}

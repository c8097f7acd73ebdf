// Who may enter the beta, and as which permission type (spec sections 1, 4 and 6).
import crypto from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PermissionType } from './users';

export type AccessFacts = { isBetaEmail: boolean; hasValidInvite: boolean; openSignup: boolean };

/** The permission type a new account gets, or null when the e-mail belongs on the waitlist. */
export function decideAccess(f: AccessFacts): PermissionType | null {
  if (f.isBetaEmail) return 'private_beta';
  if (f.hasValidInvite) return 'invite_beta';
  if (f.openSignup) return 'user';
  return null;
}

export function isBetaEmail(db: Database, config: Pick<Config, 'BETA_EMAILS'>, email: string): boolean {
  const listed = config.BETA_EMAILS.split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (listed.includes(email.toLowerCase())) return true;
  return db.prepare('SELECT 1 FROM beta_emails WHERE email = ?').get(email) !== undefined;
}

export function addBetaEmail(db: Database, email: string): void {
  db.prepare('INSERT OR IGNORE INTO beta_emails (email) VALUES (?)').run(email);
  db.prepare('DELETE FROM waitlist WHERE email = ?').run(email);
}

export function addToWaitlist(db: Database, email: string, source: string): void {
  db.prepare('INSERT OR IGNORE INTO waitlist (email, source) VALUES (?, ?)').run(email, source);
}

export function listWaitlist(db: Database): { email: string; source: string; created_at: string }[] {
  return db.prepare('SELECT email, source, created_at FROM waitlist ORDER BY created_at, email').all() as {
    email: string;
    source: string;
    created_at: string;
  }[];
}

// ── Invite codes ────────────────────────────────────────────────────────────────────────────

export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export function createInviteCode(db: Database, opts: { forEmail?: string; createdBy?: number } = {}): string {
  const code = crypto.randomBytes(9).toString('base64url');
  db.prepare('INSERT INTO invite_codes (code, for_email, created_by) VALUES (?, ?, ?)').run(
    code,
    opts.forEmail ?? null,
    opts.createdBy ?? null,
  );
  return code;
}

export type InviteRow = { code: string; for_email: string | null; used_by: number | null };

export function findInvite(db: Database, code: string): InviteRow | undefined {
  return db.prepare('SELECT code, for_email, used_by FROM invite_codes WHERE code = ?').get(code) as InviteRow | undefined;
}

/** An unused code, and (when it names one) for this e-mail. */
export function isUsableInvite(invite: InviteRow | undefined, email?: string): boolean {
  if (!invite || invite.used_by !== null) return false;
  return !invite.for_email || !email || invite.for_email.toLowerCase() === email.toLowerCase();
}

/** Marks it used; false if someone used it first. */
export function useInvite(db: Database, code: string, userId: number): boolean {
  return (
    db
      .prepare(
        `UPDATE invite_codes SET used_by = ?, used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE code = ? AND used_by IS NULL`,
      )
      .run(userId, code).changes > 0
  );
}

/** The unused code made for this e-mail, if any (the spec's get-invite-code call). */
export function inviteCodeFor(db: Database, email: string): string | undefined {
  const row = db
    .prepare('SELECT code FROM invite_codes WHERE for_email = ? AND used_by IS NULL ORDER BY created_at DESC LIMIT 1')
    .get(email) as { code: string } | undefined;
  return row?.code;
}

// Who may enter the beta, and as which permission type (spec sections 1, 4 and 6).
import crypto from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { InviteOpening, PermissionType } from '../../src/vocabulary';

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
  db.prepare('INSERT INTO invite_codes (code, for_email, created_by) VALUES (?, ?, ?)').run(code, opts.forEmail ?? null, opts.createdBy ?? null);
  return code;
}

export type InviteRow = { code: string; for_email: string | null; used_by: number | null };

/** A code still in force: not canceled by the member who made it, not past its expiry. */
const LIVE = `canceled_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`;
const nowIso = () => new Date().toISOString();

/** The code, unless it was canceled or has expired (then it is as good as unknown). */
export function findInvite(db: Database, code: string): InviteRow | undefined {
  return db.prepare(`SELECT code, for_email, used_by FROM invite_codes WHERE code = ? AND ${LIVE}`).get(code, nowIso()) as InviteRow | undefined;
}

/** An unused code, and (when it names one) for this e-mail. */
export function isUsableInvite(invite: InviteRow | undefined, email?: string): boolean {
  if (!invite || invite.used_by !== null) return false;
  return !invite.for_email || !email || invite.for_email.toLowerCase() === email.toLowerCase();
}

/**
 * An invite as the person opening it sees it: `open` to use (signed out, or the invited address),
 * `yours` when it was already applied to the signed-in account (an invited friend signed up
 * first: their address's invite admitted them), `other_address` when it names another e-mail
 * than the signed-in one, `used` by someone else, `invalid` when unknown, canceled or expired.
 */

export function inviteStateFor(db: Database, invite: InviteRow | undefined, userId: number | null): InviteOpening {
  if (!invite) return 'invalid';
  if (userId !== null && invite.used_by === userId) return 'yours';
  if (invite.used_by !== null) return 'used';
  if (userId === null || !invite.for_email) return 'open';
  const email = (db.prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string } | undefined)?.email;
  return email && email.toLowerCase() !== invite.for_email.toLowerCase() ? 'other_address' : 'open';
}

/** Marks it used (the account is admitted: it leaves the waitlist); false if someone used it first. */
export function useInvite(db: Database, code: string, userId: number): boolean {
  const used =
    db
      .prepare(`UPDATE invite_codes SET used_by = ?, used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE code = ? AND used_by IS NULL AND ${LIVE}`)
      .run(userId, code, nowIso()).changes > 0;
  if (used) db.prepare('DELETE FROM waitlist WHERE email = (SELECT email FROM users WHERE id = ?)').run(userId);
  return used;
}

/** The unused code made for this e-mail, if any (the spec's get-invite-code call). */
export function inviteCodeFor(db: Database, email: string): string | undefined {
  const row = db
    .prepare(`SELECT code FROM invite_codes WHERE for_email = ? AND used_by IS NULL AND ${LIVE} ORDER BY created_at DESC LIMIT 1`)
    .get(email, nowIso()) as { code: string } | undefined;
  return row?.code;
}

/**
 * The invite that admits `email`: the code it came with when that one is usable for it, else an
 * open invite made for this address (a member's invite admits the address, however it signs up).
 */
export function usableInviteFor(db: Database, email: string, code?: string | null): string | undefined {
  if (code && isUsableInvite(findInvite(db, code), email)) return code;
  return inviteCodeFor(db, email);
}

// Invites from members, on the invite_codes table (migration 019): one row per invite, made by
// a member (created_by) for one address (for_email), single use, with a limit on how many a
// member may have open at once and on how many they may send a day.
import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { MemberInviteState } from '../../src/vocabulary';

/** Invites a member may have open (sent, not used, canceled or expired) at once. */
export const OPEN_INVITE_LIMIT = 5;
/** Invites a member may send in 24 hours, canceled ones included (no mail cannon). */
export const DAILY_INVITE_LIMIT = 10;
/** An unused invite stops working after this many days. */
export const INVITE_TTL_DAYS = 30;
/** The list shows this many, newest first. */
const LIST_MAX = 50;

type Row = {
  code: string;
  for_email: string;
  used_at: string | null;
  used_by: number | null;
  created_at: string;
  sent_at: string | null;
  canceled_at: string | null;
  expires_at: string | null;
};

/** One invite as its member sees it. */
export type MemberInvite = {
  code: string;
  email: string;
  state: MemberInviteState;
  /** The single-use link (only while the invite is open). */
  link: string | null;
  created_at: string;
  sent_at: string | null;
  used_at: string | null;
  canceled_at: string | null;
  expires_at: string | null;
};

const COLUMNS = 'code, for_email, used_at, used_by, created_at, sent_at, canceled_at, expires_at';
/** SQL for "still open" at ?: not used, not canceled, not expired. */
const OPEN = 'used_by IS NULL AND used_at IS NULL AND canceled_at IS NULL AND (expires_at IS NULL OR expires_at > ?)';

export function stateOf(row: Pick<Row, 'used_at' | 'used_by' | 'canceled_at' | 'expires_at'>, now: Date): MemberInviteState {
  if (row.used_by !== null || row.used_at !== null) return 'used';
  if (row.canceled_at !== null) return 'canceled';
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) return 'expired';
  return 'sent';
}

export function inviteLink(publicUrl: string, code: string): string {
  return new URL(`/invite-signup/${encodeURIComponent(code)}`, publicUrl).toString();
}

function present(row: Row, now: Date, publicUrl: string): MemberInvite {
  const state = stateOf(row, now);
  return {
    code: row.code,
    email: row.for_email,
    state,
    link: state === 'sent' ? inviteLink(publicUrl, row.code) : null,
    created_at: row.created_at,
    sent_at: row.sent_at,
    used_at: row.used_at,
    canceled_at: row.canceled_at,
    expires_at: row.expires_at,
  };
}

export function countOpenInvites(db: Database, memberId: number, now: Date): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM invite_codes WHERE created_by = ? AND ${OPEN}`).get(memberId, now.toISOString()) as { n: number }).n;
}

/** The member's own invites, newest first. */
export function listMemberInvites(db: Database, memberId: number, now: Date, publicUrl: string): MemberInvite[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM invite_codes WHERE created_by = ? AND for_email IS NOT NULL ORDER BY created_at DESC, rowid DESC LIMIT ?`)
    .all(memberId, LIST_MAX) as Row[];
  return rows.map((r) => present(r, now, publicUrl));
}

/** One of the member's own invites; another member's (or an unknown code) is not found. */
export function findMemberInvite(db: Database, memberId: number, code: string, now: Date, publicUrl: string): MemberInvite | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM invite_codes WHERE code = ? AND created_by = ?`).get(code, memberId) as Row | undefined;
  return row && present(row, now, publicUrl);
}

/**
 * Makes an invite for `email` after checking the member's limits, in one transaction (two
 * requests at once cannot both take the last open slot). The mail is sent by the caller.
 */
export function createMemberInvite(db: Database, input: { memberId: number; memberEmail: string; email: string; now: Date }): string {
  const { memberId, email, now } = input;
  const at = now.toISOString();
  return db.transaction(() => {
    if (email.toLowerCase() === input.memberEmail.toLowerCase()) {
      throw new HttpError(400, "That's your own e-mail address. Enter your friend's address.");
    }
    const duplicate = db.prepare(`SELECT 1 FROM invite_codes WHERE created_by = ? AND for_email = ? AND ${OPEN}`).get(memberId, email, at);
    if (duplicate) {
      throw new HttpError(409, `You already invited ${email} and that invite is still open. Cancel it first to send a new one.`);
    }
    if (countOpenInvites(db, memberId, now) >= OPEN_INVITE_LIMIT) {
      throw new HttpError(409, `You have ${OPEN_INVITE_LIMIT} open invites, the most you can have at once. Cancel one, or wait until a friend joins.`);
    }
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const today = (db.prepare('SELECT COUNT(*) AS n FROM invite_codes WHERE created_by = ? AND created_at > ?').get(memberId, dayAgo) as { n: number }).n;
    if (today >= DAILY_INVITE_LIMIT) {
      throw new HttpError(429, `You have sent ${DAILY_INVITE_LIMIT} invites in the last 24 hours, the most allowed. Please try again tomorrow.`);
    }
    const code = crypto.randomBytes(12).toString('base64url');
    const expires = new Date(now.getTime() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();
    db.prepare('INSERT INTO invite_codes (code, created_by, for_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(code, memberId, email, at, expires);
    return code;
  })();
}

export function markInviteSent(db: Database, code: string, now: Date): void {
  db.prepare('UPDATE invite_codes SET sent_at = ? WHERE code = ?').run(now.toISOString(), code);
}

/** Takes back an invite whose mail could not be sent (it never existed for anyone). */
export function discardInvite(db: Database, code: string): void {
  db.prepare('DELETE FROM invite_codes WHERE code = ? AND used_by IS NULL').run(code);
}

/** Cancels an open invite of this member; canceling one already canceled or expired changes nothing. */
export function cancelMemberInvite(db: Database, memberId: number, code: string, now: Date): 'canceled' | 'used' | 'unchanged' | 'not-found' {
  return db.transaction(() => {
    const row = db.prepare(`SELECT ${COLUMNS} FROM invite_codes WHERE code = ? AND created_by = ?`).get(code, memberId) as Row | undefined;
    if (!row) return 'not-found';
    const state = stateOf(row, now);
    if (state === 'used') return 'used';
    if (state !== 'sent') return 'unchanged';
    db.prepare('UPDATE invite_codes SET canceled_at = ? WHERE code = ? AND used_by IS NULL').run(now.toISOString(), code);
    return 'canceled';
  })();
}

export function isWaitlisted(db: Database, email: string): boolean {
  return db.prepare('SELECT 1 FROM waitlist WHERE email = ?').get(email) !== undefined;
}

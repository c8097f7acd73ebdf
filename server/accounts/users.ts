// Users and their permission records (the spec's `permission`): reads and writes on SQLite.
import type { Database } from '../db/database';
import type { PermissionType } from '../../src/vocabulary';

export type UserRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  google_id: string | null;
};

export type PermissionRow = {
  type: PermissionType;
  show_onboarding: number;
  onboarding_step: number;
  tier: string | null;
  interval: string | null;
  subscription_current_period_end: string | null;
  stripe_customer_id: string | null;
};

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare('SELECT id, email, first_name, last_name, google_id FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT id, email, first_name, last_name, google_id FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByGoogleId(db: Database, googleId: string): UserRow | undefined {
  return db.prepare('SELECT id, email, first_name, last_name, google_id FROM users WHERE google_id = ?').get(googleId) as UserRow | undefined;
}

export function createUser(db: Database, u: { email: string; first_name?: string | null; last_name?: string | null; google_id?: string | null }): UserRow {
  const r = db
    .prepare('INSERT INTO users (email, first_name, last_name, google_id) VALUES (?, ?, ?, ?)')
    .run(u.email, u.first_name ?? null, u.last_name ?? null, u.google_id ?? null);
  return findUserById(db, Number(r.lastInsertRowid))!;
}

/** Fill in names and the Google id the first time Google tells us them. */
export function updateFromGoogle(db: Database, id: number, p: { google_id: string; first_name?: string; last_name?: string }): void {
  db.prepare(
    `UPDATE users SET google_id = COALESCE(google_id, ?), first_name = COALESCE(first_name, ?), last_name = COALESCE(last_name, ?)
     WHERE id = ?`,
  ).run(p.google_id, p.first_name ?? null, p.last_name ?? null, id);
}

export function getPermission(db: Database, userId: number): PermissionRow | undefined {
  return db
    .prepare(
      `SELECT type, show_onboarding, onboarding_step, tier, interval, subscription_current_period_end, stripe_customer_id
       FROM permissions WHERE user_id = ?`,
    )
    .get(userId) as PermissionRow | undefined;
}

/** Creates the record if there is none; returns whether it did. */
export function createPermission(db: Database, userId: number, type: PermissionType, step: number): boolean {
  const r = db.prepare('INSERT OR IGNORE INTO permissions (user_id, type, onboarding_step) VALUES (?, ?, ?)').run(userId, type, step);
  return r.changes > 0;
}

/** Onboarding only moves forward: a late or repeated call never sends a user back a step. */
export function advanceOnboardingStep(db: Database, userId: number, step: number): number {
  db.prepare(
    `UPDATE permissions SET onboarding_step = MAX(onboarding_step, ?), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE user_id = ?`,
  ).run(step, userId);
  return getPermission(db, userId)?.onboarding_step ?? step;
}

export function markOnboardingComplete(db: Database, userId: number): void {
  db.prepare(
    `UPDATE permissions SET show_onboarding = 0, onboarding_step = 8, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE user_id = ?`,
  ).run(userId);
}

/** GET /api/current_user's answer for a signed-in user (the spec's User with its permission). */
export function currentUserPayload(db: Database, userId: number) {
  const u = findUserById(db, userId);
  if (!u) return undefined;
  const p = getPermission(db, userId);
  return {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    stripe_customer_id: p?.stripe_customer_id ?? null,
    permission: p
      ? {
          type: p.type,
          show_onboarding: p.show_onboarding === 1,
          onboarding_step: p.onboarding_step,
          tier: p.tier,
          interval: p.interval,
          subscription_current_period_end: p.subscription_current_period_end,
          stripe_customer_id: p.stripe_customer_id,
        }
      : null,
  };
}

// Rows the job tests need: a user owning a league, with or without a paid subscription.
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { LocalVideoStorage } from '../../server/videos/storage';

export function seedUser(db: Database, email: string, periodEnd: string | null = null): number {
  const { id } = db.prepare('INSERT INTO users (email, first_name) VALUES (?, ?) RETURNING id').get(email, 'Test') as {
    id: number;
  };
  db.prepare(
    `INSERT INTO permissions (user_id, show_onboarding, onboarding_step, subscription_current_period_end)
     VALUES (?, 0, 8, ?)`,
  ).run(id, periodEnd);
  return id;
}

export function seedLeague(db: Database, opts: { ownerId: number; platformLeagueId: string; name?: string; paid?: boolean; season?: string }): number {
  const { id } = db
    .prepare(`INSERT INTO leagues (platform_league_id, owner_user_id, name, season, paid) VALUES (?, ?, ?, ?, ?) RETURNING id`)
    .get(opts.platformLeagueId, opts.ownerId, opts.name ?? 'Test League', opts.season ?? '2026', opts.paid ? 1 : 0) as {
    id: number;
  };
  return id;
}

/** A worker's video options for a local store in `videoDir` (renders in progress in its .tmp). */
export function localVideos(videoDir: string): { storage: LocalVideoStorage; scratchDir: string } {
  return { storage: new LocalVideoStorage(videoDir), scratchDir: path.join(videoDir, '.tmp') };
}

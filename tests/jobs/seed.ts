// Rows the job tests need: a user owning a league, with or without a paid subscription.
import type { Database } from '../../server/db/database';

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

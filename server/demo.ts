// The demo seed (config DEMO, on by default): a finished demo account owning the BeardHouse
// league with an active subscription, and the recap of its latest final week queued at start,
// so `npm start` on a fresh clone shows a real recap on the dashboard after signing in.
// Idempotent: a restart finds everything in place and queues nothing twice.
import type { Database } from './db/database';
import type { SleeperClient } from './sleeper/client';
import type { JobQueue } from './jobs/queue';
import type { JobRow } from './jobs/job';
import { weekToRecap } from './recap/week';

export const DEMO_EMAIL = 'demo@recap.local';
export const DEMO_LEAGUE_ID = '1390486041026113536';
/** A paid period that does not run out during a demo. */
const FAR_PERIOD_END = '2099-12-31T23:59:59.000Z';

export type DemoSeed = { userId: number; leagueId: number | null; job: JobRow | null; note: string };

export async function seedDemo(deps: { db: Database; client: SleeperClient; queue: JobQueue }): Promise<DemoSeed> {
  const { db, client, queue } = deps;
  db.prepare(`INSERT INTO users (email, first_name, last_name) VALUES (?, 'Demo', 'User') ON CONFLICT (email) DO NOTHING`).run(DEMO_EMAIL);
  const { id: userId } = db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_EMAIL) as { id: number };
  db.prepare(
    `INSERT INTO permissions (user_id, type, show_onboarding, onboarding_step, tier, interval, subscription_current_period_end)
     VALUES (?, 'user', 0, 8, 'standard', 'month', ?)
     ON CONFLICT (user_id) DO UPDATE SET show_onboarding = 0, onboarding_step = 8,
       subscription_current_period_end = excluded.subscription_current_period_end`,
  ).run(userId, FAR_PERIOD_END);

  const league = await client.getLeague(DEMO_LEAGUE_ID);
  if (!league) return { userId, leagueId: null, job: null, note: `Sleeper does not know the demo league ${DEMO_LEAGUE_ID}` };
  const owner = db.prepare('SELECT id, owner_user_id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE_ID) as
    | { id: number; owner_user_id: number | null }
    | undefined;
  if (owner && owner.owner_user_id !== null && owner.owner_user_id !== userId) {
    return { userId, leagueId: null, job: null, note: 'the demo league is claimed by another account; nothing seeded' };
  }
  db.prepare(
    `INSERT INTO leagues (platform_league_id, owner_user_id, name, season, status, season_type, total_rosters, paid, league_context)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)
     ON CONFLICT (platform_league_id) DO UPDATE SET owner_user_id = excluded.owner_user_id, paid = 1`,
  ).run(
    DEMO_LEAGUE_ID,
    userId,
    league.name,
    league.season,
    league.status,
    league.season_type ?? null,
    league.total_rosters,
    'A 10-team PPR keeper league of old friends. Trash talk is mandatory; the loser buys the wings.',
  );
  const { id: leagueId } = db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE_ID) as { id: number };

  const pick = weekToRecap(await client.getState(), league);
  if (pick.week === null) return { userId, leagueId, job: null, note: pick.reason };
  const job = await queue.enqueue(leagueId, pick.season, pick.week);
  return { userId, leagueId, job, note: `${league.name} ${pick.season} week ${pick.week}: job ${job.id} ${job.state}` };
}

/** The console lines that tell a person how to see the demo. */
export function demoInstructions(publicUrl: string, seed: DemoSeed, inboxPage: boolean): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    `Demo: sign in as ${DEMO_EMAIL} at ${base}/login ("Login with email").`,
    inboxPage
      ? `      The magic link is printed here and kept at ${base}/dev/inbox; open it, then ${base}/dashboard.`
      : `      The magic link is sent over SMTP; open it, then ${base}/dashboard.`,
    `      Demo recap: ${seed.note}. It renders in the background (a few minutes) and shows on the dashboard when done.`,
  ].join('\n');
}

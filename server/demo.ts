// The demo seed (config DEMO, on by default): a finished demo account owning the BeardHouse
// league with an active subscription, and the recap of its latest final week queued at start,
// so `npm start` on a fresh clone shows a real recap on the dashboard after signing in.
// Idempotent: a restart finds everything in place and queues nothing twice.
// Beside the demo world a second league is replayed, unclaimed, for trying sign-up (SIGNUP_LEAGUE).
import type { Database } from './db/database';
import { fantasyLeagues, type SleeperClient } from './sleeper/client';
import type { JobQueue } from './jobs/queue';
import type { JobRow } from './jobs/job';
import { currentSeason, weekToRecap } from './recap/week';

export const DEMO_EMAIL = 'demo@recap.local';
export const DEMO_LEAGUE_ID = '1390486041026113536';
/** A paid period that does not run out during a demo. */
const FAR_PERIOD_END = '2099-12-31T23:59:59.000Z';

/**
 * The league a newcomer signs up with on the embedded defaults: The Chumbo's first four recorded
 * weeks as a 2026 league (tests/fixtures/sleeper/chumbo-2026-after-week4, made by
 * scripts/sleeper-rewind.ts), replayed beside the demo's world so it shares its NFL week. Nobody
 * owns it, so sign-up with one of its members' usernames walks all eight steps.
 */
export const SIGNUP_LEAGUE = {
  besideWorld: 'beardhouse-2026-after-week4',
  world: 'chumbo-2026-after-week4',
  leagueId: '1221557942864596992',
  username: 'bushjohnson',
} as const;

/** The worlds replayed beside `world`: the sign-up league's, when `world` is the demo's. */
export const replayedBeside = (world: string): string[] => (world === SIGNUP_LEAGUE.besideWorld ? [SIGNUP_LEAGUE.world] : []);

export type DemoSeed = {
  userId: number;
  leagueId: number | null;
  job: JobRow | null;
  note: string;
  /** The sign-up league when it is replayed here: its member's username, its name, who claimed it (null: nobody). */
  signup: SignupLeague | null;
};

export type SignupLeague = { username: string; leagueName: string; claimedBy: string | null };

/** SIGNUP_LEAGUE as Sleeper and the database see it: null when Sleeper does not list it for its member. */
export async function signupLeague(db: Database, client: SleeperClient): Promise<SignupLeague | null> {
  const user = await client.getUser(SIGNUP_LEAGUE.username);
  if (!user) return null;
  const leagues = fantasyLeagues(await client.getUserLeagues(user.user_id, currentSeason(await client.getState())));
  const league = leagues.find((l) => l.league_id === SIGNUP_LEAGUE.leagueId);
  if (!league) return null;
  const holder = db
    .prepare('SELECT u.email FROM leagues l JOIN users u ON u.id = l.owner_user_id WHERE l.platform_league_id = ?')
    .get(SIGNUP_LEAGUE.leagueId) as { email: string } | undefined;
  return { username: SIGNUP_LEAGUE.username, leagueName: league.name, claimedBy: holder?.email ?? null };
}

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
  const signup = await signupLeague(db, client);
  if (!league) return { userId, leagueId: null, job: null, note: `Sleeper does not know the demo league ${DEMO_LEAGUE_ID}`, signup };
  const owner = db.prepare('SELECT id, owner_user_id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE_ID) as
    | { id: number; owner_user_id: number | null }
    | undefined;
  if (owner && owner.owner_user_id !== null && owner.owner_user_id !== userId) {
    return { userId, leagueId: null, job: null, note: 'the demo league is claimed by another account; nothing seeded', signup };
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
  if (pick.week === null) return { userId, leagueId, job: null, note: pick.reason, signup };
  const job = await queue.enqueue(leagueId, pick.season, pick.week);
  return { userId, leagueId, job, note: `${league.name} ${pick.season} week ${pick.week}: job ${job.id} ${job.state}`, signup };
}

/** The console lines that tell a person how to see the demo. */
export function demoInstructions(publicUrl: string, seed: DemoSeed, inboxPage: boolean): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    `Demo: sign in as ${DEMO_EMAIL} at ${base}/login ("Login with email").`,
    ...signupLines(base, seed.signup),
    inboxPage
      ? `      The magic link is printed here and kept at ${base}/dev/inbox; open it, then ${base}/dashboard.`
      : `      The magic link is sent over SMTP; open it, then ${base}/dashboard.`,
    `      Demo recap: ${seed.note}. It renders in the background (a few minutes) and shows on the dashboard when done.`,
  ].join('\n');
}

/** The line beside the demo sign-in that says how to try sign-up (or why it cannot be tried now). */
function signupLines(base: string, signup: SignupLeague | null): string[] {
  if (!signup) return [];
  if (signup.claimedBy) {
    return [
      `      Sign-up: the sign-up league (${signup.leagueName}) is already claimed by ${signup.claimedBy}; start with an empty DATA_DIR to try sign-up again.`,
    ];
  }
  return [`      Sign-up: to try sign-up, use the Sleeper username ${signup.username} at ${base}/onboarding/platform (league ${signup.leagueName}).`];
}

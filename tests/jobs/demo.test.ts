import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { SqliteJobQueue } from '../../server/jobs/queue';
import { seedDemo, demoInstructions, DEMO_EMAIL, SIGNUP_LEAGUE, replayedBeside } from '../../server/demo';
import { isSubscriptionActive } from '../../server/billing/subscription-state';
import { paidLeagueIds } from '../../server/billing/store';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { loadFacts } from '../../server/recap/facts/facts';
import { weekToRecap } from '../../server/recap/week';

describe('demo seed', () => {
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await startReplayServer({ world: 'beardhouse-2026-after-week4', also: replayedBeside('beardhouse-2026-after-week4') });
  });
  afterAll(() => replay.close());

  it('gives the demo user a paid BeardHouse league and queues its latest final week once', async () => {
    const db = openDatabase(':memory:');
    const queue = new SqliteJobQueue(db);
    const client = new SleeperClient({ baseUrl: replay.url });
    const first = await seedDemo({ db, client, queue });
    const second = await seedDemo({ db, client, queue });
    expect(second).toEqual(first);
    expect(first.job).toMatchObject({ week: 4, season: '2026', state: 'queued' });
    const permission = db.prepare('SELECT * FROM permissions WHERE user_id = ?').get(first.userId) as {
      show_onboarding: number;
      onboarding_step: number;
      subscription_current_period_end: string;
    };
    expect(permission).toMatchObject({ show_onboarding: 0, onboarding_step: 8 });
    expect(isSubscriptionActive(permission)).toBe(true);
    expect(paidLeagueIds(db)).toEqual([first.leagueId]);
    expect(await queue.hasInProgressJobs(first.userId)).toBe(true);
    expect(db.prepare('SELECT count(*) AS n FROM jobs').get()).toEqual({ n: 1 });
    const text = demoInstructions('http://localhost:3000', first, true);
    expect(text).toContain(DEMO_EMAIL);
    expect(text).toContain('http://localhost:3000/dev/inbox');
    // Beside the demo sign-in: the unclaimed league a newcomer can sign up with.
    expect(first.signup).toEqual({ username: SIGNUP_LEAGUE.username, leagueName: 'The Chumbo', claimedBy: null });
    expect(text).toContain(`to try sign-up, use the Sleeper username ${SIGNUP_LEAGUE.username}`);
    db.close();
  });

  it('says when the sign-up league has been claimed, and names no sign-up league beside other worlds', async () => {
    const db = openDatabase(':memory:');
    const queue = new SqliteJobQueue(db);
    const client = new SleeperClient({ baseUrl: replay.url });
    db.prepare(`INSERT INTO users (email) VALUES ('first@example.com')`).run();
    db.prepare(`INSERT INTO leagues (platform_league_id, owner_user_id, name, season) VALUES (?, 1, 'The Chumbo', '2026')`).run(SIGNUP_LEAGUE.leagueId);
    const seed = await seedDemo({ db, client, queue });
    expect(seed.signup?.claimedBy).toBe('first@example.com');
    expect(demoInstructions('http://localhost:3000', seed, true)).toMatch(/already claimed by first@example\.com; start with an empty DATA_DIR/);
    expect(replayedBeside('fsffl-dynasty-2024-season')).toEqual([]);
    db.close();
  });

  it("replays the sign-up league beside the demo's world: its first recap is week 4, its records agree with its games", async () => {
    const client = new SleeperClient({ baseUrl: replay.url });
    const league = await client.getLeague(SIGNUP_LEAGUE.leagueId);
    expect(league).toMatchObject({ name: 'The Chumbo', season: '2026', status: 'in_season' });
    expect(weekToRecap(await client.getState(), league!)).toEqual({ season: '2026', week: 4 });
    const facts = await loadFacts(client, SIGNUP_LEAGUE.leagueId, 4);
    expect(facts.standings).toHaveLength(12);
    expect(facts.standings.every((s) => s.confirmed && s.pointsConfirmed && s.wins + s.losses + s.ties === 4)).toBe(true);
  });
});

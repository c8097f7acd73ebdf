import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { SqliteJobQueue } from '../../server/jobs/queue';
import { seedDemo, demoInstructions, DEMO_EMAIL } from '../../server/demo';
import { isSubscriptionActive } from '../../server/billing/subscriptionState';
import { paidLeagueIds } from '../../server/billing/store';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../server/sleeper/replay';

describe('demo seed', () => {
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
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
    db.close();
  });
});

// The Tuesday batch with an injected clock against a replayed Sleeper world that holds four
// leagues: final, not final yet (last week already recapped), preseason, and an unpaid one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { SqliteJobQueue } from '../../server/jobs/queue';
import { paidLeagueIds } from '../../server/billing/store';
import { sendSlackAlert } from '../../server/alerts/slack';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, WORLDS_DIR, type ReplayServer } from '../../standins/sleeper-replay';
import { hourInNewYork, retryCron, runScheduledBatch, startWeeklySchedule, type BatchDeps } from '../../server/schedule/weekly';
import { startSlackCatcher, type SlackCatcher } from './slack-catcher';
import { seedLeague, seedUser } from './seed';

const FINAL = '1390486041026113536'; // BeardHouse after week 4: weeks 1-4 final
const LATE = '1390486041026113999'; // the same league, week 4 not scored yet
const PRESEASON = '1401765585515237376'; // The Boys: nothing scored
const UNPAID = '1390486041026114000';
const COMPLETE = '1390486041026114001'; // the same league as a finished season: week 4 is its final
// Tuesday 29 September 2026, 6:00 in New York.
const TUESDAY_6AM = new Date('2026-09-29T10:00:00Z');

describe('weekly schedule', () => {
  let worldDir: string;
  let replay: ReplayServer;
  let slack: SlackCatcher;
  let db: Database;
  let deps: BatchDeps;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    worldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'world-'));
    fs.cpSync(path.join(WORLDS_DIR, 'beardhouse-2026-after-week4'), worldDir, { recursive: true });
    const leagueDir = path.join(worldDir, 'v1', 'league');
    const base = JSON.parse(fs.readFileSync(path.join(leagueDir, `${FINAL}.json`), 'utf8')) as Record<string, unknown> & { settings: Record<string, unknown> };
    const late = { ...base, league_id: LATE, name: 'Late League', settings: { ...base.settings, last_scored_leg: 3 } };
    fs.writeFileSync(path.join(leagueDir, `${LATE}.json`), JSON.stringify(late));
    fs.writeFileSync(path.join(leagueDir, `${UNPAID}.json`), JSON.stringify({ ...base, league_id: UNPAID, name: 'Unpaid' }));
    const complete = {
      ...base,
      league_id: COMPLETE,
      name: 'Done League',
      status: 'complete',
      settings: { ...base.settings, playoff_week_start: 3, playoff_teams: 4, playoff_round_type: 0 },
    };
    fs.writeFileSync(path.join(leagueDir, `${COMPLETE}.json`), JSON.stringify(complete));
    fs.copyFileSync(path.join(WORLDS_DIR, 'the-boys-2026-preseason', 'v1', 'league', `${PRESEASON}.json`), path.join(leagueDir, `${PRESEASON}.json`));
    replay = await startReplayServer({ world: worldDir });
    slack = await startSlackCatcher();
  });
  afterAll(async () => {
    await replay.close();
    await slack.close();
    fs.rmSync(worldDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    db = openDatabase(':memory:');
    slack.alerts.length = 0;
    replay.faults.length = 0;
    const owner = seedUser(db, 'owner@example.com');
    ids.final = seedLeague(db, { ownerId: owner, platformLeagueId: FINAL, paid: true });
    ids.late = seedLeague(db, { ownerId: owner, platformLeagueId: LATE, paid: true });
    ids.preseason = seedLeague(db, { ownerId: owner, platformLeagueId: PRESEASON, paid: true });
    ids.unpaid = seedLeague(db, { ownerId: owner, platformLeagueId: UNPAID, paid: false });
    // The late league's week 3 was recapped by last Tuesday's batch.
    db.prepare(`INSERT INTO jobs (league_id, season, week, state, created_at) VALUES (?, '2026', 3, 'succeeded', '2026-09-22T10:05:00.000Z')`).run(ids.late);
    deps = {
      db,
      queue: new SqliteJobQueue(db, { now: () => TUESDAY_6AM.getTime() }),
      client: new SleeperClient({ baseUrl: replay.url, attempts: 1 }),
      paidLeagueIds,
      alert: (message) => sendSlackAlert({ SLACK_WEBHOOK_URL: slack.url }, { message }, () => {}),
    };
  });
  afterEach(() => db.close());

  const queuedJobs = () =>
    db.prepare(`SELECT league_id, week FROM jobs WHERE state = 'queued' ORDER BY league_id`).all() as { league_id: number; week: number }[];

  it('enqueues exactly the paid leagues whose week is final', async () => {
    const result = await runScheduledBatch(TUESDAY_6AM, deps);
    expect(result.stateError).toBeUndefined();
    expect(result.enqueued).toEqual([{ leagueId: ids.final, jobId: expect.any(Number), week: 4 }]);
    expect(result.waiting.map((w) => w.leagueId).sort()).toEqual([ids.late, ids.preseason].sort());
    expect(queuedJobs()).toEqual([{ league_id: ids.final, week: 4 }]);
    expect(slack.alerts).toEqual([]);

    // An hour later nothing new is final: nothing is queued twice.
    const retry = await runScheduledBatch(new Date(TUESDAY_6AM.getTime() + 3600_000), deps);
    expect(retry.enqueued).toEqual([]);
    expect(retry.alreadyQueued.map((j) => j.leagueId)).toEqual([ids.final]);
    expect(queuedJobs()).toHaveLength(1);
  });

  it('queues a late week at a later retry once Sleeper has scored it, and alerts leagues still waiting at noon', async () => {
    await runScheduledBatch(TUESDAY_6AM, deps);
    const leagueFile = path.join(worldDir, 'v1', 'league', `${LATE}.json`);
    const before = fs.readFileSync(leagueFile, 'utf8');
    try {
      const scored = JSON.parse(before) as { settings: Record<string, unknown> };
      scored.settings.last_scored_leg = 4;
      fs.writeFileSync(leagueFile, JSON.stringify(scored));
      const at9 = await runScheduledBatch(new Date(TUESDAY_6AM.getTime() + 3 * 3600_000), deps);
      expect(at9.enqueued).toEqual([{ leagueId: ids.late, jobId: expect.any(Number), week: 4 }]);
      const noon = new Date(TUESDAY_6AM.getTime() + 6 * 3600_000);
      expect(hourInNewYork(noon)).toBe(12);
      await runScheduledBatch(noon, deps, { lastRun: true });
    } finally {
      fs.writeFileSync(leagueFile, before);
    }
    expect(slack.alerts).toHaveLength(1);
    expect(slack.alerts[0].text).toContain(`league ${ids.preseason}`);
    expect(slack.alerts[0].text).not.toContain(`league ${ids.late}:`);
  });

  it('a league Sleeper marks complete gets its championship recap once, then the season is over', async () => {
    const owner = seedUser(db, 'done@example.com');
    const done = seedLeague(db, { ownerId: owner, platformLeagueId: COMPLETE, paid: true });
    const first = await runScheduledBatch(TUESDAY_6AM, deps);
    expect(first.enqueued).toContainEqual({ leagueId: done, jobId: expect.any(Number), week: 4 });
    const nextWeek = await runScheduledBatch(new Date(TUESDAY_6AM.getTime() + 7 * 24 * 3600_000), deps);
    expect(nextWeek.enqueued.map((j) => j.leagueId)).not.toContain(done);
    expect(nextWeek.skipped).toContainEqual({ leagueId: done, reason: "Done League's 2026 season is over (week 4 recapped)" });
  });

  it('leaves out a league whose subscription period has ended', async () => {
    // Still marked paid (the cancellation webhook never came), but the paid period ended Monday.
    db.prepare(
      `INSERT INTO stripe_subscriptions (id, customer_id, status, current_period_end) VALUES ('sub_1', 'cus_1', 'active', '2026-09-28T12:00:00.000Z')`,
    ).run();
    db.prepare(`INSERT INTO subscription_leagues (subscription_id, league_id) VALUES ('sub_1', ?)`).run(ids.final);
    const result = await runScheduledBatch(TUESDAY_6AM, deps);
    expect(result.enqueued).toEqual([]);
    expect(queuedJobs()).toEqual([]);
  });

  it('alerts Slack and queues nothing when the current week cannot be read', async () => {
    replay.faults.push({ path: /\/state\/nfl$/, status: 503 });
    const result = await runScheduledBatch(TUESDAY_6AM, deps);
    expect(result.stateError).toMatch(/current NFL week could not be read/);
    expect(queuedJobs()).toEqual([]);
    expect(slack.alerts).toHaveLength(1);
    expect(slack.alerts[0]).toMatchObject({ channel: '#alerts' });
    expect(slack.alerts[0].text).toMatch(/No recap was queued/);
  });

  it('runs on Tuesday 6:00 New York time and retries hourly until noon', () => {
    expect(retryCron('0 6 * * 2')).toBe('0 7-12 * * 2');
    expect(retryCron('30 11 * * 2')).toBe('30 12 * * 2');
    expect(retryCron('0 12 * * 2')).toBeNull();
    const schedule = startWeeklySchedule({ ...deps, cronExpression: '0 6 * * 2' });
    try {
      const next = schedule.nextRun()!;
      expect(hourInNewYork(next)).toBe(6);
      expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long' }).format(next)).toBe('Tuesday');
    } finally {
      void schedule.stop();
    }
  });
});

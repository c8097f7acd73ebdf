import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { SqliteJobQueue, backoffDelay, jobsAhead } from '../../server/jobs/queue';
import type { StoredVideo } from '../../server/jobs/job';
import { RecapProps } from '../../src/props';
import { seedLeague, seedUser } from './seed';

const team = (rosterId: number, name: string) => ({ rosterId, name, owner: name, initials: name, color: '#123456', avatar: null });
const video: StoredVideo = {
  title: 'Week 1 recap',
  leagueName: 'Test League',
  durationSeconds: 120,
  resolution: '1080x1920',
  matchups: [{ team1: 'A', score1: 100.5, team2: 'B', score2: 99 }],
  props: RecapProps.parse({
    siteName: 'recapleague.com',
    mediaBase: '',
    music: null,
    league: { name: 'Test League', season: '2026', week: 1, initials: 'TL', avatar: null },
    teams: [team(1, 'A'), team(2, 'B')],
    matchups: [],
    standings: [],
    segments: [{ id: 'intro', kind: 'intro', text: 'Week one.', words: [], audio: null, durationInFrames: 30 }],
  }),
  spokenLines: ['Week one.'],
  filePath: '1/2026/week-1.mp4',
  thumbnailPath: '1/2026/week-1.jpg',
  bytes: 1234,
};

describe('SqliteJobQueue', () => {
  let db: Database;
  let clock = 1_000_000;
  let queue: SqliteJobQueue;
  let userId: number;
  let leagueId: number;

  beforeEach(() => {
    db = openDatabase(':memory:');
    clock = 1_000_000;
    queue = new SqliteJobQueue(db, { now: () => clock, backoffMs: 1000, maxAttempts: 3 });
    userId = seedUser(db, 'owner@example.com');
    leagueId = seedLeague(db, { ownerId: userId, platformLeagueId: '42', paid: true });
  });
  afterEach(() => db.close());

  it('gives the same job when asked twice for a league-week', async () => {
    const a = await queue.enqueue(leagueId, '2026', 3);
    const b = await queue.enqueue(leagueId, '2026', 3);
    expect(b.id).toBe(a.id);
    expect((db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n).toBe(1);
    expect(await queue.hasInProgressJobs(userId)).toBe(true);
    expect(await queue.hasInProgressJobs(userId + 1)).toBe(false);
  });

  it('refuses an unknown league and a week outside 1-18', async () => {
    await expect(queue.enqueue(999, '2026', 3)).rejects.toThrow(/No league/);
    await expect(queue.enqueue(leagueId, '2026', 19)).rejects.toThrow(/Week/);
  });

  it('hands a job to one worker at a time and records progress under the lease', async () => {
    await queue.enqueue(leagueId, '2026', 1);
    const job = await queue.claim('w1', 5000);
    expect(job).toMatchObject({ leagueId, platformLeagueId: '42', week: 1, attempt: 1, level: 'participation_trophy' });
    expect(await queue.claim('w2', 5000)).toBeNull();
    clock += 4000;
    expect(await queue.progress(job!, 'render', 40, 5000)).toBe(true);
    clock += 4000; // still inside the extended lease
    expect(await queue.claim('w2', 5000)).toBeNull();
    const row = await queue.get(job!.jobId);
    expect(row).toMatchObject({ state: 'running', stage: 'render', percent: 40, worker_id: 'w1' });
  });

  it('hands an expired lease to another worker and ignores the dead worker afterwards', async () => {
    await queue.enqueue(leagueId, '2026', 1);
    const first = (await queue.claim('w1', 1000))!;
    clock += 1001;
    const second = (await queue.claim('w2', 1000))!;
    expect(second.jobId).toBe(first.jobId);
    expect(second.attempt).toBe(2);
    expect(await queue.progress(first, 'render', 90, 1000)).toBe(false);
    expect(await queue.complete(first, video)).toBeNull();
    const done = await queue.complete(second, video);
    expect(done?.videoId).toBeGreaterThan(0);
    expect(await queue.get(first.jobId)).toMatchObject({ state: 'succeeded', video_id: done!.videoId, percent: 100 });
    expect(await queue.hasInProgressJobs(userId)).toBe(false);
  });

  it('retries with doubling backoff, then fails for good', async () => {
    const { id } = await queue.enqueue(leagueId, '2026', 2);
    const a1 = (await queue.claim('w', 1000))!;
    expect(await queue.fail(a1, 'boom 1')).toEqual({ final: false, retryAt: clock + 1000 });
    expect(await queue.claim('w', 1000)).toBeNull(); // not due yet
    clock += 1000;
    const a2 = (await queue.claim('w', 1000))!;
    expect(await queue.fail(a2, 'boom 2')).toEqual({ final: false, retryAt: clock + 2000 });
    clock += 2000;
    const a3 = (await queue.claim('w', 1000))!;
    expect(await queue.fail(a3, 'boom 3')).toEqual({ final: true, retryAt: null });
    expect(await queue.get(id)).toMatchObject({ state: 'failed', attempts: 3, error: 'boom 3' });
    clock += 10_000_000;
    expect(await queue.claim('w', 1000)).toBeNull();
    // Asking again does not resurrect it; an explicit requeue does.
    expect((await queue.enqueue(leagueId, '2026', 2)).state).toBe('failed');
    expect(await queue.enqueue(leagueId, '2026', 2, { requeueFailed: true })).toMatchObject({ id, state: 'queued', attempts: 0 });
  });

  it('fails for good a job whose worker died on its last attempt', async () => {
    const q = new SqliteJobQueue(db, { now: () => clock, maxAttempts: 1 });
    const { id } = await q.enqueue(leagueId, '2026', 4);
    await q.claim('w', 1000);
    clock += 1001;
    expect(await q.claim('w2', 1000)).toBeNull();
    const reaped = await q.reapExpired();
    expect(reaped.map((j) => j.id)).toEqual([id]);
    expect((await q.get(id))!.state).toBe('failed');
  });

  it("hands a worker the lines of the league's last 4 recaps and of its whole season, newest first, so this week's script does not repeat them", async () => {
    const otherLeague = seedLeague(db, { ownerId: userId, platformLeagueId: '43', paid: true });
    const lines = (week: number, league = leagueId, season = '2026') => [
      `League ${league} ${season} week ${week} opener.`,
      `League ${league} ${season} week ${week} closer.`,
    ];
    const finish = async (week: number, league = leagueId, season = '2026') => {
      await queue.enqueue(league, season, week);
      const job = await queue.claim('w1', 5000);
      expect(job).toMatchObject({ leagueId: league, season, week });
      await queue.complete(job!, {
        ...video,
        spokenLines: lines(week, league, season),
        filePath: `${league}/${season}/week-${week}.mp4`,
      });
      return job!;
    };
    expect((await finish(2)).previousLines).toEqual([]); // the league's first recap
    await finish(9); // a later week is never "previous"
    expect((await finish(4)).previousLines).toEqual(lines(2)); // fewer than 4 before: all of them
    for (const week of [1, 3, 5, 6]) await finish(week); // weeks 1..6 saved, out of order
    for (const week of [1, 2, 3, 4, 5, 6, 7, 8]) await finish(week, otherLeague); // another league's recaps
    await finish(17, leagueId, '2025'); // last season's recaps
    await queue.enqueue(leagueId, '2026', 7);
    const job7 = await queue.claim('w1', 5000);
    expect(job7).toMatchObject({ leagueId, week: 7 });
    expect(job7!.previousLines).toEqual([...lines(6), ...lines(5), ...lines(4), ...lines(3)]);
    for (const heardLongAgo of [...lines(2), ...lines(1), ...lines(9), ...lines(17, leagueId, '2025')]) {
      expect(job7!.previousLines).not.toContain(heardLongAgo);
    }
    expect(job7!.previousLines.some((l) => l.startsWith(`League ${otherLeague} `))).toBe(false);
    // The whole season before this week, newest first: its joke shapes are picked last.
    expect(job7!.seasonLines).toEqual([6, 5, 4, 3, 2, 1].flatMap((w) => lines(w)));
  });

  it("puts a league's first recap before the weekly batch, and tells each waiting job how many go before it", async () => {
    // The batch: two leagues that already have a video.
    const batch = [leagueId, seedLeague(db, { ownerId: userId, platformLeagueId: '43', paid: true })];
    for (const id of batch) {
      const first = await queue.enqueue(id, '2026', 1);
      const claimed = (await queue.claim('w', 1000))!;
      expect(claimed.jobId).toBe(first.id);
      await queue.complete(claimed, video);
    }
    const weekly = [];
    for (const id of batch) weekly.push(await queue.enqueue(id, '2026', 2));
    clock += 1;
    // A member pays for a new league meanwhile: its first recap goes first.
    const paid = seedLeague(db, { ownerId: seedUser(db, 'new@example.com'), platformLeagueId: '44', paid: true });
    const fresh = await queue.enqueue(paid, '2026', 2);
    expect(fresh.priority).toBeGreaterThan(weekly[0].priority);

    const row = async (id: number) => (await queue.get(id))!;
    expect(jobsAhead(db, await row(fresh.id), clock)).toBe(0);
    expect(jobsAhead(db, await row(weekly[0].id), clock)).toBe(1);
    expect(jobsAhead(db, await row(weekly[1].id), clock)).toBe(2);

    const order = [];
    for (let i = 0; i < 3; i++) {
      const job = (await queue.claim('w', 1000))!;
      order.push(job.jobId);
      // A running job has no place in line.
      expect(jobsAhead(db, await row(job.jobId), clock)).toBeNull();
      await queue.complete(job, video);
    }
    expect(order).toEqual([fresh.id, weekly[0].id, weekly[1].id]);
  });

  it('computes a capped exponential backoff', () => {
    expect([1, 2, 3, 10].map((a) => backoffDelay(a, 100, 1000))).toEqual([100, 200, 400, 1000]);
  });
});

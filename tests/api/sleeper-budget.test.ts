// Issue 23, items 14-16: the public current week cannot drain the Sleeper budget (the state is kept
// a minute, visitors are limited per IP), a failure many requests hit is one alert per 10 minutes
// with a count, and a person waits at most the person budget (8 s) when Sleeper hangs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_TTL_MS } from '../../server/sleeper/client';
import { startSlackCatcher, type SlackCatcher } from '../jobs/slack-catcher';
import { googleEnv, onboardingFor, signUp, startTestWorld, type TestWorld } from './harness';

let slack: SlackCatcher;
beforeAll(async () => {
  slack = await startSlackCatcher();
});
afterAll(() => slack.close());

describe('GET /api/get/current-week from anyone (item 14)', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await startTestWorld({ env: { SLACK_WEBHOOK_URL: slack.url } });
  });
  afterAll(() => world.close());

  it('asks Sleeper once a minute however many ask, limits one address, and keeps answering members', async () => {
    const member = await signUp(world, 'member@example.com');
    world.replay.requests.length = 0;
    const visitor = world.client();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await visitor.get('/api/get/current-week')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    const refused = await visitor.get('/api/get/current-week');
    expect(refused.json()).toEqual({ success: false, error: 'Too many requests. Please wait a minute and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The member's pages are not counted against the visitors' limit.
    for (let i = 0; i < 3; i++) expect((await member.get('/api/get/current-week')).json()).toMatchObject({ success: true, week: 5 });
    expect(world.replay.requests.filter((p) => p.endsWith('/state/nfl'))).toHaveLength(1);
    // A minute later the state is read again.
    world.clock.ms += STATE_TTL_MS;
    expect((await member.get('/api/get/current-week')).status).toBe(200);
    expect(world.replay.requests.filter((p) => p.endsWith('/state/nfl'))).toHaveLength(2);
  });
});

describe('POST /auth/google/init from a visitor (item 14)', () => {
  it('limits the league look-ups it makes on Sleeper per address, but not the empty probe the website sends', async () => {
    const world = await startTestWorld({ env: googleEnv('http://127.0.0.1:9') });
    try {
      const visitor = world.client();
      for (let i = 0; i < 70; i++) expect((await visitor.post('/auth/google/init', {})).status).toBe(200);
      const lookups: number[] = [];
      for (let i = 0; i < 61; i++) lookups.push((await visitor.post('/auth/google/init', { onboardingData: onboardingFor() })).status);
      expect(lookups.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(lookups[60]).toBe(429);
    } finally {
      await world.close();
    }
  });
});

describe('alerts while Sleeper fails (item 15)', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await startTestWorld({ env: { SLACK_WEBHOOK_URL: slack.url } });
  });
  afterAll(() => world.close());

  it('sends one alert per cause per 10 minutes, and the next one says how many were held back', async () => {
    slack.alerts.length = 0;
    world.replay.faults.push({ path: /\/state\/nfl$/, status: 503 });
    for (let i = 0; i < 30; i++) {
      const res = await world.client().get('/api/get/current-week');
      expect(res.status).toBe(502);
      expect(res.json()).toMatchObject({ success: false, alerted: true });
    }
    expect(slack.alerts).toHaveLength(1);
    expect(slack.alerts[0].text).toMatch(/^CRITICAL: current week unavailable: Sleeper \/state\/nfl: HTTP 503/);
    world.clock.ms += 10 * 60 * 1000;
    expect((await world.client().get('/api/get/current-week')).status).toBe(502);
    expect(slack.alerts).toHaveLength(2);
    expect(slack.alerts[1].text).toMatch(/\(29 more times in the 10 minutes before\)$/);
    world.replay.faults.length = 0;
  });
});

describe('a person waiting on a hanging Sleeper (item 16)', () => {
  let world: TestWorld;
  beforeAll(async () => {
    // The service's own retry settings: 4 tries of 10 s each.
    world = await startTestWorld({ sleeper: { attempts: 4, timeoutMs: 10_000, backoffMs: 250 } });
  });
  afterAll(() => world.close());

  it('answers the username step within about 8 s with a clear message', async () => {
    world.replay.faults.push({ path: /\/user\//, delayMs: 60_000 });
    const started = Date.now();
    const res = await world.client().post('/api/post/sleeper/fetch-leagues', { username: 'kraken808' });
    const took = Date.now() - started;
    world.replay.faults.length = 0;
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ success: false, error: "Sleeper isn't answering right now; try again in a minute." });
    expect(took).toBeGreaterThan(7_000);
    expect(took).toBeLessThan(10_500); // 8 s, and a busy machine's slack
  }, 30_000);
});

// Leagues and contexts calls of spec section 7 against the Sleeper replay server: league lookup
// with its errors, the user's leagues and teams, roast level, league and weekly context, weeks,
// and Slack alerts (a local webhook receiver stands in for Slack).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_TTL_MS } from '../../server/sleeper/client';
import { WORLDS_DIR } from '../../standins/sleeper-replay';
import { DEMO_LEAGUE, KRAKEN, signUp, startTestWorld, type Client, type TestWorld } from './harness';

let world: TestWorld;
let ann: Client; // owns the demo league
let bob: Client; // signed in, owns nothing
let slack: http.Server;
const slackPosts: { text: string; channel: string }[] = [];

beforeAll(async () => {
  slack = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      slackPosts.push(JSON.parse(body));
      res.end('ok');
    });
  });
  await new Promise<void>((r) => slack.listen(0, '127.0.0.1', r));
  world = await startTestWorld({ env: { SLACK_WEBHOOK_URL: `http://127.0.0.1:${(slack.address() as AddressInfo).port}/hook` } });
  ann = await signUp(world, 'ann@example.com');
  bob = await signUp(world, 'bob@example.com', null);
});
afterAll(async () => {
  await world.close();
  await new Promise<void>((r) => slack.close(() => r()));
});

const leagueFixture = () =>
  JSON.parse(fs.readFileSync(path.join(WORLDS_DIR, 'beardhouse-2026-after-week4/v1/league', `${DEMO_LEAGUE}.json`), 'utf8')) as {
    settings: Record<string, unknown>;
  };

describe('POST /api/post/sleeper/fetch-leagues', () => {
  it('finds the user and their NFL leagues of the current season (no sign-in needed)', async () => {
    const res = await world.client().post('/api/post/sleeper/fetch-leagues', { username: '  Kraken808 ' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        platform_user_id: KRAKEN.user_id,
        display_name: 'kraken808',
        leagues: [
          expect.objectContaining({ platform_league_id: DEMO_LEAGUE, name: 'The BeardHouse Boys 2.0', season: '2026', sport: 'nfl', total_rosters: 10 }),
        ],
      },
    });
  });

  it('says "not found" for an unknown username (404)', async () => {
    const res = await world.client().post('/api/post/sleeper/fetch-leagues', { username: 'nobody_here_xyz' });
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'User not found on Sleeper. Please check the username and try again.' });
    expect(res.json().error).toMatch(/not found/);
  });

  it('says no leagues were found when the user has only non-fantasy leagues', async () => {
    world.replay.faults.push({
      path: /\/leagues\/nfl\/2026$/,
      times: 1,
      body: JSON.stringify([
        { league_id: '1', name: 'Pick em', season: '2026', sport: 'pickem:nfl', status: 'in_season', total_rosters: 500, roster_positions: null },
      ]),
    });
    const res = await world.client().post('/api/post/sleeper/fetch-leagues', { username: 'kraken808' });
    expect(res.json()).toEqual({ success: false, error: 'No leagues found for this username. Please check your username and try again.' });
  });

  it('rejects an empty username with the spec message, and answers 502 when Sleeper is down', async () => {
    const empty = await world.client().post('/api/post/sleeper/fetch-leagues', { username: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json().error).toBe('Username cannot be empty.');
    expect((await world.client().post('/api/post/sleeper/fetch-leagues', {})).json().error).toBe('Username cannot be empty.');
    world.replay.faults.push({ path: /\/user\//, times: 1, status: 500 });
    const down = await world.client().post('/api/post/sleeper/fetch-leagues', { username: 'kraken808' });
    expect(down.status).toBe(502);
    expect(down.json().error).toBe("Sleeper isn't answering right now; try again in a minute.");
  });
});

describe("the user's leagues", () => {
  it('user-leagues lists only your own leagues', async () => {
    const mine = (await ann.get('/api/get/user-leagues')).json<{ leagues: Record<string, unknown>[] }>();
    expect(mine.leagues).toEqual([
      expect.objectContaining({
        name: 'The BeardHouse Boys 2.0',
        platform_league_id: DEMO_LEAGUE,
        platform_user_id: KRAKEN.user_id,
        username: 'kraken808',
        platform_name: 'sleeper',
      }),
    ]);
    expect(mine.leagues[0].team_name).toBeTruthy();
    expect((await bob.get('/api/get/user-leagues')).json()).toEqual({ success: true, leagues: [] });
    expect((await world.client().get('/api/get/user-leagues')).status).toBe(401);
  });

  it('user-league-data gives the teams; without a league, the spec message', async () => {
    const data = (await ann.get('/api/get/user-league-data')).json<{ success: boolean; platform_league_id: string; teams: { team_name: string }[] }>();
    expect(data.success).toBe(true);
    expect(data.platform_league_id).toBe(DEMO_LEAGUE);
    expect(data.teams).toHaveLength(10);
    expect(data.teams.every((t) => t.team_name.length > 0)).toBe(true);
    const none = await bob.get('/api/get/user-league-data');
    expect(none.status).toBe(404);
    expect(none.json().error).toBe('League information not found. Please restart onboarding from league selection.');
    const spy = await bob.get(`/api/get/user-league-data?platform_league_id=${DEMO_LEAGUE}`);
    expect(spy.status).toBe(404);
    expect(spy.text).not.toContain('team_name');
    expect((await ann.get('/api/get/user-league-data?platform_league_id=abc')).status).toBe(400);
  });

  it('league-team-names: owner only', async () => {
    const names = (await ann.get(`/api/get/league-team-names/${DEMO_LEAGUE}`)).json<{ team_names: string[] }>();
    expect(names.team_names).toHaveLength(10);
    const spy = await bob.get(`/api/get/league-team-names/${DEMO_LEAGUE}`);
    expect(spy.status).toBe(404);
    expect(spy.json().error).toMatch(/League not found among your leagues/);
    const bad = await ann.get('/api/get/league-team-names/not-a-league');
    expect(bad.status).toBe(400);
    expect(bad.json().error).toBe('leagueId must be a Sleeper league id (digits only)');
  });
});

describe('roast level', () => {
  it('reads and saves participation_trophy and sunburn', async () => {
    expect((await ann.get(`/api/get/roast-level/${DEMO_LEAGUE}`)).json()).toMatchObject({ success: true, roast_level: 'participation_trophy' });
    const saved = await ann.post('/api/post/roast-level', { roast_level: 'sunburn', platform_league_id: DEMO_LEAGUE });
    expect(saved.json()).toMatchObject({ success: true, roast_level: 'sunburn' });
    expect((await ann.get(`/api/get/roast-level/${DEMO_LEAGUE}`)).json()).toMatchObject({ roast_level: 'sunburn' });
  });

  it("refuses red_band as coming soon, unknown levels, and other people's leagues", async () => {
    const red = await ann.post('/api/post/roast-level', { roast_level: 'red_band', platform_league_id: DEMO_LEAGUE });
    expect(red.status).toBe(400);
    expect(red.json().error).toMatch(/^Red Band is coming soon/);
    const odd = await ann.post('/api/post/roast-level', { roast_level: 'nuclear', platform_league_id: DEMO_LEAGUE });
    expect(odd.json().error).toBe('roast_level must be participation_trophy or sunburn');
    const missing = await ann.post('/api/post/roast-level', { roast_level: 'sunburn' });
    expect(missing.json().error).toBe('A Sleeper league id (platform_league_id) is required.');
    const spy = await bob.post('/api/post/roast-level', { roast_level: 'participation_trophy', platform_league_id: DEMO_LEAGUE });
    expect(spy.status).toBe(404);
    expect((await bob.get(`/api/get/roast-level/${DEMO_LEAGUE}`)).status).toBe(404);
    expect((await ann.get(`/api/get/roast-level/${DEMO_LEAGUE}`)).json()).toMatchObject({ roast_level: 'sunburn' });
  });
});

describe('league context', () => {
  it('saves trimmed text up to 10,000 characters', async () => {
    const saved = await ann.post('/api/post/league-context', { league_context: '  **Mike** never sets his lineup.  ', platform_league_id: DEMO_LEAGUE });
    expect(saved.json()).toMatchObject({ success: true, league_context: '**Mike** never sets his lineup.' });
    expect((await ann.get(`/api/get/league-context/${DEMO_LEAGUE}`)).json()).toMatchObject({ league_context: '**Mike** never sets his lineup.' });
    const exact = await ann.post('/api/post/league-context', { league_context: ` ${'a'.repeat(10_000)} `, platform_league_id: DEMO_LEAGUE });
    expect(exact.status).toBe(200);
    const long = await ann.post('/api/post/league-context', { league_context: 'a'.repeat(10_001), platform_league_id: DEMO_LEAGUE });
    expect(long.status).toBe(400);
    expect(long.json().error).toBe('League context can be at most 10,000 characters.');
    expect((await ann.post('/api/post/league-context', { league_context: 42, platform_league_id: DEMO_LEAGUE })).status).toBe(400);
    // Skip saves an empty context.
    expect((await ann.post('/api/post/league-context', { league_context: '', platform_league_id: DEMO_LEAGUE })).json()).toMatchObject({ league_context: '' });
  });

  it('is private to the league owner', async () => {
    await ann.post('/api/post/league-context', { league_context: 'secret lore', platform_league_id: DEMO_LEAGUE });
    const read = await bob.get(`/api/get/league-context/${DEMO_LEAGUE}`);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('secret lore');
    const write = await bob.post('/api/post/league-context', { league_context: 'hijack', platform_league_id: DEMO_LEAGUE });
    expect(write.status).toBe(404);
    expect((await ann.get(`/api/get/league-context/${DEMO_LEAGUE}`)).json()).toMatchObject({ league_context: 'secret lore' });
  });
});

describe('weeks and weekly context', () => {
  it('current-week and upcoming-week come from Sleeper', async () => {
    expect((await world.client().get('/api/get/current-week')).json()).toEqual({ success: true, season: '2026', week: 5, sport: 'nfl' });
    // Before its first recap starts, the open week is the one that recap covers: week 4, the last final one.
    expect((await ann.get(`/api/get/upcoming-week/${DEMO_LEAGUE}`)).json()).toMatchObject({ success: true, upcoming_week: 4, season: '2026', editable: true });
    const leagueRow = world.db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number };
    world.db.prepare(`INSERT INTO jobs (league_id, season, week, state) VALUES (?, '2026', 4, 'queued')`).run(leagueRow.id);
    expect((await ann.get(`/api/get/upcoming-week/${DEMO_LEAGUE}`)).json()).toMatchObject({ upcoming_week: 4 });
    // Once that recap is being made, the next recap is week 5's.
    world.db.prepare(`UPDATE jobs SET state = 'running' WHERE league_id = ?`).run(leagueRow.id);
    expect((await ann.get(`/api/get/upcoming-week/${DEMO_LEAGUE}`)).json()).toMatchObject({ success: true, upcoming_week: 5, season: '2026', editable: true });
    expect((await bob.get(`/api/get/upcoming-week/${DEMO_LEAGUE}`)).status).toBe(404);
  });

  it('saves the upcoming week only; earlier weeks are read-only', async () => {
    const ok = await ann.post('/api/post/weekly-context', {
      week_context: '  Trade deadline drama  ',
      platform_league_id: DEMO_LEAGUE,
      season: '2026',
      week: 5,
    });
    expect(ok.json()).toEqual({ success: true, week_context: 'Trade deadline drama', season: '2026', week: 5 });
    expect((await ann.get(`/api/get/weekly-context/${DEMO_LEAGUE}`)).json()).toMatchObject({ week_context: 'Trade deadline drama', week: 5, editable: true });
    expect((await ann.get(`/api/get/weekly-context/${DEMO_LEAGUE}/2026/5`)).json()).toMatchObject({ week_context: 'Trade deadline drama', editable: true });
    expect((await ann.get(`/api/get/weekly-context/${DEMO_LEAGUE}/2026/3`)).json()).toMatchObject({ week_context: '', editable: false });

    const past = await ann.post('/api/post/weekly-context', { week_context: 'rewrite history', platform_league_id: DEMO_LEAGUE, season: '2026', week: 4 });
    expect(past.status).toBe(403);
    expect(past.json().error).toMatch(/already been processed for video creation/);
    const future = await ann.post('/api/post/weekly-context', { week_context: 'too soon', platform_league_id: DEMO_LEAGUE, season: '2026', week: 6 });
    expect(future.status).toBe(400);
    expect(future.json().error).toMatch(/Only the upcoming week \(week 5\)/);
    const beyond = await ann.post('/api/post/weekly-context', { week_context: 'x', platform_league_id: DEMO_LEAGUE, season: '2026', week: 19 });
    expect(beyond.json().error).toBe('week must be between 1 and 18');
    const long = await ann.post('/api/post/weekly-context', { week_context: 'b'.repeat(10_001), platform_league_id: DEMO_LEAGUE, season: '2026', week: 5 });
    expect(long.json().error).toBe('Weekly context can be at most 10,000 characters.');
    expect((await ann.post('/api/post/weekly-context', { week_context: 'x', platform_league_id: DEMO_LEAGUE, season: '26', week: 5 })).json().error).toBe(
      'season must be a four-digit season like 2026',
    );
    expect((await ann.get(`/api/get/weekly-context/${DEMO_LEAGUE}/2026/zero`)).status).toBe(400);
  });

  it('keeps other users out of weekly context', async () => {
    const read = await bob.get(`/api/get/weekly-context/${DEMO_LEAGUE}/2026/5`);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('Trade deadline drama');
    expect((await bob.get(`/api/get/weekly-context/${DEMO_LEAGUE}`)).status).toBe(404);
    const write = await bob.post('/api/post/weekly-context', { week_context: 'x', platform_league_id: DEMO_LEAGUE, season: '2026', week: 5 });
    expect(write.status).toBe(404);
  });

  it('offers no editable week once week 18 is final', async () => {
    const league = leagueFixture();
    league.settings.last_scored_leg = 18;
    league.settings.leg = 18;
    world.replay.faults.push({ path: new RegExp(`/league/${DEMO_LEAGUE}$`), times: 3, body: JSON.stringify(league) });
    world.replay.faults.push({
      path: /\/state\/nfl$/,
      times: 3,
      body: JSON.stringify({ week: 18, season: '2026', season_type: 'regular', league_season: '2026', display_week: 18 }),
    });
    world.clock.ms += STATE_TTL_MS; // the NFL state the client keeps for a minute is read again
    expect((await ann.get(`/api/get/upcoming-week/${DEMO_LEAGUE}`)).json()).toMatchObject({ success: true, upcoming_week: null, editable: false });
    const closed = await ann.post('/api/post/weekly-context', { week_context: 'x', platform_league_id: DEMO_LEAGUE, season: '2026', week: 18 });
    expect(closed.status).toBe(403);
    expect(closed.json().error).toMatch(/Weekly context is closed/);
    world.replay.faults.length = 0;
    world.clock.ms += STATE_TTL_MS; // back to the recorded state
  });

  it('current-week failure alerts Slack and answers success:false', async () => {
    slackPosts.length = 0;
    world.replay.faults.push({ path: /\/state\/nfl$/, times: 1, status: 503 });
    world.clock.ms += STATE_TTL_MS;
    const res = await world.client().get('/api/get/current-week');
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({ success: false, alerted: true });
    expect(slackPosts).toHaveLength(1);
    expect(slackPosts[0].text).toMatch(/CRITICAL: current week unavailable/);
    expect(slackPosts[0].channel).toBe('#alerts');
  });
});

describe('POST /api/slack/alert', () => {
  it("posts the page's alert to the Slack webhook", async () => {
    slackPosts.length = 0;
    const res = await ann.post('/api/slack/alert', { message: 'Current week missing on dashboard', channel: 'alerts' });
    expect(res.json()).toEqual({ success: true, delivered: true });
    expect(slackPosts[0].text).toMatch(/^Current week missing on dashboard \(from the website, user \d+\)$/);
  });
  it('validates message and channel, and needs the CSRF header', async () => {
    expect((await ann.post('/api/slack/alert', { message: '' })).json().error).toBe('message cannot be empty');
    expect((await ann.post('/api/slack/alert', { message: 'x', channel: 'bad channel!' })).json().error).toBe(
      'channel must be a Slack channel name like alerts',
    );
    expect((await ann.post('/api/slack/alert', { message: 'x' }, { csrf: false })).status).toBe(403);
  });
});

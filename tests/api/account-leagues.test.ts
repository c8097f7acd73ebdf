// Settings, issue 23: adding another league of the member's own Sleeper account
// (GET /api/get/sleeper-account-leagues, POST /api/post/add-league), the member's name
// (POST /api/post/user-name), and the in-progress recap's wait estimate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_ACCOUNT_MESSAGE, NO_SLEEPER_ACCOUNT_MESSAGE } from '../../server/leagues/account-leagues';
import { estimateWait } from '../../server/videos/wait-estimate';
import { worldWithMoreLeagues } from '../support/sleeper-test-worlds';
import { DEMO_LEAGUE, KRAKEN, onboardingFor, signUp, startTestWorld, type Client, type TestWorld } from './harness';

const SECOND = '1390486041026119999';
const THIRD = '1390486041026118888';

let edited: { dir: string; remove(): void };
let world: TestWorld;
let ann: Client;
let bob: Client;
let cy: Client;

beforeAll(async () => {
  edited = worldWithMoreLeagues('beardhouse-2026-after-week4', {
    userId: KRAKEN.user_id,
    baseLeague: DEMO_LEAGUE,
    season: '2026',
    leagues: [
      { id: SECOND, name: 'Kraken Keeper League' },
      { id: THIRD, name: 'Kraken Office League' },
    ],
  });
  world = await startTestWorld({ world: edited.dir });
  // Ann connected kraken808's BeardHouse league; Bob holds kraken808's office league; Cy has none.
  ann = await signUp(world, 'ann@example.com');
  bob = await signUp(world, 'bob@example.com', onboardingFor(THIRD));
  cy = await signUp(world, 'cy@example.com', null);
});
afterAll(async () => {
  await world?.close();
  edited?.remove();
});

describe('the leagues of the member’s Sleeper account', () => {
  it('lists each league of the season as yours, another account’s, or available', async () => {
    const answer = (await ann.get('/api/get/sleeper-account-leagues')).json();
    expect(answer).toMatchObject({ success: true, username: 'kraken808' });
    expect((answer as { leagues: unknown[] }).leagues).toEqual([
      expect.objectContaining({ platform_league_id: DEMO_LEAGUE, state: 'yours', paid: false }),
      expect.objectContaining({ platform_league_id: SECOND, name: 'Kraken Keeper League', state: 'available', paid: false }),
      expect.objectContaining({ platform_league_id: THIRD, state: 'claimed', paid: false }),
    ]);
    expect((await cy.get('/api/get/sleeper-account-leagues')).json()).toEqual({ success: true, username: null, leagues: [] });
    expect((await world.client().get('/api/get/sleeper-account-leagues')).status).toBe(401);
  });

  it('adds an available league to the member’s leagues, unpaid until they pay for it', async () => {
    const res = await ann.post('/api/post/add-league', { platform_league_id: SECOND });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ success: true, league: { platform_league_id: SECOND, name: 'Kraken Keeper League', paid: false } });
    const { leagues } = (await ann.get('/api/get/user-leagues')).json<{ leagues: { platform_league_id: string; platform_user_id: string; paid: boolean }[] }>();
    expect(leagues.map((l) => [l.platform_league_id, l.platform_user_id, l.paid])).toEqual([
      [DEMO_LEAGUE, KRAKEN.user_id, false],
      [SECOND, KRAKEN.user_id, false],
    ]);
    // Adding it again changes nothing.
    expect((await ann.post('/api/post/add-league', { platform_league_id: SECOND })).status).toBe(200);
  });

  it('refuses a league another account holds, one outside the account, bad input, and members without a Sleeper account', async () => {
    const claimed = await ann.post('/api/post/add-league', { platform_league_id: THIRD });
    expect(claimed.status).toBe(409);
    expect(claimed.json()).toMatchObject({ error: 'League Already Claimed' });
    const outside = await ann.post('/api/post/add-league', { platform_league_id: '123456' });
    expect(outside.status).toBe(400);
    expect(outside.json().error).toBe(NOT_IN_ACCOUNT_MESSAGE);
    const bad = await ann.post('/api/post/add-league', { platform_league_id: '../etc' });
    expect(bad.status).toBe(400);
    expect(bad.json().error).toBe('platform_league_id must be a Sleeper league id (digits only)');
    expect((await ann.post('/api/post/add-league', {})).json().error).toBe('A Sleeper league id (platform_league_id) is required.');
    const none = await cy.post('/api/post/add-league', { platform_league_id: SECOND });
    expect(none.status).toBe(400);
    expect(none.json().error).toBe(NO_SLEEPER_ACCOUNT_MESSAGE);
    expect((await world.client().post('/api/post/add-league', { platform_league_id: SECOND })).status).toBe(401);
    expect((await ann.post('/api/post/add-league', { platform_league_id: SECOND }, { csrf: false })).status).toBe(403);
    // Bob's league stays Bob's.
    const { leagues } = (await bob.get('/api/get/user-leagues')).json<{ leagues: { platform_league_id: string }[] }>();
    expect(leagues.map((l) => l.platform_league_id)).toEqual([THIRD]);
  });
});

describe('POST /api/post/user-name', () => {
  it('sets the member’s own name, trimmed', async () => {
    const res = await cy.post('/api/post/user-name', { first_name: '  Cy ', last_name: "O'Neil-Žák" });
    expect(res.status).toBe(200);
    const me = (await cy.get('/api/current_user')).json();
    expect(me).toMatchObject({ email: 'cy@example.com', first_name: 'Cy', last_name: "O'Neil-Žák" });
    // No last name is fine.
    await cy.post('/api/post/user-name', { first_name: 'Cy' });
    expect((await cy.get('/api/current_user')).json()).toMatchObject({ first_name: 'Cy', last_name: null });
  });

  it('refuses names a person should fix, with a sentence saying what is wrong', async () => {
    const cases: [unknown, string][] = [
      [{}, 'First name must be text.'],
      [{ first_name: '   ' }, 'Please enter your first name.'],
      [{ first_name: '<b>Cy</b>' }, 'First name can only have letters, spaces, apostrophes, hyphens and dots.'],
      [{ first_name: 'Cy', last_name: 'x'.repeat(51) }, 'Last name can have at most 50 characters.'],
      [{ first_name: 42 }, 'First name must be text.'],
      [{ first_name: 'Cy\u0000' }, 'First name can only have letters, spaces, apostrophes, hyphens and dots.'],
    ];
    for (const [body, message] of cases) {
      const res = await cy.post('/api/post/user-name', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await world.client().post('/api/post/user-name', { first_name: 'Eve' })).status).toBe(401);
  });
});

describe('estimateWait', () => {
  it('waits for the recaps ahead, shared among the workers, then one recap', () => {
    expect(estimateWait({ state: 'queued', ahead: 0, percent: 0 }, 1)).toEqual({ low_minutes: 4, high_minutes: 15 });
    expect(estimateWait({ state: 'queued', ahead: 3, percent: 0 }, 1)).toEqual({ low_minutes: 16, high_minutes: 60 });
    expect(estimateWait({ state: 'queued', ahead: 3, percent: 0 }, 2)).toEqual({ low_minutes: 8, high_minutes: 30 });
  });
  it('counts down while it is made, never below a minute', () => {
    expect(estimateWait({ state: 'running', ahead: null, percent: 50 }, 1)).toEqual({ low_minutes: 2, high_minutes: 8 });
    expect(estimateWait({ state: 'running', ahead: null, percent: 99.5 }, 1)).toEqual({ low_minutes: 1, high_minutes: 1 });
  });
});

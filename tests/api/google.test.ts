// Google sign-in end to end against oauth2-mock-server standing in for Google: init keeps the
// onboarding answers, the browser goes to the authorization page and back, the account is made
// and its league claimed; a forged or missing state is refused; unconfigured, Google is hidden.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUE, googleEnv, onboardingFor, signUp, startTestWorld, type Client, type TestWorld } from './harness';

let google: OAuth2Server;
let world: TestWorld;
let profile: Record<string, unknown>;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeUserinfo', (userinfo) => {
    userinfo.body = profile;
  });
  const issuer = google.issuer.url!;
  world = await startTestWorld({
    env: { ...googleEnv(issuer) },
  });
});
afterAll(async () => {
  await world.close();
  await google.stop();
});

/** Browser goes to /auth/google, Google's page redirects back with code and state. */
async function toGoogleAndBack(client: Client): Promise<URL> {
  const start = await client.get('/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(start.location!);
  expect(authorize.origin).toBe(new URL(google.issuer.url!).origin);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${world.url}/auth/google/callback`);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const back = await fetch(authorize, { redirect: 'manual' });
  return new URL(back.headers.get('location')!);
}

describe('Google sign-in', () => {
  it('signs up with the onboarding league and lands on the roast-level step', async () => {
    profile = { sub: 'google-1', email: 'gina@example.com', email_verified: true, given_name: 'Gina', family_name: 'Lee' };
    const browser = world.client();
    const init = await browser.post('/auth/google/init', { onboardingData: onboardingFor() });
    expect(init.status).toBe(200);
    const callback = await toGoogleAndBack(browser);
    expect(callback.pathname).toBe('/auth/google/callback');
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.status).toBe(303);
    expect(done.location).toBe('/onboarding/roast-level');
    const me = (await browser.get('/api/current_user')).json();
    expect(me).toMatchObject({ email: 'gina@example.com', first_name: 'Gina', last_name: 'Lee', permission: { type: 'user', onboarding_step: 5 } });
    const leagues = (await browser.get('/api/get/user-leagues')).json<{ leagues: { platform_league_id: string }[] }>();
    expect(leagues.leagues.map((l) => l.platform_league_id)).toEqual([DEMO_LEAGUE]);

    // The code and state were single-use: replaying the callback does not sign anyone in.
    const other = world.client();
    const replay = await other.get(callback.pathname + callback.search);
    expect(replay.location).toBe('/login-failure?reason=state');
    expect((await other.get('/api/current_user')).json()).toEqual({});
  });

  it('signs the same Google account in again without duplicating it', async () => {
    const browser = world.client();
    const callback = await toGoogleAndBack(browser);
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.location).toBe('/onboarding/roast-level');
    expect(world.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'gina@example.com'").get()).toEqual({ n: 1 });
  });

  it('refuses a forged state', async () => {
    profile = { sub: 'google-2', email: 'mallory@example.com', email_verified: true };
    const browser = world.client();
    const callback = await toGoogleAndBack(browser);
    callback.searchParams.set('state', 'forged-state-value-forged-state-v');
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.status).toBe(303);
    expect(done.location).toBe('/login-failure?reason=state');
    expect((await browser.get('/api/current_user')).json()).toEqual({});
    expect(world.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'mallory@example.com'").get()).toEqual({ n: 0 });
  });

  it('refuses an unverified Google e-mail', async () => {
    profile = { sub: 'google-3', email: 'unverified@example.com', email_verified: false };
    const browser = world.client();
    const callback = await toGoogleAndBack(browser);
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.location).toBe('/login-failure?reason=google_email');
  });

  it('answers League Already Claimed at init when another account holds the league', async () => {
    const res = await world.client().post('/auth/google/init', { onboardingData: onboardingFor() });
    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ error: 'League Already Claimed' });
  });

  it('sends a Google sign-up to the conflict screen when the league was claimed meanwhile', async () => {
    {
      profile = { sub: 'google-4', email: 'late@example.com', email_verified: true };
      const browser = world.client();
      world.db.prepare('UPDATE leagues SET owner_user_id = NULL').run();
      expect((await browser.post('/auth/google/init', { onboardingData: onboardingFor() })).status).toBe(200);
      const gina = world.db.prepare("SELECT id FROM users WHERE email = 'gina@example.com'").get() as { id: number };
      world.db.prepare('UPDATE leagues SET owner_user_id = ?').run(gina.id);
      const callback = await toGoogleAndBack(browser);
      const done = await browser.get(callback.pathname + callback.search);
      expect(done.location).toBe('/onboarding/auth?error=league_claimed');
      expect((await browser.get('/api/current_user')).json()).toMatchObject({ email: 'late@example.com' });
    }
  });

  it('validates the init body', async () => {
    const res = await world.client().post('/auth/google/init', { onboardingData: '{not json' });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatch(/not valid JSON/);
  });
});

describe('Google sign-in when not configured', () => {
  it('is hidden: /auth/google goes to /login and init answers 404', async () => {
    const plain = await startTestWorld();
    try {
      const c = plain.client();
      const go = await c.get('/auth/google');
      expect(go.status).toBe(302);
      expect(go.location).toBe('/login');
      const init = await c.post('/auth/google/init', {});
      expect(init.status).toBe(404);
      expect(init.json().error).toMatch(/Google sign-in is not available/);
      // Magic link still works there (OPEN_SIGNUP default admits everyone as type user).
      const signedUp = await signUp(plain, 'open@example.com');
      expect((await signedUp.get('/api/current_user')).json()).toMatchObject({ permission: { type: 'user' } });
    } finally {
      await plain.close();
    }
  });
});

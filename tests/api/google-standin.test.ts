// The local Google stand-in (standins/google-oidc.ts) that `npm start` runs when
// GOOGLE_CLIENT_ID is unset: its OpenID Connect protocol checks (client, redirect URI, single-use
// codes, PKCE, client authentication, tokens, a verifiable id_token), its account chooser, and the
// app's unchanged passport-google-oauth20 code signing people in through it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_ACCOUNTS } from '../../standins/google-accounts';
import { startGoogleStandIn, subjectFor, type GoogleStandIn } from '../../standins/google-oidc';
import { DEMO_LEAGUE, onboardingFor, signUp, startTestWorld, type Client, type TestWorld } from './harness';

const CLIENT = { id: 'test-client.apps.googleusercontent.com', secret: 'GOCSPX-test-secret' };
const REDIRECT = 'http://127.0.0.1:9/auth/google/callback';

let clock = Date.now();
let google: GoogleStandIn;
/** Registered redirect URIs; the app's is added once its port is known. */
const redirectUris = [REDIRECT];

beforeAll(async () => {
  google = await startGoogleStandIn({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris,
    accounts: STAND_IN_ACCOUNTS,
    appName: 'Recap League',
    now: () => clock,
  });
});
afterAll(async () => {
  await google.close();
});

function authorizeUrl(params: Record<string, string> = {}): string {
  const u = new URL(google.authorizationUrl);
  const all = { client_id: CLIENT.id, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email profile', state: 'st-1', ...params };
  for (const [k, v] of Object.entries(all)) u.searchParams.set(k, v);
  return u.toString();
}

/** Opens the chooser; returns its page and the hidden request id its forms post. */
async function openChooser(url: string): Promise<{ status: number; html: string; request: string }> {
  const res = await fetch(url, { redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, html, request: /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/** Presses a button on the chooser; returns where Google sends the browser. */
async function consent(request: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('/o/oauth2/v2/auth/consent', google.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, ...fields }).toString(),
    redirect: 'manual',
  });
}

async function codeFor(account: string, params: Record<string, string> = {}): Promise<string> {
  const { request } = await openChooser(authorizeUrl(params));
  const back = new URL((await consent(request, { account })).headers.get('location')!);
  return back.searchParams.get('code')!;
}

async function exchange(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Google stand-in: the OpenID Connect provider', () => {
  it('publishes discovery and keys at Google paths', async () => {
    const doc = (await (await fetch(`${google.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: google.url,
      authorization_endpoint: google.authorizationUrl,
      token_endpoint: `${google.url}/token`,
      userinfo_endpoint: `${google.url}/oauth2/v3/userinfo`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = (await (await fetch(doc.jwks_uri as string)).json()) as { keys: { kty: string; alg: string }[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });

  it('shows an account chooser with the demo account first, and never redirects for an unknown client or redirect URI', async () => {
    const page = await openChooser(authorizeUrl());
    expect(page.status).toBe(200);
    expect(page.html).toContain('Choose an account');
    expect(page.html).toContain('to continue to <strong>Recap League</strong>');
    expect(page.html.indexOf('demo@recap.local')).toBeGreaterThan(0);
    expect(page.html.indexOf('demo@recap.local')).toBeLessThan(page.html.indexOf('casey@recap.local'));

    const badClient = await fetch(authorizeUrl({ client_id: 'someone-else' }), { redirect: 'manual' });
    expect(badClient.status).toBe(401);
    expect(await badClient.text()).toContain('invalid_client');
    const badRedirect = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' });
    expect(badRedirect.status).toBe(400);
    expect(badRedirect.headers.get('location')).toBeNull();
    expect(await badRedirect.text()).toContain('redirect_uri_mismatch');
    // A bad scope or response type goes back to the client with an error, as Google does.
    const badScope = await fetch(authorizeUrl({ scope: 'openid drive' }), { redirect: 'manual' });
    expect(new URL(badScope.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('redirects back with a code and the state, exchanges it once for tokens and a verifiable id_token', async () => {
    const { request } = await openChooser(authorizeUrl({ nonce: 'n-123' }));
    const back = await consent(request, { account: 'standin-demo-user' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code')!;
    // The chooser's request is used up.
    expect((await consent(request, { account: 'standin-demo-user' })).status).toBe(400);

    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    expect((await exchange({ ...base, client_id: CLIENT.id, client_secret: 'wrong' })).status).toBe(401);
    // client_secret_basic, as well as client_secret_post (passport's choice, used below).
    const basic = Buffer.from(`${encodeURIComponent(CLIENT.id)}:${encodeURIComponent(CLIENT.secret)}`).toString('base64');
    const tokens = await exchange(base, { authorization: `Basic ${basic}` });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });

    const [head, payload, signature] = (tokens.body.id_token as string).split('.');
    const { keys } = (await (await fetch(`${google.url}/oauth2/v3/certs`)).json()) as { keys: crypto.JsonWebKey[] };
    const key = crypto.createPublicKey({ key: keys[0], format: 'jwk' });
    expect(crypto.verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      iss: google.url,
      aud: CLIENT.id,
      sub: 'standin-demo-user',
      email: 'demo@recap.local',
      email_verified: true,
      nonce: 'n-123',
    });

    const me = await fetch(google.userinfoUrl, { headers: { authorization: `Bearer ${tokens.body.access_token as string}` } });
    expect(await me.json()).toEqual({
      sub: 'standin-demo-user',
      name: 'Demo User',
      given_name: 'Demo',
      family_name: 'User',
      email: 'demo@recap.local',
      email_verified: true,
    });
    // Also as a query parameter, which is how passport-google-oauth20 sends it.
    expect((await fetch(`${google.userinfoUrl}?access_token=${tokens.body.access_token as string}`)).status).toBe(200);
    expect((await fetch(google.userinfoUrl)).status).toBe(401);
    expect((await fetch(google.userinfoUrl, { headers: { authorization: 'Bearer ya29.forged' } })).status).toBe(401);

    // Single use: the same code again is refused.
    const again = await exchange({ ...base, client_id: CLIENT.id, client_secret: CLIENT.secret });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code for another redirect URI, an expired code and an expired token', async () => {
    const post = { grant_type: 'authorization_code', client_id: CLIENT.id, client_secret: CLIENT.secret };
    const other = await exchange({ ...post, code: await codeFor('standin-demo-user'), redirect_uri: 'http://127.0.0.1:9/other' });
    expect(other).toMatchObject({ status: 400, body: { error: 'redirect_uri_mismatch' } });

    const late = await codeFor('standin-demo-user');
    clock += 6 * 60_000;
    expect((await exchange({ ...post, code: late, redirect_uri: REDIRECT })).body.error).toBe('invalid_grant');

    const fresh = await exchange({ ...post, code: await codeFor('standin-demo-user'), redirect_uri: REDIRECT });
    const bearer = { authorization: `Bearer ${fresh.body.access_token as string}` };
    expect((await fetch(google.userinfoUrl, { headers: bearer })).status).toBe(200);
    clock += 61 * 60_000;
    expect((await fetch(google.userinfoUrl, { headers: bearer })).status).toBe(401);
  });

  it('checks PKCE when the request had a code_challenge', async () => {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const post = { grant_type: 'authorization_code', client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uri: REDIRECT };
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const wrong = await exchange({ ...post, code: await codeFor('standin-demo-user', pkce), code_verifier: 'not-it' });
    expect(wrong.body.error).toBe('invalid_grant');
    const right = await exchange({ ...post, code: await codeFor('standin-demo-user', pkce), code_verifier: verifier });
    expect(right.status).toBe(200);
  });

  it('adds another account by e-mail with a stable id, refuses a malformed address, and cancels with access_denied', async () => {
    let { request } = await openChooser(authorizeUrl());
    const bad = await consent(request, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a valid email address.');
    const added = await consent(request, { email: 'Pat@Example.com', given_name: 'Pat', family_name: 'Kim' });
    expect(added.status).toBe(303);
    expect(google.accounts.at(-1)).toEqual({ sub: subjectFor('pat@example.com'), email: 'pat@example.com', given_name: 'Pat', family_name: 'Kim' });
    // The chooser remembers it.
    expect((await openChooser(authorizeUrl())).html).toContain('pat@example.com');

    ({ request } = await openChooser(authorizeUrl({ state: 'st-cancel' })));
    const cancel = new URL((await consent(request, { cancel: '1' })).headers.get('location')!);
    expect(Object.fromEntries(cancel.searchParams)).toEqual({ error: 'access_denied', state: 'st-cancel' });
  });
});

describe('Google sign-in through the stand-in', () => {
  let world: TestWorld;

  beforeAll(async () => {
    clock = Date.now();
    // The app's callback URL is known once its port is: start the world, then register it.
    world = await startTestWorld({
      env: {
        GOOGLE_CLIENT_ID: CLIENT.id,
        GOOGLE_CLIENT_SECRET: CLIENT.secret,
        GOOGLE_AUTH_URL: google.authorizationUrl,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_USERINFO_URL: google.userinfoUrl,
      },
    });
    redirectUris.push(`${world.url}/auth/google/callback`);
  });
  afterAll(async () => {
    await world.close();
  });

  /** The browser goes to /auth/google, the person presses a button on the chooser, Google sends it back. */
  async function throughGoogle(browser: Client, fields: Record<string, string>): Promise<string> {
    const start = await browser.get('/auth/google');
    expect(start.status).toBe(302);
    expect(start.location!.startsWith(google.authorizationUrl)).toBe(true);
    const { status, request } = await openChooser(start.location!);
    expect(status).toBe(200);
    const back = new URL((await consent(request, fields)).headers.get('location')!);
    const done = await browser.get(back.pathname + back.search);
    expect(done.status).toBe(303);
    return done.location!;
  }

  it('shows Google on the site', async () => {
    expect((await world.client().get('/api/get/site-config')).json()).toMatchObject({ googleAuth: true });
  });

  it('signs the demo user in to the account of that e-mail by picking the demo account', async () => {
    const magic = await signUp(world, 'demo@recap.local', null);
    const before = (await magic.get('/api/current_user')).json<{ id: number }>();
    const browser = world.client();
    expect(await throughGoogle(browser, { account: 'standin-demo-user' })).toBe('/onboarding/platform');
    expect((await browser.get('/api/current_user')).json()).toMatchObject({ id: before.id, email: 'demo@recap.local', first_name: 'Demo', last_name: 'User' });
    expect(world.db.prepare("SELECT google_id FROM users WHERE email = 'demo@recap.local'").get()).toEqual({ google_id: 'standin-demo-user' });
  });

  it('signs a newcomer up from the sign-up step with another account, claiming the league', async () => {
    const browser = world.client();
    expect((await browser.post('/auth/google/init', { onboardingData: onboardingFor() })).status).toBe(200);
    expect(await throughGoogle(browser, { email: 'newcomer@example.com', given_name: 'Nia', family_name: 'Cole' })).toBe('/onboarding/roast-level');
    expect((await browser.get('/api/current_user')).json()).toMatchObject({
      email: 'newcomer@example.com',
      first_name: 'Nia',
      permission: { onboarding_step: 5 },
    });
    const leagues = (await browser.get('/api/get/user-leagues')).json<{ leagues: { platform_league_id: string }[] }>();
    expect(leagues.leagues.map((l) => l.platform_league_id)).toEqual([DEMO_LEAGUE]);
  });

  it('sends a person who cancels on the chooser back to where they started, signed out', async () => {
    const login = world.client();
    expect(await throughGoogle(login, { cancel: '1' })).toBe('/login');
    expect((await login.get('/api/current_user')).json()).toEqual({});
    const signup = world.client();
    world.db.prepare('UPDATE leagues SET owner_user_id = NULL').run();
    expect((await signup.post('/auth/google/init', { onboardingData: onboardingFor() })).status).toBe(200);
    expect(await throughGoogle(signup, { cancel: '1' })).toBe('/onboarding/auth');
  });
});

describe('PKCE and sign-in limits through the stand-in (issue 23, items 10 and 17)', () => {
  let world: TestWorld;

  beforeAll(async () => {
    clock = Date.now();
    world = await startTestWorld({
      env: {
        GOOGLE_CLIENT_ID: CLIENT.id,
        GOOGLE_CLIENT_SECRET: CLIENT.secret,
        GOOGLE_AUTH_URL: google.authorizationUrl,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_USERINFO_URL: google.userinfoUrl,
      },
    });
    redirectUris.push(`${world.url}/auth/google/callback`);
  });
  afterAll(async () => {
    await world.close();
  });

  /** As the website does it: the Google probe, /auth/google, a choice on the chooser, the callback. */
  async function googleSignIn(browser: Client, fields: Record<string, string>, beforeChoosing?: () => void): Promise<string> {
    expect((await browser.post('/auth/google/init', {})).status).toBe(200);
    const start = await browser.get('/auth/google');
    expect(start.status).toBe(302);
    const { request } = await openChooser(start.location!);
    beforeChoosing?.();
    const back = new URL((await consent(request, fields)).headers.get('location')!);
    const done = await browser.get(back.pathname + back.search);
    expect(done.status).toBe(303);
    return done.location!;
  }

  it("sends an S256 code challenge, and signs in only with the verifier kept in this browser's session", async () => {
    const browser = world.client();
    const start = await browser.get('/auth/google');
    const asked = new URL(start.location!).searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    expect(await googleSignIn(world.client(), { email: 'pkce@example.com' })).toBe('/onboarding/platform');

    // The code alone is not enough: with another verifier the stand-in refuses it, as Google does.
    const other = world.client();
    const sid = () => crypto.createHash('sha256').update(other.cookies.get('sid')!).digest('hex');
    const wrong = () => world.db.prepare(`UPDATE sessions SET data = json_set(data, '$.oauthVerifier', ?) WHERE id_hash = ?`).run('x'.repeat(43), sid());
    expect(await googleSignIn(other, { email: 'pkce-thief@example.com' }, wrong)).toBe('/login-failure?reason=google');
    expect((await other.get('/api/current_user')).json()).toEqual({});
  });

  it('counts each sign-in once, Google or e-mail, and still refuses the 21st from one address', async () => {
    // The previous test used 3 of this address's 20; 7 more by Google and 10 by e-mail.
    for (let i = 0; i < 7; i++) expect(await googleSignIn(world.client(), { email: `g${i}@example.com` })).toBe('/onboarding/platform');
    for (let i = 0; i < 10; i++) await signUp(world, `m${i}@example.com`, null);
    const late = world.client();
    expect((await late.request('POST', '/auth/magic', { form: { email: 'late@example.com' } })).status).toBe(429);
    expect((await late.get('/auth/google')).status).toBe(429);
  });
});

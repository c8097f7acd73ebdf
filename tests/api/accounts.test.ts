// Accounts calls of spec section 7: current user, user info, onboarding steps, permission record,
// onboarding complete, invite codes, logout; each with bad input and another user's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode } from '../../server/accounts/access';
import { createUser } from '../../server/accounts/users';
import { followMagicLink, lastLinkTo, signUp, startTestWorld, type Client, type TestWorld } from './harness';

let world: TestWorld;
let ann: Client;
let annId: number;
let bob: Client;
let bobId: number;

/** Signs an account without a permission record in (as an old or imported account would be). */
async function signInBare(email: string): Promise<{ client: Client; id: number }> {
  const id = createUser(world.db, { email }).id;
  const client = world.client();
  expect((await client.request('POST', '/auth/magic', { form: { email } })).json()).toEqual({ sent: true });
  await followMagicLink(client, lastLinkTo(world.mailer, email));
  return { client, id };
}

beforeAll(async () => {
  world = await startTestWorld({ env: { OPEN_SIGNUP: 'false', BETA_EMAILS: 'ann@example.com' } });
  ann = await signUp(world, 'ann@example.com');
  annId = (await ann.get('/api/current_user')).json<{ id: number }>().id;
  ({ client: bob, id: bobId } = await signInBare('bob@example.com'));
});
afterAll(() => world.close());

describe('current user', () => {
  it('answers {} when signed out and the user with permission when signed in', async () => {
    expect((await world.client().get('/api/current_user')).json()).toEqual({});
    const me = (await ann.get('/api/current_user')).json();
    expect(me).toEqual({
      id: annId,
      email: 'ann@example.com',
      first_name: null,
      last_name: null,
      stripe_customer_id: null,
      permission: {
        type: 'private_beta',
        show_onboarding: true,
        onboarding_step: 5,
        tier: null,
        interval: null,
        subscription_current_period_end: null,
        stripe_customer_id: null,
      },
    });
    expect((await bob.get('/api/current_user')).json()).toMatchObject({ id: bobId, permission: null });
  });

  it('fetch-user-info gives the signed-in user only, 401 when signed out', async () => {
    const info = await ann.post('/api/post/fetch-user-info');
    expect(info.json()).toEqual({ success: true, userInfo: { email: 'ann@example.com', first_name: null, last_name: null } });
    const anon = await world.client().post('/api/post/fetch-user-info');
    expect(anon.status).toBe(401);
    expect(anon.json().error).toBe('Please sign in first.');
  });
});

describe('onboarding steps and permission record', () => {
  it('sets steps 6-8 forward only', async () => {
    expect((await ann.post('/api/post/onboarding-step/6')).json()).toEqual({ success: true, onboarding_step: 6 });
    expect((await ann.post('/api/post/onboarding-step/8')).json()).toEqual({ success: true, onboarding_step: 8 });
    expect((await ann.post('/api/post/onboarding-step/7')).json()).toEqual({ success: true, onboarding_step: 8 });
  });

  it('refuses other steps, unsigned and permission-less callers', async () => {
    const five = await ann.post('/api/post/onboarding-step/5');
    expect(five.status).toBe(400);
    expect(five.json().error).toMatch(/must be 6, 7 or 8/);
    expect((await ann.post('/api/post/onboarding-step/x')).status).toBe(400);
    expect((await world.client().post('/api/post/onboarding-step/6')).status).toBe(401);
    const bare = await bob.post('/api/post/onboarding-step/6');
    expect(bare.status).toBe(403);
    expect(bare.json().error).toMatch(/no access yet/);
  });

  it('create-permission-record: only for yourself, only when admitted, once', async () => {
    const other = await ann.post('/api/post/create-permission-record', { user_id: bobId, onboarding_step: 5 });
    expect(other.status).toBe(403);
    expect(other.json().error).toBe('You can only do this for your own account.');
    const bad = await ann.post('/api/post/create-permission-record', { user_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.json().error).toBe('user_id must be a number');
    const outOfRange = await ann.post('/api/post/create-permission-record', { user_id: annId, onboarding_step: 9 });
    expect(outOfRange.json().error).toBe('onboarding_step must be 1 to 8');
    const exists = await ann.post('/api/post/create-permission-record', { user_id: annId, onboarding_step: 5 });
    expect(exists.json()).toMatchObject({ success: true, created: false });
    // Bob is not in the beta: the spec's waitlist message.
    const refused = await bob.post('/api/post/create-permission-record', { user_id: bobId, onboarding_step: 5 });
    expect(refused.status).toBe(403);
    expect(refused.json().error).toBe('This email is on our waitlist. Please contact support for access.');
  });

  it('mark-onboarding-complete ends onboarding', async () => {
    expect((await ann.post('/api/post/mark-onboarding-complete')).json()).toEqual({ success: true });
    expect((await ann.get('/api/current_user')).json()).toMatchObject({ permission: { show_onboarding: false, onboarding_step: 8 } });
    expect((await bob.post('/api/post/mark-onboarding-complete')).status).toBe(403);
    expect((await world.client().post('/api/post/mark-onboarding-complete')).status).toBe(401);
  });
});

describe('invite codes', () => {
  it('get-invite-code finds the code made for the account, and only for yourself', async () => {
    expect((await bob.post('/api/post/get-invite-code', { user_id: bobId })).json()).toEqual({ status: 'none', invite_code: null });
    const code = createInviteCode(world.db, { forEmail: 'bob@example.com' });
    expect((await bob.post('/api/post/get-invite-code', { user_id: bobId })).json()).toEqual({ status: 'success', invite_code: code });
    const spy = await ann.post('/api/post/get-invite-code', { user_id: bobId });
    expect(spy.status).toBe(403);
    expect(spy.text).not.toContain(code);
    expect((await bob.post('/api/post/get-invite-code', {})).json().error).toBe('user_id must be a number');

    expect((await world.client().get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: true, state: 'open' });
    // Someone else cannot redeem a code made for Bob, and is told why.
    expect((await ann.get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'other_address' });
    const stolen = await ann.post('/api/post/redeem-invite', { invite_code: code });
    expect(stolen.status).toBe(403);
    expect(stolen.json().error).toMatch(/^This invite is for another address/);
    const redeemed = await bob.post('/api/post/redeem-invite', { invite_code: code });
    expect(redeemed.json()).toMatchObject({ success: true, signedIn: true, alreadyMember: false });
    expect((await bob.get('/api/current_user')).json()).toMatchObject({ permission: { type: 'invite_beta', onboarding_step: 1 } });
    expect((await world.client().get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'used' });
    // Bob opening his own link again: it was applied to his account.
    expect((await bob.get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'yours' });
    expect((await bob.post('/api/post/redeem-invite', { invite_code: code })).json()).toMatchObject({ success: true, alreadyMember: true });
    expect((await bob.post('/api/post/redeem-invite', { invite_code: 'no' })).json().error).toBe('invite_code is not a valid invite code');
  });

  it('an invite opened while signed out admits the next sign-up from that browser', async () => {
    const code = createInviteCode(world.db);
    const browser = world.client();
    expect((await browser.request('POST', '/auth/magic?type=signup', { form: { email: 'cara@example.com' } })).json()).toEqual({ waitlisted: true });
    expect((await browser.post('/api/post/redeem-invite', { invite_code: code })).json()).toMatchObject({ success: true, signedIn: false });
    expect((await browser.request('POST', '/auth/magic?type=signup', { form: { email: 'cara@example.com' } })).json()).toEqual({ sent: true });
    const done = await followMagicLink(browser, lastLinkTo(world.mailer, 'cara@example.com'));
    expect(done.location).toBe('/onboarding/platform');
    expect((await browser.get('/api/current_user')).json()).toMatchObject({ email: 'cara@example.com', permission: { type: 'invite_beta' } });
    expect((await world.client().get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'used' });
  });
});

describe('logout', () => {
  it('logout ends the session; the old cookie no longer works', async () => {
    const c = await signUp(world, 'ann@example.com', null);
    const sid = c.cookies.get('sid')!;
    expect((await c.post('/api/logout')).json()).toEqual({ success: true });
    expect((await c.get('/api/current_user')).json()).toEqual({});
    const stale = world.client();
    stale.cookies.set('sid', sid);
    expect((await stale.get('/api/current_user')).json()).toEqual({});
  });

  it('logout-waitlist puts a permission-less account on the waitlist and goes to the no-access page', async () => {
    const { client } = await signInBare('dan@example.com');
    const res = await client.post('/api/logout-waitlist');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ success: true, next: '/waitlist-no-access' });
    expect((await client.get('/api/current_user')).json()).toEqual({});
    expect(world.db.prepare("SELECT source FROM waitlist WHERE email = 'dan@example.com'").get()).toEqual({ source: 'no-permission' });
  });

  it('a signed-out or cross-site GET of the old logout paths, or a POST without the CSRF token, changes nothing', async () => {
    const { client, id } = await signInBare('eve@example.com');
    const me = () => client.get('/api/current_user').then((r) => r.json<{ id?: number }>().id);
    expect(await me()).toBe(id);
    // A link or <img> on another site: the browser sends the session cookie, no token.
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://evil.example/' };
    for (const p of ['/api/logout', '/api/logout-waitlist']) {
      const res = await client.get(p, crossSite);
      expect(res.status).toBe(404);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
      expect(await me()).toBe(id);
      // Signed out: nothing to end, nothing made.
      const anon = world.client();
      expect((await anon.get(p)).status).toBe(404);
      expect(anon.cookies.has('sid')).toBe(false);
      // A cross-site form post carries no token: refused.
      const forged = await client.request('POST', p, { csrf: false, headers: crossSite });
      expect(forged.status).toBe(403);
      expect(await me()).toBe(id);
    }
    expect(world.db.prepare("SELECT 1 FROM waitlist WHERE email = 'eve@example.com'").get()).toBeUndefined();
    expect((await client.post('/api/logout')).json()).toEqual({ success: true });
    expect(await me()).toBeUndefined();
  });
});

describe('site config', () => {
  it('tells the page which sign-in options exist', async () => {
    expect((await world.client().get('/api/get/site-config')).json()).toEqual({
      success: true,
      googleAuth: false,
      videoHero: true,
      openSignup: false,
      socials: {},
    });
  });
});

describe('unknown API paths', () => {
  it('answer JSON 404, not the website', async () => {
    const res = await world.client().get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'No such API call: GET /api/no/such/thing' });
    expect((await world.client().post('/api/post/nothing')).status).toBe(404);
  });
  it('answer 400, not 500, on a broken JSON body', async () => {
    const res = await ann.request('POST', '/api/post/roast-level', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBeLessThan(500);
  });
});

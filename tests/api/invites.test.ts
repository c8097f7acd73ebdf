// Members' invites (server/invites): sending, listing and canceling one's own invites; the limits;
// single use; ownership; CSRF; validation; and the invited friend admitted past the waitlist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/accounts/users';
import { DAILY_INVITE_LIMIT, OPEN_INVITE_LIMIT } from '../../server/invites/store';
import { followMagicLink, lastLinkTo, signUp, startTestWorld, type Client, type TestWorld } from './harness';

let world: TestWorld;
let ann: Client;
let bob: Client;

type Invite = { code: string; email: string; state: string; link: string | null; expires_at: string | null };
type Invites = { success: boolean; invites: Invite[]; open: number; limit: number };

/** The invite link in the newest mail to this address. */
function inviteLinkTo(email: string): string {
  const mail = [...world.mailer.outbox].reverse().find((m) => m.to === email);
  const link = mail?.links.find((l) => l.includes('/invite-signup/'));
  if (!link) throw new Error(`no invite mailed to ${email}`);
  return link;
}
const codeOf = (link: string) => link.split('/invite-signup/')[1];
const mailsTo = (email: string) => world.mailer.outbox.filter((m) => m.to === email);

async function invite(client: Client, email: unknown) {
  return client.post('/api/post/invites', { email });
}
async function list(client: Client): Promise<Invites> {
  const res = await client.get('/api/get/invites');
  expect(res.status).toBe(200);
  return res.json<Invites>();
}
const stateOf = async (client: Client, email: string) => (await list(client)).invites.find((i) => i.email === email)?.state;

/** A new browser that signs up with `email` by magic link, optionally after opening an invite link. */
async function signUpVia(email: string, code?: string): Promise<{ client: Client; answer: Record<string, unknown>; redeemed?: number }> {
  const client = world.client();
  const redeemed = code ? (await client.post('/api/post/redeem-invite', { invite_code: code })).status : undefined;
  const answer = (await client.request('POST', '/auth/magic?type=signup', { form: { email } })).json();
  if (answer.sent) await followMagicLink(client, lastLinkTo(world.mailer, email));
  return { client, answer, redeemed };
}

beforeAll(async () => {
  world = await startTestWorld({ env: { OPEN_SIGNUP: 'false', BETA_EMAILS: 'ann@example.com,carl@example.com,dana@example.com' } });
  ann = await signUp(world, 'ann@example.com');
  // An account without a permission record (not a member yet).
  createUser(world.db, { email: 'bob@example.com' });
  bob = world.client();
  await bob.request('POST', '/auth/magic', { form: { email: 'bob@example.com' } });
  await followMagicLink(bob, lastLinkTo(world.mailer, 'bob@example.com'));
});
afterAll(() => world.close());

describe('invite routes', () => {
  it('sends a single-use invite link by e-mail and lists it as sent', async () => {
    const res = await invite(ann, 'Friend@Example.com ');
    expect(res.status).toBe(201);
    const body = res.json<Invites & { invite: Invite }>();
    expect(body.invite).toMatchObject({ email: 'friend@example.com', state: 'sent' });
    expect(body.invite.link).toBe(`${world.url}/invite-signup/${body.invite.code}`);
    expect(body).toMatchObject({ success: true, open: 1, limit: OPEN_INVITE_LIMIT });

    const [mail] = mailsTo('friend@example.com');
    expect(mail.subject).toBe('ann@example.com invited you to Recap League');
    expect(mail.text).toContain('Sign up with this e-mail address (friend@example.com)');
    expect(mail.text).not.toContain('waitlist');
    expect(inviteLinkTo('friend@example.com')).toBe(body.invite.link);
    expect((await world.client().get(`/api/get/invite/${body.invite.code}`)).json()).toEqual({ success: true, valid: true, state: 'open' });

    const listed = await list(ann);
    expect(listed.invites.map((i) => [i.email, i.state])).toEqual([['friend@example.com', 'sent']]);
    expect((await ann.get('/api/get/invites')).headers.get('cache-control')).toContain('no-store');
  });

  it('an invited friend signs up through the link once; the link then stops working', async () => {
    const code = codeOf(inviteLinkTo('friend@example.com'));
    const { client: friend, answer, redeemed } = await signUpVia('friend@example.com', code);
    expect(redeemed).toBe(200);
    expect(answer).toEqual({ sent: true });
    expect((await friend.get('/api/current_user')).json()).toMatchObject({ email: 'friend@example.com', permission: { type: 'invite_beta' } });
    expect(await stateOf(ann, 'friend@example.com')).toBe('used');
    expect((await list(ann)).open).toBe(0);
    expect((await list(ann)).invites[0].link).toBeNull();

    // Single use: the code admits nobody else, and can no longer be canceled.
    expect((await world.client().get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'used' });
    expect((await world.client().post('/api/post/redeem-invite', { invite_code: code })).status).toBe(410);
    const other = await world.client().request('POST', '/auth/magic?type=signup', { form: { email: 'someone-else@example.com', invite_code: code } });
    expect(other.json()).toEqual({ waitlisted: true });
    const cancel = await ann.post(`/api/post/invites/${code}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.json().error).toBe('This invite has already been used: your friend has joined.');
  });

  it('is bound to the invited address: another e-mail with the link is not admitted', async () => {
    await invite(ann, 'gus@example.com');
    const code = codeOf(inviteLinkTo('gus@example.com'));
    expect(await signUpVia('not-gus@example.com', code)).toMatchObject({ redeemed: 200, answer: { waitlisted: true } });
    expect(await stateOf(ann, 'gus@example.com')).toBe('sent');
  });

  it('admits a waitlisted address past the waitlist, even when it signs up without the link', async () => {
    expect((await signUpVia('wait@example.com')).answer).toEqual({ waitlisted: true });
    expect(world.db.prepare('SELECT 1 FROM waitlist WHERE email = ?').get('wait@example.com')).toBeTruthy();
    expect((await invite(ann, 'wait@example.com')).status).toBe(201);
    // The invite is the e-mail the waitlist page promised.
    const mail = mailsTo('wait@example.com').at(-1)!;
    expect(mail.text).toContain('you were on our waitlist, and this invite is your spot');
    const { client, answer } = await signUpVia('wait@example.com');
    expect(answer).toEqual({ sent: true });
    expect((await client.get('/api/current_user')).json()).toMatchObject({ permission: { type: 'invite_beta' } });
    expect(world.db.prepare('SELECT 1 FROM waitlist WHERE email = ?').get('wait@example.com')).toBeUndefined();
    expect(await stateOf(ann, 'wait@example.com')).toBe('used');
  });

  it('limits open invites and invites a day; canceling frees a slot and kills the link', async () => {
    const carl = await signUp(world, 'carl@example.com', null);
    for (let i = 1; i <= OPEN_INVITE_LIMIT; i++) expect((await invite(carl, `pal${i}@example.com`)).status).toBe(201);
    const over = await invite(carl, 'pal6@example.com');
    expect(over.status).toBe(409);
    expect(over.json().error).toBe(`You have ${OPEN_INVITE_LIMIT} open invites, the most you can have at once. Cancel one, or wait until a friend joins.`);
    expect(mailsTo('pal6@example.com')).toHaveLength(0);

    const again = await invite(carl, 'pal1@example.com');
    expect(again.status).toBe(409);
    expect(again.json().error).toContain('You already invited pal1@example.com');

    // Canceling: the link stops working (as if unknown), and the slot is free again.
    const code = codeOf(inviteLinkTo('pal1@example.com'));
    const canceled = await carl.post(`/api/post/invites/${code}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.json<{ invite: Invite; open: number }>()).toMatchObject({ invite: { state: 'canceled', link: null }, open: OPEN_INVITE_LIMIT - 1 });
    expect((await world.client().get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'invalid' });
    expect(await signUpVia('pal1@example.com', code)).toMatchObject({ redeemed: 410, answer: { waitlisted: true } });
    const withCode = await world.client().request('POST', '/auth/magic?type=signup', { form: { email: 'pal1@example.com', invite_code: code } });
    expect(withCode.json()).toEqual({ waitlisted: true });
    expect((await carl.post(`/api/post/invites/${code}/cancel`)).status).toBe(200); // again: no change

    // Sending and canceling over and over is capped per day (canceled invites count).
    let sent = OPEN_INVITE_LIMIT;
    while (sent < DAILY_INVITE_LIMIT) {
      expect((await invite(carl, `more${sent}@example.com`)).status).toBe(201);
      sent++;
      await carl.post(`/api/post/invites/${codeOf(inviteLinkTo(`more${sent - 1}@example.com`))}/cancel`);
    }
    const daily = await invite(carl, 'one-too-many@example.com');
    expect(daily.status).toBe(429);
    expect(daily.json().error).toContain(`You have sent ${DAILY_INVITE_LIMIT} invites in the last 24 hours`);
    world.clock.ms += 24 * 60 * 60 * 1000 + 1000;
    expect((await invite(carl, 'one-too-many@example.com')).status).toBe(201);
    world.clock.ms -= 24 * 60 * 60 * 1000 + 1000;
  });

  it('an expired invite neither counts as open nor admits anyone', async () => {
    const dana = await signUp(world, 'dana@example.com', null);
    await invite(dana, 'late@example.com');
    const code = codeOf(inviteLinkTo('late@example.com'));
    world.db.prepare('UPDATE invite_codes SET expires_at = ? WHERE code = ?').run('2000-01-01T00:00:00.000Z', code);
    expect(await stateOf(dana, 'late@example.com')).toBe('expired');
    expect((await list(dana)).open).toBe(0);
    expect((await world.client().get(`/api/get/invite/${code}`)).json()).toEqual({ success: true, valid: false, state: 'invalid' });
    expect(await signUpVia('late@example.com', code)).toMatchObject({ redeemed: 410, answer: { waitlisted: true } });
    // A new one can be sent to the same address.
    expect((await invite(dana, 'late@example.com')).status).toBe(201);
  });

  it('each member sees and cancels only their own invites', async () => {
    const dana = world.client();
    await dana.request('POST', '/auth/magic', { form: { email: 'dana@example.com' } });
    await followMagicLink(dana, lastLinkTo(world.mailer, 'dana@example.com'));
    const annCode = codeOf(inviteLinkTo('gus@example.com'));
    const danas = await list(dana);
    expect(danas.invites.map((i) => i.email).sort()).toEqual(['late@example.com', 'late@example.com']);
    expect(danas.invites.some((i) => i.code === annCode)).toBe(false);
    const stolen = await dana.post(`/api/post/invites/${annCode}/cancel`);
    expect(stolen.status).toBe(404);
    expect(stolen.json().error).toBe('Invite not found.');
    expect(await stateOf(ann, 'gus@example.com')).toBe('sent');
  });

  it('needs a signed-in member', async () => {
    const anon = world.client();
    expect((await anon.get('/api/get/invites')).status).toBe(401);
    expect((await invite(anon, 'x@example.com')).status).toBe(401);
    expect((await anon.post('/api/post/invites/abcdefgh/cancel')).status).toBe(401);
    // Signed in without a permission record: not a member yet.
    const noAccess = await invite(bob, 'x@example.com');
    expect(noAccess.status).toBe(403);
    expect(noAccess.json().error).toBe('Only members can invite friends. Please finish sign-up first.');
    expect((await bob.get('/api/get/invites')).status).toBe(403);
    expect(mailsTo('x@example.com')).toHaveLength(0);
  });

  it('refuses state changes without the CSRF token', async () => {
    const before = (await list(ann)).invites.length;
    const forged = await ann.request('POST', '/api/post/invites', { json: { email: 'csrf@example.com' }, csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.json().error).toContain('security token');
    const wrong = await ann.request('POST', '/api/post/invites', { json: { email: 'csrf@example.com' }, csrf: false, headers: { 'x-xsrf-token': 'forged' } });
    expect(wrong.status).toBe(403);
    const code = codeOf(inviteLinkTo('gus@example.com'));
    expect((await ann.request('POST', `/api/post/invites/${code}/cancel`, { csrf: false })).status).toBe(403);
    expect((await list(ann)).invites.length).toBe(before);
    expect(await stateOf(ann, 'gus@example.com')).toBe('sent');
    expect(mailsTo('csrf@example.com')).toHaveLength(0);
  });

  it('validates the input with readable 400s', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'email is required: an e-mail address'],
      [42, 'email must be an e-mail address as text'],
      ['', 'Please enter a valid e-mail address.'],
      ['not-an-email', 'Please enter a valid e-mail address.'],
      ['a@b@example.com', 'Please enter a valid e-mail address.'],
      [{ $gt: '' }, 'email must be an e-mail address as text'],
      ['x'.repeat(300) + '@example.com', 'Please enter a valid e-mail address.'],
    ];
    for (const [email, message] of cases) {
      const res = await invite(ann, email);
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(message);
    }
    const self = await invite(ann, 'ANN@example.com');
    expect(self.status).toBe(400);
    expect(self.json().error).toBe("That's your own e-mail address. Enter your friend's address.");
    for (const code of ['..', 'short', '%2e%2e', 'a'.repeat(65), '__proto__!']) {
      const res = await ann.post(`/api/post/invites/${code}/cancel`);
      expect([400, 404], code).toContain(res.status);
    }
    expect((await ann.post('/api/post/invites/has%20space/cancel')).json().error).toContain('must be an invite code');
    expect((await ann.post('/api/post/invites/unknown-code/cancel')).status).toBe(404);
    const big = await ann.request('POST', '/api/post/invites', { json: { email: 'x'.repeat(1_000_000) } });
    expect(big.status).toBe(413);
  });

  it('answers 502 and keeps no invite when the e-mail cannot be sent', async () => {
    const send = world.mailer.send;
    world.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await invite(ann, 'unlucky@example.com');
      expect(res.status).toBe(502);
      expect(res.json().error).toBe('We could not send the invite e-mail right now. Please try again in a minute.');
    } finally {
      world.mailer.send = send;
    }
    expect(await stateOf(ann, 'unlucky@example.com')).toBeUndefined();
    expect((await invite(ann, 'unlucky@example.com')).status).toBe(201);
  });
});

// The admin command: beta e-mails, the waitlist and invite codes, checked through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../scripts/admin';
import { followMagicLink, lastLinkTo, startTestWorld, type TestWorld } from './harness';

let world: TestWorld;
let env: NodeJS.ProcessEnv;
const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runAdmin(args, env, (l) => lines.push(l), world.mailer);
  return { code, lines };
};

beforeAll(async () => {
  world = await startTestWorld({ env: { OPEN_SIGNUP: 'false' } });
  env = { DATA_DIR: world.dir, PUBLIC_URL: world.url, LOG_LEVEL: 'silent' };
});
afterAll(() => world.close());

describe('npm run admin', () => {
  it('waitlist list shows who asked; beta add lets them in', async () => {
    const c = world.client();
    expect((await c.request('POST', '/auth/magic?type=signup', { form: { email: 'wait@example.com' } })).json()).toEqual({ waitlisted: true });
    expect((await run('waitlist', 'list')).lines.join('\n')).toContain('wait@example.com');
    expect(await run('beta', 'add', 'Wait@Example.com')).toEqual({
      code: 0,
      lines: ['wait@example.com is in the beta.', 'Told wait@example.com (on the waitlist) that a spot opened up.'],
    });
    // The e-mail the waitlist page promised, with a way in.
    const mail = world.mailer.outbox.at(-1)!;
    expect(mail).toMatchObject({ to: 'wait@example.com', subject: "You're in: a spot opened up at Recap League" });
    expect(mail.links).toEqual([`${world.url}/onboarding/platform`]);
    expect((await run('waitlist', 'list')).lines).toEqual(['The waitlist is empty.']);
    expect((await run('beta', 'list')).lines).toEqual(['wait@example.com']);
    // Admitting again (no longer waiting), or an address that never waited: no mail.
    const mails = world.mailer.outbox.length;
    expect((await run('beta', 'add', 'wait@example.com')).lines).toEqual(['wait@example.com is in the beta.']);
    expect((await run('beta', 'add', 'vip@example.com')).lines).toEqual(['vip@example.com is in the beta.']);
    expect(world.mailer.outbox.length).toBe(mails);
    expect((await c.request('POST', '/auth/magic?type=signup', { form: { email: 'wait@example.com' } })).json()).toEqual({ sent: true });
  });

  it('invite create prints a code and link that admit a new user', async () => {
    const { code, lines } = await run('invite', 'create', '--user', 'guest@example.com');
    expect(code).toBe(0);
    const [invite, link] = lines[0].split('\t');
    expect(link).toBe(`${world.url}/invite-signup/${invite}`);
    // Before sign-in the browser opens the invite page, which redeems the code into the session.
    const c = world.client();
    expect((await c.post('/api/post/redeem-invite', { invite_code: invite })).json()).toMatchObject({ success: true, signedIn: false });
    expect((await c.request('POST', '/auth/magic?type=signup', { form: { email: 'guest@example.com' } })).json()).toEqual({ sent: true });
    await followMagicLink(c, lastLinkTo(world.mailer, 'guest@example.com'));
    expect((await c.get('/api/current_user')).json()).toMatchObject({ permission: { type: 'invite_beta' } });
  });

  it('invite create --user for a waitlisted address mails it the invite link', async () => {
    const c = world.client();
    expect((await c.request('POST', '/auth/magic?type=signup', { form: { email: 'queued@example.com' } })).json()).toEqual({ waitlisted: true });
    const { code, lines } = await run('invite', 'create', '--user', 'queued@example.com');
    expect(code).toBe(0);
    const [invite, link] = lines[0].split('\t');
    expect(lines[1]).toBe('Told queued@example.com (on the waitlist) that a spot opened up.');
    expect(world.mailer.outbox.at(-1)).toMatchObject({ to: 'queued@example.com', links: [link] });
    // The invite admits the address: it signs up, leaves the waitlist, and the code is used.
    expect((await c.request('POST', '/auth/magic?type=signup', { form: { email: 'queued@example.com' } })).json()).toEqual({ sent: true });
    await followMagicLink(c, lastLinkTo(world.mailer, 'queued@example.com'));
    expect((await c.get('/api/current_user')).json()).toMatchObject({ permission: { type: 'invite_beta' } });
    expect((await run('waitlist', 'list')).lines).toEqual(['The waitlist is empty.']);
    expect((await world.client().get(`/api/get/invite/${invite}`)).json()).toEqual({ success: true, valid: false, state: 'used' });
  });

  it('refuses bad input with usage and exit code 2', async () => {
    expect((await run('beta', 'add', 'not-an-email')).code).toBe(2);
    expect((await run('invite', 'create', '--user', 'nope')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });
});

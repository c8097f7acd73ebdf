// The admin command: beta e-mails, the waitlist and invite codes, checked through the real app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../scripts/admin';
import { followMagicLink, lastLinkTo, startTestWorld, type TestWorld } from './harness';

let world: TestWorld;
let env: NodeJS.ProcessEnv;
const run = (...args: string[]) => {
  const lines: string[] = [];
  const code = runAdmin(args, env, (l) => lines.push(l));
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
    expect(run('waitlist', 'list').lines.join('\n')).toContain('wait@example.com');
    expect(run('beta', 'add', 'Wait@Example.com')).toEqual({ code: 0, lines: ['wait@example.com is in the beta.'] });
    expect(run('waitlist', 'list').lines).toEqual(['The waitlist is empty.']);
    expect(run('beta', 'list').lines).toEqual(['wait@example.com']);
    expect((await c.request('POST', '/auth/magic?type=signup', { form: { email: 'wait@example.com' } })).json()).toEqual({ sent: true });
  });

  it('invite create prints a code and link that admit a new user', async () => {
    const { code, lines } = run('invite', 'create', '--user', 'guest@example.com');
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

  it('refuses bad input with usage and exit code 2', () => {
    expect(run('beta', 'add', 'not-an-email').code).toBe(2);
    expect(run('invite', 'create', '--user', 'nope').code).toBe(2);
    expect(run('frobnicate').code).toBe(2);
  });
});

// Magic-link sign-up and login end to end through a real local SMTP server (smtp-server +
// mailparser): the mail arrives, its link signs the browser in once and never twice, an expired
// link fails, the waitlist and the League Already Claimed conflict answer as the spec says.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUE, followMagicLink, onboardingFor, signUp, startTestWorld, type Client, type TestWorld } from './harness';

let smtp: SMTPServer;
let world: TestWorld;
const inbox: ParsedMail[] = [];

async function mailTo(email: string, count: number): Promise<ParsedMail> {
  for (let i = 0; i < 200; i++) {
    const got = inbox.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === email));
    if (got.length >= count) return got[count - 1];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail #${count} to ${email}`);
}
const linkIn = (mail: ParsedMail) => /https?:\/\/\S+\/auth\/magic\/verify\?token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => inbox.push(m))
        .then(() => cb(), cb);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  world = await startTestWorld({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, OPEN_SIGNUP: 'false', BETA_EMAILS: 'ann@example.com,bob@example.com,cy@example.com' },
    signInRateLimit: 40,
  });
});
afterAll(async () => {
  await world.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('magic link over SMTP', () => {
  let ann: Client;

  it('signs up through the mailed link once, claims the league, and never signs in twice', async () => {
    ann = world.client();
    const res = await ann.request('POST', '/auth/magic?type=signup', {
      form: { email: 'Ann@Example.com', onboardingData: JSON.stringify(onboardingFor()) },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    const mail = await mailTo('ann@example.com', 1);
    expect(mail.subject).toMatch(/sign/i);
    const link = linkIn(mail);
    expect(link.startsWith(world.url)).toBe(true);
    // Only the hash of the token is stored.
    const token = new URL(link).searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = world.db.prepare('SELECT token_hash FROM magic_tokens').all() as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    // Opening the link (as a mail scanner would) does not use it up.
    expect((await world.client().get(link)).status).toBe(200);
    const done = await followMagicLink(ann, link);
    expect(done.status).toBe(303);
    expect(done.location).toBe('/onboarding/roast-level');

    const me = (await ann.get('/api/current_user')).json<{
      id: number;
      email: string;
      permission: { type: string; onboarding_step: number; show_onboarding: boolean };
    }>();
    expect(me.email).toBe('ann@example.com');
    expect(me.permission).toMatchObject({ type: 'private_beta', onboarding_step: 5, show_onboarding: true });
    const leagues = (await ann.get('/api/get/user-leagues')).json<{ leagues: { platform_league_id: string; name: string; team_name: string }[] }>();
    expect(leagues.leagues).toEqual([expect.objectContaining({ platform_league_id: DEMO_LEAGUE, name: 'The BeardHouse Boys 2.0' })]);

    // The same link again, in any browser: refused.
    const again = world.client();
    const reuse = await again.get(link);
    expect(reuse.status).toBe(303);
    expect(reuse.location).toBe('/login-failure?reason=used');
    const page = await ann.get(link);
    expect(page.location).toBe('/login-failure?reason=used');
    const token2 = new URL(link).searchParams.get('token')!;
    const forced = await again.request('POST', '/auth/magic/consume', { form: { token: token2 } });
    expect([303, 403]).toContain(forced.status);
    expect((await again.get('/api/current_user')).json()).toEqual({});
  });

  it('logs an existing user in by link, and an expired link fails with the login-failure page', async () => {
    const browser = world.client();
    expect((await browser.request('POST', '/auth/magic', { form: { email: 'ann@example.com' } })).json()).toEqual({ sent: true });
    const link = linkIn(await mailTo('ann@example.com', 2));
    world.clock.ms += 16 * 60 * 1000; // past the 15-minute life
    try {
      const page = await browser.get(link);
      expect(page.status).toBe(303);
      expect(page.location).toBe('/login-failure?reason=expired');
      expect((await browser.get('/api/current_user')).json()).toEqual({});
    } finally {
      world.clock.ms -= 16 * 60 * 1000;
    }

    expect((await browser.request('POST', '/auth/magic', { form: { email: 'ann@example.com' } })).json()).toEqual({ sent: true });
    const fresh = await followMagicLink(browser, linkIn(await mailTo('ann@example.com', 3)));
    expect(fresh.location).toBe('/onboarding/roast-level');
    expect((await browser.get('/api/current_user')).json()).toMatchObject({ email: 'ann@example.com' });
  });

  it('answers waitlisted for e-mails outside the beta, and keeps them on the waitlist', async () => {
    const c = world.client();
    const res = await c.request('POST', '/auth/magic?type=signup', { form: { email: 'stranger@example.com' } });
    expect(res.json()).toEqual({ waitlisted: true });
    const login = await c.request('POST', '/auth/magic', { form: { email: 'other@example.com' } });
    expect(login.json()).toEqual({ waitlisted: true });
    const rows = world.db.prepare('SELECT email FROM waitlist ORDER BY email').all();
    expect(rows).toEqual([{ email: 'other@example.com' }, { email: 'stranger@example.com' }]);
  });

  it('answers sent for a beta e-mail without an account and mails how to get started (no link to sign in)', async () => {
    const res = await world.client().request('POST', '/auth/magic', { form: { email: 'cy@example.com' } });
    expect(res.json()).toEqual({ sent: true });
    const mail = await mailTo('cy@example.com', 1);
    expect(linkIn(mail)).toBe('');
    expect(mail.text).toContain('/onboarding/platform');
  });

  it('refuses a league another account holds with 409 League Already Claimed', async () => {
    const res = await world.client().request('POST', '/auth/magic?type=signup', {
      form: { email: 'bob@example.com', onboardingData: JSON.stringify(onboardingFor()) },
    });
    expect(res.status).toBe(409);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('League Already Claimed');
    expect(body.message).toContain('The BeardHouse Boys 2.0');
  });

  it('refuses a league the named Sleeper user is not in, and a league id Sleeper does not know', async () => {
    const notMember = onboardingFor(DEMO_LEAGUE, { username: 'ajolson77', user_id: '1402101928837554176' });
    const r1 = await world
      .client()
      .request('POST', '/auth/magic?type=signup', { form: { email: 'bob@example.com', onboardingData: JSON.stringify(notMember) } });
    expect(r1.status).toBe(400);
    expect(r1.json().error).toMatch(/not a member/);
    const r2 = await world.client().request('POST', '/auth/magic?type=signup', {
      form: { email: 'bob@example.com', onboardingData: JSON.stringify(onboardingFor('999999999')) },
    });
    expect(r2.status).toBe(400);
    expect(r2.json().error).toBe('League information not found. Please restart onboarding from league selection.');
  });

  it('answers 400 with a readable message for bad input', async () => {
    const c = world.client();
    const noEmail = await c.request('POST', '/auth/magic', { form: {} });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json().error).toMatch(/e-mail/i);
    const badEmail = await c.request('POST', '/auth/magic', { form: { email: 'not-an-email' } });
    expect(badEmail.json().error).toBe('Please enter a valid e-mail address.');
    const badData = await c.request('POST', '/auth/magic?type=signup', { form: { email: 'bob@example.com', onboardingData: '{oops' } });
    expect(badData.status).toBe(400);
    expect(badData.json().error).toMatch(/onboardingData is not valid JSON/);
    const badType = await c.request('POST', '/auth/magic?type=admin', { form: { email: 'bob@example.com' } });
    expect(badType.status).toBe(400);
    const badToken = await c.get('/auth/magic/verify?token=../../etc');
    expect(badToken.location).toBe('/login-failure?reason=invalid');
  });

  it('refuses a state-changing call without the CSRF header (403)', async () => {
    const c = world.client();
    const res = await c.request('POST', '/auth/magic', { form: { email: 'ann@example.com' }, csrf: false });
    expect(res.status).toBe(403);
    expect(res.json().error).toMatch(/security token/);
    const forged = await c.request('POST', '/auth/magic', { form: { email: 'ann@example.com' }, headers: { 'x-xsrf-token': 'abc.def' }, csrf: false });
    expect(forged.status).toBe(403);
  });

  it('rate-limits sign-in requests (429)', async () => {
    const c = world.client();
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i++) {
      last = (await c.request('POST', '/auth/magic', { form: { email: 'x' } })).status;
    }
    expect(last).toBe(429);
  });
});

describe('magic links per e-mail address', () => {
  let kept: TestWorld;
  beforeAll(async () => {
    // Open sign-up, mails kept in memory; behind a loopback proxy so requests come from two addresses.
    kept = await startTestWorld({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => kept.close());

  const ask = (email: string, ip: string) => kept.client().request('POST', '/auth/magic', { form: { email }, headers: { 'x-forwarded-for': ip } });
  const mailsTo = (email: string) => kept.mailer.outbox.filter((m) => m.to === email).length;

  it('sends at most 5 mails per address per 15 minutes from any IPs, with the same answer whether or not an account exists', async () => {
    await signUp(kept, 'member@example.com', null); // an account (its sign-up mail is the first of 5)
    const answers: Record<string, { status: number; body: string; retry: string | null }[]> = { member: [], nobody: [] };
    for (let i = 0; i < 10; i++) {
      const ip = i % 2 ? '203.0.113.7' : '198.51.100.9';
      for (const [who, email] of [
        ['member', i % 3 ? 'member@example.com' : 'MEMBER@Example.com'],
        ['nobody', 'nobody@example.com'],
      ] as const) {
        const res = await ask(email, ip);
        answers[who].push({ status: res.status, body: res.text, retry: res.headers.get('retry-after') });
      }
    }
    expect(mailsTo('member@example.com')).toBe(5);
    expect(mailsTo('nobody@example.com')).toBe(5);
    expect(answers.member.map((a) => a.status)).toEqual([...Array(4).fill(200), ...Array(6).fill(429)]);
    expect(answers.nobody.map((a) => a.status)).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    // A refused request reads the same for an account and for an address without one.
    const refused = answers.member[9];
    expect(refused).toEqual(answers.nobody[9]);
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      error: 'Too many sign-in links were asked for this e-mail address. Please use the newest e-mail we sent, or wait 15 minutes and try again.',
    });
    expect(Number(refused.retry)).toBeGreaterThan(0);
    // Other addresses are not affected; after 15 minutes the address may ask again.
    expect((await ask('someone-else@example.com', '198.51.100.9')).json()).toEqual({ sent: true });
    kept.clock.ms += 15 * 60 * 1000 + 1000;
    expect((await ask('member@example.com', '198.51.100.10')).json()).toEqual({ sent: true });
    expect(mailsTo('member@example.com')).toBe(6);
  });
});

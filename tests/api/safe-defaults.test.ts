// Issue 23, items 12, 13 and 17: development pages and the Google stand-in answer this machine
// only, production refuses fake or unsafe defaults, and per-IP limits believe X-Forwarded-For only
// from the proxies TRUST_PROXY names.
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeToServe, loadConfig } from '../../server/config';
import { startStandIns } from '../../standins/start';
import { startTestWorld, type TestWorld } from './harness';

/** This machine's first address that is not loopback: requests from it are "from outside". */
function outsideAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  throw new Error('these tests need a network interface besides loopback (to send a request that is not from 127.0.0.1)');
}

describe('development pages on loopback only (item 12)', () => {
  let world: TestWorld;
  beforeAll(async () => {
    // As a service started with HOST=0.0.0.0 would listen; mails kept for /dev/inbox.
    world = await startTestWorld({ listenHost: '0.0.0.0', env: { NODE_ENV: 'development', TRUST_PROXY: 'loopback' } });
    const asked = await world.client().request('POST', '/auth/magic?type=signup', { form: { email: 'someone@example.com' } });
    expect(asked.status).toBe(200);
  });
  afterAll(() => world.close());

  it('shows /dev/inbox to this machine and to nobody else, whatever X-Forwarded-For says', async () => {
    const local = await fetch(`${world.url}/dev/inbox`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('someone@example.com');
    const outside = `http://${outsideAddress()}:${world.port}`;
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const res = await fetch(`${outside}/dev/inbox`, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('someone@example.com');
    }
    // The site itself still answers from outside.
    expect((await fetch(`${outside}/healthz`)).status).toBe(200);
  });

  it('runs the Google stand-in on loopback even when HOST is a public address', async () => {
    const started = await startStandIns(loadConfig({ HOST: '0.0.0.0', PORT: '3999', LOG_LEVEL: 'silent', NODE_ENV: 'development' }), { info: () => {} }, [
      'google',
    ]);
    try {
      const port = new URL(started.env.GOOGLE_TOKEN_URL).port;
      expect((await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)).status).toBe(200);
      await expect(fetch(`http://${outsideAddress()}:${port}/.well-known/openid-configuration`)).rejects.toThrow();
    } finally {
      await started.close();
    }
  });

  it('refuses a non-loopback HOST outside production, in one line naming the fix', () => {
    expect(() => assertSafeToServe(loadConfig({ HOST: '0.0.0.0' }))).toThrow(
      /^HOST: 0\.0\.0\.0 is not a loopback address; .*use HOST=127\.0\.0\.1, or set NODE_ENV=production/,
    );
    expect(() => assertSafeToServe(loadConfig({ HOST: '192.0.2.2', NODE_ENV: 'test' }))).toThrow(/^HOST: /);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) expect(() => assertSafeToServe(loadConfig({ HOST: host }))).not.toThrow();
  });
});

describe('production refuses unsafe or fake defaults (item 13)', () => {
  const production = {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    SESSION_SECRET: 'a-production-secret-0123456789',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://recaps.example.com',
    SLEEPER_BASE_URL: 'https://api.sleeper.app/v1',
  };

  it('starts with real services on a public address', () => {
    const c = loadConfig(production);
    expect(() => assertSafeToServe(c)).not.toThrow();
    expect(c.DEMO).toBe(false); // no demo account unless asked for, and then refused
  });

  it('names the variable in one line for each unsafe default', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        assertSafeToServe(loadConfig({ ...production, ...env }));
        return 'started';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal({ PUBLIC_URL: '' })).toMatch(/^PUBLIC_URL: required in production as the site's https:\/\/ address/);
    expect(refusal({ PUBLIC_URL: 'http://recaps.example.com' })).toMatch(/^PUBLIC_URL: /);
    expect(refusal({ SLEEPER_BASE_URL: '' })).toMatch(/^SLEEPER_BASE_URL: required in production .*recorded data/);
    expect(refusal({ DEMO: 'true' })).toMatch(/^DEMO: must be false in production/);
    expect(refusal({ SESSION_SECRET: '' })).toMatch(/^SESSION_SECRET: required in production/);
    expect(refusal({ SMTP_URL: '' })).toMatch(/^SMTP_URL: required in production/);
  });

  it("drops the local stand-ins from the CSP's form-action in production", async () => {
    const formAction = async (env: Record<string, string>) => {
      const world = await startTestWorld({ env });
      try {
        const csp = (await fetch(`${world.url}/healthz`)).headers.get('content-security-policy') ?? '';
        return /form-action ([^;]*)/.exec(csp)?.[1] ?? '';
      } finally {
        await world.close();
      }
    };
    const prod = await formAction({ NODE_ENV: 'production' });
    expect(prod).toContain('https://checkout.stripe.com');
    expect(prod).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(await formAction({ NODE_ENV: 'development' })).toContain('http://localhost:*');
  });
});

describe('X-Forwarded-For and TRUST_PROXY (item 17)', () => {
  /** 25 sign-in starts from this machine, each claiming another address; the statuses. */
  async function starts(world: TestWorld): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const res = await world
        .client()
        .request('POST', '/auth/magic', { form: { email: `p${i}@example.com` }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('counts the connecting address when TRUST_PROXY is unset, whatever the header claims', async () => {
    const world = await startTestWorld();
    try {
      expect(await starts(world)).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
    } finally {
      await world.close();
    }
  });

  it('counts the forwarded address behind the proxy TRUST_PROXY names', async () => {
    const world = await startTestWorld({ env: { TRUST_PROXY: 'loopback' } });
    try {
      expect(await starts(world)).toEqual(Array(25).fill(200));
    } finally {
      await world.close();
    }
  });

  it('accepts hops, names and addresses, and refuses trusting everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY: false, a number of proxy hops/);
  });
});

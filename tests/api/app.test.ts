// The app's shell: health, request ids and logs, security headers, cookie flags, the website
// with its SPA fallback, JSON 404s for the API, and the dev inbox of kept mails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/http/log';
import { startTestWorld, type TestWorld } from './harness';

let world: TestWorld;
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root">recap spa</div>');
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  world = await startTestWorld({ webDist: web });
});
afterAll(async () => {
  await world.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('app shell', () => {
  it('answers /healthz with a request id and security headers', async () => {
    const res = await world.client().get('/healthz', { 'x-request-id': 'abc-123' });
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const own = await world.client().get('/healthz', { 'x-request-id': 'bad id with spaces' });
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one JSON line per request', () => {
    const lines: string[] = [];
    const log = createLogger('info', (l) => lines.push(l));
    log.info('request', { path: '/x', status: 200 });
    log.debug('hidden');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', msg: 'request', path: '/x', status: 200 });
  });

  it('serves the website and falls back to index.html for app routes only', async () => {
    const c = world.client();
    for (const p of ['/', '/dashboard', '/onboarding/roast-level', '/invite-signup/abc', '/login-failure?reason=expired']) {
      const res = await c.get(p);
      expect(res.status).toBe(200);
      expect(res.text).toContain('recap spa');
    }
    expect((await c.get('/assets/app.js')).text).toBe('console.log(1)');
    const api = await c.get('/api/get/nothing');
    expect(api.status).toBe(404);
    expect(api.json().success).toBe(false);
    expect((await c.get('/auth/nothing')).status).toBe(404);
    expect((await c.get('/media/none.mp4')).text).not.toContain('recap spa');
  });

  it('says the website is not built when web/dist is missing', async () => {
    const app = createApp({
      config: world.config,
      db: world.db,
      sleeper: undefined as never,
      mailer: world.mailer,
      storage: world.storage,
      webDist: path.join(web, 'nope'),
      log: createLogger('silent'),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/dashboard`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/not built/);
    } finally {
      server.close();
    }
  });

  it('shows kept mails on /dev/inbox when SMTP is not configured', async () => {
    const c = world.client();
    await c.request('POST', '/auth/magic?type=signup', { form: { email: 'inbox@example.com' } });
    const page = await c.get('/dev/inbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain('inbox@example.com');
    expect(page.text).toContain('/auth/magic/verify?token=');
  });

  it('never mounts /dev/inbox in production, even with mails kept in memory', async () => {
    const app = createApp({
      config: { ...world.config, NODE_ENV: 'production' },
      db: world.db,
      sleeper: undefined as never,
      mailer: world.mailer,
      storage: world.storage,
      webDist: web,
      log: createLogger('silent'),
    });
    expect(world.mailer.smtp).toBe(false);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/dev/inbox`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('/auth/magic/verify');
    } finally {
      server.close();
    }
  });
});

describe('cookies behind https', () => {
  it('marks the session and CSRF cookies Secure, the session httpOnly and SameSite=Lax', async () => {
    const https = await startTestWorld({ env: { PUBLIC_URL: 'https://recaps.example.com' } });
    try {
      const c = https.client();
      const first = await c.get('/api/current_user');
      const xsrf = first.headers.getSetCookie().find((s) => s.startsWith('XSRF-TOKEN='))!;
      expect(xsrf).toMatch(/; Secure/);
      expect(xsrf).not.toMatch(/HttpOnly/);
      const code = (await import('../../server/accounts/access')).createInviteCode(https.db);
      const res = await c.post('/api/post/redeem-invite', { invite_code: code });
      const sid = res.headers.getSetCookie().find((s) => s.startsWith('sid='))!;
      expect(sid).toMatch(/; HttpOnly/);
      expect(sid).toMatch(/; Secure/);
      expect(sid).toMatch(/; SameSite=Lax/);
      expect(res.headers.get('strict-transport-security')).toBeTruthy();
    } finally {
      await https.close();
    }
  });
  it('stores only a hash of the session token', async () => {
    const c = world.client();
    await c.post('/api/post/redeem-invite', { invite_code: (await import('../../server/accounts/access')).createInviteCode(world.db) });
    const sid = c.cookies.get('sid')!;
    const rows = world.db.prepare('SELECT id_hash FROM sessions').all() as { id_hash: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id_hash === sid)).toBe(false);
  });
});

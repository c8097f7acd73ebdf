// Edges the other parts use: the mailer without SMTP, Slack alerts (unset, accepted, refused),
// and `npm start`'s handling of a bad setting.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { sendSlackAlert } from '../../server/alerts/slack';

describe('mailer without SMTP', () => {
  it('logs one line with the links and keeps the mail', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'x <x@localhost>' }, (l) => lines.push(l));
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Open http://localhost:3000/auth/magic/verify?token=abc now.' });
    expect(lines).toEqual(['[mail] to a@example.com: Hi | http://localhost:3000/auth/magic/verify?token=abc']);
    expect(mailer.smtp).toBe(false);
    expect(mailer.outbox).toEqual([expect.objectContaining({ id: 1, to: 'a@example.com', links: ['http://localhost:3000/auth/magic/verify?token=abc'] })]);
  });
});

describe('sendSlackAlert', () => {
  it('only logs when no webhook is configured', async () => {
    const lines: string[] = [];
    expect(await sendSlackAlert({ SLACK_WEBHOOK_URL: undefined }, { message: 'boom' }, (l) => lines.push(l))).toBe(false);
    expect(lines[0]).toMatch(/^\[slack:alerts\] boom/);
  });

  it('posts to the webhook and reports a refusal without throwing', async () => {
    const got: unknown[] = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push(JSON.parse(body));
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      expect(await sendSlackAlert({ SLACK_WEBHOOK_URL: url }, { message: 'render failed', channel: 'ops' })).toBe(true);
      expect(got).toEqual([{ text: 'render failed', channel: '#ops' }]);
      status = 500;
      const lines: string[] = [];
      expect(await sendSlackAlert({ SLACK_WEBHOOK_URL: url }, { message: 'again' }, (l) => lines.push(l))).toBe(false);
      expect(lines[0]).toMatch(/HTTP 500/);
    } finally {
      server.close();
    }
    expect(await sendSlackAlert({ SLACK_WEBHOOK_URL: url }, { message: 'down' }, () => {})).toBe(false);
  });
});

describe('npm start', () => {
  /** Runs `npm start`'s entry (or another) with these settings in a temp DATA_DIR and returns how it ended. */
  function startMain(env: Record<string, string>, entry = 'standins/serve.ts') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-start-'));
    try {
      return spawnSync(process.execPath, ['--import', 'tsx', entry], {
        env: { ...process.env, DATA_DIR: dir, ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const PRODUCTION = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-secret-0123456789',
    PUBLIC_URL: 'https://recaps.example.com',
    SLEEPER_BASE_URL: 'https://api.sleeper.app/v1',
    PORT: '0',
    DEMO: 'false',
    WORKERS: '0',
    SCHEDULE_ENABLED: 'false',
  };

  it('stops with one line and exit code 1 on a bad setting', () => {
    const r = startMain({ PORT: 'not-a-port' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: PORT: /)]);
  });

  it('refuses to start in production without a mail transport, in one line naming SMTP_URL', () => {
    const r = startMain({ ...PRODUCTION, SMTP_URL: '' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: SMTP_URL: required in production/)]);
  });

  it('refuses a public HOST outside production, in one line naming the fix (issue 23, item 12)', () => {
    const r = startMain({ NODE_ENV: '', HOST: '0.0.0.0', PORT: '0', DEMO: 'false', WORKERS: '0', SCHEDULE_ENABLED: 'false' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Configuration error: HOST: 0\.0\.0\.0 is not a loopback address; .*HOST=127\.0\.0\.1/),
    ]);
  });

  it('refuses production on an http address, on replayed Sleeper data or with the demo account (issue 23, item 13)', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PUBLIC_URL: 'http://recaps.example.com' }, /^Configuration error: PUBLIC_URL: required in production as the site's https:\/\/ address/],
      [{ SLEEPER_BASE_URL: '' }, /^Configuration error: SLEEPER_BASE_URL: required in production/],
      [{ DEMO: 'true' }, /^Configuration error: DEMO: must be false in production/],
    ];
    for (const [env, line] of cases) {
      const r = startMain({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525', ...env });
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(line)]);
    }
  });

  it('answers at once while Sleeper hangs: start-up never waits on it (issue 23, item 16)', async () => {
    // A Sleeper that accepts connections and never answers.
    const hanging = http.createServer(() => {});
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    const sleeperUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1`;
    const port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-start-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'standins/serve.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dir,
        PORT: String(port),
        SLEEPER_BASE_URL: sleeperUrl,
        DEMO: 'true', // the demo seed reads its league from Sleeper
        SLEEPER_TIMEOUT_MS: '60000', // waiting on it would take 4 tries × 60 s
        WORKERS: '0',
        SCHEDULE_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        GOOGLE_CLIENT_ID: '',
      },
      stdio: 'ignore',
    });
    try {
      const spawned = Date.now();
      let healthy = false;
      let listening: number | null = null;
      while (Date.now() - spawned < 58_000 && !healthy) {
        await new Promise((r) => setTimeout(r, 100));
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (healthy) listening = Date.now() - spawned;
      }
      // Loading the code takes several seconds on a busy machine; one Sleeper try alone is 60 s.
      expect(listening).not.toBeNull();
      expect(listening!).toBeLessThan(58_000);
    } finally {
      child.kill('SIGKILL');
      hanging.closeAllConnections();
      hanging.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses STANDINS=on in production, in one line, from npm start and from the production entry (issue 25)', () => {
    for (const entry of ['standins/serve.ts', 'server/main.ts']) {
      const r = startMain({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525', STANDINS: 'on' }, entry);
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: STANDINS: must be off in production/)]);
    }
  });

  it('refuses to start in production without Stripe keys rather than run the stand-in that accepts any card', () => {
    const r = startMain({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525', STRIPE_SECRET_KEY: '' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: STRIPE_SECRET_KEY: required in production/)]);
  });
});

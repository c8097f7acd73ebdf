// An API test world: the real app on a local port, a temp SQLite database and video store, the
// Sleeper replay server over real HTTP, the kept-mail outbox (or SMTP when given), and a browser-
// like client with a cookie jar that sends the CSRF header the way the website does.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { SleeperClient, type SleeperClientOptions } from '../../server/sleeper/client';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { createLogger } from '../../server/http/log';
import { createApp, type AppDeps } from '../../server/app';
import type { JobsApi } from '../../server/app-context';
import { createVideoStorage, type VideoStorage } from '../../server/videos/storage';

export const DEMO_LEAGUE = '1390486041026113536';
export const KRAKEN = { username: 'kraken808', user_id: '473387021335785472' };

export type TestWorld = {
  url: string;
  /** The port the app listens on (for reaching it by another address, with `listenHost`). */
  port: number;
  db: Database;
  config: Config;
  replay: ReplayServer;
  mailer: Mailer;
  /** The app's video store: local in `config.videoDir` unless the test gave one. */
  storage: VideoStorage;
  clock: { ms: number };
  dir: string;
  client(): Client;
  close(): Promise<void>;
};

export async function startTestWorld(
  opts: {
    env?: Record<string, string>;
    world?: string;
    jobs?: (db: Database) => JobsApi;
    signInRateLimit?: number;
    webDist?: string;
    billing?: AppDeps['billing'];
    /** The app's video store (e.g. S3 on a test server); the test closes it. Default: local in `config.videoDir`. */
    storage?: VideoStorage;
    /** Where the app listens (default 127.0.0.1; `url` is always its loopback address). */
    listenHost?: string;
    /** Sleeper client settings over the test defaults (one attempt, 1 ms backoff). */
    sleeper?: Partial<Pick<SleeperClientOptions, 'attempts' | 'timeoutMs' | 'backoffMs' | 'maxCallsPerMinute'>>;
  } = {},
): Promise<TestWorld> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-'));
  const replay = await startReplayServer({ world: opts.world ?? 'beardhouse-2026-after-week4' });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, opts.listenHost ?? '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: url,
    DATA_DIR: dir,
    SLEEPER_BASE_URL: replay.url,
    SESSION_SECRET: 'test-secret-test-secret-test',
    ...opts.env,
  });
  const db = openDatabase(config.databasePath);
  const clock = { ms: Date.now() };
  const started = clock.ms;
  // The client's clock runs with real time plus however far a test moves `clock` (its minute of
  // cached NFL state then ends when a test says time has passed).
  const sleeper = new SleeperClient({
    baseUrl: replay.url,
    db,
    attempts: 1,
    backoffMs: 1,
    ...opts.sleeper,
    now: () => Date.now() + (clock.ms - started),
  });
  const mailer = createMailer(config, () => {});
  const storage = opts.storage ?? createVideoStorage({ kind: 'local', videoDir: config.videoDir });
  const app = createApp({
    config,
    db,
    sleeper,
    mailer,
    storage,
    jobs: opts.jobs?.(db),
    now: () => new Date(clock.ms),
    log: createLogger('silent'),
    signInRateLimit: opts.signInRateLimit,
    webDist: opts.webDist,
    billing: opts.billing,
  });
  server.on('request', app);
  return {
    url,
    port: (server.address() as AddressInfo).port,
    db,
    config,
    replay,
    mailer,
    storage,
    clock,
    dir,
    client: () => new Client(url),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await replay.close();
      mailer.close();
      if (!opts.storage) await storage.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Settings pointing Google sign-in at a local OAuth mock whose issuer is `issuer`. */
export function googleEnv(issuer: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  };
}

export type Answer = { status: number; headers: Headers; text: string; json: <T = Record<string, unknown>>() => T; location: string | null };

/** A browser: keeps cookies, sends X-XSRF-TOKEN from the XSRF-TOKEN cookie, never follows redirects. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(
    method: string,
    p: string,
    opts: { json?: unknown; form?: Record<string, string>; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (method !== 'GET' && opts.csrf !== false) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/current_user');
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(p, this.base), { method, headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text), location: res.headers.get('location') };
  }

  get(p: string, headers?: Record<string, string>) {
    return this.request('GET', p, { headers });
  }
  post(p: string, json: unknown = {}, opts: { csrf?: boolean } = {}) {
    return this.request('POST', p, { json, ...opts });
  }
}

/** onboardingData as the website stores it after the leagues step. */
export function onboardingFor(leagueId = DEMO_LEAGUE, user = KRAKEN, extra: Record<string, unknown> = {}) {
  return {
    platform: { platform: 'sleeper' },
    username: { username: user.username },
    leagues: {
      username: user.username,
      platform_user_id: user.user_id,
      platform_name: 'sleeper',
      display_name: user.username,
      selected_league: { platform_league_id: leagueId, name: 'The BeardHouse Boys 2.0', season: '2026', sport: 'nfl' },
      totalLeagues: 1,
    },
    timestamp: Date.now(),
    ...extra,
  };
}

/** The magic link in the newest kept mail to this address. */
export function lastLinkTo(mailer: Mailer, email: string): string {
  const mail = [...mailer.outbox].reverse().find((m) => m.to === email);
  const link = mail?.links.find((l) => l.includes('/auth/magic/verify'));
  if (!link) throw new Error(`no magic link mailed to ${email}`);
  return link;
}

/** Opens the mailed link's page and presses its Sign in button (the real form post). */
export async function followMagicLink(client: Client, link: string): Promise<Answer> {
  const page = await client.get(link);
  if (page.status !== 200) return page;
  const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1];
  if (!token || !csrf) throw new Error('the confirmation page has no form');
  return client.request('POST', '/auth/magic/consume', { form: { token, _csrf: csrf }, csrf: false });
}

/** Signs a new browser up through the magic link (claiming the demo league unless told otherwise). */
export async function signUp(world: TestWorld, email: string, onboardingData: unknown = onboardingFor()): Promise<Client> {
  const client = world.client();
  const form: Record<string, string> = { email };
  if (onboardingData) form.onboardingData = JSON.stringify(onboardingData);
  const res = await client.request('POST', '/auth/magic?type=signup', { form });
  if (res.status !== 200 || !res.json().sent) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const done = await followMagicLink(client, lastLinkTo(world.mailer, email));
  if (done.status !== 303) throw new Error(`consume failed: ${done.status} ${done.text}`);
  return client;
}

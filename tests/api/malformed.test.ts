// A corpus of malformed requests against every route of the app (issue 15, "Done when"): the
// routes are read from the app's own routers, and each gets wrong types, missing fields, 1 MB
// strings, deeply nested JSON, invalid JSON, wrong content types, path values that are not ids,
// `..` and `__proto__`, signed out and signed in, with the CSRF token a browser would send so the
// body validation is reached. No answer may be a 5xx, and the service answers normally afterwards.
// Requests go out over raw HTTP so that paths like `/a/../b` and bad percent-encodings arrive as sent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createStripeClient } from '../../server/billing/stripe-client';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/server';
import { createLogger } from '../../server/http/log';
import { startSlackCatcher, type SlackCatcher } from '../jobs/slack-catcher';
import { DEMO_LEAGUE, googleEnv, onboardingFor, signUp, startTestWorld, type Client, type TestWorld } from './harness';

const WEBHOOK_SECRET = 'whsec_malformed_corpus';
let world: TestWorld;
let standIn: StripeStandIn;
let google: OAuth2Server;
let slack: SlackCatcher;
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root">recap spa</div>');
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  slack = await startSlackCatcher();
  const issuer = google.issuer.url!;
  world = await startTestWorld({
    // Each request comes "through the loopback proxy" from its own address (nextIp below).
    env: { ...googleEnv(issuer), SLACK_WEBHOOK_URL: slack.url, TRUST_PROXY: 'loopback' },
    billing: { stripe: createStripeClient({ STRIPE_API_URL: standIn.url }), webhookSecret: WEBHOOK_SECRET },
    jobs: () => ({ enqueue: () => ({ id: 1, state: 'queued' }), hasInProgressJobs: () => false }),
    webDist: web,
    signInRateLimit: 1_000_000,
  });
}, 60_000);

afterAll(async () => {
  await world?.close();
  await standIn?.close();
  await google?.stop();
  await slack?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

// ── The routes, read from the app's routers ─────────────────────────────────────────────────
type RouteEntry = { method: string; path: string };
type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle: { stack?: Layer[] }; rawPath?: string | string[] };

function routesOf(stack: Layer[], prefix = ''): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const layer of stack) {
    const paths = [layer.route?.path ?? layer.rawPath ?? '/'].flat();
    for (const p of paths) {
      if (typeof p !== 'string') continue;
      const full = prefix + (p === '/' ? '' : p);
      if (layer.route) {
        for (const m of Object.keys(layer.route.methods)) if (m !== '_all') out.push({ method: m.toUpperCase(), path: full || '/' });
      } else if (layer.handle.stack) {
        out.push(...routesOf(layer.handle.stack, full));
      } else if (full) {
        out.push({ method: 'USE', path: full }); // a mount: /media, the /api and /auth 404s
      }
    }
  }
  return out;
}

function enumerateRoutes(): RouteEntry[] {
  const app = createApp({
    config: world.config,
    db: world.db,
    sleeper: undefined as never,
    mailer: world.mailer,
    storage: world.storage,
    jobs: { enqueue: () => ({ id: 1, state: 'queued' }), hasInProgressJobs: () => false },
    log: createLogger('silent'),
    webDist: web,
    billing: { stripe: createStripeClient({ STRIPE_API_URL: standIn.url }), webhookSecret: WEBHOOK_SECRET },
  });
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const seen = new Set<string>();
  return routesOf(stack).filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

// ── Raw HTTP with the browser's cookies and CSRF header ─────────────────────────────────────
type Req = { method: string; path: string; body?: string | Buffer; type?: string; headers?: Record<string, string>; csrf?: boolean; note: string };
type Res = { status: number; text: string };

let ipCounter = 0;
/** Each request from its own address (behind the loopback proxy) so the per-IP limits let the corpus through. */
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function send(client: Client, r: Req): Promise<Res> {
  const url = new URL(world.url);
  const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': nextIp(), ...r.headers };
  if (r.type) headers['content-type'] = r.type;
  if (r.method !== 'GET' && r.method !== 'HEAD' && r.csrf !== false) headers['x-xsrf-token'] = client.cookies.get('XSRF-TOKEN') ?? '';
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body);
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: r.method, path: r.path, headers }, (res) => {
      for (const c of res.headers['set-cookie'] ?? []) {
        const [pair, ...attrs] = c.split(';');
        const i = pair.indexOf('=');
        const name = pair.slice(0, i).trim();
        const value = pair.slice(i + 1).trim();
        const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now());
        if (!value || expired) client.cookies.delete(name);
        else client.cookies.set(name, decodeURIComponent(value));
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // The server may answer (413) and close before a 1 MB body is written.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' || err.code === 'EPIPE' ? resolve({ status: 499, text: err.code }) : reject(err),
    );
    req.end(body);
  });
}

// ── The values ──────────────────────────────────────────────────────────────────────────────
const MB = 'a'.repeat(1024 * 1024);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepValue = (n: number): unknown => JSON.parse(deepObject(n));
const protoValue = () => JSON.parse('{"__proto__":{"polluted":true,"admin":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;

/** Values put into one field at a time (and into every field at once). */
const BAD_VALUES: [string, () => unknown][] = [
  ['number', () => 12345],
  ['negative', () => -1],
  ['fraction', () => 1.5],
  ['huge number', () => 1e308],
  ['boolean', () => true],
  ['null', () => null],
  ['object', () => ({})],
  ['list', () => []],
  ['mixed list', () => ['x', 1, null]],
  ['__proto__ object', protoValue],
  ['..', () => '..'],
  ['../ path', () => '../../../etc/passwd'],
  ['__proto__', () => '__proto__'],
  ['constructor', () => 'constructor'],
  ['empty', () => ''],
  ['blank', () => '   '],
  ['slack controls', () => '<!channel> <https://evil.example|click> &amp;'],
  ['60 kB string', () => 'x'.repeat(60_000)],
  ['control chars', () => '\u0000\u202e\ud800'],
  ['deep object', () => deepValue(2000)],
];

/** Whole bodies that are wrong before any field is read. */
const BAD_BODIES: Omit<Req, 'method' | 'path'>[] = [
  { note: 'invalid JSON', type: 'application/json', body: '{"username":' },
  { note: 'JSON null', type: 'application/json', body: 'null' },
  { note: 'JSON string', type: 'application/json', body: '"just text"' },
  { note: 'JSON number', type: 'application/json', body: '42' },
  { note: 'JSON list', type: 'application/json', body: '[1,{"a":2}]' },
  { note: 'empty object', type: 'application/json', body: '{}' },
  { note: 'empty JSON body', type: 'application/json', body: '' },
  { note: '1 MB string', type: 'application/json', body: JSON.stringify({ username: MB, message: MB, email: MB }) },
  { note: '1 MB form', type: 'application/x-www-form-urlencoded', body: `email=${MB}` },
  { note: 'deep list', type: 'application/json', body: '['.repeat(45_000) + ']'.repeat(45_000) },
  { note: 'deep object', type: 'application/json', body: deepObject(10_000) },
  { note: '__proto__ body', type: 'application/json', body: '{"__proto__":{"admin":true,"userId":1},"constructor":{"prototype":{"polluted":true}}}' },
  { note: 'utf-16 charset', type: 'application/json; charset=utf-16', body: '{}' },
  { note: 'unknown charset', type: 'application/json; charset=klingon', body: '{}' },
  { note: 'bad gzip', type: 'application/json', body: 'not gzip at all', headers: { 'content-encoding': 'gzip' } },
  { note: 'unknown encoding', type: 'application/json', body: '{}', headers: { 'content-encoding': 'br, zork' } },
  { note: 'text/plain JSON', type: 'text/plain', body: '{"username":"kraken808","email":"a@example.com"}' },
  { note: 'xml', type: 'application/xml', body: '<?xml version="1.0"?><a>1</a>' },
  { note: 'multipart', type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { note: 'form with brackets', type: 'application/x-www-form-urlencoded', body: 'a[b]=1&__proto__[x]=1&email=%E0%A4%A&onboardingData=%7B' },
  { note: 'no content type', body: 'raw bytes' },
  { note: 'octet-stream', type: 'application/octet-stream', body: crypto.randomBytes(512) },
];

/** Values for a path parameter that is meant to be an id (or a code, a token, a step). */
const BAD_PARAMS = [
  '..',
  '%2e%2e',
  '..%2f..%2fapp.db',
  '__proto__',
  'constructor',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '9'.repeat(40),
  '%00',
  '%E0%A4%A',
  "'%3B%20DROP%20TABLE%20users%3B--",
  'x'.repeat(3000),
];

/** Queries that confuse a naive reader of req.query. */
const BAD_QUERIES = [
  '?platform_league_id=..',
  '?platform_league_id[]=1&platform_league_id[]=2',
  '?token=__proto__&type=__proto__',
  '?__proto__[x]=1&type[]=signup',
  `?q=${'x'.repeat(6000)}`,
];

/** Every field the API reads, to fill a body with one bad value everywhere. */
const FIELDS = [
  'username',
  'email',
  'onboardingData',
  'invite_code',
  'user_id',
  'onboarding_step',
  'roast_level',
  'platform_league_id',
  'league_context',
  'week_context',
  'season',
  'week',
  'message',
  'channel',
  'token',
  'lookup_key',
  'platform_league_ids',
  'platform_league_ids[]',
  'customer_id',
  'type',
  'session_id',
  'code',
];

let mailCounter = 0;
/** A fresh address each time, so the per-address limit of sign-in mails does not answer first. */
const freshEmail = () => `corpus-${++mailCounter}@example.com`;

// A body that passes validation on each route, so one mutated field is what the route sees.
function validBodies(userId: number): Record<string, Record<string, unknown>> {
  return {
    '/api/post/sleeper/fetch-leagues': { username: 'kraken808' },
    '/auth/magic': { email: freshEmail(), onboardingData: onboardingFor() },
    '/auth/magic/consume': { token: 'A'.repeat(43) },
    '/auth/google/init': { onboardingData: onboardingFor() },
    '/api/post/create-permission-record': { user_id: userId, onboarding_step: 5 },
    '/api/post/get-invite-code': { user_id: userId },
    '/api/post/redeem-invite': { invite_code: 'abcdefghijkl' },
    '/api/post/roast-level': { roast_level: 'sunburn', platform_league_id: DEMO_LEAGUE },
    '/api/post/league-context': { league_context: 'Our league.', platform_league_id: DEMO_LEAGUE },
    '/api/post/weekly-context': { week_context: 'Week notes.', platform_league_id: DEMO_LEAGUE, season: '2026', week: 5 },
    '/api/slack/alert': { message: 'corpus alert', channel: 'alerts' },
    '/api/post/stripe/create-checkout-session': { lookup_key: 'standard_monthly', platform_league_ids: [DEMO_LEAGUE] },
    '/api/post/stripe/create-portal-session': { customer_id: 'cus_nobody' },
    '/api/post/stripe/confirm-checkout-session': { session_id: 'cs_test_nobody' },
    '/api/post/stripe/remove-league': { platform_league_id: DEMO_LEAGUE },
    '/api/post/invites': { email: freshEmail() },
  };
}

/** The onboardingData fields the server acts on, each mutated in turn. */
const ONBOARDING_PATHS: string[][] = [
  ['leagues'],
  ['leagues', 'username'],
  ['leagues', 'platform_user_id'],
  ['leagues', 'selected_league'],
  ['leagues', 'selected_league', 'platform_league_id'],
  ['step3'],
  ['roast-level'],
  ['roast-level', 'roast_level'],
];

function withValueAt(base: unknown, at: string[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[at[at.length - 1]] = value;
  return copy;
}

function fillPath(p: string, value: string): string {
  return p.replace(/:(\w+)/g, value).replace(/\{\*\w+\}|\*\w*/g, value);
}

// ── Signed Stripe events with malformed contents ────────────────────────────────────────────
const EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'no.such.event',
];
const BAD_OBJECTS: unknown[] = [
  {},
  null,
  [],
  'sub_123',
  42,
  { id: 123 },
  { id: 'sub_x', items: {} },
  { id: 'sub_x', customer: 'cus_x', status: 'active', metadata: { user_id: '..' }, items: { data: [{ price: { id: 'price_x' }, current_period_end: 1e20 }] } },
  { id: 'in_x', lines: { data: [{ period: { end: 'soon' } }] }, parent: { subscription_details: { subscription: {} } } },
  { id: 'cs_x', mode: 'subscription', customer: 5, metadata: { checkout_ref: '__proto__' } },
  deepValue(3000),
  protoValue(),
];

let eventCounter = 0;
function signed(payload: string): Req {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return {
    method: 'POST',
    path: '/api/stripe/webhook',
    type: 'application/json',
    body: payload,
    headers: { 'stripe-signature': signature },
    note: `signed ${payload.slice(0, 60)}`,
  };
}

function webhookCorpus(): Req[] {
  const out: Req[] = [];
  for (const type of EVENT_TYPES) {
    for (const object of BAD_OBJECTS) {
      const event = { id: `evt_corpus_${++eventCounter}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
      out.push(signed(JSON.stringify(event)));
    }
  }
  for (const payload of [
    'null',
    '[]',
    '{}',
    '"evt"',
    '{"id":5,"type":7}',
    '{"id":"evt_nodata","type":"invoice.paid","created":1}',
    '{"id":"evt_c","type":"invoice.paid","created":"soon","data":{}}',
    '{"broken":',
  ]) {
    out.push(signed(payload));
  }
  const valid = JSON.stringify({ id: 'evt_forged', type: 'invoice.paid', created: 1, data: { object: {} } });
  out.push({ ...signed(valid), headers: { 'stripe-signature': 't=1,v1=deadbeef' }, note: 'forged signature' });
  out.push({ ...signed(valid), headers: {}, note: 'no signature' });
  out.push({ ...signed(valid), headers: { 'stripe-signature': 'x'.repeat(5000) }, note: 'long signature' });
  return out;
}

// ── The corpus ──────────────────────────────────────────────────────────────────────────────
function corpusFor(routes: RouteEntry[], userId: number): Req[] {
  const out: Req[] = [];
  for (const route of routes) {
    const hasParams = /:\w+|\*/.test(route.path);
    const concrete = hasParams ? BAD_PARAMS.map((v) => fillPath(route.path, v)) : [route.path];
    if (route.method === 'USE') {
      for (const v of BAD_PARAMS) {
        out.push({ method: 'GET', path: `${route.path}/${v}`, note: 'under a mount' });
        out.push({ method: 'GET', path: `${route.path}/${v}/thumbnail.png`, note: 'under a mount (.png)' });
      }
      out.push({ method: 'GET', path: `${route.path}/../../package.json`, note: 'dot segments' });
      out.push({ method: 'GET', path: `${route.path}/assets/..%2f..%2fpackage.json`, note: 'encoded dot segments' });
      continue;
    }
    if (route.path === '/api/stripe/webhook') {
      out.push(...webhookCorpus());
      for (const b of BAD_BODIES) out.push({ method: 'POST', path: route.path, ...b });
      continue;
    }
    if (route.method === 'GET') {
      for (const p of concrete) out.push({ method: 'GET', path: p, note: 'bad path value' });
      if (hasParams) out.push({ method: 'GET', path: fillPath(route.path, DEMO_LEAGUE) + '/../../..', note: 'dot segments after an id' });
      for (const q of BAD_QUERIES) out.push({ method: 'GET', path: (hasParams ? fillPath(route.path, '1') : route.path) + q, note: 'bad query' });
      // A wrong method with a token: never a 5xx either.
      out.push({ method: 'DELETE', path: concrete[0], type: 'application/json', body: '{}', note: 'wrong method' });
      continue;
    }
    // POST (and any other body-taking method)
    const base = validBodies(userId)[route.path] ?? {};
    const target = hasParams ? fillPath(route.path, '7') : route.path;
    for (const p of concrete) out.push({ method: route.method, path: p, type: 'application/json', body: JSON.stringify(base), note: 'bad path value' });
    for (const b of BAD_BODIES) out.push({ method: route.method, path: target, ...b });
    out.push({ method: route.method, path: target, type: 'application/json', body: JSON.stringify(base), csrf: false, note: 'no CSRF token' });
    for (const [name, value] of BAD_VALUES) {
      const everywhere = Object.fromEntries(FIELDS.map((f) => [f, value()]));
      out.push({ method: route.method, path: target, type: 'application/json', body: JSON.stringify(everywhere), note: `every field ${name}` });
      for (const field of Object.keys(base)) {
        const fresh = validBodies(userId)[route.path];
        out.push({
          method: route.method,
          path: target,
          type: 'application/json',
          body: JSON.stringify({ ...fresh, [field]: value() }),
          note: `${field} ${name}`,
        });
        if (field === 'onboardingData') {
          for (const at of ONBOARDING_PATHS) {
            const data = withValueAt(base.onboardingData, at, value());
            out.push({
              method: route.method,
              path: target,
              type: 'application/json',
              body: JSON.stringify({ ...fresh, email: freshEmail(), onboardingData: data }),
              note: `onboardingData.${at.join('.')} ${name}`,
            });
            out.push({
              method: route.method,
              path: target,
              type: 'application/x-www-form-urlencoded',
              body: new URLSearchParams({ email: freshEmail(), onboardingData: JSON.stringify(data) }).toString(),
              note: `form onboardingData.${at.join('.')} ${name}`,
            });
          }
        }
      }
    }
  }
  return out;
}

/** Routes that end the session go last, so the signed-in run stays signed in until then. */
const endsSession = (r: Req) => /logout/.test(r.path);

describe('a corpus of malformed requests', () => {
  it('gets no 5xx from any route, signed out or signed in, and the service answers afterwards', async () => {
    const routes = enumerateRoutes();
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    // The enumeration found the routers (a sample of each) and the mounts.
    for (const expected of [
      'POST /api/post/sleeper/fetch-leagues',
      'POST /auth/magic',
      'POST /api/post/redeem-invite',
      'GET /api/get/weekly-context/:leagueId/:season/:week',
      'GET /api/download/video/:id',
      'POST /api/slack/alert',
      'POST /api/stripe/webhook',
      'POST /api/post/stripe/create-checkout-session',
      'GET /auth/google/callback',
      'USE /media',
      'GET /healthz',
      'GET /dev/inbox',
    ])
      expect(paths).toContain(expected);
    expect(routes.length).toBeGreaterThanOrEqual(35);

    const member = await signUp(world, 'corpus-member@example.com');
    const userId = (await member.get('/api/current_user')).json<{ id: number }>().id;
    expect(userId).toBeGreaterThan(0);
    const visitor = world.client();
    await visitor.get('/api/current_user');

    // A real OAuth state, so a bad code and a bad state reach Google's token exchange.
    const start = await member.get('/auth/google');
    const state = new URL(start.location!).searchParams.get('state')!;

    const corpus = corpusFor(routes, userId).sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    corpus.splice(corpus.findIndex(endsSession), 0, { method: 'GET', path: `/auth/google/callback?state=${state}&code=not-a-code`, note: 'bad OAuth code' });
    expect(corpus.length).toBeGreaterThanOrEqual(200);

    const failures: string[] = [];
    const csrfRefused: string[] = [];
    const statuses = new Map<number, number>();
    for (const [who, client] of [
      ['signed out', visitor],
      ['signed in', member],
    ] as const) {
      for (const r of corpus) {
        const res = await send(client, r);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const line = `${who}: ${r.method} ${r.path.slice(0, 120)} (${r.note}) → ${res.status} ${res.text.slice(0, 200)}`;
        if (res.status >= 500) failures.push(line);
        if (res.status === 403 && /security token/.test(res.text) && r.csrf !== false && r.method !== 'GET') csrfRefused.push(line);
      }
    }
    expect(failures).toEqual([]);
    // The token went along, so validation (not CSRF) answered.
    expect(csrfRefused).toEqual([]);
    expect((statuses.get(400) ?? 0) + (statuses.get(413) ?? 0)).toBeGreaterThan(500);

    // Nothing leaked into every object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();

    // And the service answers normally afterwards. The corpus's signed-out look-ups may have used
    // this minute's share of Sleeper calls for visitors (a third): a member's look-up still goes through.
    const after = world.client();
    expect((await after.get('/healthz')).status).toBe(200);
    const again = await signUp(world, 'corpus-after@example.com', null);
    const lookup = await send(again, {
      method: 'POST',
      path: '/api/post/sleeper/fetch-leagues',
      type: 'application/json',
      body: '{"username":"kraken808"}',
      note: 'after',
    });
    expect(lookup.status, lookup.text).toBe(200);
    expect((await again.get('/api/current_user')).json<{ email: string }>().email).toBe('corpus-after@example.com');
    expect((await again.get('/api/get/user-leagues')).json()).toEqual({ success: true, leagues: [] });
    expect((await again.post('/api/post/redeem-invite', { invite_code: 'nope' })).status).toBe(400);
  }, 600_000);
});

// A billing test world: a temp SQLite database with users, permissions and claimed leagues, the
// Stripe stand-in over real HTTP, and the billing routers served on a local port with the part of
// the app's context they use. The signed-in user is named by a header here (a session without a
// cookie); tests/billing/app-journey.test.ts goes through the real app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type Stripe from 'stripe';
import { createAlerter } from '../../server/alerts/dedup';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { createStripeClient } from '../../server/billing/stripe-client';
import { billingRoutes } from '../../server/billing/routes';
import { stripeWebhookRoute } from '../../server/billing/webhook-route';
import { createLogger } from '../../server/http/log';
import { Session } from '../../server/http/session';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/server';

export const WEBHOOK_SECRET = 'whsec_test_billing_harness_secret';
export const PUBLIC_URL = 'http://localhost:3999';
export const CHECKOUT = '/api/post/stripe/create-checkout-session';
export const PORTAL = '/api/post/stripe/create-portal-session';
export const DAY = 86_400_000;

export type World = {
  db: Database;
  standIn: StripeStandIn;
  stripe: Stripe;
  appUrl: string;
  webhookUrl: string;
  clock: { ms: number };
  /** Each time billing reported leagues it made paid (onLeaguesActivated), their ids. */
  activated: number[][];
  close(): Promise<void>;
};

export async function startWorld(opts: { deliverWebhooks?: boolean } = {}): Promise<World> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'billing-'));
  const db = openDatabase(path.join(dir, 'app.db'));
  const clock = { ms: Date.now() };
  const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, now: () => clock.ms });
  const stripe = createStripeClient({ STRIPE_API_URL: standIn.url });
  const activated: number[][] = [];
  const onLeaguesActivated = (ids: number[]) => void activated.push(ids);

  const config = loadConfig({ PUBLIC_URL });
  const now = () => new Date(clock.ms);
  const ctx = {
    db,
    config,
    log: createLogger('silent'),
    billing: { stripe, webhookSecret: WEBHOOK_SECRET },
    alert: createAlerter({ config, log: () => {}, now }),
    onLeaguesActivated,
  };

  const app = express();
  app.use(stripeWebhookRoute(ctx));
  // The app's session middleware reads the cookie; here the x-test-user header names the user.
  app.use((req, res, next) => {
    const id = Number(req.get('x-test-user'));
    req.session = new Session({ db, secure: false, now }, req, res, null, Number.isInteger(id) && id > 0 ? id : null, {});
    next();
  });
  app.use(billingRoutes(ctx));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const webhookUrl = `${appUrl}/api/stripe/webhook`;
  if (opts.deliverWebhooks !== false) standIn.setWebhookUrl(webhookUrl);

  return {
    db,
    standIn,
    stripe,
    appUrl,
    webhookUrl,
    clock,
    activated,
    close: async () => {
      await standIn.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let leagueCounter = 0;

/** A signed-up user with a permission record and `leagues` claimed leagues. */
export function seedUser(db: Database, email: string, leagues: number): { userId: number; platformIds: string[] } {
  const userId = Number(db.prepare('INSERT INTO users (email, first_name, last_name) VALUES (?, ?, ?)').run(email, 'Pat', 'Owner').lastInsertRowid);
  db.prepare('INSERT INTO permissions (user_id, onboarding_step) VALUES (?, 8)').run(userId);
  const platformIds: string[] = [];
  for (let i = 0; i < leagues; i++) {
    const platformId = String(1390486041026113536n + BigInt(++leagueCounter));
    db.prepare(`INSERT INTO leagues (platform_league_id, owner_user_id, name, season) VALUES (?, ?, ?, '2026')`).run(
      platformId,
      userId,
      `League ${leagueCounter}`,
    );
    platformIds.push(platformId);
  }
  return { userId, platformIds };
}

export function leagueId(db: Database, platformId: string): number {
  return (db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(platformId) as { id: number }).id;
}

export function permissionOf(db: Database, userId: number) {
  return db
    .prepare(
      `SELECT tier, interval, subscription_current_period_end, stripe_customer_id, stripe_subscription_id
       FROM permissions WHERE user_id = ?`,
    )
    .get(userId) as {
    tier: string | null;
    interval: string | null;
    subscription_current_period_end: string | null;
    stripe_customer_id: string | null;
    stripe_subscription_id: string | null;
  };
}

export function paidFlags(db: Database, platformIds: string[]): number[] {
  return platformIds.map((id) => (db.prepare('SELECT paid FROM leagues WHERE platform_league_id = ?').get(id) as { paid: number }).paid);
}

/** Everything billing writes, to check that something changed nothing. */
export function billingSnapshot(db: Database): string {
  const q = (sql: string) => db.prepare(sql).all();
  return JSON.stringify({
    permissions: q('SELECT * FROM permissions ORDER BY user_id'),
    leagues: q('SELECT id, paid FROM leagues ORDER BY id'),
    subs: q('SELECT * FROM stripe_subscriptions ORDER BY id'),
    links: q('SELECT * FROM subscription_leagues ORDER BY subscription_id, league_id'),
    checkouts: q('SELECT * FROM checkout_sessions ORDER BY id'),
    events: q('SELECT id, type, created, outcome FROM stripe_events ORDER BY id'),
  });
}

export async function postJson(world: World, route: string, userId: number | null, body: unknown) {
  const res = await fetch(`${world.appUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId ? { 'x-test-user': String(userId) } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
}

/** Checkout through the route, then the stand-in's Pay button; waits for the webhooks. */
export async function checkoutAndPay(world: World, userId: number, platformIds?: string[]) {
  const started = await postJson(world, CHECKOUT, userId, {
    lookup_key: 'standard_monthly',
    ...(platformIds ? { platform_league_ids: platformIds } : {}),
  });
  if (started.status !== 200 || !started.body.url) throw new Error(`checkout failed: ${JSON.stringify(started)}`);
  const sessionId = started.body.url.split('/pay/')[1];
  const pay = await fetch(started.body.url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card: '4242424242424242' }) });
  await world.standIn.settled();
  return { sessionId, payStatus: pay.status, location: pay.headers.get('location') };
}

/** Sends a recorded webhook delivery to the app again, byte for byte. */
export async function redeliver(world: World, payload: string, signature: string) {
  const res = await fetch(world.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// `npm start`'s stand-ins (standins/start.ts): with STANDINS on, one per outside service whose URL
// or key is unset, each answering over HTTP at the URL it hands the server, and the settings it
// hands over are ones the server starts with; none with STANDINS off, and never in production.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { googleSignIn } from '../../server/accounts/google';
import { billingDeps } from '../../server/billing/setup';
import { loadConfig } from '../../server/config';
import { faceSource, teamLogoPath } from '../../server/render/faces';
import { startStandIns, STRIPE_STAND_IN_KEY } from '../../standins/start';

const base = { PUBLIC_URL: 'http://localhost:3999', PORT: '3999', HOST: '127.0.0.1', LOG_LEVEL: 'silent' as const, NODE_ENV: 'development' };
const quiet = { info: () => {} };

describe('startStandIns', () => {
  it('starts every stand-in the settings need and hands the server their URLs and keys', async () => {
    const logged: string[] = [];
    const started = await startStandIns(loadConfig(base), { info: (m) => logged.push(m) });
    try {
      const { env } = started;
      expect(Object.keys(env).sort()).toEqual(
        [
          'CHAT_API_URL',
          'GOOGLE_AUTH_URL',
          'GOOGLE_CLIENT_ID',
          'GOOGLE_CLIENT_SECRET',
          'GOOGLE_TOKEN_URL',
          'GOOGLE_USERINFO_URL',
          'SLEEPER_BASE_URL',
          'SLEEPER_CACHE_SCOPE',
          'SLEEPER_CDN_CACHE_SCOPE',
          'SLEEPER_CDN_URL',
          'STRIPE_API_URL',
          'STRIPE_SECRET_KEY',
          'STRIPE_WEBHOOK_SECRET',
        ].sort(),
      );
      expect(logged.length).toBe(5);

      // Sleeper: the recorded demo league.
      const state = await fetch(`${env.SLEEPER_BASE_URL}/league/1390486041026113536`);
      expect(((await state.json()) as { name: string }).name).toBeTruthy();
      expect(env.SLEEPER_CACHE_SCOPE).toMatch(/^replay:.*beardhouse-2026-after-week4/);

      // The server's settings on top of them: faces, Stripe and Google point at the stand-ins.
      const config = loadConfig({ ...base, ...env });
      const faces = faceSource(config);
      expect(faces).toEqual({ cdnUrl: env.SLEEPER_CDN_URL, cacheScope: 'sleeper-cdn-stand-in' });
      expect((await fetch(`${faces.cdnUrl}${teamLogoPath('KC')}`)).headers.get('content-type')).toBe('image/png');
      expect(config.STRIPE_SECRET_KEY).toBe(STRIPE_STAND_IN_KEY);
      const billing = billingDeps(config);
      const prices = await billing.stripe.prices.list({ lookup_keys: ['standard_monthly'] });
      expect(prices.data.map((p) => p.unit_amount)).toEqual([1000]);
      expect(googleSignIn(config)).toEqual({ mode: 'google' });

      // Google: its chooser offers the demo account for the callback of PUBLIC_URL.
      const chooser = new URL(config.GOOGLE_AUTH_URL.replace('localhost', '127.0.0.1'));
      chooser.search = new URLSearchParams({
        client_id: config.GOOGLE_CLIENT_ID!,
        redirect_uri: 'http://localhost:3999/auth/google/callback',
        response_type: 'code',
        scope: 'openid email profile',
      }).toString();
      const page = await fetch(chooser);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('demo@recap.local');

      // Chat: what the chat stand-in receives is shown by its /dev pages.
      const posted = await fetch(`${env.CHAT_API_URL}/api/webhooks/1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-chat-host': 'discord.com' },
        body: JSON.stringify({ content: 'Week 4 is in.' }),
      });
      expect(posted.status).toBeLessThan(300);
      const app = express().use(started.devRoutes);
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      try {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/chat`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('Week 4 is in.');
      } finally {
        server.close();
      }
    } finally {
      await started.close();
    }
  });

  it('leaves alone every service whose URL or key is set', async () => {
    const started = await startStandIns(
      loadConfig({
        ...base,
        SLEEPER_BASE_URL: 'https://api.sleeper.app/v1',
        STRIPE_SECRET_KEY: 'sk_test_x',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        CHAT_API_URL: 'http://127.0.0.1:9',
      }),
      quiet,
    );
    expect(started.env).toEqual({});
    await started.close();
    // The live Sleeper API means Sleeper's own CDN: no local one either.
    expect(faceSource(loadConfig({ ...base, SLEEPER_BASE_URL: 'https://api.sleeper.app/v1' })).cdnUrl).toBe('https://sleepercdn.com');
  });

  it('starts none with STANDINS=off, only the ones asked for, and refuses production', async () => {
    expect((await startStandIns(loadConfig({ ...base, STANDINS: 'off' }), quiet)).env).toEqual({});
    const only = await startStandIns(loadConfig(base), quiet, ['stripe']);
    expect(Object.keys(only.env).sort()).toEqual(['STRIPE_API_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    await only.close();
    expect((await startStandIns(loadConfig({ ...base, NODE_ENV: 'production' }), quiet)).env).toEqual({});
    await expect(startStandIns(loadConfig({ ...base, NODE_ENV: 'production', STANDINS: 'on' }), quiet)).rejects.toThrow(/^STANDINS: must be off in production/);
  });
});

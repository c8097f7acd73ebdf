// Production posts to the chat platforms' real hosts only: no other host, no private address
// (even when the real host's name resolves to one), no stand-in; and without CHAT_SECRET_KEY it
// neither starts (once destinations exist) nor accepts a destination.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSafeToServe, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { addDestination } from '../../server/chats/destinations';
import { assertChatKey, chatKey } from '../../server/chats/secret-box';
import { chatTransport, isPrivateAddress, sendChatRequest, type LookupAll } from '../../server/chats/transport';
import { startTestWorld, signUp, DEMO_LEAGUE, type TestWorld } from '../api/harness';
import { TOKENS } from './world';

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-length',
  SMTP_URL: 'smtp://mail.example.com',
  PUBLIC_URL: 'https://recaps.example.com',
  SLEEPER_BASE_URL: 'https://api.sleeper.app/v1',
  DEMO: 'false',
};
const post = { url: TOKENS.discord, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"content":"hi"}') };

describe('the production chat guard', () => {
  let world: TestWorld | undefined;
  afterAll(async () => world?.close());

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
  ])('%s is a private address', (a) => expect(isPrivateAddress(a)).toBe(true));
  it.each(['162.159.128.233', '34.226.0.1', '2606:4700::6810:84e5'])('%s is public', (a) => expect(isPrivateAddress(a)).toBe(false));

  it('refuses a real chat host that resolves to a private address, before connecting', async () => {
    const asked: string[] = [];
    for (const address of ['127.0.0.1', '169.254.169.254', '::1']) {
      const lookup: LookupAll = async (host) => {
        asked.push(host);
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      };
      await expect(sendChatRequest({ kind: 'real', timeoutMs: 2000, lookup }, post)).rejects.toThrow(
        `refused: discord.com resolves to a private address (${address})`,
      );
    }
    // One public and one private answer is still refused.
    const mixed: LookupAll = async () => [
      { address: '162.159.128.233', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(sendChatRequest({ kind: 'real', timeoutMs: 2000, lookup: mixed }, post)).rejects.toThrow(/private address \(10\.0\.0\.7\)/);
    expect(asked).toEqual(['discord.com', 'discord.com', 'discord.com']);
  });

  it.each([
    ['https://example.com/api/webhooks/1/abc', /example\.com is not a chat platform's host/],
    ['https://127.0.0.1/api/webhooks/1/abc', /127\.0\.0\.1 is not a chat platform's host/],
    ['http://discord.com/api/webhooks/1/abc', /http: is not https/],
    ['https://discord.com:444/api/webhooks/1/abc', /no user, password or port/],
    ['https://x@discord.com/api/webhooks/1/abc', /no user, password or port/],
  ])('refuses %s without resolving it', async (url, message) => {
    let resolved = false;
    const lookup: LookupAll = async () => {
      resolved = true;
      return [{ address: '162.159.128.233', family: 4 }];
    };
    await expect(sendChatRequest({ kind: 'real', timeoutMs: 2000, lookup }, { ...post, url })).rejects.toThrow(message);
    expect(resolved).toBe(false);
  });

  it('production never uses a stand-in: CHAT_API_URL stops start-up and is ignored by the transport', () => {
    const withStandIn = loadConfig({ ...PROD, CHAT_API_URL: 'http://127.0.0.1:9999' });
    expect(() => assertSafeToServe(withStandIn)).toThrow('CHAT_API_URL: not allowed in production');
    expect(chatTransport(withStandIn).kind).toBe('real');
    expect(chatTransport(loadConfig({ NODE_ENV: 'development', CHAT_API_URL: 'http://127.0.0.1:9999' }))).toMatchObject({
      kind: 'local',
      origin: 'http://127.0.0.1:9999',
    });
  });

  it('refuses to start without CHAT_SECRET_KEY once a destination exists', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-key-'));
    const db = openDatabase(path.join(dir, 'app.db'));
    try {
      const prod = loadConfig(PROD);
      expect(chatKey(prod)).toBeNull();
      assertChatKey(prod, db);
      db.prepare(`INSERT INTO leagues (platform_league_id, name, season) VALUES ('1', 'L', '2026')`).run();
      const key = Buffer.alloc(32, 1);
      addDestination(db, key, 1, { kind: 'slack', secret: { webhook_url: TOKENS.slack } });
      expect(() => assertChatKey(prod, db)).toThrow(/^CHAT_SECRET_KEY: required in production while group-chat destinations exist \(1\)/);
      expect(() => assertChatKey(loadConfig({ ...PROD, CHAT_SECRET_KEY: key.toString('base64') }), db)).not.toThrow();
      expect(() => loadConfig({ ...PROD, CHAT_SECRET_KEY: 'too-short' })).toThrow(/^CHAT_SECRET_KEY: 32 random bytes in base64/);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without the key, production accepts no destination (nothing is sealed with the development key)', async () => {
    world = await startTestWorld({ env: { NODE_ENV: 'production', DEMO: 'false' } });
    const ann = await signUp(world, 'ann@example.com');
    const res = await ann.post(`/api/post/chat-destinations/${DEMO_LEAGUE}`, { kind: 'slack', webhook_url: TOKENS.slack });
    expect(res.status).toBe(503);
    expect(res.json<{ error: string }>().error).toMatch(/CHAT_SECRET_KEY is missing/);
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM chat_destinations').get()).toEqual({ n: 0 });
  });
});

// The owner's group-chat destinations over the real app: adding each kind, 400s naming the field
// for bad input (other hosts included), secrets sealed in the database, "Send a test post" to the
// stand-in, removal; every route owner-only and every POST CSRF-checked.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWorld, signUp, DEMO_LEAGUE, type Client, type TestWorld } from '../api/harness';
import { startChatStandIn, type ChatStandIn } from '../../standins/chat';
import { open } from '../../server/chats/secret-box';
import { TOKENS } from './world';

const KEY = Buffer.alloc(32, 7).toString('base64');
const base = `/api/post/chat-destinations/${DEMO_LEAGUE}`;

describe('group-chat destinations API', () => {
  let world: TestWorld;
  let chat: ChatStandIn;
  let ann: Client;
  let bob: Client;

  beforeAll(async () => {
    chat = await startChatStandIn();
    world = await startTestWorld({ env: { CHAT_API_URL: chat.url, CHAT_SECRET_KEY: KEY } });
    ann = await signUp(world, 'ann@example.com');
    bob = await signUp(world, 'bob@example.com', null);
  });
  afterAll(async () => {
    await world?.close();
    await chat?.close();
  });

  const valid = {
    discord: { kind: 'discord', webhook_url: TOKENS.discord },
    slack: { kind: 'slack', webhook_url: TOKENS.slack },
    groupme: { kind: 'groupme', bot_id: TOKENS.groupmeBot, access_token: TOKENS.groupmeToken },
    telegram: { kind: 'telegram', bot_token: TOKENS.telegramToken, chat_id: TOKENS.telegramChat },
  };

  it('the owner adds one of each kind; answers and the stored rows never show a secret', async () => {
    for (const body of Object.values(valid)) {
      const res = await ann.post(base, body);
      expect(res.status, res.text).toBe(201);
      for (const secret of [TOKENS.discord, TOKENS.slack, TOKENS.groupmeBot, TOKENS.groupmeToken, TOKENS.telegramToken]) expect(res.text).not.toContain(secret);
    }
    const list = await ann.get(`/api/get/chat-destinations/${DEMO_LEAGUE}`);
    expect(list.status).toBe(200);
    const destinations = list.json<{ destinations: { kind: string; label: string; status: string }[] }>().destinations;
    expect(destinations.map((d) => [d.kind, d.status])).toEqual([
      ['discord', 'ok'],
      ['slack', 'ok'],
      ['groupme', 'ok'],
      ['telegram', 'ok'],
    ]);
    expect(destinations[0].label).toBe('Discord webhook …8899');
    expect(destinations[3].label).toBe(`Telegram chat ${TOKENS.telegramChat} (bot 123456789)`);

    // The raw SQLite rows: sealed (AES-256-GCM), opened only with the key and the row's own context.
    const rows = world.db.prepare('SELECT league_id, kind, secret FROM chat_destinations ORDER BY id').all() as {
      league_id: number;
      kind: string;
      secret: string;
    }[];
    for (const r of rows) {
      expect(r.secret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      for (const secret of [TOKENS.discord, TOKENS.slack, TOKENS.groupmeBot, TOKENS.telegramToken]) expect(r.secret).not.toContain(secret);
    }
    const key = Buffer.from(KEY, 'base64');
    expect(JSON.parse(open(key, rows[0].secret, `chat-destination:${rows[0].league_id}:discord`))).toEqual({ webhook_url: TOKENS.discord });
    expect(() => open(Buffer.alloc(32, 8), rows[0].secret, `chat-destination:${rows[0].league_id}:discord`)).toThrow();
    expect(() => open(key, rows[0].secret, `chat-destination:${rows[0].league_id}:slack`)).toThrow();
    // Nor in the database files as bytes (the file and its write-ahead log).
    world.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const file of [world.config.databasePath, `${world.config.databasePath}-wal`]) {
      if (!fs.existsSync(file)) continue;
      const bytes = fs.readFileSync(file).toString('latin1');
      expect(bytes).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz');
      expect(bytes).not.toContain(TOKENS.telegramToken);
    }
  });

  it.each([
    [{}, /^kind is required/],
    [{ kind: 'irc' }, /^kind must be one of discord, slack, groupme, telegram/],
    [{ kind: 'discord' }, /^webhook_url is required/],
    [{ kind: 'discord', webhook_url: 42 }, /^webhook_url must be text/],
    [{ kind: 'discord', webhook_url: 'https://discord.com/channels/1/2' }, /^webhook_url must be a Discord webhook URL/],
    [{ kind: 'discord', webhook_url: TOKENS.discord.replace('https:', 'http:') }, /^webhook_url must be a Discord webhook URL/],
    [{ kind: 'discord', webhook_url: TOKENS.discord.replace('discord.com', 'discord.com.evil.example') }, /^webhook_url must be a Discord webhook URL/],
    [{ kind: 'discord', webhook_url: TOKENS.discord.replace('discord.com', '127.0.0.1') }, /^webhook_url must be a Discord webhook URL/],
    [{ kind: 'discord', webhook_url: TOKENS.discord.replace('discord.com', 'discord.com:8443') }, /^webhook_url must be a Discord webhook URL/],
    [{ kind: 'discord', webhook_url: TOKENS.discord.replace('https://', 'https://me@') }, /^webhook_url must be a Discord webhook URL/],
    [{ kind: 'slack', webhook_url: TOKENS.discord }, /^webhook_url must be a Slack incoming webhook URL/],
    [
      { kind: 'slack', webhook_url: 'https://hooks.slack.com.evil.example/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx' },
      /^webhook_url must be a Slack/,
    ],
    [{ kind: 'groupme', bot_id: 'short' }, /^bot_id must be a GroupMe bot id/],
    [{ kind: 'groupme', bot_id: TOKENS.groupmeBot, access_token: 'no spaces allowed here' }, /^access_token must be a GroupMe access token/],
    [{ kind: 'telegram', bot_token: 'nope', chat_id: '1' }, /^bot_token must be a Telegram bot token/],
    [{ kind: 'telegram', bot_token: TOKENS.telegramToken }, /^chat_id is required/],
    [{ kind: 'telegram', bot_token: TOKENS.telegramToken, chat_id: 'general' }, /^chat_id must be a Telegram chat id/],
    [{ ...valid.slack, url: 'https://example.com' }, /fields that are not allowed: url/],
  ])('bad input %j is a 400 naming the field', async (body, message) => {
    const res = await ann.post(base, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('"Send a test post" reaches the chat; a chat answering 404 marks the destination broken with the reason', async () => {
    const list = (await ann.get(`/api/get/chat-destinations/${DEMO_LEAGUE}`)).json<{ destinations: { id: number; kind: string }[] }>().destinations;
    const slack = list.find((d) => d.kind === 'slack')!;
    chat.posts.length = 0;
    const ok = await ann.post(`${base}/${slack.id}/test`);
    expect(ok.status, ok.text).toBe(200);
    expect(chat.posts).toHaveLength(1);
    expect(chat.posts[0]).toMatchObject({ platform: 'slack', destination: 'T0123ABCD/B0456EFGH' });
    expect(chat.posts[0].text).toContain('Test post from Recap League');

    chat.faults.push({ path: /^\/services\//, status: 404, times: 1 });
    const gone = await ann.post(`${base}/${slack.id}/test`);
    expect(gone.status).toBe(502);
    expect(gone.json<{ error: string }>().error).toBe('The test post did not go through: HTTP 404: no_service');
    const after = (await ann.get(`/api/get/chat-destinations/${DEMO_LEAGUE}`)).json<{
      destinations: { id: number; status: string; broken_reason: string }[];
    }>();
    expect(after.destinations.find((d) => d.id === slack.id)).toMatchObject({
      status: 'broken',
      broken_reason: 'The test post was refused: HTTP 404: no_service',
    });

    // Fixed on Slack's side: the next test post clears it.
    expect((await ann.post(`${base}/${slack.id}/test`)).status).toBe(200);
    const fixed = (await ann.get(`/api/get/chat-destinations/${DEMO_LEAGUE}`)).json<{ destinations: { id: number; status: string }[] }>();
    expect(fixed.destinations.find((d) => d.id === slack.id)?.status).toBe('ok');
  });

  it('every route is the owner’s only, and every POST needs the CSRF token', async () => {
    const id = (await ann.get(`/api/get/chat-destinations/${DEMO_LEAGUE}`)).json<{ destinations: { id: number }[] }>().destinations[0].id;
    const routes: [string, string, unknown][] = [
      ['GET', `/api/get/chat-destinations/${DEMO_LEAGUE}`, undefined],
      ['POST', base, valid.discord],
      ['POST', `${base}/${id}/remove`, {}],
      ['POST', `${base}/${id}/test`, {}],
    ];
    const signedOut = world.client();
    for (const [method, p, json] of routes) {
      // Another member: the same 404 as an unknown league.
      const other = await bob.request(method, p, { json });
      expect(other.status, `${method} ${p} by another member`).toBe(404);
      const anon = await signedOut.request(method, p, { json });
      expect(anon.status, `${method} ${p} signed out`).toBe(401);
      if (method === 'POST') {
        const forged = await ann.request(method, p, { json, csrf: false });
        expect(forged.status, `${method} ${p} without CSRF`).toBe(403);
      }
    }
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM chat_destinations').get()).toEqual({ n: 4 });
  });

  it('the owner removes a destination', async () => {
    const id = (await ann.get(`/api/get/chat-destinations/${DEMO_LEAGUE}`)).json<{ destinations: { id: number }[] }>().destinations[0].id;
    const res = await ann.post(`${base}/${id}/remove`);
    expect(res.status).toBe(200);
    expect(res.json<{ destinations: { id: number }[] }>().destinations.map((d) => d.id)).not.toContain(id);
    expect((await ann.post(`${base}/${id}/remove`)).status).toBe(404);
    expect((await ann.post(`${base}/abc/remove`)).status).toBe(400);
  });
});

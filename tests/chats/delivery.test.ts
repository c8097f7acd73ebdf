// The group-chat step after a recap is ready, over real HTTP to the chat stand-in: every
// destination gets exactly one post per recap with what its platform takes, failures are retried,
// and a chat that keeps answering 404 is marked broken and its owner mailed once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { LocalVideoStorage } from '../../server/videos/storage';
import { addDestination, listDestinations } from '../../server/chats/destinations';
import { postRecapToChats, type ChatDeps } from '../../server/chats/deliver';
import { recapForChats } from '../../server/chats/recap-inputs';
import { chatKey } from '../../server/chats/secret-box';
import { startChatStandIn, type ChatStandIn } from '../../standins/chat';
import type { Mail } from '../../server/mail/mailer';
import { chatConfig, makeMedia, seedOwnerAndLeague, seedVideo, TOKENS } from './world';

describe('posting a ready recap to the group chats', () => {
  let dir: string;
  let db: Database;
  let storage: LocalVideoStorage;
  let chat: ChatStandIn;
  let media: { mp4: string; jpg: string };
  let mails: Mail[];
  let deps: ChatDeps;
  let key: Buffer;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chats-'));
    db = openDatabase(path.join(dir, 'app.db'));
    storage = new LocalVideoStorage(path.join(dir, 'videos'));
    chat = await startChatStandIn();
    media = makeMedia(path.join(dir, 'media'));
  });
  afterAll(async () => {
    await chat?.close();
    db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    chat.posts.length = 0;
    chat.requests.length = 0;
    chat.faults.length = 0;
    mails = [];
    const config = chatConfig(chat.url);
    key = chatKey(config)!;
    deps = { db, config, send: async (m) => void mails.push(m), log: () => {} };
  });

  function allFour(leagueId: number) {
    addDestination(db, key, leagueId, { kind: 'discord', secret: { webhook_url: TOKENS.discord } });
    addDestination(db, key, leagueId, { kind: 'slack', secret: { webhook_url: TOKENS.slack } });
    addDestination(db, key, leagueId, { kind: 'groupme', secret: { bot_id: TOKENS.groupmeBot, access_token: TOKENS.groupmeToken } });
    addDestination(db, key, leagueId, { kind: 'telegram', secret: { bot_token: TOKENS.telegramToken, chat_id: TOKENS.telegramChat } });
  }

  it('each destination receives exactly one post, with what its platform takes, however often the recap is announced', async () => {
    const { leagueId } = seedOwnerAndLeague(db, 'four@example.com');
    allFour(leagueId);
    const videoId = await seedVideo(db, storage, leagueId, 3, media);
    const share = 'https://recaps.example.com/v/abc123';
    const recap = await recapForChats(db, storage, videoId, share);
    // Announced twice at once (a BullMQ follower and the worker) and once more later.
    const [a, b] = await Promise.all([postRecapToChats(deps, videoId, recap), postRecapToChats(deps, videoId, recap)]);
    await postRecapToChats(deps, videoId, recap);
    expect([...a, ...b].filter((o) => o.outcome === 'posted')).toHaveLength(4);

    const by = (p: string) => chat.posts.filter((x) => x.platform === p);
    expect(chat.posts).toHaveLength(4);
    const mp4 = fs.readFileSync(media.mp4);
    const jpg = fs.readFileSync(media.jpg);

    const [discord] = by('discord');
    expect(discord.text).toContain('The Chat League: the 2026 week 3 recap is here');
    // The file fits: the video itself, not the link, plus the thumbnail.
    expect(discord.text).not.toContain(share);
    expect(discord.files.map((f) => [f.field, f.name, f.contentType])).toEqual([
      ['files[0]', 'thumbnail.jpg', 'image/jpeg'],
      ['files[1]', 'recap.mp4', 'video/mp4'],
    ]);
    expect(discord.files[1].data.equals(mp4)).toBe(true);
    expect(discord.files[0].data.equals(jpg)).toBe(true);

    expect(by('slack')[0].text).toContain(share);
    const [groupme] = by('groupme');
    expect(groupme.text).toContain(share);
    expect(groupme.pictures).toHaveLength(1);
    expect(chat.picture(groupme.pictures[0])?.data.equals(jpg)).toBe(true);
    const [telegram] = by('telegram');
    expect(telegram.destination).toBe(`chat ${TOKENS.telegramChat}`);
    expect(telegram.text).toContain(share);
    expect(telegram.files.map((f) => [f.field, f.contentType, f.bytes])).toEqual([['video', 'video/mp4', mp4.length]]);

    expect(listDestinations(db, leagueId).every((d) => d.status === 'ok' && d.last_posted_at !== null)).toBe(true);
  });

  it('a file over Discord’s 10 MiB goes as the share link instead', async () => {
    const { leagueId } = seedOwnerAndLeague(db, 'big@example.com');
    addDestination(db, key, leagueId, { kind: 'discord', secret: { webhook_url: TOKENS.discord } });
    const videoId = await seedVideo(db, storage, leagueId, 4, media);
    const recap = await recapForChats(db, storage, videoId, 'https://recaps.example.com/v/big');
    const big = { ...recap.chatFile!, bytes: 10 * 1024 * 1024 + 1 };
    await postRecapToChats(deps, videoId, { ...recap, chatFile: big });
    expect(chat.posts).toHaveLength(1);
    expect(chat.posts[0].text).toContain('https://recaps.example.com/v/big');
    expect(chat.posts[0].files.map((f) => f.name)).toEqual(['thumbnail.jpg']);
  });

  it('a chat that fails for a moment is retried with backoff and gets the post once', async () => {
    const { leagueId } = seedOwnerAndLeague(db, 'flaky@example.com');
    addDestination(db, key, leagueId, { kind: 'slack', secret: { webhook_url: TOKENS.slack } });
    const videoId = await seedVideo(db, storage, leagueId, 5, media);
    chat.faults.push({ path: /^\/services\//, status: 500, times: 2 });
    const slept: number[] = [];
    const out = await postRecapToChats({ ...deps, sleep: async (ms) => void slept.push(ms) }, videoId, await recapForChats(db, storage, videoId));
    expect(out.map((o) => o.outcome)).toEqual(['posted']);
    expect(slept).toEqual([5, 5]);
    expect(chat.requests.filter((r) => r.startsWith('POST /services/'))).toHaveLength(3);
    expect(chat.posts).toHaveLength(1);
    const row = db.prepare('SELECT state, attempts FROM chat_posts WHERE video_id = ?').get(videoId);
    expect(row).toEqual({ state: 'posted', attempts: 3 });
  });

  it('a destination that keeps answering 404 is retried, then marked broken with the reason, and the owner is mailed once', async () => {
    const { leagueId } = seedOwnerAndLeague(db, 'gone@example.com');
    addDestination(db, key, leagueId, { kind: 'discord', secret: { webhook_url: TOKENS.discord } });
    addDestination(db, key, leagueId, { kind: 'slack', secret: { webhook_url: TOKENS.slack } });
    chat.faults.push({ path: /^\/api\/webhooks\//, status: 404 });
    const first = await seedVideo(db, storage, leagueId, 6, media);
    const out = await postRecapToChats(deps, first, await recapForChats(db, storage, first));
    expect(out.map((o) => o.outcome)).toEqual(['broken', 'posted']);
    // The first try and both retries.
    expect(chat.requests.filter((r) => r.startsWith('POST /api/webhooks/'))).toHaveLength(3);
    const [discord, slack] = listDestinations(db, leagueId);
    expect(discord.status).toBe('broken');
    expect(discord.broken_reason).toBe('Discord answered HTTP 404: Unknown Webhook');
    expect(slack.status).toBe('ok');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('gone@example.com');
    expect(mails[0].subject).toContain("we can't post recaps to your Discord chat");
    expect(mails[0].text).toContain('HTTP 404: Unknown Webhook');
    expect(mails[0].text).not.toContain(TOKENS.discord);

    // The next recap: the broken destination is left alone (no more requests, no second mail).
    const second = await seedVideo(db, storage, leagueId, 7, media);
    await postRecapToChats(deps, second, await recapForChats(db, storage, second));
    expect(chat.requests.filter((r) => r.startsWith('POST /api/webhooks/'))).toHaveLength(3);
    expect(mails).toHaveLength(1);
    expect(chat.posts.filter((p) => p.platform === 'slack')).toHaveLength(2);
  });
});

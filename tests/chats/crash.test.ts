// A process killed between posting to a chat and recording it: the chat already has the post,
// and the next process that learns of the recap does not post it again (the claim stays).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { LocalVideoStorage } from '../../server/videos/storage';
import { addDestination } from '../../server/chats/destinations';
import { postRecapToChats } from '../../server/chats/deliver';
import { recapForChats } from '../../server/chats/recap-inputs';
import { chatKey } from '../../server/chats/secret-box';
import { startChatStandIn, type ChatStandIn } from '../../standins/chat';
import { stopProcess, until } from '../jobs/processes';
import { chatConfig, makeMedia, seedOwnerAndLeague, seedVideo, TOKENS } from './world';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('a poster killed between posting and recording', () => {
  let dir: string;
  let db: Database;
  let chat: ChatStandIn;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-crash-'));
    db = openDatabase(path.join(dir, 'app.db'));
    chat = await startChatStandIn();
  });
  afterAll(async () => {
    if (child) await stopProcess(child, 'SIGKILL');
    await chat?.close();
    db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('each destination still has exactly one post of the recap', { timeout: 120_000 }, async () => {
    const storage = new LocalVideoStorage(path.join(dir, 'videos'));
    const config = chatConfig(chat.url);
    const key = chatKey(config)!;
    const { leagueId } = seedOwnerAndLeague(db);
    addDestination(db, key, leagueId, { kind: 'discord', secret: { webhook_url: TOKENS.discord } });
    addDestination(db, key, leagueId, { kind: 'telegram', secret: { bot_token: TOKENS.telegramToken, chat_id: TOKENS.telegramChat } });
    const videoId = await seedVideo(db, storage, leagueId, 2, makeMedia(path.join(dir, 'media')));

    // Discord takes the post and never answers: the child is killed while it waits.
    chat.faults.push({ path: /^\/api\/webhooks\//, hold: true, times: 1 });
    let output = '';
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/chats/post-child.ts', path.join(dir, 'app.db'), path.join(dir, 'videos'), String(videoId), chat.url],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await until(async () => chat.posts.some((p) => p.platform === 'discord'), 60_000, `the child to post to Discord; output:\n${output}`);
    await stopProcess(child, 'SIGKILL');
    expect(child.signalCode).toBe('SIGKILL');
    expect(db.prepare('SELECT destination_id, state FROM chat_posts WHERE video_id = ?').all(videoId)).toEqual([{ destination_id: 1, state: 'posting' }]);

    // Another process learns of the recap (the job's follower, a restarted worker) twice.
    const recap = await recapForChats(db, storage, videoId);
    const deps = { db, config, send: async () => {}, log: () => {} };
    const again = await postRecapToChats(deps, videoId, recap);
    expect(again.map((o) => o.outcome)).toEqual(['already claimed', 'posted']);
    await postRecapToChats(deps, videoId, recap);

    expect(chat.posts.filter((p) => p.platform === 'discord')).toHaveLength(1);
    expect(chat.posts.filter((p) => p.platform === 'telegram')).toHaveLength(1);
    expect(chat.requests.filter((r) => r.startsWith('POST /api/webhooks/'))).toHaveLength(1);
  });
});

// "Small (for group chats)": the chat rendition beside a recap's full file is listed with both
// sizes and downloaded through its own route, with the same owner check, Range, HEAD and private
// caching as the full file; a recap without one offers only the full file. Both stores: the local
// folder and a real S3-compatible server (s3rver). chatRenditionFor, what posting to a chat reads,
// answers from the same store.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserVideosAnswer } from '../../src/api/video';
import { chatRenditionFor } from '../../server/videos/chat-file';
import { startS3rverStorage, type TestS3 } from '../videos/s3rver';
import { storeFinishedRecap } from '../support/finished-recap';
import { DEMO_LEAGUE, signUp, startTestWorld, type Client, type TestWorld } from './harness';

const full = crypto.randomBytes(96 * 1024 + 5);
const small = crypto.randomBytes(24 * 1024 + 3);
const jpg = crypto.randomBytes(2048);

/** A finished recap of the demo league (with or without chat.mp4) in the world's store. */
const storeRecap = (world: TestWorld, week: number, withChat: boolean) =>
  storeFinishedRecap(world.db, world.storage, {
    platformLeagueId: DEMO_LEAGUE,
    leagueName: 'The BeardHouse Boys 2.0',
    title: `2026 Week ${week} Recap`,
    week,
    full,
    thumbnail: jpg,
    chat: withChat ? small : undefined,
  });

for (const store of ['local', 's3'] as const) {
  describe(`the small file (${store} store)`, () => {
    let s3: TestS3 | undefined;
    let world: TestWorld;
    let ann: Client;
    let bob: Client;
    let withChat: number;
    let withoutChat: number;

    beforeAll(async () => {
      s3 = store === 's3' ? await startS3rverStorage({ prefix: 'recaps/' }) : undefined;
      world = await startTestWorld(s3 ? { storage: s3.storage } : {});
      ann = await signUp(world, 'ann@example.com');
      bob = await signUp(world, 'bob@example.com', null);
      withChat = await storeRecap(world, 4, true);
      withoutChat = await storeRecap(world, 3, false);
    });
    afterAll(async () => {
      await world?.close();
      await s3?.close();
    });

    const get = (p: string, who?: Client, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${world.url}${p}`, { method, headers: who ? { cookie: `sid=${who.cookies.get('sid')}`, ...headers } : headers });

    it('lists both downloads with their sizes; a recap without a small file offers only the full one', async () => {
      const answer = (await ann.get('/api/get/user-videos')).json();
      expect(UserVideosAnswer.safeParse(answer).success).toBe(true);
      const { videos } = answer as { videos: Record<string, unknown>[] };
      expect(videos.find((v) => v.id === withChat)).toMatchObject({
        download_url: `/api/download/video/${withChat}`,
        bytes: full.length,
        chat_download_url: `/api/download/video/${withChat}/small`,
        chat_bytes: small.length,
      });
      expect(videos.find((v) => v.id === withoutChat)).toMatchObject({ bytes: full.length, chat_download_url: null, chat_bytes: null });
    });

    it('downloads the small file as recap-video-{id}-small.mp4, privately, with HEAD and conditional GETs', async () => {
      const res = await get(`/api/download/video/${withChat}/small`, ann);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename=recap-video-${withChat}-small.mp4`);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(Buffer.from(await res.arrayBuffer()).equals(small)).toBe(true);
      const head = await get(`/api/download/video/${withChat}/small`, ann, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(small.length));
      expect((await get(`/api/download/video/${withChat}/small`, ann, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
      // The full file is still the full file.
      expect(Buffer.from(await (await get(`/api/download/video/${withChat}`, ann)).arrayBuffer()).equals(full)).toBe(true);
    });

    it('answers Range requests with 206 and impossible ranges with 416', async () => {
      const partial = await get(`/api/download/video/${withChat}/small`, ann, { range: 'bytes=100-199' });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${small.length}`);
      expect(Buffer.from(await partial.arrayBuffer()).equals(small.subarray(100, 200))).toBe(true);
      const tail = await get(`/api/download/video/${withChat}/small`, ann, { range: 'bytes=-10' });
      expect(Buffer.from(await tail.arrayBuffer()).equals(small.subarray(small.length - 10))).toBe(true);
      expect((await get(`/api/download/video/${withChat}/small`, ann, { range: `bytes=${small.length + 5}-` })).status).toBe(416);
    });

    it('keeps other users (404, nothing leaked) and signed-out visitors (401) out; bad ids are a 400', async () => {
      const spy = await get(`/api/download/video/${withChat}/small`, bob);
      expect(spy.status).toBe(404);
      expect(await spy.json()).toEqual({ success: false, error: 'Video not found.' });
      expect((await get(`/api/download/video/${withChat}/small`)).status).toBe(401);
      expect((await get(`/api/download/video/999999/small`, ann)).status).toBe(404);
      const bad = await get('/api/download/video/abc/small', ann);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ success: false, error: 'The video id must be a number.' });
    });

    it('answers 404 with a plain reason for a recap that has no small file', async () => {
      const res = await get(`/api/download/video/${withoutChat}/small`, ann);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'This recap has no small version.' });
    });

    it('chatRenditionFor reads the small file and its size from the store, or null', async () => {
      const chat = await chatRenditionFor(world.db, world.storage, withChat);
      expect(chat).toMatchObject({ bytes: small.length, contentType: 'video/mp4', fileName: `recap-video-${withChat}-small.mp4` });
      expect(chat!.path).toMatch(/\/chat\.mp4$/);
      expect(chat!.thumbnailPath).toMatch(/\/thumbnail\.jpg$/);
      const chunks: Buffer[] = [];
      for await (const c of await chat!.open()) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(small)).toBe(true);
      expect(await chatRenditionFor(world.db, world.storage, withoutChat)).toBeNull();
      expect(await chatRenditionFor(world.db, world.storage, 999999)).toBeNull();
      // Recorded but gone from the store: null, not a file that fails halfway through a post.
      await world.storage.removeFolder(chat!.path.slice(0, chat!.path.lastIndexOf('/')));
      expect(await chatRenditionFor(world.db, world.storage, withChat)).toBeNull();
    });
  });
}

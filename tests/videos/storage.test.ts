// The video store contract (server/videos/storage), run against the local folder and against a
// real S3-compatible server (s3rver on 127.0.0.1, random port, temp directory), and the HTTP
// helper that serves stored files, called over real HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import {
  createVideoStorage,
  InvalidStoredPathError,
  LocalVideoStorage,
  S3VideoStorage,
  sendStoredFile,
  StoredFileNotFoundError,
  videoStorageSettings,
  type VideoStorage,
} from '../../server/videos/storage';
import { startS3rverStorage } from './s3rver';

const made: string[] = [];
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storage-${name}-`));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const MP4 = Buffer.from(Array.from({ length: 24_000 }, (_, i) => (i * 31 + 7 + (i >> 8)) & 255));
const PROPS = JSON.stringify({ title: 'Week 4', scenes: [1, 2, 3] });
const REL = '12/2026/week-4-ab12cd';

/** A finished render folder as a worker leaves it. */
function makeRecapFolder(): string {
  const dir = tmp('render');
  const write = (rel: string, data: Buffer | string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data);
  };
  write('recap.mp4', MP4);
  write('thumbnail.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  write('props.json', PROPS);
  write('voice/intro.wav', Buffer.alloc(300, 1));
  write('voice/outro.wav', Buffer.alloc(200, 2));
  write('avatars/team 1.png', Buffer.alloc(50, 3));
  write('faces/deep/f.webp', Buffer.alloc(40, 4));
  return dir;
}
const FOLDER_FILES = ['avatars/team 1.png', 'faces/deep/f.webp', 'props.json', 'recap.mp4', 'thumbnail.jpg', 'voice/intro.wav', 'voice/outro.wav'];

/** A tiny app serving the store the way the product's routes will. */
async function serve(storage: VideoStorage): Promise<{ base: string; server: Server }> {
  const app = express();
  app.use('/files', (req, res) => {
    const rel = decodeURIComponent(req.path.slice(1));
    const download = typeof req.query.download === 'string' ? req.query.download : undefined;
    void sendStoredFile(req, res, storage, rel, { cacheControl: 'private, no-cache', downloadName: download });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`, server };
}

type Harness = { storage: VideoStorage; close: () => Promise<void> };

const implementations: { name: 'local' | 's3'; make: () => Promise<Harness> }[] = [
  {
    name: 'local',
    make: async () => {
      const videoDir = tmp('local');
      return { storage: createVideoStorage({ kind: 'local', videoDir }), close: async () => {} };
    },
  },
  {
    name: 's3',
    make: async () => {
      const s3 = await startS3rverStorage({ bucket: 'recaps-test', prefix: '/install-a/' });
      return { storage: s3.storage, close: () => s3.close() };
    },
  },
];

describe.each(implementations)('$name video storage', ({ name, make }) => {
  let storage: VideoStorage;
  let harness: Harness;
  let base: string;
  let server: Server;

  beforeAll(async () => {
    harness = await make();
    storage = harness.storage;
    ({ base, server } = await serve(storage));
    const uploaded = await storage.uploadFolder(makeRecapFolder(), REL);
    expect(uploaded).toEqual(FOLDER_FILES);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await harness.close();
  });

  const url = (rel: string, query = '') => `${base}/${rel.split('/').map(encodeURIComponent).join('/')}${query}`;
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('stats files with size, date, entity tag and type; missing files are null', async () => {
    const st = await storage.stat(`${REL}/recap.mp4`);
    expect(st).toMatchObject({ bytes: MP4.length, contentType: 'video/mp4' });
    expect(st!.etag).toMatch(/^".+"$/);
    expect(Math.abs(st!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await storage.stat(`${REL}/voice/intro.wav`))!.bytes).toBe(300);
    expect(await storage.stat(`${REL}/nope.mp4`)).toBeNull();
    expect(await storage.stat(REL)).toBeNull();
  });

  it('puts and gets single files, from memory or from a local file; missing ones throw not-found', async () => {
    expect((await storage.getFile(`${REL}/props.json`)).toString()).toBe(PROPS);
    await storage.putFile('chunks/job-9/meta.json', '{"a":1}');
    expect((await storage.getFile('chunks/job-9/meta.json')).toString()).toBe('{"a":1}');
    await storage.putFile('chunks/job-9/meta.json', new Uint8Array([123, 125]));
    expect((await storage.getFile('chunks/job-9/meta.json')).toString()).toBe('{}');
    const local = path.join(tmp('chunk'), 'part-0.mp4');
    fs.writeFileSync(local, MP4.subarray(0, 5000));
    await storage.putFile('chunks/job-9/part-0.mp4', { localPath: local });
    expect(await storage.stat('chunks/job-9/part-0.mp4')).toMatchObject({ bytes: 5000, contentType: 'video/mp4' });
    await expect(storage.getFile(`${REL}/missing.json`)).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it('reads whole files and byte ranges as streams', async () => {
    const read = async (range?: { start: number; end: number }) => {
      const chunks: Buffer[] = [];
      for await (const c of await storage.read(`${REL}/recap.mp4`, range)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    };
    expect((await read()).equals(MP4)).toBe(true);
    expect((await read({ start: 100, end: 199 })).equals(MP4.subarray(100, 200))).toBe(true);
    await expect(storage.read(`${REL}/missing.mp4`)).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it('downloads a folder and a single file to local disk', async () => {
    const dest = path.join(tmp('download'), 'recap');
    expect(await storage.downloadFolder(REL, dest)).toEqual(FOLDER_FILES);
    expect(fs.readFileSync(path.join(dest, 'recap.mp4')).equals(MP4)).toBe(true);
    expect(fs.readFileSync(path.join(dest, 'avatars', 'team 1.png')).length).toBe(50);
    expect(fs.readdirSync(dest).filter((f) => f.startsWith('.'))).toEqual([]);
    const single = path.join(path.dirname(dest), 'one', 'props.json');
    await storage.downloadFile(`${REL}/props.json`, single);
    expect(fs.readFileSync(single, 'utf8')).toBe(PROPS);
    await expect(storage.downloadFolder('12/2026/week-9-none', dest)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.downloadFile(`${REL}/none.wav`, single)).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it('never overwrites a folder and refuses paths that leave the store', async () => {
    await expect(storage.uploadFolder(makeRecapFolder(), REL)).rejects.toThrow(/already exists/);
    await expect(storage.stat('../outside.mp4')).rejects.toBeInstanceOf(InvalidStoredPathError);
    await expect(storage.putFile('/abs.json', '{}')).rejects.toBeInstanceOf(InvalidStoredPathError);
    await expect(storage.removeFolder('')).rejects.toBeInstanceOf(InvalidStoredPathError);
  });

  it('serves the whole file over HTTP with type, length, cache and download headers', async () => {
    const res = await fetch(url(`${REL}/recap.mp4`, '?download=recap-video-7.mp4'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(MP4.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?recap-video-7\.mp4"?$/);
    expect((await bytesOf(res)).equals(MP4)).toBe(true);
    const json = await fetch(url(`${REL}/props.json`));
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('content-disposition')).toBeNull();
    expect(await json.text()).toBe(PROPS);
  });

  it('answers Range requests: first bytes, middle, open end, suffix, clamped; 416 past the end; malformed → 200', async () => {
    const ranged = async (range: string) => fetch(url(`${REL}/recap.mp4`), { headers: { Range: range } });
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=23990-', 23990, 23999],
      ['bytes=-500', 23500, 23999],
      ['bytes=23000-99999', 23000, 23999],
      ['bytes=-99999', 0, 23999],
    ];
    for (const [range, start, end] of cases) {
      const res = await ranged(range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${MP4.length}`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect((await bytesOf(res)).equals(MP4.subarray(start, end + 1)), range).toBe(true);
    }
    for (const range of ['bytes=24000-', 'bytes=99999-100000', 'bytes=-0']) {
      const res = await ranged(range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe(`bytes */${MP4.length}`);
      await res.arrayBuffer();
    }
    for (const range of ['bytes=abc', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-5', 'bytes=-']) {
      const res = await ranged(range);
      expect(res.status, range).toBe(200);
      expect((await bytesOf(res)).length, range).toBe(MP4.length);
    }
  });

  it('answers HEAD with the headers only, and revalidation with 304', async () => {
    const head = await fetch(url(`${REL}/recap.mp4`), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(MP4.length));
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const headRange = await fetch(url(`${REL}/recap.mp4`), { method: 'HEAD', headers: { Range: 'bytes=0-99' } });
    expect(headRange.status).toBe(206);
    expect(headRange.headers.get('content-length')).toBe('100');

    const etag = head.headers.get('etag')!;
    expect((await fetch(url(`${REL}/recap.mp4`), { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const stale = await fetch(url(`${REL}/recap.mp4`), { headers: { Range: 'bytes=0-9', 'If-Range': '"other"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const fresh = await fetch(url(`${REL}/recap.mp4`), { headers: { Range: 'bytes=0-9', 'If-Range': etag } });
    expect(fresh.status).toBe(206);
    await fresh.arrayBuffer();
  });

  it('answers 404 (never 500) for missing files, folders and paths outside the store', async () => {
    for (const rel of [`${REL}/missing.mp4`, REL, '12/2026', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetch(`${base}/${rel}`);
      expect(res.status, rel).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
  });

  it('removes a folder and nothing beside it (a shared name prefix is not the same folder)', async () => {
    const sibling = `${REL}-2`;
    await storage.uploadFolder(makeRecapFolder(), sibling);
    await storage.removeFolder(REL.replace(/\/[^/]+$/, '/week-4-ab')); // a prefix of the name, not a folder
    expect(await storage.stat(`${REL}/recap.mp4`)).not.toBeNull();
    await storage.removeFolder(REL);
    expect(await storage.stat(`${REL}/recap.mp4`)).toBeNull();
    expect(await storage.stat(`${REL}/voice/intro.wav`)).toBeNull();
    expect((await fetch(url(`${REL}/recap.mp4`))).status).toBe(404);
    expect((await storage.stat(`${sibling}/recap.mp4`))!.bytes).toBe(MP4.length);
    await storage.removeFolder(REL); // already gone: fine
    await storage.removeFolder(sibling);
    await storage.uploadFolder(makeRecapFolder(), REL); // the name is free again
  });

  if (name === 'local') {
    it('writes atomically through the private temp folder, and can move a folder in place', async () => {
      const local = storage as LocalVideoStorage;
      const tempRoot = path.join(local.videoDir, '.tmp');
      expect(fs.readdirSync(tempRoot)).toEqual([]);
      const src = makeRecapFolder();
      await local.uploadFolder(src, '12/2026/week-5-moved', { move: true });
      expect(fs.existsSync(src)).toBe(false);
      expect(fs.readFileSync(local.pathOf('12/2026/week-5-moved/recap.mp4')).equals(MP4)).toBe(true);
      expect(fs.readdirSync(tempRoot)).toEqual([]);
      expect(await storage.signedUrl(`${REL}/recap.mp4`)).toBeNull();
    });
  }

  if (name === 's3') {
    it('signs short-lived GET URLs that plain fetch can download', async () => {
      const signed = (await storage.signedUrl(`${REL}/recap.mp4`, { downloadName: 'recap-video-7.mp4' }))!;
      const u = new URL(signed);
      expect(u.pathname).toBe(`/recaps-test/install-a/${REL}/recap.mp4`);
      expect(Number(u.searchParams.get('X-Amz-Expires'))).toBe(300);
      const res = await fetch(signed);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="recap-video-7\.mp4"/);
      expect((await bytesOf(res)).equals(MP4)).toBe(true);

      const short = await storage.signedUrl(`${REL}/recap.mp4`, { expiresInSeconds: 60 });
      expect(new URL(short!).searchParams.get('X-Amz-Expires')).toBe('60');
      await expect(storage.signedUrl(`${REL}/recap.mp4`, { expiresInSeconds: 86_400 })).rejects.toThrow(RangeError);

      // A URL signed two minutes ago for one minute no longer works.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 120_000);
      const expired = await storage.signedUrl(`${REL}/recap.mp4`, { expiresInSeconds: 60 });
      vi.useRealTimers();
      const denied = await fetch(expired!);
      expect(denied.status).toBe(403);
      expect(await denied.text()).toMatch(/expired/i);
    });
  }
});

describe('sendStoredFile with a failing store', () => {
  it('answers 502 and reports the error, without a stack trace to the client', async () => {
    const errors: unknown[] = [];
    const broken = {
      stat: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    } as unknown as VideoStorage;
    const app = express();
    app.use((req, res) => void sendStoredFile(req, res, broken, 'a/b.mp4', { cacheControl: 'private', onError: (e) => errors.push(e) }));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.status).toBe(502);
      expect(await res.text()).not.toMatch(/ECONNREFUSED/);
      expect(errors).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('video storage configuration', () => {
  const s3 = { VIDEO_STORE: 's3', S3_BUCKET: 'recaps', S3_ACCESS_KEY_ID: 'AKIA_TEST', S3_SECRET_ACCESS_KEY: 'secret' };

  it('defaults to the local folder', () => {
    expect(videoStorageSettings(loadConfig({}))).toEqual({ kind: 'local', videoDir: 'data/videos' });
    expect(createVideoStorage(videoStorageSettings(loadConfig({ VIDEO_DIR: '/srv/v' })))).toBeInstanceOf(LocalVideoStorage);
  });

  it('fails at start with one line naming the missing S3 setting', () => {
    expect(() => loadConfig({ VIDEO_STORE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ VIDEO_STORE: 's3' })).toThrow(/^S3_BUCKET: required when VIDEO_STORE=s3$/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: '' })).toThrow(/^S3_ACCESS_KEY_ID: /);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/^S3_SECRET_ACCESS_KEY: /);
    expect(() => loadConfig({ VIDEO_STORE: 'gcs' })).toThrow(/^VIDEO_STORE: /);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/^S3_ENDPOINT: /);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/^S3_FORCE_PATH_STYLE: /);
    expect(() => loadConfig({ ...s3, S3_PREFIX: 'a/../b' })).toThrow(/^S3_PREFIX: /);
  });

  it('builds S3 settings from the environment', async () => {
    const c = loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'prod/' });
    expect(videoStorageSettings(c)).toEqual({
      kind: 's3',
      bucket: 'recaps',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'prod/',
      accessKeyId: 'AKIA_TEST',
      secretAccessKey: 'secret',
    });
    const storage = createVideoStorage(videoStorageSettings(loadConfig({ ...s3, S3_REGION: 'auto' })));
    expect(storage).toBeInstanceOf(S3VideoStorage);
    await storage.close();
  });
});

// The chat rendition (server/videos/chat-rendition.ts): for a recap as long as the longest one
// recorded (FSFFL 2024 week 17, 148.9 s; the 150 s), the small file is at most 10 MiB,
// 720x1280 H.264 with AAC sound, faststart, and it plays (frames decode at the start, middle and
// end, and show a picture). The input is made cheaply: five seconds of a busy 1080x1920 picture
// (test pattern + moving noise, harder to compress than a recap) with a tone, repeated by stream
// copy to 150 s. Then the worker: it stores the file beside the full one in the video store
// (local and S3), and a rendition that cannot be made never fails the recap.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { cardPipeline } from '../../standins/card-pipeline';
import { SqliteJobQueue } from '../../server/jobs/queue';
import type { RecapPipeline } from '../../server/pipeline/contract';
import { startWorker } from '../../server/jobs/worker';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { CHAT_LIMIT_BYTES, chatBitrates, makeChatRendition } from '../../server/videos/chat-rendition';
import { chatRenditionFor } from '../../server/videos/chat-file';
import type { VideoStorage } from '../../server/videos/storage';
import { localVideos, seedLeague, seedUser } from '../jobs/seed';
import { startS3rverStorage, type TestS3 } from './s3rver';

const LONGEST_RECAP_SECONDS = 150;
const DEMO_LEAGUE = '1390486041026113536';

type Probe = {
  streams: { codec_type: string; codec_name: string; profile?: string; width?: number; height?: number; channels?: number }[];
  format: { duration: string; size: string };
};
const probe = (file: string): Probe =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,profile,width,height,channels:format=duration,size', '-of', 'json', file],
      { encoding: 'utf8' },
    ),
  ) as Probe;

/** Decodes `frames` frames from `at` seconds (any decoding error fails) and returns how many, and their mean luma spread. */
function decodeAt(file: string, at: number, frames: number): { decoded: number; lumaSpread: number } {
  const stats = execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-xerror',
      '-nostdin',
      '-ss',
      String(at),
      '-i',
      file,
      '-frames:v',
      String(frames),
      '-vf',
      'signalstats,metadata=print:file=-',
      '-f',
      'null',
      '-',
    ],
    { encoding: 'utf8' },
  );
  const high = [...stats.matchAll(/lavfi\.signalstats\.YHIGH=([\d.]+)/g)].map((m) => Number(m[1]));
  const low = [...stats.matchAll(/lavfi\.signalstats\.YLOW=([\d.]+)/g)].map((m) => Number(m[1]));
  return { decoded: high.length, lumaSpread: high.reduce((s, h, i) => s + h - low[i], 0) / Math.max(1, high.length) };
}

/** Offset of a top-level MP4 box, or -1. */
function boxOffset(file: string, type: string): number {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const head = Buffer.alloc(16);
    for (let at = 0; at + 8 <= size; ) {
      fs.readSync(fd, head, 0, 16, at);
      let len = head.readUInt32BE(0);
      if (head.toString('latin1', 4, 8) === type) return at;
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      if (len < 8) return -1;
      at += len;
    }
    return -1;
  } finally {
    fs.closeSync(fd);
  }
}

describe('the bitrate from the duration', () => {
  it('keeps the video cap, the buffer and the sound under 10 MiB for every length up to ten minutes', () => {
    for (const seconds of [20, 60, 124.2, 140.4, 148.9, 150, 300, 600]) {
      const r = chatBitrates(seconds);
      const mostBytes = ((r.videoKbps * seconds + r.bufferKbits + r.audioKbps * seconds) * 1000) / 8;
      expect(mostBytes, `${seconds} s`).toBeLessThanOrEqual(CHAT_LIMIT_BYTES);
    }
    // Longer recaps get a lower cap; a 150 s recap still gets a usable picture.
    expect(chatBitrates(150).videoKbps).toBeLessThan(chatBitrates(60).videoKbps);
    expect(chatBitrates(150).videoKbps).toBeGreaterThan(350);
  });
});

describe(`the chat rendition of a ${LONGEST_RECAP_SECONDS} s recap`, () => {
  let dir: string;
  let chat: string;
  let made: Awaited<ReturnType<typeof makeChatRendition>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-rendition-'));
    const clip = path.join(dir, 'clip.mp4');
    const clipSeconds = 5;
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1080x1920:rate=30:duration=${clipSeconds},noise=alls=12:allf=t`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${clipSeconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', clip],
    ]);
    const list = path.join(dir, 'list.txt');
    fs.writeFileSync(list, `file '${clip}'\n`.repeat(LONGEST_RECAP_SECONDS / clipSeconds));
    const full = path.join(dir, 'recap.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', full]);
    chat = path.join(dir, 'chat.mp4');
    made = await makeChatRendition(full, chat);
  }, 20 * 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is at most 10 MiB', () => {
    expect(fs.statSync(chat).size).toBeLessThanOrEqual(CHAT_LIMIT_BYTES);
    expect(made.bytes).toBe(fs.statSync(chat).size);
    // Not starved either: the budget is used (a busy picture fills its cap).
    expect(made.bytes).toBeGreaterThan(CHAT_LIMIT_BYTES * 0.6);
  });

  it('is 720x1280 H.264 with AAC sound, as long as the recap, with its index first (plays while downloading)', () => {
    const info = probe(chat);
    const video = info.streams.filter((s) => s.codec_type === 'video');
    const audio = info.streams.filter((s) => s.codec_type === 'audio');
    expect(video).toEqual([expect.objectContaining({ codec_name: 'h264', profile: 'High', width: 720, height: 1280 })]);
    expect(audio).toEqual([expect.objectContaining({ codec_name: 'aac', channels: 2 })]);
    expect(Number(info.format.duration)).toBeGreaterThan(LONGEST_RECAP_SECONDS - 0.5);
    expect(Number(info.format.duration)).toBeLessThan(LONGEST_RECAP_SECONDS + 0.5);
    const moov = boxOffset(chat, 'moov');
    expect(moov).toBeGreaterThanOrEqual(0);
    expect(moov).toBeLessThan(boxOffset(chat, 'mdat'));
  });

  it('plays: frames decode without error at the start, the middle and the end, and show a picture', () => {
    for (const at of [0, LONGEST_RECAP_SECONDS / 2, LONGEST_RECAP_SECONDS - 2]) {
      const { decoded, lumaSpread } = decodeAt(chat, at, 5);
      expect(decoded, `at ${at} s`).toBeGreaterThanOrEqual(5);
      // The test pattern's bars span dark to light; a black or grey frame would not.
      expect(lumaSpread, `at ${at} s`).toBeGreaterThan(100);
    }
  });
});

describe('the worker', () => {
  let replay: ReplayServer;
  let dir: string;
  let db: Database;
  let leagueId: number;
  let s3: TestS3;

  beforeAll(async () => {
    replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
    s3 = await startS3rverStorage({ prefix: 'recaps/' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-worker-'));
    db = openDatabase(path.join(dir, 'app.db'));
    leagueId = seedLeague(db, { ownerId: seedUser(db, 'owner@example.com'), platformLeagueId: DEMO_LEAGUE, name: 'BeardHouse', paid: true });
  });
  afterAll(async () => {
    db.close();
    await replay.close();
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs one job of `week` with `pipeline` into `storage`; returns the video row and the worker's log. */
  async function runJob(pipeline: RecapPipeline, storage: VideoStorage, week: number, limits: { maxRunMs?: number } = {}) {
    const queue = new SqliteJobQueue(db);
    const lines: string[] = [];
    const worker = startWorker({
      queue,
      pipeline,
      client: new SleeperClient({ baseUrl: replay.url }),
      storage,
      scratchDir: path.join(dir, 'scratch'),
      leaseMs: 5000,
      pollMs: 20,
      log: (l) => lines.push(l),
      ...limits,
    });
    await queue.enqueue(leagueId, '2026', week);
    await worker.idle();
    await worker.stop();
    const job = db.prepare('SELECT state, video_id FROM jobs WHERE league_id = ? AND week = ?').get(leagueId, week) as {
      state: string;
      video_id: number | null;
    };
    const row = db.prepare('SELECT * FROM videos WHERE id = ?').get(job.video_id) as
      | { id: number; file_path: string; chat_file_path: string | null; chat_bytes: number | null; thumbnail_path: string }
      | undefined;
    return { job, row, lines };
  }

  for (const kind of ['local', 's3'] as const) {
    it(`stores the small file beside the full one and records it (${kind} store)`, async () => {
      const storage = kind === 'local' ? localVideos(path.join(dir, 'videos')).storage : s3.storage;
      const week = kind === 'local' ? 1 : 2;
      const { job, row } = await runJob(cardPipeline, storage, week);
      expect(job.state).toBe('succeeded');
      expect(row!.chat_file_path).toBe(`${row!.file_path.slice(0, row!.file_path.lastIndexOf('/'))}/chat.mp4`);
      const chat = await chatRenditionFor(db, storage, row!.id);
      expect(chat!.bytes).toBe(row!.chat_bytes);
      expect(chat!.thumbnailPath).toBe(row!.thumbnail_path);
      // What is stored is the real rendition: the card stand-in is 108x192 and silent; its chat file is 720x1280 with an AAC track.
      const local = path.join(dir, `chat-${kind}.mp4`);
      await storage.downloadFile(chat!.path, local);
      const info = probe(local);
      expect(info.streams.map((s) => [s.codec_type, s.codec_name, s.width ?? null, s.height ?? null])).toEqual([
        ['video', 'h264', 720, 1280],
        ['audio', 'aac', null, null],
      ]);
    }, 120_000);
  }

  it("keeps a render that finished just inside the job's deadline: the small file has its own budget", async () => {
    // The render ends 150 ms before the deadline; making the small file takes longer than that.
    // Before, the deadline fired during the rendition and the finished recap was failed and rendered again.
    const maxRunMs = 4000;
    const late: RecapPipeline = async (input) => {
      const started = Date.now();
      const out = await cardPipeline(input);
      await new Promise((r) => setTimeout(r, Math.max(0, maxRunMs - 150 - (Date.now() - started))));
      return out;
    };
    const { job, row } = await runJob(late, localVideos(path.join(dir, 'videos')).storage, 4, { maxRunMs });
    expect(job.state).toBe('succeeded');
    expect(row!.chat_file_path).not.toBeNull();
  }, 120_000);

  it('delivers the recap without a small file when it cannot be made, and says why in the log', async () => {
    // The render "succeeds" but its MP4 is not one ffmpeg can read: the full file is still stored and recorded.
    const garbled: RecapPipeline = async (input) => {
      const out = await cardPipeline(input);
      fs.writeFileSync(out.videoPath, Buffer.from('not an mp4, but not empty either'));
      return out;
    };
    const { job, row, lines } = await runJob(garbled, localVideos(path.join(dir, 'videos')).storage, 3);
    expect(job.state).toBe('succeeded');
    expect(row).toMatchObject({ chat_file_path: null, chat_bytes: null });
    expect(fs.readFileSync(path.join(dir, 'videos', row!.file_path), 'utf8')).toBe('not an mp4, but not empty either');
    expect(lines.some((l) => /chat rendition not made \(the recap goes out without it\): ffprobe failed/.test(l))).toBe(true);
    expect(await chatRenditionFor(db, localVideos(path.join(dir, 'videos')).storage, row!.id)).toBeNull();
  }, 120_000);
});

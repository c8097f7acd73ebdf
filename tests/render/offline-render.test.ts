// Renders of the real WeeklyRecap composition (one shared bundle and browser for the file):
// a two-second range probed with ffprobe, and proof that a render asks for no outside URL.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecapProps } from '../../src/props';
import { closeRenderer, getBundle, renderRecap, renderSettingsFrom } from '../../server/render/renderer';
import { PUBLIC_DIR } from '../../server/render/paths';
import { offlineExecutable } from '../../server/render/offline-browser';
import { loadConfig } from '../../server/config';

const DEMO_DIR = path.join(PUBLIC_DIR, 'demo');
const demo = RecapProps.parse(JSON.parse(fs.readFileSync(path.join(DEMO_DIR, 'recap-props.json'), 'utf8')));
const settings = renderSettingsFrom(loadConfig());
let tmp: string;

type Probe = { streams: { codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string }[]; format: { duration: string } };
const probe = (file: string): Probe =>
  JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }));

/** Stands in for "the internet": every host name resolves here, so any outside request is seen. */
async function startTrap() {
  const hosts: string[] = [];
  const server = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      const text = chunk.toString('latin1');
      hosts.push(/^host:\s*(\S+)/im.exec(text)?.[1] ?? 'tls-or-unknown');
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { hosts, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'render-test-'));
  await getBundle();
}, 300_000);

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const firstFrameOf = (kind: string) =>
  demo.segments
    .slice(
      0,
      demo.segments.findIndex((s) => s.kind === kind),
    )
    .reduce((n, s) => n + s.durationInFrames, 0);

describe('WeeklyRecap render', () => {
  it('renders a two-second range as H.264 1080x1920 30 fps with AAC audio, and a 9:16 thumbnail', async () => {
    const videoPath = path.join(tmp, 'range.mp4');
    const thumbnailPath = path.join(tmp, 'thumb.jpg');
    // Frames from the first matchup card: voice, music, avatars/initials and the count-up.
    const start = firstFrameOf('matchup');
    const stages = new Set<string>();
    const result = await renderRecap({
      ...settings,
      props: demo,
      mediaDir: DEMO_DIR,
      videoPath,
      thumbnailPath,
      frameRange: [start, start + 59],
      onProgress: (_p, stage) => stages.add(stage),
    });

    expect(result).toMatchObject({ width: 1080, height: 1920, durationSeconds: 2, frames: 60 });
    expect(result.bytes).toBe(fs.statSync(videoPath).size);
    expect(stages).toContain('render');
    expect(fs.readdirSync(tmp).filter((f) => f.includes('.part'))).toEqual([]);

    const info = probe(videoPath);
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920, r_frame_rate: '30/1' });
    expect(audio?.codec_name).toBe('aac');
    expect(Number(info.format.duration)).toBeGreaterThan(1.9);
    expect(Number(info.format.duration)).toBeLessThan(2.2);

    const thumb = probe(thumbnailPath).streams[0];
    expect(thumb.codec_name).toBe('mjpeg');
    expect((thumb.width ?? 0) / (thumb.height ?? 1)).toBeCloseTo(9 / 16, 3);
  });

  it('requests no outside URL: a trap that every host name resolves to sees nothing from a real render', async () => {
    const trap = await startTrap();
    const hostRules = `MAP * 127.0.0.1:${trap.port}, EXCLUDE localhost, EXCLUDE 127.0.0.1`;
    try {
      // Control: the same launcher asked for an outside page does reach the trap, so the check can fail.
      const launcher = offlineExecutable(settings.chromium, hostRules);
      await new Promise<void>((resolve) =>
        execFile(launcher, ['--no-sandbox', '--disable-gpu', '--timeout=3000', '--dump-dom', 'http://cdn.example.com/avatar.png'], { timeout: 20_000 }, () =>
          resolve(),
        ),
      );
      expect(trap.hosts.some((h) => h.startsWith('cdn.example.com'))).toBe(true);

      trap.hosts.length = 0;
      const introFrame = firstFrameOf('intro');
      await renderRecap({
        ...settings,
        props: demo,
        mediaDir: DEMO_DIR,
        videoPath: path.join(tmp, 'offline.mp4'),
        frameRange: [introFrame, introFrame + 29],
        hostRules,
      });
      expect(trap.hosts).toEqual([]);
    } finally {
      await trap.close();
    }
  });
});

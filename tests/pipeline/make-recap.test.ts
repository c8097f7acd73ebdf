// makeRecap end to end on the recorded BeardHouse world: real facts, template script, offline
// voice and a real render (one second of it, to keep CI short; `npm run recap` makes the whole).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RecapProps, recapDurationInFrames } from '../../src/props';
import { loadConfig } from '../../server/config';
import { teamsOnScreen } from '../../server/pipeline/build-props';
import { makeRecap } from '../../server/pipeline/make-recap';
import type { RecapStage } from '../../src/vocabulary';
import { pipelineSettings } from '../../server/pipeline/settings';
import { closeRenderer } from '../../server/render/renderer';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { CDN_STAND_IN_SCOPE, startSleeperCdnStandIn, type SleeperCdnStandIn } from '../../standins/sleeper-cdn';

let replay: ReplayServer;
let cdn: SleeperCdnStandIn;
let tmp: string;

beforeAll(async () => {
  replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
  cdn = await startSleeperCdnStandIn();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-test-'));
});
afterAll(async () => {
  await closeRenderer();
  await replay.close();
  await cdn.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('makes a recap: saved props that play its own voice clips, an MP4 and a thumbnail', async () => {
  const stages: RecapStage[] = [];
  const outDir = path.join(tmp, 'video-42');
  const settings = pipelineSettings({
    ...loadConfig(),
    SCRIPT_WRITER: 'template',
    VOICE_ENGINE: 'offline',
    SLEEPER_CDN_URL: cdn.url,
    SLEEPER_CDN_CACHE_SCOPE: CDN_STAND_IN_SCOPE,
  });
  const result = await makeRecap(settings, {
    client: new SleeperClient({ baseUrl: replay.url }),
    leagueId: '1390486041026113536',
    week: 4,
    level: 'participation_trophy',
    outDir,
    frameRange: [0, 29],
    onProgress: (stage) => void (stages.at(-1) !== stage && stages.push(stage)),
  });

  expect(stages).toEqual(['facts', 'script', 'voice', 'avatars', 'render', 'done']);
  expect(result.videoPath).toBe(path.join(outDir, 'recap.mp4'));
  expect(fs.existsSync(result.thumbnailPath)).toBe(true);
  expect(result).toMatchObject({ width: 1080, height: 1920, durationSeconds: 1 });

  const saved = RecapProps.parse(JSON.parse(fs.readFileSync(result.propsPath, 'utf8')));
  expect(saved).toEqual(result.props);
  expect(saved.mediaBase).toBe('/media/video-42');
  // Every clip the props name is in the video's folder and is the voice of its segment.
  for (const s of saved.segments) {
    expect(s.audio).not.toBeNull();
    expect(fs.existsSync(path.join(outDir, s.audio!))).toBe(true);
    expect(s.words.length).toBeGreaterThan(2);
  }
  expect(saved.segments.map((s) => s.id)).toEqual(result.script.segments.map((s) => s.id));
  // A two-minute recap in which every team of the league appears.
  const seconds = recapDurationInFrames(saved) / 30;
  expect(seconds).toBeGreaterThanOrEqual(100);
  expect(seconds).toBeLessThanOrEqual(150);
  expect(teamsOnScreen(saved).size).toBe(result.facts.teams.length);
  // Sleeper's CDN is out of reach here: every avatar falls back to initials, none breaks the render.
  expect(saved.teams.every((t) => t.avatar === null)).toBe(true);

  const probe = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'json', result.videoPath], { encoding: 'utf8' }),
  );
  expect(probe.streams.map((s: { codec_name: string }) => s.codec_name).sort()).toEqual(['aac', 'h264']);
}, 600_000);

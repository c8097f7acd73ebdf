// Frames of the playoff scenes rendered by the real WeeklyRecap composition (one bundle, one
// browser): the bracket and the champion of The Chumbo's championship week, the "Season complete"
// card, and the week-15 bracket with byes. A few frames each, never a whole video.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecapProps } from '../../src/props';
import { loadFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';
import type { RecapScript } from '../../server/recap/script/schema';
import { buildRecapProps } from '../../server/pipeline/build-props';
import { closeRenderer, getBundle, renderFrame, renderRecap, renderSettingsFrom } from '../../server/render/renderer';
import { loadConfig } from '../../server/config';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer } from '../../standins/sleeper-replay';

const CHUMBO = '1221557942864596992';
const SCENE_FRAMES = 200;
const settings = renderSettingsFrom(loadConfig());
let tmp: string;
let week17: RecapProps;
let week15: RecapProps;

/** Props of just the two scenes, each SCENE_FRAMES long, silent (no clips: captions on estimates). */
function sceneProps(facts: RecapFacts): RecapProps {
  const line = (id: string, kind: 'bracket' | 'champion') => ({ id, kind, text: 'And that is the season.', captions: [], refs: { rosterIds: [] }, roasts: [] });
  const script: RecapScript = {
    level: 'sunburn',
    writer: 'template',
    fallbackReason: null,
    seed: 'render-season',
    segments: [line('bracket', 'bracket'), line('champion', 'champion')],
  };
  const props = buildRecapProps({ facts, script, clips: [], avatars: {}, leagueAvatar: null, siteName: 'recapleague.com', mediaBase: '', music: null });
  return { ...props, segments: props.segments.map((s) => ({ ...s, durationInFrames: SCENE_FRAMES })) };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'render-season-'));
  const replay = await startReplayServer({ world: 'chumbo-2025-week17' });
  try {
    const client = new SleeperClient({ baseUrl: replay.url });
    week17 = sceneProps(await loadFacts(client, CHUMBO, 17));
    week15 = sceneProps(await loadFacts(client, CHUMBO, 15));
  } finally {
    await replay.close();
  }
  await getBundle();
}, 300_000);

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const nonEmpty = (file: string) => fs.statSync(file).size > 20_000;

describe('playoff scenes render', () => {
  it('renders the end of the bracket into the champion, confetti and all', async () => {
    const result = await renderRecap({
      ...settings,
      props: week17,
      mediaDir: tmp,
      videoPath: path.join(tmp, 'season.mp4'),
      frameRange: [SCENE_FRAMES - 3, SCENE_FRAMES + 8],
    });
    expect(result).toMatchObject({ width: 1080, height: 1920, frames: 12 });
    expect(result.bytes).toBeGreaterThan(10_000);
  });

  it('renders stills of the week-15 bracket (byes) and the "Season complete" card without a champion', async () => {
    const bracket = path.join(tmp, 'bracket-15.jpg');
    await renderFrame({ ...settings, compositionId: 'WeeklyRecap', props: week15, mediaDir: tmp, frame: 75, output: bracket, scale: 0.5 });
    const noChampion: RecapProps = { ...week17, season: { ...week17.season, champion: null, runnerUp: null } };
    const complete = path.join(tmp, 'complete.jpg');
    await renderFrame({ ...settings, compositionId: 'WeeklyRecap', props: noChampion, mediaDir: tmp, frame: SCENE_FRAMES + 60, output: complete, scale: 0.5 });
    expect(nonEmpty(bracket) && nonEmpty(complete)).toBe(true);
  });
});

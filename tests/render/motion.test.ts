// Every scene moves: each layout alone (src/studio/samples.ts, on the demo recaps' real data)
// rendered for two seconds after its entrance, when a card used to stand still, and a cut
// between two scenes of the demo recap; ffmpeg's freezedetect finds no still of 1.0 s or more.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreezes } from '../../server/render/freezes';
import { PUBLIC_DIR } from '../../server/render/paths';
import { closeRenderer, getBundle, renderRecap, renderSettingsFrom } from '../../server/render/renderer';
import { loadConfig } from '../../server/config';
import { RecapProps } from '../../src/props';
import { Layout } from '../../src/scenes';
import { sceneSamples } from '../../src/studio/samples';

const read = (dir: string) => RecapProps.parse(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, dir, 'recap-props.json'), 'utf8')));
const demo = read('demo');
const championship = read('demo-championship');
const samples = sceneSamples(demo, championship).filter((s) => s.sampleCase === 'default');
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'motion-test-'));
  await getBundle();
}, 300_000);

afterAll(async () => {
  await closeRenderer();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The longest still (seconds) of frames `from`..`from + 59` of `props`. */
async function longestStill(props: RecapProps, mediaDir: string, from: number, name: string): Promise<number> {
  const videoPath = path.join(tmp, `${name}.mp4`);
  await renderRecap({ ...renderSettingsFrom(loadConfig()), props, mediaDir, videoPath, frameRange: [from, from + 59] });
  return Math.max(0, ...findFreezes(videoPath).map((f) => f.duration));
}

describe('motion', () => {
  it('has a sample of every layout', () => {
    expect(new Set(samples.map((s) => s.layout))).toEqual(new Set(Layout.options));
  });

  for (const sample of samples) {
    it(`${sample.layout}: no still of 1.0 s or more after the entrance`, async () => {
      const dir = sample.layout === 'bracket' || sample.layout === 'champion' ? 'demo-championship' : 'demo';
      const from = Math.min(60, sample.props.segments[0].durationInFrames - 60);
      expect(await longestStill(sample.props, path.join(PUBLIC_DIR, dir), from, sample.id)).toBeLessThan(1.0);
    }, 120_000);
  }

  it('a cut between two scenes moves through the transition', async () => {
    const cut = demo.segments[0].durationInFrames + demo.segments[1].durationInFrames;
    expect(await longestStill(demo, path.join(PUBLIC_DIR, 'demo'), cut - 30, 'cut')).toBeLessThan(1.0);
  }, 120_000);
});

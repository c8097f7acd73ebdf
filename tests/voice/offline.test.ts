// The offline engine for real: festival voices every fixture week; clips exist, durations match
// the files, the spoken length is 100 to 150 s, and a second run is served from the cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScript } from '../../server/recap/script/index';
import { voiceScript } from '../../server/recap/voice/index';
import { readWavInfo } from '../../server/recap/voice/wav';
import { execFileSync } from 'node:child_process';
import { FIXTURE_WEEKS, loadFixtureWeeks } from '../support/fixture-weeks';
import type { RecapFacts } from '../../server/recap/facts/schema';

let weeks: Map<number, RecapFacts>;
let cacheDir: string;
beforeAll(async () => {
  weeks = await loadFixtureWeeks();
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-offline-'));
});
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe('offline voice (festival, CMU SLT HTS)', () => {
  it('voices every fixture week at 100 to 150 s, with clips that match the manifest', { timeout: 600_000 }, async () => {
    for (const week of FIXTURE_WEEKS) {
      const script = await writeScript(weeks.get(week)!, { level: 'sunburn' });
      const manifest = await voiceScript(script, { engine: 'offline', cacheDir });
      expect(manifest.clips.map((c) => c.segmentId)).toEqual(script.segments.map((s) => s.id));
      expect(manifest.totalSeconds, `week ${week}`).toBeGreaterThanOrEqual(100);
      expect(manifest.totalSeconds, `week ${week}`).toBeLessThanOrEqual(150);
      for (const [i, clip] of manifest.clips.entries()) {
        expect(path.isAbsolute(clip.file)).toBe(true);
        const info = readWavInfo(fs.readFileSync(clip.file));
        expect([info.sampleRate, info.channels, info.bitsPerSample]).toEqual([48000, 1, 16]);
        expect(clip.durationSeconds).toBeCloseTo(info.durationSeconds, 2);
        expect(clip.words.map((w) => w.text)).toEqual(script.segments[i].text.split(/\s+/));
      }
      if (week === 1) {
        // ffprobe agrees with the manifest, and festival's own timings are used (not a spread).
        const probed = Number(
          execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', manifest.clips[0].file]).toString(),
        );
        expect(probed).toBeCloseTo(manifest.clips[0].durationSeconds, 1);
        const w = manifest.clips[2].words;
        expect(w[0].start).toBeGreaterThan(0.05);
        for (let k = 1; k < w.length; k++) expect(w[k].start).toBeGreaterThanOrEqual(w[k - 1].start);
        // Re-voicing costs nothing: the same manifest, straight from the cache.
        const t0 = Date.now();
        const again = await voiceScript(script, { engine: 'offline', cacheDir });
        expect(again).toEqual(manifest);
        expect(Date.now() - t0).toBeLessThan(2_000);
      }
    }
  });
});

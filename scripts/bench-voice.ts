// npm run bench:voice — speaking rate and speed of the Debian voices on real recap scripts.
// Prints, per fixture week, the festival (HTS) clip total, words per second and wall time through
// voiceScript (cold cache), then compares festival, flite and espeak-ng on week 1's full text.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer } from '../standins/sleeper-replay';
import { loadFacts } from '../server/recap/facts/facts';
import { writeScript } from '../server/recap/script/index';
import { spokenWordCount } from '../server/recap/script/size';
import { voiceScript } from '../server/recap/voice/index';
import { run } from '../server/recap/voice/process';
import { readWavInfo } from '../server/recap/voice/wav';
import { festivalText } from '../server/recap/voice/festival';

const LEAGUE = '1390486041026113536';
const replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-voice-'));
try {
  const client = new SleeperClient({ baseUrl: replay.url });
  let week1Text = '';
  for (const week of [1, 2, 3, 4]) {
    const script = await writeScript(await loadFacts(client, LEAGUE, week), { level: 'sunburn' });
    const words = script.segments.reduce((n, s) => n + spokenWordCount(s.text), 0);
    if (week === 1) week1Text = script.segments.map((s) => s.text).join(' ');
    const t0 = performance.now();
    const m = await voiceScript(script, { engine: 'offline', cacheDir: path.join(dir, 'cache') });
    const wall = (performance.now() - t0) / 1000;
    console.log(
      `week ${week}: ${m.clips.length} clips, ${m.totalSeconds.toFixed(1)} s speech, ${words} words, ${(words / m.totalSeconds).toFixed(2)} words/s, voiced in ${wall.toFixed(1)} s`,
    );
  }
  const words = spokenWordCount(week1Text);
  const text = festivalText(week1Text);
  const engines: [string, string, string[]][] = [
    ['festival cmu_us_slt_arctic_hts', 'text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o']],
    ['flite (kal)', 'flite', ['-o']],
    ['espeak-ng en-us', 'espeak-ng', ['-v', 'en-us', '-w']],
  ];
  for (const [name, cmd, args] of engines) {
    const out = path.join(dir, `${cmd}.wav`);
    const t0 = performance.now();
    if (cmd === 'text2wave') await run(cmd, [...args, out], { input: text });
    else if (cmd === 'flite') await run(cmd, ['-t', text, ...args, out]);
    else await run(cmd, [...args, out, text]);
    const wall = (performance.now() - t0) / 1000;
    const info = readWavInfo(await fs.readFile(out));
    console.log(
      `${name.padEnd(32)} ${info.durationSeconds.toFixed(1)} s for ${words} words = ${(words / info.durationSeconds).toFixed(2)} words/s, ${info.sampleRate} Hz, synthesised in ${wall.toFixed(1)} s`,
    );
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
  await replay.close();
}

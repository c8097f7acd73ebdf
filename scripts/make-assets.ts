// npm run make:assets — regenerates the shipped assets the video uses:
//   assets/fonts/*.woff2      copied from @fontsource (Anton, Inter; SIL OFL 1.1)
//   assets/music/bed*.mp3     8-second loops synthesised here with sox (ours, CC0): the regular
//                             season's and the playoffs'
//   assets/sfx/*.mp3          whoosh, hit and pop, synthesised here with sox (ours, CC0)
//   assets/demo/              the demo league's recap (BeardHouse week 4) made by the real
//                             pipeline: recap-props.json + voice clips as MP3 (small enough to
//                             commit); Studio's default props and the render tests' input
//   assets/demo-championship/ the same for a championship week (The Chumbo, week 17: the final,
//                             the bracket, the champion); Studio's ChampionshipRecap
//   docs/stills/*.jpg         one still per scene layout and both thumbnails, so readers see the design
// Run it after changing the music recipe or the pipeline; the outputs are committed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareRecap } from '../server/pipeline/make-recap';
import { pipelineSettings } from '../server/pipeline/settings';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer } from '../standins/sleeper-replay';
import { CDN_STAND_IN_SCOPE, startSleeperCdnStandIn } from '../standins/sleeper-cdn';
import { RecapProps } from '../src/props';
import { sceneSamples } from '../src/studio/samples';
import { closeRenderer, renderFrame, renderSettingsFrom, PUBLIC_DIR } from '../server/render/renderer';
import { loadConfig } from '../server/config';

const renderSettings = renderSettingsFrom(loadConfig());

const FONTS: [string, string][] = [
  ['@fontsource/anton/files/anton-latin-400-normal.woff2', 'anton-400.woff2'],
  ['@fontsource/inter/files/inter-latin-600-normal.woff2', 'inter-600.woff2'],
  ['@fontsource/inter/files/inter-latin-800-normal.woff2', 'inter-800.woff2'],
];

function copyFonts() {
  const dir = path.join(PUBLIC_DIR, 'fonts');
  fs.mkdirSync(dir, { recursive: true });
  for (const [from, to] of FONTS) fs.copyFileSync(path.join('node_modules', from), path.join(dir, to));
  fs.copyFileSync('node_modules/@fontsource/anton/LICENSE', path.join(dir, 'LICENSE-anton.txt'));
  fs.copyFileSync('node_modules/@fontsource/inter/LICENSE', path.join(dir, 'LICENSE-inter.txt'));
}

const sox = (...args: string[]) => execFileSync('sox', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const FORMAT = ['-r', '44100', '-c', '1', '-b', '16'];
/** Mixes `parts` (file, start seconds) into one bar-aligned file of `length` seconds. */
function place(tmp: string, out: string, parts: [string, number][], length: number) {
  const inputs = parts.map(([file, at]) => `|sox ${file} -p pad ${at} 0`);
  const silent = path.join(tmp, `silence-${length}.wav`);
  sox('-n', ...FORMAT, silent, 'trim', '0', String(length));
  sox('-m', ...['-v', '1', silent], ...inputs.flatMap((i) => ['-v', '1', i]), out, 'trim', '0', String(length));
}

/** A bed: tempo, four chords (three notes and a bass), and whether the bass drives in eighths. */
type Bed = { file: string; bpm: number; chords: string[][]; eighths: boolean };
const BEDS: Bed[] = [
  // The regular season: C – Am – F – G, relaxed.
  {
    file: 'music/bed.mp3',
    bpm: 120,
    chords: [
      ['C4', 'E4', 'G4', 'C2'],
      ['A3', 'C4', 'E4', 'A1'],
      ['F3', 'A3', 'C4', 'F1'],
      ['G3', 'B3', 'D4', 'G1'],
    ],
    eighths: false,
  },
  // Playoffs and the championship: Am – F – C – G, faster, the bass driving in eighths.
  {
    file: 'music/bed-playoffs.mp3',
    bpm: 132,
    chords: [
      ['A3', 'C4', 'E4', 'A1'],
      ['F3', 'A3', 'C4', 'F1'],
      ['C4', 'E4', 'G4', 'C2'],
      ['G3', 'B3', 'D4', 'G1'],
    ],
    eighths: true,
  },
];

function makeMusic({ file, bpm, chords, eighths }: Bed) {
  const BEAT = 60 / bpm;
  const BAR = 4 * BEAT;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recap-music-'));
  const f = (name: string) => path.join(tmp, name);
  sox('-n', ...FORMAT, f('kick.wav'), 'synth', '0.22', 'sine', '110:38', 'fade', 'q', '0.002', '0.22', '0.18', 'gain', '-3');
  sox('-n', ...FORMAT, f('snare.wav'), 'synth', '0.16', 'whitenoise', 'band', '1900', '1400', 'fade', 'q', '0.001', '0.16', '0.14', 'gain', '-12');
  sox('-n', ...FORMAT, f('hat.wav'), 'synth', '0.05', 'whitenoise', 'gain', '-20', 'highpass', '7500', 'fade', 'q', '0.001', '0.05', '0.045');
  // One bar of drums: kick on 1 and 3 (and a pickup), snare on 2 and 4, hats on the offbeats.
  place(
    tmp,
    f('drums.wav'),
    [
      [f('kick.wav'), 0],
      [f('kick.wav'), 2 * BEAT],
      [f('kick.wav'), 3.5 * BEAT],
      [f('snare.wav'), BEAT],
      [f('snare.wav'), 3 * BEAT],
      ...[0.5, 1.5, 2.5, 3.5].map((b): [string, number] => [f('hat.wav'), b * BEAT]),
    ],
    BAR,
  );
  // A plucked chord per half bar and a bass note per beat (or per eighth).
  const bassBeats = eighths ? [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5] : [0, 1, 2, 3];
  const bassLength = BEAT * (eighths ? 0.45 : 0.9);
  const bars: string[] = [];
  chords.forEach(([a, b, c, bass], i) => {
    sox(
      '-n',
      ...FORMAT,
      f(`chord${i}.wav`),
      'synth',
      String(BEAT * 2),
      'pluck',
      a,
      'pluck',
      b,
      'pluck',
      c,
      'remix',
      '-',
      'gain',
      '-14',
      'fade',
      'q',
      '0.005',
      String(BEAT * 2),
      '0.4',
    );
    sox(
      '-n',
      ...FORMAT,
      f(`bass${i}.wav`),
      'synth',
      String(bassLength),
      'square',
      bass,
      'lowpass',
      '400',
      'gain',
      '-16',
      'fade',
      'q',
      '0.005',
      String(bassLength),
      '0.3',
    );
    place(
      tmp,
      f(`bar${i}.wav`),
      [[f('drums.wav'), 0], [f(`chord${i}.wav`), 0], [f(`chord${i}.wav`), 2 * BEAT], ...bassBeats.map((k): [string, number] => [f(`bass${i}.wav`), k * BEAT])],
      BAR,
    );
    bars.push(f(`bar${i}.wav`));
  });
  sox(...bars, f('loop.wav'), 'gain', '-n', '-4');
  const out = path.join(PUBLIC_DIR, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', f('loop.wav'), '-c:a', 'libmp3lame', '-b:a', '96k', out]);
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** The effects of src/sound/cues.ts: short, peaking near -6 dBFS, mixed under the voice by their cue's volume. */
function makeSounds() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recap-sfx-'));
  const dir = path.join(PUBLIC_DIR, 'sfx');
  fs.mkdirSync(dir, { recursive: true });
  const f = (name: string) => path.join(tmp, name);
  // Whoosh: pink noise swelling and fading through a band that sweeps up (two bands, crossfaded).
  sox('-n', ...FORMAT, f('low.wav'), 'synth', '0.5', 'pinknoise', 'band', '500', '400', 'fade', 'q', '0.25', '0.5', '0.25');
  sox('-n', ...FORMAT, f('high.wav'), 'synth', '0.5', 'pinknoise', 'band', '2500', '1500', 'fade', 'q', '0.3', '0.5', '0.2');
  sox('-m', f('low.wav'), f('high.wav'), f('whoosh.wav'), 'norm', '-6');
  // Hit: a falling sine thump with a short noise crack on top.
  sox('-n', ...FORMAT, f('thump.wav'), 'synth', '0.4', 'sine', '120:40', 'fade', 'q', '0.002', '0.4', '0.35');
  sox('-n', ...FORMAT, f('crack.wav'), 'synth', '0.08', 'whitenoise', 'lowpass', '3000', 'fade', 'q', '0.001', '0.08', '0.07');
  sox('-m', f('thump.wav'), f('crack.wav'), f('hit.wav'), 'norm', '-6');
  // Pop: a quick rising blip.
  sox('-n', ...FORMAT, f('pop.wav'), 'synth', '0.12', 'sine', '500:1400', 'fade', 'q', '0.003', '0.12', '0.09', 'norm', '-8');
  for (const name of ['whoosh', 'hit', 'pop']) {
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', f(`${name}.wav`), '-c:a', 'libmp3lame', '-b:a', '96k', path.join(dir, `${name}.mp3`)]);
  }
  fs.writeFileSync(path.join(dir, 'LICENSE.txt'), 'Synthesised by scripts/make-assets.ts with sox for this project. CC0 1.0: no rights reserved.\n');
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** The recaps shipped as assets: a regular week (the demo league) and a championship week. */
const DEMOS = [
  { dir: 'demo', world: 'beardhouse-2026-after-week4', league: '1390486041026113536', week: 4 },
  { dir: 'demo-championship', world: 'chumbo-2025-week17', league: '1221557942864596992', week: 17 },
] as const;

async function makeDemo({ dir, world, league, week }: (typeof DEMOS)[number]) {
  const replay = await startReplayServer({ world });
  // The recorded world's faces, from the local CDN stand-in (offline).
  const cdn = await startSleeperCdnStandIn();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'recap-demo-'));
  try {
    const client = new SleeperClient({ baseUrl: replay.url });
    const settings = pipelineSettings({
      ...loadConfig(),
      SCRIPT_WRITER: 'template',
      VOICE_ENGINE: 'offline',
      SLEEPER_CDN_URL: cdn.url,
      SLEEPER_CDN_CACHE_SCOPE: CDN_STAND_IN_SCOPE,
    });
    const { props } = await prepareRecap(settings, { client, leagueId: league, week, level: 'sunburn', outDir: work, mediaBase: '' });
    const demoDir = path.join(PUBLIC_DIR, dir);
    fs.rmSync(demoDir, { recursive: true, force: true });
    fs.mkdirSync(path.join(demoDir, 'voice'), { recursive: true });
    const segments = props.segments.map((s) => {
      if (!s.audio) return s;
      const audio = `voice/${s.id}.mp3`;
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-i',
        path.join(work, s.audio),
        '-ac',
        '1',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '64k',
        path.join(demoDir, audio),
      ]);
      return { ...s, audio };
    });
    const faces = [
      ...props.segments.flatMap((s) => (s.card ? [s.card.photo, s.card.logo] : [])),
      ...props.segments.flatMap((s) => [s.card?.bench?.sat, s.card?.bench?.started].flatMap((p) => (p ? [p.photo, p.logo] : []))),
      ...props.matchups.flatMap((m) => [m.star1, m.star2].flatMap((star) => (star ? [star.photo, star.logo] : []))),
    ];
    for (const file of new Set([props.league.avatar, ...props.teams.map((t) => t.avatar), ...faces])) {
      if (!file) continue;
      fs.mkdirSync(path.dirname(path.join(demoDir, file)), { recursive: true });
      fs.copyFileSync(path.join(work, file), path.join(demoDir, file));
    }
    const demo = RecapProps.parse({ ...props, segments });
    fs.writeFileSync(path.join(demoDir, 'recap-props.json'), `${JSON.stringify(demo, null, 2)}\n`);
    console.log(`${dir}/recap-props.json (${props.segments.length} segments)`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await replay.close();
    await cdn.close();
  }
}

/**
 * docs/stills: every layout alone (src/studio/samples.ts, the demo recaps' data) at a frame late
 * in its scene (entrances done, captions on screen), the championship's final, and both thumbnails.
 */
async function makeStills() {
  const read = (dir: string) => ({ ...RecapProps.parse(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, dir, 'recap-props.json'), 'utf8'))) });
  const regular = read('demo');
  const championship = read('demo-championship');
  fs.rmSync('docs/stills', { recursive: true, force: true });
  const samples = sceneSamples(regular, championship).filter((s) => s.sampleCase === 'default' || s.id === 'Scene-versus-final');
  let n = 0;
  for (const sample of samples) {
    const dir = ['bracket', 'champion'].includes(sample.layout) || sample.id === 'Scene-versus-final' ? 'demo-championship' : 'demo';
    const d = sample.props.segments[0].durationInFrames;
    const frame = Math.min(d - 1, Math.max(75, Math.round(d * 0.6)));
    const name = sample.id === 'Scene-versus-final' ? 'versus-final' : sample.layout.replace(/_/g, '-');
    const output = path.join('docs/stills', `${String(++n).padStart(2, '0')}-${name}.jpg`);
    await renderFrame({
      ...renderSettings,
      compositionId: 'WeeklyRecap',
      props: sample.props,
      mediaDir: path.join(PUBLIC_DIR, dir),
      frame,
      output,
      scale: 0.5,
    });
    console.log(output);
  }
  for (const [id, dir, name] of [
    ['Thumbnail', 'demo', 'thumbnail'],
    ['Thumbnail', 'demo-championship', 'thumbnail-championship'],
  ] as const) {
    const output = path.join('docs/stills', `${name}.jpg`);
    await renderFrame({
      ...renderSettings,
      compositionId: id,
      props: read(dir),
      mediaDir: path.join(PUBLIC_DIR, dir),
      frame: 0,
      output,
      scale: 0.5,
    });
    console.log(output);
  }
}

const only = process.argv[2];
try {
  if (!only || only === 'fonts') copyFonts();
  if (!only || only === 'music') BEDS.forEach(makeMusic);
  if (!only || only === 'sfx') makeSounds();
  if (!only || only === 'demo') for (const demo of DEMOS) await makeDemo(demo);
  if (!only || only === 'stills') await makeStills();
  console.log('assets made');
} finally {
  await closeRenderer();
}

// RecapProps: built from the real BeardHouse week 4 facts and template script, saved as JSON and
// read back unchanged; the pure parts of the video (duration, captions, ducking) on those props.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionPages, pageAt } from '../../src/captions/pages';
import { MUSIC_VOLUME, musicVolumeAt, speechSpans } from '../../src/music/duck';
import { MediaPath, RecapProps, mediaUrl, recapDurationInFrames } from '../../src/props';
import { loadFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';
import { writeScript } from '../../server/recap/script/index';
import { awardCard } from '../../server/pipeline/fact-cards';
import type { RecapScript } from '../../server/recap/script/schema';
import { fetchAvatar } from '../../server/render/avatars';
import { buildRecapProps, teamsOnScreen, type PlacedClip } from '../../server/pipeline/build-props';
import { byManagers, leagueVoices } from '../../server/recap/script/team-voice';
import { mediaRouter } from '../../server/videos/media';
import { LocalVideoStorage } from '../../server/videos/storage';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';

let replay: ReplayServer;
let facts: RecapFacts;
let script: RecapScript;

beforeAll(async () => {
  replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
  facts = await loadFacts(new SleeperClient({ baseUrl: replay.url }), '1390486041026113536', 4);
  script = await writeScript(facts, { level: 'sunburn' });
});
afterAll(() => replay.close());

/** Clips as the voice stage reports them: 2.5 words a second, one timing per word. */
const clipsFor = (s: RecapScript): PlacedClip[] =>
  s.segments.map((seg) => {
    const words = seg.text.split(/\s+/).map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.35 }));
    return { segmentId: seg.id, file: `voice/${seg.id}.wav`, durationSeconds: words.length * 0.4 + 0.2, words };
  });

const build = (over: Partial<Parameters<typeof buildRecapProps>[0]> = {}) =>
  buildRecapProps({
    facts,
    script,
    clips: clipsFor(script),
    avatars: { 4: 'avatars/a.png' },
    leagueAvatar: null,
    siteName: 'recapleague.com',
    mediaBase: '/media/v1',
    ...over,
  });

describe('RecapProps', () => {
  it('round-trips through JSON unchanged and is self-contained', () => {
    const props = build();
    const back = RecapProps.parse(JSON.parse(JSON.stringify(props)));
    expect(back).toEqual(props);
    expect(props.teams).toHaveLength(10);
    expect(props.teams.find((t) => t.rosterId === 4)).toMatchObject({ name: 'Centipede', avatar: 'avatars/a.png' });
    expect(props.teams.find((t) => t.rosterId === 1)?.avatar).toBeNull();
    expect(new Set(props.teams.map((t) => t.color)).size).toBe(10);
    expect(props.segments.map((s) => s.id)).toEqual(script.segments.map((s) => s.id));
  });

  it('takes its length from the voice clips (clip + a breath per scene)', () => {
    const props = build();
    const clips = clipsFor(script);
    const expected = clips.reduce((n, c) => n + Math.max(45, Math.ceil(c.durationSeconds * 30) + 12), 0);
    expect(recapDurationInFrames(props)).toBe(expected);
    const intro = props.segments.find((s) => s.kind === 'intro');
    expect(intro?.words[1]).toEqual({ text: script.segments[1].text.split(/\s+/)[1], startFrame: 12, endFrame: 23 });
  });

  it('leads each team card with the manager the voice says where the show goes by managers, the team name under it', async () => {
    // Every team renamed to a name the voice cannot say: the show goes by managers.
    const crude = {
      ...facts,
      teams: facts.teams.map((t, i) => ({
        ...t,
        teamName: `Deep Throat Cover ${i}`,
        screenName: `Deep Throat Cover ${i}`,
        spokenName: `Deep Throat Cover ${i}`,
      })),
    };
    expect(byManagers(crude.teams)).toBe(true);
    const crudeScript = await writeScript(crude, { level: 'sunburn' });
    const props = build({ facts: crude, script: crudeScript, clips: clipsFor(crudeScript) });
    let led = 0;
    for (const t of crude.teams) {
      const card = props.teams.find((c) => c.rosterId === t.rosterId)!;
      if (leagueVoices(crude.teams).get(t.rosterId)!.report !== t.spokenManager) continue;
      // These names are sexual: printed nowhere, so the manager stands alone (reading 59).
      expect(card).toMatchObject({ name: t.displayName, owner: '' });
      led++;
    }
    expect(led).toBeGreaterThan(crude.teams.length / 2);
    // A league said by its names keeps them first.
    expect(build().teams.find((t) => t.rosterId === 4)).toMatchObject({ name: 'Centipede', owner: facts.teams.find((t) => t.rosterId === 4)!.displayName });
  });

  it('shows every team of the league on screen', () => {
    const seen = teamsOnScreen(build());
    expect([...seen].sort((a, b) => a - b)).toEqual(facts.teams.map((t) => t.rosterId).sort((a, b) => a - b));
  });

  it('puts the facts of each award on its card', () => {
    const props = build();
    // The top scorer's card, whether or not this week's script kept it (week 4 tells Centipede's record in its game).
    const star = facts.topPerformers.find((p) => p.rosterId === facts.highest.rosterId)!;
    const top = awardCard(facts, {
      id: 'award-top_scorer',
      kind: 'award',
      award: 'top_scorer',
      text: 'x',
      captions: [],
      refs: { rosterIds: [facts.highest.rosterId], playerIds: [star.playerId] },
      roasts: [facts.highest.rosterId],
    });
    expect(top).toMatchObject({ rosterId: 4, headline: 'Tetairoa McMillan' });
    expect(top?.stats[0]).toEqual({ label: 'points', value: '48.20' });
    // The bench blunder's card, whether or not this week's script kept the award.
    const blunder = [...facts.bench].sort((a, b) => b.pointsLeft - a.pointsLeft)[0];
    const bench = awardCard(facts, {
      id: 'award-bench_blunder',
      kind: 'award',
      award: 'bench_blunder',
      text: 'x',
      captions: [],
      refs: { rosterIds: [blunder.rosterId] },
      roasts: [blunder.rosterId],
    });
    expect(bench?.stats[0]).toEqual({ label: 'left on bench', value: blunder.pointsLeft.toFixed(2) });
    const matchup = props.segments.find((s) => s.kind === 'matchup');
    expect(props.matchups.some((m) => m.matchupId === matchup?.matchupId)).toBe(true);
  });

  it("puts each side's top scorer (best starter in facts.lineups) on every matchup card; old props without stars still parse", () => {
    const props = build({ faces: { photos: { [facts.lineups[0].starters[0].playerId]: 'faces/p.png' }, logos: {} } });
    expect(props.matchups).toHaveLength(facts.matchups.length);
    for (const m of props.matchups) {
      for (const [rosterId, star] of [
        [m.team1, m.star1],
        [m.team2, m.star2],
      ] as const) {
        const starters = facts.lineups.find((l) => l.rosterId === rosterId)!.starters;
        const best = starters.reduce((a, b) => (b.points > a.points ? b : a));
        expect(star, `roster ${rosterId}`).toMatchObject({ playerId: best.playerId, name: best.name, points: best.points });
        expect(star!.points).toBe(Math.max(...starters.map((p) => p.points)));
      }
    }
    // Week 4's best score: Centipede's Tetairoa McMillan.
    const centipede = props.matchups.find((m) => m.team1 === 4 || m.team2 === 4)!;
    expect(centipede.team1 === 4 ? centipede.star1 : centipede.star2).toMatchObject({ name: 'Tetairoa McMillan', points: 48.2 });
    // Photos only where fetched.
    const withPhoto = props.matchups.flatMap((m) => [m.star1, m.star2]).filter((s) => s?.photo);
    expect(withPhoto.map((s) => s!.playerId)).toEqual([facts.lineups[0].starters[0].playerId]);
    const old = JSON.parse(JSON.stringify(props));
    for (const m of old.matchups) {
      delete m.star1;
      delete m.star2;
    }
    expect(RecapProps.parse(old).matchups.every((m) => m.star1 === null && m.star2 === null)).toBe(true);
  });

  it('estimates word timings when a clip has none, and plays a missing clip silent', () => {
    const clips = clipsFor(script)
      .map((c, i) => (i === 0 ? { ...c, words: [] } : c))
      .slice(0, -1);
    const props = build({ clips });
    const cold = props.segments[0];
    expect(cold.words.length).toBe(script.segments[0].text.split(/\s+/).length);
    expect(cold.words.at(-1)!.endFrame).toBeLessThanOrEqual(cold.durationInFrames);
    expect(props.segments.at(-1)!.audio).toBeNull();
  });

  it('rejects media paths that could reach outside the video folder or the network', () => {
    for (const bad of ['https://sleepercdn.com/a.png', '/etc/passwd', '../x.wav', 'voice/../../x.wav', 'data:image/png;base64,xx'])
      expect(MediaPath.safeParse(bad).success, bad).toBe(false);
    expect(MediaPath.safeParse('avatars/ab12.jpg').success).toBe(true);
    expect(mediaUrl({ mediaBase: '/media/v1/' }, 'voice/a.wav')).toBe('/media/v1/voice/a.wav');
    expect(mediaUrl({ mediaBase: '' }, 'voice/a.wav')).toBe('voice/a.wav');
  });
});

describe('captions and music', () => {
  const w = (text: string, startFrame: number, endFrame: number) => ({ text, startFrame, endFrame });

  it('pages a few words at a time, breaking at punctuation, with no gap between pages', () => {
    const words = [
      w('Centipede', 0, 10),
      w('scored', 10, 20),
      w('194.', 20, 30),
      w('The', 40, 45),
      w('rest', 45, 50),
      w('of', 50, 52),
      w('you', 52, 60),
      w('did', 60, 66),
      w('not', 66, 70),
    ];
    const pages = captionPages(words);
    expect(pages.map((p) => p.words.map((x) => x.text).join(' '))).toEqual(['Centipede scored 194.', 'The rest of you did', 'not']);
    expect(pages[0].endFrame).toBe(40);
    expect(pageAt(pages, 35)?.words[0].text).toBe('Centipede');
    expect(pageAt(pages, 200)?.words[0].text).toBe('not');
  });

  it('ducks the music under speech and opens it up between lines', () => {
    const spans = speechSpans([
      { durationInFrames: 100, words: [w('a', 0, 30), w('b', 35, 60)] },
      { durationInFrames: 100, words: [w('c', 10, 40)] },
    ]);
    expect(spans).toEqual([
      [0, 60],
      [110, 140],
    ]);
    expect(musicVolumeAt(spans, 20)).toBe(MUSIC_VOLUME.ducked);
    expect(musicVolumeAt(spans, 85)).toBe(MUSIC_VOLUME.open);
    const ramp = musicVolumeAt(spans, 63);
    expect(ramp).toBeGreaterThan(MUSIC_VOLUME.ducked);
    expect(ramp).toBeLessThan(MUSIC_VOLUME.open);
  });
});

describe('media files', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
    fs.mkdirSync(path.join(dir, 'v1/voice'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'v1/voice/intro.wav'), 'RIFF....WAVE');
    fs.writeFileSync(path.join(dir, 'v1/props.json'), '{}');
    const app = express();
    // As if signed in as the owner of v1 (tests/api/videos.test.ts checks who may read a folder).
    app.use((req, _res, next) => {
      (req as unknown as { session: { userId: number } }).session = { userId: 1 };
      next();
    });
    app.use(
      '/media',
      mediaRouter(new LocalVideoStorage(dir), (userId, file) => userId === 1 && file.startsWith('v1/')),
    );
    // The CDN stand-in for avatars.
    app.get('/cdn/ok.png', (_req, res) => void res.type('image/png').send(PNG));
    app.get('/cdn/page', (_req, res) => void res.type('text/html').send('<html>'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a video’s clips and the shipped assets under /media, nothing else', async () => {
    const clip = await fetch(`${base}/media/v1/voice/intro.wav`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toMatch(/audio\/(wav|x-wav|wave)/);
    const font = await fetch(`${base}/media/assets/fonts/anton-400.woff2`);
    expect(font.status).toBe(200);
    const music = await fetch(`${base}/media/assets/music/bed.mp3`, { headers: { range: 'bytes=0-99' } });
    expect(music.status).toBe(206);
    expect((await fetch(`${base}/media/v1/props.json`)).status).toBe(404);
    expect((await fetch(`${base}/media/..%2f..%2fetc/passwd.png`)).status).toBe(404);
    expect((await fetch(`${base}/media/v1/voice/missing.wav`)).status).toBe(404);
  });

  it('fetches avatars into the video folder and gives null (initials) when it cannot', async () => {
    const saved = await fetchAvatar(`${base}/cdn/ok.png`, dir);
    expect(saved).toMatch(/^avatars\/[0-9a-f]{16}\.png$/);
    expect(fs.readFileSync(path.join(dir, saved!))).toEqual(PNG);
    expect(await fetchAvatar(`${base}/cdn/ok.png`, dir)).toBe(saved);
    expect(await fetchAvatar(`${base}/cdn/page`, dir)).toBeNull();
    expect(await fetchAvatar(`${base}/cdn/missing.png`, dir)).toBeNull();
    expect(await fetchAvatar('http://127.0.0.1:1/unreachable.png', dir, { timeoutMs: 1000 })).toBeNull();
    expect(await fetchAvatar(null, dir)).toBeNull();
  });
});

// Faces: player photos and NFL logos fetched before the render from the Sleeper CDN stand-in over
// real HTTP, through the shared disk cache; carried by the props; drawn on the award card, photo
// or silhouette.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecapProps } from '../../src/props';
import { loadFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';
import { writeScript } from '../../server/recap/script/index';
import type { RecapScript } from '../../server/recap/script/schema';
import { buildRecapProps, type PlacedClip } from '../../server/pipeline/build-props';
import { facesWanted, MAX_FACES } from '../../server/pipeline/faces-wanted';
import { faceSource, fetchFaces, playerPhotoPath, SLEEPER_CDN, teamLogoPath, type Faces } from '../../server/render/faces';
import { closeRenderer, renderFrame, renderSettingsFrom } from '../../server/render/renderer';
import { loadConfig } from '../../server/config';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import { standInMissing, startSleeperCdnStandIn, type SleeperCdnStandIn } from '../../standins/sleeper-cdn';

const renderSettings = renderSettingsFrom(loadConfig());
let cdn: SleeperCdnStandIn;
let replay: ReplayServer;
let facts: RecapFacts;
let script: RecapScript;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'faces-test-'));
  cdn = await startSleeperCdnStandIn();
  replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
  // Week 3: a week with a top scorer's card (week 4 tells its top score, a season record, in its game).
  facts = await loadFacts(new SleeperClient({ baseUrl: replay.url }), '1390486041026113536', 3);
  script = await writeScript(facts, { level: 'sunburn' });
});
afterAll(async () => {
  await closeRenderer();
  await cdn.close();
  await replay.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// Ids the stand-in has a photo of, and one it answers 404 for.
const present = ['4046', '6794', '9493'].filter((id) => !standInMissing(id));
const missing = Array.from({ length: 200 }, (_, i) => String(1000 + i)).find(standInMissing)!;

describe('fetchFaces', () => {
  it('uses Sleeper CDN paths: thumbs by player id, logos by lower-case code, a defense is its logo', () => {
    expect(playerPhotoPath('4046')).toBe('/content/nfl/players/thumb/4046.jpg');
    expect(teamLogoPath('KC')).toBe('/images/team_logos/nfl/kc.png');
    expect(playerPhotoPath('DET')).toBe('/images/team_logos/nfl/det.png');
    expect(teamLogoPath('OAK')).toBe('/images/team_logos/nfl/lv.png');
  });

  it('fetches photos and logos into the video folder through a shared cache; a second recap asks for nothing cached; a 404 is null', async () => {
    const cacheDir = path.join(tmp, 'cache-1');
    const players = [...present.map((playerId) => ({ playerId, nflTeam: 'KC' })), { playerId: missing, nflTeam: 'DET' }, { playerId: 'SEA', nflTeam: 'SEA' }];
    const first = await fetchFaces(players, path.join(tmp, 'video-a'), { cdnUrl: cdn.url, cacheDir });

    for (const id of present) {
      expect(first.photos[id]).toMatch(/^faces\/[0-9a-f]{20}\.png$/);
      expect(
        fs
          .readFileSync(path.join(tmp, 'video-a', first.photos[id]!))
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    expect(first.photos[missing]).toBeNull();
    expect(first.photos.SEA).toBe(first.logos.SEA);
    expect(first.logos.KC).toMatch(/^faces\//);
    expect(first.logos.DET).toMatch(/^faces\//);
    const asked = cdn.requests.length;
    // One request per picture: the shared logo of KC once, the defense's photo is its logo.
    expect(asked).toBe(present.length + 1 + 3);

    const second = await fetchFaces(players, path.join(tmp, 'video-b'), { cdnUrl: cdn.url, cacheDir });
    expect(cdn.requests.length).toBe(asked);
    expect(second.stats.requested).toBe(0);
    expect({ photos: second.photos, logos: second.logos }).toEqual({ photos: first.photos, logos: first.logos });
    for (const file of Object.values(second.photos).filter(Boolean)) expect(fs.existsSync(path.join(tmp, 'video-b', file!))).toBe(true);
  });

  it('a timeout, a server error or an unreachable CDN give null, never an error, within the budget', async () => {
    cdn.faults.push({ path: /\/thumb\//, delayMs: 3000 }, { path: /team_logos/, status: 500 });
    try {
      const started = Date.now();
      const faces = await fetchFaces([{ playerId: present[0], nflTeam: 'BUF' }], path.join(tmp, 'video-c'), {
        cdnUrl: cdn.url,
        cacheDir: path.join(tmp, 'cache-2'),
        timeoutMs: 300,
      });
      expect(faces.photos).toEqual({ [present[0]]: null });
      expect(faces.logos).toEqual({ BUF: null });
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      cdn.faults.length = 0;
    }
    // Nothing listens there.
    const closed = await fetchFaces([{ playerId: '4046', nflTeam: 'KC' }], path.join(tmp, 'video-d'), {
      cdnUrl: 'http://127.0.0.1:9',
      cacheDir: path.join(tmp, 'cache-3'),
    });
    expect(closed).toMatchObject({ photos: { 4046: null }, logos: { KC: null } });
  });

  it("points at SLEEPER_CDN_URL, else at Sleeper's CDN, cached under SLEEPER_CDN_CACHE_SCOPE when set", () => {
    expect(faceSource({ SLEEPER_CDN_URL: 'http://cdn.test/' })).toEqual({ cdnUrl: 'http://cdn.test/', cacheScope: 'http://cdn.test' });
    expect(faceSource({})).toEqual({ cdnUrl: SLEEPER_CDN, cacheScope: SLEEPER_CDN });
    expect(faceSource({ SLEEPER_CDN_URL: 'http://127.0.0.1:5/', SLEEPER_CDN_CACHE_SCOPE: 'local-cdn' })).toEqual({
      cdnUrl: 'http://127.0.0.1:5/',
      cacheScope: 'local-cdn',
    });
  });
});

describe('faces in the props and on the award card', () => {
  let faces: Faces;
  let props: RecapProps;
  const media = () => path.join(tmp, 'video-props');
  const clips = (s: RecapScript): PlacedClip[] => s.segments.map((seg) => ({ segmentId: seg.id, file: `voice/${seg.id}.wav`, durationSeconds: 3, words: [] }));

  beforeAll(async () => {
    const wanted = facesWanted(facts, script);
    expect(wanted.length).toBeGreaterThan(2);
    expect(wanted.length).toBeLessThanOrEqual(MAX_FACES);
    faces = await fetchFaces(wanted, media(), { cdnUrl: cdn.url, cacheDir: path.join(tmp, 'cache-props') });
    props = buildRecapProps({ facts, script, clips: clips(script), avatars: {}, leagueAvatar: null, faces, siteName: 'recapleague.com', mediaBase: '' });
  });

  it('the player cards carry his id, NFL team, photo and logo; cards of no player carry none', () => {
    const top = props.segments.find((s) => s.id === 'award-top_scorer')!.card!;
    // The top score's best player.
    const p = facts.topPerformers.find((x) => x.rosterId === facts.highest.rosterId)!;
    expect(top).toMatchObject({ playerId: p.playerId, nflTeam: p.nflTeam, photo: faces.photos[p.playerId], logo: faces.logos[p.nflTeam!] });
    expect(facesWanted(facts, script).map((x) => x.playerId)).toContain(p.playerId);
    const withoutFaces = buildRecapProps({ facts, script, clips: clips(script), avatars: {}, leagueAvatar: null, siteName: 'x', mediaBase: '' });
    expect(withoutFaces.segments.find((s) => s.id === 'award-top_scorer')!.card).toMatchObject({ playerId: p.playerId, photo: null, logo: null });
    expect(RecapProps.parse(JSON.parse(JSON.stringify(props)))).toEqual(props);
  });

  it('wants both top scorers of every matchup and puts their faces on the matchup cards', () => {
    const wanted = facesWanted(facts, script).map((p) => p.playerId);
    for (const m of props.matchups) {
      for (const star of [m.star1, m.star2]) {
        expect(star).not.toBeNull();
        expect(wanted).toContain(star!.playerId);
        expect(star!.photo).toBe(faces.photos[star!.playerId] ?? null);
        if (star!.nflTeam) expect(star!.logo).toBe(faces.logos[star!.nflTeam] ?? null);
      }
    }
    expect(props.matchups.flatMap((m) => [m.star1, m.star2]).some((s) => s?.photo)).toBe(true);
  });

  it('renders a matchup scene as a versus split with both stars', async () => {
    const silent: RecapProps = { ...props, music: null, segments: props.segments.map((s) => ({ ...s, audio: null })) };
    const i = silent.segments.findIndex((s) => s.kind === 'matchup');
    const at = silent.segments.slice(0, i).reduce((n, s) => n + s.durationInFrames, 0);
    const still = path.join(tmp, 'matchup.jpg');
    await renderFrame({
      ...renderSettings,
      compositionId: 'WeeklyRecap',
      props: silent,
      mediaDir: media(),
      frame: at + 70,
      output: still,
      scale: 0.25,
    });
    expect(fs.readFileSync(still).length).toBeGreaterThan(5000);
  }, 120_000);

  it('renders an award card with a photo and one without (silhouette)', async () => {
    // No voice files here: play it silent.
    const silent: RecapProps = { ...props, music: null, segments: props.segments.map((s) => ({ ...s, audio: null })) };
    const i = silent.segments.findIndex((s) => s.id === 'award-top_scorer');
    const at = silent.segments.slice(0, i).reduce((n, s) => n + s.durationInFrames, 0);
    const card = silent.segments[i].card!;
    expect(card.photo).not.toBeNull();
    const noPhoto: RecapProps = { ...silent, segments: silent.segments.map((s, k) => (k === i ? { ...s, card: { ...card, photo: null, logo: null } } : s)) };

    const stills = [path.join(tmp, 'photo.jpg'), path.join(tmp, 'silhouette.jpg')];
    await renderFrame({
      ...renderSettings,
      compositionId: 'WeeklyRecap',
      props: silent,
      mediaDir: media(),
      frame: at + 40,
      output: stills[0],
      scale: 0.25,
    });
    await renderFrame({
      ...renderSettings,
      compositionId: 'WeeklyRecap',
      props: noPhoto,
      mediaDir: media(),
      frame: at + 40,
      output: stills[1],
      scale: 0.25,
    });
    const [a, b] = stills.map((f) => fs.readFileSync(f));
    expect(a.length).toBeGreaterThan(5000);
    expect(b.length).toBeGreaterThan(5000);
    expect(a.equals(b)).toBe(false);
  }, 300_000);
});

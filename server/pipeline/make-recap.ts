// makeRecap: one league week from Sleeper to an MP4. facts → script → voice → avatars/faces →
// props → render, each a plain call with the settings made once from the config (settings.ts);
// the video's folder ends up holding everything the recap plays:
//   <outDir>/recap.mp4, thumbnail.jpg, props.json, voice/*.wav, avatars/*, faces/*
import fs from 'node:fs';
import path from 'node:path';
import type { RecapProps } from '../../src/props';
import { loadFacts } from '../recap/facts/facts';
import type { RecapFacts } from '../recap/facts/schema';
import { writeScript } from '../recap/script/index';
import type { RecapScript } from '../recap/script/schema';
import type { RecapStage, RoastLevel } from '../../src/vocabulary';
import { voiceScript } from '../recap/voice/index';
import type { VoiceManifest } from '../recap/voice/schema';
import { fetchAvatars } from '../render/avatars';
import { fetchFaces, NO_FACES } from '../render/faces';
import { renderRecap } from '../render/renderer';
import type { SleeperClient } from '../sleeper/client';
import { buildRecapProps, SITE_NAME, type PlacedClip } from './build-props';
import { facesWanted } from './faces-wanted';
import type { PipelineSettings } from './settings';

/** One recap to make: the league week, what to say, and where its files go. */
export type RecapRequest = {
  client: SleeperClient;
  leagueId: string;
  week: number;
  level: RoastLevel;
  leagueContext?: string;
  weeklyContext?: string;
  previousLines?: string[];
  seasonLines?: string[];
  /** The video's folder; created if missing. */
  outDir: string;
  /** Where the MP4 goes; default <outDir>/recap.mp4. */
  videoPath?: string;
  /** URL prefix the saved props use for this video's files; default /media/<outDir's name>. */
  mediaBase?: string;
  siteName?: string;
  /** Render only these frames (tests); default the whole recap. */
  frameRange?: [number, number];
  onProgress?: (stage: RecapStage, percent: number) => void;
};

export type MakeRecapResult = {
  videoPath: string;
  thumbnailPath: string;
  props: RecapProps;
  propsPath: string;
  durationSeconds: number;
  width: number;
  height: number;
  bytes: number;
  facts: RecapFacts;
  script: RecapScript;
  voice: VoiceManifest;
};

/** Clips are referred to by paths under the video's folder: copy in any that live elsewhere. */
function placeClips(voice: VoiceManifest, outDir: string): PlacedClip[] {
  const voiceDir = path.join(outDir, 'voice');
  return voice.clips.map((clip) => {
    let file = path.resolve(clip.file);
    if (!file.startsWith(path.resolve(outDir) + path.sep)) {
      fs.mkdirSync(voiceDir, { recursive: true });
      const target = path.join(voiceDir, `${clip.segmentId.replace(/[^\w-]/g, '_')}${path.extname(file) || '.wav'}`);
      fs.copyFileSync(file, target);
      file = target;
    }
    return {
      segmentId: clip.segmentId,
      file: path.relative(outDir, file).split(path.sep).join('/'),
      durationSeconds: clip.durationSeconds,
      words: clip.words,
    };
  });
}

export type PreparedRecap = Pick<MakeRecapResult, 'props' | 'propsPath' | 'facts' | 'script' | 'voice'>;

/** Everything up to the render: facts, script, voice, avatars, and the props saved in outDir. */
export async function prepareRecap(settings: PipelineSettings, opts: Omit<RecapRequest, 'videoPath' | 'frameRange'>): Promise<PreparedRecap> {
  const progress = opts.onProgress ?? (() => {});
  const outDir = path.resolve(opts.outDir);
  fs.mkdirSync(outDir, { recursive: true });

  progress('facts', 0);
  const facts = await loadFacts(opts.client, opts.leagueId, opts.week);

  progress('script', 0);
  const script = await writeScript(facts, {
    ...settings.script,
    level: opts.level,
    leagueContext: opts.leagueContext,
    weeklyContext: opts.weeklyContext,
    previousLines: opts.previousLines,
    seasonLines: opts.seasonLines,
  });

  progress('voice', 0);
  const voice = await voiceScript(script, {
    ...settings.voice,
    cacheDir: path.join(outDir, 'voice'),
    onProgress: (done, total) => progress('voice', done / Math.max(1, total)),
  });
  const clips = placeClips(voice, outDir);

  progress('avatars', 0);
  const [avatars, faces] = await Promise.all([
    fetchAvatars(
      new Map<string, string | null>([
        ['league', facts.leagueAvatarUrl],
        ...facts.teams.map((t): [string, string | null] => [String(t.rosterId), t.avatarUrl]),
      ]),
      outDir,
    ),
    // Player photos and NFL logos, through a cache shared by every recap; a missing one is a silhouette.
    (async () => (settings.faces ? fetchFaces(facesWanted(facts, script), outDir, settings.faces) : NO_FACES))().catch(() => NO_FACES),
  ]);

  const props = buildRecapProps({
    facts,
    script,
    clips,
    avatars: Object.fromEntries(facts.teams.map((t) => [t.rosterId, avatars.get(String(t.rosterId)) ?? null])),
    leagueAvatar: avatars.get('league') ?? null,
    faces,
    siteName: opts.siteName ?? SITE_NAME,
    mediaBase: opts.mediaBase ?? `/media/${path.basename(outDir)}`,
  });
  const propsPath = path.join(outDir, 'props.json');
  fs.writeFileSync(`${propsPath}.part`, JSON.stringify(props, null, 2));
  fs.renameSync(`${propsPath}.part`, propsPath);
  return { props, propsPath, facts, script, voice };
}

export async function makeRecap(settings: PipelineSettings, opts: RecapRequest): Promise<MakeRecapResult> {
  const progress = opts.onProgress ?? (() => {});
  const outDir = path.resolve(opts.outDir);
  const prepared = await prepareRecap(settings, opts);

  progress('render', 0);
  const rendered = await renderRecap({
    ...settings.render,
    props: prepared.props,
    mediaDir: outDir,
    videoPath: opts.videoPath ? path.resolve(opts.videoPath) : path.join(outDir, 'recap.mp4'),
    thumbnailPath: path.join(outDir, 'thumbnail.jpg'),
    frameRange: opts.frameRange,
    onProgress: (p, stage) => progress('render', stage === 'bundle' ? 0 : stage === 'thumbnail' ? 1 : p),
  });
  progress('done', 1);

  return {
    ...prepared,
    videoPath: rendered.videoPath,
    thumbnailPath: rendered.thumbnailPath ?? path.join(outDir, 'thumbnail.jpg'),
    durationSeconds: rendered.durationSeconds,
    width: rendered.width,
    height: rendered.height,
    bytes: rendered.bytes,
  };
}

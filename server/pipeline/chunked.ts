// One recap rendered across workers (RENDER_CHUNKS > 1). The recap job's worker, the lead:
//   1. prepares the recap (facts, script, voice, pictures, props) and stores it under
//      work/<group>/prepared-<random>/, then writes work/<group>/manifest.json naming it;
//   2. adds one chunk job per frame range (a ChunkQueue: server/pipeline/contract.ts) and renders chunks itself
//      while it waits, as every idle worker does;
//   3. joins the chunks with combineChunks and renders the thumbnail; the worker stores the folder.
// A lead that dies loses nothing: the next one finds the manifest, keeps the script and the
// chunks already rendered, and renders only what is missing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FPS, HEIGHT, RecapProps, WIDTH, recapDurationInFrames, withMediaBase } from '../../src/props';
import { RecapFacts } from '../recap/facts/schema';
import { joinChunks, planChunks, renderChunk, type FrameRange } from '../render/chunks';
import { renderFrame, THUMBNAIL } from '../render/renderer';
import type { ChunkQueue, HeldChunk, PipelineOutput, RecapPipeline } from './contract';
import { StoredFileNotFoundError, type VideoStorage } from '../videos/storage/types';
import { prepareRecap } from './make-recap';
import { overallPercent } from './progress';
import type { PipelineSettings } from './settings';
import { errorText } from '../error-text';

const Frame = z.number().int().min(0);

/** What a later lead needs to go on with a prepared recap. */
const Manifest = z.object({
  preparedDir: z.string().min(1),
  props: RecapProps,
  spokenLines: z.array(z.string()),
  facts: RecapFacts.pick({ leagueName: true, season: true, week: true, teams: true, matchups: true }),
  /** The frames the chunks make up (the whole recap, or the range asked for). */
  range: z.tuple([Frame, Frame]),
});
type Manifest = z.infer<typeof Manifest>;

export type ChunkedDeps = {
  settings: PipelineSettings;
  storage: VideoStorage;
  chunks: ChunkQueue;
  /** Chunks per recap (RENDER_CHUNKS). */
  count: number;
  workerId: string;
  /** Local scratch space (chunks of other workers' recaps, downloaded chunk files). */
  scratchDir: string;
  /** Pause between looks at the chunks while none is due here. */
  pollMs?: number;
  log?: (line: string) => void;
};

const workDir = (group: string) => `work/${group}`;
const manifestPath = (group: string) => `${workDir(group)}/manifest.json`;

/** Prepared folders this process holds locally (its own recaps): no need to download them. */
const localPrepared = new Map<string, string>();

/**
 * Renders one claimed chunk and stores its two files; the lock is renewed while it renders. A
 * chunk whose lock was lost is dropped (another worker has it); a failure is reported to the
 * queue, which retries the chunk alone.
 */
export async function renderHeldChunk(held: HeldChunk, deps: ChunkedDeps): Promise<void> {
  const log = deps.log ?? (() => {});
  const label = `chunk ${held.index} of ${held.group} (frames ${held.range[0]}-${held.range[1]})`;
  const renew = setInterval(() => void deps.chunks.extend(held), Math.max(200, Math.floor(deps.chunks.leaseMs / 3)));
  let dir: string | null = null;
  try {
    log(`${label}: rendering`);
    fs.mkdirSync(deps.scratchDir, { recursive: true });
    dir = fs.mkdtempSync(path.join(deps.scratchDir, `chunk-${held.group}-${held.index}-`));
    let mediaDir = localPrepared.get(held.preparedDir);
    if (!mediaDir) {
      mediaDir = path.join(dir, 'prepared');
      await deps.storage.downloadFolder(held.preparedDir, mediaDir);
    }
    const props = RecapProps.parse(JSON.parse(fs.readFileSync(path.join(mediaDir, 'props.json'), 'utf8')));
    const out = await renderChunk({
      props,
      mediaDir,
      range: held.range,
      compositionStart: held.compositionStart,
      outDir: path.join(dir, 'out'),
      settings: deps.settings.render,
    });
    const base = `${workDir(held.group)}/chunks/${held.index}`;
    const stored = { video: `${base}${path.extname(out.video)}`, audio: `${base}${path.extname(out.audio)}` };
    await deps.storage.putFile(stored.video, { localPath: out.video });
    await deps.storage.putFile(stored.audio, { localPath: out.audio });
    log((await deps.chunks.complete(held, stored)) ? `${label}: done` : `${label}: lock lost, another worker has it`);
  } catch (err) {
    const message = errorText(err);
    log(`${label}: failed: ${message}`);
    await deps.chunks.fail(held, message);
  } finally {
    clearInterval(renew);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders the next due chunk of any recap; false when none is due. For the worker's loop. */
export function chunkHelper(deps: ChunkedDeps): () => Promise<boolean> {
  return async () => {
    const held = await deps.chunks.claim(deps.workerId);
    if (!held) return false;
    await renderHeldChunk(held, deps);
    return true;
  };
}

async function readManifest(storage: VideoStorage, group: string): Promise<Manifest | null> {
  try {
    return Manifest.parse(JSON.parse((await storage.getFile(manifestPath(group))).toString('utf8')));
  } catch (err) {
    if (err instanceof StoredFileNotFoundError) return null;
    throw err;
  }
}

/** The recap pipeline of a lead: prepare (or pick up a prepared recap), chunks, join, thumbnail. */
export function chunkedRecapPipeline(deps: ChunkedDeps): RecapPipeline {
  const log = deps.log ?? (() => {});
  const help = chunkHelper(deps);
  return async (input): Promise<PipelineOutput> => {
    const group = input.renderKey;
    const outDir = path.resolve(input.outDir);
    let manifest = await readManifest(deps.storage, group);
    if (manifest) {
      log(`${group}: picking up the prepared recap ${manifest.preparedDir}`);
      await deps.storage.downloadFolder(manifest.preparedDir, outDir);
    } else {
      const prepared = await prepareRecap(deps.settings, {
        ...input,
        onProgress: (stage, fraction) => input.onProgress(stage, overallPercent(stage, fraction)),
      });
      const duration = recapDurationInFrames(prepared.props);
      const range: FrameRange = input.frameRange ?? [0, duration - 1];
      manifest = {
        preparedDir: `${workDir(group)}/prepared-${crypto.randomBytes(4).toString('hex')}`,
        props: prepared.props,
        spokenLines: prepared.script.segments.map((s) => s.text),
        facts: Manifest.shape.facts.parse(prepared.facts),
        range,
      };
      await deps.storage.uploadFolder(outDir, manifest.preparedDir);
      // Written last: a manifest always names a complete prepared folder.
      await deps.storage.putFile(manifestPath(group), JSON.stringify(manifest));
    }
    if (input.signal?.aborted) throw input.signal.reason;

    const [first, last] = manifest.range;
    const ranges = planChunks(last - first + 1, deps.count, first);
    await deps.chunks.add(ranges.map((range, index) => ({ group, index, range, compositionStart: first, preparedDir: manifest.preparedDir })));
    localPrepared.set(manifest.preparedDir, outDir);
    try {
      // Render chunks (ours or anyone's) until all of ours are done.
      for (;;) {
        if (input.signal?.aborted) throw input.signal.reason;
        const status = await deps.chunks.status(group, ranges.length);
        if (status.state === 'failed') throw new Error(status.error);
        if (status.state === 'done') {
          const files = await Promise.all(
            status.results.map(async (r, i) => {
              const local = {
                video: path.join(outDir, '.chunks', `${i}${path.extname(r.video)}`),
                audio: path.join(outDir, '.chunks', `${i}${path.extname(r.audio)}`),
              };
              await deps.storage.downloadFile(r.video, local.video);
              await deps.storage.downloadFile(r.audio, local.audio);
              return local;
            }),
          );
          input.onProgress('render', overallPercent('render', 0.97));
          const video = await joinChunks({
            chunks: files,
            outputPath: path.join(outDir, 'recap.mp4'),
            durationInFrames: last - first + 1,
            framesPerChunk: ranges[0][1] - ranges[0][0] + 1,
            fps: FPS,
          });
          fs.rmSync(path.join(outDir, '.chunks'), { recursive: true, force: true });
          const props = withMediaBase(manifest.props, input.mediaBase);
          fs.writeFileSync(path.join(outDir, 'props.json'), JSON.stringify(props, null, 2));
          const thumbnailPath = path.join(outDir, 'thumbnail.jpg');
          await renderFrame({ ...deps.settings.render, ...THUMBNAIL, props, mediaDir: outDir, output: thumbnailPath });
          await deps.chunks.remove(group, ranges.length);
          await deps.storage.removeFolder(workDir(group));
          return {
            videoPath: video.videoPath,
            thumbnailPath,
            props,
            spokenLines: manifest.spokenLines,
            durationSeconds: video.durationSeconds,
            width: WIDTH,
            height: HEIGHT,
            facts: manifest.facts,
          };
        }
        input.onProgress('render', overallPercent('render', (0.95 * status.done) / ranges.length));
        if (!(await help())) await new Promise((r) => setTimeout(r, deps.pollMs ?? 500));
      }
    } finally {
      localPrepared.delete(manifest.preparedDir);
    }
  };
}

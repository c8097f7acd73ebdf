// npm run recap -- --world <world> --league <id> --week <n> [--level sunburn] [--out recap.mp4]
// Makes one recap end to end (facts → script → voice → render) with a progress bar and prints
// the paths of the MP4, its thumbnail and its props JSON. --world replays a recorded Sleeper
// world in-process; without it the live Sleeper API is read.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { NoRecapError } from '../server/recap/facts/schema';
import { loadConfig } from '../server/config';
import { makeRecap } from '../server/pipeline/make-recap';
import { overallPercent } from '../server/pipeline/progress';
import { pipelineSettings } from '../server/pipeline/settings';
import { OfferedLevel, VoiceEngine, type RecapStage } from '../src/vocabulary';
import { SLEEPER_CDN } from '../server/render/faces';
import { closeRenderer } from '../server/render/renderer';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../standins/sleeper-replay';
import { CDN_STAND_IN_SCOPE, startSleeperCdnStandIn, type SleeperCdnStandIn } from '../standins/sleeper-cdn';
import { errorText } from '../server/error-text';

const LIVE_SLEEPER = 'https://api.sleeper.app/v1';
const USAGE =
  'usage: npm run recap -- [--world <world>] --league <id> --week <n> [--level participation_trophy|sunburn] [--out recap.mp4] [--voice offline|google]';

const Args = z.object({
  world: z.string().min(1).optional(),
  league: z.string().regex(/^\d+$/, 'a Sleeper league id is all digits').default('1390486041026113536'),
  week: z.coerce.number({ message: 'takes a number' }).int().min(1).max(18),
  level: OfferedLevel.default('participation_trophy'),
  out: z.string().min(1).optional(),
  voice: VoiceEngine.optional(),
});

/** When each stage began, for the time split printed at the end. */
const began = new Map<RecapStage, number>();

function bar(stage: RecapStage, p: number) {
  if (!began.has(stage)) began.set(stage, Date.now());
  const pct = Math.round(overallPercent(stage, p));
  const width = 30;
  const filled = Math.round((pct / 100) * width);
  const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(pct).padStart(3)}%  ${stage}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line.padEnd(60)}`);
  else if (stage !== lastStage) process.stderr.write(`${line}\n`);
  lastStage = stage;
}
let lastStage: RecapStage | null = null;

let replay: ReplayServer | undefined;
let cdn: SleeperCdnStandIn | undefined;
try {
  const { values } = parseArgs({
    options: {
      world: { type: 'string' },
      league: { type: 'string' },
      week: { type: 'string' },
      level: { type: 'string' },
      out: { type: 'string' },
      voice: { type: 'string' },
    },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${issue.path.join('.')}: ${issue.message}\n${USAGE}`);
  }
  const args = parsed.data;
  if (args.world) replay = await startReplayServer({ world: args.world });
  const client = new SleeperClient({ baseUrl: replay?.url ?? LIVE_SLEEPER });
  const videoPath = path.resolve(args.out ?? path.join('out', `recap-${args.league}-week${args.week}`, 'recap.mp4'));
  const outDir = path.join(path.dirname(videoPath), `${path.basename(videoPath, path.extname(videoPath))}-media`);
  const started = Date.now();
  const config = loadConfig();
  // A recorded world's faces come from the local CDN stand-in; the live API's from Sleeper's CDN.
  if (args.world && !config.SLEEPER_CDN_URL) cdn = await startSleeperCdnStandIn();
  const settings = pipelineSettings({
    ...config,
    VOICE_ENGINE: args.voice ?? config.VOICE_ENGINE,
    SLEEPER_CDN_URL: args.world ? (cdn?.url ?? config.SLEEPER_CDN_URL) : SLEEPER_CDN,
    SLEEPER_CDN_CACHE_SCOPE: cdn ? CDN_STAND_IN_SCOPE : config.SLEEPER_CDN_CACHE_SCOPE,
  });
  const result = await makeRecap(settings, {
    client,
    leagueId: args.league,
    week: args.week,
    level: args.level,
    outDir,
    videoPath,
    onProgress: bar,
  });
  process.stderr.write('\n');
  console.log(`video      ${result.videoPath}`);
  console.log(`thumbnail  ${result.thumbnailPath}`);
  console.log(`props      ${result.propsPath}`);
  const total = (Date.now() - started) / 1000;
  console.log(
    `${result.durationSeconds.toFixed(1)} s, ${result.width}x${result.height}, ${(result.bytes / 1e6).toFixed(1)} MB, made in ${total.toFixed(0)} s (${(total / result.durationSeconds).toFixed(2)}× the video's length)`,
  );
  // Facts, script, voice and pictures against the render (bundling, frames, encoding, thumbnail).
  const before = ((began.get('render') ?? Date.now()) - started) / 1000;
  console.log(`before the render ${before.toFixed(1)} s (${((100 * before) / total).toFixed(1)}%), render ${(total - before).toFixed(1)} s`);
} catch (err) {
  process.stderr.write('\n');
  console.error(err instanceof NoRecapError ? `No recap: ${err.message}` : errorText(err));
  process.exitCode = 1;
} finally {
  await closeRenderer();
  await replay?.close();
  await cdn?.close();
}

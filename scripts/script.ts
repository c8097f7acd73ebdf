// npm run script -- --world <world> --league <id> --week <n> [--level sunburn] [--writer template|openai] [--voice] [--json] [--stats] [--angles]
// Writes a week's recap script from the facts and prints it (as JSON with --json). --world replays
// a recorded Sleeper world in-process. --writer openai uses OPENAI_API_KEY (and OPENAI_BASE_URL,
// OPENAI_MODEL); without a key it starts the local OpenAI stand-in. --voice speaks every segment
// (VOICE_ENGINE offline or google) into data/voice/ and writes a manifest with durations.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../standins/sleeper-replay';
import { loadFacts } from '../server/recap/facts/facts';
import { NoRecapError } from '../server/recap/facts/schema';
import { scriptStats } from '../server/recap/script/stats';
import { writeScript } from '../server/recap/script/index';
import { describeAngle, findAngles } from '../server/recap/script/angles';
import { earNumber } from '../server/recap/script/speech';
import { RoastLevel, ScriptWriter } from '../src/vocabulary';
import { estimateSeconds, WORDS_PER_SECOND } from '../server/recap/script/size';
import { voiceScript } from '../server/recap/voice/index';
import { startOpenAIStandIn, type OpenAIStandIn } from '../standins/openai';
import { errorText } from '../server/error-text';

const LIVE_SLEEPER = 'https://api.sleeper.app/v1';
const USAGE =
  'usage: npm run script -- --world <world> --league <id> --week <n> [--level sunburn] [--writer template|openai] [--voice] [--json] [--stats] [--angles]';

const Args = z.object({
  world: z.string().min(1).optional(),
  league: z.string().regex(/^\d+$/, 'a Sleeper league id is all digits').default('1390486041026113536'),
  week: z.coerce.number({ message: '--week takes a number' }).int().min(1).max(18),
  level: RoastLevel.default('sunburn'),
  writer: ScriptWriter.optional(),
  voice: z.boolean().default(false),
  json: z.boolean().default(false),
  stats: z.boolean().default(false),
  angles: z.boolean().default(false),
  'league-context': z.string().optional(),
  'weekly-context': z.string().optional(),
});

let replay: ReplayServer | undefined;
let standIn: OpenAIStandIn | undefined;
try {
  const { values } = parseArgs({
    options: {
      world: { type: 'string' },
      league: { type: 'string' },
      week: { type: 'string' },
      level: { type: 'string' },
      writer: { type: 'string' },
      voice: { type: 'boolean' },
      json: { type: 'boolean' },
      stats: { type: 'boolean' },
      angles: { type: 'boolean' },
      'league-context': { type: 'string' },
      'weekly-context': { type: 'string' },
    },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${issue.path.join('.')}: ${issue.message}  (${USAGE})`);
  }
  const args = parsed.data;
  const config = loadConfig();
  if (args.world) replay = await startReplayServer({ world: args.world });
  const client = new SleeperClient({ baseUrl: replay?.url ?? config.SLEEPER_BASE_URL ?? LIVE_SLEEPER });
  const facts = await loadFacts(client, args.league, args.week);

  if (args.angles) {
    // The week's stories, ranked, before any line is written.
    const say = (id: number) => facts.teams.find((t) => t.rosterId === id)!.spokenName;
    for (const [i, a] of findAngles(facts).entries())
      console.log(`${String(i + 1).padStart(2)}. ${a.kind} (${Math.round(a.weight)}): ${describeAngle(a, say, earNumber)}`);
    process.exit(0);
  }
  const writer = args.writer ?? config.SCRIPT_WRITER;
  let openai;
  if (writer === 'openai') {
    if (!config.OPENAI_API_KEY) standIn = await startOpenAIStandIn();
    openai = {
      apiKey: config.OPENAI_API_KEY ?? 'local-stand-in',
      baseURL: standIn?.url ?? config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    };
  }
  const script = await writeScript(facts, { level: args.level, writer, openai, leagueContext: args['league-context'], weeklyContext: args['weekly-context'] });

  let manifestFile: string | undefined;
  let manifest;
  if (args.voice) {
    const cacheDir = path.resolve(config.DATA_DIR, 'voice');
    manifest = await voiceScript(script, {
      engine: config.VOICE_ENGINE,
      cacheDir,
      voice: config.VOICE_ENGINE === 'google' ? config.GOOGLE_TTS_VOICE : undefined,
      googleEndpoint: config.GOOGLE_TTS_ENDPOINT,
      onProgress: (done, total) => process.stderr.write(`\rvoicing ${done}/${total}`),
    });
    process.stderr.write('\n');
    manifestFile = path.join(cacheDir, `manifest-${facts.leagueId}-${facts.season}-w${facts.week}-${args.level}.json`);
    await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  }

  const stats = args.stats ? scriptStats(script, facts) : undefined;
  if (args.json)
    console.log(JSON.stringify(manifest || stats ? { script, ...(manifest ? { voice: manifest } : {}), ...(stats ? { stats } : {}) } : script, null, 2));
  else {
    console.log(
      `${facts.leagueName.trim()}, ${facts.season} week ${facts.week} · ${script.level} · writer ${script.writer}${script.fallbackReason ? ` (fallback: ${script.fallbackReason})` : ''}`,
    );
    console.log(`about ${Math.round(estimateSeconds(script, WORDS_PER_SECOND[config.VOICE_ENGINE]))} s of speech\n`);
    for (const seg of script.segments) {
      const clip = manifest?.clips.find((c) => c.segmentId === seg.id);
      console.log(`[${seg.id}]${clip ? ` ${clip.durationSeconds.toFixed(1)} s` : ''}${seg.roasts.length ? `  roasts ${seg.roasts.join(', ')}` : ''}`);
      console.log(`  ${seg.text}`);
      console.log(`  captions: ${seg.captions.join(' | ')}\n`);
    }
    if (manifest && manifestFile) console.log(`voice: ${manifest.clips.length} clips, ${manifest.totalSeconds.toFixed(1)} s, manifest ${manifestFile}`);
    if (stats) {
      console.log(
        `stats: ${stats.withFact} of ${stats.jokeSentences} joke sentences carry a fact of the week (${(stats.factShare * 100).toFixed(1)}%), ${stats.repeats.length} repeated, ${stats.violations.length} wrong for the moment`,
      );
      for (const line of [...stats.repeats.map((r) => `repeat: ${r}`), ...stats.violations]) console.log(`  ${line}`);
    }
  }
} catch (err) {
  console.error(err instanceof NoRecapError ? `No recap: ${err.message}` : errorText(err));
  process.exitCode = 1;
} finally {
  await replay?.close();
  await standIn?.close();
}

// The render worker itself, run by `npm run worker` (scripts/worker.ts) as a supervised child
// that ends with its supervisor, browser included (server/jobs/supervisor.ts). With
// JOB_BACKEND=sqlite it shares the server's database file (same machine); with JOB_BACKEND=bullmq
// it needs only REDIS_URL, the Sleeper API and the video store (VIDEO_STORE=s3, or a VIDEO_DIR
// shared with the server), and runs on any machine. Options: see scripts/worker.ts.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { SleeperClient } from '../server/sleeper/client';
import { startStandIns } from '../standins/start';
import { createMailer } from '../server/mail/mailer';
import { sendSlackAlert } from '../server/alerts/slack';
import { SqliteJobQueue, type JobQueue } from '../server/jobs/queue';
import { BullmqJobQueue } from '../server/jobs/bullmq-queue';
import { startWorker, defaultWorkerId, type WorkerOptions } from '../server/jobs/worker';
import { cardPipeline } from '../standins/card-pipeline';
import { announceVideo } from '../server/jobs/delivery';
import { workerRendering } from '../server/jobs/render-setup';
import { createVideoStorage, videoStorageSettings } from '../server/videos/storage';
import { exitWithSupervisor } from '../server/jobs/supervisor';

const { values: args } = parseArgs({
  options: {
    pipeline: { type: 'string', default: 'recap' },
    'lease-ms': { type: 'string', default: '60000' },
    'poll-ms': { type: 'string', default: '2000' },
    'exit-when-idle': { type: 'boolean', default: false },
    frames: { type: 'string' },
  },
});

const log = (line: string) => console.log(`[worker ${process.pid}] ${line}`);
// With STANDINS on (outside production) and no Sleeper URL, the worker reads the recorded league
// and its faces from stand-ins of its own, like `npm start`.
const standIns = await startStandIns(loadConfig(), { info: log }, ['sleeper', 'sleeper-cdn']);
const config = loadConfig({ ...process.env, ...standIns.env });
if (!config.SLEEPER_BASE_URL) throw new Error('SLEEPER_BASE_URL: required (or STANDINS=on for the recorded league)');
exitWithSupervisor(log);
const leaseMs = Number(args['lease-ms']);
const pollMs = Number(args['poll-ms']);
if (!(leaseMs >= 100) || !(pollMs >= 1)) throw new Error('--lease-ms must be >= 100 and --poll-ms >= 1');
if (args.pipeline !== 'recap' && args.pipeline !== 'card') throw new Error('--pipeline must be recap or card');

const frames = args.frames?.match(/^(\d+)-(\d+)$/);
if (args.frames && (!frames || Number(frames[2]) < Number(frames[1]))) throw new Error('--frames must be a range like 0-299');
const workerId = defaultWorkerId();
const storage = createVideoStorage(videoStorageSettings(config));
const rendering = await workerRendering(config, { storage, workerId, log, leaseMs, pipeline: args.pipeline === 'card' ? cardPipeline : undefined });
const db = config.JOB_BACKEND === 'sqlite' ? openDatabase(config.databasePath) : null;
const client = new SleeperClient({
  baseUrl: config.SLEEPER_BASE_URL,
  timeoutMs: config.SLEEPER_TIMEOUT_MS,
  maxCallsPerMinute: config.SLEEPER_MAX_CALLS_PER_MINUTE,
  db: db ?? undefined,
  cacheScope: config.SLEEPER_CACHE_SCOPE,
});
const queue: JobQueue = db ? new SqliteJobQueue(db) : new BullmqJobQueue({ redisUrl: config.REDIS_URL });
const mailer = createMailer(config, log);

const options: WorkerOptions = {
  queue,
  ...rendering,
  client,
  storage,
  frameRange: frames ? [Number(frames[1]), Number(frames[2])] : undefined,
  workerId,
  leaseMs,
  pollMs,
  log,
  // With BullMQ the server records results, sends the mail and alerts final failures (once);
  // a worker does it itself only with SQLite.
  alert: db ? (message) => sendSlackAlert(config, { message }, log).then(() => {}) : undefined,
  onVideoReady: db ? async (_job, videoId) => void (await announceVideo(db, mailer.send, config.PUBLIC_URL, videoId)) : undefined,
};

const worker = startWorker(options);
log(
  `started (${config.JOB_BACKEND}, pipeline ${args.pipeline}, ${config.RENDER_CHUNKS} chunk(s) per recap, lease ${leaseMs} ms, ` +
    `videos in ${config.VIDEO_STORE === 's3' ? `s3://${config.S3_BUCKET}` : config.videoDir})`,
);

let stopping = false;
const shutdown = async (why: string) => {
  if (stopping) return;
  stopping = true;
  log(`stopping (${why}) after ${worker.processed} job(s)`);
  await worker.stop();
  await queue.close();
  await rendering.close();
  await storage.close();
  await standIns.close();
  mailer.close();
  db?.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
if (args['exit-when-idle']) void worker.idle().then(() => shutdown('idle'));

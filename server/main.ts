// `npm start`: the whole service on its embedded defaults (Sleeper replay, kept mail, SQLite).
import { ConfigError, assertSafeToServe, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { startReplayServer } from './sleeper/replay';
import { SleeperClient } from './sleeper/client';
import { createMailer } from './mail/mailer';
import { createLogger } from './http/log';
import { createApp } from './app';
import type { JobsApi } from './app-context';
import { startBilling } from './billing/setup';
import { startGoogleSignIn } from './accounts/google';
import { startProduction } from './jobs/production';
import { createVideoStorage, videoStorageSettings } from './videos/storage';
import { replayedBeside } from './demo';
import { assertChatKey } from './chats/secret-box';
import { startChatStandIn } from './stand-ins/chat';

let config: Config;
try {
  config = loadConfig();
  assertSafeToServe(config);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const log = createLogger(config.LOG_LEVEL);
const db = openDatabase(config.databasePath);
try {
  assertChatKey(config, db);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
}
// Group chats: outside production, without CHAT_API_URL, a local stand-in answers the four chat
// APIs (what it received at /dev/chat); production posts to the real hosts only.
const chatStandIn = config.NODE_ENV !== 'production' && !config.CHAT_API_URL ? await startChatStandIn() : undefined;
if (chatStandIn) config = { ...config, CHAT_API_URL: chatStandIn.url };
const replay = config.SLEEPER_BASE_URL
  ? undefined
  : await startReplayServer({ world: config.SLEEPER_REPLAY_WORLD, also: replayedBeside(config.SLEEPER_REPLAY_WORLD) });
const sleeperBaseUrl = config.SLEEPER_BASE_URL ?? replay!.url;
const sleeper = new SleeperClient({
  baseUrl: sleeperBaseUrl,
  timeoutMs: config.SLEEPER_TIMEOUT_MS,
  maxCallsPerMinute: config.SLEEPER_MAX_CALLS_PER_MINUTE,
  db,
  cacheScope: replay?.cacheScope,
});
const mailer = createMailer(config);
// The video store the server reads recaps from: VIDEO_DIR, or the S3 bucket workers on other machines upload to.
const storage = createVideoStorage(videoStorageSettings(config));

// Billing: Stripe with STRIPE_SECRET_KEY, else (outside production) the local Stripe stand-in.
const billing = await startBilling(config, log).catch((err: unknown) => {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
});

// Google sign-in: Google with GOOGLE_CLIENT_ID, else (outside production) the local OIDC stand-in.
const google = await startGoogleSignIn(config).catch((err: unknown) => {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
});
if (google.standIn)
  log.info(`google stand-in on ${google.standIn.url}: Login with Google opens its account chooser (e.g. ${google.standIn.accounts[0]?.email})`);

// Recap production: the job queue the API enqueues into, the render worker(s), the weekly
// schedule, and the demo league when config.DEMO.
const production = await startProduction({
  config,
  db,
  client: sleeper,
  storage,
  send: (mail) => mailer.send(mail),
  inboxPage: !mailer.smtp,
  log: (line) => log.info(line),
});
const jobs: JobsApi | undefined = production.api;

const app = createApp({ config: google.config, db, sleeper, mailer, storage, jobs, log, billing: billing.deps, chatStandIn });
const server = app.listen(config.PORT, config.HOST, () => {
  log.info('listening', {
    url: config.PUBLIC_URL,
    address: `${config.HOST}:${config.PORT}`,
    sleeper: sleeperBaseUrl,
    mail: mailer.smtp ? 'smtp' : `kept (see ${new URL('/dev/inbox', config.PUBLIC_URL)})`,
    google: google.standIn ? `stand-in ${google.standIn.url}` : google.mode,
    videoStore: storage.kind,
    chat: chatStandIn ? `stand-in (see ${new URL('/dev/chat', config.PUBLIC_URL)})` : 'real hosts',
  });
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  server.close();
  server.closeAllConnections();
  await production.stop();
  await billing.close();
  await google.close();
  await replay?.close();
  await chatStandIn?.close();
  await storage.close();
  mailer.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

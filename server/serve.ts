// The HTTP service with everything it runs beside (job queue, workers, schedule), from settings
// alone: every outside service is reached at the URL and with the key its settings name.
// server/main.ts runs it on the environment; `npm start` (standins/serve.ts) first starts local
// stand-ins for the services whose settings are unset and passes their URLs and keys in `env`.
import type express from 'express';
import { ConfigError, assertSafeToServe, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { SleeperClient } from './sleeper/client';
import { createMailer } from './mail/mailer';
import { createLogger } from './http/log';
import { createApp } from './app';
import type { JobsApi } from './app-context';
import { billingDeps } from './billing/setup';
import { googleSignIn } from './accounts/google';
import { startProduction } from './jobs/production';
import { createVideoStorage, videoStorageSettings } from './videos/storage';
import { assertChatKey } from './chats/secret-box';

export type ServeOptions = {
  /** The settings; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Extra pages under /dev (outside production, loopback only). */
  devRoutes?: express.Router;
  /** Called on shutdown, after the service has stopped. */
  onStop?: () => Promise<void>;
};

/** A bad setting: one line on stderr, exit 1. */
function refuse(err: unknown): never {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
}

/** Reads and checks the settings the service refuses to start without (exits on a bad one). */
export function serviceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    const config = loadConfig(env);
    assertSafeToServe(config);
    return config;
  } catch (err) {
    refuse(err);
  }
}

export async function serve(options: ServeOptions = {}): Promise<void> {
  const config = serviceConfig(options.env);
  const log = createLogger(config.LOG_LEVEL);
  const db = openDatabase(config.databasePath);
  try {
    assertChatKey(config, db);
  } catch (err) {
    refuse(err);
  }
  if (!config.SLEEPER_BASE_URL)
    refuse(new ConfigError('SLEEPER_BASE_URL: required (https://api.sleeper.app/v1; `npm start` with STANDINS=on replays a recorded league)'));
  const sleeper = new SleeperClient({
    baseUrl: config.SLEEPER_BASE_URL,
    timeoutMs: config.SLEEPER_TIMEOUT_MS,
    maxCallsPerMinute: config.SLEEPER_MAX_CALLS_PER_MINUTE,
    db,
    cacheScope: config.SLEEPER_CACHE_SCOPE,
  });
  const mailer = createMailer(config);
  // The video store the server reads recaps from: VIDEO_DIR, or the S3 bucket workers on other machines upload to.
  const storage = createVideoStorage(videoStorageSettings(config));

  let billing: ReturnType<typeof billingDeps>;
  let google: ReturnType<typeof googleSignIn>;
  try {
    billing = billingDeps(config);
    google = googleSignIn(config);
  } catch (err) {
    refuse(err);
  }

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

  const app = createApp({ config, db, sleeper, mailer, storage, jobs, log, billing, devRoutes: options.devRoutes });
  const server = app.listen(config.PORT, config.HOST, () => {
    log.info('listening', {
      url: config.PUBLIC_URL,
      address: `${config.HOST}:${config.PORT}`,
      sleeper: config.SLEEPER_BASE_URL,
      mail: mailer.smtp ? 'smtp' : `kept (see ${new URL('/dev/inbox', config.PUBLIC_URL)})`,
      google: google.mode,
      videoStore: storage.kind,
      chat: config.CHAT_API_URL ?? 'real hosts',
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
    await options.onStop?.();
    await storage.close();
    mailer.close();
    db.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// `npm start`: the whole service on its embedded defaults.
import express from 'express';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { startReplayServer } from './sleeper/replay';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const db = openDatabase(config.databasePath);
const sleeperBaseUrl =
  config.SLEEPER_BASE_URL ?? (await startReplayServer({ world: config.SLEEPER_REPLAY_WORLD })).url;

const app = express();
app.get('/healthz', (_req, res) => {
  db.prepare('SELECT 1').get();
  res.json({ ok: true });
});
app.listen(config.PORT, config.HOST, () => {
  console.log(`Recap League on ${config.PUBLIC_URL} (Sleeper: ${sleeperBaseUrl})`);
});

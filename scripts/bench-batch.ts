// `npm run bench:batch -- --leagues N [--workers W] [--pipeline recap|card]`
// Runs a batch of N recaps of the demo world through the real queue and worker, and prints
// recaps per hour on this machine and the machines needed for 1,000 leagues by 1pm ET
// (a 6-hour window from 7am). The N jobs are distinct league-weeks: copies of the BeardHouse
// league under other ids (alternating roast levels) × its four final weeks, served by the
// Sleeper replay server, so every job fetches, writes, voices and renders its own recap.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalVideoStorage } from '../server/videos/storage';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer, WORLDS_DIR } from '../standins/sleeper-replay';
import { SqliteJobQueue } from '../server/jobs/queue';
import type { RecapPipeline } from '../server/pipeline/contract';
import { startWorker } from '../server/jobs/worker';
import { cardPipeline } from '../standins/card-pipeline';
import { loadRecapPipeline } from '../server/jobs/recap-pipeline';

const DEMO = '1390486041026113536';
const WEEKS = [1, 2, 3, 4];
const WINDOW_HOURS = 6;
const TARGET_LEAGUES = 1000;

const { values: args } = parseArgs({
  options: {
    leagues: { type: 'string', default: '4' },
    workers: { type: 'string', default: '1' },
    pipeline: { type: 'string', default: 'recap' },
    keep: { type: 'boolean', default: false },
  },
});
const n = Number(args.leagues);
const workerCount = Number(args.workers);
if (!Number.isInteger(n) || n < 1 || n > 400) throw new Error('--leagues must be an integer from 1 to 400');
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 8) throw new Error('--workers must be 1 to 8');
if (args.pipeline !== 'recap' && args.pipeline !== 'card') throw new Error('--pipeline must be recap or card');

const config = loadConfig();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-batch-'));
const copies = Math.ceil(n / WEEKS.length);
const leagueIds = Array.from({ length: copies }, (_, i) => (i === 0 ? DEMO : String(BigInt(DEMO) + BigInt(i))));

// The world: the demo league after week 4, plus copies of it under the other ids.
const worldDir = path.join(dir, 'world');
fs.cpSync(path.join(WORLDS_DIR, 'beardhouse-2026-after-week4'), worldDir, { recursive: true });
const leagueDir = path.join(worldDir, 'v1', 'league');
const base = JSON.parse(fs.readFileSync(path.join(leagueDir, `${DEMO}.json`), 'utf8')) as Record<string, unknown>;
for (const id of leagueIds.slice(1)) {
  fs.writeFileSync(path.join(leagueDir, `${id}.json`), JSON.stringify({ ...base, league_id: id }));
  fs.cpSync(path.join(leagueDir, DEMO), path.join(leagueDir, id), { recursive: true });
}

const replay = await startReplayServer({ world: worldDir });
const db = openDatabase(path.join(dir, 'bench.db'));
const client = new SleeperClient({ baseUrl: replay.url, db });
const queue = new SqliteJobQueue(db, { maxAttempts: 1 });
const pipeline: RecapPipeline = args.pipeline === 'card' ? cardPipeline : await loadRecapPipeline(config);

const { id: owner } = db.prepare(`INSERT INTO users (email) VALUES ('bench@recap.local') RETURNING id`).get() as { id: number };
let queued = 0;
leagueIds.forEach((platformId, i) => {
  const { id } = db
    .prepare(`INSERT INTO leagues (platform_league_id, owner_user_id, name, season, paid, roast_level) VALUES (?, ?, ?, '2026', 1, ?) RETURNING id`)
    .get(platformId, owner, base.name as string, i % 2 ? 'sunburn' : 'participation_trophy') as { id: number };
  for (const week of WEEKS) {
    if (queued < n) {
      queue.enqueueSync(id, '2026', week);
      queued++;
    }
  }
});

console.log(
  `bench:batch: ${n} recap(s) (${copies} league(s) × weeks ${WEEKS.join(',')}), ${workerCount} worker(s), pipeline ${args.pipeline}, ${os.cpus().length} CPU(s)`,
);
const started = performance.now();
const workers = Array.from({ length: workerCount }, () =>
  startWorker({
    queue,
    pipeline,
    client,
    storage: new LocalVideoStorage(path.join(dir, 'videos')),
    scratchDir: path.join(dir, 'videos', '.tmp'),
    leaseMs: 5 * 60_000,
    pollMs: 200,
    log: (l) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1)}s ${l}`),
  }),
);
for (;;) {
  const open = (db.prepare(`SELECT count(*) AS n FROM jobs WHERE state IN ('queued','running')`).get() as { n: number }).n;
  if (open === 0) break;
  await new Promise((r) => setTimeout(r, 500));
}
const seconds = (performance.now() - started) / 1000;
await Promise.all(workers.map((w) => w.stop()));

const done = db.prepare(`SELECT count(*) AS n, avg(duration_seconds) AS d, avg(bytes) AS b FROM videos`).get() as {
  n: number;
  d: number | null;
  b: number | null;
};
const failed = db.prepare(`SELECT id, error FROM jobs WHERE state = 'failed'`).all() as { id: number; error: string }[];
const perHour = done.n / (seconds / 3600);
const perMachineInWindow = perHour * WINDOW_HOURS;
const machines = perHour > 0 ? Math.ceil(TARGET_LEAGUES / perMachineInWindow) : Infinity;

console.log('');
console.log(`recaps made:          ${done.n} of ${n}${failed.length ? ` (${failed.length} failed: ${failed[0].error})` : ''}`);
console.log(`wall time:            ${seconds.toFixed(1)} s (${(seconds / Math.max(1, done.n)).toFixed(1)} s per recap)`);
console.log(`average video:        ${(done.d ?? 0).toFixed(1)} s, ${((done.b ?? 0) / 1e6).toFixed(1)} MB`);
console.log(`recaps per hour:      ${perHour.toFixed(1)} on this machine (${os.cpus().length} CPU, ${workerCount} worker(s))`);
console.log(
  `machines for ${TARGET_LEAGUES} leagues by 1pm ET (${WINDOW_HOURS} h from 7am): ${machines} (each makes ${Math.floor(perMachineInWindow)} in the window)`,
);

await replay.close();
db.close();
if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
else console.log(`kept: ${dir}`);
process.exit(failed.length ? 1 : 0);

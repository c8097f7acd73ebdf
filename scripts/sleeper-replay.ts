// npm run sleeper:replay -- <world> [--port 4100]
import { parseArgs } from 'node:util';
import { startReplayServer } from '../standins/sleeper-replay';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { port: { type: 'string', default: '4100' } } });
const world = positionals[0] ?? 'beardhouse-2026-after-week4';
try {
  const server = await startReplayServer({ world, port: Number(values.port) });
  console.log(`Sleeper replay of ${world} on ${server.url}  (set SLEEPER_BASE_URL=${server.url})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

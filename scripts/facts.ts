// npm run facts -- --world <world> --league <id> --week <n>
// Prints a week's RecapFacts as JSON. --world is a recorded world's name or a folder with v1/
// inside, replayed in-process; without it the live Sleeper API is read. A week that cannot be
// recapped prints its reason on one line and exits 1.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../server/sleeper/replay';
import { loadFacts } from '../server/recap/facts/facts';
import { NoRecapError } from '../server/recap/facts/schema';

const LIVE_SLEEPER = 'https://api.sleeper.app/v1';
const DEMO_LEAGUE = '1390486041026113536';

const Args = z.object({
  world: z.string().min(1).optional(),
  league: z.string().regex(/^\d+$/, 'a Sleeper league id is all digits').default(DEMO_LEAGUE),
  week: z.coerce.number({ message: '--week takes a number' }).int().min(1).max(18),
});

let replay: ReplayServer | undefined;
try {
  const { values } = parseArgs({
    options: { world: { type: 'string' }, league: { type: 'string' }, week: { type: 'string' } },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${issue.path.join('.')}: ${issue.message}  (usage: npm run facts -- --world <world> --league <id> --week <n>)`);
  }
  const args = parsed.data;
  if (args.world) replay = await startReplayServer({ world: args.world });
  const client = new SleeperClient({ baseUrl: replay?.url ?? LIVE_SLEEPER });
  const facts = await loadFacts(client, args.league, args.week);
  console.log(JSON.stringify(facts, null, 2));
} catch (err) {
  console.error(err instanceof NoRecapError ? `No recap: ${err.message}` : err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await replay?.close();
}

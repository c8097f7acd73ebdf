// The facts command (npm run facts), as a function: argv in, exit code out, text through `io`.
// --world is a recorded world's name or a folder with v1/ inside, replayed in-process; without
// it the live Sleeper API is read.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../standins/sleeper-replay';
import { loadFacts } from '../server/recap/facts/facts';
import { NoRecapError } from '../server/recap/facts/schema';
import { errorText } from '../server/error-text';

export const LIVE_SLEEPER = 'https://api.sleeper.app/v1';
const DEMO_LEAGUE = '1390486041026113536';
const USAGE = 'usage: npm run facts -- [--world <name or folder>] [--league <id>] --week <n>';

const Args = z.object({
  world: z.string().min(1).optional(),
  league: z.string().regex(/^\d+$/, 'a Sleeper league id is all digits').default(DEMO_LEAGUE),
  week: z.coerce.number({ message: '--week takes a number' }).int('--week takes a whole number').min(1).max(18),
});

export type CommandIo = { out(text: string): void; err(text: string): void };

export async function factsCommand(argv: string[], io: CommandIo): Promise<number> {
  let replay: ReplayServer | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { world: { type: 'string' }, league: { type: 'string' }, week: { type: 'string' } },
    });
    const parsed = Args.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      io.err(`--${issue.path.join('.')}: ${issue.message}  (${USAGE})`);
      return 1;
    }
    const args = parsed.data;
    if (args.world) replay = await startReplayServer({ world: args.world });
    const client = new SleeperClient({ baseUrl: replay?.url ?? LIVE_SLEEPER });
    io.out(JSON.stringify(await loadFacts(client, args.league, args.week), null, 2));
    return 0;
  } catch (err) {
    io.err(err instanceof NoRecapError ? `No recap: ${err.message}` : errorText(err));
    return 1;
  } finally {
    await replay?.close();
  }
}

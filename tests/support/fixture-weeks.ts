// Shared by the script and voice tests: real facts of the BeardHouse fixture weeks, read through
// the Sleeper client from the replay server (the same path the product takes).
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer } from '../../standins/sleeper-replay';
import { loadFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';

export const DEMO_LEAGUE = '1390486041026113536';
export const FIXTURE_WEEKS = [1, 2, 3, 4] as const;

export async function loadFixtureWeeks(): Promise<Map<number, RecapFacts>> {
  const replay = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
  try {
    const client = new SleeperClient({ baseUrl: replay.url });
    const out = new Map<number, RecapFacts>();
    for (const week of FIXTURE_WEEKS) out.set(week, await loadFacts(client, DEMO_LEAGUE, week));
    return out;
  } finally {
    await replay.close();
  }
}

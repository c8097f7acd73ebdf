// Test helpers: recorded worlds served over real HTTP, and edited copies of them in temp
// folders for quirks the recordings do not happen to contain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SleeperClient } from '../../server/sleeper/client';
import { RECORDED_LEAGUES, resolveWorld, startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';
import type { LeagueSnapshot } from '../../server/sleeper/schemas';
import { loadFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';

export const BEARDHOUSE = '1390486041026113536';
export const THE_BOYS = '1401765585515237376';

/** An edit of one file of a world: its new JSON value, computed from the old one (undefined if absent). */
export type WorldEdits = Record<string, (old: unknown) => unknown>;

/** A copy of a recorded world in a temp folder, with some answers changed. */
export function editedWorld(world: string, edits: WorldEdits): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sleeper-world-'));
  fs.cpSync(resolveWorld(world), dir, { recursive: true });
  for (const [apiPath, edit] of Object.entries(edits)) {
    const file = path.join(dir, 'v1', `${apiPath.replace(/^\/+/, '')}.json`);
    const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const value = edit(old);
    fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a replay of `world` and a client on it; small backoff so fault tests stay fast. */
export async function replayClient(
  world: string,
  opts: Partial<ConstructorParameters<typeof SleeperClient>[0]> = {},
): Promise<{ server: ReplayServer; client: SleeperClient }> {
  const server = await startReplayServer({ world });
  const client = new SleeperClient({ baseUrl: server.url, backoffMs: 5, timeoutMs: 2_000, ...opts });
  return { server, client };
}

export const CHUMBO = '1221557942864596992';
export const FSFFL = '1049056120377090048';

/** The facts of one week of a recorded world, read over HTTP like the product reads them. */
export async function worldFacts(world: string, leagueId: string, week: number): Promise<RecapFacts> {
  const { server, client } = await replayClient(world);
  try {
    return await loadFacts(client, leagueId, week);
  } finally {
    await server.close();
  }
}

/**
 * A copy of a world where the Sleeper user `userId` is also in more leagues: copies of `baseLeague`
 * (same members) under new ids and names, listed among the user's leagues of `season`.
 */
export function worldWithMoreLeagues(
  world: string,
  opts: { userId: string; baseLeague: string; season: string; leagues: { id: string; name: string }[] },
): { dir: string; remove(): void } {
  const v1 = path.join(resolveWorld(world), 'v1');
  const read = (apiPath: string) => JSON.parse(fs.readFileSync(path.join(v1, `${apiPath}.json`), 'utf8')) as Record<string, unknown>;
  const edits: WorldEdits = {
    [`user/${opts.userId}/leagues/nfl/${opts.season}`]: (old) => [
      ...((old as unknown[] | undefined) ?? []),
      ...opts.leagues.map((l) => ({ ...read(`league/${opts.baseLeague}`), league_id: l.id, name: l.name })),
    ],
  };
  for (const l of opts.leagues) {
    edits[`league/${l.id}`] = () => ({ ...read(`league/${opts.baseLeague}`), league_id: l.id, name: l.name });
    edits[`league/${l.id}/users`] = () => read(`league/${opts.baseLeague}/users`);
  }
  return editedWorld(world, edits);
}

/** A recorded answer as Sleeper sent it, read from the world's file rather than through our client: what tests check facts against. */
export function recordedAnswer<T>(world: string, apiPath: string): T {
  return JSON.parse(fs.readFileSync(path.join(resolveWorld(world), 'v1', `${apiPath.replace(/^\/+/, '')}.json`), 'utf8')) as T;
}

/** Every recorded league's last-week snapshot, fetched over HTTP once: it holds every earlier week's games and moves. */
export async function recordedSeasons(): Promise<Map<string, LeagueSnapshot>> {
  const out = new Map<string, LeagueSnapshot>();
  for (const w of RECORDED_LEAGUES.filter((l) => l.weeks.length)) {
    const { server, client } = await replayClient(w.world);
    try {
      out.set(w.world, await client.getSnapshot(w.league, Math.max(...w.weeks)));
    } finally {
      await server.close();
    }
  }
  return out;
}

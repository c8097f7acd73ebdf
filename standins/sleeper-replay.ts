// A local stand-in for api.sleeper.app: answers GET /v1/<path> from a recorded world folder
// (`<world>/v1/<path>.json`), with Sleeper's own answers for what was never recorded: `null`
// for an unknown user or league, `[]` for a week without matchups or transactions.
// Tests can inject faults (status codes, delays, broken bodies) to exercise the client. Further
// worlds may be replayed beside the first (`also`): a path the first world has no file for is
// answered from them, so another league and its members join the first world's NFL state.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LeagueSnapshot } from '../server/sleeper/schemas';

export const WORLDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/sleeper');

/** A world's name (a folder of tests/fixtures/sleeper) or the path of a folder laid out the same way. */
export function resolveWorld(world: string): string {
  const named = path.join(WORLDS_DIR, world);
  const dir = fs.existsSync(path.join(named, 'v1')) ? named : path.resolve(world);
  if (!fs.existsSync(path.join(dir, 'v1'))) {
    const known = fs.readdirSync(WORLDS_DIR).filter((f) => fs.existsSync(path.join(WORLDS_DIR, f, 'v1')));
    throw new Error(`Unknown Sleeper world "${world}": expected one of ${known.join(', ')} or a folder with a v1/ inside`);
  }
  return dir;
}

const weeks = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
/** The recorded worlds with final weeks (tests and benchmarks walk every one), and their league. */
export const RECORDED_LEAGUES = [
  { world: 'beardhouse-2026-after-week4', league: '1390486041026113536', weeks: weeks(4) },
  { world: 'fsffl-dynasty-2024-season', league: '1049056120377090048', weeks: weeks(17) },
  { world: 'chumbo-2025-week17', league: '1221557942864596992', weeks: weeks(17) },
] as const;

/** A snapshot of a later week as it was after `week`: later weeks' matchups and moves cut. */
export const snapshotThroughWeek = (s: LeagueSnapshot, week: number): LeagueSnapshot => ({
  ...s,
  matchups: Object.fromEntries(Object.entries(s.matchups).filter(([w]) => Number(w) <= week)),
  transactions: Object.fromEntries(Object.entries(s.transactions).filter(([w]) => Number(w) <= week)),
});

/**
 * The file that answers a path: the recording itself, or, when the recording is a pointer (a
 * file holding only the relative path of another world's file, as shared recordings store the
 * one players/nfl they share), the file it points to, within the worlds' folder.
 */
export function recordedFile(file: string, root: string): string | null {
  if (!fs.existsSync(file)) return null;
  if (fs.statSync(file).size > 512) return file;
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^\.{1,2}\/[^\n]*\.json$/.test(text)) return file;
  const target = path.resolve(path.dirname(file), text);
  return target.startsWith(path.dirname(root) + path.sep) && fs.existsSync(target) ? target : null;
}

export type Fault = {
  /** Matched against the request path, e.g. /v1/state/nfl. */
  path: RegExp;
  /** How many requests it applies to (then the world answers normally). Default: all. */
  times?: number;
  status?: number;
  delayMs?: number;
  body?: string;
  headers?: Record<string, string>;
};

export type ReplayServer = {
  url: string;
  /** A stable name of what is replayed, for SleeperClient's cacheScope (the port changes per run). */
  cacheScope: string;
  /** Every path requested, in order. */
  requests: string[];
  faults: Fault[];
  close(): Promise<void>;
};

export async function startReplayServer(opts: { world: string; also?: readonly string[]; port?: number; host?: string }): Promise<ReplayServer> {
  const root = resolveWorld(opts.world);
  const roots = [root, ...(opts.also ?? []).map(resolveWorld)];
  const requests: string[] = [];
  const faults: Fault[] = [];

  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/\/+$/, '');
    requests.push(urlPath);
    const fault = faults.find((f) => f.path.test(urlPath) && (f.times === undefined || f.times > 0));
    if (fault) {
      if (fault.times !== undefined) fault.times--;
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(fault.status ?? 200, { 'content-type': 'application/json', ...fault.headers });
        res.end(fault.body ?? (fault.status && fault.status >= 400 ? '{"error":"fault"}' : 'null'));
      };
      return void (fault.delayMs ? setTimeout(answer, fault.delayMs) : answer());
    }
    if (req.method !== 'GET' || !urlPath.startsWith('/v1/')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('Not Found');
    }
    const files = roots.map((r) => ({ r, file: path.join(r, `${urlPath}.json`) }));
    if (files.some(({ r, file }) => !file.startsWith(r + path.sep))) {
      res.writeHead(400);
      return void res.end();
    }
    res.setHeader('content-type', 'application/json; charset=utf-8');
    const recorded = files.reduce<string | null>((found, { r, file }) => found ?? recordedFile(file, r), null);
    if (recorded) return void fs.createReadStream(recorded).pipe(res);
    // Sleeper answers 200 for what it does not have: [] for lists of a week, null otherwise.
    res.end(/\/(matchups|transactions)\/\d+$|\/leagues\/nfl\/\d+$/.test(urlPath) ? '[]' : 'null');
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    cacheScope: `replay:${roots.join('+')}`,
    requests,
    faults,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

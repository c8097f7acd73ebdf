// The replay server answers like Sleeper: recorded files, 200 null for unknown users and
// leagues, [] for weeks without data; faults apply as many times as asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordedFile, resolveWorld, startReplayServer, WORLDS_DIR, type ReplayServer } from '../../standins/sleeper-replay';
import { BEARDHOUSE } from '../support/sleeper-test-worlds';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer({ world: 'beardhouse-2026-after-week4' });
});
afterAll(() => server.close());

const get = async (p: string) => {
  const res = await fetch(`${server.url.replace(/\/v1$/, '')}${p}`);
  return { status: res.status, text: await res.text() };
};

describe('replay server', () => {
  it('serves recorded answers and Sleeper’s answers for what was never recorded', async () => {
    expect(JSON.parse((await get('/v1/state/nfl')).text)).toMatchObject({ week: 5, season: '2026' });
    expect(await get('/v1/user/nobody-here')).toEqual({ status: 200, text: 'null' });
    expect(await get('/v1/league/42')).toEqual({ status: 200, text: 'null' });
    expect(await get(`/v1/league/${BEARDHOUSE}/matchups/12`)).toEqual({ status: 200, text: '[]' });
    expect(await get(`/v1/league/${BEARDHOUSE}/transactions/12`)).toEqual({ status: 200, text: '[]' });
    expect(await get('/v1/user/1/leagues/nfl/2026')).toEqual({ status: 200, text: '[]' });
    expect((await get('/elsewhere')).status).toBe(404);
    // An encoded ../ survives URL normalisation; the server must still refuse to leave the world.
    expect(await get('/v1/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd')).toEqual({ status: 400, text: '' });
    expect(server.requests).toContain('/v1/state/nfl');
  });

  it('applies a fault only as many times as asked', async () => {
    server.faults.push({ path: /\/state\/nfl$/, times: 2, status: 500 });
    expect((await get('/v1/state/nfl')).status).toBe(500);
    expect((await get('/v1/state/nfl')).status).toBe(500);
    expect((await get('/v1/state/nfl')).status).toBe(200);
  });

  it("follows a recording that points at another world's file (the shared players/nfl), and nothing outside the worlds", async () => {
    const chumbo = await startReplayServer({ world: 'chumbo-2025-week17' });
    try {
      const players = (await (await fetch(`${chumbo.url}/players/nfl`)).json()) as Record<string, unknown>;
      const beardhouse = JSON.parse(fs.readFileSync(path.join(WORLDS_DIR, 'beardhouse-2026-after-week4/v1/players/nfl.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(Object.keys(players)).toEqual(Object.keys(beardhouse));
    } finally {
      await chumbo.close();
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pointer-'));
    try {
      // worlds/w points at worlds/other (served) and at a file beside the worlds' folder (refused).
      const world = path.join(dir, 'worlds', 'w');
      fs.mkdirSync(path.join(world, 'v1'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'worlds', 'other'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'worlds', 'other', 'x.json'), '{"ok":true}');
      fs.writeFileSync(path.join(dir, 'outside.json'), '{"secret":true}');
      fs.writeFileSync(path.join(world, 'v1', 'in.json'), '../../other/x.json');
      fs.writeFileSync(path.join(world, 'v1', 'out.json'), '../../../outside.json');
      expect(recordedFile(path.join(world, 'v1', 'in.json'), world)).toBe(path.join(dir, 'worlds', 'other', 'x.json'));
      expect(recordedFile(path.join(world, 'v1', 'out.json'), world)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a world by name or by folder, and names the known worlds otherwise', () => {
    expect(resolveWorld('the-boys-2026-preseason')).toBe(`${WORLDS_DIR}/the-boys-2026-preseason`);
    expect(resolveWorld(`${WORLDS_DIR}/the-boys-2026-preseason`)).toBe(`${WORLDS_DIR}/the-boys-2026-preseason`);
    expect(() => resolveWorld('atlantis')).toThrow(/^Unknown Sleeper world "atlantis": expected one of .*the-boys-2026-preseason/);
  });
});

// The replay server answers like Sleeper: recorded files, 200 null for unknown users and
// leagues, [] for weeks without data; faults apply as many times as asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWorld, startReplayServer, WORLDS_DIR, type ReplayServer } from '../server/sleeper/replay';
import { BEARDHOUSE } from './sleeper-test-worlds';

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

  it('takes a world by name or by folder, and names the known worlds otherwise', () => {
    expect(resolveWorld('the-boys-2026-preseason')).toBe(`${WORLDS_DIR}/the-boys-2026-preseason`);
    expect(resolveWorld(`${WORLDS_DIR}/the-boys-2026-preseason`)).toBe(`${WORLDS_DIR}/the-boys-2026-preseason`);
    expect(() => resolveWorld('atlantis')).toThrow(/^Unknown Sleeper world "atlantis": expected one of .*the-boys-2026-preseason/);
  });
});

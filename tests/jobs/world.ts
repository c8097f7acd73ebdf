// A temp Sleeper world: the BeardHouse league after week 4 plus copies of it under other ids.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORLDS_DIR } from '../../standins/sleeper-replay';

export const BEARDHOUSE = '1390486041026113536';

export function worldWithCopies(ids: string[]): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'world-'));
  fs.cpSync(path.join(WORLDS_DIR, 'beardhouse-2026-after-week4'), dir, { recursive: true });
  const leagueDir = path.join(dir, 'v1', 'league');
  const base = JSON.parse(fs.readFileSync(path.join(leagueDir, `${BEARDHOUSE}.json`), 'utf8')) as Record<string, unknown>;
  ids.forEach((id, i) => {
    fs.writeFileSync(path.join(leagueDir, `${id}.json`), JSON.stringify({ ...base, league_id: id, name: `Copy League ${i + 1}` }));
    fs.cpSync(path.join(leagueDir, BEARDHOUSE), path.join(leagueDir, id), { recursive: true });
  });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

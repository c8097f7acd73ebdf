// npm run facts: the command in-process for its cases, and once as a real child process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsCommand } from '../../scripts/facts-command';
import { RecapFacts } from '../../server/recap/facts/schema';
import { WORLDS_DIR } from '../../standins/sleeper-replay';
import { BEARDHOUSE, THE_BOYS } from '../support/sleeper-test-worlds';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await factsCommand(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('npm run facts', () => {
  it('prints the facts of a week as JSON, from a world name or a world folder', async () => {
    const byName = await run('--world', 'beardhouse-2026-after-week2', '--league', BEARDHOUSE, '--week', '2');
    expect(byName.code).toBe(0);
    const week2 = RecapFacts.parse(JSON.parse(byName.stdout));
    expect(week2).toMatchObject({ week: 2, highest: { rosterId: 1, points: 175.14 }, closest: { matchupId: 5, margin: 6.64 } });
    const byPath = await run('--world', path.join(WORLDS_DIR, 'beardhouse-2026-after-week1'), '--week', '1');
    expect(byPath.code).toBe(0);
    expect(RecapFacts.parse(JSON.parse(byPath.stdout)).blowout).toMatchObject({ winner: 10, margin: 60.3 });
  });

  it('says what is wrong with the arguments on one line', async () => {
    const badWeek = await run('--world', 'beardhouse-2026-after-week2', '--week', 'two');
    expect(badWeek).toMatchObject({ code: 1, stdout: '' });
    expect(badWeek.stderr).toMatch(/^--week: --week takes a number/);
    const noWeek = await run('--world', 'beardhouse-2026-after-week2');
    expect(noWeek.stderr).toMatch(/^--week: /);
    const badWorld = await run('--world', 'no-such-world', '--week', '1');
    expect(badWorld.code).toBe(1);
    expect(badWorld.stderr).toMatch(/^Unknown Sleeper world "no-such-world": expected one of .*beardhouse-2026-after-week4/);
    expect((await run('--week', '1', '--bogus')).stderr).toMatch(/bogus/);
  });

  it('as a process: prints the reason on one line and exits 1 when there is no recap', async () => {
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/facts.ts', '--world', 'the-boys-2026-preseason', '--league', THE_BOYS, '--week', '1'],
        { cwd: path.resolve(__dirname, '../..') },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No recap: no finished week: The Boys has nothing final in 2026 (the season has not started)\n',
    });
  });
});

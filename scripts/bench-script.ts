// npm run bench:script [-- --verbose]
// The script writer measured on every final week of every recorded world at both offered
// levels: the share of joke sentences carrying a fact of the week, sentences repeated within a
// script, and lines wrong for the moment (server/recap/script/stats.ts). Prints one row per world
// and the totals; --verbose lists every repeat and violation.
import { parseArgs } from 'node:util';
import { weeklyFacts } from '../server/recap/facts/facts';
import { writeScript } from '../server/recap/script/index';
import { scriptStats } from '../server/recap/script/stats';
import type { OfferedLevel } from '../server/recap/script/schema';
import { SleeperClient } from '../server/sleeper/client';
import { startReplayServer } from '../server/sleeper/replay';
import type { LeagueSnapshot } from '../server/sleeper/schemas';

export const RECORDED_WORLDS = [
  { world: 'beardhouse-2026-after-week4', league: '1390486041026113536', weeks: [1, 2, 3, 4] },
  { world: 'fsffl-dynasty-2024-season', league: '1049056120377090048', weeks: Array.from({ length: 17 }, (_, i) => i + 1) },
  { world: 'chumbo-2025-week17', league: '1221557942864596992', weeks: Array.from({ length: 17 }, (_, i) => i + 1) },
];
const LEVELS: OfferedLevel[] = ['participation_trophy', 'sunburn'];

/** The snapshot as it was after `week`: later weeks' matchups cut. */
const atWeek = (s: LeagueSnapshot, week: number): LeagueSnapshot => ({
  ...s,
  matchups: Object.fromEntries(Object.entries(s.matchups).filter(([w]) => Number(w) <= week)),
});

const { values } = parseArgs({ options: { verbose: { type: 'boolean' } } });
const total = { scripts: 0, jokes: 0, withFact: 0, repeats: 0, violations: 0 };
console.log('world                          scripts  joke sentences  with a fact  repeats  violations');
for (const w of RECORDED_WORLDS) {
  const replay = await startReplayServer({ world: w.world });
  const row = { scripts: 0, jokes: 0, withFact: 0, repeats: 0, violations: 0 };
  try {
    const snapshot = await new SleeperClient({ baseUrl: replay.url }).getSnapshot(w.league, Math.max(...w.weeks));
    for (const week of w.weeks) {
      const facts = weeklyFacts(atWeek(snapshot, week), week);
      for (const level of LEVELS) {
        const stats = scriptStats(await writeScript(facts, { level }), facts);
        row.scripts++;
        row.jokes += stats.jokeSentences;
        row.withFact += stats.withFact;
        row.repeats += stats.repeats.length;
        row.violations += stats.violations.length;
        if (values.verbose) for (const line of [...stats.repeats.map((r) => `repeat: ${r}`), ...stats.violations]) console.log(`  week ${week} ${level}: ${line}`);
      }
    }
  } finally {
    await replay.close();
  }
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
  console.log(`${w.world.padEnd(30)} ${String(row.scripts).padStart(7)}  ${String(row.jokes).padStart(14)}  ${pct(row.withFact, row.jokes).padStart(11)}  ${String(row.repeats).padStart(7)}  ${String(row.violations).padStart(10)}`);
}
console.log(`${'all'.padEnd(30)} ${String(total.scripts).padStart(7)}  ${String(total.jokes).padStart(14)}  ${pct(total.withFact, total.jokes).padStart(11)}  ${String(total.repeats).padStart(7)}  ${String(total.violations).padStart(10)}`);

function pct(a: number, b: number): string {
  return `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
}

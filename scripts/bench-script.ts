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
import { RECORDED_LEAGUES, snapshotThroughWeek, startReplayServer } from '../server/sleeper/replay';

const LEVELS: OfferedLevel[] = ['participation_trophy', 'sunburn'];

const { values } = parseArgs({ options: { verbose: { type: 'boolean' } } });
const total = { scripts: 0, jokes: 0, withFact: 0, repeats: 0, violations: 0 };
console.log('world                          scripts  joke sentences  with a fact  repeats  violations');
for (const w of RECORDED_LEAGUES) {
  const replay = await startReplayServer({ world: w.world });
  const row = { scripts: 0, jokes: 0, withFact: 0, repeats: 0, violations: 0 };
  try {
    const snapshot = await new SleeperClient({ baseUrl: replay.url }).getSnapshot(w.league, Math.max(...w.weeks));
    for (const week of w.weeks) {
      const facts = weeklyFacts(snapshotThroughWeek(snapshot, week), week);
      for (const level of LEVELS) {
        const stats = scriptStats(await writeScript(facts, { level }), facts);
        row.scripts++;
        row.jokes += stats.jokeSentences;
        row.withFact += stats.withFact;
        row.repeats += stats.repeats.length;
        row.violations += stats.violations.length;
        if (values.verbose)
          for (const line of [...stats.repeats.map((r) => `repeat: ${r}`), ...stats.violations]) console.log(`  week ${week} ${level}: ${line}`);
      }
    }
  } finally {
    await replay.close();
  }
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
  console.log(
    `${w.world.padEnd(30)} ${String(row.scripts).padStart(7)}  ${String(row.jokes).padStart(14)}  ${pct(row.withFact, row.jokes).padStart(11)}  ${String(row.repeats).padStart(7)}  ${String(row.violations).padStart(10)}`,
  );
}
console.log(
  `${'all'.padEnd(30)} ${String(total.scripts).padStart(7)}  ${String(total.jokes).padStart(14)}  ${pct(total.withFact, total.jokes).padStart(11)}  ${String(total.repeats).padStart(7)}  ${String(total.violations).padStart(10)}`,
);

function pct(a: number, b: number): string {
  return `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
}

// npm run bench:script [-- --verbose]
// The script writer measured on every week of every recorded world at both offered levels,
// written week after week as a league would hear them (each week given the last 3 weeks' lines):
// spoken length, sentences repeated within a script, lines wrong for the moment
// (server/recap/script/stats.ts), and how often a joke shape comes back within 4 weeks.
// Whether the jokes are funny is judged by reading (docs/script-and-voice.md), not here.
import { parseArgs } from 'node:util';
import { weeklyFacts } from '../server/recap/facts/facts';
import { writeScript } from '../server/recap/script/index';
import { scriptStats } from '../server/recap/script/stats';
import { estimateSeconds } from '../server/recap/script/size';
import { shapesIn } from '../server/recap/script/shapes';
import type { OfferedLevel } from '../src/vocabulary';
import { SleeperClient } from '../server/sleeper/client';
import { RECORDED_LEAGUES, snapshotThroughWeek, startReplayServer } from '../standins/sleeper-replay';

const LEVELS: OfferedLevel[] = ['participation_trophy', 'sunburn'];

const { values } = parseArgs({ options: { verbose: { type: 'boolean' } } });
console.log('world                          scripts  seconds (min/median/max)  repeats  violations  shapes  back within 4 weeks');
const all = { scripts: 0, seconds: [] as number[], repeats: 0, violations: 0, shapes: 0, back: 0 };
for (const w of RECORDED_LEAGUES.filter((l) => l.weeks.length)) {
  const replay = await startReplayServer({ world: w.world });
  const row = { scripts: 0, seconds: [] as number[], repeats: 0, violations: 0, shapes: 0, back: 0 };
  try {
    const snapshot = await new SleeperClient({ baseUrl: replay.url }).getSnapshot(w.league, Math.max(...w.weeks));
    for (const level of LEVELS) {
      const recent: { lines: string[]; shapes: string[] }[] = [];
      for (const week of w.weeks) {
        const facts = weeklyFacts(snapshotThroughWeek(snapshot, week), week);
        const script = await writeScript(facts, { level, previousLines: recent.flatMap((r) => r.lines) });
        const stats = scriptStats(script, facts);
        const shapes = shapesIn(script.segments.map((s) => s.text).join(' '), level === 'sunburn' ? 'sunburn' : 'participation_trophy');
        const back = shapes.filter((id) => recent.some((r) => r.shapes.includes(id)));
        row.scripts++;
        row.seconds.push(estimateSeconds(script));
        row.repeats += stats.repeats.length;
        row.violations += stats.violations.length;
        row.shapes += shapes.length;
        row.back += back.length;
        if (values.verbose)
          for (const line of [...stats.repeats.map((r) => `repeat: ${r}`), ...stats.violations, ...back.map((b) => `shape back: ${b}`)])
            console.log(`  week ${week} ${level}: ${line}`);
        recent.push({ lines: script.segments.map((s) => s.text), shapes });
        if (recent.length > 3) recent.shift();
      }
    }
  } finally {
    await replay.close();
  }
  print(w.world, row);
  all.scripts += row.scripts;
  all.seconds.push(...row.seconds);
  all.repeats += row.repeats;
  all.violations += row.violations;
  all.shapes += row.shapes;
  all.back += row.back;
}
print('all', all);

function print(name: string, r: typeof all) {
  const s = [...r.seconds].sort((a, b) => a - b);
  const secs = `${Math.round(s[0])} / ${Math.round(s[Math.floor(s.length / 2)])} / ${Math.round(s[s.length - 1])}`;
  console.log(
    `${name.padEnd(30)} ${String(r.scripts).padStart(7)}  ${secs.padStart(24)}  ${String(r.repeats).padStart(7)}  ${String(r.violations).padStart(10)}  ${String(r.shapes).padStart(6)}  ${`${r.back} (${((100 * r.back) / Math.max(1, r.shapes)).toFixed(1)}%)`.padStart(19)}`,
  );
}

// npm run taste:scripts -- [--out dir] [--writer template|openai]
// Writes the scripts a fresh reader scores (docs/script-and-voice.md, "Judged by reading"): four
// recorded league-weeks × both levels, as plain text (segment ids, spoken text, on-screen lines,
// the level at the top), each written after the league's earlier weeks, as production writes it. One league is re-skinned with the names zoo's slogans, causes, phrases
// and crude names, so name safety is read too.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { weeklyFacts } from '../server/recap/facts/facts';
import { writeScript } from '../server/recap/script/index';
import { estimateSeconds } from '../server/recap/script/size';
import type { OfferedLevel } from '../src/vocabulary';
import { SleeperClient } from '../server/sleeper/client';
import { RECORDED_LEAGUES, snapshotThroughWeek, startReplayServer, WORLDS_DIR } from '../standins/sleeper-replay';
import type { LeagueSnapshot } from '../server/sleeper/schemas';

/** The weeks read: a regular week of the demo, a championship, an early week, and a re-skinned mid-season week. */
export const TASTE_WEEKS = [
  { world: 'beardhouse-2026-after-week4', week: 4, reskin: false },
  { world: 'chumbo-2025-week17', week: 17, reskin: false },
  { world: 'fsffl-dynasty-2024-season', week: 2, reskin: false },
  { world: 'chumbo-2025-week17', week: 9, reskin: true },
] as const;

type Zoo = { team_names: { name: string; kind: string; class?: string }[] };

/** The league's teams renamed with the zoo's names that read as words (slogans, causes, phrases, crude). */
function reskin(s: LeagueSnapshot): LeagueSnapshot {
  const zoo = JSON.parse(fs.readFileSync(path.join(WORLDS_DIR, 'names-zoo.json'), 'utf8')) as Zoo;
  const wordy = zoo.team_names.filter((t) => t.class && t.class !== 'plain').map((t) => t.name);
  return {
    ...s,
    users: s.users.map((u, i) => ({ ...u, metadata: { ...(u.metadata ?? {}), team_name: wordy[(i * 3) % wordy.length] ?? u.metadata?.team_name } })),
  };
}

const { values } = parseArgs({ options: { out: { type: 'string' }, writer: { type: 'string' } } });
const out = path.resolve(values.out ?? 'data/taste');
fs.mkdirSync(out, { recursive: true });
const levels: OfferedLevel[] = ['participation_trophy', 'sunburn'];
for (const w of TASTE_WEEKS) {
  const league = RECORDED_LEAGUES.find((l) => l.world === w.world)!.league;
  const replay = await startReplayServer({ world: w.world });
  try {
    const client = new SleeperClient({ baseUrl: replay.url });
    const full = await client.getSnapshot(league, w.week);
    const cut = (week: number) => (w.reskin ? reskin(snapshotThroughWeek(full, week)) : snapshotThroughWeek(full, week));
    const facts = weeklyFacts(cut(w.week), w.week);
    for (const level of levels) {
      // As in production, the league has heard its earlier recaps this season (written here, newest first).
      const season: string[][] = [];
      for (let week = 1; week < w.week; week++) {
        const earlier = await writeScript(weeklyFacts(cut(week), week), { level, previousLines: season.slice(0, 4).flat(), seasonLines: season.flat() });
        season.unshift(earlier.segments.map((s) => s.text));
      }
      const script = await writeScript(facts, {
        level,
        writer: values.writer === 'openai' ? 'openai' : 'template',
        previousLines: season.slice(0, 4).flat(),
        seasonLines: season.flat(),
      });
      const text = [
        `roast level: ${level}`,
        `league: ${facts.leagueName.trim()}, ${facts.season} week ${facts.week}`,
        '',
        ...script.segments.flatMap((s) => [`[${s.id}]`, s.text, `on screen: ${s.captions.join(' | ')}`, '']),
      ].join('\n');
      const file = path.join(out, `${w.world}-w${w.week}${w.reskin ? '-renamed' : ''}-${level}.txt`);
      fs.writeFileSync(file, text);
      console.log(`${file} (${Math.round(estimateSeconds(script))} s)`);
    }
  } finally {
    await replay.close();
  }
}

// npx tsx scripts/sleeper-rewind.ts --world <world> --league <id> --week <n> --season <yyyy> --out <folder>
//
// A recorded league as it stood after week n, re-dated to another season: how the sign-up league
// of `npm start` (tests/fixtures/sleeper/chumbo-2026-after-week4) was made from a whole recorded
// season. What did not change is a pointer to the recording (users, matchups and transactions of
// weeks 1..n, users' own files); what did is written out: the league (season, in season, scored
// through week n, no brackets yet), the rosters (W-L-T, points and record counted from weeks
// 1..n) and each member's league list of the new season. No state/nfl or players/nfl: the world it
// is replayed beside answers those.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveWorld } from '../standins/sleeper-replay';

type Json = Record<string, unknown>;
type MatchupRow = { roster_id: number; matchup_id: number | null; points: number | null; custom_points: number | null };

const { values } = parseArgs({
  options: { world: { type: 'string' }, league: { type: 'string' }, week: { type: 'string' }, season: { type: 'string' }, out: { type: 'string' } },
});
if (!values.world || !values.league || !values.week || !values.season || !values.out) {
  console.error('usage: --world <world> --league <id> --week <n> --season <yyyy> --out <folder>');
  process.exit(1);
}
const root = resolveWorld(values.world);
const leagueId = values.league;
const lastWeek = Number(values.week);
const out = path.resolve(values.out);
const src = (p: string) => path.join(root, 'v1', `${p}.json`);
const dst = (p: string) => path.join(out, 'v1', `${p}.json`);
const read = (p: string) => JSON.parse(fs.readFileSync(src(p), 'utf8')) as unknown;

function write(p: string, value: unknown) {
  fs.mkdirSync(path.dirname(dst(p)), { recursive: true });
  fs.writeFileSync(dst(p), `${JSON.stringify(value, null, 2)}\n`);
}

/** A pointer file: the recording's path relative to the pointer (standins/sleeper-replay.ts follows it). */
function point(p: string) {
  fs.mkdirSync(path.dirname(dst(p)), { recursive: true });
  fs.writeFileSync(dst(p), `${path.relative(path.dirname(dst(p)), src(p))}\n`);
}

fs.rmSync(out, { recursive: true, force: true });
const weeks = Array.from({ length: lastWeek }, (_, i) => i + 1);
for (const w of weeks) {
  point(`league/${leagueId}/matchups/${w}`);
  if (fs.existsSync(src(`league/${leagueId}/transactions/${w}`))) point(`league/${leagueId}/transactions/${w}`);
}
point(`league/${leagueId}/users`);

const league = read(`league/${leagueId}`) as Json & { settings: Json; metadata?: Json | null };
const { latest_league_winner_roster_id: _winner, ...metadata } = league.metadata ?? {};
const rewound = {
  ...league,
  season: values.season,
  status: 'in_season',
  // Brackets exist only once the playoffs are set.
  bracket_id: null,
  loser_bracket_id: null,
  metadata,
  settings: { ...league.settings, last_scored_leg: lastWeek, leg: lastWeek + 1, last_report: lastWeek },
};
write(`league/${leagueId}`, rewound);

// Rosters: what Sleeper's settings say after the weeks kept, counted from those weeks' games.
const games = weeks.map((w) => read(`league/${leagueId}/matchups/${w}`) as MatchupRow[]);
const score = (m: MatchupRow) => m.custom_points ?? m.points ?? 0;
const split = (total: number) => {
  const cents = Math.round(total * 100);
  return [Math.floor(cents / 100), cents % 100] as const;
};
const rosters = (read(`league/${leagueId}/rosters`) as (Json & { roster_id: number; settings: Json; metadata?: Json | null })[]).map((roster) => {
  let pointsFor = 0;
  let pointsAgainst = 0;
  let record = '';
  for (const week of games) {
    const mine = week.find((m) => m.roster_id === roster.roster_id);
    if (!mine || mine.matchup_id === null) continue;
    const them = week.find((m) => m.matchup_id === mine.matchup_id && m.roster_id !== mine.roster_id);
    pointsFor += score(mine);
    if (!them) continue;
    pointsAgainst += score(them);
    record += score(mine) > score(them) ? 'W' : score(mine) < score(them) ? 'L' : 'T';
  }
  const streakLetter = record.at(-1) ?? '';
  const streakLength = streakLetter ? record.length - record.replace(new RegExp(`${streakLetter}+$`), '').length : 0;
  const [fpts, fptsDecimal] = split(pointsFor);
  const [against, againstDecimal] = split(pointsAgainst);
  const { ppts: _ppts, ppts_decimal: _pptsDecimal, ...settings } = roster.settings;
  return {
    ...roster,
    settings: {
      ...settings,
      wins: [...record].filter((r) => r === 'W').length,
      losses: [...record].filter((r) => r === 'L').length,
      ties: [...record].filter((r) => r === 'T').length,
      fpts,
      fpts_decimal: fptsDecimal,
      fpts_against: against,
      fpts_against_decimal: againstDecimal,
    },
    metadata: { ...roster.metadata, record, streak: streakLength ? `${streakLength}${streakLetter}` : null },
  };
});
write(`league/${leagueId}/rosters`, rosters);

// Each member: their user files as recorded, and the new season's league list.
const users = read(`league/${leagueId}/users`) as { user_id: string }[];
const byUsername = fs
  .readdirSync(path.join(root, 'v1', 'user'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
for (const name of byUsername) {
  const user = read(`user/${name}`) as { user_id?: string } | null;
  if (user?.user_id && users.some((u) => u.user_id === user.user_id)) point(`user/${name}`);
}
for (const { user_id } of users) write(`user/${user_id}/leagues/nfl/${values.season}`, [rewound]);
console.log(`wrote ${out}: ${league.name as string} as a ${values.season} league after week ${lastWeek}, ${rosters.length} rosters, ${users.length} members`);

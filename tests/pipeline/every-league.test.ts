// Every real league gets a true recap: each recorded world, as recorded and re-skinned with the
// names zoo (symbols, emoji only, profanity behind symbols, CJK, right-to-left, empty, duplicate,
// markup, 64 characters...), makes a script at both offered levels for every final week. Nobody
// goes unroasted, no bare player id is said or shown, profane names are masked on screen and
// bleeped in the voice, and the season's phase is told right.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';
import { writeScript } from '../../server/recap/script/index';
import { roastCounts } from '../../server/recap/script/audit/fairness';
import type { RecapScript } from '../../server/recap/script/schema';
import type { OfferedLevel } from '../../src/vocabulary';
import type { LeagueSnapshot } from '../../server/sleeper/schemas';
import { voiceScript } from '../../server/recap/voice/index';
import { BLEEP } from '../../server/recap/name-forms';
import { classifyName } from '../../server/recap/script/name-safety';
import { leagueVoices } from '../../server/recap/script/team-voice';
import { escapeRe } from '../../server/recap/script/names';
import { scriptStats } from '../../server/recap/script/stats';
import { estimateSeconds } from '../../server/recap/script/size';
import { earNumber, sentences } from '../../server/recap/script/speech';
import { findAngles } from '../../server/recap/script/angles';
import { recordedSeasons } from '../support/sleeper-test-worlds';
import { RECORDED_LEAGUES, snapshotThroughWeek, WORLDS_DIR } from '../../standins/sleeper-replay';
import os from 'node:os';

const zoo = JSON.parse(fs.readFileSync(path.join(WORLDS_DIR, 'names-zoo.json'), 'utf8')) as {
  team_names: { name: string; kind: string }[];
  display_names: string[];
};
// The duplicate is meant to be used twice in one league.
const TEAM_NAMES = zoo.team_names.flatMap((t) => (t.kind.startsWith('duplicate') ? [t.name, t.name] : [t.name]));
// Three re-skins start a third of the list apart, so the league's 10-12 teams (shifted a name a week) reach every name.
const SKIN_OFFSETS = [0, 1, 2].map((k) => Math.round((k * TEAM_NAMES.length) / 3));
const LEVELS: OfferedLevel[] = ['participation_trophy', 'sunburn'];

const WORLDS = RECORDED_LEAGUES;

/** The league's users with zoo names: team names shifted by `offset` so every name lands somewhere. */
function reskin(snapshot: LeagueSnapshot, offset: number): LeagueSnapshot {
  const users = snapshot.users.map((u, i) => ({
    ...u,
    display_name: zoo.display_names[(i + offset) % zoo.display_names.length],
    metadata: { ...(u.metadata ?? {}), team_name: TEAM_NAMES[(i + offset) % TEAM_NAMES.length] },
  }));
  return { ...snapshot, users };
}

let snapshots = new Map<string, LeagueSnapshot>();
beforeAll(async () => {
  snapshots = await recordedSeasons();
}, 60_000);

function playerIds(s: LeagueSnapshot, week: number): string[] {
  return [...new Set((s.matchups[week] ?? []).flatMap((m) => m.players))].filter((id) => /^\d{3,}$/.test(id));
}

function check(facts: RecapFacts, script: RecapScript, ids: string[], { plainGames = false } = {}): string[] {
  const problems: string[] = [];
  const counts = roastCounts(script, facts);
  for (const t of facts.teams) if (!counts.get(t.rosterId)) problems.push(`${t.teamName} is not roasted`);
  // The cold open's tease is paid off in its game: that game is never cut to its bare result.
  const tease = script.segments.find((s) => s.kind === 'cold_open')?.refs.matchupId;
  const payoff = script.segments.find((s) => s.kind === 'matchup' && s.refs.matchupId === tease);
  // Said plainly: one sentence, the result and nothing after it; a report its story joins ("…, 123 to 117, with…") is not plain.
  const plain = (text: string) => sentences(text).length < 2 && !/\d to [\d.]+, (?!over )/.test(text);
  if (payoff && plain(payoff.text)) problems.push(`${payoff.id}: the cold open's game said plainly: "${payoff.text}"`);
  // A long week tells its smaller games by one short beat before any game is cut to its bare result: every game keeps a joke.
  for (const s of plainGames ? [] : script.segments.filter((x) => x.kind === 'matchup' && plain(x.text)))
    problems.push(`${s.id}: a game said plainly: "${s.text}"`);
  for (const s of script.segments) {
    // Sentences a person would say: no doubled commas (nor "…was X, kraken's team,."), and a fragment ("A 27-point win") never takes a verb.
    if (/,\s*[,.!?]/.test(s.text)) problems.push(`${s.id}: a comma before a comma or a sentence's end in "${s.text}"`);
    if (/(?:^|[.!?] )An? [\d.]+-point (?:win|loss), and (?:is|has|was|will|would|gets|got|took|made|did|can)\b/.test(s.text))
      problems.push(`${s.id}: a fragment with a verb and no subject in "${s.text}"`);
    // A game says a name opening on a bleep at most twice when its manager can take the jokes: three times in four
    // sentences is the narrator swearing at them.
    for (const t of facts.teams.filter((x) => x.spokenName.startsWith(`${BLEEP} `) && classifyName(x.spokenManager, x.spokenManager) === 'plain'))
      if (s.kind === 'matchup' && s.text.split(t.spokenName).length > 3) problems.push(`${s.id}: "${t.spokenName}" said 3 times in "${s.text}"`);
    // Two names that read as phrases in one sentence are word salad ("the team called at me next time outscored the team called idk").
    const phrases = facts.teams.filter((t) => classifyName(t.teamName, t.spokenName) === 'phrase').map((t) => t.spokenName);
    for (const x of s.kind === 'matchup' ? sentences(s.text) : [])
      if (phrases.filter((n) => new RegExp(`(?:called|team) ${escapeRe(n)}\\b`, 'i').test(x)).length > 1) problems.push(`${s.id}: two phrase names in "${x}"`);
    // A sentence that opens on the team the one before opened on says "they": "Kraken K3V lost to
    // Crown N Cubes, 109 to 125. Kraken K3V lost with…" is a machine reading a list. Not after a
    // sentence that ends on another clause ("X put up 93, and Y answered with 89."): "they" would be Y.
    if (s.kind === 'matchup') {
      const said = sentences(s.text).map((x) => x.replace(/^[^:]{1,30}: /, ''));
      for (const [i, x] of said.entries())
        for (const t of facts.teams)
          if (
            i > 0 &&
            [x, said[i - 1]].every((y) => y.startsWith(`${t.spokenName} `) && !y.startsWith(`${t.spokenName} and `)) &&
            !facts.teams.some((o) => o !== t && said[i - 1].includes(`, and ${o.spokenName}`))
          )
            problems.push(`${s.id}: two sentences open on "${t.spokenName}" in "${s.text}"`);
    }
    // A game's score is said once: "…answered with 89. Ryan scored 89" is a machine reading it
    // twice. A season record says it again as the record.
    const game = s.kind === 'matchup' ? facts.matchups.find((m) => m.matchupId === s.refs.matchupId) : undefined;
    for (const pts of game ? [game.score1, game.score2] : []) {
      const at = new RegExp(`(?<![\\d.])${earNumber(pts)}(?![\\d.])`);
      // A number inside a team's name ("100 percent That Bijan") is the name, not the score.
      const said = sentences(s.text).map((x) => facts.teams.reduce((y, t) => y.split(t.spokenName).join(''), x));
      const first = said.findIndex((x) => at.test(x));
      const again = said.slice(first + 1).find((x) => at.test(x) && !/\bseason\b/.test(x));
      if (first >= 0 && again) problems.push(`${s.id}: the score ${earNumber(pts)} said again in "${again}" (${s.text})`);
    }
    // One player, one story a segment: "or really to Jalen Hurts, who scored 25… Hurts showed up with 25" told him twice.
    if (s.kind === 'matchup')
      for (const pl of facts.lineups.flatMap((l) => l.starters).filter((x) => x.points >= 10)) {
        const surname = pl.name.split(' ').pop()!;
        const told = sentences(s.text).filter((x) => x.includes(surname) && new RegExp(`\\b${earNumber(pl.points)}\\b`).test(x));
        if (told.length > 1) problems.push(`${s.id}: ${pl.name}'s ${earNumber(pl.points)} told twice in "${s.text}"`);
      }
    for (const text of [s.text, ...s.captions]) {
      for (const id of ids) if (new RegExp(`(?<![\\d.])${id}(?![\\d.])`).test(text)) problems.push(`${s.id}: bare player id ${id} in "${text}"`);
    }
    for (const t of facts.teams.filter((x) => x.profaneName)) {
      // On screen only the masked form; in the voice "bleep" where the name is said.
      if (s.captions.some((c) => c.includes(t.teamName) && t.teamName !== t.screenName)) problems.push(`${s.id}: unmasked "${t.teamName}" on screen`);
      // A name of nothing but bleeps is never said: its manager's team or a handle stands in (name-safety.ts).
      const bleepedOnly = classifyName(t.teamName, t.spokenName) === 'bleeped';
      // A name opening on a bleep is always framed ("team bleep Ups"): bare, the narrator is swearing.
      if (t.spokenName.startsWith(`${BLEEP} `) && [...s.text.matchAll(new RegExp(`(?<!(?:called|team) )${escapeRe(t.spokenName)}`, 'gi'))].length)
        problems.push(`${s.id}: "${t.spokenName}" said bare in "${s.text}"`);
      // (A show that goes by managers says no team's name: team-voice.ts byManagers.)
      const nameSaid = leagueVoices(facts.teams).get(t.rosterId)!.report !== t.spokenManager;
      if (s.roasts.includes(t.rosterId) && !bleepedOnly && nameSaid && !s.text.toLowerCase().includes(BLEEP) && t.spokenName.includes(BLEEP))
        problems.push(`${s.id}: ${t.teamName} roasted without a bleep`);
    }
  }
  return problems;
}

describe('every final week of every recorded world, as recorded and with the names zoo', () => {
  for (const w of WORLDS) {
    it(`${w.world}: ${w.weeks.length} weeks × 2 levels × (recorded + 3 re-skins), 0 failures`, async () => {
      const base = snapshots.get(w.world)!;
      const failures: string[] = [];
      let scripts = 0;
      // Three re-skins spread the zoo names over the league's 10-12 teams.
      const skins = [null, ...SKIN_OFFSETS];
      for (const week of w.weeks) {
        for (const offset of skins) {
          const snapshot = offset === null ? snapshotThroughWeek(base, week) : reskin(snapshotThroughWeek(base, week), offset + week);
          const facts = weeklyFacts(snapshot, week);
          for (const level of LEVELS) {
            try {
              const script = await writeScript(facts, { level });
              scripts++;
              failures.push(...check(facts, script, playerIds(snapshot, week)).map((p) => `week ${week} ${level} skin ${offset}: ${p}`));
            } catch (err) {
              failures.push(`week ${week} ${level} skin ${offset}: ${(err as Error).message}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(scripts).toBe(w.weeks.length * skins.length * LEVELS.length);
      // 136 scripts, each written, audited and repaired: ~30 s alone, more beside the rest of the suite.
    }, 240_000);
  }

  it('a league of twelve 64-character names still fits: any game said plainly is one of the smallest stories, nobody unroasted', async () => {
    const long = 'The Most Incredibly Long Fantasy Football Team Name Ever Allowed';
    const base = snapshotThroughWeek(snapshots.get('chumbo-2025-week17')!, 16);
    const snapshot = {
      ...base,
      users: base.users.map((u, i) => ({ ...u, display_name: `manager${i}`, metadata: { ...(u.metadata ?? {}), team_name: `${long} ${i}` } })),
    };
    const facts = weeklyFacts(snapshot, 16);
    // The games cut to their result are the ones with the smallest stories: the week's biggest keeps its jokes.
    const story = (id: number) =>
      Math.max(
        0,
        ...findAngles(facts)
          .filter((a) => a.matchupId === id)
          .map((a) => a.weight),
      );
    for (const level of LEVELS) {
      const script = await writeScript(facts, { level });
      expect(estimateSeconds(script)).toBeLessThanOrEqual(175);
      expect(check(facts, script, playerIds(snapshot, 16), { plainGames: true })).toEqual([]);
      const games = script.segments.filter((s) => s.kind === 'matchup' && s.refs.matchupId !== undefined);
      // Where the week still runs long once brief, the games said plainly are the smallest stories. (A
      // game that opens on its story tells its result inside one beat: the week may fit without any.)
      const plain = games.filter((s) => sentences(s.text).length === 1);
      const told = games.filter((s) => !plain.includes(s));
      if (plain.length)
        expect(Math.max(...plain.map((s) => story(s.refs.matchupId!)))).toBeLessThanOrEqual(Math.min(...told.map((s) => story(s.refs.matchupId!))));
      expect(told.length, level).toBeGreaterThan(0);
    }
  });

  it('uses every name of the zoo', () => {
    const used = new Set<string>();
    for (const w of WORLDS) {
      const teams = snapshots.get(w.world)!.users.length;
      for (const week of w.weeks)
        for (const offset of SKIN_OFFSETS) for (let i = 0; i < teams; i++) used.add(TEAM_NAMES[(i + offset + week) % TEAM_NAMES.length]);
    }
    expect(zoo.team_names.filter((t) => !used.has(t.name))).toEqual([]);
  });
});

// A name or a number in a sentence is not a joke (#22): how funny a script is, is judged by reading
// (docs/script-and-voice.md). What a computer can hold is that nothing repeats and nothing is wrong
// for the moment.
describe('the jokes never repeat in a script and are never wrong for the moment', () => {
  it('every final week of every recorded world at both levels: 0 repeated sentences, 0 situation violations', async () => {
    const problems: string[] = [];
    for (const w of WORLDS) {
      for (const week of w.weeks) {
        const facts = weeklyFacts(snapshotThroughWeek(snapshots.get(w.world)!, week), week);
        for (const level of LEVELS) {
          const stats = scriptStats(await writeScript(facts, { level }), facts);
          problems.push(...[...stats.repeats.map((r) => `repeat: ${r}`), ...stats.violations].map((p) => `${w.world} week ${week} ${level}: ${p}`));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('the season told right', () => {
  const script = async (world: string, week: number, level: OfferedLevel = 'sunburn') => {
    const facts = weeklyFacts(snapshotThroughWeek(snapshots.get(world)!, week), week);
    return { facts, script: await writeScript(facts, { level }) };
  };

  it('championship week with brackets: the champion crowned in the voice, the season over, no week that does not exist', async () => {
    const { script: s } = await script('chumbo-2025-week17', 17);
    const champion = s.segments.find((x) => x.kind === 'champion')!;
    expect(champion.text).toMatch(/^The 2025 champion is 21st and Hine\./);
    // The final's score is said once, by the title game's own segment.
    const spoken = s.segments.map((x) => x.text).join(' ');
    expect(spoken.match(/120 to 96/g)).toHaveLength(1);
    expect(s.segments.find((x) => x.kind === 'matchup' && x.text.includes('120 to 96'))).toBeDefined();
    expect(champion.captions).toContain('2025 champion');
    const outro = s.segments.find((x) => x.kind === 'outro')!;
    expect(outro.captions).toContain('See you next season');
    const all = s.segments.map((x) => [x.text, ...x.captions].join(' ')).join(' ');
    expect(all).not.toMatch(/week 18|after week|next week/i);
    expect(s.segments.some((x) => x.kind === 'standings')).toBe(false);
    expect(s.segments.find((x) => x.kind === 'matchup' && x.text.startsWith('The championship game:'))).toBeDefined();
  });

  it('a playoff week: rounds named, byes said, the bracket instead of the standings', async () => {
    const { script: s } = await script('chumbo-2025-week17', 15);
    const bracket = s.segments.find((x) => x.kind === 'bracket')!;
    expect(bracket.text).toContain('Bush Johnson and The Roaches had a bye');
    expect(bracket.captions[0]).toBe('Quarterfinals');
    expect(s.segments.filter((x) => x.text.startsWith('Quarterfinal:'))).toHaveLength(2);
    expect(s.segments.find((x) => x.kind === 'outro')!.captions).toContain('See you next round');
  });

  it('no bracket files: "playoffs", never a guessed round; the champion from the finished league', async () => {
    const { script: s } = await script('fsffl-dynasty-2024-season', 15);
    const text = s.segments.map((x) => [x.text, ...x.captions].join(' ')).join(' ');
    expect(text).not.toMatch(/semifinal|quarterfinal|third place|championship game/i);
    expect(text).toMatch(/In the playoffs,/);
    const final = await script('fsffl-dynasty-2024-season', 17);
    expect(final.script.segments.find((x) => x.kind === 'champion')!.text).toContain('The 2024 champion is King B.');
  });

  it('the last regular week points to the playoffs', async () => {
    const { script: s } = await script('fsffl-dynasty-2024-season', 14);
    expect(s.segments.find((x) => x.kind === 'outro')!.captions).toContain('See you in the playoffs');
  });
});

describe('bleeped in the voice', () => {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'bleep-voice-'));
  afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

  it('a profane team name is masked on screen and a bleep in the voice manifest', async () => {
    // The zoo's first name is "Mahomes $hit Show": put it on roster 1's owner.
    const facts = weeklyFacts(reskin(snapshotThroughWeek(snapshots.get('chumbo-2025-week17')!, 17), 0), 17);
    const team = facts.teams.find((t) => t.teamName === 'Mahomes $hit Show')!;
    expect(team).toMatchObject({ screenName: 'Mahomes $h*t Show', spokenName: 'Mahomes bleep Show', profaneName: true });
    const script = await writeScript(facts, { level: 'participation_trophy' });
    const seg = script.segments.find((s) => s.text.includes('Mahomes bleep Show'))!;
    expect(seg).toBeDefined();
    const manifest = await voiceScript({ ...script, segments: [seg] }, { engine: 'offline', cacheDir: cache });
    expect(manifest.clips[0].bleeps.length).toBeGreaterThan(0);
  }, 120_000);
});

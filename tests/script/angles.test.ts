// The story-first writer: the week's angles found on recorded weeks, the moment rules as a table,
// the joke shapes well-formed, and a league that watches every week hearing no joke twice in 4 weeks.
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';
import { findAngles } from '../../server/recap/script/angles';
import { TAG_RULES, type Situation } from '../../server/recap/script/moment';
import { HOOKS, SHAPES, shapesIn, type ShapeTag } from '../../server/recap/script/shapes';
import { writeScript } from '../../server/recap/script/index';
import { RECORDED_LEAGUES, snapshotThroughWeek } from '../../standins/sleeper-replay';
import type { LeagueSnapshot } from '../../server/sleeper/schemas';
import { replayClient } from '../support/sleeper-test-worlds';
import { teamVoice } from '../../server/recap/script/team-voice';

const snapshots = new Map<string, LeagueSnapshot>();
beforeAll(async () => {
  for (const w of RECORDED_LEAGUES.filter((l) => l.weeks.length)) {
    const { server, client } = await replayClient(w.world);
    try {
      snapshots.set(w.world, await client.getSnapshot(w.league, Math.max(...w.weeks)));
    } finally {
      await server.close();
    }
  }
}, 60_000);
const facts = (world: string, week: number): RecapFacts => weeklyFacts(snapshotThroughWeek(snapshots.get(world)!, week), week);
const teamName = (f: RecapFacts, id: number) => f.teams.find((t) => t.rosterId === id)!.teamName;

describe('the angle finder on recorded weeks', () => {
  it('demo week 4: the best story is the two unbeaten teams losing the same week', () => {
    const f = facts('beardhouse-2026-after-week4', 4);
    const [top] = findAngles(f);
    expect(top.kind).toBe('two_unbeaten_fell');
    expect(top.teams.map((id) => teamName(f, id)).sort()).toEqual(['Golladay in Cambodia', 'OneBeardToRuleThemAll']);
    const kinds = findAngles(f).map((a) => a.kind);
    // Kraken K3V sat Drake Maye (32) for a starter who scored 16 and lost by 16: the lineup flipped the game.
    expect(kinds).toContain('lineup_flip');
    expect(kinds).toContain('crowded_top');
  });

  it('a championship week opens on the title game', () => {
    const f = facts('chumbo-2025-week17', 17);
    const [top] = findAngles(f);
    expect(top.kind).toBe('title_game');
    expect(teamName(f, top.teams[0])).toBe('21st and Hine');
  });

  it('a game decided by under a point is a story, said to the hundredth', async () => {
    const f = facts('fsffl-dynasty-2024-season', 3);
    const photo = findAngles(f).find((a) => a.kind === 'photo_finish')!;
    expect(photo.n.margin).toBeCloseTo(0.56, 2);
    const script = await writeScript(f, { level: 'sunburn' });
    expect(script.segments.find((s) => s.kind === 'matchup' && s.refs.matchupId === photo.matchupId)!.text).toContain('0.56');
  });

  it('no table talk before week 4, and no record spoken that Sleeper does not confirm', () => {
    for (const week of [1, 2, 3]) {
      const kinds = findAngles(facts('fsffl-dynasty-2024-season', week)).map((a) => a.kind);
      expect(kinds.filter((k) => ['new_leader', 'crowded_top'].includes(k))).toEqual([]);
    }
  });
});

describe('rules for the moment, as a table', () => {
  const at = (over: Partial<Situation>): Situation => ({ role: 'winner', band: 'normal', week: 6, phase: 'regular', seasonOver: false, ...over });
  const table: [string, Situation, Partial<Record<ShapeTag, boolean>>][] = [
    ['week 1, a winner', at({ week: 1 }), { record: false, again: false, effort: false, easy: false, future: true }],
    ['week 3, a loser', at({ week: 3, role: 'loser' }), { record: false, again: true, effort: true, easy: false }],
    ['week 6, a blowout winner', at({ band: 'blowout' }), { record: true, easy: true, effort: false }],
    ['week 6, a close winner', at({ band: 'close' }), { easy: false, effort: false }],
    ['week 6, a blowout loser', at({ band: 'blowout', role: 'loser' }), { easy: false, effort: true }],
    ['a playoff week', at({ week: 15, phase: 'playoffs' }), { record: false, future: true }],
    ['the championship week', at({ week: 17, phase: 'championship', seasonOver: true }), { record: false, future: false }],
  ];
  for (const [name, situation, expected] of table) {
    it(name, () => {
      for (const [tag, allowed] of Object.entries(expected)) expect(TAG_RULES[tag as ShapeTag].allowed(situation), `${tag}`).toBe(allowed);
    });
  }
});

describe('the joke shapes', () => {
  const KNOWN = new Set([
    'R',
    'O',
    'none',
    'margin',
    'score',
    'oscore',
    'ws',
    'ls',
    'P',
    'Ppts',
    'B',
    'Bpts',
    'S',
    'Spts',
    'beats',
    'losses',
    'rank',
    'streak',
    'wins',
    'rec',
    'left',
    'avg',
    'count',
    'list',
    'week',
    'season',
    'league',
    'round',
    'times',
    'ratio',
  ]);
  it('use only known placeholders, have unique ids, and every story kind a hook or a shape', () => {
    const ids = SHAPES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of SHAPES)
      for (const line of [s.pt, s.sb]) for (const m of line.matchAll(/\{(\w+)\}/g)) expect(KNOWN.has(m[1]), `${s.id}: {${m[1]}}`).toBe(true);
    for (const h of Object.values(HOOKS)) for (const m of `${h!.pt} ${h!.sb}`.matchAll(/\{(\w+)\}/g)) expect(KNOWN.has(m[1])).toBe(true);
  });
  it('never mock effort in a line a winner can get: effort lines are tagged', () => {
    for (const s of SHAPES.filter((x) => /\b(?:tried|try harder|lazy)\b|(?<!team )effort/i.test(x.sb))) expect(s.tags ?? []).toContain('effort');
  });
});

describe('a league that watches every week', () => {
  it('hears a joke shape at most once in any 4 consecutive weeks over a recorded season (17 weeks, both levels)', async () => {
    const world = 'fsffl-dynasty-2024-season';
    for (const level of ['participation_trophy', 'sunburn'] as const) {
      const recent: { lines: string[]; shapes: string[] }[] = [];
      let used = 0;
      const repeats: string[] = [];
      for (let week = 1; week <= 17; week++) {
        const script = await writeScript(facts(world, week), { level, previousLines: recent.flatMap((r) => r.lines) });
        const text = script.segments.map((x) => x.text).join(' ');
        const shapes = shapesIn(text, level);
        used += shapes.length;
        repeats.push(...shapes.filter((id) => recent.some((r) => r.shapes.includes(id))).map((id) => `week ${week}: ${id}`));
        recent.push({ lines: script.segments.map((x) => x.text), shapes });
        if (recent.length > 3) recent.shift();
      }
      expect(used).toBeGreaterThan(17 * 5);
      expect(repeats, level).toEqual([]);
    }
  }, 120_000);
});

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the show around the stories', () => {
  const levels = ['participation_trophy', 'sunburn'] as const;

  it("a team whose joke goes to its manager is first named as that manager's team", async () => {
    // The Chumbo's week 9 with every team renamed to a cause: each joke goes through the manager.
    const base = snapshotThroughWeek(snapshots.get('chumbo-2025-week17')!, 9);
    const causes = ['Save The Bees', 'Black Lives Matter', 'Free Palestine', 'Stand With Ukraine', 'RIP Big Mike', 'Thoughts & Prayers'];
    causes.push(...['Support Our Troops', 'Breast Cancer Awareness', 'Tua Stroke Survivor', 'Pray For Rain', 'Justice For Mac', 'Jesus Take The Wheel']);
    const f = weeklyFacts(
      { ...base, users: base.users.map((u, i) => ({ ...u, metadata: { ...(u.metadata ?? {}), team_name: causes[i % causes.length] } })) },
      9,
    );
    let introduced = 0;
    for (const level of levels) {
      const script = await writeScript(f, { level });
      for (const seg of script.segments.filter((s) => s.kind === 'matchup')) {
        for (const id of seg.roasts) {
          const team = f.teams.find((t) => t.rosterId === id)!;
          const said = seg.text.indexOf(team.spokenManager);
          // Only where the game says the team's name and jokes through its manager (a partisan name is never said at all).
          if (said < 0 || !seg.text.includes(team.spokenName) || teamVoice(team).report !== team.spokenName || teamVoice(team).roast !== team.spokenManager)
            continue;
          expect(new Set(f.teams.map((t) => t.spokenName)).size, 'every name distinct').toBe(f.teams.length);
          // The manager is never heard before the listener was told whose team it is.
          const intro = new RegExp(`${escapeRe(team.spokenName)}, ${escapeRe(team.spokenManager)}'s? team,`);
          expect(seg.text.slice(0, said + team.spokenManager.length + 8), seg.text).toMatch(intro);
          introduced++;
        }
      }
    }
    expect(introduced).toBeGreaterThan(3);
  });

  it('a name that reads as a phrase is announced as a name the first time a segment says it', async () => {
    const base = snapshotThroughWeek(snapshots.get('chumbo-2025-week17')!, 9);
    const phrases = ['idk', '@ me next time', 'not today', 'Do The Math', 'Password Is Taco', 'Who Let The Dogs Out'];
    const f = weeklyFacts(
      { ...base, users: base.users.map((u, i) => (i < phrases.length ? { ...u, metadata: { ...(u.metadata ?? {}), team_name: phrases[i] } } : u)) },
      9,
    );
    const phraseTeams = f.teams.filter((t) => teamVoice(t).cls === 'phrase');
    expect(phraseTeams.length).toBeGreaterThan(3);
    let checked = 0;
    for (const level of levels) {
      for (const seg of (await writeScript(f, { level })).segments) {
        for (const t of phraseTeams) {
          const at = seg.text.toLowerCase().indexOf(t.spokenName.toLowerCase());
          if (at < 0) continue;
          const framed = /called $/i.test(seg.text.slice(0, at)) || /^, [^,]+'s? team,/.test(seg.text.slice(at + t.spokenName.length));
          expect(framed, seg.text).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('a line that calls the rest of the lineup passengers needs a star far ahead of the next starter', () => {
    const claims = SHAPES.filter((s) => ['star-team-effort', 'star-invoice', 'star-passenger'].includes(s.id));
    expect(claims).toHaveLength(3);
    const star = { playerId: '1', name: 'Tee Higgins', position: 'WR', nflTeam: null, points: 30, rosterId: 1 };
    const angle = (second: number) => ({
      kind: 'star_carried' as const,
      weight: 50,
      teams: [1, 2],
      matchupId: 1,
      n: { margin: 7, second },
      p: { star },
      w: {},
    });
    // FJR's week 4: Tee Higgins 30, Chuba Hubbard 28.9. Not a one-man show.
    for (const s of claims) expect(s.when!(angle(28.9)), s.id).toBe(false);
    for (const s of claims) expect(s.when!(angle(12)), s.id).toBe(true);
  });

  it('an award never repeats the player its game already told about', async () => {
    for (const [world, week] of [
      ['beardhouse-2026-after-week4', 4],
      ['fsffl-dynasty-2024-season', 2],
      ['chumbo-2025-week17', 9],
    ] as const) {
      const f = facts(world, week);
      for (const level of levels) {
        const script = await writeScript(f, { level });
        for (const award of script.segments.filter((s) => s.kind === 'award' && s.refs.playerIds?.length)) {
          const game = script.segments.find((s) => s.kind === 'matchup' && s.refs.rosterIds.includes(award.roasts[0]));
          const players = [...f.lineups.flatMap((l) => l.starters), ...f.bench.flatMap((b) => (b.bestBenched ? [b.bestBenched] : []))].filter((p) =>
            award.refs.playerIds!.includes(p.playerId),
          );
          for (const p of players) expect(game?.text ?? '', `${world} week ${week} ${level} ${award.id}`).not.toContain(p.name);
        }
      }
    }
  });

  it("the season's last show reviews the season: the most points all season, by Sleeper's totals", async () => {
    const f = facts('chumbo-2025-week17', 17);
    const most = [...f.standings].sort((a, b) => b.pointsFor - a.pointsFor)[0];
    for (const level of levels) {
      const champion = (await writeScript(f, { level })).segments.find((s) => s.kind === 'champion')!;
      expect(champion.text).toContain(`most points all season, ${Math.round(most.pointsFor)}`);
    }
    // No review in a regular week.
    const week9 = await writeScript(facts('chumbo-2025-week17', 9), { level: 'sunburn' });
    expect(week9.segments.map((s) => s.text).join(' ')).not.toContain('all season');
  });
});

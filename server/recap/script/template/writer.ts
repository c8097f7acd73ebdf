// The template writer: the embedded default, no network. Deterministic for a seed; fills lines
// from lines.ts with names and numbers from the facts, skipping any line the league heard
// recently (previousLines) or already heard earlier in this script.
import type { MatchupFact, Performance, RecapFacts } from '../../facts/schema';
import type { ContextMaterial } from '../context';
import type { AwardPlan, Hook, SegmentPlan } from '../plan';
import type { OfferedLevel, RecapScript, Segment } from '../schema';
import { seededRng, type Rng } from '../random';
import { allNames, maskNames, sayLeague, sayTeam } from '../names';
import { earNumber, ordinal, playerName, polish, sentences } from '../speech';
import { screenName, shortName } from '../../name-forms';
import { bracketFacts, championFacts, GAME_LEAD, GAME_TITLE, nextCaption, wrongForTheMoment } from '../phase';
import * as L from './lines';
import { leagueSize, teamMaterial, type TeamMaterial } from '../material';
import { matchupJokes, TECHNIQUE_ORDER, type Joke, type JokeContext, type Technique } from './jokes';

type Vars = Record<string, string>;

/** Fill {placeholders}; a missing one is a bug in lines.ts, so it throws. */
export function fill(line: string, vars: Vars): string {
  return line.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in vars)) throw new Error(`Template line needs {${key}}: ${line}`);
    return vars[key];
  });
}

/** A sentence reduced to its shape: names and numbers masked, so reused lines are recognised. */
export function lineShape(sentence: string): string {
  return sentence
    .replace(/\b\p{Lu}[\p{L}'.]*/gu, '@')
    .replace(/\d+(?:\.\d+)?/g, '#')
    .toLowerCase()
    .replace(/[^a-z@# ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

class LinePicker {
  private readonly heard = new Set<string>();
  constructor(
    private readonly rng: Rng,
    previous: string[],
    private readonly names: string[],
    /** Lines wrong for this moment of the season ("next week" in the last week): never picked. */
    private readonly wrong: RegExp | null = null,
  ) {
    for (const line of previous) for (const s of sentences(line)) this.heard.add(this.shape(s));
  }
  private shape(s: string) {
    return lineShape(maskNames(s, this.names, 'Name'));
  }
  /** True when one of the variants has no sentence heard before. */
  hasFresh(variants: readonly string[], vars: Vars): boolean {
    return variants.some((v) => sentences(fill(v, vars)).every((s) => !this.heard.has(this.shape(s))));
  }

  /** A variant none of whose sentences was heard before; if every variant was, any variant. */
  pick(variants: readonly string[], vars: Vars): string {
    const all = variants.map((v) => fill(v, vars));
    const right = this.wrong ? all.filter((f) => !this.wrong!.test(maskNames(f, this.names, 'Name'))) : all;
    const filled = right.length ? right : all;
    const fresh = filled.filter((f) => sentences(f).every((s) => !this.heard.has(this.shape(s))));
    const pool = fresh.length ? fresh : filled;
    const chosen = pool[this.rng.int(pool.length)];
    for (const s of sentences(chosen)) this.heard.add(this.shape(s));
    return chosen;
  }
}

const pts = (n: number) => earNumber(n);
/** Jokes about points left on the bench: they run the episode's bench-club bit. */
const BENCH_JOKES = new Set(['three-bench', 'three-bench-win', 'name-bench', 'callback-bench']);
/** A margin under a point is said exactly ("0.06"), never rounded to a tenth. */
export const earMargin = (n: number) => (n < 1 ? String(Math.round(n * 100) / 100) : earNumber(n));
/** "3 and 1", "3, 1 and 1" with ties. */
const record = (w: number, l: number, t: number) => (t ? `${w}, ${l} and ${t}` : `${w} and ${l}`);
const caption2 = (n: number) => n.toFixed(2);

export type TemplateInput = {
  facts: RecapFacts;
  plan: SegmentPlan[];
  level: OfferedLevel;
  seed: string;
  context: ContextMaterial;
  previousLines?: string[];
  /** Too long a week: each roast takes the shortest joke that is true. */
  brief?: boolean;
};

export function writeTemplateScript(input: TemplateInput): RecapScript {
  const { facts, plan, level, context } = input;
  const rng = seededRng(input.seed);
  const picker = new LinePicker(rng, input.previousLines ?? [], allNames(facts, context.nicknames), wrongForTheMoment(facts));
  const season = facts.seasonState;
  const size = leagueSize(facts);
  // Each team's material, computed once per writing.
  const materials = new Map<number, TeamMaterial>();
  const material = (id: number): TeamMaterial => materials.get(id) ?? materials.set(id, teamMaterial(facts, id)).get(id)!;
  const usedJokes = new Set<string>();
  const benchClub: number[] = [];
  const reportOrder: L.ReportFamily[] = ['winner', 'loser', 'score', 'player'].sort(() => rng.next() - 0.5) as L.ReportFamily[];
  let lastFamily: L.ReportFamily | null = null;
  const usedTechniques = new Set<Technique>();
  // Scores are said whole, unless two teams' different scores would then sound the same.
  const scoreSaid = (n: number): string => {
    const twin = facts.luck.some((l) => l.points !== n && Math.round(l.points) === Math.round(n));
    return twin ? (facts.luck.some((l) => l.points !== n && l.points.toFixed(1) === n.toFixed(1)) ? n.toFixed(2) : n.toFixed(1)) : pts(n);
  };
  const team = (id: number) => facts.teams.find((t) => t.rosterId === id)!;
  // A nickname from the league's context now and then: the league's own language.
  const nick = (id: number) => context.nicknames.find((n) => n.rosterId === id)?.nickname;
  const say = (id: number, allowNick = true) => {
    const n = nick(id);
    return allowNick && n && rng.next() < 0.5 ? n : sayTeam(team(id));
  };
  // On screen: the name as the league wrote it (profanity masked), short enough for a caption line.
  const rawName = (id: number) => shortName(team(id).screenName, 28);
  const base: Vars = {
    league: sayLeague(facts.leagueName),
    week: String(facts.week),
    season: facts.season,
    round: season.roundName?.toLowerCase() ?? 'the playoffs',
  };
  const introLines =
    season.phase === 'regular' ? L.INTRO[level] : season.seasonOver ? L.INTRO_CHAMPIONSHIP : season.roundName ? L.INTRO_PLAYOFF_ROUND : L.INTRO_PLAYOFFS;

  const segments: Segment[] = plan.map((p): Segment => {
    const common = { id: p.id, kind: p.kind, refs: p.refs, roasts: p.roasts };
    switch (p.kind) {
      case 'cold_open': {
        const { text, captions } = coldOpen(p.hook);
        return { ...common, text, captions };
      }
      case 'intro':
        return {
          ...common,
          text: picker.pick(introLines, base),
          captions: [
            shortName(screenName(facts.leagueName), 32),
            `${facts.season} · ${season.phase === 'regular' ? `Week ${facts.week}` : (season.roundName ?? `Playoffs · Week ${facts.week}`)}`,
          ],
        };
      case 'matchup': {
        const m = p.matchup;
        const lead = GAME_LEAD[m.label];
        const parts = [lead ? `${lead} ${matchupReport(m, true)}` : matchupReport(m, false)];
        if (p.storyline) {
          const wonStory = m.winner === p.storyline.rosterId;
          parts.push(picker.pick(L.STORY_INTRO, { story: p.storyline.text }), picker.pick(wonStory ? L.STORY_WON : L.STORY_LOST, {}));
        }
        for (const id of p.roasts) parts.push(matchupRoast(m, id));
        const [a, b] = [m.team1, m.team2];
        return {
          ...common,
          text: parts.join(' '),
          captions: [
            ...(GAME_TITLE[m.label] ? [GAME_TITLE[m.label]!] : []),
            `${rawName(a)} ${caption2(m.score1)}`,
            `${rawName(b)} ${caption2(m.score2)}`,
            m.tie ? 'Tie' : `${rawName(m.winner!)} by ${caption2(m.margin)}`,
          ],
        };
      }
      case 'award': {
        const { text, captions } = award(p.award);
        return { ...common, award: p.award.award, text, captions };
      }
      case 'standings': {
        const t = p.top;
        const b = p.bottom;
        const head = picker.pick(L.STANDINGS_HEAD, {
          ...base,
          TOP: say(t.rosterId, false),
          LAST: say(b.rosterId, false),
          topw: String(t.wins),
          topl: String(t.losses),
          lastw: String(b.wins),
          lastl: String(b.losses),
        });
        const roasts = p.roasts.map((id) => {
          const row = facts.standings.find((s) => s.rosterId === id)!;
          const where = id === t.rosterId ? 'top' : id === b.rosterId ? 'bottom' : 'middle';
          return picker.pick(L.STANDINGS_ROAST[where][level], { ...base, R: say(id), rank: ordinal(row.rank), w: String(row.wins), l: String(row.losses) });
        });
        const table = [...facts.standings].sort((x, y) => x.rank - y.rank);
        return {
          ...common,
          text: [head, ...roasts].join(' '),
          captions: table.map((s) => `${s.rank}. ${rawName(s.rosterId)} ${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ''}`),
        };
      }
      case 'bracket': {
        const head = bracketFacts(facts, (id) => say(id, false)).join(' ');
        const roasts = p.roasts.map((id) => {
          const where =
            season.champion === id ? 'alive' : season.byes.includes(id) ? 'bye' : season.eliminated.includes(id) || !season.bracketKnown ? 'out' : 'alive';
          return picker.pick(L.BRACKET_ROAST[where][level], { ...base, R: say(id), score: scoreSaid(material(id).score) });
        });
        const shown = season.bracketKnown
          ? season.bracket
              .filter((g) => g.bracket === 'winners' && g.round === season.round)
              .map((g) => `${g.team1 === null ? 'TBD' : rawName(g.team1)} vs ${g.team2 === null ? 'TBD' : rawName(g.team2)}`)
          : facts.matchups.map((m) => `${rawName(m.team1)} vs ${rawName(m.team2)}`);
        return {
          ...common,
          text: [head, ...roasts].join(' '),
          captions: [season.roundName ?? 'Playoffs', ...shown, ...season.byes.map((id) => `${rawName(id)}: bye`)],
        };
      }
      case 'champion': {
        const fact = championFacts(facts, (id) => say(id, false), p.champion, p.runnerUp, p.final, pts);
        const roasts = p.roasts.map((id) => picker.pick(L.RUNNER_UP[level], { ...base, R: say(id), C: say(p.champion, false) }));
        const cheer = picker.pick(L.CHAMPION_CHEER[level], { ...base, C: say(p.champion, false) });
        return {
          ...common,
          text: [...fact, cheer, ...roasts].join(' '),
          captions: [
            `${facts.season} champion`,
            rawName(p.champion),
            ...(p.final ? [`${caption2(Math.max(p.final.score1, p.final.score2))} to ${caption2(Math.min(p.final.score1, p.final.score2))}`] : []),
          ],
        };
      }
      case 'outro': {
        const callbacks = season.seasonOver ? L.OUTRO_CALLBACK_SEASON[level] : L.OUTRO_CALLBACK[level];
        const parts = [
          ...p.roasts.map((id) => picker.pick(callbacks, { R: say(id), fact: callbackFact(id) })),
          picker.pick(season.seasonOver ? L.OUTRO_SEASON[level] : L.OUTRO[level], base),
        ];
        return { ...common, text: parts.join(' '), captions: ['Tag us if you post', nextCaption(facts)] };
      }
    }
  });

  return { level, writer: 'template', fallbackReason: null, seed: input.seed, segments: segments.map((s) => ({ ...s, text: polish(s.text) })) };

  /** After a lead ("Semifinal:") the line starts with a team or a player, never with "By 18:". */
  function matchupReport(m: MatchupFact, led: boolean): string {
    if (m.tie) return picker.pick(L.MATCHUP_TIE, { W: say(m.team1), L: say(m.team2), ws: pts(m.score1), ls: pts(m.score2) });
    const [ws, ls] = m.winner === m.team1 ? [m.score1, m.score2] : [m.score2, m.score1];
    // Under a point, the scores are said to the hundredth: "128.45 to 128.39", never "128 to 128".
    const say2 = (n: number) => (m.margin < 1 ? n.toFixed(2) : scoreSaid(n));
    const star = material(m.winner!).star;
    // Each matchup leads with a different thing than the one before.
    const families = reportOrder.filter((f) => f !== lastFamily && (f !== 'player' || (star !== null && star.points >= 15)) && !(led && f === 'score'));
    const family = families[0];
    lastFamily = family;
    reportOrder.push(reportOrder.splice(reportOrder.indexOf(family), 1)[0]);
    return picker.pick(L.MATCHUP_REPORT[family], {
      W: say(m.winner!),
      L: say(m.loser!),
      ws: say2(ws),
      ls: say2(ls),
      margin: earMargin(m.margin),
      ...(star ? { SP: playerName(star.name), SPpts: pts(star.points) } : {}),
    });
  }

  /** A joke about the team from its own week: the most specific technique that is true, each joke once a script. */
  function matchupRoast(_m: MatchupFact, id: number): string {
    const mat = material(id);
    const opponent = mat.opponent === null ? null : material(mat.opponent);
    const hook = plan.find((x) => x.kind === 'cold_open');
    const coldOpen = hook?.kind === 'cold_open' && hook.hook.rosterId === id ? hook.hook : null;
    const ctx: JokeContext = {
      opponent,
      size,
      week: facts.week,
      seasonOver: season.seasonOver,
      playoffs: season.phase !== 'regular',
      coldOpen: coldOpen?.hook ?? null,
    };
    const hookPlayer: Vars = coldOpen && (coldOpen.hook === 'top_player' || coldOpen.hook === 'dud') ? { HP: playerName(coldOpen.player.name) } : {};
    const vars = { ...jokeVars(mat, opponent), ...hookPlayer };
    const all = matchupJokes(team(id).spokenName).filter((j) => !usedJokes.has(j.id) && j.fits(mat, ctx));
    // Jokes whose lines would repeat a sentence already said (this script or recent weeks) wait.
    const fresh = all.filter((j) => picker.hasFresh(j.lines[level], vars));
    const fitting = fresh.length ? fresh : all;
    // A technique not used yet in this episode first, then the most specific one; ties by the seed.
    const rank = (t: Technique) => (usedTechniques.has(t) && t !== 'plain' ? TECHNIQUE_ORDER.length : 0) + TECHNIQUE_ORDER.indexOf(t);
    const best = Math.min(...fitting.map((j) => rank(j.technique)));
    const length = (j: Joke) => Math.min(...j.lines[level].map((l) => l.length));
    // Brief: the most specific joke that is short, else the shortest.
    const short = fitting.filter((j) => length(j) <= 90);
    const briefBest = Math.min(...short.map((j) => rank(j.technique)));
    const options = !input.brief
      ? fitting.filter((j) => rank(j.technique) === best)
      : short.length
        ? short.filter((j) => rank(j.technique) === briefBest)
        : [...fitting].sort((a, b) => length(a) - length(b)).slice(0, 1);
    const joke = options[rng.int(options.length)];
    if (joke.technique !== 'plain') usedJokes.add(joke.id);
    usedTechniques.add(joke.technique);
    const line = picker.pick(joke.lines[level], vars);
    return BENCH_JOKES.has(joke.id) ? joinBenchClub(id, line) : line;
  }

  /** The running bit: every team caught leaving points on the bench joins this week's bench club. */
  function joinBenchClub(id: number, line: string): string {
    const before = benchClub.filter((x) => x !== id);
    if (!benchClub.includes(id)) benchClub.push(id);
    if (before.length === 0) return line;
    const vars = { R: say(id), prev: say(before[before.length - 1]), count: ['', 'one', 'two', 'three', 'four', 'five', 'six'][before.length + 1] ?? 'many' };
    return `${line} ${picker.pick(L.BENCH_CLUB[level], vars)}`;
  }

  /** The outro calls back to the team's week: what an award said about it, else its game. */
  function callbackFact(id: number): string {
    const awarded = plan.flatMap((x) => (x.kind === 'award' && x.award.rosterId === id ? [x.award] : []));
    const blunder = awarded.find((a) => a.award === 'bench_blunder');
    if (blunder && blunder.award === 'bench_blunder') return `${pts(blunder.bench.pointsLeft)} points on the bench`;
    const dud = awarded.find((a) => a.award === 'dud');
    if (dud && dud.award === 'dud') return `${playerName(dud.player.name)} and his ${pts(dud.player.points)}`;
    const m = material(id);
    if (m.result === 'L' && m.margin !== null) return `a ${earMargin(m.margin)}-point loss`;
    if (m.result === 'W' && m.margin !== null) return `a ${earMargin(m.margin)}-point win`;
    return `${scoreSaid(m.score)} points`;
  }

  function jokeVars(m: TeamMaterial, o: TeamMaterial | null): Vars {
    const p = (x: Performance | null | undefined, key: string): Vars => (x ? { [key]: playerName(x.name), [`${key}pts`]: pts(x.points) } : {});
    return {
      ...base,
      R: say(m.rosterId),
      O: o ? say(o.rosterId) : 'nobody',
      margin: m.margin === null ? '0' : earMargin(m.margin),
      score: scoreSaid(m.score),
      oscore: o ? scoreSaid(o.score) : '0',
      allwins: String(m.allPlayWins),
      allloss: String(m.allPlayLosses),
      rankord: ordinal(m.scoreRank),
      rec: record(m.wins, m.losses, m.ties),
      place: m.rank === null ? '' : ordinal(m.rank),
      left: pts(m.benchLeft),
      streakn: String(m.streak?.length ?? 0),
      snapn: String(m.snapped?.length ?? 0),
      avg: pts(facts.weekAverage),
      ...p(m.benchStar, 'BP'),
      ...p(m.star, 'SP'),
      ...p(m.dud, 'DP'),
      ...p(m.namesake, 'NP'),
      ...p(o?.star, 'OSP'),
    };
  }

  function coldOpen(h: Hook): { text: string; captions: string[] } {
    const lines = L.COLD_OPEN[h.hook][level];
    switch (h.hook) {
      case 'big_score_big_bench':
        benchClub.push(h.rosterId);
        return {
          text: picker.pick(lines, { T: say(h.rosterId), pts: pts(h.points), left: pts(h.pointsLeft) }),
          captions: [`${caption2(h.points)} points`, `${caption2(h.pointsLeft)} left on the bench`],
        };
      case 'blowout':
      case 'nail_biter':
        return {
          text: picker.pick(lines, { W: say(h.matchup.winner!), L: say(h.matchup.loser!), margin: earMargin(h.matchup.margin) }),
          captions: [`${h.hook === 'blowout' ? 'Lost by' : 'Won by'} ${caption2(h.matchup.margin)}`],
        };
      case 'top_player':
      case 'dud':
        return {
          text: picker.pick(lines, { T: say(h.rosterId), P: playerName(h.player.name), ppts: pts(h.player.points) }),
          captions: [`${h.player.name} ${caption2(h.player.points)}`],
        };
    }
  }

  function award(a: AwardPlan): { text: string; captions: string[] } {
    const T = say(a.rosterId);
    const title = AWARD_TITLES[a.award];
    switch (a.award) {
      case 'top_scorer': {
        // The star player's line goes after the award's first sentence, picked on its own.
        const [first, ...rest] = sentences(picker.pick(L.AWARDS.top_scorer[level], { ...base, T, pts: pts(a.points), star: '' }));
        const star = a.player ? [picker.pick(L.STAR, { P: playerName(a.player.name), ppts: pts(a.player.points) })] : [];
        return { text: [first, ...star, ...rest].join(' '), captions: [title, `${rawName(a.rosterId)} ${caption2(a.points)}`] };
      }
      case 'dud':
        return {
          text: picker.pick(L.AWARDS.dud[level], { T, P: playerName(a.player.name), ppts: pts(a.player.points) }),
          captions: [title, `${a.player.name} ${caption2(a.player.points)}`],
        };
      case 'blowout':
      case 'nail_biter': {
        const m = a.matchup;
        const key = `${a.award}_${a.rosterId === m.winner ? 'winner' : 'loser'}`;
        return {
          text: picker.pick(L.AWARDS[key][level], { W: say(m.winner!), L: say(m.loser!), margin: earMargin(m.margin) }),
          captions: [title, `${rawName(m.winner!)} by ${caption2(m.margin)}`],
        };
      }
      case 'bench_blunder':
        return {
          text: joinBenchClub(
            a.rosterId,
            picker.pick(L.AWARDS.bench_blunder[level], { T, P: playerName(a.player.name), ppts: pts(a.player.points), left: pts(a.bench.pointsLeft) }),
          ),
          captions: [title, `${caption2(a.bench.pointsLeft)} points on the bench`, `${a.player.name} ${caption2(a.player.points)}`],
        };
      case 'luckiest':
      case 'unluckiest':
        return {
          text: picker.pick(L.AWARDS[a.award][level], { T, pts: pts(a.luck.points), rank: ordinal(a.luck.scoreRank), wins: String(a.luck.allPlayWins) }),
          captions: [title, `${rawName(a.rosterId)} ${caption2(a.luck.points)}`],
        };
      case 'move_of_the_week': {
        const via = a.kind === 'trade' ? 'trade market' : a.kind === 'waiver' ? 'waiver wire' : 'free agent pool';
        return {
          text: picker.pick(L.AWARDS.move_of_the_week[level], { T, P: playerName(a.move.name), ppts: pts(a.move.weekPoints ?? 0), via }),
          captions: [title, `${a.move.name} ${caption2(a.move.weekPoints ?? 0)}`],
        };
      }
    }
  }
}

export const AWARD_TITLES: Record<AwardPlan['award'], string> = {
  top_scorer: 'Top scorer',
  dud: 'Dud of the week',
  blowout: 'Blowout of the week',
  nail_biter: 'Nail-biter',
  bench_blunder: 'Bench blunder',
  luckiest: 'Luckiest win',
  unluckiest: 'Unluckiest loss',
  move_of_the_week: 'Move of the week',
};

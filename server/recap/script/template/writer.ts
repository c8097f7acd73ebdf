// The template writer: the embedded default, no network, deterministic for a seed. Story first:
// the week's angles (angles.ts) are ranked before a line is written; the cold open teases the
// best one, each roast tells the best story of its team not told yet with a joke shape
// (shapes.ts) that fits the moment (moment.ts), that this script has not used and that the league
// did not hear in its last 4 recaps (previousLines), and the outro ends on the week's three best
// stories, the best last. Team names are read as words (name-safety.ts): a name that cannot carry
// a joke is never put in one; its manager's team is roasted instead.
import { Performance, type MatchupFact, type RecapFacts } from '../../facts/schema';
import type { ContextMaterial } from '../context';
import { AWARD_ANGLES, gameInShow, hookRoasts, upsideDownTable, type AwardPlan, type SegmentPlan } from '../plan';
import type { RecapScript, Segment } from '../schema';
import type { OfferedLevel } from '../../../../src/vocabulary';
import { seededRng } from '../random';
import { allNames, escapeRe, namesPattern, sayLeague } from '../names';
import { aboutTotal, asPlural, earNumber, ordinal, playerName, polish, sentences, spell, surnamesAfterFirst, theyAfterFirst } from '../speech';
import { BLEEP, screenName, shortName } from '../../name-forms';
import { bracketFacts, championFacts, GAME_LEAD, GAME_TITLE, list, nextCaption, wrongForTheMoment } from '../phase';
import * as L from './lines';
import { leagueSize, marginBand, teamMaterial, type Band, type TeamMaterial } from '../material';
import { findAngles, gameStory, isConfirmed, tookOpponentsRecord, type Angle } from '../angles';
import {
  CUTS_HOOK,
  FLIPS_HEADLINE,
  FLIPS_HOOK,
  THEIRS_HOOK,
  CALLBACKS,
  HEADLINES,
  HOOKS,
  IRONY_HEADLINES,
  MOTIFS,
  SHAPES,
  saysLine,
  shapesIn,
  TURN_VARS,
  TWO_CALLS_HEADLINE,
  type ResultKind,
  type Shape,
} from '../shapes';
import { fitsMoment, type Situation } from '../moment';
import { byManagers, leagueVoices, NO_NAME, phraseFrame, type TeamVoice } from '../team-voice';
import { NAME_SLOTS, type NameClass } from '../name-safety';

type Vars = Record<string, string>;

/** Fill {placeholders}; a missing one means the shape does not fit (the caller checks with `fillable`). */
export function fill(line: string, vars: Vars): string {
  return line.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in vars)) throw new Error(`Template line needs {${key}}: ${line}`);
    return vars[key];
  });
}
const fillable = (line: string, vars: Vars) => [...line.matchAll(/\{(\w+)\}/g)].every((m) => m[1] in vars);
/** A shape that says both teams and both scores: it can open a game in place of the report. */
/**
 * A lineup call that flips the game by less than the rounding shows: "32 for 16, lost by 16" would
 * say a tie, so the two players are said to the tenth.
 */
const thinFlip = (a: Angle): boolean =>
  a.kind === 'lineup_flip' &&
  a.p.benched !== undefined &&
  a.p.started !== undefined &&
  Math.round(a.p.benched.points) - Math.round(a.p.started.points) <= Math.round(a.n.margin);

const tellsResult = (line: string) => /\{R(?:called)?\}/.test(line) && /\{O\}/.test(line) && /\{(?:score|ws)\}/.test(line) && /\{(?:oscore|ls)\}/.test(line);

/** A sentence reduced to its shape: names and numbers masked, so reused lines are recognised. */
export function lineShape(sentence: string): string {
  return (
    sentence
      .replace(/\b\p{Lu}[\p{L}'.]*/gu, '@')
      .replace(/\d+(?:\.\d+)?/g, '#')
      .toLowerCase()
      .replace(/[^a-z@# ]/g, '')
      .replace(/\s+/g, ' ')
      // A name is one name however many words it has, and "jsmith's team" is a name too, and so
      // is "the team called idk" (callPhrases frames a phrase name after the line is chosen).
      .replace(/(?:\b(?:the|@) )?team called @/g, '@')
      .replace(/@(?: @)+(?: team\b)?|@ team\b/g, '@')
      .trim()
  );
}

/** What the league heard: sentence shapes of this script and of its recent recaps. */
class Heard {
  private readonly shapes = new Set<string>();
  /** Said in this script (format lines may come back across weeks, never within a show). */
  private readonly now = new Set<string>();
  constructor(
    previous: string[],
    private readonly names: string[],
    /** Lines of this same show written elsewhere (a repaired segment's neighbours). */
    sameShow: string[] = [],
  ) {
    this.pattern = namesPattern(names);
    for (const line of previous) for (const s of sentences(line)) this.shapes.add(this.shape(s));
    for (const line of sameShow) this.add(line);
  }
  /** True when a sentence of the text (of at least 3 words) was said in this script. */
  saidNow(text: string): boolean {
    return sentences(text).some((s) => this.now.has(this.shape(s)) && this.shape(s).split(' ').length >= 3);
  }
  // An award's lead ("Dud of the week:") is the show's format: the line after it is the joke.
  private readonly pattern: RegExp | null;
  private shape = (s: string) => {
    const line = s.replace(/^[^:]{3,40}:\s+/, '');
    return lineShape(this.pattern ? line.replace(this.pattern, 'Name') : line);
  };
  /** True when a sentence of the text (of at least 3 words) was heard. */
  has(text: string): boolean {
    return sentences(text).some((s) => this.shapes.has(this.shape(s)) && this.shape(s).split(' ').length >= 3);
  }
  add(text: string): void {
    for (const s of sentences(text)) {
      this.shapes.add(this.shape(s));
      this.now.add(this.shape(s));
    }
  }
}

/** A margin under a point is said exactly ("0.06"), never rounded to a tenth. */
export const earMargin = (n: number) => (n < 1 ? String(Math.round(n * 100) / 100) : earNumber(n));
// A zero in a record is said as people say it: "3 and oh".
const record = (w: number, l: number, t: number) => (t ? `${w}, ${l} and ${t}` : `${w || 'oh'} and ${l || 'oh'}`);

export type TemplateInput = {
  facts: RecapFacts;
  plan: SegmentPlan[];
  level: OfferedLevel;
  seed: string;
  context: ContextMaterial;
  previousLines?: string[];
  /** Every earlier recap of the season: a shape heard there is picked only when nothing else fits. */
  seasonLines?: string[];
  /** Lines this show already says (when only some segments are written again). */
  sameShow?: string[];
  /** Too long a week: each roast takes the shortest line that is true. */
  brief?: boolean;
  /** The table in weeks 2-3 said without naming its unbeaten and winless teams (a week short of room). */
  plainTable?: boolean;
  /** Games still too long when brief: each told by its story's one short beat, the report around it. */
  lean?: ReadonlySet<string>;
  /** Lean games without their placement winners' finish lines: the last step before a game is said plainly. */
  bare?: ReadonlySet<string>;
};

/**
 * A game between two teams whose names read as phrases: the narrator owns up that both are names,
 * then says them in one sentence ("The team called X put up 84. The team called Y had 69." read
 * as two rows of a table). The story after it opens on its team by name.
 */
const PHRASE_PAIR_REPORTS = [
  'Stay with me, these are both team names: {W} beat {L}, {ws} to {ls}.',
  'Two team names, one sentence, bear with me: {W} beat {L}, {ws} to {ls}.',
];

/**
 * A gentle show's winner whose best story is a compliment, said as a plain fact for the
 * game's last line, with no tag: readers 99-110 heard every tag after it as filler ("Not the only
 * reason they won, just the loudest", "Different opponents, same result", "Somebody dump the cooler on that man").
 */
export const WINNER_NOTES: Partial<Record<Angle['kind'], readonly string[]>> = {
  win_streak: [
    "That's {streak} straight for {R}.",
    '{R} has now won {streak} in a row.',
    'Make it {streak} wins in a row for {R}.',
    "{R}'s winning streak is up to {streak}.",
  ],
  second_best: [
    'The winner put up the second-best score of the week.',
    'Only one team in the league scored more than {R} this week.',
    '{R} had the second-best score of the week.',
  ],
  star_carried: ['{P} led {R} with {Ppts}.', '{P} had {Ppts} for the winners.', "{R}'s top scorer was {P}, with {Ppts}.", 'The winners got {Ppts} from {P}.'],
  first_win: ["It's the first win of the season for {R}.", '{R} is on the board: first win of the season.', "That's {R}'s first win of the season."],
  star_not_needed: ["{R} would have won without {P}'s {Ppts}.", "Even without {P}'s {Ppts}, {R} wins this one."],
};

/** An angle this heavy is worth a team's second beat in its game. */
const BIG_STORY = 84;

/** How the award is introduced aloud; its story follows. */
const AWARD_LEAD: Record<AwardPlan['award'], string> = {
  top_scorer: 'Top score of the week:',
  dud: 'Dud of the week:',
  blowout: 'Blowout of the week:',
  nail_biter: 'Closest game of the week:',
  bench_blunder: 'Bench blunder of the week:',
  luckiest: 'Luckiest win of the week:',
  unluckiest: 'Unluckiest loss of the week:',
  move_of_the_week: 'Move of the week:',
};

export function writeTemplateScript(input: TemplateInput): RecapScript {
  const { facts, plan, level, context } = input;
  const rng = seededRng(input.seed);
  const names = allNames(facts, context.nicknames);
  const heard = new Heard(input.previousLines ?? [], names, input.sameShow);
  const wrong = wrongForTheMoment(facts);
  const season = facts.seasonState;
  const size = leagueSize(facts);
  const angles = findAngles(facts);
  const usedAngles = new Set<Angle>();
  /** The title game said who let its MVP go ({F}): the old team's own game does not tell it again. */
  let mvpMoveTold = false;
  /** …and where that team spent title week ({Fnow}): that was its beat, and its own game gives it no other (reading 76: hit twice). */
  let mvpTeamTold = false;
  /** How often the show has used each of the MOTIFS so far. */
  const motifs = new Map<string, number>();
  // Shapes the league heard in its recent recaps, found in their text as the repeat measure finds them.
  const usedShapes = new Set<string>(shapesIn((input.previousLines ?? []).join(' '), level));
  const seasonShapes = new Set<string>(shapesIn((input.seasonLines ?? []).join(' '), level));
  /** Teams the standings named for their week (a win at the bottom, a first loss at the top): the outro does not call back to them a third time. */
  const tableNamed = new Set<number>();
  const voices = leagueVoices(facts.teams);
  const voice = (id: number): TeamVoice => voices.get(id)!;
  // Each team's name read as words, every other name masked as just a name.
  const namePattern = namesPattern(names);
  const masked = (text: string) => (namePattern ? text.replace(namePattern, 'Name') : text);
  const readers = facts.teams.map((t) => {
    const v = voice(t.rosterId);
    const own = [...new Set([t.spokenName, v.report, v.roast, v.listed])];
    return { id: t.rosterId, v, own, others: namesPattern(names.filter((n) => !own.some((o) => o.toLowerCase().includes(n.toLowerCase())))) };
  });
  const mats = new Map<number, TeamMaterial>();
  const material = (id: number) => mats.get(id) ?? mats.set(id, teamMaterial(facts, id)).get(id)!;
  const lv = level === 'sunburn' ? 'sb' : 'pt';
  const base: Vars = {
    league: sayLeague(facts.leagueName),
    week: String(facts.week),
    season: facts.season,
    round: season.roundName?.toLowerCase() ?? 'the playoffs',
  };
  // Scores are said whole, unless two teams' different scores would then sound the same.
  const scoreSaid = (n: number): string => {
    const twin = facts.luck.some((l) => l.points !== n && Math.round(l.points) === Math.round(n));
    return twin ? (facts.luck.some((l) => l.points !== n && l.points.toFixed(1) === n.toFixed(1)) ? n.toFixed(2) : n.toFixed(1)) : earNumber(n);
  };
  // A game's scores are whole unless they would sound alike ("128.45 to 128.39").
  const gameScore = (m: MatchupFact, n: number) => (m.margin < 1 ? n.toFixed(2) : Math.round(m.score1) === Math.round(m.score2) ? n.toFixed(1) : earNumber(n));
  // The margin as the scores were said: "127 to 120, by 7", never "by 7.4" after whole scores.
  const marginSaid = (m: MatchupFact): string => {
    if (m.margin < 1) return earMargin(m.margin);
    const [a, b] = [gameScore(m, m.score1), gameScore(m, m.score2)].map(Number);
    return Number.isInteger(a) && Number.isInteger(b) ? String(Math.abs(a - b)) : earNumber(m.margin);
  };
  const handle = (id: number) => shortName(screenName(facts.teams.find((t) => t.rosterId === id)!.displayName), 16);
  // A sexual name is never printed, as it is never said: the screen shows its manager instead.
  const printed = (id: number) => (!voice(id).printed ? null : shortName(facts.teams.find((t) => t.rosterId === id)!.screenName, 28));
  const rawName = (id: number) => printed(id) ?? handle(id);
  const hookPlan = plan.find((p) => p.kind === 'cold_open');
  const hook = hookPlan?.kind === 'cold_open' ? hookPlan.hook : null;

  const situation = (id: number): Situation => {
    const m = material(id);
    return {
      role: m.result === 'W' ? 'winner' : m.result === 'L' ? 'loser' : m.result === 'T' ? 'tie' : 'none',
      band: m.margin === null ? null : marginBand(m.margin, size),
      week: facts.week,
      phase: season.phase,
      seasonOver: season.seasonOver,
    };
  };

  /** The placeholders of a story, with the roasted team's name in its roast form. */
  function storyVars(a: Angle, target: number, framed = false): Vars {
    const [subject, otherTeam] = a.teams;
    // A phrase name is said as a name wherever the sentence frames it (`framed`: the line is
    // checked), and a joke on the name's own words needs the name.
    const asName = framed || a.kind === 'name_irony' || a.kind === 'namesake';
    // The other side is said by its report name, but a cause, a person or a sexual pun is never a
    // story's subject: "Breast Cancer Awareness could have stopped at any point" is said of its manager's team.
    const name = (id: number) => {
      const v = voice(id);
      // Two names with the same words are a story about both names.
      if (a.kind === 'twin_names' || a.kind === 'name_clash') return v.report;
      if (v.cls === 'phrase') return id === target && !asName ? v.roast : v.report;
      // Without a manager's name to stand in, a cause is its own name: two teams are never both "the team whose name we can't say".
      return id === target ? v.roast : NAME_SLOTS[v.cls].roast || v.listed === NO_NAME ? v.report : v.listed;
    };
    const v: Vars = { ...base, R: name(subject) };
    // A plain name stands alone ("Washed won this week…"): "a team called Stinks" introduces a team to
    // the league it plays in (reading 70). A phrase keeps its frame ("a team called not today").
    v.Rcalled = voice(subject).cls === 'plain' ? v.R : `a team called ${v.R}`;
    if (otherTeam !== undefined) v.O = name(otherTeam);
    const g = a.matchupId === null ? null : (facts.matchups.find((m) => m.matchupId === a.matchupId) ?? null);
    if (g) {
      const sm = material(subject);
      v.margin = marginSaid(g);
      v.score = gameScore(g, sm.score);
      if (sm.opponent !== null) v.oscore = gameScore(g, material(sm.opponent).score);
      if (!g.tie) {
        v.ws = gameScore(g, g.winner === g.team1 ? g.score1 : g.score2);
        v.ls = gameScore(g, g.winner === g.team1 ? g.score2 : g.score1);
      }
    }
    // The words two names meet on: {cook} and {food}, or {noun} and {hunter}.
    if (a.kind === 'name_clash') Object.assign(v, a.w);
    if (a.kind === 'second_best') v.T = voice(facts.highest.rosterId).listed;
    const n = a.n;
    if (g && !g.tie) {
      // Comparisons said in words, never as a new number: the truth audit hears only facts.
      const times = n.swing !== undefined ? Math.floor(n.swing / Math.max(g.margin, 0.01)) : 0;
      if (times >= 2) v.times = times === 2 ? 'twice' : `${spell(Math.min(times, 12))} times`;
      const ratio = Math.max(g.score1, g.score2) / Math.max(1, Math.min(g.score1, g.score2));
      // "Almost double" from 1.85: readers heard it said of 1.76 as a stretch.
      if (ratio >= 1.85) v.ratio = ratio >= 3 ? 'more than triple' : ratio >= 2.2 ? 'more than double' : ratio >= 2 ? 'double' : 'almost double';
    }
    if (n.score !== undefined && (n.score > 0 || g)) v.score = v.score ?? scoreSaid(n.score);
    if (n.avg !== undefined) v.avg = earNumber(n.avg);
    // A record's old mark, only where it sounds different from the new one.
    const mark = a.kind === 'season_blowout' ? n.margin : n.score;
    if (n.old !== undefined && mark !== undefined && earNumber(n.old) !== earNumber(mark)) v.old = earNumber(n.old);
    if (n.holder !== undefined && n.holderIsSelf === 0) v.OR = voice(n.holder).listed;
    if (n.left !== undefined && n.left >= 1) v.left = earNumber(n.left);
    if (n.best !== undefined) v.best = earNumber(n.best);
    if (n.next !== undefined && n.next > 0) v.next = earNumber(n.next);
    if (n.beats !== undefined) v.beats = String(n.beats);
    if (n.streak !== undefined) v.streak = String(n.streak);
    if (n.fromTop !== undefined) v.fromTop = ordinal(n.fromTop);
    // When a player was let go: "in week 8", or "earlier this week".
    if (n.dweek !== undefined) v.when = n.sameWeek ? 'earlier this week' : `in week ${n.dweek}`;
    if (n.wins !== undefined) v.wins = String(n.wins);
    if (n.count !== undefined) {
      v.count = spell(n.count);
      v.none = n.count === 2 ? 'neither' : 'none';
    }
    if (n.rank !== undefined) {
      v.rank = ordinal(n.rank);
      v.losses = String(material(subject).allPlayLosses);
    }
    const st = facts.standings.find((s) => s.rosterId === subject);
    if (st && isConfirmed(st)) v.rec = record(st.wins, st.losses, st.ties);
    if (a.kind === 'crowded_top') v.list = list(a.teams.map((id) => voice(id).listed));
    const player = a.p.dud ?? a.p.namesake ?? a.p.mvp ?? a.p.player ?? a.p.star ?? a.p.benched;
    if (player) {
      v.P = playerName(player.name);
      v.Ppts = earNumber(player.points);
    }
    if (a.p.benched) {
      v.B = playerName(a.p.benched.name);
      v.Bpts = earNumber(a.p.benched.points);
    }
    // Last week's points of a player this week's lineup call was made on ("benched after his 4").
    if (n.Blast !== undefined) v.Blast = earNumber(n.Blast);
    if (n.last !== undefined) v.Plast = earNumber(n.last);
    if (n.early !== undefined) v.Pearly = earNumber(n.early);
    // The last time the two met ("in week 3", "by 30"), and a sweep's count ("three for three").
    if (n.prevWk !== undefined) v.prevWk = String(n.prevWk);
    if (n.prevMargin !== undefined) v.prevMargin = earMargin(n.prevMargin);
    if (n.sweep !== undefined) v.sweep = spell(n.sweep);
    if (n.lowRank !== undefined) v.lowRank = ordinal(n.lowRank);
    // What a trade brought back, and how many teams have let a player go (only when more than one).
    if (a.p.got) {
      v.G = playerName(a.p.got.name);
      v.Gpts = earNumber(a.p.got.points);
    }
    if (n.cuts !== undefined && n.cuts >= 2) v.cuts = spell(n.cuts);
    if (n.skid !== undefined) v.skid = String(n.skid);
    // More than one benched player who alone wins it ({flips} "three": {BB} "Drake Maye, Romeo Doubs and Alvin Kamara").
    if (n.flips !== undefined && n.flips >= 2) {
      v.flips = spell(n.flips);
      v.BB = list([a.p.benched, a.p.benched2, a.p.benched3].filter((x) => x !== undefined).map((x) => playerName(x.name)));
    }
    // The same story earlier this season: "the second time", "in week 2".
    if (n.again !== undefined && n.lastWeek !== undefined) {
      v.nth = ordinal(n.again);
      v.lastWeek = String(n.lastWeek);
    }
    // Two swaps that together win a game no single swap does: "Stafford and Kincaid".
    if (n.twoWin === 1 && a.p.pair1 && a.p.pair2) v.pair = list([a.p.pair1, a.p.pair2].map((x) => playerName(x.name)));
    if (a.p.started) {
      v.S = playerName(a.p.started.name);
      v.Spts = earNumber(a.p.started.points);
    }
    // A thin flip says the two players to the tenth (32.2 for 15.9); the margin stays as the scores said it.
    if (thinFlip(a)) [v.Bpts, v.Spts] = [a.p.benched!.points.toFixed(1), a.p.started!.points.toFixed(1)];
    if (a.parts) v.woes = list(a.parts.map((x) => woe(x, storyVars(x, target, framed))));
    // The title's MVP let go by another team this season: who let him go, how and when.
    if (n.mvpFrom !== undefined && n.mvpWeek !== undefined) {
      v.F = voice(n.mvpFrom).listed;
      v.Fhow = n.mvpTrade ? 'traded him away' : 'let him go';
      // A traded player is nobody's castoff (reading 109).
      v.Fgone = n.mvpTrade ? "the better half of somebody else's trade" : "somebody else's castoff";
      v.Fwhen = `in week ${n.mvpWeek}`;
      // Where that team spent title week: "traded him away in week 11, and spent title week playing to stay out of last place".
      const at = facts.matchups.find((x) => x.team1 === n.mvpFrom || x.team2 === n.mvpFrom);
      const spent = at ? L.SPENT_THE_FINAL[at.label] : 'watching';
      if (spent) v.Fnow = spent;
    }
    return v;
  }

  /**
   * The stories a shape's line tells inside its own: a title line that says who let its MVP go
   * ({F}) tells that player's story, a player let go who ended his new team's skid ({skid}) tells
   * the skid. No segment tells them again.
   */
  function alsoTold(a: Angle, line: string): Angle[] {
    if (line.includes('{F}')) return angles.filter((x) => x.kind === 'former_player' && x.p.player?.playerId === a.p.mvp?.playerId);
    if (line.includes('{skid}')) return angles.filter((x) => x.kind === 'skid_snapped' && x.teams[0] === a.teams[1]);
    return [];
  }

  /** One bad story of a rough week as a noun phrase: "a blowout", "a zero from Ladd McConkey". */
  function woe(a: Angle, v: Vars): string {
    switch (a.kind) {
      case 'season_blowout':
        return `a ${v.margin}-point loss, the season's biggest`;
      case 'blowout':
        // Its game's report has just said both scores: the size is the word, not the number again.
        return 'a blowout loss';
      case 'season_low':
        return 'the fewest points anyone has scored all season';
      case 'low_score':
        return 'the fewest points of the week';
      case 'zero_starter':
        return `a zero from ${v.P}`;
      case 'negative_starter':
      case 'dud_starter':
        return `${v.Ppts} from ${v.P}`;
      case 'losing_streak':
        return `a ${v.streak}-game losing streak`;
      default:
        throw new Error(`No rough-week phrase for ${a.kind}`);
    }
  }

  /** A team's own result as a story, for a team the week told nothing else about. */
  function resultAngle(id: number): { angle: Angle; kind: ResultKind } {
    const m = material(id);
    const g = facts.matchups.find((x) => x.team1 === id || x.team2 === id);
    // A team with no game this week (out of the bracket, or done): its season is the story.
    if (!g || m.result === 'BYE')
      return {
        kind: 'idle',
        angle: {
          kind: 'high_score',
          weight: 0,
          teams: [id],
          matchupId: null,
          n: { score: m.score, avg: facts.weekAverage, wins: m.wins, losses: m.losses, rank: m.scoreRank, lowest: Number(m.scoreRank === facts.teams.length) },
          p: {},
          w: {},
        },
      };
    const kind: ResultKind = m.result === 'W' ? 'won' : m.result === 'L' ? 'lost' : 'tied';
    const player: Angle['p'] = kind === 'lost' && m.dud && m.dud.points < 5 ? { dud: m.dud } : m.star ? { star: m.star } : {};
    return {
      kind,
      angle: {
        kind: 'high_score',
        weight: 0,
        teams: [id, m.opponent!],
        matchupId: g.matchupId,
        n: { margin: g.margin, score: m.score, avg: facts.weekAverage },
        p: player,
        w: {},
      },
    };
  }

  type Told = { text: string; angle: Angle | null };

  /**
   * One roast of `id`: the best story about it not told yet, in a shape that fits. `avoid` are
   * placeholders already said in this segment (a margin is said once).
   */
  function roast(
    id: number,
    opts: {
      matchupId?: number;
      prefer?: Angle['kind'][];
      avoid?: Set<string>;
      told?: Set<Angle['kind']>;
      /** Players a story of this segment already told: Hurts' 25 is one story, not two. */
      players?: Set<string>;
      short?: boolean;
      lead?: boolean;
    } = {},
  ): Told {
    const options: { angle: Angle; shapes: Shape[] }[] = [];
    const own = angles
      // The title game is the week's whole story: every segment may come back to it.
      .filter((a) => (!usedAngles.has(a) || a.kind === 'title_game') && (a.teams[0] === id || a.teams[1] === id))
      // A rough week is its three stories in one breath: not once one of them is told.
      .filter((a) => !a.parts?.some((x) => usedAngles.has(x)))
      // A week written brief keeps a former player only where he scored big or against the team that let him go.
      .filter((a) => !(input.brief && a.kind === 'former_player' && !a.n.against && (a.p.player?.points ?? 0) < 30))
      .filter((a) => opts.matchupId === undefined || a.matchupId === null || a.matchupId === opts.matchupId)
      // One story of a kind a segment: a second former player in the same game is a list, not a turn.
      .filter((a) => !opts.told?.has(a.kind))
      .filter((a) => !Object.values(a.p).some((pl) => opts.players?.has(pl.playerId)))
      // A joke on two names' shared words needs names that may carry a joke ("Black Lives Matter 2 and 6 both lost" may not).
      .filter((a) => !['twin_names', 'name_clash'].includes(a.kind) || a.teams.every((t) => NAME_SLOTS[voice(t).cls].roast || voice(t).cls === 'phrase'));
    const preferred = opts.prefer
      ? own.filter((a) => opts.prefer!.includes(a.kind)).sort((x, y) => opts.prefer!.indexOf(x.kind) - opts.prefer!.indexOf(y.kind))
      : [];
    for (const a of [...preferred, ...own.filter((x) => !preferred.includes(x))]) {
      const target = a.teams[0] === id ? 'subject' : 'other';
      options.push({ angle: a, shapes: SHAPES.filter((s) => s.angle === a.kind && (s.target ?? 'subject') === target) });
    }
    const result = resultAngle(id);
    options.push({ angle: result.angle, shapes: SHAPES.filter((s) => s.angle === result.kind) });
    // A phrase name is said as the name where the sentence frames it; through its manager only for
    // the team's best story, or when no story can frame it: the listener knows the team by its name.
    const phrase = voice(id).cls === 'phrase';
    const tell = (angle: Angle, shapes: Shape[], framed: boolean): Told | null => {
      const vars = storyVars(angle, id, framed);
      const picked = pickWith(angle, shapes, id, vars, opts);
      if (!picked) return null;
      const line = picked.text;
      if (angle.weight > 0) {
        for (const x of [angle, ...(angle.parts ?? [])]) usedAngles.add(x);
        for (const x of alsoTold(angle, picked.shape[lv])) usedAngles.add(x);
        if (picked.shape[lv].includes('{F}')) mvpMoveTold = true;
        if (picked.shape[lv].includes('{Fnow}')) mvpTeamTold = true;
        opts.told?.add(angle.kind);
        for (const pl of Object.values(angle.p)) opts.players?.add(pl.playerId);
      }
      // A player let go who scored in another game is a side story here when the line opens on him:
      // say so. A line opening on this game's own team ("Kansas City Chumps traded…") needs no "Meanwhile".
      const game = facts.matchups.find((m) => m.matchupId === opts.matchupId);
      const elsewhere = angle.kind === 'former_player' && game !== undefined && ![game.team1, game.team2].includes(angle.teams[1]);
      const aside = elsewhere && vars.P !== undefined && line.startsWith(vars.P);
      return { text: aside ? `Meanwhile, ${line}` : line, angle: angle.weight > 0 ? angle : null };
    };
    for (const [i, { angle, shapes }] of options.entries()) {
      const told = tell(angle, shapes, phrase) ?? (phrase && i === 0 ? tell(angle, shapes, false) : null);
      if (told) return told;
    }
    if (phrase)
      for (const { angle, shapes } of options) {
        const told = tell(angle, shapes, false);
        if (told) return told;
      }
    // Nothing fits that the league has not heard: the plain result, said a way not said yet.
    const m = material(id);
    const g = facts.matchups.find((x) => x.team1 === id || x.team2 === id);
    const vars = { R: voice(id).roast, margin: g ? marginSaid(g) : earMargin(m.margin ?? 0), score: scoreSaid(m.score) };
    // A margin is said once a game.
    const said = opts.avoid?.has('margin') ?? false;
    const lines = m.result === 'W' ? (said ? PLAIN_WON_AGAIN : PLAIN_WON) : m.result === 'L' ? (said ? PLAIN_LOST_AGAIN : PLAIN_LOST) : PLAIN_OTHER;
    return { text: fresh(lines, vars), angle: null };
  }

  let notes = 0;
  /** The winner's fact (`WINNER_NOTES`), where its best untold story in this game is a compliment. */
  function winnerNote(id: number, m: MatchupFact, told: Set<Angle['kind']>, players: Set<string>): string | null {
    const best = angles.find(
      (a) =>
        a.teams[0] === id &&
        a.matchupId === m.matchupId &&
        !usedAngles.has(a) &&
        !told.has(a.kind) &&
        !Object.values(a.p).some((pl) => players.has(pl.playerId)),
    );
    // Three notes in one show are a pattern (reading 111: "box-score tags"), so two at most.
    if (!best || notes >= 2) return null;
    // A phrase name said as the name, as `roast` says it first ("team idk", not its manager).
    const vars = storyVars(best, id, voice(id).cls === 'phrase');
    // A form the league has not heard lately, and once a show: two streaks are not both "That's N straight for X".
    const forms = (WINNER_NOTES[best.kind] ?? []).filter((l) => fillable(l, vars)).map((l) => fill(l, vars));
    const unheard = forms.filter((t) => !heard.has(t) && safeForEveryName(t));
    if (!unheard.length) return null;
    const text = unheard[rng.int(unheard.length)];
    heard.add(text);
    notes++;
    usedAngles.add(best);
    told.add(best.kind);
    for (const pl of Object.values(best.p)) players.add(pl.playerId);
    return text;
  }

  type PickOptions = { avoid?: Set<string>; short?: boolean; lead?: boolean };

  function pickWith(
    angle: Angle,
    shapes: Shape[],
    target: number,
    vars: Vars,
    { avoid, short = false, lead = false }: PickOptions,
  ): { text: string; shape: Shape } | null {
    const s = situation(target);
    // A line that tells the result stands in for the report, so it says both teams as the report
    // would: a cause or a person by its own name, not through its manager ("Rich had lost 6 in a row").
    const reports = lead && angle.teams.slice(0, 2).every((id, i) => vars[i ? 'O' : 'R'] === voice(id).report);
    let fits = shapes.filter((sh) => {
      const line = sh[lv];
      // A line that tells the whole result only opens its game.
      if (usedShapes.has(sh.id) || !fillable(line, vars) || !fitsMoment(sh, s) || (sh.when && !sh.when(angle)) || (!reports && tellsResult(line))) return false;
      if (avoid && [...line.matchAll(/\{(\w+)\}/g)].some((m) => avoid.has(m[1]))) return false;
      const text = fill(line, vars);
      return !heard.has(text) && !(wrong && wrong.test(masked(text))) && safeForEveryName(text) && !overused(text) && !salad(text);
    });
    // In a game, a line never says a score the report said ("…answered with 89. Ryan scored 89"):
    // the story falls to another angle, or to a plain line. A story that tells the whole result is the report itself.
    const saysScore = (sh: Shape) => /\{(?:score|oscore|ws|ls)\}/.test(sh[lv]);
    if (avoid) fits = fits.filter((sh) => !saysScore(sh) || (lead && tellsResult(sh[lv])));
    if (!fits.length) return null;
    const turns = fits.filter((sh) => sh.turn);
    if (turns.length) fits = turns;
    // A line that tells the turn behind the story (where the team stood before it fell) comes first.
    // The more of them a line tells, the better: each in turn narrows the choice while some line says it.
    for (const turn of TURN_VARS) {
      const says = fits.filter((sh) => sh[lv].includes(`{${turn}}`));
      if (says.length) fits = says;
    }
    // A thin lineup flip's tenths only mean something beside each other: a line that says both players.
    const both = thinFlip(angle) ? fits.filter((sh) => sh[lv].includes('{Spts}')) : [];
    if (both.length) fits = both;
    // A shape the league heard earlier this season only when nothing fresher fits.
    const unheard = fits.filter((sh) => !seasonShapes.has(sh.id));
    if (unheard.length) fits = unheard;
    // The line that could only be about this week first: the more of the story's facts a shape says
    // (and a shape only true in narrower weeks), the more specific it is. Within one of the richest, for variety.
    const rich = (sh: Shape) => new Set([...sh[lv].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((k) => k !== 'R' && k !== 'O')).size + Number(!!sh.when);
    const richest = Math.max(...fits.map(rich));
    fits = fits.filter((sh) => rich(sh) >= richest - 1);
    // A game opens on its story most of the time, with the score inside it, rather than on the score.
    const leads = fits.filter((sh) => tellsResult(sh[lv]));
    const rest = fits.filter((sh) => !leads.includes(sh));
    const choice = leads.length && (!rest.length || rng.next() < 0.75) ? leads : rest;
    const pool = input.brief || short ? amongShortest(choice, vars, !input.brief) : choice;
    const chosen = pool[rng.int(pool.length)];
    usedShapes.add(chosen.id);
    const text = fill(chosen[lv], vars);
    heard.add(text);
    counted(text);
    for (const m of chosen[lv].matchAll(/\{(margin)\}/g)) avoid?.add(m[1]);
    // A rough week's blowout is said inside {woes}: no line after it says the margin.
    if (angle.parts?.some((x) => x.kind === 'blowout' || x.kind === 'season_blowout')) avoid?.add('margin');
    return { text, shape: chosen };
  }

  /**
   * One of the shortest lines, not always the shortest, or every league hears the same one. A brief
   * week keeps to the shortest; a game's second beat (`wide`) may take any of the shorter half, up to
   * half as long again: two leagues' second beats on a three-game streak both heard the one shortest line.
   */
  function amongShortest(shapes: Shape[], vars: Vars, wide: boolean): Shape[] {
    const lengths = new Map(shapes.map((sh) => [sh, fill(sh[lv], vars).length]));
    const sorted = [...lengths.values()].sort((x, y) => x - y);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const cap = Math.max(sorted[0] * 1.12, wide ? Math.min(median, sorted[0] * 1.5) : 0);
    return shapes.filter((sh) => lengths.get(sh)! <= cap);
  }

  const phrases = facts.teams.filter((t) => voice(t.rosterId).cls === 'phrase').map((t) => t.spokenName);
  /** True when a sentence says two names that read as phrases: "the team called idk lost to the team called not today" is word salad. */
  function salad(text: string): boolean {
    return phrases.length > 1 && sentences(text).some((x) => phrases.filter((n) => x.includes(n)).length > 1);
  }

  function counted(text: string): void {
    for (const m of MOTIFS) motifs.set(m.name, (motifs.get(m.name) ?? 0) + (text.match(m.re)?.length ?? 0));
  }

  /** True when the line would say a device the show has already used as often as it may. */
  function overused(text: string): boolean {
    return MOTIFS.some((m) => (motifs.get(m.name) ?? 0) + (text.match(m.re)?.length ?? 0) > m.max);
  }

  /**
   * Every team named in a line, read as plain words, is fine where it stands, and no sentence puts
   * a cause or a person (a faith, a real name) beside a crude name: "Jesus Take The Wheel 152,
   * bleep Ups 88" reads as one joke.
   */
  function safeForEveryName(text: string): boolean {
    if (!readers.every(({ v, own, others }) => !own.some((n) => text.includes(n)) || v.safe(others ? text.replace(others, 'Name') : text))) return false;
    return sentences(text).every((s) => {
      // Each by its own name: "Anthony's team" is only a person, and "Si2on's team" says nothing crude.
      const named = (cls: readonly NameClass[]) => readers.some(({ v, own: [name] }) => cls.includes(v.cls) && s.includes(name));
      return !named(['cause', 'person']) || !named(['profane', 'sexual', 'bleeped']);
    });
  }

  /** The result said once, plainly; the story carries the joke. */
  function report(m: MatchupFact, led = false, subject?: number): string {
    if (m.tie) return `${voice(m.team1).report} and ${voice(m.team2).report} tied at ${gameScore(m, m.score1)}.`;
    const [ws, ls] = m.winner === m.team1 ? [m.score1, m.score2] : [m.score2, m.score1];
    const band = marginBand(m.margin, size);
    const plain = [m.team1, m.team2].every((id) => !['cause', 'person', 'sexual'].includes(voice(id).cls));
    // After a lead ("Semifinal:") the line starts with a team: no second label. A final starts with its winner.
    const forms = REPORTS.filter(
      (r) =>
        (!r.bands || r.bands.includes(band)) &&
        (!r.solid || m.margin >= size.average * 0.1) &&
        (!r.pace || ws >= facts.weekAverage) &&
        (!r.sized || plain) &&
        !(led && /^(?:It's|Final score)/.test(r.line)) &&
        !(m.label === 'final' && r.line.startsWith('{L}')) &&
        // "Bush Johnson put up 84, and J M Shelley answered with 69" was heard as a wink (reading 82).
        !(r.line.includes('answered with {ls}') && gameScore(m, ls) === '69') &&
        // A one-word name is heard as its word before "over": "It's Washed over Bing Bong Drigsy".
        !(r.line.includes('{W} over') && !voice(m.winner!).report.includes(' ')),
    ).map((r) => r.line);
    // Where the story after the report opens on a team, the report opens on it too, so the story
    // says "they": "Kraken K3V lost to Crown N Cubes, 109 to 125. They started…".
    const opener = subject === m.winner ? '{W}' : subject === m.loser ? '{L}' : null;
    // Not one that ends on the other side's clause ("X put up 93, and Y answered with 89."): "they" after it would be Y.
    const opening = opener ? forms.filter((f) => f.startsWith(opener) && !/, and \{[WL]\}/.test(f)) : [];
    // Two phrase names in one bare sentence are word salad ("at me next time outscored idk"): the
    // narrator says first that both are names.
    if ([m.winner!, m.loser!].every((id) => voice(id).cls === 'phrase')) {
      return fresh(PHRASE_PAIR_REPORTS, {
        W: voice(m.winner!).report,
        L: voice(m.loser!).report,
        ws: gameScore(m, ws),
        ls: gameScore(m, ls),
      });
    }
    // A name that reads as a phrase only stands where the sentence frames it ("X beat Y", not "X over Y");
    // where no form frames it, the manager's team plays the game.
    for (const say of [(id: number) => voice(id).report, (id: number) => voice(id).listed]) {
      const vars = { W: say(m.winner!), L: say(m.loser!), ws: gameScore(m, ws), ls: gameScore(m, ls) };
      const safe = forms.filter((f) => safeForEveryName(fill(f, vars)));
      // The subject's own opening, one the league has not heard if there is one. It keeps its
      // opening even when heard: the other side's would make the story's "they" or "A 47-point
      // loss." about the wrong team.
      const opens = safe.filter((f) => opening.includes(f));
      if (safe.length) return fresh(opens.length ? opens : safe, vars);
    }
    return fresh((opening.length ? opening : forms).slice(0, 1), {
      W: voice(m.winner!).listed,
      L: voice(m.loser!).listed,
      ws: gameScore(m, ws),
      ls: gameScore(m, ls),
    });
  }

  /**
   * A name of several words that reads as a phrase is "the team called at me next time" each time a
   * sentence opens on it; a winner's said twice in one game is "the winners" the second time,
   * where "they" would be the other team: "The winners have won 5 straight."
   */
  function rolesAfterFirst(text: string, matchupId: number | null | undefined): string {
    const game = facts.matchups.find((m) => m.matchupId === matchupId);
    if (!game || game.tie) return text;
    // The winner only: "the losers", said of a team, is a name-call.
    const name = facts.teams.find((t) => t.rosterId === game.winner)!.spokenName;
    if (voice(game.winner!).cls !== 'phrase' || !name.includes(' ')) return text;
    const said = sentences(text);
    const opens = (x: string) => x.toLowerCase().startsWith(name.toLowerCase());
    const first = said.findIndex((x) => x.includes(name) || opens(x));
    for (let i = first + 1; first >= 0 && i < said.length; i++)
      if (opens(said[i])) said[i] = asPlural(said[i].slice(name.length), 'The winners', "The winners'") ?? said[i];
    return said.join(' ');
  }

  /**
   * A name that reads as a phrase ("idk", "at me next time") is announced as a name the first time
   * the show says it: "our friends at idk lost to…"; after that, where a segment first says it or
   * a sentence opens on it, a one-word phrase is "team idk", as people say it ("Idk got 0.6" is heard as "I don't
   * know got 0.6"). `announced` holds the teams the show has announced so far.
   */
  function callPhrases(text: string, announced: Set<number>): string {
    let out = text;
    for (const t of facts.teams) {
      const bleepFirst = t.spokenName.toLowerCase().startsWith(`${BLEEP} `);
      if (voice(t.rosterId).cls !== 'phrase' && !bleepFirst) continue;
      const at = namesPattern([t.spokenName]);
      if (!at) continue;
      // Unless already framed: "called X", "team X", or "X, jsmith's team,".
      const framed = [...out.matchAll(at)]
        .map((m) => m.index)
        .filter((i, n) => {
          const before = out.slice(0, i);
          // Nor where the narrator has just said both are team names.
          if (
            /\b(?:called|team|at)\s*$/i.test(before) ||
            /\bteam names\b[^.!?]*$/.test(before) ||
            (!bleepFirst && /^, [^,]{1,40}'s? team,/.test(out.slice(i + t.spokenName.length)))
          ) {
            // Said as a name already: later it is "team idk", not a second welcome.
            announced.add(t.rosterId);
            return false;
          }
          // A bleep-first name is framed wherever it stands: "beat bleep Ups" is the narrator swearing.
          return bleepFirst || n === 0 || /(?:^|[.!?]\s+)$/.test(before);
        })
        .map((i) => {
          // A bleep up front is "the team called" every time: "our friends at bleep Ups" is still the narrator swearing.
          const frame = bleepFirst ? 'the team called' : phraseFrame(t.spokenName, announced.has(t.rosterId), announced.size);
          announced.add(t.rosterId);
          return { i, frame };
        });
      // "Bleep Ups" capitalised at a sentence start is said as written: "team bleep Ups".
      const name = (i: number) => (bleepFirst ? t.spokenName : out.slice(i, i + t.spokenName.length));
      for (const { i, frame } of framed.reverse()) out = `${out.slice(0, i)}${frame} ${name(i)}${out.slice(i + t.spokenName.length)}`;
    }
    return out;
  }

  /**
   * The season in a breath after its champion: the most points all season, and the best record
   * when the champion did not have it. Only Sleeper-confirmed totals and records are said.
   */
  function seasonReview(champion: number): string[] {
    const table = facts.standings;
    if (!season.seasonOver || !table.length || !table.every((s) => isConfirmed(s) && s.pointsConfirmed)) return [];
    const top = <K extends 'pointsFor' | 'wins'>(k: K) => {
      const best = Math.max(...table.map((s) => s[k]));
      const at = table.filter((s) => s[k] === best);
      return at.length === 1 ? at[0] : null;
    };
    const out: string[] = [];
    // The champion's road: where the regular season left them, and whom they beat to reach the final.
    const st = table.find((s) => s.rosterId === champion);
    const path = season.bracket
      .filter((g) => g.bracket === 'winners' && g.winner === champion && g.label !== 'final' && g.loser !== null)
      .sort((a, b) => a.round - b.round)
      .map((g) => g.loser!);
    if (st && path.length) {
      const rankOf = (id: number | null) => table.find((s) => s.rosterId === id)?.rank;
      const beatTopTwo = st.rank > 2 && [1, 2].every((r) => path.some((id) => rankOf(id) === r));
      // One of the top two on the road, the other in the final: both, one after the other.
      const runnerUp = season.runnerUp;
      const topTwoAndFinal =
        st.rank > 2 && !beatTopTwo && runnerUp !== null && [1, 2].every((r) => rankOf(runnerUp) === r || path.some((id) => rankOf(id) === r));
      const lines = st.rank === 1 ? L.CHAMPION_PATH_TOP : st.rank >= 4 ? L.CHAMPION_PATH_LOW : L.CHAMPION_PATH;
      // With a giant on it, the road is said in order and the giant as who it was: "X, then The Roaches, the regular season's number two".
      const giant = topTwoAndFinal ? path.find((id) => (rankOf(id) ?? 9) <= 2) : undefined;
      const number = (id: number | null | undefined) => (rankOf(id ?? null) === 1 ? 'number one' : 'number two');
      const vars = {
        ...base,
        C: voice(champion).listed,
        rank: ordinal(st.rank),
        rec: record(st.wins, st.losses, st.ties),
        path: (giant === undefined ? list : (xs: string[]) => xs.join(', then '))(
          path.map((id) => (id === giant ? `${voice(id).listed}, the regular season's ${number(id)}` : voice(id).listed)),
        ),
        F: runnerUp !== null ? voice(runnerUp).listed : '',
        Fis: `the ${number(runnerUp)}`,
      };
      const said = beatTopTwo ? L.CHAMPION_PATH_GIANTS : topTwoAndFinal ? L.CHAMPION_PATH_FINAL_GIANTS : lines;
      out.push(fresh(said[level], vars));
    }
    const most = top('pointsFor');
    if (most) {
      const pf = aboutTotal(most.pointsFor);
      out.push(
        most.rosterId === champion
          ? fresh(L.SEASON_CHAMPION_POINTS[level], { ...base, C: voice(champion).listed, pf })
          : fresh(L.SEASON_MOST_POINTS[level], { ...base, M: voice(most.rosterId).listed, pf }),
      );
    }
    const best = top('wins');
    if (best && best.rosterId !== champion && best.rosterId !== most?.rosterId)
      out.push(fresh(L.SEASON_BEST_RECORD[level], { ...base, B: voice(best.rosterId).listed, rec: record(best.wins, best.losses, best.ties) }));
    return out;
  }

  /**
   * A team whose joke goes to its manager ("Rich snapped a 6-game skid") is introduced as the
   * manager's team where the game first names it ("Save The Bees, Rich's team, got past…"), so
   * the listener knows whose name that is; the screen shows the team name.
   */
  function introduceManagers(text: string, ids: number[], later = ''): string {
    let out = text;
    for (const id of ids) {
      const { report, roast } = voice(id);
      if (roast === report || report.includes(roast) || roast.includes(report)) continue;
      const first = out.indexOf(report);
      const after = out.slice(first + report.length);
      if (first < 0 || !namedBeforeIntro(id, `${after} ${later}`) || /^'s?\b/.test(after)) continue;
      if (out.startsWith(introOf(id), first)) continue;
      const intro = managersTeam(id);
      if (intro) out = `${out.slice(0, first)}${beforeRest(intro, after)}`;
    }
    return out;
  }

  /**
   * A segment that roasts a team through its manager without ever saying the team's name (an
   * award) names the team once, where the manager is first said: "anthony set the season high" is
   * "Jesus Take The Wheel, anthony's team, set the season high". A listener knows the team's name.
   */
  function nameManagers(text: string, id: number): string {
    const { report, roast } = voice(id);
    if (report.includes(roast) || text.includes(report) || !text.includes(roast)) return text;
    const at = text.indexOf(roast);
    const after = text.slice(at + roast.length);
    const intro = managersTeam(id);
    return intro && !/^'s?\b/.test(after) ? `${text.slice(0, at)}${beforeRest(intro, after)}` : text;
  }

  /** The manager is said in `text` before any introduction of its own there (an award's "X, anthony's team,"). */
  function namedBeforeIntro(id: number, text: string): boolean {
    const intro = text.indexOf(introOf(id));
    return new RegExp(`\\b${escapeRe(voice(id).roast)}\\b`, 'i').test(intro < 0 ? text : text.slice(0, intro));
  }

  /**
   * "Password Is Taco, mkolb's team," in a game's report introduces a name the show then says
   * again (later in the game, or in the outro's "Rich's team"); where "they" has since taken every
   * later mention, the introduction only singles the manager out. (An award's introduction stands
   * in its joke's own sentence, and stays.) `later` is the rest of the show.
   */
  function unusedIntros(text: string, later: string): string {
    let out = text;
    for (const { id } of readers) {
      const { report, roast } = voice(id);
      const at = out.indexOf(introOf(id));
      if (at < 0 || report.includes(roast)) continue;
      const end = at + introOf(id).length;
      if (namedBeforeIntro(id, `${out.slice(end)} ${later}`)) continue;
      out = `${out.slice(0, at)}${report}${out.slice(out[end] === ',' ? end + 1 : end)}`;
    }
    return out;
  }

  /** The intro, then the rest of its sentence: "X, kraken's team, set…", or at the sentence's end "…was X, kraken's team." */
  const beforeRest = (intro: string, after: string) => (/^[.!?;:]/.test(after) ? `${intro.slice(0, -1)}${after}` : `${intro}${after.replace(/^,/, '')}`);

  /**
   * "Jesus Take The Wheel, anthony's team," where that reads safely (beforeRest joins it to what
   * follows).
   */
  function managersTeam(id: number): string | null {
    const intro = `${introOf(id)},`;
    return voice(id).safe(intro) ? intro : null;
  }

  /** "Save The Bees, Rich's team": the team's name, then whose it is. */
  function introOf(id: number): string {
    return `${voice(id).report}, ${voice(id).roast}'s team`;
  }

  /** How many margin fragments the show has said, of wins and of losses. */
  const marginFragments = { win: 0, loss: 0 };
  /**
   * Right after the report has said both scores, "Password Is Taco lost by 87." says the game a
   * second time. A margin that is not the joke (not a close one) is left to the scores: the
   * sentence goes ("…, 108 to 122. Their own roster had…"), so does its ", and"; a "with" or a
   * record joins the report ("…, 125 to 104, with the second-best score of the week."); "lost by
   * 37 to the week's top score" loses its "by 37". A close margin is the beat's opening fragment
   * ("A 3-point loss."). Only where the rest needs no subject: ", and is being gracious" would lose
   * its own. Returns the report and the line.
   */
  function marginAfterReport(head: string, line: string, m: MatchupFact): [string, string] {
    if (m.tie) return [head, line];
    const margin = marginSaid(m);
    const plainMargin = !CLOSE.includes(marginBand(m.margin!, size));
    for (const id of [m.team1, m.team2]) {
      for (const name of new Set([voice(id).roast, voice(id).report])) {
        const rival = m.team1 === id ? m.team2 : m.team1;
        const other = [voice(rival).roast, voice(rival).report].map(escapeRe).join('|');
        const at = new RegExp(
          `^(${escapeRe(name)} (lost|won|beat (?:${other}))(?: this one| the final| the title game)?) by ${escapeRe(margin)}(?=\\.| with | to |,(?! and (?!(?:nobody|somebody|everybody|the|they|that|this|it|we|[A-Z0-9]))))`,
        ).exec(line);
        const won = at?.[2] !== 'lost';
        if (!at || won !== (m.winner === id)) continue;
        const rest = line.slice(at[0].length);
        if (plainMargin && rest.startsWith(' to ')) return [head, `${at[1]}${rest}`];
        const after = rest.replace(/^\.\s*/, '');
        if (plainMargin && rest.startsWith('.') && after) return [head, after];
        // ", and the best lineup on their own roster scores 124.": the clause stands as its own sentence.
        if (plainMargin && rest.startsWith(', and ')) return [head, `${rest.charAt(6).toUpperCase()}${rest.slice(7)}`];
        // The report ends on its subject's score and the story is that subject's: "…, 125 to 104, with…".
        const said = [m.score1, m.score2].some((n) => head.endsWith(` ${gameScore(m, n)}.`));
        if (plainMargin && /^(?:,? with |, the biggest )/.test(rest) && said && head.startsWith(name)) {
          const [joined, ...more] = sentences(`${head.slice(0, -1)},${rest.replace(/^,/, '')}`);
          return [joined, more.join(' ')];
        }
        if (rest.startsWith(' to ')) continue;
        // Said a different way each time in a show: two games' "A 57-point loss." is one line twice.
        const forms = [`A ${margin}-point ${won ? 'win' : 'loss'}`, `That's a ${margin}-point ${won ? 'win' : 'loss'}`, `The margin: ${margin}`];
        const n = marginFragments[won ? 'win' : 'loss']++;
        return [head, `${forms[n % forms.length]}${rest}`];
      }
    }
    return [head, line];
  }

  /**
   * The week's lowest score, where no story told it, said beside the score in its own game:
   * "114 to 66, the lowest score of the week". Readers 75: "Stinks' 67 was the week's lowest and nobody said so".
   */
  function sayLowest(text: string, m: MatchupFact): string {
    const low = angles.find((a) => a.kind === 'low_score' && a.matchupId === m.matchupId && !usedAngles.has(a));
    if (!low || /\b(?:lowest|fewest)\b/i.test(text)) return text;
    const score = gameScore(m, low.n.score);
    const s = escapeRe(score);
    // Only in the game's first sentence, where the score is the news: later, a punch line leans on the sentence before it.
    // At its end or mid-sentence ("…fell to T H D, 92 to 65, with Stafford and Kincaid on the bench", reading 81).
    // Said as sportscasters say it, "92 to a week-low 65": "92 to 65, the lowest score of the week" was heard as the 92 (reading 92).
    const after = new RegExp(`^([^.]*\\bto )(${s})(?=[.,])`);
    const said = after.test(text)
      ? text.replace(after, '$1a week-low $2')
      : text.replace(new RegExp(`^([^.]*\\bscored ${s}(?: this week)?)(?=[.,])`), '$1, the lowest in the league');
    if (said !== text) usedAngles.add(low);
    return said;
  }

  /** True when a line already says both teams and both scores: the report would say them twice. */
  const saysResult = (text: string, m: MatchupFact) =>
    !m.tie &&
    [m.score1, m.score2].every((n) => text.includes(gameScore(m, n))) &&
    [m.team1, m.team2].every((id) => text.includes(voice(id).report) || text.includes(voice(id).roast));

  // Stories are claimed in order of importance: awards first (their stories are theirs), then
  // the games, then the table and the outro. The show's order is the plan's.
  const written = new Map<string, Segment>();
  const common = (p: SegmentPlan) => ({ id: p.id, kind: p.kind, refs: p.refs, roasts: p.roasts });

  // The players an award shows or tells are its own: no game tells them again.
  const awardPlayers = new Set(plan.flatMap((p) => (p.kind === 'award' ? (p.refs.playerIds ?? []) : [])));
  for (const p of plan) {
    if (p.kind !== 'award') continue;
    const a = p.award;
    // The award's own story when it is still untold; else the award said plainly, with its numbers.
    const own = angles.some((x) => !usedAngles.has(x) && x.teams[0] === a.rosterId && AWARD_ANGLES[a.award].includes(x.kind));
    const told = own ? roast(a.rosterId, { prefer: AWARD_ANGLES[a.award] }).text : awardPlain(a);
    // The top score's story may be its best player ("Alvin Kamara scored 43 for Washed"): the lead then says the score the screen shows.
    const score = scoreSaid(material(a.rosterId).score);
    const lead = a.award === 'top_scorer' && !new RegExp(`\\b${score}\\b`).test(told) ? `Top score, ${score}:` : AWARD_LEAD[a.award];
    written.set(p.id, { ...common(p), award: a.award, text: nameManagers(`${lead} ${told}`, a.rosterId), captions: awardCaptions(a) });
  }
  // The team that let the title game's MVP go, playing its own game this week: the title game tells
  // the trade (it is the champion's story, reading 72), and that team's game is its own; told again
  // there, readers 73 heard a pile-on. Only where the title game could not say it ({F}), that game
  // tells it, once ("traded Bijan Robinson away in week 11; this week he won 21st and Hine a title").
  const title = angles.find((a) => a.kind === 'title_game' && a.p.mvp && a.n.mvpFrom !== undefined && a.n.mvpWeek !== undefined);
  const letGoGame = title ? facts.matchups.find((x) => x.label !== 'final' && !x.tie && [x.team1, x.team2].includes(title.n.mvpFrom!)) : undefined;
  // Games with the bigger stories pick their jokes first: a shape is used once per script.
  const best = (p: SegmentPlan) => (p.kind === 'matchup' ? gameStory(angles, p.matchup.matchupId) : 0);
  for (const p of [...plan].sort((a, b) => best(b) - best(a))) {
    if (p.kind !== 'matchup') continue;
    const m = p.matchup;
    const avoid = new Set<string>();
    const told = new Set<Angle['kind']>();
    const players = new Set<string>(awardPlayers);
    const lines: string[] = [];
    // The cold open's story is paid off in its own game first.
    const order = [...p.roasts].sort((x, y) => Number(hook?.teams[0] === y) - Number(hook?.teams[0] === x));
    const lean = input.lean?.has(p.id) ?? false;
    // A placement game's winner (third place, out of last…) hears its finish, short, after the
    // loser's story: a lean game keeps both, so nobody in the last week's games goes without a line.
    // Not where the cold open's story is the winner's: that story is its beat.
    const placed =
      !m.tie && m.winner !== null && L.PLACE_WON[m.label] && !(hook?.teams[0] === m.winner && hook.matchupId === m.matchupId) ? m.winner : undefined;
    // Where the title game told the trade, a second line about it in this game is a pile-on (reading 73).
    const letGo = m === letGoGame && !mvpMoveTold ? title!.n.mvpFrom : undefined;
    const spoken = m === letGoGame && mvpTeamTold ? title!.n.mvpFrom : undefined;
    const beats = order.filter((id) => id !== placed && id !== letGo && id !== spoken);
    for (const [i, id] of (lean ? beats.slice(0, 1) : beats).entries()) {
      // After the loser's story, a gentle winner's compliment is a fact (WINNER_NOTES).
      const note = i > 0 && level === 'participation_trophy' && id === m.winner ? winnerNote(id, m, told, players) : null;
      if (note) {
        lines.push(note);
        continue;
      }
      // Two records in one game (the season's high and its biggest margin): the winner's beat is its record (reading 82).
      const double = angles.some((a) => a.kind === 'season_high' && a.n.double === 1 && a.teams[0] === id && a.matchupId === m.matchupId);
      const prefer =
        hook && hook.teams.includes(id) && hook.matchupId === m.matchupId ? [hook.kind] : double ? (['season_high'] as Angle['kind'][]) : undefined;
      // A game that roasts both sides keeps the second one short: one game, one beat each, about eight seconds.
      lines.push(roast(id, { matchupId: m.matchupId, prefer, avoid, told, players, short: i > 0 || lean, lead: i === 0 }).text);
      // A second big story of the same team in the same game (a perfect season ended, and by a
      // benched player) is its second beat, not left untold.
      const second = angles.find((a) => a.weight >= BIG_STORY && a.teams[0] === id && a.matchupId === m.matchupId && !usedAngles.has(a));
      if (second && !input.brief && !lean) lines.push(roast(id, { matchupId: m.matchupId, prefer: [second.kind], avoid, told, players, short: true }).text);
    }
    if (placed !== undefined && placed !== letGo && placed !== spoken && !input.bare?.has(p.id))
      lines.push(fresh(L.PLACE_WON[m.label]![level], { ...base, W: voice(placed).roast }));
    if (letGo !== undefined) lines.push(letGoLine(letGo, m));
    if (p.storyline) lines.push(storyLine(p.storyline.rosterId, p.storyline.text, m));
    const lead = GAME_LEAD[m.label];
    const reported = !lines.some((l) => saysResult(l, m));
    // The team the story opens on, read before its name becomes a margin fragment ("A 47-point
    // loss."): the report then opens on that team, never on the other side. A story opening on "X
    // and Y both lost" is about both, so the report opens on the other side.
    const story = lines[0] ?? '';
    const opensOn = (id: number) => readers.find((r) => r.id === id)!.own.filter((f) => story.startsWith(f));
    const subject = [m.team1, m.team2].find((id) => opensOn(id).length > 0);
    const pair = subject !== undefined && opensOn(subject).some((f) => story.startsWith(' and ', f.length));
    let head = reported ? report(m, lead !== '', pair ? [m.team1, m.team2].find((id) => id !== subject) : subject) : '';
    if (reported && lines.length) [head, lines[0]] = marginAfterReport(head, lines[0], m);
    const text = [lead ? `${lead} ${head || ''}`.trim() : head, ...lines].filter(Boolean).join(' ');
    written.set(p.id, { ...common(p), text: sayLowest(text, m), captions: matchupCaptions(m) });
  }

  const segments: Segment[] = plan.map((p): Segment => {
    const done = written.get(p.id);
    if (done) return done;
    switch (p.kind) {
      case 'cold_open':
        return { ...common(p), text: coldOpen(p.hook), captions: [headline(p.hook, true)] };
      case 'intro': {
        const lines =
          season.phase === 'regular'
            ? L.INTRO[level]
            : season.seasonOver
              ? L.INTRO_CHAMPIONSHIP[level]
              : season.roundName
                ? L.INTRO_PLAYOFF_ROUND
                : L.INTRO_PLAYOFFS;
        // The week's own greeting first, where one is true and unheard; else a greeting of the show.
        // A week written brief has no room for one.
        // A show that goes by managers says why first, where the league has not just heard it.
        const owned = byManagers(facts.teams) ? L.INTRO_BY_MANAGERS[level].map((l) => fill(l, base)) : [];
        const week =
          owned.length && !owned.some((t) => heard.has(t)) ? owned : input.brief || season.phase !== 'regular' ? [] : unheardGreetings(weekGreetings());
        // The games are written first: a greeting keeps to the devices they left (MOTIFS).
        const greet = (pool: string[]): Segment => {
          const fit = pool.filter((t) => !overused(t));
          const from = fit.length ? fit : pool;
          const text = from[rng.int(from.length)];
          counted(text);
          heard.add(text);
          return { ...common(p), text, captions: introCaptions() };
        };
        if (week.length) return greet(week);
        // A regular-season week written brief is introduced by its title alone: readers of 84-87 named
        // its short greetings ("Explain yourselves.", "Hugs first, then highlights.") filler in nearly
        // every show, and the seconds go to the games' jokes. A playoff week keeps one of its shorter greetings.
        if (input.brief && season.phase === 'regular') return greet([`${base.league}, week ${facts.week}.`]);
        const fresh = unheardGreetings(lines.map((l) => fill(l, base)));
        const all = lines.map((l) => fill(l, base));
        return greet(input.brief ? shorterHalf(fresh.length ? fresh : all) : fresh.length ? fresh : all);
      }
      case 'standings':
        return { ...common(p), text: [standingsHead(), ...p.roasts.map((id) => roast(id).text)].join(' '), captions: standingsCaptions() };
      case 'bracket': {
        // The rest in one breath, or, where the week's lowest is among them, the others listed and the lowest told.
        const restOfCouch = (rest: number[]): string[] => {
          const scored = (ids: number[]) => ({ ...base, list: list(ids.map((id) => `${voice(id).listed} with ${scoreSaid(material(id).score)}`)) });
          const alone = facts.luck.filter((l) => l.points === facts.lowest.points).length === 1;
          const low = alone ? rest.find((id) => id === facts.lowest.rosterId) : undefined;
          if (low === undefined) return rest.length ? [fresh(L.IDLE_REST[level], scored(rest))] : [];
          const others = rest.filter((id) => id !== low);
          return [
            others.length ? fresh(L.IDLE_REST[level], scored(others)) : '',
            framedLine(L.IDLE_LOW[level], (form) => ({ ...base, L: voice(low)[form], lscore: scoreSaid(material(low).score) })),
          ];
        };

        const head = bracketFacts(
          facts,
          (id) => voice(id).listed,
          (g) => gameInShow(plan, g),
        ).join(' ');
        const shown = season.bracketKnown
          ? season.bracket
              .filter((g) => g.bracket === 'winners' && g.round === season.round)
              .map((g) => `${g.team1 === null ? 'TBD' : rawName(g.team1)} vs ${g.team2 === null ? 'TBD' : rawName(g.team2)}`)
          : facts.matchups.map((m) => `${rawName(m.team1)} vs ${rawName(m.team2)}`);
        // With every result already told, the segment is the teams that had no game, and the screen shows them.
        const idleOnly = !head && p.roasts.length > 0;
        // The ones with the biggest stories, two at most (one where the show runs long), and the others'
        // scores in one breath: four teams with no game are one joke told four times (reading 73).
        const story = (id: number) => Math.max(0, ...angles.filter((a) => a.teams[0] === id && !usedAngles.has(a)).map((a) => a.weight));
        const told = [...p.roasts].sort((a, b) => story(b) - story(a)).slice(0, input.lean?.has(p.id) ? 1 : 2);
        const rest = p.roasts.filter((id) => !told.includes(id));
        const lead = head || (p.roasts.length ? fresh(season.seasonOver ? L.IDLE_LEAD_SEASON : L.IDLE_LEAD) : '');
        const stories = told.map((id) => roast(id, { short: p.roasts.length > 2 }).text);
        const couch = restOfCouch(rest);
        // A team out of the bracket that outscored the final's loser: the runner-up's week, told across games (reading 76).
        const final = facts.matchups.find((x) => x.label === 'final' && !x.tie && x.loser !== null);
        const crasher = final ? [...p.roasts].sort((a, b) => material(b).score - material(a).score)[0] : undefined;
        if (final && crasher !== undefined && material(crasher).score > material(final.loser!).score) {
          const score = scoreSaid(material(crasher).score);
          // A playoff team knocked out earlier was invited: it is told when it went out.
          const out = season.bracket.find((g) => g.bracket === 'winners' && g.loser === crasher && g.placement === null);
          const line = framedLine(out ? L.OUT_OUTSCORED_FINAL[level] : L.IDLE_OUTSCORED_FINAL[level], (form) => ({
            ...base,
            out: out ? String(out.week) : '',
            lscore: gameScore(final, material(final.loser!).score),
            I: voice(crasher)[form],
            // Its score said once: where its own line said it, "more".
            iscore: new RegExp(`\\b${escapeRe(score)}\\b`).test([lead, ...stories, ...couch].join(' ')) ? 'more' : score,
          }));
          // Right after its own story where it has one: readers of 100-103 lost Wolverhampton's thread when
          // two other teams came between Derrick Henry's 46 and its 116.
          const own = told.indexOf(crasher);
          if (own < 0) couch.push(line);
          else stories.splice(own + 1, 0, line);
        }
        return {
          ...common(p),
          text: [lead, ...stories, ...couch].filter(Boolean).join(' '),
          captions: idleOnly
            ? ['No game this week', ...p.roasts.map((id) => `${rawName(id)} ${scoreSaid(material(id).score)}`)]
            : [season.roundName ?? 'Playoffs', ...shown, ...season.byes.map((id) => `${rawName(id)}: bye`)],
        };
      }
      case 'champion': {
        const fact = championFacts(
          facts,
          (id) => voice(id).listed,
          p.champion,
          p.runnerUp,
          p.final,
          (n) => (p.final ? gameScore(p.final, n) : earNumber(n)),
        );
        // The final's score is said once: by its game when the show has it.
        const finalTold = p.final !== null && gameInShow(plan, p.final);
        if (finalTold) fact.splice(1);
        const cheer = fresh(L.CHAMPION_CHEER[level], { ...base, C: voice(p.champion).listed });
        // Its players were its game's: "Bijan Robinson scored 35 against them" twice is one story told twice.
        // A final that paid back a regular-season beating is the runner-up's own story ("picked a better week to answer").
        const roasts = p.roasts.map((id) => roast(id, { prefer: ['rematch', 'title_game'], ...(finalTold ? { avoid: new Set(['P', 'Ppts']) } : {}) }).text);
        return {
          ...common(p),
          // A week written brief skips the cheer (the season review says more) so the rest of the league keeps its jokes.
          text: [...fact, ...(input.brief ? [] : [cheer]), ...seasonReview(p.champion), ...roasts].join(' '),
          captions: [
            `${facts.season} champion`,
            rawName(p.champion),
            ...(p.final
              ? [`${gameScore(p.final, Math.max(p.final.score1, p.final.score2))} to ${gameScore(p.final, Math.min(p.final.score1, p.final.score2))}`]
              : []),
          ],
        };
      }
      case 'outro':
        return { ...common(p), text: [...p.roasts.map((id) => roast(id).text), closing()].join(' '), captions: ['Tag us if you post', nextCaption(facts)] };
      default:
        throw new Error(`No writer for segment ${p.id}`);
    }
  });

  // Each team named once a stretch, then "they" (a team's forms are its reader's own names).
  const players = performances(facts).map((p) => playerName(p.name));
  const announced = new Set<number>();
  const met = new Set<number>();
  const teamForms = readers.map((r) => r.own);
  // The managers a show said by managers names in place of their teams.
  const people = new Set(facts.teams.filter((t) => voice(t.rosterId).byManager).map((t) => t.spokenManager));
  return {
    level,
    writer: 'template',
    fallbackReason: null,
    seed: input.seed,
    // "They" first, where the sentence before was only about that team; then a phrase name still
    // opening a sentence is framed ("the team called idk").
    segments: segments
      .map((s) => theyAfterFirst(s.text, teamForms, people))
      .map((text, i, all) => {
        const s = segments[i];
        // The rest of the show may name the manager ("Rich's team" in the outro): the game introduces him.
        const later = all.slice(i + 1).join(' ');
        const own = s.kind === 'matchup' ? introduceManagers(unusedIntros(text, later), s.refs.rosterIds, later) : text;
        return { ...s, text: polish(callPhrases(surnamesAfterFirst(rolesAfterFirst(teamBeforeManager(own, met), s.refs.matchupId), players), announced)) };
      }),
  };

  /**
   * A team the show knows by its manager is "Ryan's team" the first time the show says it, then
   * "Ryan": a bare "Ryan put up 89" before anyone has said whose team that is sounds like one more
   * team name. `met` holds the teams whose manager's team the show has said so far.
   */
  function teamBeforeManager(text: string, met: Set<number>): string {
    let out = text;
    for (const { id, v } of readers) {
      if (v.roast === v.report || !v.report.includes(v.roast) || met.has(id)) continue;
      const theirs = new RegExp(`\\b${escapeRe(v.roast)}'s team\\b`, 'i');
      // Not the possessive itself, nor a player who shares the name ("Ryan Tannehill").
      const bare = [...out.matchAll(new RegExp(`\\b${escapeRe(v.roast)}\\b(?!'s\\b)`, 'gi'))].find((m) => !/^ [A-Z]/.test(out.slice(m.index + m[0].length)));
      const own = out.search(theirs);
      if (bare && (own < 0 || bare.index < own)) out = `${out.slice(0, bare.index)}${bare[0]}'s team${out.slice(bare.index + bare[0].length)}`;
      if (theirs.test(out)) met.add(id);
    }
    return out;
  }

  /**
   * The greetings whose joke the league has not just heard, those with a salutation it has not
   * just heard either first. "Week 3, The Chumbo." opens half of them: counting a greeting heard by
   * its salutation left a league a pool of one or two (the same greeting in two leagues).
   */
  function unheardGreetings(texts: string[]): string[] {
    const salutation = (s: string) =>
      s
        .replace(base.league, '')
        .replace(/\bweek \d+\b/i, '')
        .replace(/\bin\b/gi, '')
        .replace(/[^\p{L}\p{N}]/gu, '') === '';
    const fresh = texts.filter(
      (t) =>
        !heard.has(
          sentences(t)
            .filter((s) => !salutation(s))
            .join(' '),
        ),
    );
    const fresher = fresh.filter((t) => !heard.has(t));
    return fresher.length ? fresher : fresh;
  }

  function introCaptions(): string[] {
    return [
      shortName(screenName(facts.leagueName), 32),
      `${facts.season} · ${season.phase === 'regular' ? `Week ${facts.week}` : (season.roundName ?? `Playoffs · Week ${facts.week}`)}`,
    ];
  }

  /** The regular season's greetings with this week's numbers in them, each where it is true. */
  function weekGreetings(): string[] {
    const close = facts.matchups.filter((m) => !m.tie && m.margin < size.close).length;
    // Not beside a cold open that already told a benched winner.
    const benchHook = hook !== null && ['lineup_flip', 'bench_flip'].includes(hook.kind);
    const flips = new Set(angles.filter((a) => a.kind === 'lineup_flip' || a.kind === 'bench_flip').map((a) => a.teams[0])).size;
    const vars = { ...base, hi: scoreSaid(facts.highest.points), lo: scoreSaid(facts.lowest.points), close: spell(close), flips: spell(flips) };
    return L.INTRO_WEEK[level]
      .filter((g) => (g.needs !== 'close' || close >= 2) && (g.needs !== 'flips' || (flips >= 2 && !benchHook)))
      .map((g) => polish(fill(g.line, vars)));
  }

  function coldOpen(a: Angle): string {
    const vars = storyVars(a, a.teams[0]);
    const h = vars.flips
      ? FLIPS_HOOK
      : tookOpponentsRecord(a)
        ? THEIRS_HOOK
        : a.kind === 'former_player' && vars.cuts
          ? CUTS_HOOK
          : (HOOKS[a.kind] ?? HOOKS.any!);
    // The story's own tease first; heard recently, the same story said as a headline. A tease that
    // the plan counts as a roast names its team.
    const named = hookRoasts(a).length > 0;
    const lines = [fillable(h[lv], vars) ? h[lv] : HOOKS.any![lv], ...HOOK_AGAIN.map((l) => l.replace('{headline}', headline(a)))].filter(
      (l) => fillable(l, vars) && (!named || l.includes('{R}')),
    );
    const first = lines.map((l) => fill(l, vars)).find((t) => !heard.has(t) && safeForEveryName(t));
    if (first) {
      heard.add(first);
      return first;
    }
    const safe = lines.filter((l) => safeForEveryName(fill(l, vars)));
    return fresh(safe.length ? safe : [HOOK_NAMED], { ...vars, R: voice(a.teams[0]).listed });
  }

  /** The story as a short phrase: the cold open's caption and the outro's closing three. */
  function headline(a: Angle, caption = false): string {
    const vars: Vars = { ...storyVars(a, -1), R: voice(a.teams[0]).listed };
    // Said aloud, a bench of several winners is what its game told ("Maye, Doubs and Kamara could each
    // have won it"), not one of them with points the game never said; the screen still shows the best one.
    let h = HEADLINES[a.kind];
    if (a.kind === 'name_irony') h = IRONY_HEADLINES[a.w.key];
    else if (vars.flips && !caption) h = FLIPS_HEADLINE;
    else if (a.kind === 'bench_flip' && a.n.twoWin) h = TWO_CALLS_HEADLINE;
    // A headline says the benched player's whole points: the tenths belong to the game's own line.
    if (thinFlip(a)) vars.Bpts = earNumber(a.p.benched!.points);
    if (caption) for (const id of a.teams) vars.R = vars.R === voice(id).report ? rawName(id) : vars.R;
    const text = h && fillable(h, vars) ? fill(h, vars) : `week ${facts.week}`;
    return caption ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  }

  /** The sign-off: the week's three best stories (two in a week written brief), the best last, then where to find us. */
  function closing(): string {
    // Three different stories the show told: a team's unbeaten run is inside "two unbeaten runs over".
    // The cold open's story has been told twice already (teased, then paid off): the outro leaves it
    // out where two others are left to say, except a title, which the season ends on.
    const isHook = (a: Angle) => hook !== null && a.kind === hook.kind && a.teams.join() === hook.teams.join();
    const several = (a: Angle) => a.kind === 'two_unbeaten_fell' || a.kind === 'crowded_top';
    const pick = (skipHook: boolean) => {
      // Leaving the cold open's story out leaves out its team's other stories too ("the end of an unbeaten run").
      const covered = new Set<number>(skipHook && hook && hook.kind !== 'title_game' ? hook.teams.slice(0, several(hook) ? undefined : 1) : []);
      const top: Angle[] = [];
      for (const a of angles) {
        const told = usedAngles.has(a) || isHook(a);
        if (!told || top.length === (input.brief ? 2 : 3) || !HEADLINES[a.kind] || a.teams.some((id) => covered.has(id)) || top.some((t) => t.kind === a.kind))
          continue;
        if (skipHook && isHook(a) && a.kind !== 'title_game') continue;
        // A gentle show says a name that insults its own team once, in its game, not again at the end.
        if (level !== 'sunburn' && a.kind === 'name_irony' && a.w.key === 'truth') continue;
        // One sentence: its names must read well together (no faith beside a crude name).
        if (!safeForEveryName(`${list([...top, a].map((x) => headline(x)))}.`)) continue;
        top.push(a);
        a.teams.slice(0, several(a) ? undefined : 1).forEach((id) => covered.add(id));
      }
      return top;
    };
    // Not where what is left is a smaller story of the same kind (a second bench after the cold open's bench).
    const LINEUPS: Angle['kind'][] = ['lineup_flip', 'bench_flip', 'bench_left', 'lineup_chase'];
    const sameKind = (a: Angle) => hook !== null && (a.kind === hook.kind || (LINEUPS.includes(a.kind) && LINEUPS.includes(hook.kind)));
    const others = pick(true);
    // The others, less a smaller story of the cold open's kind; where none is left, the week's stories with it.
    const rest = others.filter((a) => isHook(a) || !sameKind(a));
    const top = (rest.length ? rest : pick(false)).reverse();
    // A callback stands in for the summary of the week's stories, which readers heard as one
    // formula in every league: its story was told in its game.
    // Its best story first, then any other the show told: a league hears few callbacks twice in four weeks.
    // Not a lineup story after a cold open on one: "the answers were on the bench" is heard as the cold open's team.
    const told = angles.filter((a) => usedAngles.has(a) && !top.includes(a));
    // A winner's story first (the streak, the star who carried them): the games roasted the losers,
    // and a loser's story called back is the same hit twice. The gentle level calls back only to a
    // winner's good news: a lucky win teased in its game and again at the end is hit twice too.
    const CELEBRATED: Angle['kind'][] = ['first_win', 'skid_snapped', 'win_streak', 'star_carried', 'move_paid', 'still_unbeaten', 'season_high', 'high_score'];
    const won = (a: Angle) => Number(material(a.teams[0]).result === 'W' && (lv === 'sb' || CELEBRATED.includes(a.kind)));
    const back =
      season.phase === 'regular'
        ? callback(
            [...top]
              .reverse()
              .concat(told)
              .filter((a) => !(LINEUPS.includes(a.kind) && sameKind(a)))
              // A gentle show does not end on a loser it has already roasted ("Stinks, chin up" after Stinks' 67, reading 70).
              .filter((a) => lv === 'sb' || won(a))
              .sort((x, y) => won(y) - won(x)),
          )
        : null;
    if (back) return `${fresh(L.TAG_US)} ${back}`;
    // A gentle show sums up with good news only: a loser's story said again at the end is a second hit
    // (reading 73: Shish Kebab Boys' bench in the cold open, its game and the last word).
    const summed = lv === 'sb' ? top : top.filter((a) => a.kind === 'title_game' || several(a) || material(a.teams[0]).result !== 'L');
    const phrases = [...new Set(summed.map((a) => headline(a)))];
    const when = season.seasonOver
      ? `the ${facts.season} season`
      : season.phase === 'regular'
        ? `week ${facts.week}`
        : season.roundName
          ? `the ${season.roundName.toLowerCase()}`
          : `week ${facts.week}`;
    const title = top.find((a) => a.kind === 'title_game');
    // The season's last word is its champion, not a footnote from a game that did not count.
    const sum = title
      ? fresh(L.OUTRO_TITLE, { ...base, when, C: voice(title.teams[0]).listed })
      : phrases.length
        ? fresh(L.OUTRO_SUM[level], { ...base, when, list: list(phrases) })
        : `That's ${when}.`;
    // "Fix your lineups" only after a week whose story was a lineup call (a benched star, a dud started).
    const LINEUP_STORIES: Angle['kind'][] = ['lineup_flip', 'bench_left', 'zero_starter', 'negative_starter', 'dud_starter'];
    const lineups = [...usedAngles].some((a) => LINEUP_STORIES.includes(a.kind));
    // "Last place" means something only once the table does (week 4 on), and only where one team holds it.
    const [bottom, ...above] = [...facts.standings].sort((a, b) => b.rank - a.rank);
    const lastAlone = !above.some((x) => x.wins === bottom.wins && x.losses === bottom.losses && x.ties === bottom.ties);
    // The season's sign-off counts everybody but the champion ("the other eleven").
    const ending = { ...base, others: spell(facts.teams.length - 1) };
    const stock = season.seasonOver
      ? L.SIGN_OFF_SEASON[level].filter((l) => title || !/\b(?:champs|trophy)\b/.test(l)).map((l) => fill(l, ending))
      : L.SIGN_OFF[level].filter((l) => (lineups || !/\blineups\b/.test(l)) && ((facts.week >= 4 && lastAlone) || !/\blast place\b/.test(l)));
    return `${sum} ${fresh(stock)}`;
  }

  /**
   * The show's last word: a callback to the outro's best story that has one, said to its team
   * ("Shish Kebab Boys: Metcalf. Start him."), not to a team the show already roasted twice, nor
   * one heard in the league's last recaps.
   */
  function callback(stories: Angle[]): string | null {
    const run = (id: number) => (material(id).streak?.kind === 'W' ? material(id).streak!.length : 0);
    // The cold open's team has heard its story twice already (teased, then told in its game).
    const beats = (id: number) => plan.filter((p) => p.roasts.includes(id)).length + Number(hook?.teams[0] === id) + Number(tableNamed.has(id));
    // A team that lost had its beat in its game: said again last, it is the one team the show would
    // not let go (reading 85 heard "Stinks, 67. That's the whole sentence." as singling them out).
    const lost = (id: number) => material(id).result === 'L';
    const before = (input.previousLines ?? []).join(' ');
    /** How many of the show's segments say a number. */
    const saidIn = (said: string) => [...written.values()].filter((seg) => new RegExp(`\\b${escapeRe(said)}\\b`).test(seg.text)).length;
    for (const a of stories) {
      // A star thanked last only where he was the week's best player: readers heard Tee Higgins' 30
      // nominated "for everything" in a week of a 48 and a 44 (readings 80-81).
      if (a.kind === 'star_carried' && a.p.star?.playerId !== facts.topPerformers[0]?.playerId) continue;
      // A streak said last only where no other team's run is as long (reading 81: Crown N Cubes' 3 "to end", with F J R on 3 too).
      if (a.kind === 'win_streak' && facts.standings.some((s) => s.rosterId !== a.teams[0] && run(s.rosterId) >= run(a.teams[0]))) continue;
      // A defense is a "they" the lines' "he" cannot say ("Texans still owes you").
      const defense = Object.values(a.p).some((x) => x.position === 'DEF');
      const vars = storyVars(a, a.teams[0]);
      // A big number said back once, not a third time (reading 81: Anthony's 152 in its game, its award and the outro).
      if ((a.kind === 'season_high' || a.kind === 'high_score') && vars.score !== undefined && saidIn(vars.score) > 1) continue;
      for (const c of CALLBACKS[a.kind] ?? []) {
        const line = c[lv];
        if (
          (line.includes('{R}') && (lost(a.teams[0]) || beats(a.teams[0]) > 1)) ||
          (defense && /\{[PB]\}/.test(line)) ||
          !fillable(line, vars) ||
          saysLine(before, line)
        )
          continue;
        const text = fill(line, vars);
        if (!heard.has(text) && safeForEveryName(text) && !overused(text)) return text;
      }
    }
    return null;
  }

  /** One of a few ways to say a format line, not heard recently if possible. */
  function shorterHalf(lines: string[]): string[] {
    const cap = [...lines].sort((x, y) => x.length - y.length)[Math.floor((lines.length - 1) / 2)].length;
    return lines.filter((t) => t.length <= cap);
  }

  function fresh(variants: readonly string[], vars: Vars = base): string {
    const filled = variants.map((v) => fill(v, vars));
    // A line that reads well with the names in it ("took down Bush Johnson" does not), where one does.
    const safe = filled.filter((t) => safeForEveryName(t));
    const usable = safe.length ? safe : filled;
    // A format line keeps to the show's devices too: the champion's road and the season review do not both brag.
    const fit = usable.filter((t) => !overused(t));
    const all = fit.length ? fit : usable;
    const unheard = all.filter((t) => !heard.has(t));
    const notNow = all.filter((t) => !heard.saidNow(t));
    const fresher = unheard.length ? unheard : notNow.length ? notNow : all;
    // A week written brief says its format lines from the shorter half: twelve games leave little room.
    const pool = input.brief ? shorterHalf(fresher) : fresher;
    const text = pool[rng.int(pool.length)];
    heard.add(text);
    counted(text);
    return text;
  }

  /** One of `lines` with its teams said as in a report, or, where a name reads badly in every line, as listed. */
  function framedLine(lines: readonly string[], vars: (form: 'report' | 'listed') => Vars): string {
    const fit = lines.filter((l) => safeForEveryName(fill(l, vars('report'))));
    return fit.length ? fresh(fit, vars('report')) : fresh(lines, vars('listed'));
  }

  function standingsHead(): string {
    const table = [...facts.standings].sort((a, b) => a.rank - b.rank);
    if (facts.week < 4) return earlyTable(table);
    if (!table.every(isConfirmed)) return fresh(L.TABLE_UNCONFIRMED);
    const top = table.filter((s) => s.wins === table[0].wins && s.losses === table[0].losses && s.ties === table[0].ties);
    const last = table[table.length - 1];
    const bottom = table.filter((s) => s.wins === last.wins && s.losses === last.losses && s.ties === last.ties);
    const rose = bottom.filter((s) => material(s.rosterId).result === 'W');
    const rec = (s: (typeof table)[number]) => record(s.wins, s.losses, s.ties);
    const all = (rows: typeof table) => (rows.length === 2 ? 'both' : 'all');
    const others = (rows: typeof table) => (rows.length === 2 ? 'the other' : 'the others');
    // The teams by the names the show used for them; a name the table's sentence cannot frame, by its manager's team.
    const say = (rows: typeof table, form: 'report' | 'listed') => list(rows.map((s) => voice(s.rosterId)[form]));
    const vars = (form: 'report' | 'listed') => ({
      ...base,
      top: say(top, form),
      toprec: rec(top[0]),
      topn: spell(top.length),
      bottom: say(bottom, form),
      lastrec: rec(last),
      bottomn: spell(bottom.length),
      // Two teams are "both" and "the other", never "all" and "the others".
      topall: all(top),
      topothers: others(top),
      bottomall: all(bottom),
      bottomothers: others(bottom),
      rose: say(rose, form),
      roseis: rose.length === 1 ? 'is' : 'are',
    });
    const framed = (lines: readonly string[]) => framedLine(lines, vars);
    // The week against the table, told in one breath (plan.ts).
    const upside = upsideDownTable(facts);
    if (upside) {
      const upended = upside.outscored.map((id) => table.find((s) => s.rosterId === id)!);
      const flipped = (form: 'report' | 'listed') => ({
        ...vars(form),
        bottom: say(upended, form),
        tscore: scoreSaid(material(upside.leader).score),
        lastat: `${bottom.length > 1 ? 'tied for last' : 'last'} at ${rec(last)}`,
        outscored:
          upended.length === 1 ? `scored ${scoreSaid(material(upended[0].rosterId).score)} and lost` : `${all(upended)} scored more than that and lost`,
      });
      [upside.leader, ...upside.outscored].forEach((id) => tableNamed.add(id));
      return framedLine(L.TABLE_UPSIDE_DOWN[level], flipped);
    }
    // "All calling it skill" is not said of leaders who just lost.
    const lost = top.some((t) => material(t.rosterId).result === 'L');
    // Two or three teams sharing an end are named ("Si2on and Ryan share last"): "two teams" left readers asking which (reading 71).
    const byName = (lines: readonly string[], rows: typeof table, key: 'top' | 'bottom') =>
      rows.length <= 3 ? lines.map((l) => l.replace(`{${key}n} teams`, `{${key}}`)) : lines;
    // The table's own joke: teams that just lost their perfect season are still sharing first.
    // A week written brief has told that story twice already (the cold open and their games).
    const fell = input.brief ? [] : top.filter((t) => material(t.rosterId).perfectLost);
    // Leaders named in the line are not named again in "That includes…".
    const shared = fell.length ? L.TABLE_SHARED_LEAD[level] : byName(L.TABLE_SHARED_LEAD[level], top, 'top');
    let head = framed(top.length === 1 ? L.TABLE_LEADER[level] : shared.filter((l) => !lost || !l.includes('{topall}')));
    if (top.length > 1 && fell.length) {
      head = `${head} That includes ${list(fell.map((t) => voice(t.rosterId).listed))}, who just lost for the first time and are still tied for first.`;
      fell.forEach((t) => tableNamed.add(t.rosterId));
    }
    // A shared last place where some just won is not all excuses and averted eyes: "all avoiding eye
    // contact" was said of a team in the week of its first win.
    // Nor is a team alone in last told to try a lineup the week one won.
    const alone = L.TABLE_LAST[level].filter((l) => !rose.length || !/lineup/i.test(l));
    const tail = framed(bottom.length === 1 ? alone : rose.length ? L.TABLE_SHARED_LAST_ROSE[level] : byName(L.TABLE_SHARED_LAST[level], bottom, 'bottom'));
    if (bottom.length > 1) rose.forEach((s) => tableNamed.add(s.rosterId));
    return `${head} ${tail}`;
  }

  /**
   * Weeks 2 and 3 name the few teams that have won every game and the few that have won none
   * (Sleeper's records only); where more share either end, or in week 1, the table is just early.
   */
  function earlyTable(table: RecapFacts['standings']): string {
    const top = table.filter((s) => s.losses === 0 && s.ties === 0);
    const bottom = table.filter((s) => s.wins === 0 && s.ties === 0);
    const few = (rows: typeof table) => rows.length >= 1 && rows.length <= 3;
    if (input.plainTable || facts.week < 2 || !few(top) || !few(bottom) || !table.every(isConfirmed)) return fresh(L.EARLY_TABLE[level]);
    const names = (rows: typeof table) => list(rows.map((s) => voice(s.rosterId).listed));
    const are = (rows: typeof table) => (rows.length === 1 ? 'is' : 'are');
    const vars = { ...base, top: names(top), topare: are(top), bottom: names(bottom), bottomare: are(bottom) };
    const fit = L.EARLY_ENDS[level].filter((l) => safeForEveryName(fill(l, vars)));
    return fit.length ? fresh(fit, vars) : fresh(L.EARLY_TABLE[level]);
  }

  /** The title MVP's old team in its own game: what it gave away, and what it did this week. */
  function letGoLine(team: number, m: MatchupFact): string {
    const n = title!.n;
    const won = m.winner === team;
    const DID: Partial<Record<MatchupFact['label'], [string, string]>> = {
      third_place: ['took third', 'finished fourth'],
      fifth_place: ['took fifth', 'finished sixth'],
      last_place: ['stayed out of last place', 'finished last'],
    };
    const [w, l] = DID[m.label] ?? ['won their game', 'lost their game'];
    const P = playerName(title!.p.mvp!.name);
    return fresh(L.LET_GO_IRONY[level], {
      ...base,
      R: voice(team).report,
      // The champion by name: "won somebody else a title" left readers to work out whose (reading 70).
      C: voice(title!.teams[0]).listed,
      how: n.mvpTrade ? `traded ${P} away` : `let ${P} go`,
      when: `in week ${n.mvpWeek}`,
      did: won ? w : l,
    });
  }

  function storyLine(id: number, story: string, m: MatchupFact): string {
    const won = m.winner === id;
    return `${story.replace(/[.!?]*$/, '.')} ${won ? 'This week, it held up.' : 'This week did not help.'}`;
  }

  /**
   * A team as the screen shows it. In a show that goes by managers, the manager leads and the team
   * name follows, as the voice says it ("brocky306 (Sh*t)"); elsewhere a team the voice roasts
   * through its manager shows the manager beside its name ("Deep Throat Cover 2 (elunicorn)").
   */
  function shown(id: number, inList = false): string {
    const t = facts.teams.find((x) => x.rosterId === id)!;
    const name = printed(id);
    if (!name) return handle(id);
    if (voice(id).byManager) return `${handle(id)} (${name})`;
    return inList || voice(id).roast === t.spokenName ? name : `${name} (${handle(id)})`;
  }

  /** The winner as the voice says it: "brocky306 by 53", never "Sh*t by 53" under a show said by managers. */
  function winnerShown(id: number): string {
    return voice(id).byManager ? handle(id) : rawName(id);
  }

  function matchupCaptions(m: MatchupFact): string[] {
    return [
      ...(GAME_TITLE[m.label] ? [GAME_TITLE[m.label]!] : []),
      `${shown(m.team1)} ${gameScore(m, m.score1)}`,
      `${shown(m.team2)} ${gameScore(m, m.score2)}`,
      m.tie ? 'Tie' : `${winnerShown(m.winner!)} by ${marginSaid(m)}`,
    ];
  }

  function standingsCaptions(): string[] {
    return [...facts.standings]
      .sort((x, y) => x.rank - y.rank)
      .map((s) => `${s.rank}. ${shown(s.rosterId, true)} ${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ''}`);
  }

  function awardPlain(a: AwardPlan): string {
    const R = voice(a.rosterId).roast;
    switch (a.award) {
      case 'top_scorer':
        return `${R}, with ${scoreSaid(a.points)}.`;
      case 'dud':
        return `${playerName(a.player.name)}, ${earNumber(a.player.points)} points for ${R}.`;
      case 'blowout':
      case 'nail_biter':
        return `${voice(a.matchup.winner ?? a.matchup.team1).listed} beat ${voice(a.matchup.loser ?? a.matchup.team2).listed} by ${marginSaid(a.matchup)}.`;
      case 'bench_blunder':
        return `${R}, with ${earNumber(a.bench.pointsLeft)} points on the bench and ${playerName(a.player.name)} among them.`;
      case 'luckiest':
      case 'unluckiest':
        return `${R}, with ${scoreSaid(a.luck.points)}.`;
      case 'move_of_the_week':
        return `${R} added ${playerName(a.move.name)}, who scored ${earNumber(a.move.weekPoints ?? 0)}.`;
    }
  }

  function awardCaptions(a: AwardPlan): string[] {
    const title = AWARD_TITLES[a.award];
    switch (a.award) {
      case 'top_scorer':
        return [title, `${shown(a.rosterId, true)} ${scoreSaid(a.points)}`];
      case 'dud':
        return [title, `${a.player.name} ${earNumber(a.player.points)}`];
      case 'blowout':
      case 'nail_biter':
        return [title, `${winnerShown(a.matchup.winner ?? a.matchup.team1)} by ${marginSaid(a.matchup)}`];
      case 'bench_blunder':
        return [title, `${earNumber(a.bench.pointsLeft)} points on the bench`, `${a.player.name} ${earNumber(a.player.points)}`];
      case 'luckiest':
      case 'unluckiest':
        return [title, `${shown(a.rosterId, true)} ${scoreSaid(a.luck.points)}`];
      case 'move_of_the_week':
        return [title, `${a.move.name} ${earNumber(a.move.weekPoints ?? 0)}`];
    }
  }
}

// Format lines, a few ways each, so a league that watches every week does not hear the same one.
const HOOK_AGAIN = [
  "Week {week}, in one line: {headline}. We'll get there.",
  'Coming up: {headline}. Stay for it.',
  "This week had {headline}, and that's not even everything.",
  "Week {week} belongs to {R}. We'll explain.",
  'Coming up: {headline}, and {R} is in it.',
];
const HOOK_NAMED = 'Week {week}, and {R} has some explaining to do.';
const PLAIN_WON = [
  '{R} won by {margin}.',
  'A {margin}-point win for {R}.',
  '{R} took it by {margin}.',
  '{R}, up {margin} at the final whistle.',
  'And {R} by {margin}.',
];
const PLAIN_LOST = [
  '{R} lost by {margin}.',
  'A {margin}-point loss for {R}.',
  '{R} came up {margin} short.',
  '{R}, down {margin} at the final whistle.',
  '{R} fell short by {margin}.',
];
// Said plainly: a winner the week gave no story is not handed invented bragging.
const PLAIN_WON_AGAIN = ['{R} gets the win, and the bragging rights.', '{R} earned this one.', '{R} banks the win.'];
const PLAIN_LOST_AGAIN = ['And {R} takes the loss.', 'The loss goes to {R}.', '{R} will want this one back.'];
const PLAIN_OTHER = [
  '{R} scored {score}.',
  '{R} put up {score}.',
  '{score} for {R}.',
  '{R} came in at {score}.',
  '{R} finished with {score}.',
  '{R} posted {score}.',
];
/**
 * The result said plainly: several ways, so six games in a row don't sound like a list, and the
 * verb sized to the margin ("edged" a close one, "ran over" a blowout, never "got past" 87 points).
 * A sized verb is never said of a cause, a person or a pun: "buried" beside a cause reads as a take on it.
 */
/**
 * `solid`: a clear win only, a tenth of an average score or more ("handled" is not a 4-point game).
 * `pace`: a winner who scored at least the week's average (reading 81: "couldn't keep up with" a 76).
 */
type Report = { line: string; bands?: readonly Band[]; sized?: true; solid?: true; pace?: true };
const CLOSE: readonly Band[] = ['razor', 'close'];
const NOT_BLOWOUT: readonly Band[] = ['razor', 'close', 'normal'];
export const REPORTS: readonly Report[] = [
  { line: '{W} beat {L}, {ws} to {ls}.' },
  { line: '{L} lost to {W}, {ws} to {ls}.' },
  { line: "It's {W} over {L}, {ws} to {ls}." },
  { line: '{L} fell to {W}, {ws} to {ls}.' },
  { line: '{W} put up {ws}, and {L} answered with {ls}.' },
  { line: '{L} dropped this one to {W}, {ws} to {ls}.' },
  { line: '{W} got the better of {L}, {ws} to {ls}.', solid: true },
  { line: '{W} handled {L}, {ws} to {ls}.', solid: true },
  { line: '{W} took down {L}, {ws} to {ls}.', solid: true },
  { line: '{W} got past {L}, {ws} to {ls}.', bands: CLOSE },
  { line: '{W} outscored {L}, {ws} to {ls}.', bands: NOT_BLOWOUT },
  { line: '{L} came up short against {W}, {ws} to {ls}.', bands: NOT_BLOWOUT },
  { line: '{L} was no match for {W}, {ws} to {ls}.', bands: ['blowout'] },
  { line: "{L} couldn't keep up with {W}, {ws} to {ls}.", bands: NOT_BLOWOUT, pace: true },
  { line: '{L} lost a close one to {W}, {ws} to {ls}.', bands: CLOSE, sized: true },
  { line: '{L} never got close to {W}, {ws} to {ls}.', bands: ['blowout'], sized: true },
  { line: '{W} edged {L}, {ws} to {ls}.', bands: CLOSE, sized: true },
  { line: '{W} held off {L}, {ws} to {ls}.', bands: CLOSE, sized: true },
  { line: '{L} just missed against {W}, {ws} to {ls}.', bands: CLOSE, sized: true },
  { line: '{W} cruised past {L}, {ws} to {ls}.', bands: ['blowout'], sized: true },
  { line: '{W} blew out {L}, {ws} to {ls}.', bands: ['blowout'], sized: true },
  { line: '{L} got buried by {W}, {ws} to {ls}.', bands: ['blowout'], sized: true },
];
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

/** Every player the facts mention, wherever they are (lineups, benches, moves). */
function performances(v: unknown): Performance[] {
  if (Array.isArray(v)) return v.flatMap(performances);
  if (!v || typeof v !== 'object') return [];
  const parsed = Performance.safeParse(v);
  return parsed.success ? [parsed.data] : Object.values(v).flatMap(performances);
}

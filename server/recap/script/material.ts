// Comedic material, computed from the week's facts: what is true of each team this week that a
// joke can hang on. Contrast (a top-half score that lost), stakes (a streak ended, first place
// lost, eliminated, a perfect season gone), the rule of three (lost by, left on the bench, the
// benched star), precision (a margin under a point), the team's own name, and size relative to
// this league (a blowout is big for this league's scores, not for a number). Pure.
import type { Performance, RecapFacts } from '../facts/schema';
import { ordinal } from './speech';
import { isTitleGame } from './phase';

export type LeagueSize = {
  /** The week's average team score. */
  average: number;
  /** A margin from here up is a blowout in this league (30% of an average score). */
  blowout: number;
  /** A margin below this is close (3% of an average score, at least 1 point). */
  close: number;
};

export function leagueSize(facts: Pick<RecapFacts, 'weekAverage'>): LeagueSize {
  const average = facts.weekAverage;
  return { average, blowout: Math.round(average * 0.3), close: Math.max(1, Math.round(average * 0.03 * 10) / 10) };
}

export type Band = 'razor' | 'close' | 'normal' | 'blowout';

/** How a margin reads in this league: under a point, close, normal, or a blowout. */
export function marginBand(margin: number, size: LeagueSize): Band {
  if (margin < 1) return 'razor';
  if (margin < size.close) return 'close';
  if (margin >= size.blowout) return 'blowout';
  return 'normal';
}

export type Streak = { kind: 'W' | 'L' | 'T'; length: number } | null;
export const parseStreak = (s: string): Streak => {
  const m = /^(\d+)([WLT])$/.exec(s);
  return m ? { kind: m[2] as 'W' | 'L' | 'T', length: Number(m[1]) } : null;
};

/** What is true of one team this week. */
export type TeamMaterial = {
  rosterId: number;
  result: 'W' | 'L' | 'T' | 'BYE';
  score: number;
  opponent: number | null;
  margin: number | null;
  band: Band | null;
  /** 1 = the week's top score; `teams` scores in all. */
  scoreRank: number;
  teams: number;
  /** How many teams this score beats, and how many beat it. */
  allPlayWins: number;
  allPlayLosses: number;
  aboveMedian: boolean;
  wins: number;
  losses: number;
  ties: number;
  rank: number | null;
  rankBefore: number | null;
  streak: Streak;
  /** The streak this week's result ended (3 or longer), if any. */
  snapped: Streak;
  benchLeft: number;
  benchStar: Performance | null;
  /** The team's best and worst starter this week (known players only). */
  star: Performance | null;
  /** The next best starter: a star "carried" the team only when far ahead of him. */
  second: Performance | null;
  dud: Performance | null;
  /** A starter whose name is in the team's name ("Ja'Marr the Merrier" and Ja'Marr Chase). */
  namesake: Performance | null;
  /** Undefeated in the regular season and lost now (in the playoffs: the perfect season gone). */
  perfectLost: boolean;
  eliminated: boolean;
};

const words = (s: string) => (s.toLowerCase().match(/[a-z']{4,}/g) ?? []).map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, ''));

export function teamMaterial(facts: RecapFacts, rosterId: number): TeamMaterial {
  const luck = facts.luck.find((l) => l.rosterId === rosterId);
  const g = facts.matchups.find((m) => m.team1 === rosterId || m.team2 === rosterId);
  const standing = facts.standings.find((s) => s.rosterId === rosterId);
  const bench = facts.bench.find((b) => b.rosterId === rosterId);
  const starters = facts.lineups.find((l) => l.rosterId === rosterId)?.starters ?? [];
  const sorted = [...starters].sort((a, b) => b.points - a.points);
  const team = facts.teams.find((t) => t.rosterId === rosterId)!;
  const nameWords = new Set(words(team.spokenName));
  const namesake = sorted.find((p) => words(p.name).some((w) => nameWords.has(w))) ?? null;
  const size = leagueSize(facts);
  const result = luck?.result ?? 'BYE';
  const streak = parseStreak(standing?.streak ?? '');
  const before = parseStreak(standing?.streakBefore ?? '');
  const regular = facts.seasonState.phase === 'regular';
  return {
    rosterId,
    result,
    score: luck?.points ?? 0,
    opponent: g ? (g.team1 === rosterId ? g.team2 : g.team1) : null,
    margin: g?.margin ?? null,
    band: g ? marginBand(g.margin, size) : null,
    scoreRank: luck?.scoreRank ?? 0,
    teams: facts.luck.length,
    allPlayWins: luck?.allPlayWins ?? 0,
    allPlayLosses: luck?.allPlayLosses ?? 0,
    aboveMedian: (luck?.scoreRank ?? 99) <= facts.luck.length / 2,
    wins: standing?.wins ?? 0,
    losses: standing?.losses ?? 0,
    ties: standing?.ties ?? 0,
    rank: standing?.rank ?? null,
    rankBefore: standing?.rankBefore ?? null,
    streak,
    snapped: regular && before && before.length >= 3 && before.kind !== result ? before : null,
    benchLeft: bench?.pointsLeft ?? 0,
    benchStar: bench?.bestBenched ?? null,
    star: sorted[0] ?? null,
    second: sorted[1] ?? null,
    dud: sorted.length > 1 ? sorted[sorted.length - 1] : null,
    namesake,
    perfectLost: result === 'L' && (standing?.losses ?? 1) === (regular ? 1 : 0) && (standing?.wins ?? 0) >= 3,
    eliminated: facts.seasonState.eliminated.includes(rosterId) && g?.loser === rosterId && isTitleGame(g),
  };
}

const BAND_WORDS: Record<Band, string> = {
  razor: 'under a point: say it exactly',
  close: 'close for this league',
  normal: 'an ordinary margin for this league',
  blowout: 'a blowout for this league',
};

/**
 * The material as plain sentences, each labelled with its technique, for the OpenAI writer:
 * the same facts the template writer's jokes hang on. `say` names a team, `ear` says a number.
 */
export function materialFacts(facts: RecapFacts, rosterId: number, say: (id: number) => string, ear: (n: number) => string): string[] {
  const m = teamMaterial(facts, rosterId);
  const R = say(rosterId);
  const O = m.opponent === null ? null : say(m.opponent);
  const out: string[] = [];
  const result = m.result === 'W' ? `won against ${O}` : m.result === 'L' ? `lost to ${O}` : m.result === 'T' ? `tied ${O}` : 'had no game';
  out.push(
    `situation: ${R} ${result}${m.margin !== null && m.result !== 'BYE' ? ` by ${m.margin < 1 ? m.margin : ear(m.margin)}` : ''}; record ${m.wins} and ${m.losses}${m.rank !== null ? `, ${ordinal(m.rank)} in the standings` : ''}.`,
  );
  if (m.perfectLost) out.push(`stakes: ${R} had not lost all season until this week.`);
  if (m.eliminated) out.push(`stakes: this loss ends ${R}'s title hopes.`);
  if (m.snapped) out.push(`stakes: this ended ${R}'s ${m.snapped.length}-game ${m.snapped.kind === 'W' ? 'winning' : 'losing'} streak.`);
  if (m.streak && m.streak.length >= 3) out.push(`stakes: ${R} has ${m.streak.kind === 'W' ? 'won' : 'lost'} ${m.streak.length} straight.`);
  if (m.rank === 1 && m.rankBefore !== null && m.rankBefore > 1) out.push(`stakes: ${R} took over first place.`);
  if (m.rankBefore === 1 && m.rank !== null && m.rank > 1) out.push(`stakes: ${R} lost first place.`);
  if (m.result === 'L' && m.aboveMedian) out.push(`contrast: ${R} scored ${ear(m.score)}, more than ${m.allPlayWins} teams, and still lost.`);
  if (m.result === 'W' && !m.aboveMedian) out.push(`contrast: ${R} won with only the ${ordinal(m.scoreRank)} best score of the week, ${ear(m.score)}.`);
  if (m.result === 'L' && m.benchStar && m.benchLeft >= 10)
    out.push(
      `three: ${R} lost by ${ear(m.margin ?? 0)}, left ${ear(m.benchLeft)} on the bench, and the benched ${m.benchStar.name} scored ${ear(m.benchStar.points)}.`,
    );
  if (m.margin !== null && m.band) out.push(`size: the margin is ${BAND_WORDS[m.band]} (the week's average team score was ${ear(facts.weekAverage)}).`);
  if (m.namesake) out.push(`name: ${R} is named after ${m.namesake.name}, who scored ${ear(m.namesake.points)} for them.`);
  if (m.star) out.push(`player: ${R}'s best starter was ${m.star.name} with ${ear(m.star.points)}.`);
  if (m.dud) out.push(`player: ${R}'s worst starter was ${m.dud.name} with ${ear(m.dud.points)}.`);
  return out;
}

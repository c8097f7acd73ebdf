// How good a script is, measured: the share of joke sentences that carry a fact of this week (a
// name, a number, a player), sentences repeated, and lines wrong for the moment by the situation
// rules. Pure; `npm run script -- --stats` and `npm run bench:script` print it, a test holds it.
import type { RecapFacts } from '../facts/schema';
import type { RecapScript, Segment } from './schema';
import { allNames, maskNames, namesPattern } from './names';
import { lineShape } from './template/writer';
import { saidNumbers } from './audit/truth';
import { sentences } from './speech';
import { leagueSize } from './material';

export type ScriptStats = {
  jokeSentences: number;
  withFact: number;
  /** withFact / jokeSentences. */
  factShare: number;
  /** Sentences whose shape (names and numbers masked) is said twice in the script. */
  repeats: string[];
  /** Lines wrong for the moment: "next week" after the last game, "try harder" to a winner... */
  violations: string[];
};

/** The show's own format, not jokes: the sign-off. The intro is left out whole. */
const SIGN_OFF = /\btag us\b|\bsee you\b/i;

/** The sentences that are the writer's jokes: everything but the intro and the sign-off. */
export function jokeSentences(script: RecapScript): { seg: Segment; sentence: string }[] {
  return script.segments
    .filter((s) => s.kind !== 'intro')
    .flatMap((seg) => sentences(seg.text).map((sentence) => ({ seg, sentence })))
    .filter(({ sentence }) => !SIGN_OFF.test(sentence));
}

/** True when a sentence names someone of this week or says a number. */
export function carriesFact(sentence: string, names: RegExp | null): boolean {
  if (names && new RegExp(names.source, names.flags).test(sentence)) return true;
  return saidNumbers(sentence).length > 0;
}

export function scriptStats(script: RecapScript, facts: RecapFacts): ScriptStats {
  const names = allNames(facts);
  const pattern = namesPattern(names);
  const jokes = jokeSentences(script);
  const withFact = jokes.filter((j) => carriesFact(j.sentence, pattern)).length;
  const seen = new Map<string, string[]>();
  for (const { seg, sentence } of jokes) {
    const shape = lineShape(maskNames(sentence, names, 'Name'));
    if (shape.split(' ').length >= 3) seen.set(shape, [...(seen.get(shape) ?? []), `${seg.id}: ${sentence}`]);
  }
  return {
    jokeSentences: jokes.length,
    withFact,
    factShare: jokes.length ? withFact / jokes.length : 1,
    repeats: [...seen.values()].filter((said) => said.length > 1).map((said) => said.join(' / ')),
    violations: situationViolations(script, facts),
  };
}

// Advice for a team that lost, and gloating for one that won: wrong the other way round.
const LOSER_ONLY = /\b(?:try harder|bounce back|better luck|chin up|shake it off|hang in there|head high|tough (?:week|break|loss)|heartbreak\w*|so close)\b/i;
const WINNER_ONLY = /\b(?:victory lap|go to your head|smug|enjoy the win|gloat\w*)\b/i;
const BLOWOUT_WORDS = /\b(?:blowout|crime scene|folded|beat ?down|mercy rule|forfeit|white flag|run over|hostage|massacre|demolish\w*|destroy\w*)\b/i;
const LOW_SCORE_WORDS = /\b(?:cry for help|not a score|pitiful score)\b/i;
const AFTER_THE_LAST_GAME =
  /\b(?:next (?:week|time|round)|long season|season is young|for now|bounce back|until thursday|(?:set|fix) (?:your|those) lineups|try harder|the bar is higher|at the draft)\b/i;
const NOT_IN_WEEK_ONE = /\b(?:happen often|again|as usual|every week|once more)\b/i;

/** The situation rules, applied to the finished text: what a league member would call wrong. */
export function situationViolations(script: RecapScript, facts: RecapFacts): string[] {
  const out: string[] = [];
  const size = leagueSize(facts);
  const median = [...facts.luck].sort((a, b) => a.scoreRank - b.scoreRank)[Math.floor(facts.luck.length / 2)]?.points ?? 0;
  const teamNames = facts.teams.map((t) => ({ id: t.rosterId, pattern: namesPattern([t.spokenName, t.spokenManager]) }));
  const named = (sentence: string) => teamNames.filter((t) => t.pattern && new RegExp(t.pattern.source, t.pattern.flags).test(sentence)).map((t) => t.id);
  const game = (id: number) => facts.matchups.find((m) => m.team1 === id || m.team2 === id);
  for (const seg of script.segments) {
    // Within a segment (one game, one story), two different scores said as one number confuse.
    const wholeScores = new Map<string, Set<number>>();
    for (const sentence of sentences(seg.text)) {
      const where = `${seg.id}: "${sentence}"`;
      const ids = named(sentence);
      // The sentence's subject: the one team it names, or the one the segment roasts.
      const subject = ids.length === 1 ? ids[0] : ids.length === 0 && seg.roasts.length === 1 ? seg.roasts[0] : null;
      if (facts.seasonState.seasonOver && AFTER_THE_LAST_GAME.test(sentence)) out.push(`after the season's last game: ${where}`);
      if (facts.week === 1 && NOT_IN_WEEK_ONE.test(sentence)) out.push(`in week 1: ${where}`);
      // Advice and gloating are about this week's game: the table and the bracket have their own lines.
      const aboutTheGame = ['matchup', 'award', 'cold_open'].includes(seg.kind);
      if (subject !== null) {
        const g = aboutTheGame ? game(subject) : undefined;
        if (g && !g.tie && g.winner === subject && LOSER_ONLY.test(sentence)) out.push(`loser's line for a winner: ${where}`);
        if (g && !g.tie && g.loser === subject && WINNER_ONLY.test(sentence)) out.push(`winner's line for a loser: ${where}`);
        if (aboutTheGame && g && BLOWOUT_WORDS.test(sentence) && g.margin < size.blowout)
          out.push(`blowout words for a ${g.margin}-point margin (a blowout here is ${size.blowout}+): ${where}`);
        const score = facts.luck.find((l) => l.rosterId === subject)?.points;
        if (score !== undefined && score >= median && LOW_SCORE_WORDS.test(sentence))
          out.push(`low-score words for ${score}, at or above the week's median ${median}: ${where}`);
        // The same whole number said for two teams' different scores.
        for (const n of saidNumbers(sentence)) {
          if (n.decimals === 0 && score !== undefined && Math.round(score) === n.value) {
            const teams = wholeScores.get(n.raw) ?? new Set<number>();
            teams.add(subject);
            wholeScores.set(n.raw, teams);
          }
        }
      }
    }
    // A margin under a point is said exactly: never rounded to a tenth or to a whole.
    const m = seg.refs.matchupId !== undefined ? facts.matchups.find((x) => x.matchupId === seg.refs.matchupId) : undefined;
    if (m && !m.tie && m.margin < 1) {
      // "by 0.6", "a 1-point loss": the margin as said.
      for (const said of seg.text.matchAll(/\bby (\d+(?:\.\d+)?)\b|\b(\d+(?:\.\d+)?)[- ]points?\b/g)) {
        const n = Number(said[1] ?? said[2]);
        if (Math.abs(n - m.margin) < 0.5 && Math.abs(n - m.margin) > 0.001) out.push(`${seg.id}: a ${m.margin}-point margin said as "${said[0]}"`);
      }
      if (/\b(\d+(?:\.\d)?) to \1\b/.test(seg.text)) out.push(`${seg.id}: a ${m.margin}-point game said as a tie`);
    }
    for (const [raw, teams] of wholeScores) {
      const scores = new Set([...teams].map((id) => facts.luck.find((l) => l.rosterId === id)!.points));
      if (scores.size > 1) out.push(`${seg.id}: "${raw.trim()}" said for ${teams.size} different scores (${[...scores].join(', ')})`);
    }
  }
  return out;
}

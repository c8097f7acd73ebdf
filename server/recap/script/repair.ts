// A recap never fails because of one line. When a segment fails an audit, it is written again
// with other variants; when every try fails, it becomes a plain factual line that still names
// whom it roasts. Only a problem of the whole script (which the plan rules out) is left to throw.
import type { RecapFacts } from '../facts/schema';
import { gameInShow, type SegmentPlan } from './plan';
import type { RecapScript, Segment } from './schema';
import type { RoastLevel } from '../../../src/vocabulary';
import { auditScript } from './audit';
import type { Nickname } from './names';
import { sayLeague } from './names';
import { BLEEP } from '../name-forms';
import { leagueVoices, phraseFrame } from './team-voice';
import { earNumber, polish } from './speech';
import { bracketFacts, championFacts, GAME_LEAD } from './phase';
import { AWARD_TITLES } from './template/writer';

/** The ids of segments with problems of their own ("<id>: ..."), and the script-wide problems. */
export function problemsBySegment(script: RecapScript, problems: string[]): { segments: Set<string>; global: string[] } {
  const ids = new Set(script.segments.map((s) => s.id));
  const segments = new Set<string>();
  const global: string[] = [];
  for (const p of problems) {
    const id = /^([\w-]+):/.exec(p)?.[1];
    if (id && ids.has(id)) segments.add(id);
    else global.push(p);
  }
  return { segments, global };
}

export type RepairInput = {
  script: RecapScript;
  facts: RecapFacts;
  plan: SegmentPlan[];
  level: RoastLevel;
  nicknames: Nickname[];
  /** Another full writing of the same plan (other variants), for try number `n`, avoiding the lines `kept` says. */
  rewrite: (n: number, kept: string[]) => RecapScript;
  tries?: number;
};

/** The script with every failing segment rewritten, or made plain; and which segments were replaced. */
export function repairScript(input: RepairInput): { script: RecapScript; rewritten: string[]; plain: string[] } {
  const { facts, plan, level, nicknames } = input;
  const audit = (s: RecapScript) => problemsBySegment(s, auditScript(s, facts, { level, nicknames }));
  let script = input.script;
  let failing = audit(script).segments;
  const rewritten = new Set<string>();
  for (let n = 1; failing.size > 0 && n <= (input.tries ?? 6); n++) {
    const kept = script.segments.filter((s) => !failing.has(s.id)).map((s) => s.text);
    const alt = new Map(input.rewrite(n, kept).segments.map((s) => [s.id, s]));
    script = { ...script, segments: script.segments.map((s) => (failing.has(s.id) && alt.has(s.id) ? alt.get(s.id)! : s)) };
    failing.forEach((id) => rewritten.add(id));
    failing = audit(script).segments;
  }
  const plain = [...failing];
  if (plain.length) {
    const plans = new Map(plan.map((p) => [p.id, p]));
    script = { ...script, segments: script.segments.map((s) => (failing.has(s.id) && plans.has(s.id) ? plainSegment(s, plans.get(s.id)!, facts, plan) : s)) };
    // Still failing: then it is a caption; the plain segment keeps only its week.
    const still = audit(script).segments;
    script = { ...script, segments: script.segments.map((s) => (still.has(s.id) ? { ...s, captions: [`Week ${facts.week}`] } : s)) };
  }
  return { script, rewritten: [...rewritten].filter((id) => !plain.includes(id)), plain };
}

/** A segment said as plain facts: nothing in it a rule could refuse, everyone it roasts named. */
export function plainSegment(seg: Segment, p: SegmentPlan, facts: RecapFacts, plan: readonly SegmentPlan[]): Segment {
  // Said outside the writer's phrasing pass, so a name opening on a bleep is framed here: bare, "over bleep Ups" is the narrator swearing.
  const voices = leagueVoices(facts.teams);
  const say = (id: number) => {
    const voice = voices.get(id)!;
    // A phrase name as the writer says it after its first time, not switched to its manager.
    if (voice.cls === 'phrase') return `${phraseFrame(voice.report, true)} ${voice.report}`;
    return voice.listed.startsWith(`${BLEEP} `) ? `team ${voice.listed}` : voice.listed;
  };
  const lines: string[] = [];
  switch (p.kind) {
    case 'cold_open':
      lines.push(`Week ${facts.week} of ${sayLeague(facts.leagueName)} starts with ${say(p.hook.teams[0])}.`);
      break;
    case 'intro':
      lines.push(`This is ${sayLeague(facts.leagueName)}, week ${facts.week}.`);
      break;
    case 'matchup': {
      const m = p.matchup;
      const lead = GAME_LEAD[m.label];
      const [ws, ls] = m.winner === m.team2 ? [m.score2, m.score1] : [m.score1, m.score2];
      // Two phrase names never share a sentence ("team idk won it over team not today" is word salad).
      const pair = [m.team1, m.team2].every((id) => voices.get(id)!.cls === 'phrase');
      const result = m.tie
        ? `${say(m.team1)} and ${say(m.team2)} tied at ${earNumber(m.score1)}.`
        : pair
          ? `${say(m.winner!)} won it with ${earNumber(ws)}. ${say(m.loser!)} had ${earNumber(ls)}.`
          : // Not a report form the writer uses (a plain game beside a written one would repeat it), and two ways.
            [
              `${say(m.winner!)} won it over ${say(m.loser!)}, ${earNumber(ws)} to ${earNumber(ls)}.`,
              `${say(m.winner!)} won it, ${earNumber(ws)} to ${earNumber(ls)}, over ${say(m.loser!)}.`,
            ][m.matchupId % 2];
      lines.push(lead ? `${lead} ${result}` : result);
      break;
    }
    case 'award':
      lines.push(`${AWARD_TITLES[p.award.award]}: ${say(p.award.rosterId)}.`);
      break;
    case 'standings':
      lines.push(`${say(p.top.rosterId)} leads the standings. ${say(p.bottom.rosterId)} is last.`);
      break;
    case 'bracket':
      lines.push(...bracketFacts(facts, say, (g) => gameInShow(plan, g)));
      break;
    case 'champion':
      lines.push(...championFacts(facts, say, p.champion, p.runnerUp, p.final, earNumber));
      break;
    case 'outro':
      lines.push(`That's week ${facts.week}. Tag us if you post.`);
      break;
  }
  const text = lines.join(' ');
  // Whoever the segment roasts is still named, once.
  const missing = p.roasts.filter((id) => !text.includes(say(id)));
  const withPoints = (id: number) => {
    const points = facts.luck.find((l) => l.rosterId === id)?.points;
    return points === undefined ? say(id) : `${say(id)}, ${earNumber(points)}`;
  };
  // "Name, 94; Name, 89": a name that reads as a phrase stays framed by punctuation.
  const named = missing.length ? [`The rest of the league, for the record: ${missing.map(withPoints).join('; ')}.`] : [];
  return { ...seg, text: polish([text, ...named].join(' ')), captions: seg.captions.length ? seg.captions : [`Week ${facts.week}`] };
}

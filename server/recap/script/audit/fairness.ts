// The fairness audit: the spec's "roasts every league member equally". Every member is roasted,
// roast counts differ by at most one, the week's top scorer is roasted too, and a segment that
// claims to roast someone actually names them.
import type { RecapFacts } from '../../facts/schema';
import type { RecapScript } from '../schema';
import { mentionsRoster, namesOfRoster, type Nickname } from '../names';
import { teamVoice } from '../team-voice';

/** How the writer names a team whose name cannot carry a joke: its manager's team, or its handle. */
const voiceNames = (facts: RecapFacts, id: number): string[] => {
  const team = facts.teams.find((t) => t.rosterId === id);
  if (!team) return [];
  const v = teamVoice(team);
  return [v.report, v.roast, v.listed];
};

export function roastCounts(script: RecapScript, facts: RecapFacts): Map<number, number> {
  const counts = new Map<number, number>(facts.teams.map((t) => [t.rosterId, 0]));
  for (const seg of script.segments) for (const id of seg.roasts) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export function auditFairness(script: RecapScript, facts: RecapFacts, nicknames: Nickname[] = []): string[] {
  const problems: string[] = [];
  const teamIds = new Set(facts.teams.map((t) => t.rosterId));
  const label = (id: number) => facts.teams.find((t) => t.rosterId === id)?.teamName.trim() ?? `roster ${id}`;

  for (const seg of script.segments) {
    if (new Set(seg.roasts).size !== seg.roasts.length) problems.push(`${seg.id}: roasts the same member twice in one segment`);
    for (const id of seg.roasts) {
      if (!teamIds.has(id)) problems.push(`${seg.id}: roasts roster ${id}, who is not in the league`);
      else if (!mentionsRoster(seg.text, [...namesOfRoster(facts, id, nicknames), ...voiceNames(facts, id)]))
        problems.push(`${seg.id}: claims to roast ${label(id)} but never names them`);
    }
  }
  const counts = roastCounts(script, facts);
  const values = [...counts.values()];
  for (const [id, n] of counts) if (n === 0) problems.push(`${label(id)} is never roasted`);
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (max - min > 1) {
    const most = [...counts].filter(([, n]) => n === max).map(([id]) => label(id));
    problems.push(`roasts are uneven: ${most.join(', ')} get ${max}, others only ${min}`);
  }
  if ((counts.get(facts.highest.rosterId) ?? 0) === 0) problems.push(`the week's top scorer, ${label(facts.highest.rosterId)}, is not roasted`);
  return problems;
}

// The name-safety audit: a team name read as words must not turn a sentence into something we
// would not say (name-safety.ts): a phrase name run into the sentence, a cause or a person
// mocked, a sexual name beside a double entendre, a name that must not be addressed addressed,
// a "bleep" said outside a name. Every sentence of the spoken text that carries a team's name
// (as said, or its report form) is read with that team's class, whichever writer wrote it; the
// other names in the sentence are masked first, so one team's words never count against another.
import type { RecapFacts } from '../../facts/schema';
import type { RecapScript } from '../schema';
import { nameMaskList, namesPattern, type Nickname } from '../names';
import { nameSentenceProblems } from '../name-safety';
import { teamVoice } from '../team-voice';

/** The sentences of a spoken text; a full stop inside a known name ("Mr. Irrelevant", "A.J. Brown") ends none. */
export function spokenSentences(text: string, names: string[] = []): string[] {
  const inName: [number, number][] = [];
  const pattern = namesPattern(names.filter((n) => n.includes('.')));
  if (pattern) for (const m of text.matchAll(pattern)) inName.push([m.index, m.index + m[0].length]);
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?…]+["”’)]*\s+/gu)) {
    const end = m.index + m[0].length;
    if (inName.some(([a, b]) => m.index >= a && m.index < b)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

export function auditNames(script: RecapScript, facts: RecapFacts, nicknames: Nickname[] = []): string[] {
  const names = nameMaskList(facts, nicknames);
  const teams = facts.teams.map((t) => {
    const v = teamVoice(t);
    // The name's words only where they are said: a manager's team standing in says none of them.
    const own = [t.spokenName.trim()].filter(Boolean);
    const lower = t.spokenName.trim().toLowerCase();
    // Every other name (other teams, managers, players) is masked: its words are not the narrator's.
    // Forms of this name itself, or parts of it, stay.
    const others = names.filter((n) => !lower.includes(n.trim().toLowerCase()) && !own.some((o) => o.toLowerCase() === n.toLowerCase()));
    return { spoken: t.spokenName, cls: v.cls, pattern: namesPattern(own), others: namesPattern(others) };
  });
  const problems: string[] = [];
  for (const seg of script.segments) {
    for (const sentence of spokenSentences(seg.text, names)) {
      for (const t of teams) {
        // search() is stateless: a global pattern's lastIndex does not carry over.
        if (!t.pattern || sentence.search(t.pattern) < 0) continue;
        const read = t.others ? sentence.replace(t.others, 'Name') : sentence;
        if (read.search(t.pattern) < 0) continue;
        for (const p of nameSentenceProblems(read, { spoken: t.spoken, cls: t.cls })) problems.push(`${seg.id}: ${p}`);
      }
    }
  }
  return [...new Set(problems)];
}

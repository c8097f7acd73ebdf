// The level and limits audits: clean at every offered level (the `obscenity` filter plus mild
// words it allows), no sting at participation_trophy, and nothing about identity, appearance,
// health, family, religion or politics. Names are masked first: "Dick Butkus" is a player, not
// a word, and team names are said in a cleaned form by the writers (see names.ts).
import type { RecapScript } from '../schema';
import type { RoastLevel } from '../../../../src/vocabulary';
import { LIMITS, MILD_PROFANITY, Obscenity, STING } from '../wordlists';
import { maskNames } from '../names';

export function cleanProblems(text: string): string[] {
  const problems: string[] = [];
  if (Obscenity.hasMatch(text)) problems.push('profanity');
  const mild = MILD_PROFANITY.exec(text);
  if (mild) problems.push(`unclean word "${mild[0]}"`);
  return problems;
}

export function limitProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [topic, pattern] of Object.entries(LIMITS)) {
    const hit = pattern.exec(text);
    if (hit) problems.push(`a ${topic} joke ("${hit[0]}") is off limits`);
  }
  return problems;
}

export function auditLevel(script: RecapScript, level: RoastLevel, names: string[]): string[] {
  const problems: string[] = [];
  if (level === 'red_band') return ['red_band is not offered yet'];
  for (const seg of script.segments) {
    for (const text of [seg.text, ...seg.captions]) {
      const masked = maskNames(text, names);
      for (const p of [...cleanProblems(masked), ...limitProblems(masked)]) problems.push(`${seg.id}: ${p}`);
      if (level === 'participation_trophy') {
        const sting = STING.exec(masked);
        if (sting) problems.push(`${seg.id}: "${sting[0]}" stings too hard for Participation Trophy`);
      }
    }
  }
  return [...new Set(problems)];
}

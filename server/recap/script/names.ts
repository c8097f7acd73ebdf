// Every name a script may say, from the facts (teams, managers, players, the league) and from the
// league's context (nicknames). Used by the writers to name people and by the audits to check them.
import { Obscenity } from './wordlists';
import type { RecapFacts, TeamFact } from '../facts/schema';
import { playerName, spokenName, spokenUserName } from './speech';

export type Nickname = { rosterId: number; nickname: string };

/** How the voice names a team: its name without emoji; the manager's name if the team name is unsayable or profane. */
export function sayTeam(team: TeamFact): string {
  const name = spokenName(team.teamName);
  if (name.length >= 2 && !Obscenity.hasMatch(name)) return name;
  const display = spokenUserName(team.displayName);
  if (display.length >= 2 && !Obscenity.hasMatch(display)) return display;
  return `team ${team.initials.replace(/[^\p{L}\p{N}]/gu, '') || team.rosterId}`;
}

/** How the voice names a manager (the person): display name without emoji, else the team. */
export function sayManager(team: TeamFact): string {
  const display = spokenUserName(team.displayName);
  return display.length >= 2 && !Obscenity.hasMatch(display) ? display : sayTeam(team);
}

/** Every spoken form that refers to a roster: team name, manager, nicknames. */
export function namesOfRoster(facts: RecapFacts, rosterId: number, nicknames: Nickname[] = []): string[] {
  const team = facts.teams.find((t) => t.rosterId === rosterId);
  if (!team) return [];
  const forms = [sayTeam(team), sayManager(team), spokenName(team.teamName), spokenName(team.displayName), spokenUserName(team.displayName)];
  for (const n of nicknames) if (n.rosterId === rosterId) forms.push(n.nickname);
  return [...new Set(forms.filter((f) => f.length >= 2))];
}

export function playerNames(facts: RecapFacts): string[] {
  const names = new Set<string>();
  for (const p of [...facts.topPerformers, ...facts.worstPerformers]) names.add(playerName(p.name));
  for (const b of facts.bench) if (b.bestBenched) names.add(playerName(b.bestBenched.name));
  for (const t of facts.transactions) for (const m of [...t.adds, ...t.drops]) names.add(playerName(m.name));
  return [...names].filter((n) => n.length >= 2);
}

/** All names a script may say, longest first (so masking replaces "Josh Allen" before "Josh"). */
export function allNames(facts: RecapFacts, nicknames: Nickname[] = []): string[] {
  const names = new Set<string>([spokenName(facts.leagueName), ...playerNames(facts)]);
  for (const t of facts.teams) for (const n of namesOfRoster(facts, t.rosterId, nicknames)) names.add(n);
  for (const p of [...facts.topPerformers, ...facts.worstPerformers]) if (p.nflTeam) names.add(p.nflTeam);
  return [...names].filter((n) => n.length >= 2).sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex matching any of the names as whole words, case-insensitive. */
export function namesPattern(names: string[]): RegExp | null {
  if (names.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?:'s)?(?![\\p{L}\\p{N}])`, 'giu');
}

/** Replace every known name with a neutral placeholder word, so word lists and number checks skip names. */
export function maskNames(text: string, names: string[], placeholder = 'Name'): string {
  const pattern = namesPattern(names);
  return pattern ? text.replace(pattern, placeholder) : text;
}

/** True when the text mentions the roster by one of its spoken forms. */
export function mentionsRoster(text: string, names: string[]): boolean {
  const pattern = namesPattern(names);
  return pattern ? pattern.test(text) : false;
}

// Every name a script may say, from the facts (teams, managers, players, the league) and from the
// league's context (nicknames). Used by the writers to name people and by the audits to check them.
import { screenName, spokenForm } from '../name-forms';
import type { RecapFacts, TeamFact } from '../facts/schema';
import { playerName } from './speech';

/** The league's name as said: its spoken form, else "the league". */
export const sayLeague = (name: string): string => spokenForm(name) ?? 'the league';

export type Nickname = { rosterId: number; nickname: string };

/** How the voice names a team (name-forms.ts: symbols out, profanity as "bleep", the manager when unsayable). */
export const sayTeam = (team: TeamFact): string => team.spokenName;

/** How the voice names a manager (the person), else the team. */
export const sayManager = (team: TeamFact): string => team.spokenManager;

/** Every spoken form that refers to a roster: team name, manager, nicknames. */
export function namesOfRoster(facts: RecapFacts, rosterId: number, nicknames: Nickname[] = []): string[] {
  const team = facts.teams.find((t) => t.rosterId === rosterId);
  if (!team) return [];
  const forms = [sayTeam(team), sayManager(team)];
  for (const n of nicknames) if (n.rosterId === rosterId) forms.push(n.nickname);
  return [...new Set(forms.filter((f) => f.length >= 2))];
}

export function playerNames(facts: RecapFacts): string[] {
  const names = new Set<string>();
  for (const p of [...facts.topPerformers, ...facts.worstPerformers, ...facts.lineups.flatMap((l) => l.starters)]) names.add(playerName(p.name));
  for (const b of facts.bench) for (const p of [b.bestBenched, ...b.swaps.map((x) => x.benched)]) if (p) names.add(playerName(p.name));
  for (const t of facts.transactions) for (const m of [...t.adds, ...t.drops]) names.add(playerName(m.name));
  for (const f of facts.formerPlayers) if (f.got) names.add(playerName(f.got.player.name));
  return [...names].filter((n) => n.length >= 2);
}

/**
 * Every form of every name, said or shown (raw, on screen, spoken), longest first: what the
 * audits mask before they judge the writer's own words. The league's names are its words.
 */
export function nameMaskList(facts: RecapFacts, nicknames: Nickname[] = []): string[] {
  const raw = facts.teams.flatMap((t) => [t.teamName, t.displayName, t.screenName]);
  return [...new Set([...allNames(facts, nicknames), ...raw, facts.leagueName, screenName(facts.leagueName)])]
    .filter((n) => n.length >= 2)
    .sort((a, b) => b.length - a.length);
}

/** All names a script may say, longest first (so masking replaces "Josh Allen" before "Josh"). */
export function allNames(facts: RecapFacts, nicknames: Nickname[] = []): string[] {
  const names = new Set<string>([sayLeague(facts.leagueName), ...playerNames(facts)]);
  for (const t of facts.teams) for (const n of namesOfRoster(facts, t.rosterId, nicknames)) names.add(n);
  for (const p of [...facts.topPerformers, ...facts.worstPerformers, ...facts.lineups.flatMap((l) => l.starters)]) if (p.nflTeam) names.add(p.nflTeam);
  return [...names].filter((n) => n.length >= 2).sort((a, b) => b.length - a.length);
}

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex matching any of the names as whole words, case-insensitive. */
export function namesPattern(names: string[]): RegExp | null {
  if (names.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRe).join('|')})(?:'s)?(?![\\p{L}\\p{N}])`, 'giu');
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

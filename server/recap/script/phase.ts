// What the season's phase makes true to say: how a playoff game is named, who advanced, who is
// out, who had a bye, who won it all, and what comes next. Plain factual sentences, shared by the
// template writer (its lines and its plain fallbacks) and the OpenAI prompt (as facts).
import type { GameLabel, MatchupFact, RecapFacts } from '../facts/schema';

type Say = (rosterId: number) => string;

/** How a game is introduced aloud; "" for a regular-season game. Rounds are never guessed: no bracket, "playoff". */
export const GAME_LEAD: Record<GameLabel, string> = {
  regular: '',
  playoff: 'In the playoffs,',
  quarterfinal: 'Quarterfinal:',
  semifinal: 'Semifinal:',
  final: 'The championship game:',
  third_place: 'The third place game:',
  fifth_place: 'The fifth place game:',
  consolation: 'In the consolation bracket,',
  last_place: 'The last place game:',
};

/** On-screen names of the labels (captions and cards). */
export const GAME_TITLE: Record<GameLabel, string | null> = {
  regular: null,
  playoff: 'Playoffs',
  quarterfinal: 'Quarterfinal',
  semifinal: 'Semifinal',
  final: 'Championship',
  third_place: '3rd place',
  fifth_place: '5th place',
  consolation: 'Consolation',
  last_place: 'Last place game',
};

/** "A, B and C". */
export function list(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A game that decides who can still win the title (without bracket data, any playoff game). */
export const isTitleGame = (m: Pick<MatchupFact, 'label'>) => ['quarterfinal', 'semifinal', 'final', 'playoff'].includes(m.label);

/** The bracket segment's facts: who moved on, who is out, who rested, and what is next. */
export function bracketFacts(facts: RecapFacts, say: Say, told: (m: MatchupFact) => boolean = () => false): string[] {
  const s = facts.seasonState;
  const out: string[] = [];
  if (!s.bracketKnown) {
    out.push(`That was week ${facts.week}, the playoffs.`);
    if (s.idle.length) out.push(`${list(s.idle.map(say))} did not play this week.`);
    if (!s.seasonOver) out.push('The bracket rolls on.');
    return out;
  }
  const titleGames = facts.matchups.filter((m) => ['quarterfinal', 'semifinal'].includes(m.label) && !m.tie);
  const advanced = titleGames.map((m) => m.winner!);
  const knockedOut = titleGames.map((m) => m.loser!);
  if (advanced.length) out.push(`${list(advanced.map(say))} ${advanced.length === 1 ? 'moves' : 'move'} on.`);
  if (knockedOut.length) out.push(`${list(knockedOut.map(say))} ${knockedOut.length === 1 ? 'is' : 'are'} out of the title race.`);
  if (s.byes.length) out.push(`${list(s.byes.map(say))} had a bye and ${s.byes.length === 1 ? 'waits' : 'wait'} in the next round.`);
  const third = facts.matchups.find((m) => m.label === 'third_place' && !m.tie);
  // A game the show already told is not told again: only the results it did not say.
  if (third && !told(third)) out.push(`Third place goes to ${say(third.winner!)}.`);
  const lastGame = facts.matchups.find((m) => m.team1 === s.lastPlace || m.team2 === s.lastPlace);
  if (s.lastPlace !== null && !(lastGame && told(lastGame))) out.push(`And ${say(s.lastPlace)} finishes last in the toilet bowl.`);
  if (!s.seasonOver && s.round !== null && s.rounds !== null) {
    out.push(s.rounds - s.round === 1 ? 'Next up: the championship.' : 'Next up: the semifinals.');
  }
  return out;
}

/** The champion segment's facts; the final's score when the game is known. */
export function championFacts(
  facts: RecapFacts,
  say: Say,
  champion: number,
  runnerUp: number | null,
  final: MatchupFact | null,
  ear: (n: number) => string,
): string[] {
  const out = [`The ${facts.season} champion is ${say(champion)}.`];
  if (final && runnerUp !== null && !final.tie) {
    const [cs, rs] = final.winner === final.team1 ? [final.score1, final.score2] : [final.score2, final.score1];
    out.push(`${say(champion)} beat ${say(runnerUp)} in the final, ${ear(cs)} to ${ear(rs)}.`);
  }
  return out;
}

/** The last on-screen line of the outro: what comes next, never a week that does not exist. */
export function nextCaption(facts: RecapFacts): string {
  const s = facts.seasonState;
  if (s.seasonOver) return 'See you next season';
  if (s.phase === 'regular') {
    if (s.playoffWeekStart !== null && facts.week + 1 === s.playoffWeekStart) return 'See you in the playoffs';
    return `See you after week ${facts.week + 1}`;
  }
  return s.rounds !== null && s.round !== null && s.rounds - s.round === 1 ? 'See you for the final' : 'See you next round';
}

/** Phrases that are wrong once nothing comes after this week (or in week 1). */
export function wrongForTheMoment(facts: RecapFacts): RegExp | null {
  const parts: string[] = [];
  if (facts.seasonState.seasonOver) {
    parts.push(
      'next (?:week|time|round)',
      'long season',
      'season is young',
      'for now',
      'happen often',
      'playoff odds',
      'schedule',
      '(?:set|fix) (?:your|those) lineups',
      'same time',
      'bounce back',
      'until thursday',
      'do not get (?:comfortable|used)',
      'the bar is higher',
      'keep it up',
      'at the draft',
      'try harder',
    );
  }
  if (facts.seasonState.phase !== 'regular') parts.push('standings', 'first place', 'playoff odds', 'league fee');
  if (facts.week === 1) parts.push('happen often', 'again', 'as usual', 'every week');
  return parts.length ? new RegExp(`\\b(?:${parts.join('|')})\\b`, 'i') : null;
}

// What the bracket scene draws, worked out from the props alone (pure, so tests can read it):
// the winners bracket's road to the title round by round with its byes, and this week's other
// playoff games (placement games, the losers bracket) on the side. Nothing is guessed: rounds
// come only from the bracket the props carry.
import type { BracketSlot, MatchupCard, SeasonCard } from '../props';
import { GAME_LABEL_TEXT, onTitlePath, roundTitle } from './labels';

export type LineState = 'won' | 'lost' | 'open';
export type GameLine = { rosterId: number | null; score: number | null; state: LineState };
export type GameView = { key: string; label: string; lines: [GameLine, GameLine]; current: boolean };
export type RoundView = {
  round: number;
  title: string;
  /** This week's round, and rounds still to be played. */
  current: boolean;
  upcoming: boolean;
  games: GameView[];
  /** Teams that skip this round. */
  byes: number[];
};
export type BracketView = { rounds: RoundView[]; side: GameView[] };

/** Who won a game: the higher score when both are known, else Sleeper's winner (winners bracket only). */
function gameLines(team1: number | null, score1: number | null, team2: number | null, score2: number | null, winner: number | null): [GameLine, GameLine] {
  const line = (rosterId: number | null, score: number | null): GameLine => ({
    rosterId,
    score,
    state: winner === null || rosterId === null ? 'open' : winner === rosterId ? 'won' : 'lost',
  });
  return [line(team1, score1), line(team2, score2)];
}

function slotGame(slot: BracketSlot, current: boolean): GameView {
  const played = slot.score1 !== null && slot.score2 !== null;
  // In a toilet bowl Sleeper's "winner" is the team that lost the game: without the scores a
  // losers-bracket game shows no winner rather than the wrong one.
  let winner = slot.bracket === 'winners' ? slot.winner : null;
  if (played && slot.score1 !== slot.score2) winner = slot.score1! > slot.score2! ? slot.team1 : slot.team2;
  return {
    key: `${slot.bracket}-${slot.round}-${slot.team1}-${slot.team2}-${slot.label}`,
    label: slot.label,
    lines: gameLines(slot.team1, slot.score1, slot.team2, slot.score2, winner),
    current,
  };
}

export const matchupGame = (m: MatchupCard, current = true): GameView => ({
  key: `matchup-${m.matchupId}`,
  label: m.label ?? GAME_LABEL_TEXT.playoff,
  lines: gameLines(m.team1, m.score1, m.team2, m.score2, m.winner),
  current,
});

const teamsOf = (slots: BracketSlot[]): Set<number> => new Set(slots.flatMap((s) => [s.team1, s.team2]).filter((t): t is number => t !== null));

/** Side games first by how much they decide: medals, then the bottom of the table. */
const SIDE_ORDER: string[] = [GAME_LABEL_TEXT.third_place, GAME_LABEL_TEXT.last_place, GAME_LABEL_TEXT.fifth_place, GAME_LABEL_TEXT.consolation];
const sideRank = (g: GameView): number => {
  const i = SIDE_ORDER.indexOf(g.label);
  return i < 0 ? SIDE_ORDER.length : i;
};

export function bracketView(season: SeasonCard): BracketView {
  const winners = season.bracket.filter((s) => s.bracket === 'winners');
  const losers = season.bracket.filter((s) => s.bracket === 'losers');
  const titlePath = winners.filter((s) => onTitlePath(s.label));
  const roundNumbers = [...new Set(titlePath.map((s) => s.round))].sort((a, b) => a - b);
  const inLosers = teamsOf(losers);

  const rounds: RoundView[] = roundNumbers.map((round) => {
    const slots = titlePath.filter((s) => s.round === round);
    const current = season.round === round;
    // A team that enters the bracket in the next round skipped this one.
    const next = titlePath.filter((s) => s.round === round + 1);
    const played = teamsOf(winners.filter((s) => s.round === round));
    const byes = [...teamsOf(next)].filter((t) => !played.has(t));
    if (current) for (const t of season.byes) if (!inLosers.has(t) && !played.has(t) && !byes.includes(t)) byes.push(t);
    return {
      round,
      // Named by its games ("Final") so the heading does not repeat the kicker ("Championship").
      title: roundTitle(
        slots.map((s) => s.label),
        round,
        current ? season.roundName : null,
      ),
      current,
      upcoming: season.round !== null && round > season.round,
      games: slots.map((s) => slotGame(s, current)),
      byes,
    };
  });

  const side = [...winners.filter((s) => !onTitlePath(s.label)), ...losers]
    .filter((s) => season.round !== null && s.round === season.round)
    .map((s) => slotGame(s, true))
    .sort((a, b) => sideRank(a) - sideRank(b));
  return { rounds, side };
}

/** One block of the scene: a heading and a grid of game cards, then its byes. */
export type SectionTone = 'current' | 'upcoming' | 'past' | 'side';
export type Section = {
  key: string;
  title: string;
  tone: SectionTone;
  games: GameView[];
  byes: number[];
  /** The games differ in kind (3rd place, last place): each card names its own. */
  labelled: boolean;
  /** The heading's tag, when not the tone's own ("This week", "Up next"). */
  tag?: string | null;
};

/** The bracket round by round, then this week's other games. */
function roundSections(season: SeasonCard): Section[] {
  const view = bracketView(season);
  const sections: Section[] = view.rounds.map((r) => ({
    key: `round-${r.round}`,
    title: r.title,
    tone: r.current ? 'current' : r.upcoming ? 'upcoming' : 'past',
    games: r.games,
    byes: r.byes,
    labelled: false,
  }));
  if (view.side.length > 0) sections.push({ key: 'side', title: 'Also this week', tone: 'side', games: view.side, byes: [], labelled: true });
  return sections;
}

/** Bracket unknown: only what is certain, the week's games under their own labels and the byes. */
function weekSections(season: SeasonCard, matchups: MatchupCard[]): Section[] {
  const groups = new Map<string, GameView[]>();
  for (const m of matchups) {
    const game = matchupGame(m);
    const key = game.label.toUpperCase();
    groups.set(key, [...(groups.get(key) ?? []), game]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => Number(onTitlePath(b)) - Number(onTitlePath(a)));
  const sections: Section[] = ordered.map(([label, games]) => ({
    key: `label-${label}`,
    // The kicker already says "Playoffs": the generic group is just this week's games.
    title: label === GAME_LABEL_TEXT.playoff.toUpperCase() ? 'This week' : games.length > 1 && /final$/i.test(label) ? `${label}s` : label,
    tone: onTitlePath(label) ? 'current' : 'side',
    games,
    byes: [],
    labelled: false,
    tag: null,
  }));
  if (season.byes.length > 0) {
    const first = sections.find((s) => s.tone === 'current');
    if (first) first.byes = [...season.byes];
    else sections.unshift({ key: 'byes', title: 'Byes', tone: 'current', games: [], byes: [...season.byes], labelled: false });
  }
  return sections;
}

export const bracketSections = (season: SeasonCard, matchups: MatchupCard[]): Section[] =>
  season.bracket.length > 0 ? roundSections(season) : weekSections(season, matchups);

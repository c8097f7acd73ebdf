// The season's phases: regular season, playoff rounds, the championship week and the season's
// end, read from the league's settings and Sleeper's winners and losers brackets. Pure.
//
// Sleeper's bracket entries: round `r` (1 = first playoff week's round), match `m`, teams
// `t1`/`t2` (null until known), `w`/`l` once played, placement `p` (1 = the final, 3 = third
// place, 5 = fifth place; in the losers bracket p 1 decides its bottom or top). In a toilet bowl
// the loser advances, so `w` there is the team that scored FEWER points: never read `w` as
// "scored more" in a losers bracket. A bracket recorded at the season's end also knows the later
// rounds, so only rounds up to the recapped week are read.
import type { BracketMatch, League, Matchup } from '../../sleeper/schemas';
import { hundredths, round2 } from './points';
import type { BracketGame, GameLabel, MatchupFact, SeasonFact } from './schema';

type Settings = League['settings'];

/** Rounds in a winners bracket of n teams: 6 teams → 3 (two byes), 4 → 2, 8 → 3, 12 → 4. */
export const roundsFor = (teams: number): number => (teams >= 2 ? Math.ceil(Math.log2(teams)) : 0);

/** How many weeks each round lasts: playoff_round_type 0 one each, 1 a two-week final, 2 two each. */
function roundWeeks(settings: Settings, rounds: number): number[] {
  const type = settings.playoff_round_type ?? 0;
  return Array.from({ length: rounds }, (_, i) => (type === 2 || (type === 1 && i === rounds - 1) ? 2 : 1));
}

export type PlayoffCalendar = { start: number; rounds: number; lastWeek: number; weeks: number[] };

/** The league's playoff weeks, or null when it has no playoffs (playoff_week_start 0: best ball, some redraft). */
export function playoffCalendar(league: Pick<League, 'settings'>, bracket?: BracketMatch[] | null): PlayoffCalendar | null {
  const s = league.settings;
  const start = s.playoff_week_start ?? 0;
  if (!(start > 0)) return null;
  const fromBracket = Math.max(0, ...(bracket ?? []).map((b) => b.r));
  const rounds = fromBracket || roundsFor(s.playoff_teams ?? 0) || 1;
  const weeks = roundWeeks(s, rounds);
  return { start, rounds, weeks, lastWeek: start + weeks.reduce((a, b) => a + b, 0) - 1 };
}

/** The playoff round a week belongs to (1-based), or null before the playoffs. */
export function roundOfWeek(cal: PlayoffCalendar, week: number): number | null {
  if (week < cal.start) return null;
  let w = cal.start;
  for (let r = 0; r < cal.rounds; r++) {
    w += cal.weeks[r];
    if (week < w) return r + 1;
  }
  return null;
}

/** The first week of a round. */
const weekOfRound = (cal: PlayoffCalendar, round: number): number => cal.start + cal.weeks.slice(0, round - 1).reduce((a, b) => a + b, 0);

/**
 * The league's last week: its championship week, or, without playoffs, the last scored week of a
 * finished season; null when not known yet.
 */
export function leagueLastWeek(league: Pick<League, 'settings' | 'status'>): number | null {
  const cal = playoffCalendar(league);
  if (cal) return cal.lastWeek;
  return league.status === 'complete' ? (league.settings.last_scored_leg ?? null) : null;
}

export const ROUND_NAMES: Record<number, string> = { 1: 'Championship', 2: 'Semifinals', 3: 'Quarterfinals' };

/** "Semifinals" for the round two from the end; the first rounds of a big bracket are "Round N". */
function roundName(round: number, rounds: number): string {
  return ROUND_NAMES[rounds - round + 1] ?? `Round ${round}`;
}

function winnersLabel(b: BracketMatch, rounds: number): GameLabel {
  if (b.p === 1) return 'final';
  if (b.p === 3) return 'third_place';
  if (b.p === 5) return 'fifth_place';
  if (b.p != null) return 'consolation';
  const fromEnd = rounds - b.r;
  return fromEnd === 0 ? 'final' : fromEnd === 1 ? 'semifinal' : fromEnd === 2 ? 'quarterfinal' : 'playoff';
}

type ScoreOf = (week: number, rosterId: number) => number | undefined;

/**
 * A losers bracket is a toilet bowl when its "winners" scored less: decided on the games already
 * played, null when none is (then its games are plain consolation games).
 */
export function isToiletBowl(losers: BracketMatch[], cal: PlayoffCalendar, score: ScoreOf, uptoRound: number): boolean | null {
  let lower = 0;
  let higher = 0;
  for (const b of losers) {
    if (b.r > uptoRound || b.w == null || b.l == null) continue;
    const week = weekOfRound(cal, b.r);
    const [w, l] = [score(week, b.w), score(week, b.l)];
    if (w === undefined || l === undefined || hundredths(w) === hundredths(l)) continue;
    if (w < l) lower++;
    else higher++;
  }
  return lower + higher === 0 ? null : lower > higher;
}

export type SeasonInput = {
  league: League;
  week: number;
  /** Matchups of every week from the start week through `week`. */
  matchups: Record<number, Matchup[]>;
  brackets: { winners: BracketMatch[] | null; losers: BracketMatch[] | null };
  /** This week's games (paired rosters) and every roster's score. */
  games: MatchupFact[];
  scores: Map<number, number>;
  unpaired: number[];
};

/** The week's scores against their median: above wins, below loses, equal ties. */
export function medianResults(scores: Map<number, number>): { median: number; results: Map<number, 'W' | 'L' | 'T'> } {
  const sorted = [...scores.values()].map(hundredths).sort((a, b) => a - b);
  const n = sorted.length;
  const median = n === 0 ? 0 : n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const results = new Map<number, 'W' | 'L' | 'T'>();
  for (const [id, p] of scores) results.set(id, hundredths(p) > median ? 'W' : hundredths(p) < median ? 'L' : 'T');
  return { median: Math.round(median) / 100, results };
}

export const usesMedian = (league: Pick<League, 'settings'>): boolean => league.settings.league_average_match === 1;

const sameGame = (b: { t1?: number | null; t2?: number | null }, a: number, c: number) => (b.t1 === a && b.t2 === c) || (b.t1 === c && b.t2 === a);

/** The season fact of the week, and the week's games labelled with what they are. */
export function seasonFact(input: SeasonInput): { season: SeasonFact; games: MatchupFact[] } {
  const { league, week } = input;
  const winnersRaw = input.brackets.winners?.length ? input.brackets.winners : null;
  const losersRaw = input.brackets.losers?.length ? input.brackets.losers : null;
  const cal = playoffCalendar(league, winnersRaw);
  const median = usesMedian(league) && (!cal || week < cal.start) ? medianResults(input.scores) : null;
  const base = {
    playoffWeekStart: cal?.start ?? null,
    playoffTeams: league.settings.playoff_teams ?? null,
    lastWeek: cal ? cal.lastWeek : leagueLastWeek(league),
    medianScoring: usesMedian(league),
    medianPoints: median?.median ?? null,
  };
  // What is not known: no bracket read, nobody crowned.
  const unknown = {
    roundName: null,
    bracketKnown: false,
    bracket: [],
    byes: [],
    idle: input.unpaired,
    eliminated: [],
    champion: null,
    runnerUp: null,
    lastPlace: null,
  };
  const round = cal ? roundOfWeek(cal, week) : null;
  if (!cal || round === null) {
    return {
      season: { ...base, ...unknown, phase: 'regular', seasonOver: base.lastWeek === week, round: null, rounds: cal?.rounds ?? null },
      games: input.games,
    };
  }

  const score: ScoreOf = (w, id) => {
    const m = input.matchups[w]?.find((x) => x.roster_id === id);
    return m ? (m.custom_points ?? m.points) : undefined;
  };
  const phase = round === cal.rounds ? 'championship' : 'playoffs';
  const seasonOver = week === cal.lastWeek;

  // Without Sleeper's brackets nothing is named: the games are "playoffs". A finished league
  // still says who won it (league.metadata.latest_league_winner_roster_id), which names the final.
  if (!winnersRaw) {
    const meta = (league as { metadata?: Record<string, unknown> | null }).metadata;
    const winnerId = Number(meta?.latest_league_winner_roster_id);
    const champion = seasonOver && league.status === 'complete' && Number.isInteger(winnerId) ? winnerId : null;
    const final = champion === null ? undefined : input.games.find((g) => g.winner === champion);
    return {
      season: { ...base, ...unknown, phase, seasonOver, round, rounds: cal.rounds, champion: final ? champion : null, runnerUp: final?.loser ?? null },
      games: input.games.map((g) => ({ ...g, label: g === final ? 'final' : 'playoff' })),
    };
  }

  // Only what was known after this week: later rounds are cut, this round's results come from the
  // scores when Sleeper has not filled them in yet.
  const toilet = losersRaw ? isToiletBowl(losersRaw, cal, score, round) : null;
  const read = (b: BracketMatch, bracket: 'winners' | 'losers'): BracketGame => {
    const label: GameLabel = bracket === 'winners' ? winnersLabel(b, cal.rounds) : b.p === 1 && toilet === true ? 'last_place' : 'consolation';
    let winner = b.w ?? null;
    let loser = b.l ?? null;
    // A round of two weeks is decided in its second week.
    const played = b.r < round || (b.r === round && week === weekOfRound(cal, round) + cal.weeks[round - 1] - 1);
    if (played && winner === null && b.t1 != null && b.t2 != null) {
      const [s1, s2] = [score(weekOfRound(cal, b.r), b.t1), score(weekOfRound(cal, b.r), b.t2)];
      if (s1 !== undefined && s2 !== undefined && hundredths(s1) !== hundredths(s2)) {
        const firstHigher = s1 > s2;
        // In a toilet bowl the lower score "wins" (moves on toward last place).
        const firstWins = bracket === 'losers' && toilet ? !firstHigher : firstHigher;
        [winner, loser] = firstWins ? [b.t1, b.t2] : [b.t2, b.t1];
      }
    }
    const s1 = played && b.t1 != null ? score(weekOfRound(cal, b.r), b.t1) : undefined;
    const s2 = played && b.t2 != null ? score(weekOfRound(cal, b.r), b.t2) : undefined;
    return {
      score1: s1 === undefined ? null : round2(s1),
      score2: s2 === undefined ? null : round2(s2),
      bracket,
      round: b.r,
      week: weekOfRound(cal, b.r),
      matchId: b.m,
      team1: b.t1 ?? null,
      team2: b.t2 ?? null,
      winner: played ? winner : null,
      loser: played ? loser : null,
      placement: b.p ?? null,
      label,
    };
  };
  const bracket = [...winnersRaw.map((b) => read(b, 'winners')), ...(losersRaw ?? []).map((b) => read(b, 'losers'))].sort(
    (a, b) => (a.bracket === b.bracket ? 0 : a.bracket === 'winners' ? -1 : 1) || a.round - b.round || a.matchId - b.matchId,
  );
  // A later round's slot is known after this week only when its team plays no round in between
  // (a bye team already sits in round 2 before round 1 is played); else it waits on a result.
  for (const g of bracket) {
    if (g.round <= round) continue;
    const waits = (id: number | null) =>
      id !== null &&
      bracket.some(
        (x) => x.bracket === g.bracket && x.round >= round && x.round < g.round && (x.round > round || !x.winner) && (x.team1 === id || x.team2 === id),
      );
    if (waits(g.team1)) g.team1 = null;
    if (waits(g.team2)) g.team2 = null;
  }

  const winners = bracket.filter((g) => g.bracket === 'winners');
  const inWinners = new Set(winners.flatMap((g) => [g.team1, g.team2]).filter((id): id is number => id !== null));
  const allInWinners = new Set(winnersRaw.flatMap((b) => [b.t1, b.t2]).filter((id): id is number => id != null));
  const playsNow = new Set(winners.filter((g) => g.round === round).flatMap((g) => [g.team1, g.team2]));
  const eliminated = new Set<number>([...input.scores.keys()].filter((id) => !allInWinners.has(id)));
  for (const g of winners) if (g.round <= round && g.loser !== null) eliminated.add(g.loser);
  // A bye: a playoff team still alive that plays no winners game this round but one later.
  const byes = [...inWinners].filter(
    (id) => !playsNow.has(id) && !eliminated.has(id) && winners.some((g) => g.round > round && (g.team1 === id || g.team2 === id)),
  );
  // Crowned only once the season's last week is played (a two-week final is not over after one).
  const final = seasonOver ? winners.find((g) => g.placement === 1 && g.winner !== null) : undefined;
  const toiletFinal = seasonOver ? bracket.find((g) => g.label === 'last_place' && g.winner !== null) : undefined;

  const games = input.games.map((g): MatchupFact => {
    const b = bracket.find((x) => x.round === round && sameGame({ t1: x.team1, t2: x.team2 }, g.team1, g.team2));
    return { ...g, label: b?.label ?? 'consolation' };
  });
  return {
    season: {
      ...base,
      phase,
      seasonOver,
      round,
      rounds: cal.rounds,
      roundName: roundName(round, cal.rounds),
      bracketKnown: true,
      bracket,
      byes: byes.sort((a, b) => a - b),
      idle: input.unpaired.filter((id) => !byes.includes(id)),
      eliminated: [...eliminated].sort((a, b) => a - b),
      champion: final?.winner ?? null,
      runnerUp: final?.loser ?? null,
      lastPlace: toiletFinal?.winner ?? null,
    },
    games,
  };
}

// RecapFacts: the single source of truth for everything a recap says or shows. Computed by
// one pure function (facts.ts) from a league snapshot; read by the script writers, the fact
// audit and the video. Points are rounded to 2 decimals.
import { z } from 'zod';
import { BracketSide, SeasonPhase } from '../../../src/vocabulary';

export const RosterId = z.number().int();

export const TeamFact = z.object({
  rosterId: RosterId,
  ownerId: z.string().nullable(),
  displayName: z.string(),
  /** metadata.team_name trimmed, else the display name. */
  teamName: z.string(),
  /** The forms of the name (server/recap/name-forms.ts): on screen (profanity masked), said by the voice (profanity as "bleep"). */
  screenName: z.string(),
  spokenName: z.string(),
  spokenManager: z.string(),
  /** The team or member name hides profanity: masked on screen, bleeped in the voice. */
  profaneName: z.boolean(),
  /** Team picture (metadata.avatar) or the user's Sleeper avatar thumb; null when none. */
  avatarUrl: z.string().nullable(),
  initials: z.string(),
});
export type TeamFact = z.infer<typeof TeamFact>;

/** What a game is: a regular-season game, or its place in the playoffs (see season.ts). */
export const GameLabel = z.enum([
  'regular',
  /** A playoff-week game whose round is not known (no bracket data): never guessed. */
  'playoff',
  'quarterfinal',
  'semifinal',
  'final',
  'third_place',
  'fifth_place',
  /** A losers-bracket game (or a winners-bracket game for places below fifth). */
  'consolation',
  /** The toilet bowl's deciding game: its Sleeper "winner" finishes last. */
  'last_place',
]);
export type GameLabel = z.infer<typeof GameLabel>;

export const MatchupFact = z.object({
  matchupId: z.number().int(),
  label: GameLabel.default('regular'),
  team1: RosterId,
  score1: z.number(),
  team2: RosterId,
  score2: z.number(),
  /** Null on a tie. */
  winner: RosterId.nullable(),
  loser: RosterId.nullable(),
  margin: z.number(),
  tie: z.boolean(),
});
export type MatchupFact = z.infer<typeof MatchupFact>;

export const TeamScore = z.object({ rosterId: RosterId, points: z.number() });

export const Performance = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.string(),
  nflTeam: z.string().nullable(),
  points: z.number(),
  rosterId: RosterId,
});
export type Performance = z.infer<typeof Performance>;

export const BenchFact = z.object({
  rosterId: RosterId,
  actual: z.number(),
  /** Points of the best legal lineup from the same players under the league's roster positions. */
  optimal: z.number(),
  pointsLeft: z.number(),
  /** The benched player who scored the most, when one would have started in the best lineup. */
  bestBenched: Performance.nullable(),
  /** The starter the best lineup sits for him (in a slot he could fill, lowest score first); null without one. */
  benchedFor: Performance.nullable().default(null),
  /** Each single swap toward the best lineup (a benched player for a starter whose slot he fits), biggest gain first. */
  swaps: z.array(z.object({ benched: Performance, started: Performance })).default([]),
});
export type BenchFact = z.infer<typeof BenchFact>;

export const LuckFact = z.object({
  rosterId: RosterId,
  points: z.number(),
  /** 1 = the week's highest score. */
  scoreRank: z.number().int(),
  allPlayWins: z.number().int(),
  allPlayLosses: z.number().int(),
  allPlayTies: z.number().int(),
  result: z.enum(['W', 'L', 'T', 'BYE']),
  /** The result against the week's median score, in leagues that play it (else null). */
  median: z.enum(['W', 'L', 'T']).nullable().default(null),
});
export type LuckFact = z.infer<typeof LuckFact>;

export const Standing = z.object({
  rosterId: RosterId,
  rank: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  /** Like "3W" or "1L"; empty before any game or when the order of results is not known. */
  streak: z.string(),
  /** Rank and streak before this week's games (null and "" in the first week, or when that record is not confirmed). */
  rankBefore: z.number().int().nullable().default(null),
  streakBefore: z.string().default(''),
  /**
   * W-L-T (and streak) agree with Sleeper's own record or were taken from it (records.ts). Only a
   * confirmed record may be said; an unconfirmed one is our tally of the weeks we happened to get.
   */
  confirmed: z.boolean().default(true),
  /** Points for and against are Sleeper's own (roster settings) or summed from every counted week's games. */
  pointsConfirmed: z.boolean().default(true),
});
export type Standing = z.infer<typeof Standing>;

export const PlayerMove = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.string(),
  rosterId: RosterId,
  /** Points the player scored this week (for the roster now holding him), when known. */
  weekPoints: z.number().nullable(),
});
export type PlayerMove = z.infer<typeof PlayerMove>;

/** What one team received in a trade. */
export const TradeSide = z.object({
  rosterId: RosterId,
  players: z.array(PlayerMove),
  picks: z.array(z.object({ season: z.string(), round: z.number().int(), originalRosterId: RosterId })),
  /** FAAB dollars received. */
  faab: z.number(),
});
export type TradeSide = z.infer<typeof TradeSide>;

export const TransactionFact = z.object({
  id: z.string(),
  kind: z.enum(['trade', 'waiver', 'failed_waiver', 'free_agent']),
  rosterIds: z.array(RosterId),
  adds: z.array(PlayerMove),
  drops: z.array(PlayerMove),
  /** FAAB bid of a waiver claim. */
  bid: z.number().nullable(),
  picks: z.array(
    z.object({
      season: z.string(),
      round: z.number().int(),
      from: RosterId,
      to: RosterId,
      /** The roster whose pick it originally was. */
      originalRosterId: RosterId.optional(),
    }),
  ),
  faab: z.array(z.object({ from: RosterId, to: RosterId, amount: z.number() })),
  notes: z.string().nullable(),
  /** Trades only: one side per team, what that team got. Empty for other moves. */
  sides: z.array(TradeSide).default([]),
});
export type TransactionFact = z.infer<typeof TransactionFact>;

/** One game of Sleeper's winners or losers bracket, as the recap reads it. */
export const BracketGame = z.object({
  bracket: BracketSide,
  /** Bracket round (1 = first playoff round) and the league week it is played in. */
  round: z.number().int(),
  week: z.number().int(),
  matchId: z.number().int(),
  team1: RosterId.nullable(),
  team2: RosterId.nullable(),
  /** Who advanced or placed higher in Sleeper's terms; in a toilet bowl that is the lower score. */
  winner: RosterId.nullable(),
  loser: RosterId.nullable(),
  placement: z.number().int().nullable(),
  label: GameLabel,
  /** Points of each side once the game is played (this week or before); null before. */
  score1: z.number().nullable().default(null),
  score2: z.number().nullable().default(null),
});
export type BracketGame = z.infer<typeof BracketGame>;

/** Where the week sits in the league's season. */
export const SeasonFact = z.object({
  phase: SeasonPhase,
  playoffWeekStart: z.number().int().nullable(),
  playoffTeams: z.number().int().nullable(),
  /** The league's last week (its championship week, or the last regular week without playoffs); null when unknown. */
  lastWeek: z.number().int().nullable(),
  /** True when this week ends the season: nothing comes after it. */
  seasonOver: z.boolean(),
  /** Playoff round of this week (1 = first) and how many there are; null outside the playoffs. */
  round: z.number().int().nullable(),
  rounds: z.number().int().nullable(),
  /** "Semifinals"; null outside the playoffs or when the bracket is unknown. */
  roundName: z.string().nullable(),
  /** Whether Sleeper's brackets were there to read (else rounds are never named). */
  bracketKnown: z.boolean(),
  bracket: z.array(BracketGame),
  /** Playoff teams still alive with no game this week. */
  byes: z.array(RosterId),
  /** Teams with no game this week that are not on a bye (their season or bracket is done). */
  idle: z.array(RosterId),
  /** Teams out of title contention after this week. */
  eliminated: z.array(RosterId),
  champion: RosterId.nullable(),
  runnerUp: RosterId.nullable(),
  /** Last place, when a toilet bowl decides it this week or before. */
  lastPlace: RosterId.nullable(),
  /** League plays every team against the week's median too (settings.league_average_match). */
  medianScoring: z.boolean(),
  medianPoints: z.number().nullable(),
});
export type SeasonFact = z.infer<typeof SeasonFact>;

/** What a team got back in the trade that sent a player away: his week, on their roster or not. */
export const TradeReturn = z.object({
  /** His points this week, for the team that traded for him (0 when he is gone or did not play). */
  player: Performance,
  started: z.boolean(),
  /** Still on the roster that traded for him. */
  kept: z.boolean(),
});
export type TradeReturn = z.infer<typeof TradeReturn>;

/** A starter this week whom another team let go earlier this season (formerPlayers in facts). */
export const FormerPlayer = z.object({
  player: Performance,
  from: RosterId,
  week: z.number().int(),
  how: z.enum(['drop', 'trade']),
  /** How many teams have let him go this season without taking him back. */
  cuts: z.number().int().default(1),
  /** For a trade: the player that team got back who did the most this week. */
  got: TradeReturn.nullable().default(null),
});
export type FormerPlayer = z.infer<typeof FormerPlayer>;

/** This week's game between two teams that already met this season (rematches.ts). */
export const Rematch = z.object({
  matchupId: z.number().int(),
  /** Every earlier game of the two this season, oldest first; winner null on a tie. */
  meetings: z.array(z.object({ week: z.number().int(), winner: RosterId.nullable(), margin: z.number() })),
});
export type Rematch = z.infer<typeof Rematch>;

/** A lineup call against last week's (lineup-chase.ts). */
export const LineupChase = z.object({
  rosterId: RosterId,
  /** sat_the_breakout: started last week for a dud, benched this week for a big one; chased_points: the other way round. */
  kind: z.enum(['sat_the_breakout', 'chased_points']),
  /** This week's points. */
  player: Performance,
  lastWeek: z.number().int(),
  lastPoints: z.number(),
  /** Chased points after benching him for a dud as a starter the week before: that dud. */
  startedBefore: z.number().nullable().default(null),
});
export type LineupChase = z.infer<typeof LineupChase>;

const WeekScore = z.object({ rosterId: RosterId, points: z.number(), week: z.number().int() });
/** The season's records before this week, over `weeks` weeks whose every game was read. */
export const SeasonRecords = z.object({
  weeks: z.number().int(),
  high: WeekScore.nullable(),
  low: WeekScore.nullable(),
  margin: z.object({ winner: RosterId, loser: RosterId, margin: z.number(), week: z.number().int() }).nullable(),
});
export type SeasonRecords = z.infer<typeof SeasonRecords>;

export const RecapFacts = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  leagueAvatarUrl: z.string().nullable(),
  season: z.string(),
  week: z.number().int(),
  isFinal: z.boolean(),
  bestBall: z.boolean(),
  teams: z.array(TeamFact),
  matchups: z.array(MatchupFact),
  highest: TeamScore,
  lowest: TeamScore,
  /** The week's average team score: what "a lot" means in this league. */
  weekAverage: z.number().default(0),
  blowout: MatchupFact,
  closest: MatchupFact,
  /** Starters by points, best first (top 5). */
  topPerformers: z.array(Performance),
  /** Starters by points, worst first (bottom 5). */
  worstPerformers: z.array(Performance),
  bench: z.array(BenchFact),
  /** Every team's starters this week with their points (known players only), best first. */
  lineups: z.array(z.object({ rosterId: RosterId, starters: z.array(Performance) })).default([]),
  luck: z.array(LuckFact),
  standings: z.array(Standing),
  /** Every standing's record and points are confirmed, so the ranks (who leads, who is last) are Sleeper's order. */
  ranksConfirmed: z.boolean().default(true),
  transactions: z.array(TransactionFact),
  seasonState: SeasonFact,
  /** This week's starters (15 points or more) another team dropped or traded away earlier this season. */
  formerPlayers: z.array(FormerPlayer).default([]),
  /** Earlier weeks of the season each team (by roster id) lost a game its own best lineup would have won. */
  benchLossWeeks: z.record(z.string(), z.array(z.number().int())).default({}),
  lineupChases: z.array(LineupChase).default([]),
  rematches: z.array(Rematch).default([]),
  /** Records of the season's earlier weeks; null when fewer than two were read whole. */
  seasonRecords: SeasonRecords.nullable().default(null),
});
export type RecapFacts = z.infer<typeof RecapFacts>;

/** Why a week has no recap (preseason, nothing scored yet, not final): said, not crashed on. */
export class NoRecapError extends Error {
  override name = 'NoRecapError';
  constructor(
    readonly code: 'not_final' | 'nothing_scored' | 'no_matchups' | 'bad_week' | 'preseason' | 'season_over',
    message: string,
  ) {
    super(message);
  }
}

export const teamById = (facts: Pick<RecapFacts, 'teams'>, rosterId: number): TeamFact => {
  const team = facts.teams.find((t) => t.rosterId === rosterId);
  if (!team) throw new Error(`No team with roster id ${rosterId}`);
  return team;
};

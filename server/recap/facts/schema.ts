// RecapFacts: the single source of truth for everything a recap says or shows. Computed by
// one pure function (facts.ts) from a league snapshot; read by the script writers, the fact
// audit and the video. Points are rounded to 2 decimals.
import { z } from 'zod';

export const RosterId = z.number().int();

export const TeamFact = z.object({
  rosterId: RosterId,
  ownerId: z.string().nullable(),
  displayName: z.string(),
  /** metadata.team_name trimmed, else the display name. */
  teamName: z.string(),
  /** Team picture (metadata.avatar) or the user's Sleeper avatar thumb; null when none. */
  avatarUrl: z.string().nullable(),
  initials: z.string(),
});
export type TeamFact = z.infer<typeof TeamFact>;

export const MatchupFact = z.object({
  matchupId: z.number().int(),
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
  /** Like "3W" or "1L"; empty before any game. */
  streak: z.string(),
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
});
export type TransactionFact = z.infer<typeof TransactionFact>;

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
  blowout: MatchupFact,
  closest: MatchupFact,
  /** Starters by points, best first (top 5). */
  topPerformers: z.array(Performance),
  /** Starters by points, worst first (bottom 5). */
  worstPerformers: z.array(Performance),
  bench: z.array(BenchFact),
  luck: z.array(LuckFact),
  standings: z.array(Standing),
  transactions: z.array(TransactionFact),
});
export type RecapFacts = z.infer<typeof RecapFacts>;

/** Why a week has no recap (preseason, nothing scored yet, not final): said, not crashed on. */
export class NoRecapError extends Error {
  override name = 'NoRecapError';
  constructor(
    readonly code: 'not_final' | 'nothing_scored' | 'no_matchups' | 'bad_week' | 'preseason',
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

// Zod schemas of the Sleeper API answers the product reads, written to accept every quirk of
// the real data (tests/fixtures/sleeper/README.md): string ids, missing team names, null
// avatars, split season totals, null players before the draft, null matchup ids, …
import { withSuffix } from './name-suffixes';
import { z } from 'zod';
import { isNflTeamCode } from './nfl-teams';

/** An id: Sleeper sends strings, but some tools round-trip them as numbers. */
export const SleeperId = z.union([z.string(), z.number()]).transform(String);
const num = z.number();
const nullableNum = num.nullable().optional();

export const NflState = z.looseObject({
  week: num,
  season: z.string(),
  season_type: z.string(),
  leg: num.optional(),
  display_week: num.optional(),
  league_season: z.string().optional(),
  season_has_scores: z.boolean().optional(),
});
export type NflState = z.infer<typeof NflState>;

export const SleeperUser = z.looseObject({
  user_id: SleeperId,
  username: z.string().nullish(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type SleeperUser = z.infer<typeof SleeperUser>;

export const LeagueSettings = z.looseObject({
  last_scored_leg: nullableNum,
  leg: nullableNum,
  best_ball: nullableNum,
  playoff_week_start: nullableNum,
  start_week: nullableNum,
  num_teams: nullableNum,
  waiver_budget: nullableNum,
  playoff_teams: nullableNum,
  /** 0: one week a round; 1: a two-week final; 2: two weeks every round. */
  playoff_round_type: nullableNum,
  /** 1: every team also plays the week's median score. */
  league_average_match: nullableNum,
});

export const League = z.looseObject({
  league_id: SleeperId,
  name: z.string(),
  season: z.string(),
  season_type: z.string().nullish(),
  sport: z.string(),
  status: z.string(),
  total_rosters: num,
  avatar: z.string().nullish(),
  roster_positions: z.array(z.string()).nullish(),
  settings: LeagueSettings.nullish().transform((s) => s ?? {}),
  scoring_settings: z.record(z.string(), num).nullish(),
  previous_league_id: z.string().nullish(),
  // Above 2^53 in the raw JSON: the client turns such literals into strings before parsing.
  bracket_id: z.union([z.string(), num]).nullish(),
  loser_bracket_id: z.union([z.string(), num]).nullish(),
  last_transaction_id: z.union([z.string(), num]).nullish(),
});
export type League = z.infer<typeof League>;

export const LeagueUser = z.looseObject({
  user_id: SleeperId,
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  is_owner: z.boolean().nullish(),
  is_bot: z.boolean().nullish(),
  metadata: z
    .looseObject({
      team_name: z.string().nullish(),
      avatar: z.string().nullish(),
    })
    .nullish(),
});
export type LeagueUser = z.infer<typeof LeagueUser>;

export const RosterSettings = z.looseObject({
  wins: num.default(0),
  losses: num.default(0),
  ties: num.default(0),
  fpts: num.default(0),
  fpts_decimal: num.optional(),
  fpts_against: num.optional(),
  fpts_against_decimal: num.optional(),
  ppts: num.optional(),
  ppts_decimal: num.optional(),
  waiver_budget_used: num.optional(),
});

export const Roster = z.looseObject({
  roster_id: num,
  owner_id: SleeperId.nullish(),
  co_owners: z.array(SleeperId).nullish(),
  league_id: SleeperId.optional(),
  players: z.array(z.string()).nullish(),
  starters: z.array(z.string()).nullish(),
  reserve: z.array(z.string()).nullish(),
  settings: RosterSettings.nullish().transform((s) => s ?? RosterSettings.parse({})),
  metadata: z.looseObject({ record: z.string().nullish(), streak: z.string().nullish() }).nullish(),
});
export type Roster = z.infer<typeof Roster>;

export const Matchup = z.looseObject({
  roster_id: num,
  matchup_id: num.nullish(),
  points: num.nullish().transform((p) => p ?? 0),
  custom_points: num.nullish(),
  starters: z
    .array(z.string())
    .nullish()
    .transform((s) => s ?? []),
  starters_points: z
    .array(num)
    .nullish()
    .transform((s) => s ?? []),
  players: z
    .array(z.string())
    .nullish()
    .transform((s) => s ?? []),
  players_points: z
    .record(z.string(), num)
    .nullish()
    .transform((s) => s ?? {}),
});
export type Matchup = z.infer<typeof Matchup>;

const DraftPick = z.looseObject({
  season: z.string(),
  round: num,
  roster_id: num,
  previous_owner_id: num.nullish(),
  owner_id: num,
});

export const Transaction = z.looseObject({
  transaction_id: SleeperId,
  type: z.string(),
  status: z.string(),
  leg: num.nullish(),
  created: num.nullish(),
  status_updated: num.nullish(),
  roster_ids: z
    .array(num)
    .nullish()
    .transform((s) => s ?? []),
  adds: z.record(z.string(), num).nullish(),
  drops: z.record(z.string(), num).nullish(),
  draft_picks: z
    .array(DraftPick)
    .nullish()
    .transform((s) => s ?? []),
  waiver_budget: z
    .array(z.looseObject({ sender: num, receiver: num, amount: num }))
    .nullish()
    .transform((s) => s ?? []),
  settings: z.looseObject({ waiver_bid: num.optional() }).nullish(),
  metadata: z.looseObject({ notes: z.string().nullish() }).nullish(),
});
export type Transaction = z.infer<typeof Transaction>;

export const BracketMatch = z.looseObject({
  r: num,
  m: num,
  t1: num.nullish(),
  t2: num.nullish(),
  w: num.nullish(),
  l: num.nullish(),
  p: num.nullish(),
  t1_from: z.looseObject({ w: num.nullish(), l: num.nullish() }).nullish(),
  t2_from: z.looseObject({ w: num.nullish(), l: num.nullish() }).nullish(),
});
export type BracketMatch = z.infer<typeof BracketMatch>;

export const Player = z.looseObject({
  player_id: SleeperId.optional(),
  full_name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  position: z.string().nullish(),
  fantasy_positions: z.array(z.string()).nullish(),
  team: z.string().nullish(),
});
export type Player = z.infer<typeof Player>;
export const Players = z.record(z.string(), Player);
export type Players = z.infer<typeof Players>;

/** Everything the facts of one week need, read once from the client. */
export type LeagueSnapshot = {
  league: League;
  users: LeagueUser[];
  rosters: Roster[];
  /** Matchups by week, for every week from the start week through the recapped week. */
  matchups: Record<number, Matchup[]>;
  /** Moves by week, for the same weeks: this week's are told, earlier ones give them a history. */
  transactions: Record<number, Transaction[]>;
  players: Players;
  state: NflState;
  /** Sleeper's playoff brackets; null before the playoffs or when the league has none. */
  brackets: { winners: BracketMatch[] | null; losers: BracketMatch[] | null };
};

/** What an unknown player is called when something names him anyway (never his bare id). */
export const UNKNOWN_PLAYER = 'Unknown player';

const nameOf = (p: Player | undefined): string => withSuffix(p?.full_name?.trim() || [p?.first_name, p?.last_name].filter(Boolean).join(' ').trim());

/**
 * Whether a player can be named: he has a name in the players map, or he is a team defense
 * (keyed by its team code). False for an empty slot ("0") and for ids the players map lacks:
 * such players still score for their team, but nothing names them.
 */
export function isKnownPlayer(players: Players, id: string): boolean {
  if (id === '0') return false;
  return nameOf(players[id]) !== '' || isNflTeamCode(id);
}

/**
 * The display name of a player: full name, else first + last, else the id when it is no
 * number (a team defense's code); never a bare numeric id: an unknown player is UNKNOWN_PLAYER.
 * Whatever names players leaves unknown ones out first (isKnownPlayer).
 */
export function playerName(players: Players, id: string): string {
  const name = nameOf(players[id]);
  if (name) return name;
  return /^\d*$/.test(id) ? UNKNOWN_PLAYER : id;
}

// RecapProps: everything one recap video shows and plays. Built on the server from facts,
// script and voice (server/pipeline/build-props.ts), saved next to the MP4, and played by the
// renderer, Remotion Studio and the website Player alike. Self-contained: no lookups at play time.
import { z } from 'zod';
import { BracketSide, SeasonPhase, SegmentKind } from './vocabulary';

export const FPS = 30;
export const WIDTH = 1080;
export const HEIGHT = 1920;

/**
 * A file of this video (voice clip, avatar), as a path relative to `mediaBase`, e.g.
 * "voice/intro.wav". Relative so the same props play from any host: the website, the renderer's
 * local server, Studio's public folder.
 */
export const MediaPath = z
  .string()
  .min(1)
  .regex(/^(?![a-z][a-z0-9+.-]*:)(?!\/)(?!.*\.\.)/i, 'a relative path without scheme, leading slash or ..');

export const Word = z.object({
  text: z.string(),
  /** Frames from the start of the segment. */
  startFrame: z.number().int().min(0),
  endFrame: z.number().int().min(0),
});
export type Word = z.infer<typeof Word>;

export const TeamCard = z.object({
  rosterId: z.number().int(),
  name: z.string().min(1),
  owner: z.string(),
  initials: z.string().min(1).max(8),
  /** CSS colour of the team, stable across weeks. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  avatar: MediaPath.nullable(),
});
export type TeamCard = z.infer<typeof TeamCard>;

/** A player on screen with his face: a matchup side's best starter, the bench scene's two players. */
export const MatchupStar = z.object({
  /** Sleeper id; a team defense's is its code ("DET"). */
  playerId: z.string().min(1),
  name: z.string(),
  points: z.number(),
  /** His NFL team's code ("KC"), for the logo badge; null when unknown. */
  nflTeam: z.string().nullable(),
  /** His headshot, fetched before the render; null shows a silhouette in the team's colour. */
  photo: MediaPath.nullable(),
  /** His NFL team's logo; null shows the team code on the badge. */
  logo: MediaPath.nullable(),
});
export type MatchupStar = z.infer<typeof MatchupStar>;

export const MatchupCard = z.object({
  matchupId: z.number().int(),
  team1: z.number().int(),
  score1: z.number(),
  team2: z.number().int(),
  score2: z.number(),
  winner: z.number().int().nullable(),
  margin: z.number(),
  /** What the game is, shown as a kicker: "SEMIFINAL", "CONSOLATION", "PLAYOFFS"; null in the regular season. */
  label: z.string().nullable().default(null),
  /** Each side's top scorer this week (team1's, team2's); null when no starter is known (then the team's avatar). */
  star1: MatchupStar.nullable().default(null),
  star2: MatchupStar.nullable().default(null),
});
export type MatchupCard = z.infer<typeof MatchupCard>;

export const StandingRow = z.object({
  rank: z.number().int().min(1),
  rosterId: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  pointsFor: z.number(),
  streak: z.string(),
  /** Rank before this week's games, for the move arrows; null in week 1 (and in old props). */
  rankBefore: z.number().int().nullable().default(null),
});
export type StandingRow = z.infer<typeof StandingRow>;

/** The bench blunder as the bench scene draws it: the star who sat, the starter who played instead. */
export const BenchCard = z.object({
  sat: MatchupStar,
  /** The starter the best lineup would have sat for him; null when none is known. */
  started: MatchupStar.nullable(),
  pointsLeft: z.number(),
  actual: z.number(),
  optimal: z.number(),
});
export type BenchCard = z.infer<typeof BenchCard>;

/** The facts a cold open or award scene puts on screen while the voice talks about them. */
export const FactCard = z.object({
  /** Which award the card is ("bench_blunder", "luckiest"…); null for a cold open. Picks the award's scene. */
  award: z.string().nullable().default(null),
  /** Kicker, e.g. "BENCH BLUNDER". */
  title: z.string().min(1),
  emoji: z.string().max(16).default(''),
  /** The team the fact is about; null for league-wide facts. */
  rosterId: z.number().int().nullable(),
  /** One big line: a player, a score. */
  headline: z.string().min(1),
  stats: z.array(z.object({ label: z.string(), value: z.string() })).max(3),
  /** A trade: what each team got, one side per team ("Josh Allen", "2026 2nd", "$15 FAAB"). */
  sides: z.array(z.object({ rosterId: z.number().int(), lines: z.array(z.string()) })).optional(),
  /** The player the card is about (Sleeper id; a team defense's is its code, "DET"); null: no face shown. */
  playerId: z.string().nullable().default(null),
  /** His NFL team's code ("KC"), for the logo badge; null when unknown. */
  nflTeam: z.string().nullable().default(null),
  /** His headshot, fetched before the render; null shows a silhouette in the team's colour. */
  photo: MediaPath.nullable().default(null),
  /** His NFL team's logo, a small badge on the photo; null shows the team code. */
  logo: MediaPath.nullable().default(null),
  /** A bench blunder's two players and points (the bench scene); null otherwise. */
  bench: BenchCard.nullable().default(null),
});
export type FactCard = z.infer<typeof FactCard>;

export const Segment = z.object({
  id: z.string().min(1),
  kind: SegmentKind,
  text: z.string(),
  words: z.array(Word),
  /** The voice clip; null plays the scene silent (captions still run on estimated timings). */
  audio: MediaPath.nullable(),
  /** Length of the scene: the clip plus a breath. */
  durationInFrames: z.number().int().min(1),
  matchupId: z.number().int().nullable().default(null),
  card: FactCard.nullable().default(null),
});
export type Segment = z.infer<typeof Segment>;

/** One game of the playoff bracket as the bracket scene draws it. */
export const BracketSlot = z.object({
  bracket: BracketSide,
  round: z.number().int().min(1),
  team1: z.number().int().nullable(),
  team2: z.number().int().nullable(),
  /** Sleeper's winner (in a toilet bowl: the team that lost the game and moves on down). */
  winner: z.number().int().nullable(),
  /** Points of each side when the game has been played (this week or before); null before. */
  score1: z.number().nullable(),
  score2: z.number().nullable(),
  /** "Final", "Semifinal", "3rd place", "Consolation", "Last place"; "" when unknown. */
  label: z.string(),
});
export type BracketSlot = z.infer<typeof BracketSlot>;

/** Where the week sits in the season: what the bracket and champion scenes show. */
export const SeasonCard = z.object({
  phase: SeasonPhase,
  /** "Semifinals", "Championship"; null when the round is not known. */
  roundName: z.string().nullable(),
  /** The current playoff round (1 = first) and how many there are; null outside the playoffs. */
  round: z.number().int().nullable(),
  rounds: z.number().int().nullable(),
  bracket: z.array(BracketSlot),
  byes: z.array(z.number().int()),
  eliminated: z.array(z.number().int()),
  champion: z.number().int().nullable(),
  runnerUp: z.number().int().nullable(),
  seasonOver: z.boolean(),
});
export type SeasonCard = z.infer<typeof SeasonCard>;

export const REGULAR_SEASON: SeasonCard = {
  phase: 'regular',
  roundName: null,
  round: null,
  rounds: null,
  bracket: [],
  byes: [],
  eliminated: [],
  champion: null,
  runnerUp: null,
  seasonOver: false,
};

export const RecapProps = z.object({
  siteName: z.string().min(1),
  /** URL prefix of this video's files (voice, avatars); "" means relative to the page. */
  mediaBase: z.string(),
  /** Music bed, a file of the shipped assets (staticFile path); null for none. */
  music: z.string().min(1).nullable(),
  league: z.object({
    name: z.string().min(1),
    season: z.string(),
    week: z.number().int().min(1).max(18),
    initials: z.string().min(1).max(8),
    avatar: MediaPath.nullable(),
  }),
  teams: z.array(TeamCard).min(2),
  matchups: z.array(MatchupCard),
  standings: z.array(StandingRow),
  season: SeasonCard.default(REGULAR_SEASON),
  segments: z.array(Segment).min(1),
});
export type RecapProps = z.infer<typeof RecapProps>;

/** The composition's length: the sum of its scenes (shared by calculateMetadata and the Player). */
export const recapDurationInFrames = (props: Pick<RecapProps, 'segments'>): number => props.segments.reduce((sum, s) => sum + s.durationInFrames, 0);

/** The URL of a file of this video under the props' media base. */
export const mediaUrl = (props: Pick<RecapProps, 'mediaBase'>, file: string): string =>
  props.mediaBase === '' ? file : `${props.mediaBase.replace(/\/+$/, '')}/${file}`;

/** The same props served from another place (the renderer's local server, the website). */
export const withMediaBase = (props: RecapProps, mediaBase: string): RecapProps => ({ ...props, mediaBase });

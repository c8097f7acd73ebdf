// RecapProps from the week's facts, the script and the voice: pure, so the same inputs always
// give the same video. Files (clips, avatars) are already local; here they are only named.
import { GAME_LABEL_TEXT, matchupKicker } from '../../src/bracket/labels';
import { planBracket } from '../../src/bracket/layout';
import { bracketSections } from '../../src/bracket/model';
import { RecapProps, type BracketSlot, type MatchupStar, type SeasonCard, type Segment, type TeamCard } from '../../src/props';
import { TEAM_PALETTE } from '../../src/theme';
import type { BracketGame, GameLabel, Performance, RecapFacts } from '../recap/facts/schema';
import { screenName } from '../recap/name-forms';
import { leagueVoices, type TeamVoice } from '../recap/script/team-voice';
import type { RecapScript } from '../recap/script/schema';
import type { CardFaces } from '../render/faces';
import { estimateWords, sceneFrames, wordsToFrames, type VoiceWord } from '../render/timing';
import { awardCard, coldOpenCard, onScreen } from './fact-cards';

/** The site named on the recap's end card. */
export const SITE_NAME = 'recapleague.com';
export const DEFAULT_MUSIC = 'music/bed.mp3';
/** Playoff weeks and the championship get a faster, darker bed. */
export const PLAYOFF_MUSIC = 'music/bed-playoffs.mp3';

export type PlacedClip = {
  segmentId: string;
  /** Path relative to the video's media folder, e.g. "voice/intro.wav". */
  file: string;
  durationSeconds: number;
  words: VoiceWord[];
};

export type BuildPropsInput = {
  facts: RecapFacts;
  script: RecapScript;
  clips: PlacedClip[];
  /** Local avatar files by roster id (relative media paths); missing or null → initials. */
  avatars: Record<number, string | null>;
  leagueAvatar: string | null;
  /** Player photos and NFL logos fetched before the render (server/render/faces.ts); missing → silhouette. */
  faces?: CardFaces;
  siteName: string;
  mediaBase: string;
  music?: string | null;
};

const leagueInitials = (name: string): string => {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    words
      .slice(0, 3)
      .map((w) => [...w][0])
      .join('') || '?'
  ).toUpperCase();
};

// Every GameLabel has its text (a new label fails to compile here rather than show nothing).
const LABEL_TEXT: Record<GameLabel, string | null> = GAME_LABEL_TEXT;

/** A bracket game as the bracket scene draws it: scores of every round played so far (from the facts). */
function bracketSlot(game: BracketGame): BracketSlot {
  const { bracket, round, team1, team2, winner, score1, score2 } = game;
  return { bracket, round, team1, team2, winner, score1, score2, label: LABEL_TEXT[game.label] ?? '' };
}

/** Where the week sits in the season, for the bracket and champion scenes. */
export function seasonCard(facts: RecapFacts): SeasonCard {
  const s = facts.seasonState;
  return {
    phase: s.phase,
    roundName: s.roundName,
    round: s.round,
    rounds: s.rounds,
    bracket: s.bracketKnown ? s.bracket.map(bracketSlot) : [],
    byes: s.byes,
    eliminated: s.eliminated,
    champion: s.champion,
    runnerUp: s.runnerUp,
    seasonOver: s.seasonOver,
  };
}

/** A team's best starter this week (facts.lineups, best first); undefined when none is known. */
export function topStarter(facts: RecapFacts, rosterId: number): Performance | undefined {
  const starters = facts.lineups.find((l) => l.rosterId === rosterId)?.starters ?? [];
  return starters.reduce<Performance | undefined>((best, p) => (best === undefined || p.points > best.points ? p : best), undefined);
}

/** A side's star on the matchup scene, with his fetched photo and logo (null when not fetched). */
function matchupStar(facts: RecapFacts, rosterId: number, faces?: CardFaces): MatchupStar | null {
  const p = topStarter(facts, rosterId);
  return p ? onScreen(p, faces) : null;
}

function cardNames(v: TeamVoice, t: RecapFacts['teams'][number]): Pick<TeamCard, 'name' | 'owner'> {
  const team = v.printed ? t.screenName : '';
  if (v.byManager || !team) return { name: screenName(t.displayName), owner: team };
  return { name: team, owner: t.displayName };
}

export function buildRecapProps(input: BuildPropsInput): RecapProps {
  const { facts, script } = input;
  const clips = new Map(input.clips.map((c) => [c.segmentId, c]));
  // A show that goes by managers (most names unsayable) leads each card with the manager the voice
  // says, the team's name under it.
  const voices = leagueVoices(facts.teams);
  const teams: TeamCard[] = facts.teams.map((t, i) => ({
    rosterId: t.rosterId,
    // On screen as the league wrote it, profanity masked (the scenes shorten it where it must fit);
    // a sexual name never: the card shows its manager, as the voice says it.
    ...cardNames(voices.get(t.rosterId)!, t),
    initials: [...t.initials].slice(0, 3).join('') || '?',
    color: TEAM_PALETTE[i % TEAM_PALETTE.length],
    avatar: input.avatars[t.rosterId] ?? null,
  }));

  const segments: Segment[] = script.segments.map((seg) => {
    const clip = clips.get(seg.id);
    // No clip (voice failed for it): the scene still plays, for as long as reading it takes.
    const seconds = clip?.durationSeconds ?? Math.max(2.5, seg.text.split(/\s+/).length / 2.6);
    const words = clip && clip.words.length > 0 ? wordsToFrames(clip.words) : estimateWords(seg.text, seconds);
    return {
      id: seg.id,
      kind: seg.kind,
      text: seg.text,
      words,
      audio: clip?.file ?? null,
      durationInFrames: sceneFrames(seconds),
      matchupId: seg.kind === 'matchup' ? (seg.refs.matchupId ?? null) : null,
      card: seg.kind === 'award' ? awardCard(facts, seg, input.faces) : seg.kind === 'cold_open' ? coldOpenCard(facts, seg, input.faces) : null,
    };
  });

  return RecapProps.parse({
    siteName: input.siteName,
    mediaBase: input.mediaBase,
    music: input.music === undefined ? (facts.seasonState.phase === 'regular' ? DEFAULT_MUSIC : PLAYOFF_MUSIC) : input.music,
    league: {
      name: screenName(facts.leagueName) || facts.leagueName,
      season: facts.season,
      week: facts.week,
      initials: leagueInitials(facts.leagueName),
      avatar: input.leagueAvatar,
    },
    teams,
    matchups: facts.matchups.map((m) => ({
      matchupId: m.matchupId,
      team1: m.team1,
      score1: m.score1,
      team2: m.team2,
      score2: m.score2,
      winner: m.winner,
      margin: m.margin,
      label: matchupKicker(m.label),
      star1: matchupStar(facts, m.team1, input.faces),
      star2: matchupStar(facts, m.team2, input.faces),
    })),
    standings: facts.standings.map((s) => ({
      rank: s.rank,
      rosterId: s.rosterId,
      wins: s.wins,
      losses: s.losses,
      ties: s.ties,
      pointsFor: s.pointsFor,
      streak: s.streak,
      rankBefore: s.rankBefore,
    })),
    season: seasonCard(facts),
    segments,
  });
}

/** Roster ids a viewer sees on screen over the whole video (for the "every team appears" check). */
export function teamsOnScreen(props: RecapProps): Set<number> {
  const seen = new Set<number>();
  for (const s of props.segments) {
    if (s.kind === 'standings') props.standings.forEach((r) => seen.add(r.rosterId));
    if (s.kind === 'matchup') {
      const m = props.matchups.find((x) => x.matchupId === s.matchupId);
      if (m) [m.team1, m.team2].forEach((id) => seen.add(id));
    }
    if (s.kind === 'bracket') {
      // What the scene really draws, after it has left out what does not fit.
      for (const section of planBracket(bracketSections(props.season, props.matchups)).sections) {
        section.byes.forEach((id) => seen.add(id));
        section.games.forEach((g) => g.lines.forEach((l) => l.rosterId !== null && seen.add(l.rosterId)));
      }
    }
    if (s.kind === 'champion') [props.season.champion, props.season.runnerUp].forEach((id) => id !== null && seen.add(id));
    if (s.card?.rosterId != null) seen.add(s.card.rosterId);
  }
  return seen;
}

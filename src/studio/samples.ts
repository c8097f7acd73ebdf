// Every scene alone, with the props that break layouts: for editors in Remotion Studio
// (`Scene-<layout>-<case>` compositions, src/Root.tsx) and for the render tests. Built from the
// two real demo recaps by pure changes (more teams, longer names, no photos…), so each case is a
// real recap's data pushed to an edge, and stays in step with the props schema.
import type { FactCard, MatchupCard, MatchupStar, RecapProps, Segment, StandingRow, TeamCard } from '../props';
import { layoutOf, type Layout } from '../scenes';
import { TEAM_PALETTE } from '../theme';

export const SAMPLE_CASES = ['default', 'sixteen-teams', 'long-names', 'emoji-names', 'no-photos'] as const;
export type SampleCase = (typeof SAMPLE_CASES)[number];

const LONG_TEAM = 'The Extremely Long Team Name That Uses All Sixty-Four Characters';
const LONG_OWNER = 'BartholomewMcSuperlongusername';
const LONG_PLAYER = 'Amon-Ra St. Brown-Smith-Njigba Jr.';
const EMOJI_NAMES = ['🦁🦁🦁', '🍕', '🏈🔥💯', '👑', '🐐🐐', '🚀🌕', '💀', '🌮🌮🌮🌮', '🎯', '🧀🧀', '🐍', '🦅🦅', '🍀🍀🍀', '⚡', '🐻', '🦈'];

/** A card on one of the recap's players (the first matchup's stars): for scenes no demo segment uses. */
function syntheticCards(recap: RecapProps): Record<'bench' | 'luck' | 'trade', FactCard> {
  const m = recap.matchups[0];
  const star: MatchupStar = m.star2 ?? m.star1 ?? { playerId: '4046', name: 'Patrick Mahomes', points: 31.2, nflTeam: 'KC', photo: null, logo: null };
  const other: MatchupStar = m.star1 ?? star;
  const blank = { playerId: null, nflTeam: null, photo: null, logo: null, award: null, bench: null } as const;
  const scores = recap.matchups.flatMap((g) => [
    { rosterId: g.team1, points: g.score1, won: g.winner === g.team1 },
    { rosterId: g.team2, points: g.score2, won: g.winner === g.team2 },
  ]);
  const unlucky = scores.filter((s) => !s.won).sort((a, b) => b.points - a.points)[0] ?? scores[0];
  const [a, b] = recap.teams;
  return {
    bench: {
      ...blank,
      award: 'bench_blunder',
      title: 'Bench blunder',
      emoji: '🪑',
      rosterId: m.team2,
      headline: `Benched ${star.name}`,
      stats: [{ label: 'left on bench', value: '31.50' }],
      bench: { sat: { ...star, points: 27.4 }, started: { ...other, points: 3.1 }, pointsLeft: 31.5, actual: m.score2, optimal: m.score2 + 31.5 },
    },
    luck: {
      ...blank,
      award: 'unluckiest',
      title: 'Unluckiest loss',
      emoji: '🌧️',
      rosterId: unlucky.rosterId,
      headline: 'Lost with the 2nd best score',
      stats: [{ label: 'points', value: unlucky.points.toFixed(2) }],
    },
    trade: {
      ...blank,
      award: 'move_of_the_week',
      title: 'Move of the week',
      emoji: '🔁',
      rosterId: a.rosterId,
      headline: `Traded for ${star.name}`,
      stats: [{ label: 'this week', value: star.points.toFixed(2) }],
      sides: [
        { rosterId: a.rosterId, lines: [star.name, '2026 2nd'] },
        { rosterId: b.rosterId, lines: [other.name, '2027 1st', '$15 FAAB'] },
      ],
    },
  };
}

/** The recap cut to its first segment drawn as `layout` (made up from the recap's data when it has none). */
function oneScene(recap: RecapProps, layout: Layout): RecapProps | null {
  const found = recap.segments.find((s) => layoutOf(s) === layout);
  if (found) return { ...recap, segments: [found] };
  if (layout !== 'bench' && layout !== 'luck' && layout !== 'trade') return null;
  const award = recap.segments.find((s) => s.kind === 'award') ?? recap.segments[0];
  const segment: Segment = { ...award, id: `award-${layout}`, kind: 'award', card: syntheticCards(recap)[layout], matchupId: null };
  return { ...recap, segments: [segment] };
}

const renameStar = (s: MatchupStar | null, name: string): MatchupStar | null => (s ? { ...s, name } : null);
const noFace = (s: MatchupStar | null): MatchupStar | null => (s ? { ...s, photo: null, logo: null } : null);

/** Sixteen teams: the recap's teams copied up to 16, each copy in its own games and standings row. */
function sixteenTeams(recap: RecapProps): RecapProps {
  const teams: TeamCard[] = Array.from({ length: 16 }, (_, i) => {
    const base = recap.teams[i % recap.teams.length];
    return i < recap.teams.length ? base : { ...base, rosterId: 100 + i, name: `${base.name} II`, color: TEAM_PALETTE[i % TEAM_PALETTE.length] };
  });
  const extra = teams.slice(recap.teams.length);
  const matchups: MatchupCard[] = [...recap.matchups];
  for (let i = 0; i + 1 < extra.length; i += 2) {
    const m = recap.matchups[(i / 2) % recap.matchups.length];
    matchups.push({
      ...m,
      matchupId: 100 + i,
      team1: extra[i].rosterId,
      team2: extra[i + 1].rosterId,
      winner: m.winner === m.team1 ? extra[i].rosterId : extra[i + 1].rosterId,
    });
  }
  const standings: StandingRow[] = teams.map((t, i) => {
    const row = recap.standings[i % recap.standings.length];
    return { ...row, rank: i + 1, rosterId: t.rosterId, rankBefore: ((i * 7) % 16) + 1 };
  });
  return { ...recap, teams, matchups, standings };
}

function longNames(recap: RecapProps): RecapProps {
  return {
    ...recap,
    league: { ...recap.league, name: 'The League Whose Name Goes On And On Like A Commissioner Email' },
    teams: recap.teams.map((t) => ({ ...t, name: LONG_TEAM, owner: LONG_OWNER })),
    matchups: recap.matchups.map((m) => ({ ...m, star1: renameStar(m.star1, LONG_PLAYER), star2: renameStar(m.star2, LONG_PLAYER) })),
    segments: recap.segments.map((s) => ({
      ...s,
      card: s.card && {
        ...s.card,
        headline: s.card.bench ? `Benched ${LONG_PLAYER}` : LONG_PLAYER,
        bench: s.card.bench && { ...s.card.bench, sat: { ...s.card.bench.sat, name: LONG_PLAYER }, started: renameStar(s.card.bench.started, LONG_PLAYER) },
        sides: s.card.sides?.map((side) => ({ ...side, lines: [LONG_PLAYER, ...side.lines] })),
      },
    })),
  };
}

function emojiNames(recap: RecapProps): RecapProps {
  return {
    ...recap,
    league: { ...recap.league, name: '🏈🍺🏆', initials: '🏈' },
    teams: recap.teams.map((t, i) => ({ ...t, name: EMOJI_NAMES[i % EMOJI_NAMES.length], initials: [...EMOJI_NAMES[i % EMOJI_NAMES.length]][0] })),
  };
}

function noPhotos(recap: RecapProps): RecapProps {
  return {
    ...recap,
    league: { ...recap.league, avatar: null },
    teams: recap.teams.map((t) => ({ ...t, avatar: null })),
    matchups: recap.matchups.map((m) => ({ ...m, star1: noFace(m.star1), star2: noFace(m.star2) })),
    segments: recap.segments.map((s) => ({
      ...s,
      card: s.card && {
        ...s.card,
        photo: null,
        logo: null,
        bench: s.card.bench && { ...s.card.bench, sat: { ...s.card.bench.sat, photo: null, logo: null }, started: noFace(s.card.bench.started) },
      },
    })),
  };
}

const CASES: Record<SampleCase, (recap: RecapProps) => RecapProps> = {
  default: (r) => r,
  'sixteen-teams': sixteenTeams,
  'long-names': longNames,
  'emoji-names': emojiNames,
  'no-photos': noPhotos,
};

export type SceneSample = { id: string; layout: Layout; sampleCase: SampleCase; props: RecapProps };

/**
 * Every layout × every case. The regular week's scenes come from `regular`; bracket and champion
 * (and a playoff matchup, `versus-final`) from `championship`.
 */
export function sceneSamples(regular: RecapProps, championship: RecapProps): SceneSample[] {
  const out: SceneSample[] = [];
  for (const layout of ['cold_open', 'intro', 'versus', 'card', 'bench', 'luck', 'trade', 'standings', 'bracket', 'champion', 'outro'] as const) {
    const source = layout === 'bracket' || layout === 'champion' ? championship : regular;
    for (const sampleCase of SAMPLE_CASES) {
      const props = oneScene(CASES[sampleCase](source), layout);
      if (props) out.push({ id: `Scene-${layout.replace(/_/g, '-')}-${sampleCase}`, layout, sampleCase, props });
    }
  }
  const final = oneScene(championship, 'versus');
  if (final) out.push({ id: 'Scene-versus-final', layout: 'versus', sampleCase: 'default', props: final });
  return out;
}

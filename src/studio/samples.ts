// Every scene alone, with the props that break layouts: for editors in Remotion Studio
// (`Scene-<layout>-<case>` compositions, src/Root.tsx) and for the render tests. Built from the
// two real demo recaps by pure changes (more teams, longer names, no photos…), so each case is a
// real recap's data pushed to an edge, and stays in step with the props schema.
import type { MatchupCard, MatchupStar, RecapProps, Segment, StandingRow, TeamCard } from '../props';
import { Layout, layoutOf, SCENES } from '../scenes';
import { TEAM_PALETTE } from '../theme';

export const SAMPLE_CASES = ['default', 'sixteen-teams', 'long-names', 'emoji-names', 'no-photos'] as const;
export type SampleCase = (typeof SAMPLE_CASES)[number];

const LONG_TEAM = 'The Extremely Long Team Name That Uses All Sixty-Four Characters';
const LONG_OWNER = 'BartholomewMcSuperlongusername';
const LONG_PLAYER = 'Amon-Ra St. Brown-Smith-Njigba Jr.';
const EMOJI_NAMES = ['🦁🦁🦁', '🍕', '🏈🔥💯', '👑', '🐐🐐', '🚀🌕', '💀', '🌮🌮🌮🌮', '🎯', '🧀🧀', '🐍', '🦅🦅', '🍀🍀🍀', '⚡', '🐻', '🦈'];

/** The recap cut to its first segment drawn as `layout` (an award segment with the scene's sample card when it has none). */
function oneScene(recap: RecapProps, layout: Layout): RecapProps | null {
  const found = recap.segments.find((s) => layoutOf(s) === layout);
  if (found) return { ...recap, segments: [found] };
  const sampleCard = SCENES[layout].samples.card;
  if (!sampleCard) return null;
  const award = recap.segments.find((s) => s.kind === 'award') ?? recap.segments[0];
  const segment: Segment = { ...award, id: `award-${layout}`, kind: 'award', card: sampleCard(recap), matchupId: null };
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

/** `Scene-<layout>-` (a composition id or Studio folder name allows no underscore). */
const slug = (layout: Layout): string => layout.replace(/_/g, '-');

/**
 * Every layout × every case, each on the demo recap its scene's entry names (the regular week's,
 * or the championship week's for bracket and champion), then each entry's extra samples.
 */
export function sceneSamples(regular: RecapProps, championship: RecapProps): SceneSample[] {
  const demo = { regular, championship };
  const out: SceneSample[] = [];
  for (const layout of Layout.options) {
    const source = demo[SCENES[layout].samples.from];
    for (const sampleCase of SAMPLE_CASES) {
      const props = oneScene(CASES[sampleCase](source), layout);
      if (props) out.push({ id: `Scene-${slug(layout)}-${sampleCase}`, layout, sampleCase, props });
    }
  }
  for (const layout of Layout.options) {
    for (const extra of SCENES[layout].samples.extra ?? []) {
      const props = oneScene(demo[extra.from], layout);
      if (props) out.push({ id: `Scene-${slug(layout)}-${extra.name}`, layout, sampleCase: 'default', props });
    }
  }
  return out;
}

/** The samples in one Studio folder per layout (`<Folder>` names: letters, digits and dashes). */
export function sceneFolders(samples: SceneSample[]): { name: string; samples: SceneSample[] }[] {
  return Layout.options.map((layout) => ({ name: slug(layout), samples: samples.filter((s) => s.layout === layout) })).filter((f) => f.samples.length > 0);
}

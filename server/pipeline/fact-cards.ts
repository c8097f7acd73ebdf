// What an award or cold-open scene puts on screen: picked from the facts the segment refers to
// (its refs), so the picture always shows the numbers the voice is saying.
import type { BenchCard, FactCard, MatchupStar } from '../../src/props';
import type { BenchFact, MatchupFact, Performance, RecapFacts, TradeSide } from '../recap/facts/schema';
import { teamById } from '../recap/facts/schema';
import type { Segment as ScriptSegment } from '../recap/script/schema';
import type { AwardKind } from '../../src/vocabulary';
import type { CardFaces, CardPlayer } from '../render/faces';
import { isNflTeamCode } from '../sleeper/nfl-teams';
/** A card's facts before its face is put on. */
type Body = Omit<FactCard, 'title' | 'emoji' | 'playerId' | 'nflTeam' | 'photo' | 'logo' | 'award' | 'bench'> & { player?: CardPlayer | null };

const pts = (n: number) => n.toFixed(2);
const name = (facts: RecapFacts, rosterId: number) => teamById(facts, rosterId).teamName;
const ordinal = (n: number) => `${n}${['th', 'st', 'nd', 'rd'][n % 100 > 10 && n % 100 < 14 ? 0 : Math.min(n % 10, 4) % 4] ?? 'th'}`;

const TITLES: Record<AwardKind, { title: string; emoji: string }> = {
  top_scorer: { title: 'Top scorer', emoji: '🔥' },
  dud: { title: 'Dud of the week', emoji: '🧱' },
  blowout: { title: 'Blowout', emoji: '💥' },
  nail_biter: { title: 'Nail-biter', emoji: '😬' },
  bench_blunder: { title: 'Bench blunder', emoji: '🪑' },
  luckiest: { title: 'Luckiest win', emoji: '🍀' },
  unluckiest: { title: 'Unluckiest loss', emoji: '🌧️' },
  move_of_the_week: { title: 'Move of the week', emoji: '🔁' },
};

function performer(list: Performance[], seg: ScriptSegment): Performance | undefined {
  const ids = seg.refs.playerIds ?? [];
  return list.find((p) => ids.includes(p.playerId)) ?? list.find((p) => seg.refs.rosterIds.includes(p.rosterId)) ?? list[0];
}

function gameCard(facts: RecapFacts, m: MatchupFact, kind: 'blowout' | 'nail_biter'): Body {
  const winner = m.winner ?? m.team1;
  const loser = m.loser ?? m.team2;
  const [w, l] = winner === m.team1 ? [m.score1, m.score2] : [m.score2, m.score1];
  return {
    rosterId: kind === 'blowout' ? winner : loser,
    headline: `${name(facts, winner)} over ${name(facts, loser)}`,
    stats: [
      { label: 'margin', value: pts(m.margin) },
      { label: 'final', value: `${pts(w)}–${pts(l)}` },
    ],
  };
}

/** The bench blunder a segment is about: its team's, else the week's biggest. */
const benchOf = (facts: RecapFacts, seg: ScriptSegment): BenchFact | undefined =>
  facts.bench.find((x) => x.rosterId === seg.refs.rosterIds[0]) ?? [...facts.bench].sort((a, c) => c.pointsLeft - a.pointsLeft)[0];

/** A player as the scenes show him: name, points, and his fetched photo and NFL logo (null when not fetched). */
export function onScreen(p: Performance, faces?: CardFaces): MatchupStar {
  const nflTeam = p.nflTeam ?? (!/^\d+$/.test(p.playerId) && isNflTeamCode(p.playerId.toUpperCase()) ? p.playerId : null);
  return {
    playerId: p.playerId,
    name: p.name,
    points: p.points,
    nflTeam,
    photo: faces?.photos[p.playerId] ?? null,
    logo: (nflTeam && faces?.logos[nflTeam]) ?? null,
  };
}

/** The bench scene's facts: the star who sat, the starter who played instead, the points left. */
function benchCard(facts: RecapFacts, seg: ScriptSegment, faces?: CardFaces): BenchCard | null {
  const b = benchOf(facts, seg);
  if (!b?.bestBenched) return null;
  return {
    sat: onScreen(b.bestBenched, faces),
    started: b.benchedFor ? onScreen(b.benchedFor, faces) : null,
    pointsLeft: b.pointsLeft,
    actual: b.actual,
    optimal: b.optimal,
  };
}

function awardBody(facts: RecapFacts, seg: ScriptSegment, award: AwardKind): Body | null {
  const roster = seg.refs.rosterIds[0];
  switch (award) {
    case 'top_scorer':
    case 'dud': {
      const p = performer(award === 'top_scorer' ? facts.topPerformers : facts.worstPerformers, seg);
      if (!p) return null;
      return {
        rosterId: p.rosterId,
        headline: p.name,
        stats: [
          { label: 'points', value: pts(p.points) },
          { label: 'position', value: [p.position, p.nflTeam].filter(Boolean).join(' · ') },
        ],
        player: asPlayer(p),
      };
    }
    case 'blowout':
      return gameCard(facts, facts.blowout, 'blowout');
    case 'nail_biter':
      return gameCard(facts, facts.closest, 'nail_biter');
    case 'bench_blunder': {
      const b = benchOf(facts, seg);
      if (!b) return null;
      const stats = [{ label: 'left on bench', value: pts(b.pointsLeft) }];
      if (b.bestBenched) stats.push({ label: `${b.bestBenched.position} on the bench`, value: pts(b.bestBenched.points) });
      return {
        rosterId: b.rosterId,
        headline: b.bestBenched ? `Benched ${b.bestBenched.name}` : `Could have scored ${pts(b.optimal)}`,
        stats,
        player: b.bestBenched && asPlayer(b.bestBenched),
      };
    }
    case 'luckiest':
    case 'unluckiest': {
      const luck = facts.luck.find((x) => x.rosterId === roster);
      if (!luck) return null;
      return {
        rosterId: luck.rosterId,
        headline: `${luck.result === 'W' ? 'Won' : 'Lost'} with the ${ordinal(luck.scoreRank)} best score`,
        stats: [
          { label: 'points', value: pts(luck.points) },
          { label: 'vs everyone', value: `${luck.allPlayWins}-${luck.allPlayLosses}${luck.allPlayTies ? `-${luck.allPlayTies}` : ''}` },
        ],
      };
    }
    case 'move_of_the_week':
      return moveCard(facts, seg);
  }
}

/** "Marvin Harrison Jr." → "Harrison": the name a small label has room for. */
const lastName = (full: string) =>
  full
    .split(/\s+/)
    .filter((w) => !/^(jr|sr|ii|iii|iv|v)\.?$/i.test(w))
    .pop() ?? full;

/** What one side of a trade got, item by item: players, then picks ("2026 2nd"), then FAAB ("$15 FAAB"). */
export function tradeSideLines(facts: RecapFacts, side: TradeSide, parties: readonly number[]): string[] {
  return [
    ...side.players.map((p) => p.name),
    ...side.picks.map((k) => `${k.season} ${ordinal(k.round)}${parties.includes(k.originalRosterId) ? '' : ` (${name(facts, k.originalRosterId)})`}`),
    ...(side.faab > 0 ? [`$${side.faab} FAAB`] : []),
  ];
}

/**
 * The move the script talks about (its player, added by its team). A trade shows what each team
 * got, one side per team; a waiver or free-agent move shows the player added with his points, a
 * different player the same team dropped, and the FAAB bid. No player is shown twice.
 */
function moveCard(facts: RecapFacts, seg: ScriptSegment): Body | null {
  const ids = seg.refs.playerIds ?? [];
  const roster = seg.refs.rosterIds[0];
  const done = facts.transactions.filter((x) => x.kind !== 'failed_waiver');
  const t =
    done.find((x) => x.adds.some((p) => ids.includes(p.playerId) && (roster === undefined || p.rosterId === roster))) ??
    done.find((x) => [...x.adds, ...x.drops].some((p) => ids.includes(p.playerId))) ??
    done[0];
  if (!t) return null;
  const add = t.adds.find((p) => ids.includes(p.playerId)) ?? t.adds.find((p) => p.rosterId === roster) ?? t.adds[0];
  if (t.kind === 'trade') {
    const parties = t.sides.map((s) => s.rosterId);
    const sides = t.sides.map((s) => ({ rosterId: s.rosterId, lines: tradeSideLines(facts, s, parties) }));
    const stats: FactCard['stats'] = add?.weekPoints != null ? [{ label: `${lastName(add.name)} this week`, value: pts(add.weekPoints) }] : [];
    return {
      rosterId: add?.rosterId ?? roster ?? parties[0] ?? null,
      headline: add ? `Traded for ${add.name}` : 'Trade',
      stats,
      sides,
      // A trade's card is its sides: no face.
      player: null,
    };
  }
  const team = add?.rosterId ?? roster ?? t.rosterIds[0];
  // Only a different player of the same team: never "added X / dropped X".
  const drop = add ? t.drops.find((p) => p.rosterId === add.rosterId && p.playerId !== add.playerId) : (t.drops.find((p) => p.rosterId === team) ?? t.drops[0]);
  const stats: FactCard['stats'] = [];
  if (add) stats.push({ label: `added ${lastName(add.name)}`, value: add.weekPoints != null ? pts(add.weekPoints) : '—' });
  if (drop) stats.push({ label: `dropped ${lastName(drop.name)}`, value: drop.weekPoints != null ? pts(drop.weekPoints) : '—' });
  if (t.bid != null) stats.push({ label: 'FAAB bid', value: `$${t.bid}` });
  return {
    rosterId: add?.rosterId ?? drop?.rosterId ?? team ?? null,
    headline: add ? `Picked up ${add.name}` : `Dropped ${drop?.name ?? 'a player'}`,
    stats: stats.slice(0, 3),
    player: add ? { playerId: add.playerId, nflTeam: nflTeamOf(facts, add.playerId) } : null,
  };
}

/** The card of an award segment; null when the facts it names are missing. */
export function awardCard(facts: RecapFacts, seg: ScriptSegment, faces?: CardFaces): FactCard | null {
  if (!seg.award) return null;
  const body = awardBody(facts, seg, seg.award);
  if (!body) return null;
  const bench = seg.award === 'bench_blunder' ? benchCard(facts, seg, faces) : null;
  return { ...withFace({ ...TITLES[seg.award], ...body }, faces), award: seg.award, bench };
}

/** The players an award or cold-open card shows (the faces to fetch before the render). */
export function cardPlayers(facts: RecapFacts, seg: ScriptSegment): CardPlayer[] {
  if (seg.kind === 'cold_open') return [coldOpenPlayer(facts, seg)].filter((p) => p !== null);
  if (seg.kind !== 'award' || !seg.award) return [];
  const main = awardBody(facts, seg, seg.award)?.player ?? null;
  const instead = seg.award === 'bench_blunder' ? benchOf(facts, seg)?.benchedFor : null;
  return [main, instead ? asPlayer(instead) : null].filter((p) => p !== null);
}

const asPlayer = (p: Performance): CardPlayer => ({ playerId: p.playerId, nflTeam: p.nflTeam ?? (isNflTeamCode(p.playerId) ? p.playerId : null) });

/** A moved player's NFL team, when the week's performances name it (moves do not carry it). */
function nflTeamOf(facts: RecapFacts, playerId: string): string | null {
  // Tolerant of partial facts (tests build cards from a few fields).
  const seen = [
    ...(facts.topPerformers ?? []),
    ...(facts.worstPerformers ?? []),
    ...(facts.bench ?? []).flatMap((b) => (b.bestBenched ? [b.bestBenched] : [])),
  ].find((p) => p.playerId === playerId);
  return seen?.nflTeam ?? (isNflTeamCode(playerId) ? playerId : null);
}

/** The card with its player and his fetched photo and logo (null when not fetched). */
function withFace(
  card: Omit<FactCard, 'playerId' | 'nflTeam' | 'photo' | 'logo' | 'award' | 'bench'> & { player?: CardPlayer | null },
  faces?: CardFaces,
): FactCard {
  const { player, ...rest } = card;
  const team = player?.nflTeam ?? null;
  return {
    ...rest,
    playerId: player?.playerId ?? null,
    nflTeam: team,
    photo: (player && faces?.photos[player.playerId]) ?? null,
    logo: (team && faces?.logos[team]) ?? null,
    award: null,
    bench: null,
  };
}

/** The team a line is about: the first one it names, else its first reference. */
function namedFirst(facts: RecapFacts, seg: ScriptSegment): number | undefined {
  const text = seg.text.toLowerCase().replace(/\s+/g, '');
  const hits = seg.refs.rosterIds
    .map((id) => ({ id, at: text.indexOf(name(facts, id).toLowerCase().replace(/\s+/g, '')) }))
    .filter((h) => h.at >= 0)
    .sort((a, b) => a.at - b.at);
  return hits[0]?.id ?? seg.refs.rosterIds[0];
}

/** The cold open's hook: the script's own on-screen line over the player, game or team it names. */
const coldOpenPerformance = (facts: RecapFacts, seg: ScriptSegment): Performance | undefined =>
  [...facts.topPerformers, ...facts.worstPerformers].find((p) => (seg.refs.playerIds ?? []).includes(p.playerId));

function coldOpenPlayer(facts: RecapFacts, seg: ScriptSegment): CardPlayer | null {
  const p = coldOpenPerformance(facts, seg);
  return p ? asPlayer(p) : null;
}

export function coldOpenCard(facts: RecapFacts, seg: ScriptSegment, faces?: CardFaces): FactCard {
  const title = `Week ${facts.week}`;
  const player = coldOpenPerformance(facts, seg);
  if (player) {
    return withFace(
      {
        title,
        emoji: '🚨',
        rosterId: player.rosterId,
        headline: seg.captions[0] ?? player.name,
        stats: [{ label: player.name, value: pts(player.points) }],
        player: asPlayer(player),
      },
      faces,
    );
  }
  const rosterId = namedFirst(facts, seg) ?? facts.highest.rosterId;
  const game = facts.matchups.find((m) => m.matchupId === seg.refs.matchupId) ?? facts.matchups.find((m) => m.team1 === rosterId || m.team2 === rosterId);
  const stats: FactCard['stats'] = game
    ? [
        { label: name(facts, game.team1), value: pts(game.score1) },
        { label: name(facts, game.team2), value: pts(game.score2) },
      ]
    : [{ label: 'points', value: pts(facts.highest.points) }];
  return withFace({ title, emoji: '🚨', rosterId, headline: seg.captions[0] ?? name(facts, rosterId), stats }, faces);
}

// The plan of a script: which segments it has, what facts each one is about, and whom each one
// roasts. Shared by both writers, so that fairness is decided by code, not left to a model.
import type { BenchFact, LuckFact, MatchupFact, Performance, PlayerMove, RecapFacts, Standing, TransactionFact } from '../facts/schema';
import type { SegmentRefs } from './schema';
import { AwardKind } from '../../../src/vocabulary';
import type { Storyline } from './context';
import { findAngles, gameStory, isConfirmed, tookOpponentsRecord, type Angle } from './angles';
import { HOOKS } from './shapes';

export type AwardPlan =
  | { award: 'top_scorer'; rosterId: number; points: number; player: Performance | null }
  | { award: 'dud'; rosterId: number; player: Performance }
  | { award: 'blowout' | 'nail_biter'; rosterId: number; matchup: MatchupFact }
  | { award: 'bench_blunder'; rosterId: number; bench: BenchFact; player: Performance }
  | { award: 'luckiest' | 'unluckiest'; rosterId: number; luck: LuckFact }
  | { award: 'move_of_the_week'; rosterId: number; move: PlayerMove; kind: TransactionFact['kind']; bid: number | null };

/** The cold open: the week's best story (angles.ts), told as a tease. */
export type Hook = Angle;

type Base = { id: string; refs: SegmentRefs; roasts: number[] };
export type SegmentPlan =
  | (Base & { kind: 'cold_open'; hook: Hook })
  | (Base & { kind: 'intro' })
  | (Base & { kind: 'matchup'; matchup: MatchupFact; storyline: Storyline | null })
  | (Base & { kind: 'award'; award: AwardPlan })
  | (Base & { kind: 'standings'; top: Standing; bottom: Standing })
  /** Playoff weeks: the bracket instead of the standings. */
  | (Base & { kind: 'bracket' })
  /** The season's last week: the champion crowned, the runner-up roasted. */
  | (Base & { kind: 'champion'; champion: number; runnerUp: number | null; final: MatchupFact | null })
  | (Base & { kind: 'outro' });

/** The story each award is about, in order of preference. */
export const AWARD_ANGLES: Record<AwardPlan['award'], Angle['kind'][]> = {
  top_scorer: ['season_high', 'name_irony', 'top_player', 'high_score', 'star_carried', 'star_not_needed'],
  dud: ['negative_starter', 'zero_starter', 'dud_starter', 'namesake'],
  blowout: ['season_blowout', 'blowout', 'drew_top_score', 'star_not_needed'],
  nail_biter: ['photo_finish'],
  bench_blunder: ['lineup_flip', 'bench_left'],
  luckiest: ['low_win'],
  unluckiest: ['top_two_met', 'loser_beats_many', 'drew_top_score'],
  move_of_the_week: ['move_burned', 'move_paid'],
};

/**
 * Awards whose story is already its game's best story, or that have no story at all: the game
 * tells it, so the award would only repeat it ("awards are folded into the stories"). The top
 * scorer stays, its card is the week's, unless its story is its own game's: a season record taken
 * from the team it just beat. A card would split that from its game, so the game tells it whole
 * (the 194 that broke the record of the team it beat, and that team's perfect season).
 */
export function foldedAwards(facts: RecapFacts): Set<AwardKind> {
  const angles = findAngles(facts);
  const out = new Set<AwardKind>();
  const upside = upsideDownTable(facts);
  const top = angles.find((a) => a.teams[0] === facts.highest.rosterId && AWARD_ANGLES.top_scorer.includes(a.kind));
  // The game told whole: no other award takes a beat from it either.
  // Or two records in one game, the season's high and its biggest margin: told together there, not
  // split between the game and a card (readers 80-82: Anthony's 152 and 64 "never framed as a double record").
  const wholeGame =
    top && ((tookOpponentsRecord(top) && angles.find((a) => a.matchupId === top.matchupId) === top) || top.n.double === 1) ? top.matchupId : null;
  for (const c of awardCandidates(facts)) {
    if (c.plan.award === 'top_scorer') {
      if (wholeGame !== null) out.add('top_scorer');
      continue;
    }
    const story = angles.find((a) => AWARD_ANGLES[c.plan.award].includes(a.kind) && a.teams[0] === c.plan.rosterId);
    if (wholeGame !== null && (story?.matchupId === wholeGame || ('matchup' in c.plan && c.plan.matchup.matchupId === wholeGame))) {
      out.add(c.plan.award);
      continue;
    }
    const gameBest = story && story.matchupId !== null ? angles.find((a) => a.matchupId === story.matchupId) : undefined;
    // No story of its own: the award would only repeat a score its game already says. Nor when the
    // game's best story is the same team's same player told another way (a zero for "Do The Math").
    const player = 'player' in c.plan ? c.plan.player : null;
    const samePlayer = !!player && gameBest?.teams[0] === c.plan.rosterId && Object.values(gameBest.p).some((p) => p.playerId === player.playerId);
    // Nor when the team has a bigger story of its own for its game (two teams named alike who both
    // lost): the award would take the team's one beat, and that story would go untold.
    const own = angles.find((a) => a.teams[0] === c.plan.rosterId && a.kind === 'twin_names');
    const bigger = !!story && !!own && own.weight > story.weight;
    // Nor a pickup another team let go: who let him go is the bigger story, told in his game.
    const moved = c.plan.award === 'move_of_the_week' ? c.plan.move.playerId : null;
    const letGo = moved !== null && angles.some((a) => a.kind === 'former_player' && a.p.player?.playerId === moved);
    // Nor the leader's luck, or last place's, where the table tells the two together.
    const paired = (c.plan.award === 'luckiest' || c.plan.award === 'unluckiest') && !!upside && [upside.leader, ...upside.outscored].includes(c.plan.rosterId);
    if (!story || gameBest === story || samePlayer || bigger || letGo || paired) out.add(c.plan.award);
  }
  return out;
}

/**
 * The table against the week: the leader alone in first won with a score that teams tied for last
 * beat in a loss (a regular week from week 4, Sleeper's records confirmed). The table tells the
 * pair in one breath (readers 75 asked for it); its awards stay folded, or readers 77 heard the
 * leader's 84 three times.
 */
export function upsideDownTable(facts: RecapFacts): { leader: number; outscored: number[] } | null {
  const table = [...facts.standings].sort((a, b) => a.rank - b.rank);
  if (facts.seasonState.phase !== 'regular' || facts.week < 4 || !table.length || !table.every(isConfirmed)) return null;
  const same = (a: Standing, b: Standing) => a.wins === b.wins && a.losses === b.losses && a.ties === b.ties;
  const top = table.filter((s) => same(s, table[0]));
  const bottom = table.filter((s) => same(s, table[table.length - 1]));
  const luck = new Map(facts.luck.map((l) => [l.rosterId, l]));
  const leader = luck.get(top[0].rosterId);
  if (top.length !== 1 || bottom.length > 3 || leader?.result !== 'W') return null;
  const outscored = bottom.flatMap((s) => {
    const l = luck.get(s.rosterId);
    return l?.result === 'L' && l.points > leader.points ? [l.rosterId] : [];
  });
  return outscored.length ? { leader: leader.rosterId, outscored } : null;
}

/** Awards dropped first when a week runs long (top_scorer is never dropped: winners get roasted too). */
export const AWARD_DROP_ORDER: readonly AwardKind[] = ['blowout', 'luckiest', 'nail_biter', 'unluckiest', 'move_of_the_week', 'bench_blunder', 'dud'];

type Candidate = { plan: AwardPlan; targets: number[] };

/** Every award the week has material for, each with whom it could roast (first = preferred). */
export function awardCandidates(facts: RecapFacts): Candidate[] {
  const out: Candidate[] = [];
  const half = facts.teams.length / 2;
  const top = facts.highest.rosterId;
  out.push({
    plan: { award: 'top_scorer', rosterId: top, points: facts.highest.points, player: facts.topPerformers.find((p) => p.rosterId === top) ?? null },
    targets: [top],
  });
  const dud = facts.worstPerformers[0];
  if (dud) out.push({ plan: { award: 'dud', rosterId: dud.rosterId, player: dud }, targets: [dud.rosterId] });
  const distinctGames = facts.blowout.matchupId !== facts.closest.matchupId;
  const sides = (m: MatchupFact) => (m.tie ? [m.team1, m.team2] : [m.loser!, m.winner!]);
  if (distinctGames) out.push({ plan: { award: 'blowout', rosterId: sides(facts.blowout)[0], matchup: facts.blowout }, targets: sides(facts.blowout) });
  if (distinctGames || facts.matchups.length === 1)
    out.push({ plan: { award: 'nail_biter', rosterId: sides(facts.closest)[0], matchup: facts.closest }, targets: sides(facts.closest) });
  const blunder = [...facts.bench].filter((b) => b.bestBenched && b.pointsLeft >= 1).sort((a, b) => b.pointsLeft - a.pointsLeft)[0];
  if (blunder?.bestBenched)
    out.push({ plan: { award: 'bench_blunder', rosterId: blunder.rosterId, bench: blunder, player: blunder.bestBenched }, targets: [blunder.rosterId] });
  const lucky = facts.luck.filter((l) => l.result === 'W' && l.scoreRank > half).sort((a, b) => b.scoreRank - a.scoreRank)[0];
  if (lucky) out.push({ plan: { award: 'luckiest', rosterId: lucky.rosterId, luck: lucky }, targets: [lucky.rosterId] });
  const unlucky = facts.luck.filter((l) => l.result === 'L' && l.scoreRank <= half).sort((a, b) => a.scoreRank - b.scoreRank)[0];
  if (unlucky) out.push({ plan: { award: 'unluckiest', rosterId: unlucky.rosterId, luck: unlucky }, targets: [unlucky.rosterId] });
  const moves = facts.transactions
    .filter((t) => t.kind !== 'failed_waiver')
    .flatMap((t) => t.adds.filter((a) => a.weekPoints !== null && a.weekPoints >= 8).map((a) => ({ t, a })))
    .sort((x, y) => (y.a.weekPoints ?? 0) - (x.a.weekPoints ?? 0));
  const move = moves[0];
  if (move)
    out.push({ plan: { award: 'move_of_the_week', rosterId: move.a.rosterId, move: move.a, kind: move.t.kind, bid: move.t.bid }, targets: [move.a.rosterId] });
  // Keep the creative order (top scorer first ... move of the week last): the vocabulary's.
  const order = AwardKind.options;
  return out.sort((a, b) => order.indexOf(a.plan.award) - order.indexOf(b.plan.award));
}

/** Whom the cold open roasts: its story's subject when the tease names them, else nobody (a tease). */
export function hookRoasts(h: Hook): number[] {
  const line = HOOKS[h.kind] ?? HOOKS.any!;
  return line.pt.includes('{R}') && line.sb.includes('{R}') ? [h.teams[0]] : [];
}

/**
 * Plan the segments and share out the roasts so that every member is roasted, counts differ by
 * at most one and the week's top scorer is among them. Awards may be switched to their other
 * candidate or dropped to keep that balance; a matchup roasts both sides when needed.
 */
export function planScript(facts: RecapFacts, opts: { awards: readonly AwardKind[]; storylines: Storyline[] }): SegmentPlan[] {
  const teams = facts.teams.map((t) => t.rosterId);
  let awards = awardCandidates(facts).filter((c) => opts.awards.includes(c.plan.award));
  const matchupRoasts = new Map<number, number[]>();
  const angles = findAngles(facts);
  // A rough week is three stories of one game: the show opens on a story told whole.
  const hook: Hook = angles.find((a) => a.kind !== 'rough_week') ?? angles[0];
  let standings: number[] = [];
  let outro: number[] = [];
  const { champion, runnerUp, phase } = facts.seasonState;
  const championRoasts = champion !== null && runnerUp !== null ? [runnerUp] : [];

  const counts = () => {
    const c = new Map<number, number>(teams.map((t) => [t, 0]));
    const add = (id: number) => c.set(id, (c.get(id) ?? 0) + 1);
    hookRoasts(hook).forEach(add);
    for (const a of awards) add(a.plan.rosterId);
    for (const r of matchupRoasts.values()) r.forEach(add);
    [...standings, ...outro, ...championRoasts].forEach(add);
    return c;
  };

  // 1. Awards roast their preferred subject; the cold open tells the week's best story.
  // 2. Each game tells its best story: it roasts that story's subject (the cold open's tease is
  //    paid off there); without a story, the side roasted least so far. The repair below evens it out.
  // A game whose best story is the top scorer's own, told on the top score's card, roasts the other
  // side: the card is the top scorer's beat, and its game is not split between two tellings.
  const carded = awards.find((a) => a.plan.award === 'top_scorer')?.plan.rosterId;
  for (const m of facts.matchups) {
    const c = counts();
    const best = angles.find((a) => a.matchupId === m.matchupId && (a.teams[0] === m.team1 || a.teams[0] === m.team2));
    const [first, second] = m.tie ? [m.team1, m.team2] : [m.loser!, m.winner!];
    const subject = best && best.teams[0] !== carded ? best.teams[0] : undefined;
    const rest = [first, second].filter((id) => id !== carded);
    matchupRoasts.set(m.matchupId, [subject ?? (rest.length === 1 ? rest[0] : (c.get(second) ?? 0) < (c.get(first) ?? 0) ? second : first)]);
  }

  // 3. Repair: nobody at zero, nobody at three or more.
  for (let guard = 0; guard < 50; guard++) {
    const c = counts();
    const zero = teams.find((t) => (c.get(t) ?? 0) === 0);
    if (zero !== undefined) {
      const m = facts.matchups.find((x) => x.team1 === zero || x.team2 === zero);
      const current = m ? matchupRoasts.get(m.matchupId)! : [];
      const other = current.find((id) => id !== zero);
      const award = awards.find((a) => a.targets.includes(zero) && (c.get(a.plan.rosterId) ?? 0) >= 2);
      // The game's best story stays told (the cold open's tease is paid off there): the one at zero joins it.
      const tellsStory =
        other !== undefined &&
        angles.some((a) => a.matchupId === m?.matchupId && a.teams[0] === other && a === angles.find((b) => b.matchupId === m?.matchupId));
      if (m && other !== undefined && (c.get(other) ?? 0) >= 2 && !tellsStory) matchupRoasts.set(m.matchupId, [zero]);
      else if (award) award.plan = { ...award.plan, rosterId: zero };
      else if (m) matchupRoasts.set(m.matchupId, [...current, zero]);
      else standings = [...standings, zero];
      continue;
    }
    const max = Math.max(...c.values());
    if (max < 3) break;
    const heavy = teams.find((t) => c.get(t) === max)!;
    const switchable = awards.find((a) => a.plan.rosterId === heavy && a.targets.some((t) => t !== heavy && (c.get(t) ?? 0) < max - 1));
    if (switchable) {
      const to = switchable.targets.find((t) => t !== heavy && (c.get(t) ?? 0) < max - 1)!;
      switchable.plan = { ...switchable.plan, rosterId: to };
      continue;
    }
    const drop = AWARD_DROP_ORDER.map((k) => awards.find((a) => a.plan.award === k && a.plan.rosterId === heavy)).find(Boolean);
    if (drop) awards = awards.filter((a) => a !== drop);
    else {
      // Only the matchup's double roast can be left: keep the one who has nothing else.
      const m = facts.matchups.find((x) => (matchupRoasts.get(x.matchupId) ?? []).length > 1 && matchupRoasts.get(x.matchupId)!.includes(heavy));
      if (!m) break;
      matchupRoasts.set(
        m.matchupId,
        matchupRoasts.get(m.matchupId)!.filter((id) => id !== heavy),
      );
    }
  }

  // 4. Standings and outro top up the least-roasted: leader and last place first, then anyone.
  const table = [...facts.standings].sort((a, b) => a.rank - b.rank);
  const leader = table[0];
  const last = table[table.length - 1];
  const lift = (preferred: number[], slots: number): number[] => {
    const chosen: number[] = [];
    for (let i = 0; i < slots; i++) {
      const c = counts();
      for (const id of chosen) c.set(id, (c.get(id) ?? 0) + 1);
      const min = Math.min(...c.values());
      const max = Math.max(...c.values());
      // Only lift someone nobody has roasted yet: a team with its one beat needs no second.
      const pick = preferred.find((id) => c.get(id) === min && !chosen.includes(id));
      if (pick === undefined || min > 0 || min === max) break;
      chosen.push(pick);
    }
    return chosen;
  };
  const byTable = table.map((s) => s.rosterId);
  standings = [...new Set([...standings, ...lift([leader.rosterId, last.rosterId, ...byTable.slice(1, -1).reverse()], 2 - Math.min(standings.length, 2))])];
  outro = lift([facts.highest.rosterId, facts.lowest.rosterId, ...byTable], 1);
  // A team topped up is roasted in its own game when it played one: the table stays the table, and
  // the outro ends on the week's best stories, never on a random team.
  const moved = new Set<number>();
  for (const id of [...standings, ...outro]) {
    const m = facts.matchups.find((x) => x.team1 === id || x.team2 === id);
    const current = m ? (matchupRoasts.get(m.matchupId) ?? []) : [];
    if (m && current.length < 2 && !current.includes(id)) {
      matchupRoasts.set(m.matchupId, [...current, id]);
      moved.add(id);
    }
  }
  standings = standings.filter((id) => !moved.has(id));
  outro = outro.filter((id) => !moved.has(id));

  const storyFor = (m: MatchupFact) => opts.storylines.find((s) => s.rosterId === m.team1 || s.rosterId === m.team2) ?? null;
  // A regular week's games in the order a writer tells them: the cold open's game first (its payoff),
  // then the bigger stories (reading 74: a record broken against its holder came fourth, after smaller
  // games). A playoff week keeps the bracket's order, the title game first.
  const games =
    phase === 'regular'
      ? [...facts.matchups].sort(
          (a, b) =>
            Number(b.matchupId === hook.matchupId) - Number(a.matchupId === hook.matchupId) || gameStory(angles, b.matchupId) - gameStory(angles, a.matchupId),
        )
      : facts.matchups;
  const plans: SegmentPlan[] = [
    { id: 'cold_open', kind: 'cold_open', hook, refs: hookRefs(hook), roasts: hookRoasts(hook) },
    { id: 'intro', kind: 'intro', refs: { rosterIds: [] }, roasts: [] },
    ...games.map(
      (m): SegmentPlan => ({
        id: `matchup-${m.matchupId}`,
        kind: 'matchup',
        matchup: m,
        storyline: storyFor(m),
        refs: { rosterIds: [m.team1, m.team2], matchupId: m.matchupId },
        roasts: matchupRoasts.get(m.matchupId) ?? [],
      }),
    ),
    ...awards.map((a): SegmentPlan => ({ id: `award-${a.plan.award}`, kind: 'award', award: a.plan, refs: awardRefs(a.plan), roasts: [a.plan.rosterId] })),
    phase === 'regular'
      ? { id: 'standings', kind: 'standings', top: leader, bottom: last, refs: { rosterIds: byTable }, roasts: standings }
      : { id: 'bracket', kind: 'bracket', refs: { rosterIds: byTable }, roasts: standings },
    ...(champion !== null
      ? [
          {
            id: 'champion',
            kind: 'champion',
            champion,
            runnerUp,
            final: facts.matchups.find((m) => m.label === 'final') ?? null,
            refs: { rosterIds: runnerUp === null ? [champion] : [champion, runnerUp] },
            roasts: championRoasts,
          } satisfies SegmentPlan,
        ]
      : []),
    { id: 'outro', kind: 'outro', refs: { rosterIds: outro }, roasts: outro },
  ];
  return plans;
}

function hookRefs(h: Hook): SegmentRefs {
  const players = Object.values(h.p).map((p) => p.playerId);
  return { rosterIds: h.teams, ...(h.matchupId !== null ? { matchupId: h.matchupId } : {}), ...(players.length ? { playerIds: players } : {}) };
}

function awardRefs(a: AwardPlan): SegmentRefs {
  switch (a.award) {
    case 'top_scorer':
      return { rosterIds: [a.rosterId], playerIds: a.player ? [a.player.playerId] : [] };
    case 'dud':
    case 'bench_blunder':
      return { rosterIds: [a.rosterId], playerIds: [a.player.playerId] };
    case 'blowout':
    case 'nail_biter':
      return { rosterIds: [a.matchup.team1, a.matchup.team2], matchupId: a.matchup.matchupId };
    case 'luckiest':
    case 'unluckiest':
      return { rosterIds: [a.rosterId] };
    case 'move_of_the_week':
      return { rosterIds: [a.rosterId], playerIds: [a.move.playerId] };
  }
}

/** True when the show has a segment for this game (a bracket line need not say its result again). */
export const gameInShow = (plan: readonly SegmentPlan[], g: Pick<MatchupFact, 'matchupId'>): boolean =>
  plan.some((x) => x.kind === 'matchup' && x.matchup.matchupId === g.matchupId);

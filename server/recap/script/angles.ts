// The week's stories (angles), found before any line is written: what a league member would lead
// with in the group chat. Each angle is a true fact of this week with its numbers, its players and
// the teams it touches (the first one is its subject: whom the joke lands on), ranked by how much
// of a story it is. The show is built from this list (cold open = the best story), the template
// writer's jokes are written per angle kind (shapes.ts), and the OpenAI writer gets the same list.
// Pure: facts in, ranked angles out.
import { z } from 'zod';
import type { MatchupFact, Performance, RecapFacts } from '../facts/schema';
import { leagueSize, teamMaterial, type TeamMaterial } from './material';
import { isTitleGame } from './phase';
import { leagueVoices } from './team-voice';
import { hundredths } from '../facts/points';

export const AngleKind = z.enum([
  // The season's end and the playoffs.
  'title_game',
  'toilet_bowl',
  'eliminated',
  // Streaks and runs.
  'two_unbeaten_fell',
  'perfect_ended',
  'losing_streak',
  'skid_snapped',
  'first_win',
  'win_streak',
  'still_unbeaten',
  // The game itself.
  'photo_finish',
  'top_two_met',
  // The two already met this season: payback, or the same winner every time.
  'rematch',
  // The table's bottom two beat its top two (standings before this week, week 4 on).
  'upset',
  'lineup_flip',
  // No single swap did it, but the best lineup from the same roster wins the game.
  'bench_flip',
  // A lineup call against last week's, in a loss: benched the week he broke out, or started because he broke out last week.
  'lineup_chase',
  'zero_starter',
  'negative_starter',
  'dud_starter',
  'loser_beats_many',
  'low_win',
  // A winner with the week's second-best score, the best being in another game: the winner's roast is a compliment that stops short.
  'second_best',
  'star_carried',
  'star_not_needed',
  // The week's best player in the whole league, by a distance.
  'top_player',
  // A winner's starter who scored next to nothing: the winner's own roast.
  'winner_dud',
  'blowout',
  // A blowout loser with an ordinary score who drew the week's top score: the schedule, not a beating.
  'drew_top_score',
  'low_score',
  'high_score',
  'bench_left',
  // The season's records (the most or fewest points in a game, the biggest margin), broken.
  'season_high',
  'season_low',
  'season_blowout',
  // The team's own name.
  'namesake',
  // Two teams whose names share their words ("Bing Bong Drigsy", "Bong Bing Ant Bo"), with the same result.
  'twin_names',
  // Two names that meet as words in one game: a chef against a kebab, a unicorn slayer against a unicorn.
  'name_clash',
  'name_irony',
  // A loser with three bad stories at once (a blowout, the week's low, a zero, a skid…), told as one.
  'rough_week',
  // Moves.
  'move_paid',
  'move_burned',
  // A player another team let go earlier this season, starting and scoring for his new team.
  'former_player',
  // The table (week 4 on, regular season).
  'new_leader',
  'crowded_top',
]);
export type AngleKind = z.infer<typeof AngleKind>;

export type Angle = {
  kind: AngleKind;
  /** How much of a story it is: higher first. */
  weight: number;
  /** The teams it touches; the first is its subject. */
  teams: number[];
  matchupId: number | null;
  /** Its numbers, by name (raw values; the writer says them). */
  n: Record<string, number>;
  /** Its players, by role. */
  p: Record<string, Performance>;
  /** Its words (the name-irony word). */
  w: Record<string, string>;
  /** The stories it is made of (a rough week's three), best first. */
  parts?: Angle[];
};

/** Words teams put in their names, and what this week would make of them (the name against the result). */
export const NAME_WORDS: readonly { word: RegExp; key: string; when: (m: TeamMaterial, f: RecapFacts) => boolean }[] = [
  // A clutch team that lost a close one; a math team that started a zero.
  { word: /\bclutch\b/i, key: 'clutch', when: (m, f) => m.result === 'L' && m.margin !== null && m.margin < leagueSize(f).close * 3 },
  { word: /\b(?:math|calculus|algebra|numbers|analytics)\b/i, key: 'math', when: (m) => m.result === 'L' && (m.dud?.points ?? 99) <= 2 },
  { word: /\b(?:revenge|redemption|comeback)\b/i, key: 'revenge', when: (m) => m.result === 'L' },
  {
    word: /\b(?:dynasty|empire|kings?|champs?|champions|juggernaut|unstoppable|dominators?|destroyers?|elite|goats?|legends?|dream team)\b/i,
    key: 'boast',
    when: (m) => m.result === 'L' && !m.aboveMedian,
  },
  { word: /\b(?:fire|heat|inferno|blaze|boom|explosive|dynamite|thunder|lightning)\b/i, key: 'fire', when: (m) => m.scoreRank === m.teams },
  { word: /\b(?:lucky|luck|blessed)\b/i, key: 'luck', when: (m) => m.result === 'L' && m.aboveMedian },
  { word: /\b(?:bench|benchwarmers?)\b/i, key: 'bench', when: (m) => m.benchLeft >= 20 },
  { word: /\b(?:waiver|wire)\b/i, key: 'waiver', when: (m) => m.result === 'L' },
  // A team that calls itself bad: ironic when it wins big, honest when it scores near the bottom.
  { word: /\b(?:tank|tanking|losers?|chumps?|scrubs?|trash|bums?|dumpster|stinks?|washed)\b/i, key: 'humble', when: (m) => m.result === 'W' && m.aboveMedian },
  { word: /\b(?:tank|tanking|losers?|chumps?|scrubs?|trash|bums?|dumpster|stinks?|washed)\b/i, key: 'truth', when: (m) => m.scoreRank > m.teams - 3 },
];

const half = (facts: RecapFacts) => facts.luck.length / 2;
const gameOf = (facts: RecapFacts, id: number) => facts.matchups.find((m) => m.team1 === id || m.team2 === id) ?? null;
const other = (m: MatchupFact, id: number) => (m.team1 === id ? m.team2 : m.team1);
const scoreOf = (m: MatchupFact, id: number) => (m.team1 === id ? m.score1 : m.score2);

const found = new WeakMap<RecapFacts, Angle[]>();

/** Every story of the week, best first (computed once per facts). */
export function findAngles(facts: RecapFacts): Angle[] {
  const known = found.get(facts);
  if (known) return known;
  const angles = computeAngles(facts);
  found.set(facts, angles);
  return angles;
}

function computeAngles(facts: RecapFacts): Angle[] {
  const out: Angle[] = [];
  const add = (a: Omit<Angle, 'p' | 'w' | 'n' | 'matchupId'> & Partial<Pick<Angle, 'p' | 'w' | 'n' | 'matchupId'>>) =>
    out.push({ matchupId: null, n: {}, p: {}, w: {}, ...a });
  const size = leagueSize(facts);
  const everyonePlayed = facts.teams.every((t) => gameOf(facts, t.rosterId) !== null);
  const season = facts.seasonState;
  const regular = season.phase === 'regular';
  // Standings stakes and record jokes only once a record means something, and only Sleeper-confirmed.
  const tableTalk = regular && facts.week >= 4;
  const mats = new Map(facts.teams.map((t) => [t.rosterId, teamMaterial(facts, t.rosterId)]));
  // The names the show says (a show said by managers says its managers'): the puns are on those.
  const voices = leagueVoices(facts.teams);
  const mat = (id: number) => mats.get(id)!;
  /** Where a Sleeper-confirmed table had the team before this week's games; null when not known. */
  const rankBefore = (id: number) => {
    const st = facts.standings.find((s) => s.rosterId === id);
    return isConfirmed(st) && st!.rankBefore !== null ? st!.rankBefore : null;
  };
  // A week where the schedule repeats itself (most games rematches): a rematch is a team's fallback at best.
  const routine = facts.rematches.length * 2 > facts.matchups.length ? 8 : 0;
  const avg = size.average || 1;

  // ---- the playoffs' own stories ----
  for (const m of facts.matchups) {
    if (m.tie) continue;
    const w = m.winner!;
    const l = m.loser!;
    const g = { matchupId: m.matchupId, n: { margin: m.margin, ws: scoreOf(m, w), ls: scoreOf(m, l) } };
    if (m.label === 'final') {
      const mvp = mat(w).star;
      const path = season.bracket.filter((b) => b.bracket === 'winners' && b.winner === w && b.label !== 'final').length;
      // The MVP another team let go this season: the title's turn, told in the title game.
      const gone = mvp
        ? facts.formerPlayers.filter((f) => f.player.playerId === mvp.playerId && f.player.rosterId === w).sort((a, b) => b.week - a.week)[0]
        : undefined;
      const from: Record<string, number> = gone ? { mvpFrom: gone.from, mvpWeek: gone.week, mvpTrade: Number(gone.how === 'trade') } : {};
      add({ kind: 'title_game', weight: 200, teams: [w, l], ...g, n: { ...g.n, path, ...from }, p: mvp ? { mvp } : {} });
    } else if (m.label === 'last_place') {
      // Sleeper's "winner" of the toilet bowl's last game finishes last.
      const last = season.lastPlace ?? l;
      // The season's last place is named in its own game, before any zero or dud of that game.
      add({ kind: 'toilet_bowl', weight: 90, teams: [last, other(m, last)], ...g });
    } else if (isTitleGame(m) && season.eliminated.includes(l)) {
      add({ kind: 'eliminated', weight: 75 + Math.min(15, (m.margin / avg) * 20), teams: [l, w], ...g });
    }
  }

  // ---- streaks ----
  const unbeatenFell = facts.teams.map((t) => mat(t.rosterId)).filter((x) => x.perfectLost);
  if (regular && unbeatenFell.length >= 2) {
    add({ kind: 'two_unbeaten_fell', weight: 120, teams: unbeatenFell.map((x) => x.rosterId), n: { count: unbeatenFell.length, wins: unbeatenFell[0].wins } });
  }
  for (const x of mats.values()) {
    const g = gameOf(facts, x.rosterId);
    if (!g || g.tie || x.result === 'BYE') continue;
    const base = { matchupId: g.matchupId, n: { margin: g.margin, score: x.score, oscore: scoreOf(g, other(g, x.rosterId)) } };
    const opp = other(g, x.rosterId);
    if (x.perfectLost && regular) add({ kind: 'perfect_ended', weight: 100 + x.wins, teams: [x.rosterId, opp], ...base, n: { ...base.n, wins: x.wins } });
    if (regular && x.result === 'L' && x.streak?.kind === 'L' && x.streak.length >= 3)
      add({ kind: 'losing_streak', weight: 58 + x.streak.length * 3, teams: [x.rosterId, opp], ...base, n: { ...base.n, streak: x.streak.length } });
    // A first win that ends a skid is told as the first win.
    if (regular && x.result === 'W' && x.snapped?.kind === 'L' && x.wins > 1)
      add({ kind: 'skid_snapped', weight: 62 + x.snapped.length * 2, teams: [x.rosterId, opp], ...base, n: { ...base.n, streak: x.snapped.length } });
    const confirmed = facts.standings.find((s) => s.rosterId === x.rosterId);
    if (regular && x.result === 'W' && x.wins === 1 && x.losses >= 2 && isConfirmed(confirmed))
      add({
        kind: 'first_win',
        weight: 60 + facts.week * 2,
        teams: [x.rosterId, opp],
        ...base,
        n: { ...base.n, games: x.wins + x.losses + x.ties, above: x.aboveMedian ? 1 : 0 },
      });
    if (regular && x.result === 'W' && x.streak?.kind === 'W' && x.streak.length >= 3 && x.losses > 0)
      add({ kind: 'win_streak', weight: 40 + x.streak.length * 3, teams: [x.rosterId, opp], ...base, n: { ...base.n, streak: x.streak.length } });
    if (regular && x.result === 'W' && x.losses === 0 && x.ties === 0 && x.wins >= 3 && isConfirmed(confirmed))
      add({ kind: 'still_unbeaten', weight: 45 + x.wins * 2, teams: [x.rosterId, opp], ...base, n: { ...base.n, wins: x.wins } });
  }

  // ---- the season's records ----
  // A season record broken says more than the week's extreme it is: that one gives way.
  const rec = facts.seasonRecords;
  const broke = { high: false, low: false, margin: false };
  if (rec) {
    const h = facts.highest;
    if (rec.high && hundredths(h.points) > hundredths(rec.high.points)) {
      broke.high = true;
      // A record taken from the team it was just taken against is one of the week's best ironies.
      const fromOpp = rec.high.rosterId === mat(h.rosterId).opponent && mat(h.rosterId).result === 'W';
      add({
        kind: 'season_high',
        weight: fromOpp ? 115 : 80,
        teams: [h.rosterId],
        matchupId: gameOf(facts, h.rosterId)?.matchupId ?? null,
        n: {
          score: h.points,
          old: rec.high.points,
          lost: mat(h.rosterId).result === 'L' ? 1 : 0,
          // Whose record it was: the team's own, this week's opponent's, or another's.
          holder: rec.high.rosterId,
          holderIsSelf: rec.high.rosterId === h.rosterId ? 1 : 0,
          holderIsOpp: rec.high.rosterId === mat(h.rosterId).opponent ? 1 : 0,
          wins: mat(h.rosterId).wins,
          losses: mat(h.rosterId).losses,
          avg: facts.weekAverage,
        },
        p: mat(h.rosterId).star ? { star: mat(h.rosterId).star! } : {},
      });
    }
    const lo = facts.lowest;
    const lg = gameOf(facts, lo.rosterId);
    if (rec.low && lg && hundredths(lo.points) < hundredths(rec.low.points)) {
      broke.low = true;
      add({ kind: 'season_low', weight: 74, teams: [lo.rosterId], matchupId: lg.matchupId, n: { score: lo.points, old: rec.low.points, avg } });
    }
    const b = facts.blowout;
    if (rec.margin && !b.tie && hundredths(b.margin) > hundredths(rec.margin.margin) && b.margin >= size.blowout) {
      broke.margin = true;
      add({
        kind: 'season_blowout',
        weight: 72,
        teams: [b.loser!, b.winner!],
        matchupId: b.matchupId,
        n: { margin: b.margin, ws: scoreOf(b, b.winner!), ls: scoreOf(b, b.loser!), old: rec.margin.margin },
      });
      // The season's high set in the same game by its winner: two records at once (reading 82 asked for them together).
      const high = out.find((a) => a.kind === 'season_high' && a.matchupId === b.matchupId && a.teams[0] === b.winner);
      if (high) {
        high.n.double = 1;
        high.teams = [b.winner!, b.loser!];
      }
    }
  }
  // ---- the games ----
  const byScore = [...facts.luck].filter((l) => l.result !== 'BYE').sort((a, b) => a.scoreRank - b.scoreRank);
  const [first, second] = byScore;
  if (first && second) {
    const g = gameOf(facts, first.rosterId);
    if (g && other(g, first.rosterId) === second.rosterId && !g.tie)
      add({
        kind: 'top_two_met',
        weight: 78,
        teams: [g.loser!, g.winner!],
        matchupId: g.matchupId,
        n: { margin: g.margin, ws: scoreOf(g, g.winner!), ls: scoreOf(g, g.loser!), beats: mat(g.loser!).allPlayWins },
      });
  }
  for (const m of facts.matchups) {
    if (m.tie) continue;
    const w = m.winner!;
    const l = m.loser!;
    const W = mat(w);
    const L = mat(l);
    const base = { matchupId: m.matchupId, n: { margin: m.margin, ws: scoreOf(m, w), ls: scoreOf(m, l) } };
    if (m.margin < 1) add({ kind: 'photo_finish', weight: 110 - m.margin * 10, teams: [l, w], ...base });
    // The last time these two met, and how every meeting went.
    const met = facts.rematches.find((r) => r.matchupId === m.matchupId)?.meetings ?? [];
    const prev = met.at(-1);
    // A small story, more where the first game was big or the bracket brought them back together.
    if (prev && prev.winner === l)
      add({
        kind: 'rematch',
        weight: 50 + Math.min(8, prev.margin / 5) + (regular ? 0 : 8) - routine,
        teams: [l, w],
        ...base,
        n: { ...base.n, payback: 1, prevWk: prev.week, prevMargin: prev.margin },
      });
    else if (met.length && met.every((x) => x.winner === w))
      add({
        kind: 'rematch',
        weight: 48 + met.length * 3 - routine,
        teams: [l, w],
        ...base,
        n: { ...base.n, payback: 0, prevWk: prev!.week, sweep: met.length + 1 },
      });
    // The bottom two of the table beat one of its top two.
    const [bw, bl] = [rankBefore(w), rankBefore(l)];
    if (tableTalk && bw !== null && bl !== null && bl <= 2 && bw >= facts.standings.length - 1)
      add({ kind: 'upset', weight: 68 + (bl === 1 ? 4 : 0), teams: [l, w], ...base, n: { ...base.n, fromTop: bl, lowRank: bw } });
    // One lineup call bigger than the margin: the benched player over the starter he sat for.
    const bench = facts.bench.find((b) => b.rosterId === l);
    const gain = (x: { benched: Performance; started: Performance }) => x.benched.points - x.started.points;
    // The earlier weeks this team lost with a winning lineup on its own bench: "the third time this season".
    const before = facts.benchLossWeeks[String(l)] ?? [];
    const again: Record<string, number> = before.length ? { again: before.length + 1, lastWeek: Math.max(...before) } : {};
    // Every swap that alone flips it ("Maye, Doubs or Kamara: any one of them wins it"); the best benched player's first.
    const flips = (bench?.swaps ?? []).filter((x) => gain(x) > m.margin && gain(x) >= 5);
    const best = bench?.bestBenched && bench.benchedFor ? { benched: bench.bestBenched, started: bench.benchedFor } : null;
    const swap = best && gain(best) > m.margin && gain(best) >= 5 ? best : (flips[0] ?? null);
    // The benched player's last week, when that is why he sat: started, and gave them next to nothing.
    const chaseOf = (id: string) => facts.lineupChases.find((c) => c.rosterId === l && c.player.playerId === id);
    if (swap) {
      const swing = gain(swap);
      const sat = chaseOf(swap.benched.playerId);
      const others = flips.filter((x) => x.benched.playerId !== swap.benched.playerId);
      add({
        kind: 'lineup_flip',
        weight: 85 + Math.min(10, swing - m.margin) + Math.min(2, others.length) * 3,
        teams: [l, w],
        ...base,
        n: { ...base.n, swing, flips: others.length + 1, ...again, ...(sat?.kind === 'sat_the_breakout' ? { Blast: sat.lastPoints } : {}) },
        p: { ...swap, ...(others[0] ? { benched2: others[0].benched } : {}), ...(others[1] ? { benched3: others[1].benched } : {}) },
      });
    }
    // No one swap flips it, yet the roster's best lineup beats the winner: the answer was the whole bench.
    else if (bench && bench.optimal > scoreOf(m, w) && bench.pointsLeft >= 10)
      add({
        kind: 'bench_flip',
        weight: 80,
        teams: [l, w],
        ...base,
        // The two biggest swaps, and whether those two alone win it ("start Stafford and Kincaid and they win").
        n: {
          ...base.n,
          left: bench.pointsLeft,
          best: bench.optimal,
          twoWin: Number(bench.swaps.length >= 2 && twoSwaps(bench) > scoreOf(m, w) - scoreOf(m, l)),
          ...again,
        },
        p: {
          ...(bench.bestBenched ? { benched: bench.bestBenched } : {}),
          ...(bench.swaps.length >= 2 ? { pair1: bench.swaps[0].benched, pair2: bench.swaps[1].benched } : {}),
        },
      });
    // Last week's call, this week's loss (the flip's benched player is told by the flip).
    const chases = facts.lineupChases.filter((x) => x.rosterId === l && x.player.playerId !== swap?.benched.playerId);
    for (const c of chases)
      add({
        kind: 'lineup_chase',
        // Started because of last week and then the week's dud: the turn is the story, above the dud's.
        // Benched for a big week in a game lost by more than he scored: a footnote to a bigger loss.
        weight:
          c.kind === 'sat_the_breakout' && c.player.points < m.margin
            ? 46
            : 66 +
              Math.min(10, Math.abs(c.player.points - c.lastPoints) / 3) +
              (c.player.playerId === L.dud?.playerId ? 10 : 0) +
              (c.startedBefore !== null ? 6 : 0),
        teams: [l, w],
        ...base,
        n: {
          ...base.n,
          chased: Number(c.kind === 'chased_points'),
          last: c.lastPoints,
          lastWk: c.lastWeek,
          ...(c.startedBefore !== null ? { early: c.startedBefore } : {}),
        },
        p: { player: c.player },
      });
    // A starter who scored nothing (or less) in a loss.
    // A dud the team started because of last week is told as that call.
    const dud = chases.some((c) => c.player.playerId === L.dud?.playerId) ? null : L.dud;
    if (dud && dud.points < 0) add({ kind: 'negative_starter', weight: 72 + Math.min(8, -dud.points * 2), teams: [l, w], ...base, p: { dud } });
    else if (dud && dud.points === 0 && !['K', 'DEF'].includes(dud.position))
      add({ kind: 'zero_starter', weight: m.margin < 25 ? 74 : 62, teams: [l, w], ...base, p: { dud } });
    else if (dud && dud.points > 0 && dud.points < 2 && !['K', 'DEF'].includes(dud.position))
      add({ kind: 'dud_starter', weight: 56, teams: [l, w], ...base, p: { dud } });
    // Like low_win, only where every team played: "beats 7 teams" of a final's loser counted teams with no game.
    if (everyonePlayed && L.allPlayWins >= Math.max(2, Math.ceil(half(facts))) && m.margin >= 1)
      add({ kind: 'loser_beats_many', weight: 55 + L.allPlayWins * 2, teams: [l, w], ...base, n: { ...base.n, beats: L.allPlayWins, teams: L.teams } });
    // Only where every team played: a bracket week's rank counts teams with no game (a last-place game's winner "ninth best").
    if (everyonePlayed && !W.aboveMedian && W.scoreRank > half(facts))
      add({ kind: 'low_win', weight: 52 + (W.scoreRank - half(facts)) * 2, teams: [w, l], ...base, n: { ...base.n, rank: W.scoreRank, beats: W.allPlayWins } });
    // The week's second-best score, the best in another game: just above the blowout, so a big winner
    // hears a fact ("any other week, that's the headline") rather than invented bragging. Not a win
    // called luck: readers heard "eight other teams would have won that game" said of a 166 as mocking it.
    if (everyonePlayed && W.scoreRank === 2)
      add({ kind: 'second_best', weight: 50.5 + Math.min(25, (m.margin / avg) * 30), teams: [w, l], ...base, n: { ...base.n, top: facts.highest.points } });
    const star = W.star;
    // The margin is a real share of his points: "31 in a win by 4" is any starter covering a coin flip.
    if (star && star.points > m.margin && star.points >= 20 && m.margin >= Math.max(1, star.points / 5))
      add({
        kind: 'star_carried',
        weight: 48 + Math.min(12, star.points / 4),
        teams: [w, l],
        ...base,
        n: { ...base.n, second: W.second?.points ?? 0 },
        p: { star },
      });
    if (star && m.margin > star.points && m.margin >= size.blowout) add({ kind: 'star_not_needed', weight: 45, teams: [w, l], ...base, p: { star } });
    // A winner is roasted by what went wrong anyway: a starter who gave them next to nothing.
    const wd = W.dud;
    // Not in a blowout: an 87-point winner's 1.8 is a footnote, and readers heard it as picking on the winner.
    if (wd && wd.points < 5 && !['K', 'DEF'].includes(wd.position) && m.margin < size.blowout)
      add({ kind: 'winner_dud', weight: 38, teams: [w, l], ...base, p: { dud: wd } });
    // A loser with about an average week who drew the week's top score had bad luck, not a beating:
    // readers heard "a lot of learning" said of a 109 that lost to the week's 146.
    const drewTop = everyonePlayed && W.scoreRank === 1 && scoreOf(m, l) >= avg * 0.95;
    if (m.margin >= size.blowout && !(broke.margin && m.matchupId === facts.blowout.matchupId))
      add({
        kind: drewTop ? 'drew_top_score' : 'blowout',
        weight: 50 + Math.min(25, (m.margin / avg) * 30),
        teams: [l, w],
        ...base,
        n: { ...base.n, avg, beats: L.allPlayWins },
      });
  }
  const low = facts.lowest;
  const lowGame = gameOf(facts, low.rosterId);
  // A team with no game this week (out of the bracket) scored for nothing: its low score is no story.
  if (low.points < avg * 0.8 && !broke.low && lowGame) {
    // A team that started the week at the top of the table and scored the fewest: the fall is the story.
    const before = rankBefore(low.rosterId);
    const fromTop = tableTalk && before !== null && before <= 2 ? before : 0;
    add({
      kind: 'low_score',
      weight: 50 + Math.min(20, (1 - low.points / avg) * 50) + (fromTop ? 15 : 0),
      teams: [low.rosterId],
      matchupId: lowGame.matchupId,
      n: { score: low.points, avg, ...(fromTop ? { fromTop } : {}) },
    });
  }
  // The week's best player, when he stands clear of the next one: the league talks about him by name.
  const [best, next] = facts.topPerformers;
  if (best && best.points >= 35 && (!next || best.points >= next.points + 5)) {
    const g = gameOf(facts, best.rosterId);
    add({
      kind: 'top_player',
      weight: 55 + Math.min(15, best.points - 35),
      teams: g ? [best.rosterId, other(g, best.rosterId)] : [best.rosterId],
      matchupId: g?.matchupId ?? null,
      n: { next: next?.points ?? 0, ...(g ? { won: Number(g.winner === best.rosterId), lost: Number(g.loser === best.rosterId) } : {}) },
      p: { star: best },
    });
  }
  const high = facts.highest;
  if (!broke.high) {
    const g = gameOf(facts, high.rosterId);
    const left = facts.bench.find((b) => b.rosterId === high.rosterId)?.pointsLeft ?? 0;
    add({
      kind: 'high_score',
      weight: 40 + Math.min(25, Math.max(0, (high.points / avg - 1) * 50)),
      teams: [high.rosterId],
      matchupId: g?.matchupId ?? null,
      n: { score: high.points, avg, left },
      p: mat(high.rosterId).star ? { star: mat(high.rosterId).star! } : {},
    });
  }
  // A team with no game this week left nothing on its bench that could have counted.
  const blunder = [...facts.bench]
    .filter((b) => b.bestBenched && b.pointsLeft >= 15 && gameOf(facts, b.rosterId) !== null)
    .sort((a, b) => b.pointsLeft - a.pointsLeft)[0];
  if (blunder?.bestBenched) {
    const g = gameOf(facts, blunder.rosterId);
    add({
      kind: 'bench_left',
      weight: 40 + Math.min(20, blunder.pointsLeft / 3),
      teams: [blunder.rosterId],
      matchupId: g?.matchupId ?? null,
      n: { left: blunder.pointsLeft, ppts: blunder.bestBenched.points },
      p: { benched: blunder.bestBenched },
    });
  }

  // ---- the team's own name ----
  for (const t of facts.teams) {
    const x = mat(t.rosterId);
    if (x.result === 'BYE') continue;
    const g = gameOf(facts, t.rosterId);
    const namesake = x.namesake;
    if (namesake && (namesake.points >= 20 || namesake.points <= 5))
      add({
        kind: 'namesake',
        weight: 60 + Math.abs(namesake.points - 12) / 2,
        teams: [t.rosterId],
        matchupId: g?.matchupId ?? null,
        p: { namesake },
        n: { margin: g?.margin ?? 0 },
      });
    // The name the show says: a team said by its manager has no name of its own to turn on.
    const word = NAME_WORDS.find((nw) => nw.word.test(voices.get(t.rosterId)!.report) && nw.when(x, facts));
    // A modest name that won on one player's big game ("Washed", 43 from Kamara): that player is the turn, and the bigger story.
    const carrier = word?.key === 'humble' && x.star && x.star.points >= 25 ? x.star : null;
    if (word)
      add({
        kind: 'name_irony',
        weight: 76 + (carrier ? carrier.points / 2 : 0),
        teams: g ? [t.rosterId, other(g, t.rosterId)] : [t.rosterId],
        matchupId: g?.matchupId ?? null,
        w: { key: word.key },
        n: { margin: g?.margin ?? 0, score: x.score, left: x.benchLeft, fromBottom: x.teams - x.scoreRank + 1 },
        p: carrier ? { star: carrier } : word.key !== 'humble' && x.dud ? { dud: x.dud } : {},
      });
  }

  // ---- moves ----
  for (const t of facts.transactions) {
    if (t.kind === 'failed_waiver') continue;
    for (const a of t.adds) {
      if (a.weekPoints === null || a.weekPoints < 10) continue;
      const player: Performance = { playerId: a.playerId, name: a.name, position: a.position, nflTeam: null, points: a.weekPoints, rosterId: a.rosterId };
      const g = gameOf(facts, a.rosterId);
      const started = facts.lineups.find((l) => l.rosterId === a.rosterId)?.starters.some((s) => s.playerId === a.playerId) ?? false;
      if (!started) continue;
      add({
        kind: 'move_paid',
        weight: 42 + a.weekPoints / 2,
        teams: [a.rosterId],
        matchupId: g?.matchupId ?? null,
        p: { player },
        n: { ppts: a.weekPoints, bid: t.bid ?? 0 },
        w: { via: t.kind },
      });
      // A player a team gave up, scoring against that same team this week.
      const from = t.kind === 'trade' ? t.rosterIds.find((r) => r !== a.rosterId) : undefined;
      if (from !== undefined && g && other(g, a.rosterId) === from)
        add({ kind: 'move_burned', weight: 82, teams: [from, a.rosterId], matchupId: g.matchupId, p: { player }, n: { ppts: a.weekPoints } });
    }
  }

  // A player let go earlier this season: the joke lands on the team that let him go, more so
  // when he scored against them.
  // One story per player: the team he scored against, else the one that let him go last.
  const former = new Map<string, { f: RecapFacts['formerPlayers'][number]; g: MatchupFact | null; against: number }>();
  // A defense or a kicker changes hands every week (streaming): no story in letting one go.
  for (const f of facts.formerPlayers.filter((x) => !STREAMED.has(x.player.position))) {
    const g = gameOf(facts, f.from);
    const against = g !== null && other(g, f.from) === f.player.rosterId ? 1 : 0;
    const had = former.get(f.player.playerId);
    if (!had || against > had.against || (against === had.against && f.week > had.f.week)) former.set(f.player.playerId, { f, g, against });
  }
  // A turn worth a beat: 20 points or more, or against the team that let him go; the week's best three.
  const worth = [...former.values()]
    .filter(({ f, against }) => f.player.points >= 20 || against)
    .sort((a, b) => b.against - a.against || b.f.player.points - a.f.player.points)
    .slice(0, 3);
  for (const { f, g, against } of worth) {
    const now = f.player.rosterId;
    // He won his new team the title: the turn of the season, not just of the week.
    const final = gameOf(facts, now);
    const title = final !== null && final.label === 'final' && final.winner === now ? 1 : 0;
    // A trade is judged by what came back: a player far behind him this week, or one already gone.
    const got = f.got && (!f.got.kept || f.got.player.points <= f.player.points - 10) ? f.got : null;
    // He ended his new team's losing streak: told in that game ("ended a 3-game skid with 37 from
    // Caleb Williams"), not as an aside in the game of the team that let him go. A trade's return
    // is that team's own story, told in its game.
    const snapped = mat(now).snapped;
    const helped = !against && !title && !got && final !== null && final.winner === now && snapped?.kind === 'L';
    add({
      kind: 'former_player',
      // Under a second beat's bar (BIG_STORY): it is a turn, told once, not a headline. A player
      // passed around the league, or a trade that brought back little, is more of one.
      weight: 58 + Math.min(16, f.player.points - 15) + against * 9 + title * 20 + Math.min(2, f.cuts - 1) * 4 + (got ? 6 : 0),
      teams: [f.from, now],
      matchupId: helped ? final.matchupId : (g?.matchupId ?? null),
      p: { player: f.player, ...(got ? { got: got.player } : {}) },
      n: {
        dweek: f.week,
        trade: f.how === 'trade' ? 1 : 0,
        against,
        sameWeek: f.week === facts.week ? 1 : 0,
        title,
        cuts: f.cuts,
        // The last team to let him go (the story's team is the one he played against, when there is one).
        latest: Number(facts.formerPlayers.every((x) => x.player.playerId !== f.player.playerId || x.week <= f.week)),
        // The team that let him go lost its own game this week: its game roasts it already.
        fromLost: Number(g?.loser === f.from),
        ...(got ? { gotKept: Number(got.kept), gotStarted: Number(got.started) } : {}),
        // The losing streak his new team ended with him.
        ...(helped ? { skid: snapped.length } : {}),
      },
    });
  }

  // ---- the table ----
  if (tableTalk) {
    const table = [...facts.standings].sort((a, b) => a.rank - b.rank);
    const leader = table[0];
    if (leader && isConfirmed(leader) && leader.rankBefore !== null && leader.rankBefore > 1) {
      const old = table.find((s) => s.rankBefore === 1);
      add({
        kind: 'new_leader',
        weight: 58,
        teams: old ? [leader.rosterId, old.rosterId] : [leader.rosterId],
        n: { wins: leader.wins, losses: leader.losses },
      });
    }
    const tied = table.filter((s) => s.wins === leader?.wins && s.losses === leader.losses && s.ties === leader.ties);
    if (tied.length >= 3 && tied.every(isConfirmed))
      add({
        kind: 'crowded_top',
        weight: 50 + tied.length * 2,
        teams: tied.map((s) => s.rosterId),
        n: { count: tied.length, wins: leader.wins, losses: leader.losses },
      });
  }

  // Two teams named with the same words, and the same result this week: a human writer would not skip it.
  const words = (name: string) => new Set((name.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((w) => !NAME_FILLER.has(w)));
  const played = facts.teams.filter((t) => ['W', 'L'].includes(mats.get(t.rosterId)!.result));
  for (const [i, x] of played.entries())
    for (const y of played.slice(i + 1)) {
      const [wx, wy] = [words(x.spokenName), words(y.spokenName)];
      const shared = [...wx].filter((w) => wy.has(w));
      const [rx, ry] = [mats.get(x.rosterId)!.result, mats.get(y.rosterId)!.result];
      if (shared.length >= 2 && rx === ry && gameOf(facts, x.rosterId)?.matchupId !== gameOf(facts, y.rosterId)?.matchupId)
        add({ kind: 'twin_names', weight: 64, teams: [x.rosterId, y.rosterId], n: { won: Number(rx === 'W') } });
    }
  // Two names in one game that meet as words: the winner is the subject, the line is about both.
  for (const m of facts.matchups) {
    if (m.tie || m.winner === null || m.loser === null) continue;
    // By the names the show says, and only where both are team names: a manager said in place of an
    // unsayable name is a person ("Rich" against "The Dollar" was heard as a pun on a man's name, readings 85-86).
    const own = (id: number) => voices.get(id)!.report === facts.teams.find((t) => t.rosterId === id)!.spokenName;
    const clash = own(m.winner) && own(m.loser) ? nameClash(voices.get(m.winner)!.report, voices.get(m.loser)!.report) : null;
    if (clash)
      add({
        kind: 'name_clash',
        weight: 80,
        teams: [m.winner, m.loser],
        matchupId: m.matchupId,
        n: { margin: m.margin, predatorWon: Number(clash.predatorWon) },
        p: {},
        w: clash.w,
      });
  }
  // A perfect season ended by a lineup call is one story: it carries the benched player ("start him and they're 4 and 0").
  for (const a of out.filter((x) => x.kind === 'perfect_ended')) {
    const flip = out.find((x) => x.kind === 'lineup_flip' && x.teams[0] === a.teams[0] && x.matchupId === a.matchupId);
    if (flip) Object.assign(a.p, { benched: flip.p.benched, started: flip.p.started });
  }
  // Three bad stories of one loser are one story, told in one breath. One of a family each: a
  // blowout and the season's biggest margin are the same loss.
  for (const x of mats.values()) {
    if (x.result !== 'L') continue;
    const parts = WOES.map((family) => out.filter((a) => family.includes(a.kind) && a.teams[0] === x.rosterId).sort((a, b) => b.weight - a.weight)[0])
      .filter((a) => a !== undefined)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 3);
    if (parts.length < 3) continue;
    const p = Object.fromEntries(parts.flatMap((a) => Object.entries(a.p)));
    add({
      kind: 'rough_week',
      weight: parts[0].weight + 3,
      teams: parts[0].teams,
      matchupId: parts[0].matchupId,
      n: { margin: parts[0].n.margin ?? 0 },
      p,
      parts,
    });
  }
  // Ties in weight: the bigger margin first, then roster order, so the list is stable.
  return out.sort((a, b) => b.weight - a.weight || (b.n.margin ?? 0) - (a.n.margin ?? 0) || a.teams[0] - b.teams[0]);
}

/**
 * The bad stories a rough week is made of, by family (one of each). A lineup call and a player let
 * go are not among them: each has a turn of its own and is told on its own.
 */
const WOES: readonly (readonly AngleKind[])[] = [
  ['season_blowout', 'blowout'],
  ['season_low', 'low_score'],
  ['zero_starter', 'negative_starter', 'dud_starter'],
  ['losing_streak'],
];

/** A record we may speak: Sleeper's own, or one that agrees with it. */
const STREAMED = new Set(['DEF', 'K']);

/** Words two team names can share without being twins ("The Boys", "of"). */
/** Who cooks and what gets cooked; who hunts, and the name it hunts (the words two names in one game meet on). */
const COOK = /\b(chef|cook|grill(?:er)?|bbq|barbecue|butcher|kitchen)s?\b/i;
// No food that doubles as innuendo (taco, sausage, buns, meatball…): "the chef cooked the X" must read as food.
const FOOD =
  /\b(kebab|burger|pizza|bean|nacho|wing|sandwich|fry|fries|chicken|steak|sushi|noodle|cheese|bacon|brisket|waffle|pancake|tater|potato|donut|burrito|nugget|taquito|tamale|biscuit)(?:e?s)?\b/i;
const HUNTER = /\b(\p{L}{3,})\s+(slayers?|killers?|hunters?|eaters?|destroyers?|tamers?)\b/iu;
/** Money in a name: two of them in one game is a game about who got paid ("Rich" against "The Dollar"). */
const MONEY =
  /\b(?:rich|riches|money|cash|dollars?|bucks|bank|banker|paid|payday|broke|millionaires?|billionaires?|wealth|wealthy|pennies|penny|cents|coins?|loaded|bankrolls?|moneyball)\b/i;

/** Two team names that meet as words: a cook against a food, or "X Slayer" against an X. Null when they don't. */
export function nameClash(winner: string, loser: string): { predatorWon: boolean; w: Record<string, string> } | null {
  for (const [a, b, won] of [
    [winner, loser, true],
    [loser, winner, false],
  ] as const) {
    const cook = COOK.exec(a)?.[1];
    const food = FOOD.exec(b)?.[1];
    if (cook && food && !COOK.test(b) && !FOOD.test(a))
      return {
        predatorWon: won,
        w: { key: 'cook', cook: cook.toLowerCase() === 'kitchen' ? 'kitchen' : 'chef', food: food.toLowerCase() === 'fries' ? 'fry' : food.toLowerCase() },
      };
    const hunt = HUNTER.exec(a);
    const noun = hunt?.[1].toLowerCase();
    if (hunt && noun && !NAME_FILLER.has(noun) && new RegExp(`\\b${noun}s?\\b`, 'i').test(b) && !HUNTER.test(b))
      return { predatorWon: won, w: { key: 'hunt', noun, hunter: hunt[2].toLowerCase().replace(/s$/, '') } };
  }
  if (MONEY.test(winner) && MONEY.test(loser)) return { predatorWon: true, w: { key: 'money' } };
  return null;
}

const NAME_FILLER = new Set(['the', 'of', 'and', 'team', 'fc', 'my', 'in', 'on', 'to']);

/** What a team's two biggest single swaps would have added. */
const twoSwaps = (b: RecapFacts['bench'][number]) => b.swaps.slice(0, 2).reduce((sum, x) => sum + x.benched.points - x.started.points, 0);

/** A game's biggest story: the weight of its heaviest angle, 0 for a game with none. */
export const gameStory = (angles: readonly Angle[], matchupId: number): number =>
  Math.max(0, ...angles.filter((a) => a.matchupId === matchupId).map((a) => a.weight));

export const isConfirmed = (s: { confirmed?: boolean } | undefined): boolean => s !== undefined && s.confirmed !== false;

/** A season high that took the record from the team it just beat: a story of its own game. */
export const tookOpponentsRecord = (a: Angle): boolean => a.kind === 'season_high' && a.n.holderIsOpp === 1 && !a.n.lost;

/**
 * One angle as a plain sentence of facts, for `npm run script -- --angles` and the OpenAI
 * writer. `say` names a team, `ear` says a number.
 */
export function describeAngle(a: Angle, say: (id: number) => string, ear: (n: number) => string): string {
  const [s, o] = [say(a.teams[0]), a.teams[1] !== undefined ? say(a.teams[1]) : ''];
  const n = (k: string) => ear(a.n[k] ?? 0);
  const margin = (a.n.margin ?? 0) < 1 ? String(a.n.margin) : n('margin');
  const pl = (role: string) => (a.p[role] ? `${a.p[role].name} (${ear(a.p[role].points)})` : '');
  switch (a.kind) {
    case 'title_game':
      return `${s} won the championship game against ${o} by ${margin}${a.p.mvp ? `; MVP ${pl('mvp')}` : ''}${a.n.mvpFrom !== undefined ? `, whom ${say(a.n.mvpFrom)} ${a.n.mvpTrade ? 'traded away' : 'dropped'} in week ${a.n.mvpWeek}` : ''}${a.n.path ? `; ${a.n.path} playoff wins before the final` : ''}.`;
    case 'toilet_bowl':
      return `${s} finishes last in the league (the toilet bowl).`;
    case 'eliminated':
      return `${o} knocked ${s} out of the title race by ${margin}.`;
    case 'two_unbeaten_fell':
      return `${a.teams.map(say).join(' and ')} were all unbeaten before this week and all lost.`;
    case 'perfect_ended':
      return `${s} was unbeaten (${a.n.wins} wins) until ${o} beat them by ${margin}${a.p.benched ? `, with ${pl('benched')} on the bench: starting him over ${pl('started')} wins it` : ''}.`;
    case 'losing_streak':
      return `${s} has lost ${a.n.streak} straight after losing to ${o}.`;
    case 'skid_snapped':
      return `${s} ended a ${a.n.streak}-game losing streak by beating ${o}.`;
    case 'first_win':
      return `${s} got its first win of the season, against ${o}.`;
    case 'win_streak':
      return `${s} has won ${a.n.streak} straight.`;
    case 'still_unbeaten':
      return `${s} is still unbeaten at ${a.n.wins} and 0.`;
    case 'photo_finish':
      return `${o} beat ${s} by only ${margin} points.`;
    case 'top_two_met':
      return `The week's two best scores met: ${o} beat ${s}, who would have beaten ${a.n.beats} other teams.`;
    case 'lineup_flip':
      return `${s} benched ${pl('benched')}${a.n.Blast !== undefined ? ` (after his ${n('Blast')} as a starter last week)` : ''} and started ${pl('started')}, and lost to ${o} by ${margin}${a.n.again ? ` (the ${a.n.again}th loss this season with a winning lineup on the bench, the last in week ${a.n.lastWeek})` : ''}: that swap alone flips the game${
        (a.n.flips ?? 1) > 1
          ? `, and so would ${[a.p.benched2, a.p.benched3]
              .filter((x) => x !== undefined)
              .map((x) => `${x.name} (${x.points})`)
              .join(' or ')}`
          : ''
      }.`;
    case 'lineup_chase':
      return a.n.chased
        ? `${s} started ${pl('player')} after he scored ${n('last')} on their bench in week ${a.n.lastWk}${a.n.early !== undefined ? ` (benched after ${n('early')} as a starter the week before)` : ''}, and lost to ${o} by ${margin}.`
        : `${s} benched ${pl('player')} after he scored ${n('last')} for them in week ${a.n.lastWk}, and lost to ${o} by ${margin}.`;
    case 'rematch':
      return a.n.payback
        ? `${s} beat ${o} by ${ear(a.n.prevMargin)} in week ${a.n.prevWk}; this week ${o} won the rematch by ${margin}.`
        : `${o} beat ${s} again: ${a.n.sweep} games this season, ${a.n.sweep} wins, the last before this in week ${a.n.prevWk}.`;
    case 'upset':
      return `${s}, ${a.n.fromTop === 1 ? 'first' : 'second'} in the table before this week, lost to ${o}, who came in ${a.n.lowRank}th, by ${margin}.`;
    case 'zero_starter':
      return `${s} started ${pl('dud')}, who scored zero, and lost to ${o} by ${margin}.`;
    case 'bench_flip':
      return `${s} lost to ${o} by ${margin} and left ${n('left')} on the bench: the best lineup from the same roster scores ${n('best')} and wins${a.n.twoWin ? `; starting ${pl('pair1')} and ${pl('pair2')} alone wins it` : ''}.`;
    case 'top_player':
      return `${pl('star')} scored the most of any player in the league this week, for ${s}${a.n.next ? ` (the next best had ${n('next')})` : ''}.`;
    case 'winner_dud':
      return `${s} beat ${o} by ${margin} even though ${pl('dud')} scored almost nothing.`;
    case 'dud_starter':
      return `${s} started ${pl('dud')}, who scored almost nothing, and lost to ${o} by ${margin}.`;
    case 'negative_starter':
      return `${s} started ${pl('dud')}, who scored negative points, and lost to ${o} by ${margin}.`;
    case 'loser_beats_many':
      return `${s} scored ${n('ls')}, more than ${a.n.beats} teams this week, and still lost to ${o}.`;
    case 'low_win':
      return `${s} won with only the week's number ${a.n.rank} score (${n('ws')}) against ${o}.`;
    case 'second_best':
      return `${s} beat ${o} with the week's second-best score (${n('ws')}); the best was in another game.`;
    case 'star_carried':
      return `${pl('star')} scored more for ${s} than the whole ${margin}-point margin over ${o}.`;
    case 'star_not_needed':
      return `${s} beat ${o} by ${margin}, more than its best player ${pl('star')} scored.`;
    case 'drew_top_score':
      return `${s} scored an ordinary ${n('ls')} and lost by ${margin} to ${o}, who had the week's top score: bad luck, not a beating.`;
    case 'blowout':
      return `${o} beat ${s} by ${margin}, a blowout for this league (average score ${n('avg') || 'n/a'}).`;
    case 'low_score':
      return `${s}${a.n.fromTop ? `, ${a.n.fromTop === 1 ? 'first' : 'second'} in the table before this week,` : ''} scored ${n('score')}, the week's lowest; the average was ${n('avg')}.`;
    case 'high_score':
      return `${s} scored ${n('score')}, the week's highest${(a.n.left ?? 0) >= 10 ? `, and left ${n('left')} on the bench` : ''}.`;
    case 'bench_left':
      return `${s} left ${n('left')} points on the bench, ${pl('benched')} among them.`;
    case 'namesake':
      return `${s} is named after ${pl('namesake')}.`;
    case 'name_irony':
      return `${s}'s own name says "${a.w.key}", and this week says the opposite.`;
    case 'move_paid':
      return `${s} added ${pl('player')} by ${a.w.via}, and he paid off this week.`;
    case 'move_burned':
      return `${s} traded ${pl('player')} away, and he scored against ${s} this week for ${o}.`;
    case 'former_player':
      return `${s} ${a.n.trade ? 'traded' : 'dropped'} ${pl('player')} in week ${a.n.dweek}${a.p.got ? ` for ${a.p.got.name} (${a.n.gotKept ? `${a.p.got.points} this week${a.n.gotStarted ? '' : ', on their bench'}` : 'no longer on their roster'})` : ''}; this week he started for ${o}${a.n.against ? ', against them' : ''}${(a.n.cuts ?? 1) > 1 ? `; ${a.n.cuts} teams have let him go this season` : ''}.`;
    case 'new_leader':
      return `${s} took over first place${o ? ` from ${o}` : ''}.`;
    case 'season_high':
      return `${s} scored ${n('score')}, the most by any team in a game this season (the old high was ${n('old')}).`;
    case 'season_low':
      return `${s} scored ${n('score')}, the fewest by any team in a game this season (the old low was ${n('old')}).`;
    case 'season_blowout':
      return `${o} beat ${s} by ${margin}, the biggest margin of the season (the old one was ${n('old')}).`;
    case 'crowded_top':
      return `${a.n.count} teams share first place: ${a.teams.map(say).join(', ')}.`;
    case 'twin_names':
      return `${s} and ${o}, named with the same words, both ${a.n.won ? 'won' : 'lost'} this week.`;
    case 'name_clash':
      return a.w.key === 'cook'
        ? `${s} beat ${o}: a ${a.n.predatorWon ? `${a.w.cook} beat a ${a.w.food}` : `${a.w.food} beat a ${a.w.cook}`}, going by the names.`
        : `${s} beat ${o}: ${a.n.predatorWon ? `the ${a.w.noun} ${a.w.hunter} beat a ${a.w.noun}` : `a ${a.w.noun} beat the ${a.w.noun} ${a.w.hunter}`}, going by the names.`;
    case 'rough_week':
      return `${s} had three bad stories at once: ${(a.parts ?? []).map((x) => describeAngle(x, say, ear).replace(/\.$/, '')).join('; ')}.`;
  }
}

// Players a team let go earlier this season (dropped or traded away) who started for another team
// this week and scored: "Caleb Williams, dropped by bleep Ups in week 8, scored 36.7 for Brocky".
// Every team that let him go counts (a player can be dropped twice), unless it took him back;
// this week's moves count when his new team added him this week. Only completed moves. A trade
// carries what came back ("traded Bijan for X, who scored 4"), and each entry how many teams have
// cut him ("the third team to let him go"). Pure.
import type { Matchup, Players, Transaction } from '../../sleeper/schemas';
import { performance } from './performances';
import type { FormerPlayer, Performance, TradeReturn } from './schema';

/** A starter's week worth telling against the team that let him go. */
const WORTH = 15;

export function formerPlayers(
  byWeek: Record<number, Transaction[]>,
  week: number,
  starters: readonly Performance[],
  matchups: readonly Matchup[],
  players: Players,
): FormerPlayer[] {
  const earlier = Object.entries(byWeek)
    .map(([w, list]) => [Number(w), list] as const)
    .filter(([w]) => w <= week)
    .sort((a, b) => a[0] - b[0]);
  const out: FormerPlayer[] = [];
  for (const p of starters) {
    if (p.points < WORTH) continue;
    // Every team that let him go and has not taken him back, with when and how it last did.
    const gone = new Map<number, Omit<FormerPlayer, 'player' | 'cuts'>>();
    let joined = false;
    for (const [w, list] of earlier) {
      const done = list.filter((t) => t.status === 'complete').sort((a, b) => (a.status_updated ?? 0) - (b.status_updated ?? 0));
      for (const t of done) {
        const from = t.drops?.[p.playerId];
        if (from !== undefined && from !== p.rosterId)
          gone.set(from, {
            from,
            week: w,
            how: t.type === 'trade' ? 'trade' : 'drop',
            got: t.type === 'trade' ? tradeReturn(t, from, matchups, players) : null,
          });
        const to = t.adds?.[p.playerId];
        if (to !== undefined) gone.delete(to);
        if (to === p.rosterId && w === week) joined = true;
      }
    }
    // A move of this very week is only a story once his new team had him: dropped, then added.
    for (const g of gone.values()) if (g.week < week || joined) out.push({ player: p, ...g, cuts: gone.size });
  }
  return out;
}

/** The player `to` got in trade `t` who did the most for them this week (on their roster, started, scored). */
function tradeReturn(t: Transaction, to: number, matchups: readonly Matchup[], players: Players): TradeReturn | null {
  const mine = matchups.find((m) => m.roster_id === to);
  const back = Object.entries(t.adds ?? {})
    .filter(([, r]) => r === to)
    .map(([id]) => {
      const kept = (mine?.players ?? []).includes(id);
      const started = (mine?.starters ?? []).includes(id);
      return { player: performance(players, id, kept ? (mine?.players_points[id] ?? 0) : 0, to), started, kept };
    })
    .sort((a, b) => Number(b.kept) - Number(a.kept) || Number(b.started) - Number(a.started) || b.player.points - a.player.points);
  return back[0] ?? null;
}

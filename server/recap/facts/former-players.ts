// Players a team let go earlier this season (dropped or traded away) who started for another team
// this week and scored: "Caleb Williams, dropped by bleep Ups in week 8, scored 36.7 for Brocky".
// Every team that let him go counts (a player can be dropped twice), unless it took him back;
// this week's moves count when his new team added him this week. Only completed moves. Pure.
import type { Transaction } from '../../sleeper/schemas';
import type { FormerPlayer, Performance } from './schema';

/** A starter's week worth telling against the team that let him go. */
const WORTH = 15;

export function formerPlayers(byWeek: Record<number, Transaction[]>, week: number, starters: readonly Performance[]): FormerPlayer[] {
  const earlier = Object.entries(byWeek)
    .map(([w, list]) => [Number(w), list] as const)
    .filter(([w]) => w <= week)
    .sort((a, b) => a[0] - b[0]);
  const out: FormerPlayer[] = [];
  for (const p of starters) {
    if (p.points < WORTH) continue;
    // Every team that let him go and has not taken him back, with when and how it last did.
    const gone = new Map<number, Omit<FormerPlayer, 'player'>>();
    let joined = false;
    for (const [w, list] of earlier) {
      const done = list.filter((t) => t.status === 'complete').sort((a, b) => (a.status_updated ?? 0) - (b.status_updated ?? 0));
      for (const t of done) {
        const from = t.drops?.[p.playerId];
        if (from !== undefined && from !== p.rosterId) gone.set(from, { from, week: w, how: t.type === 'trade' ? 'trade' : 'drop' });
        const to = t.adds?.[p.playerId];
        if (to !== undefined) gone.delete(to);
        if (to === p.rosterId && w === week) joined = true;
      }
    }
    // A move of this very week is only a story once his new team had him: dropped, then added.
    for (const g of gone.values()) if (g.week < week || joined) out.push({ player: p, ...g });
  }
  return out;
}

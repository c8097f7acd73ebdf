// The week as an all-play table, for the luck scene: every score of the week against every other
// one, highest first, with the real result beside it, and who was lucky (the winner with the
// lowest score) and unlucky (the loser with the highest score). Pure: no React, no frames.
import { record } from '../common/format';
import type { MatchupCard } from '../props';

/** A team's game this week: won, lost, or tied (a tie is neither lucky nor unlucky). */
export type Result = 'W' | 'L' | 'T';

export type LuckRow = {
  rosterId: number;
  score: number;
  result: Result;
  /** Against every other score of the week: wins (lower scores), losses (higher), ties (equal). */
  allPlay: { wins: number; losses: number; ties: number };
  /** The winner with the lowest score of all winners. */
  lucky: boolean;
  /** The loser with the highest score of all losers. */
  unlucky: boolean;
};

/** Every team that played this week, once (teams on a bye are in no matchup, so not here). */
function scoresOf(matchups: readonly MatchupCard[]): { rosterId: number; score: number; result: Result }[] {
  const seen = new Set<number>();
  const out: { rosterId: number; score: number; result: Result }[] = [];
  const add = (rosterId: number, score: number, winner: number | null) => {
    if (seen.has(rosterId) || !Number.isFinite(score)) return;
    seen.add(rosterId);
    out.push({ rosterId, score, result: winner === null ? 'T' : winner === rosterId ? 'W' : 'L' });
  };
  for (const m of matchups) {
    add(m.team1, m.score1, m.winner);
    add(m.team2, m.score2, m.winner);
  }
  return out;
}

/**
 * The week's all-play table, highest score first (equal scores: the better real result, then the
 * roster order, so the order never flickers between renders).
 */
export function luckTable(matchups: readonly MatchupCard[]): LuckRow[] {
  const scores = scoresOf(matchups);
  const rank: Record<Result, number> = { W: 0, T: 1, L: 2 };
  const rows: LuckRow[] = scores
    .map((s) => ({
      ...s,
      allPlay: {
        wins: scores.filter((o) => o !== s && o.score < s.score).length,
        losses: scores.filter((o) => o !== s && o.score > s.score).length,
        ties: scores.filter((o) => o !== s && o.score === s.score).length,
      },
      lucky: false,
      unlucky: false,
    }))
    .sort((a, b) => b.score - a.score || rank[a.result] - rank[b.result] || a.rosterId - b.rosterId);
  // Table order is highest first: the unlucky loser is the first loser, the lucky winner the last winner.
  const unlucky = rows.find((r) => r.result === 'L');
  const lucky = [...rows].reverse().find((r) => r.result === 'W');
  if (unlucky) unlucky.unlucky = true;
  if (lucky) lucky.lucky = true;
  return rows;
}

/** The all-play record as the screen shows it: "9-2", or "8-2-1" with ties. */
export const allPlayText = (row: Pick<LuckRow, 'allPlay'>): string => record(row.allPlay.wins, row.allPlay.losses, row.allPlay.ties);

/** A bar's length as a share of the week's top score: 0–1 (a zero or negative week draws no bars). */
export function barShare(score: number, top: number): number {
  if (!(top > 0) || !(score > 0)) return 0;
  return Math.min(1, score / top);
}

// The week's moves in words a recap can use: trades (what each side got: players, picks,
// FAAB), waiver wins with their bids, failed claims with Sleeper's note, and free-agent pickups.
// Players missing from players/nfl are never named: they are left out of every move.
import type { Players, Transaction } from '../../sleeper/schemas';
import { playerPositions } from './lineup';
import { isKnownPlayer, playerName } from '../../sleeper/schemas';
import type { PlayerMove, TradeSide, TransactionFact } from './schema';

type Kind = TransactionFact['kind'];

/** Only completed moves count, except failed waiver claims (a recap can laugh at those). */
export function transactionKind(t: Transaction): Kind | null {
  if (t.type === 'waiver') return t.status === 'complete' ? 'waiver' : t.status === 'failed' ? 'failed_waiver' : null;
  if (t.status !== 'complete') return null;
  if (t.type === 'trade') return 'trade';
  if (t.type === 'free_agent') return 'free_agent';
  return null;
}

function moves(map: Record<string, number> | null | undefined, players: Players, points: Map<string, number>): PlayerMove[] {
  return Object.entries(map ?? {})
    .filter(([playerId]) => isKnownPlayer(players, playerId))
    .map(([playerId, rosterId]) => ({
      playerId,
      name: playerName(players, playerId),
      position: players[playerId]?.position ?? playerPositions(players, playerId)[0] ?? '',
      rosterId,
      weekPoints: points.get(playerId) ?? null,
    }))
    .sort((a, b) => a.rosterId - b.rosterId || a.playerId.localeCompare(b.playerId));
}

/**
 * What each team of a trade received, one side per team of roster_ids (in that order): the
 * players added to it, the draft picks it now owns (originally the pick's roster_id's), and the
 * FAAB sent to it.
 */
export function tradeSides(t: Transaction, adds: PlayerMove[]): TradeSide[] {
  const teams = [
    ...new Set([...t.roster_ids, ...adds.map((a) => a.rosterId), ...t.draft_picks.map((p) => p.owner_id), ...t.waiver_budget.map((b) => b.receiver)]),
  ];
  return teams.map((rosterId) => ({
    rosterId,
    players: adds.filter((a) => a.rosterId === rosterId),
    picks: t.draft_picks
      .filter((p) => p.owner_id === rosterId)
      .map((p) => ({ season: p.season, round: p.round, originalRosterId: p.roster_id }))
      .sort((a, b) => a.season.localeCompare(b.season) || a.round - b.round || a.originalRosterId - b.originalRosterId),
    faab: t.waiver_budget.filter((b) => b.receiver === rosterId).reduce((sum, b) => sum + b.amount, 0),
  }));
}

export function transactionFact(t: Transaction, kind: Kind, players: Players, points: Map<string, number>): TransactionFact {
  // A player Sleeper lists as added and dropped by the same team made no move: never both.
  const noop = (m: PlayerMove) => t.adds?.[m.playerId] === m.rosterId && t.drops?.[m.playerId] === m.rosterId;
  const adds = moves(t.adds, players, points).filter((m) => !noop(m));
  const drops = moves(t.drops, players, points).filter((m) => !noop(m));
  return {
    id: t.transaction_id,
    kind,
    rosterIds: t.roster_ids,
    adds,
    drops,
    // FAAB bid of a waiver claim (won or failed); free-agent moves carry one when Sleeper sends it.
    bid: kind === 'trade' ? null : (t.settings?.waiver_bid ?? null),
    picks: t.draft_picks.map((p) => ({
      season: p.season,
      round: p.round,
      from: p.previous_owner_id ?? p.roster_id,
      to: p.owner_id,
      originalRosterId: p.roster_id,
    })),
    faab: t.waiver_budget.map((b) => ({ from: b.sender, to: b.receiver, amount: b.amount })),
    // A successful claim's note is boilerplate ("processed successfully"); a failed one says why.
    notes: kind === 'failed_waiver' ? t.metadata?.notes?.trim() || null : null,
    sides: kind === 'trade' ? tradeSides(t, adds) : [],
  };
}

/** A move with nothing a recap can name (only unknown players, no picks, no FAAB). */
const namesNothing = (f: TransactionFact): boolean => f.adds.length === 0 && f.drops.length === 0 && f.picks.length === 0 && f.faab.length === 0;

/** In the order they happened. */
export function transactionFacts(list: Transaction[], players: Players, points: Map<string, number>): TransactionFact[] {
  return [...list]
    .sort((a, b) => (a.status_updated ?? a.created ?? 0) - (b.status_updated ?? b.created ?? 0) || a.transaction_id.localeCompare(b.transaction_id))
    .flatMap((t) => {
      const kind = transactionKind(t);
      const fact = kind ? transactionFact(t, kind, players, points) : null;
      return fact && !namesNothing(fact) ? [fact] : [];
    });
}

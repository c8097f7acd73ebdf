// The week's moves in words a recap can use: trades (players, picks, FAAB), waiver wins with
// their bids, failed claims with Sleeper's note, and free-agent pickups.
import type { Players, Transaction } from '../../sleeper/schemas';
import { playerPositions } from './lineup';
import { playerName } from '../../sleeper/schemas';
import type { PlayerMove, TransactionFact } from './schema';

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
    .map(([playerId, rosterId]) => ({
      playerId,
      name: playerName(players, playerId),
      position: players[playerId]?.position ?? playerPositions(players, playerId)[0] ?? '',
      rosterId,
      weekPoints: points.get(playerId) ?? null,
    }))
    .sort((a, b) => a.rosterId - b.rosterId || a.playerId.localeCompare(b.playerId));
}

export function transactionFact(t: Transaction, kind: Kind, players: Players, points: Map<string, number>): TransactionFact {
  return {
    id: t.transaction_id,
    kind,
    rosterIds: t.roster_ids,
    adds: moves(t.adds, players, points),
    drops: moves(t.drops, players, points),
    bid: kind === 'waiver' || kind === 'failed_waiver' ? (t.settings?.waiver_bid ?? null) : null,
    picks: t.draft_picks.map((p) => ({
      season: p.season,
      round: p.round,
      from: p.previous_owner_id ?? p.roster_id,
      to: p.owner_id,
      originalRosterId: p.roster_id,
    })),
    faab: t.waiver_budget.map((b) => ({ from: b.sender, to: b.receiver, amount: b.amount })),
    // A successful claim's note is boilerplate ("processed successfully"); a failed one says why.
    notes: kind === 'failed_waiver' ? (t.metadata?.notes?.trim() || null) : null,
    sides: [],
  };
}

/** In the order they happened. */
export function transactionFacts(list: Transaction[], players: Players, points: Map<string, number>): TransactionFact[] {
  return [...list]
    .sort((a, b) => (a.status_updated ?? a.created ?? 0) - (b.status_updated ?? b.created ?? 0) || a.transaction_id.localeCompare(b.transaction_id))
    .flatMap((t) => {
      const kind = transactionKind(t);
      return kind ? [transactionFact(t, kind, players, points)] : [];
    });
}

// Standings are Sleeper's. A roster's settings (wins, losses, ties, fpts, fpts_against) count the
// regular-season weeks through the league's latest scored week, which may be later than the
// recapped one; its metadata.record lists those weeks' results in order ("WWLW"). Our tally of the
// weeks we fetched is checked against them: where the two disagree (a missing week, a
// commissioner's edit) Sleeper wins, and a record nothing of Sleeper's backs is marked
// unconfirmed, so no script speaks it.
import type { Matchup, Roster } from '../../sleeper/schemas';
import type { Standing } from './schema';
import { gamesOf, rankStandings, streak, tallyGames, type Result, type StandingLine, type Tally } from './standings';

/** Sleeper's own record of one roster after the counted weeks. */
export type SleeperRecord = {
  wins: number;
  losses: number;
  ties: number;
  /** The results in order, when metadata.record gives them. */
  results: Result[] | null;
  /** From the settings: only when they describe exactly the counted weeks. */
  pointsFor: number | null;
  pointsAgainst: number | null;
};

export type RecordWeeks = {
  /** The regular-season weeks counted after the recapped week, in order. */
  weeks: number[];
  /** The regular-season weeks Sleeper's roster settings count (through the latest scored week). */
  sleeperWeeks: number[];
  /** Median leagues: two results a week (the game and the median), in the settings as in the tally. */
  median: boolean;
};

const settingsPoints = (whole: number, decimal: number | undefined): number => Math.round(whole * 100 + (decimal ?? 0)) / 100;

/**
 * metadata.record as results, or null when it is absent or does not add up to the settings'
 * W-L-T (then it is not the same season of games they describe, and nothing is read from it).
 */
export function recordResults(roster: Pick<Roster, 'settings' | 'metadata'>): Result[] | null {
  const record = roster.metadata?.record;
  if (!record || !/^[WLT]+$/.test(record)) return null;
  const results = [...record] as Result[];
  const n = (r: Result) => results.filter((x) => x === r).length;
  const s = roster.settings;
  return n('W') === s.wins && n('L') === s.losses && n('T') === s.ties ? results : null;
}

/**
 * What Sleeper says of a roster after `weeks`, or null when it says nothing we can use.
 * @param tally our tally of the same weeks; `complete` when every counted week lists the roster.
 */
export function sleeperRecord(roster: Pick<Roster, 'settings' | 'metadata'>, tally: Tally, complete: boolean, w: RecordWeeks): SleeperRecord | null {
  const s = roster.settings;
  const record = recordResults(roster);
  if (w.weeks.length === w.sleeperWeeks.length && w.weeks.at(-1) === w.sleeperWeeks.at(-1)) {
    // Settings that count other games than every week we hold (rosters not yet updated, a median
    // the settings do not count) describe some other week: nothing confirms either side.
    if (complete && gamesOf(tally) !== gamesOf(s)) return null;
    const against = s.fpts_against === undefined ? null : settingsPoints(s.fpts_against, s.fpts_against_decimal);
    return { wins: s.wins, losses: s.losses, ties: s.ties, results: record, pointsFor: settingsPoints(s.fpts, s.fpts_decimal), pointsAgainst: against };
  }
  if (!record || w.weeks.length > w.sleeperWeeks.length) return null;
  // One letter per week (two in a median league), so the first weeks are the first letters. A
  // record of another length (a roster without a game some week) is read only when we hold every
  // week: then its first letters are the games we saw.
  const perWeek = w.median ? 2 : 1;
  const n = record.length === w.sleeperWeeks.length * perWeek ? w.weeks.length * perWeek : complete ? gamesOf(tally) : null;
  if (n === null || n > record.length) return null;
  const results = record.slice(0, n);
  const count = (r: Result) => results.filter((x) => x === r).length;
  return { wins: count('W'), losses: count('L'), ties: count('T'), results, pointsFor: null, pointsAgainst: null };
}

/** One roster's standing: Sleeper's record where it has one, else our tally marked unconfirmed. */
export function reconcile(rosterId: number, tally: Tally, sleeper: SleeperRecord | null, complete: boolean): StandingLine {
  const ours = { pointsFor: tally.pf / 100, pointsAgainst: tally.pa / 100 };
  if (!sleeper) {
    return {
      rosterId,
      wins: tally.wins,
      losses: tally.losses,
      ties: tally.ties,
      ...ours,
      streak: streak(tally.results),
      confirmed: false,
      pointsConfirmed: complete,
    };
  }
  const agrees = tally.wins === sleeper.wins && tally.losses === sleeper.losses && tally.ties === sleeper.ties;
  return {
    rosterId,
    wins: sleeper.wins,
    losses: sleeper.losses,
    ties: sleeper.ties,
    pointsFor: sleeper.pointsFor ?? ours.pointsFor,
    pointsAgainst: sleeper.pointsAgainst ?? ours.pointsAgainst,
    // Sleeper's order of results; without it ours only when our games add up to Sleeper's record.
    streak: sleeper.results ? streak(sleeper.results) : complete && agrees ? streak(tally.results) : '',
    confirmed: true,
    pointsConfirmed: complete || (sleeper.pointsFor !== null && sleeper.pointsAgainst !== null),
  };
}

export type StandingsInput = RecordWeeks & {
  /** Matchups by week (the snapshot's); a counted week without them is a missing week. */
  matchups: Record<number, Matchup[]>;
  rosters: Pick<Roster, 'roster_id' | 'settings' | 'metadata'>[];
};

/** The standings after `weeks`: our tally of the games, reconciled with Sleeper's records, ranked. */
export function sleeperStandings(input: StandingsInput): Standing[] {
  const tallies = tallyGames(
    input.weeks.map((w) => input.matchups[w] ?? []),
    input.rosters.map((r) => r.roster_id),
    { median: input.median },
  );
  const lines = [...tallies].map(([id, tally]) => {
    const roster = input.rosters.find((r) => r.roster_id === id);
    const complete = tally.weeksSeen === input.weeks.length;
    return reconcile(id, tally, roster ? sleeperRecord(roster, tally, complete, input) : null, complete);
  });
  return rankStandings(lines);
}

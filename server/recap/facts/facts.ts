// weeklyFacts: (league snapshot, week) → RecapFacts, the single source of truth for what a
// recap says or shows. Pure: every number comes from the snapshot, nothing from the clock.
import type { SleeperClient } from '../../sleeper/client';
import type { LeagueSnapshot, Matchup } from '../../sleeper/schemas';
import { benchFacts, benchLossWeeks } from './bench';
import { lineupChases } from './lineup-chase';
import { rematches } from './rematches';
import { luckFacts } from './luck';
import { blowout, closest, weekGames } from './matchups';
import { starterPerformances, topPerformers, weekPlayerPoints, worstPerformers } from './performances';
import { hundredths } from './points';
import { NoRecapError, RecapFacts, type Standing, type TeamScore } from './schema';
import { sleeperStandings } from './records';
import { leagueAvatarUrl, teamFacts } from './teams';
import { leagueLastWeek, medianResults, seasonFact, usesMedian } from './season';
import { seasonRecords } from './season-records';
import { formerPlayers } from './former-players';
import { transactionFacts } from './transactions';
import type { z } from 'zod';

export const MAX_WEEK = 18;

export type FactsOptions = {
  /** Compute facts of a week still in play (isFinal false) instead of refusing. Default false. */
  allowUnfinished?: boolean;
};

/** The regular-season weeks whose games count in the standings after `week`. */
export function standingsWeeks(snapshot: LeagueSnapshot, week: number): number[] {
  const s = snapshot.league.settings;
  const start = s.start_week ?? 1;
  const playoffs = s.playoff_week_start ?? 0;
  const last = playoffs > start ? Math.min(week, playoffs - 1) : week;
  return Array.from({ length: Math.max(0, last - start + 1) }, (_, i) => start + i);
}

/** Every week of the season before `week`, playoffs included (records count every game played). */
const weeksBefore = (snapshot: LeagueSnapshot, week: number): number[] => {
  const start = snapshot.league.settings.start_week ?? 1;
  return Array.from({ length: Math.max(0, week - start) }, (_, i) => start + i);
};

/** Throws NoRecapError when the week cannot be recapped, with a reason a person can read. */
export function assertRecappable(snapshot: LeagueSnapshot, week: number, opts: FactsOptions = {}): Matchup[] {
  const { league } = snapshot;
  const start = league.settings.start_week ?? 1;
  if (!Number.isInteger(week) || week < start || week > MAX_WEEK) {
    throw new NoRecapError('bad_week', `week ${week} is not a week of ${league.name}'s season (weeks ${start} to ${MAX_WEEK})`);
  }
  const lastWeek = leagueLastWeek(league);
  if (lastWeek !== null && week > lastWeek) {
    throw new NoRecapError('season_over', `${league.name}'s ${league.season} season ended with week ${lastWeek}: there is no week ${week} to recap`);
  }
  const lastScored = league.settings.last_scored_leg ?? 0;
  if (!opts.allowUnfinished && lastScored < start) {
    const phase =
      snapshot.state.season_type === 'pre' || league.status === 'pre_draft' || league.status === 'drafted'
        ? 'the season has not started'
        : 'no week has been scored yet';
    throw new NoRecapError('preseason', `no finished week: ${league.name} has nothing final in ${league.season} (${phase})`);
  }
  if (!opts.allowUnfinished && week > lastScored) {
    throw new NoRecapError('not_final', `week ${week} is not final yet: the last finished week of ${league.name} is ${lastScored}`);
  }
  const matchups = snapshot.matchups[week] ?? [];
  if (matchups.length === 0) throw new NoRecapError('no_matchups', `${league.name} has no matchups in week ${week}`);
  const scored = matchups.some((m) => (m.custom_points ?? m.points) !== 0 || Object.values(m.players_points).some((p) => p !== 0));
  if (!scored) throw new NoRecapError('nothing_scored', `nothing was scored in week ${week}: every point is 0`);
  if (weekGames(matchups).games.length === 0) {
    throw new NoRecapError('no_matchups', `no two teams of ${league.name} played each other in week ${week}`);
  }
  return matchups;
}

function extreme(scores: Map<number, number>, pick: 'max' | 'min'): z.infer<typeof TeamScore> {
  let best: [number, number] | undefined;
  for (const entry of [...scores].sort(([a], [b]) => a - b)) {
    const d = best ? hundredths(entry[1]) - hundredths(best[1]) : 0;
    if (!best || (pick === 'max' ? d > 0 : d < 0)) best = entry;
  }
  if (!best) throw new NoRecapError('no_matchups', 'no team scored this week');
  return { rosterId: best[0], points: best[1] };
}

export function weeklyFacts(snapshot: LeagueSnapshot, week: number, opts: FactsOptions = {}): RecapFacts {
  const matchups = assertRecappable(snapshot, week, opts);
  const { league, players } = snapshot;
  const week_ = weekGames(matchups);
  const { scores } = week_;
  const { season: seasonState, games } = seasonFact({
    league,
    week,
    matchups: snapshot.matchups,
    brackets: snapshot.brackets ?? { winners: null, losers: null },
    ...week_,
  });
  const starters = starterPerformances(matchups, players);
  const teams = teamFacts(snapshot.rosters, snapshot.users);
  // The standings after this week and, when this week counts in them, after the week before.
  const counted = standingsWeeks(snapshot, week);
  const standingsAfter = (weeks: number[]) =>
    sleeperStandings({
      weeks,
      sleeperWeeks: standingsWeeks(snapshot, league.settings.last_scored_leg ?? 0),
      median: usesMedian(league),
      matchups: snapshot.matchups,
      rosters: snapshot.rosters,
    });
  const standings = withBefore(standingsAfter(counted), counted.length > 1 && counted.at(-1) === week ? standingsAfter(counted.slice(0, -1)) : null);

  return RecapFacts.parse({
    leagueId: league.league_id,
    leagueName: league.name.trim(),
    leagueAvatarUrl: leagueAvatarUrl(league),
    season: league.season,
    week,
    isFinal: (league.settings.last_scored_leg ?? 0) >= week,
    bestBall: league.settings.best_ball === 1,
    teams,
    matchups: games,
    highest: extreme(scores, 'max'),
    lowest: extreme(scores, 'min'),
    weekAverage: Math.round([...scores.values()].reduce((a, b) => a + hundredths(b), 0) / Math.max(1, scores.size)) / 100,
    blowout: blowout(games),
    closest: closest(games),
    topPerformers: topPerformers(starters),
    worstPerformers: worstPerformers(starters),
    bench: benchFacts(matchups, league.roster_positions ?? [], players),
    luck: luckFacts(scores, games, seasonState.medianPoints === null ? null : medianResults(scores).results),
    standings,
    ranksConfirmed: standings.every((s) => s.confirmed && s.pointsConfirmed),
    lineups: teams.map((t) => ({ rosterId: t.rosterId, starters: starters.filter((p) => p.rosterId === t.rosterId).sort((a, b) => b.points - a.points) })),
    transactions: transactionFacts(snapshot.transactions[week] ?? [], players, weekPlayerPoints(matchups)),
    formerPlayers: formerPlayers(snapshot.transactions, week, starters, matchups, players),
    benchLossWeeks: benchLossWeeks(snapshot.matchups, weeksBefore(snapshot, week), league.roster_positions ?? [], players),
    lineupChases: lineupChases(snapshot.matchups, week, players),
    rematches: rematches(games, snapshot.matchups, weeksBefore(snapshot, week)),
    seasonState,
    seasonRecords: seasonRecords(snapshot.matchups, weeksBefore(snapshot, week)),
  });
}

/**
 * Standings with where each team stood before this week's games (null when this week is not
 * counted or is the first). A rank before is kept only when every record and points total it was
 * ranked on is confirmed, a streak before only when its own record is.
 */
function withBefore(after: Standing[], before: Standing[] | null): Standing[] {
  const ranksKnown = before?.every((b) => b.confirmed && b.pointsConfirmed) ?? false;
  return after.map((s) => {
    const b = before?.find((x) => x.rosterId === s.rosterId);
    return { ...s, rankBefore: ranksKnown && b ? b.rank : null, streakBefore: b?.confirmed ? b.streak : '' };
  });
}

/** Reads the league's snapshot (cached once final) and computes the week's facts. */
export async function loadFacts(client: SleeperClient, leagueId: string, week: number, opts: FactsOptions = {}): Promise<RecapFacts> {
  return weeklyFacts(await client.getSnapshot(leagueId, week), week, opts);
}

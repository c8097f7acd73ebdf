// Week rules against the recorded worlds (real state/nfl and league over HTTP) and edge weeks.
import { afterAll, describe, expect, it } from 'vitest';
import { currentWeek, isWeekFinal, upcomingWeek, weekToRecap } from '../../server/recap/week';
import { League, NflState } from '../../server/sleeper/schemas';
import type { ReplayServer } from '../../standins/sleeper-replay';
import { BEARDHOUSE, THE_BOYS, replayClient } from '../support/sleeper-test-worlds';

const servers: ReplayServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function world(name: string, leagueId: string) {
  const { server, client } = await replayClient(name);
  servers.push(server);
  const [state, league] = await Promise.all([client.getState(), client.getLeague(leagueId)]);
  if (!league) throw new Error('league missing from world');
  return { state, league };
}

const state = (over: Partial<NflState>) => NflState.parse({ week: 1, season: '2026', season_type: 'regular', ...over });
const league = (settings: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  League.parse({
    league_id: '1',
    name: 'Test League',
    season: '2026',
    sport: 'nfl',
    status: 'in_season',
    total_rosters: 10,
    settings: { start_week: 1, ...settings },
    ...over,
  });

describe('week rules on the recorded worlds', () => {
  it.each([
    ['beardhouse-2026-after-week1', 1, 2],
    ['beardhouse-2026-after-week2', 2, 3],
    ['beardhouse-2026-after-week4', 4, 5],
  ])('%s: recap week %i, weekly context for week %i', async (name, recap, upcoming) => {
    const { state: s, league: l } = await world(name, BEARDHOUSE);
    expect(weekToRecap(s, l)).toEqual({ season: '2026', week: recap });
    expect(upcomingWeek(s, l)).toEqual({ season: '2026', week: upcoming });
    expect(currentWeek(s)).toEqual({ season: '2026', week: upcoming, seasonType: 'regular' });
    expect(isWeekFinal(l, recap)).toBe(true);
    expect(isWeekFinal(l, recap + 1)).toBe(false);
  });

  it('the preseason has no finished week, says why, and plans week 1', async () => {
    const { state: s, league: l } = await world('the-boys-2026-preseason', THE_BOYS);
    expect(weekToRecap(s, l)).toEqual({
      season: '2026',
      week: null,
      reason: 'no finished week: The Boys has nothing final in 2026 (the season has not started)',
    });
    expect(upcomingWeek(s, l)).toEqual({ season: '2026', week: 1 });
    expect(currentWeek(s)).toEqual({ season: '2026', week: 1, seasonType: 'pre' });
  });
});

describe('week rules at the edges', () => {
  it('offers weekly context up to week 18 and not beyond', () => {
    expect(upcomingWeek(state({ week: 17 }), league({ last_scored_leg: 16 }))).toEqual({ season: '2026', week: 17 });
    expect(upcomingWeek(state({ week: 18 }), league({ last_scored_leg: 17 }))).toEqual({ season: '2026', week: 18 });
    const after18 = upcomingWeek(state({ week: 18 }), league({ last_scored_leg: 18 }));
    expect(after18).toEqual({ season: '2026', week: null, reason: 'week 19 is past the last week (18)' });
    expect(weekToRecap(state({ week: 18 }), league({ last_scored_leg: 18 }))).toEqual({ season: '2026', week: 18 });
  });

  it('never recaps a week the NFL has not reached', () => {
    expect(weekToRecap(state({ week: 4 }), league({ last_scored_leg: 5 })).week).toBe(4);
    expect(weekToRecap(state({ week: 6, display_week: 6 }), league({ last_scored_leg: 5 })).week).toBe(5);
  });

  it('a finished past season recaps its last week and plans nothing', () => {
    const s = state({ week: 1, season: '2026', season_type: 'pre' });
    const old = league({ last_scored_leg: 17 }, { season: '2025', status: 'complete' });
    expect(weekToRecap(s, old)).toEqual({ season: '2025', week: 17 });
    expect(upcomingWeek(s, old)).toEqual({ season: '2025', week: null, reason: "Test League's 2025 season is over" });
  });

  it('a league that starts late recaps nothing before its start week', () => {
    const late = league({ start_week: 3, last_scored_leg: 2 });
    expect(weekToRecap(state({ week: 3 }), late)).toEqual({
      season: '2026',
      week: null,
      reason: 'no finished week: Test League has nothing final in 2026 (no week has been scored yet)',
    });
    expect(upcomingWeek(state({ week: 3 }), late)).toEqual({ season: '2026', week: 3 });
  });

  it('has no current week in the off-season week 0', () => {
    expect(currentWeek(state({ week: 0, season_type: 'off' }))).toBeNull();
    expect(currentWeek(state({ week: 3, league_season: '2027', season_type: 'off' }))).toEqual({ season: '2027', week: 3, seasonType: 'off' });
  });
});

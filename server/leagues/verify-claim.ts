// Sign-up claims a league the page says the user picked: check it with Sleeper before trusting it
// (the league exists and the named Sleeper user is one of its members).
import type { SleeperClient } from '../sleeper/client';
import { HttpError } from '../http/errors';
import type { LeagueChoice } from '../accounts/onboarding-data';
import type { LeagueClaim } from './store';

export const MISSING_LEAGUE_MESSAGE = 'League information not found. Please restart onboarding from league selection.';

export async function verifyLeagueChoice(sleeper: SleeperClient, choice: LeagueChoice): Promise<LeagueClaim> {
  const league = await sleeper.getLeague(choice.platform_league_id);
  if (!league || !choice.platform_user_id) throw new HttpError(400, MISSING_LEAGUE_MESSAGE);
  const users = await sleeper.getLeagueUsers(choice.platform_league_id);
  const member = users.find((u) => u.user_id === choice.platform_user_id);
  if (!member) {
    throw new HttpError(400, 'That Sleeper user is not a member of the selected league. Please restart onboarding from league selection.');
  }
  return {
    platform_league_id: league.league_id,
    name: league.name,
    season: league.season,
    sport: league.sport,
    status: league.status,
    season_type: league.season_type ?? null,
    total_rosters: league.total_rosters,
    platform_user_id: member.user_id,
    username: choice.username,
    display_name: member.display_name ?? null,
    team_name: member.metadata?.team_name?.trim() || member.display_name || null,
  };
}

// The league being onboarded or shown: the one chosen in onboarding, else the account's league.
import { useEffect, useState } from 'react';
import { getTeamNames, getUserLeagueData } from './api';
import { loadOnboarding } from '../onboarding/storage';

export const LEAGUE_MISSING = 'League information not found. Please restart onboarding from league selection.';

export interface LeagueInfo {
  leagueId: string | null;
  leagueName: string | null;
  teamNames: string[];
  loading: boolean;
}

export function useLeague(): LeagueInfo {
  const stored = loadOnboarding().leagues?.selected_league;
  const [info, setInfo] = useState<LeagueInfo>({
    leagueId: stored?.platform_league_id ?? null,
    leagueName: stored?.name ?? null,
    teamNames: [],
    loading: true,
  });
  useEffect(() => {
    let cancelled = false;
    (async () => {
      let leagueId = stored?.platform_league_id ?? null;
      let teamNames: string[] = [];
      let leagueName = stored?.name ?? null;
      try {
        const data = await getUserLeagueData();
        if (data.success && data.platform_league_id) {
          leagueId = leagueId ?? data.platform_league_id;
          leagueName = leagueName ?? data.name ?? null;
          teamNames = (data.teams ?? []).map((t) => t.team_name ?? '').filter(Boolean);
        }
      } catch (err) {
        console.error('Error loading league data', err);
      }
      if (leagueId && teamNames.length === 0) {
        try {
          const answer = await getTeamNames(leagueId);
          teamNames = answer.team_names ?? [];
        } catch (err) {
          console.error('Error loading team names', err);
        }
      }
      if (!cancelled) setInfo({ leagueId, leagueName, teamNames, loading: false });
    })();
    return () => {
      cancelled = true;
    };
    // The stored league is read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return info;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

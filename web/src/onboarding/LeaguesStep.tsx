import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { fetchSleeperLeagues } from '../lib/api';
import { HttpError } from '../lib/http';
import type { SelectedLeague } from '../lib/schemas';
import { Loading } from '../layout/Loading';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { loadOnboarding, saveOnboarding } from './storage';

export const SELECT_LEAGUE = 'Please select a league';
export const NO_LEAGUES = 'No leagues found for this username. Please check your username and try again.';
export const FETCH_FAILED = 'Failed to fetch leagues. Please try again.';
export const USERNAME_NOT_FOUND = 'Username not found on the fantasy platform. Please check and try again.';

interface Found {
  leagues: SelectedLeague[];
  platform_user_id: string;
  display_name: string;
}

export function LeaguesStep() {
  const navigate = useNavigate();
  const stored = loadOnboarding();
  const username = stored.username?.username;
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(stored.leagues?.selected_league.platform_league_id ?? null);
  const [validation, setValidation] = useState<string | null>(null);

  useEffect(() => {
    if (!username) return;
    let cancelled = false;
    const fail = (message: string) => {
      if (cancelled) return;
      if (/not found/i.test(message)) {
        saveOnboarding({ username: { username, error: USERNAME_NOT_FOUND } });
        navigate('/onboarding/username', { replace: true });
        return;
      }
      setError(message);
    };
    fetchSleeperLeagues(username)
      .then((answer) => {
        if (cancelled) return;
        if (!answer.success && /no leagues/i.test(answer.error ?? '')) {
          setFound({ leagues: [], platform_user_id: '', display_name: username });
          return;
        }
        if (!answer.success || !answer.data) return fail(answer.error ?? answer.message ?? FETCH_FAILED);
        setFound(answer.data);
      })
      .catch((err: unknown) => fail(err instanceof HttpError ? err.message : FETCH_FAILED));
    return () => {
      cancelled = true;
    };
  }, [username, navigate]);

  if (!stored.platform) return <Navigate to="/onboarding/platform" replace />;
  if (!username) return <Navigate to="/onboarding/username" replace />;

  if (!found && !error) {
    return (
      <OnboardingFrame title="Fetching Your Leagues" progress={PROGRESS.leagues}>
        <Loading label={`Looking up ${username} on Sleeper...`} />
      </OnboardingFrame>
    );
  }

  const next = () => {
    const league = found?.leagues.find((l) => l.platform_league_id === selected);
    if (!found || !league) {
      setValidation(SELECT_LEAGUE);
      return;
    }
    saveOnboarding({
      leagues: {
        username,
        platform_user_id: found.platform_user_id,
        platform_name: 'sleeper',
        display_name: found.display_name,
        selected_league: league,
        totalLeagues: found.leagues.length,
      },
      step: 'leagues',
    });
    navigate('/onboarding/auth');
  };

  return (
    <OnboardingFrame
      title="Select Your League"
      progress={PROGRESS.leagues}
      subtitle={found?.leagues.length ? `Leagues of ${found.display_name} on Sleeper` : undefined}
    >
      {error ? (
        <div className="alert alert-danger" role="alert">
          Error: {error}
        </div>
      ) : found && found.leagues.length === 0 ? (
        <div className="alert alert-danger" role="alert">
          {NO_LEAGUES}
        </div>
      ) : (
        <div className="option-list" role="radiogroup" aria-label="Your leagues">
          {found?.leagues.map((league) => (
            <label key={league.platform_league_id} className={selected === league.platform_league_id ? 'option option-selected' : 'option'}>
              <input
                type="radio"
                name="league"
                value={league.platform_league_id}
                checked={selected === league.platform_league_id}
                onChange={() => {
                  setSelected(league.platform_league_id);
                  setValidation(null);
                }}
              />
              <span className="option-name">{league.name}</span>
              <span className="muted">
                {league.season} · {league.total_rosters ?? '?'} teams
              </span>
            </label>
          ))}
        </div>
      )}
      {validation ? (
        <p className="field-error" role="alert">
          {validation}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-ghost" onClick={() => navigate('/onboarding/username')}>
          Back
        </button>
        {found && found.leagues.length > 0 ? (
          // Looks disabled until a league is chosen, but still explains why when pressed.
          <button type="button" className={selected ? 'button button-primary' : 'button button-primary is-disabled'} aria-disabled={!selected} onClick={next}>
            Next
          </button>
        ) : null}
      </div>
    </OnboardingFrame>
  );
}

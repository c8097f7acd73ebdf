import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ContextEditor } from '../editor/ContextEditor';
import { LEAGUE_CONTEXT_SAVE_FAILED } from '../editor/messages';
import { leagueContextExample } from '../editor/text';
import { getLeagueContext, markOnboardingStep, saveLeagueContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { saveOnboarding } from './storage';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';

export function LeagueContextStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const { leagueId, teamNames, loading } = useLeague();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<'next' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (loading) return;
    if (!leagueId) {
      setLoaded(true);
      return;
    }
    getLeagueContext(leagueId)
      .then((a) => a.success && a.league_context && setText(a.league_context))
      .catch((err: unknown) => console.error('Error loading league context', err))
      .finally(() => setLoaded(true));
  }, [leagueId, loading]);

  if (!loaded) {
    return (
      <OnboardingFrame title="Tell Us About Your League" progress={PROGRESS['league-context']}>
        <Loading label="Loading League Context" />
      </OnboardingFrame>
    );
  }

  const finish = async (kind: 'next' | 'skip') => {
    if (!leagueId) {
      setError(LEAGUE_MISSING);
      return;
    }
    setBusy(kind);
    setError(null);
    const value = kind === 'skip' ? '' : text.trim();
    try {
      await saveLeagueContext(value, leagueId);
      saveOnboarding({ 'league-context': { league_context: value } });
    } catch (err) {
      console.error(kind === 'skip' ? 'League context skip failed' : 'League context save failed', err);
      if (kind === 'next') {
        setError(LEAGUE_CONTEXT_SAVE_FAILED);
        setBusy(null);
        return;
      }
    }
    try {
      await markOnboardingStep(7);
    } catch (err) {
      console.error('Error saving onboarding step', err);
    }
    await refresh();
    navigate('/onboarding/weekly-context');
  };

  return (
    <OnboardingFrame
      title="Tell Us About Your League"
      progress={PROGRESS['league-context']}
      subtitle="Nicknames, rivalries, running jokes, history: the recap uses them to make it yours."
    >
      <ContextEditor
        label="League context"
        value={text}
        onChange={setText}
        example={leagueContextExample(teamNames, 4)}
        placeholder="e.g. who the league champion is, who always trash talks, who never sets a lineup"
        disabled={busy !== null}
        bulletNeedsSelection
      />
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-ghost" disabled={busy !== null} onClick={() => void finish('skip')}>
          {busy === 'skip' ? 'Processing...' : 'Skip'}
        </button>
        <button
          type="button"
          className={text.trim() ? 'button button-primary' : 'button button-secondary'}
          disabled={busy !== null}
          onClick={() => void finish('next')}
        >
          {busy === 'next' ? 'Saving...' : 'Next'}
        </button>
      </div>
    </OnboardingFrame>
  );
}

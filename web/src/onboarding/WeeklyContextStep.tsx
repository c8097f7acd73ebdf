import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ContextEditor } from '../editor/ContextEditor';
import { WEEKLY_SAVE_FAILED } from '../editor/messages';
import { weeklyContextExample } from '../editor/text';
import { useWeeks } from '../editor/useWeeks';
import { weekLabel } from '../editor/weeks';
import { getWeeklyContext, markOnboardingStep, saveWeeklyContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { saveOnboarding } from './storage';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';

export function WeeklyContextStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const league = useLeague();
  const weeks = useWeeks(league.leagueId, league.loading);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<'next' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (weeks.loading) return;
    if (!league.leagueId || !weeks.season || !weeks.upcoming) {
      setLoaded(true);
      return;
    }
    getWeeklyContext(league.leagueId, weeks.season, weeks.upcoming)
      .then((a) => a.success && a.week_context && setText(a.week_context))
      .catch((err: unknown) => console.error('Error loading weekly context', err))
      .finally(() => setLoaded(true));
  }, [league.leagueId, weeks.loading, weeks.season, weeks.upcoming]);

  if (!loaded) {
    return (
      <OnboardingFrame title="Tell Us About This Week" progress={PROGRESS['weekly-context']}>
        <Loading label="Loading Weekly Context" />
      </OnboardingFrame>
    );
  }

  const finish = async (kind: 'next' | 'skip') => {
    if (!league.leagueId) {
      setError(LEAGUE_MISSING);
      return;
    }
    setBusy(kind);
    setError(null);
    const value = kind === 'skip' ? '' : text.trim();
    try {
      if (weeks.season && weeks.upcoming) {
        await saveWeeklyContext({ week_context: value, platform_league_id: league.leagueId, season: weeks.season, week: weeks.upcoming });
      }
      saveOnboarding({ 'weekly-context': { week_context: value } });
      await markOnboardingStep(8);
    } catch (err) {
      if (kind === 'next') {
        console.error('Weekly context save failed', err);
        setError(WEEKLY_SAVE_FAILED);
        setBusy(null);
        return;
      }
      // Skip: the failure is logged and the flow goes on.
      console.error('Weekly context skip failed', err);
    }
    await refresh();
    navigate('/onboarding/plan');
  };

  return (
    <OnboardingFrame
      title="Tell Us About This Week"
      progress={PROGRESS['weekly-context']}
      subtitle="Trash talk, bets, injuries, storylines: what should this week's recap know?"
    >
      <label className="field-label" htmlFor="week-display">
        Week
      </label>
      <input id="week-display" className="week-display" disabled value={weekLabel(weeks.season, weeks.upcoming, weeks.loading)} />
      <ContextEditor
        label="This week's context"
        value={text}
        onChange={setText}
        example={weeklyContextExample(league.teamNames)}
        placeholder="e.g. the loser of the rivalry game has to wear the other team's jersey"
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
        <button type="button" className="button button-primary" disabled={busy !== null || !text.trim()} onClick={() => void finish('next')}>
          {busy === 'next' ? 'Saving...' : 'Next'}
        </button>
      </div>
    </OnboardingFrame>
  );
}

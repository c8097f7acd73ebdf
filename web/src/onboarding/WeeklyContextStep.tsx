import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ContextEditor } from '../common/ContextEditor';
import { WEEKLY_SAVE_FAILED } from '../common/messages';
import { weeklyContextExample } from '../common/text';
import { useWeeks } from '../common/useWeeks';
import { weekLabel } from '../common/weeks';
import { getWeeklyContext, markOnboardingStep, saveWeeklyContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { saveOnboarding } from './storage';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';
import { useSavedResource } from '../lib/useSavedResource';

export function WeeklyContextStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const league = useLeague();
  const weeks = useWeeks(league.leagueId, league.loading);
  const target = league.leagueId && weeks.season && weeks.upcoming ? { leagueId: league.leagueId, season: weeks.season, week: weeks.upcoming } : null;
  const context = useSavedResource({
    key: weeks.loading ? undefined : target && `${target.leagueId}/${target.season}/${target.week}`,
    load: async () => {
      if (!target) return undefined;
      const answer = await getWeeklyContext(target.leagueId, target.season, target.week);
      return answer.success && answer.week_context ? answer.week_context : undefined;
    },
    initial: '',
    loadLog: 'Error loading weekly context',
  });
  const text = context.value;
  const busy = context.saving;

  if (context.loading) {
    return (
      <OnboardingFrame title="Tell Us About This Week" progress={PROGRESS['weekly-context']}>
        <Loading label="Loading Weekly Context" />
      </OnboardingFrame>
    );
  }

  const finish = async (kind: 'next' | 'skip') => {
    if (!league.leagueId) {
      context.setError(LEAGUE_MISSING);
      return;
    }
    const leagueId = league.leagueId;
    const value = kind === 'skip' ? '' : text.trim();
    await context.save(
      kind,
      async () => {
        try {
          if (weeks.season && weeks.upcoming) {
            await saveWeeklyContext({ week_context: value, platform_league_id: leagueId, season: weeks.season, week: weeks.upcoming });
          }
          saveOnboarding({ 'weekly-context': { week_context: value } });
          await markOnboardingStep(8);
        } catch (err) {
          // Skip: the failure is logged and the flow goes on.
          if (kind === 'next') throw err;
          console.error('Weekly context skip failed', err);
        }
        await refresh();
        navigate('/onboarding/plan');
      },
      { failure: WEEKLY_SAVE_FAILED, log: 'Weekly context save failed' },
    );
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
        onChange={context.setValue}
        example={weeklyContextExample(league.teamNames)}
        placeholder="e.g. the loser of the rivalry game has to wear the other team's jersey"
        disabled={busy !== null}
        bulletNeedsSelection
      />
      {context.error ? (
        <div className="alert alert-danger" role="alert">
          {context.error}
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

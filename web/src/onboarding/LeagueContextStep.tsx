import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { ContextEditor } from '../common/ContextEditor';
import { LEAGUE_CONTEXT_SAVE_FAILED } from '../common/messages';
import { leagueContextExample } from '../common/text';
import { getLeagueContext, markOnboardingStep, saveLeagueContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { saveOnboarding } from './storage';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';
import { useSavedResource } from '../lib/useSavedResource';

export function LeagueContextStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const { leagueId, teamNames, loading } = useLeague();
  const context = useSavedResource({
    key: loading ? undefined : leagueId,
    load: async (id) => {
      const answer = await getLeagueContext(id);
      return answer.success && answer.league_context ? answer.league_context : undefined;
    },
    initial: '',
    loadLog: 'Error loading league context',
  });
  const text = context.value;
  const busy = context.saving;

  if (context.loading) {
    return (
      <OnboardingFrame title="Tell Us About Your League" progress={PROGRESS['league-context']}>
        <Loading label="Loading League Context" />
      </OnboardingFrame>
    );
  }

  const finish = async (kind: 'next' | 'skip') => {
    if (!leagueId) {
      context.setError(LEAGUE_MISSING);
      return;
    }
    const value = kind === 'skip' ? '' : text.trim();
    await context.save(
      kind,
      async () => {
        try {
          await saveLeagueContext(value, leagueId);
          saveOnboarding({ 'league-context': { league_context: value } });
        } catch (err) {
          // Skip: the failure is logged and the flow goes on.
          if (kind === 'next') throw err;
          console.error('League context skip failed', err);
        }
        try {
          await markOnboardingStep(7);
        } catch (err) {
          console.error('Error saving onboarding step', err);
        }
        await refresh();
        navigate('/onboarding/weekly-context');
      },
      { failure: LEAGUE_CONTEXT_SAVE_FAILED, log: 'League context save failed' },
    );
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
        onChange={context.setValue}
        example={leagueContextExample(teamNames, 4)}
        placeholder="e.g. who the league champion is, who always trash talks, who never sets a lineup"
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

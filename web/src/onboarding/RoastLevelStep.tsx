import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { getRoastLevel, markOnboardingStep, saveRoastLevel } from '../lib/api';
import { OnboardingFrame } from './OnboardingFrame';
import { isSelectableRoast, ROAST_LEVELS } from './roastLevels';
import { PROGRESS } from './steps';
import { saveOnboarding } from './storage';
import { LEAGUE_MISSING, useLeague, wait } from '../lib/useLeague';
import { useSavedResource } from '../lib/useSavedResource';

export const ROAST_SAVE_FAILED = 'Failed to save roast level selection. Please try again.';
export const AFTER_ROAST_SAVE_MS = 500;

export function RoastLevelStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const { leagueId, loading } = useLeague();
  const roast = useSavedResource<string>({
    key: leagueId,
    load: async (id) => {
      const answer = await getRoastLevel(id);
      return answer.success && answer.roast_level && isSelectableRoast(answer.roast_level) ? answer.roast_level : undefined;
    },
    initial: 'participation_trophy',
    loadLog: 'Failed to load roast level',
  });
  const selected = roast.value;
  const saving = roast.saving !== null;

  const next = async () => {
    if (!leagueId) {
      roast.setError(LEAGUE_MISSING);
      return;
    }
    await roast.save(
      'next',
      async () => {
        const answer = await saveRoastLevel(selected, leagueId);
        if (answer.success === false) throw new Error(answer.error ?? 'not saved');
        saveOnboarding({ 'roast-level': { roast_level: selected } });
        await markOnboardingStep(6);
        await wait(AFTER_ROAST_SAVE_MS);
        await refresh();
        navigate('/onboarding/league-context');
      },
      { failure: ROAST_SAVE_FAILED, log: 'Roast level save failed' },
    );
  };

  return (
    <OnboardingFrame
      title="Choose Your Roast Level"
      progress={PROGRESS['roast-level']}
      subtitle="How hard should the recap go on your league? Everyone gets roasted equally."
    >
      <div className="option-list" role="radiogroup" aria-label="Roast level">
        {ROAST_LEVELS.map((level) => (
          <label key={level.value} className={`option${selected === level.value ? ' option-selected' : ''}${level.selectable ? '' : ' option-disabled'}`}>
            <input
              type="radio"
              name="roast_level"
              value={level.value}
              disabled={!level.selectable}
              checked={selected === level.value}
              onChange={() => level.selectable && roast.setValue(level.value)}
            />
            <span className="option-name">{level.label}</span>
            <span className="muted">{level.description}</span>
          </label>
        ))}
      </div>
      {roast.error ? (
        <div className="alert alert-danger" role="alert">
          {roast.error}
        </div>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-primary" disabled={saving || loading} onClick={() => void next()}>
          {saving ? 'Saving...' : 'Next'}
        </button>
      </div>
    </OnboardingFrame>
  );
}

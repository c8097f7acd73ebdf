import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { getRoastLevel, markOnboardingStep, saveRoastLevel } from '../lib/api';
import { OnboardingFrame } from './OnboardingFrame';
import { isSelectableRoast, ROAST_LEVELS } from './roastLevels';
import { PROGRESS } from './steps';
import { saveOnboarding } from './storage';
import { LEAGUE_MISSING, useLeague, wait } from '../lib/useLeague';

export const ROAST_SAVE_FAILED = 'Failed to save roast level selection. Please try again.';
export const AFTER_ROAST_SAVE_MS = 500;

export function RoastLevelStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const { leagueId, loading } = useLeague();
  const [selected, setSelected] = useState<string>('participation_trophy');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!leagueId) return;
    getRoastLevel(leagueId)
      .then((a) => a.success && a.roast_level && isSelectableRoast(a.roast_level) && setSelected(a.roast_level))
      .catch((err: unknown) => console.error('Failed to load roast level', err));
  }, [leagueId]);

  const next = async () => {
    if (!leagueId) {
      setError(LEAGUE_MISSING);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const answer = await saveRoastLevel(selected, leagueId);
      if (answer.success === false) throw new Error(answer.error ?? 'not saved');
      saveOnboarding({ 'roast-level': { roast_level: selected } });
      await markOnboardingStep(6);
      await wait(AFTER_ROAST_SAVE_MS);
      await refresh();
      navigate('/onboarding/league-context');
    } catch (err) {
      console.error('Roast level save failed', err);
      setError(ROAST_SAVE_FAILED);
      setSaving(false);
    }
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
              onChange={() => level.selectable && setSelected(level.value)}
            />
            <span className="option-name">{level.label}</span>
            <span className="muted">{level.description}</span>
          </label>
        ))}
      </div>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
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

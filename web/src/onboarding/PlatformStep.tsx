import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { loadOnboarding, saveOnboarding } from './storage';

const PLATFORMS = [
  { value: 'sleeper', name: 'Sleeper', available: true },
  { value: 'espn', name: 'ESPN', available: false },
  { value: 'yahoo', name: 'Yahoo', available: false },
];

export function PlatformStep() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(() => loadOnboarding().platform ?? null);
  const [saving, setSaving] = useState(false);
  const next = () => {
    if (!selected) return;
    setSaving(true);
    saveOnboarding({ platform: selected, step: 'platform' });
    navigate('/onboarding/username');
  };
  return (
    <OnboardingFrame title="Choose Your Platform" progress={PROGRESS.platform} subtitle="Where does your league play?">
      <div className="option-list" role="group" aria-label="Fantasy platform">
        {PLATFORMS.map((p) => (
          <button
            key={p.value}
            type="button"
            className={selected === p.value ? 'option option-selected' : 'option'}
            aria-pressed={selected === p.value}
            disabled={!p.available}
            onClick={() => setSelected((s) => (s === p.value ? null : p.value))}
          >
            <span className="option-name">{p.name}</span>
            {p.available ? null : <span className="badge">Coming soon</span>}
          </button>
        ))}
      </div>
      <div className="actions">
        <button type="button" className="button button-primary" disabled={!selected || saving} onClick={next}>
          {saving ? 'Saving...' : 'Next'}
        </button>
      </div>
    </OnboardingFrame>
  );
}

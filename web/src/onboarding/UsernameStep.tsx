import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { loadOnboarding, saveOnboarding } from './storage';

export const EMPTY_USERNAME = 'Username cannot be empty.';

export function UsernameStep() {
  const navigate = useNavigate();
  const stored = loadOnboarding();
  const [username, setUsername] = useState(stored.username?.username ?? '');
  const [error, setError] = useState<string | null>(stored.username?.error ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = username.trim();
    if (!trimmed) {
      setError(EMPTY_USERNAME);
      return;
    }
    // The username step saves the platform first (Sleeper is the only one offered).
    saveOnboarding({ platform: stored.platform ?? 'sleeper', username: { username: trimmed }, step: 'username' });
    navigate('/onboarding/leagues');
  };
  return (
    <OnboardingFrame title="Enter Your Sleeper Username" progress={PROGRESS.username} subtitle="We'll find the leagues you play in.">
      <form onSubmit={submit} noValidate>
        <label htmlFor="username" className="field-label">
          Sleeper username
        </label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          aria-invalid={!!error}
          aria-describedby={error ? 'username-error' : undefined}
          onChange={(e) => {
            setUsername(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="username-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="button button-ghost" onClick={() => navigate('/onboarding/platform')}>
            Back
          </button>
          <button type="submit" className="button button-primary" disabled={username.length === 0}>
            Next
          </button>
        </div>
      </form>
    </OnboardingFrame>
  );
}

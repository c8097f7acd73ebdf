import { useEffect, useId, useState } from 'react';
import { getRoastLevel, saveRoastLevel } from '../lib/api';
import { HttpError } from '../lib/http';
import { ROAST_LEVELS } from '../onboarding/roastLevels';

export function RoastDropdown({ leagueId }: { leagueId: string | null }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!leagueId) return;
    getRoastLevel(leagueId)
      .then((a) => (a.success && a.roast_level ? setValue(a.roast_level) : setError('Failed to load roast level')))
      .catch(() => setError('Failed to load roast level'));
  }, [leagueId]);

  const change = async (next: string) => {
    // Choosing the current level or an empty value does nothing.
    if (!next || next === value || !leagueId) return;
    const previous = value;
    setValue(next);
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await saveRoastLevel(next, leagueId);
      if (answer.success === false) throw new Error(answer.error ?? 'Failed to update roast level');
      setSaved(true);
    } catch (err) {
      setValue(previous);
      // The server's message when it gave one (e.g. Red Band is coming soon), else the spec's.
      setError(err instanceof HttpError && err.message ? err.message : 'Failed to update roast level');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="roast-dropdown">
      <label htmlFor={id} className="field-label">
        Roast level
      </label>
      <select id={id} value={value} disabled={!leagueId || saving} onChange={(e) => void change(e.target.value)}>
        <option value="" disabled>
          Choose…
        </option>
        {ROAST_LEVELS.map((r) => (
          <option key={r.value} value={r.value} disabled={!r.selectable}>
            {r.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : saved ? (
        <p className="small muted" role="status">
          Saved
        </p>
      ) : null}
    </div>
  );
}

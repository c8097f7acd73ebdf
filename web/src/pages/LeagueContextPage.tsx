import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getLeagueContext, saveLeagueContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';
import { ContextEditor } from '../editor/ContextEditor';
import { LEAGUE_CONTEXT_SAVE_FAILED } from '../editor/messages';
import { leagueContextExample } from '../editor/text';

export const EMPTY_LEAGUE_CONTEXT = 'Please enter some league context before saving.';

export function LeagueContextPage() {
  const navigate = useNavigate();
  const { leagueId, teamNames, loading } = useLeague();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

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

  if (!loaded) return <Loading label="Loading League Context" />;

  const save = async () => {
    if (!text.trim()) {
      setMessage(EMPTY_LEAGUE_CONTEXT);
      return;
    }
    if (!leagueId) {
      setMessage(LEAGUE_MISSING);
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await saveLeagueContext(text.trim(), leagueId);
      navigate('/dashboard');
    } catch (err) {
      console.error('League context save failed', err);
      setMessage(LEAGUE_CONTEXT_SAVE_FAILED);
      setSaving(false);
    }
  };

  return (
    <section className="page-narrow card">
      <h1>League Context</h1>
      <p className="muted">Nicknames, rivalries, running jokes and history: every recap uses them.</p>
      <ContextEditor
        label="League context"
        value={text}
        onChange={(v) => {
          setText(v);
          setMessage(null);
        }}
        example={leagueContextExample(teamNames, 2)}
        disabled={saving}
      />
      {message ? (
        <div className="alert alert-danger" role="alert">
          {message}
        </div>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-ghost" onClick={() => navigate('/dashboard')}>
          Cancel
        </button>
        <button type="button" className="button button-primary" disabled={saving || text.length === 0} onClick={() => void save()}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </section>
  );
}

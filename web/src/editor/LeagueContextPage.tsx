// Dashboard edit mode of the league context: the text every recap of the league uses.
import { useNavigate } from 'react-router-dom';
import { getLeagueContext, saveLeagueContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';
import { useSavedResource } from '../lib/useSavedResource';
import { ContextEditor } from '../common/ContextEditor';
import { LEAGUE_CONTEXT_SAVE_FAILED } from '../common/messages';
import { leagueContextExample } from '../common/text';

export const EMPTY_LEAGUE_CONTEXT = 'Please enter some league context before saving.';

export function LeagueContextPage() {
  const navigate = useNavigate();
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
  const saving = context.saving !== null;

  if (context.loading) return <Loading label="Loading League Context" />;

  const save = async () => {
    if (!text.trim()) {
      context.setError(EMPTY_LEAGUE_CONTEXT);
      return;
    }
    if (!leagueId) {
      context.setError(LEAGUE_MISSING);
      return;
    }
    await context.save(
      'save',
      async () => {
        await saveLeagueContext(text.trim(), leagueId);
        navigate('/dashboard');
      },
      { failure: LEAGUE_CONTEXT_SAVE_FAILED, log: 'League context save failed' },
    );
  };

  return (
    <section className="page-narrow card">
      <h1>League Context</h1>
      <p className="muted">Nicknames, rivalries, running jokes and history: every recap uses them.</p>
      <ContextEditor
        label="League context"
        value={text}
        onChange={(v) => {
          context.setValue(v);
          context.setError(null);
        }}
        example={leagueContextExample(teamNames, 2)}
        disabled={saving}
      />
      {context.error ? (
        <div className="alert alert-danger" role="alert">
          {context.error}
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

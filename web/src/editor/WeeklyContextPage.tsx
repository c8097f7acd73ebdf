// Dashboard edit mode of the weekly context: a week dropdown where only the next week is editable.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getWeeklyContext, saveWeeklyContext } from '../lib/api';
import { useSavedResource } from '../lib/useSavedResource';
import { Loading } from '../layout/Loading';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';
import { ContextEditor } from '../common/ContextEditor';
import { WEEKLY_SAVE_FAILED } from '../common/messages';
import { weeklyContextExample } from '../common/text';
import { useWeeks } from '../common/useWeeks';
import { canSaveWeek, weekOptions } from '../common/weeks';

export const PROCESSED_NOTICE = 'This week has already been processed for video creation and can no longer be edited.';

export function WeeklyContextPage() {
  const navigate = useNavigate();
  const league = useLeague();
  const weeks = useWeeks(league.leagueId, league.loading);
  const { upcoming, current } = weeks;
  const options = useMemo(() => weekOptions(upcoming, current), [upcoming, current]);
  const [week, setWeek] = useState<number | null>(null);
  // The first option is chosen once the weeks are known; until then the text waits for a week.
  useEffect(() => {
    if (!weeks.loading && week === null && options.length) setWeek(options[0].week);
  }, [weeks.loading, options, week]);
  const choosing = weeks.loading || (week === null && options.length > 0);
  const target = week !== null && league.leagueId && weeks.season ? { leagueId: league.leagueId, season: weeks.season, week } : null;
  const context = useSavedResource({
    key: choosing ? undefined : target && `${target.leagueId}/${target.season}/${target.week}`,
    // A week without text (or a failed read) shows an empty editor, not the previous week's text.
    load: async () => {
      if (!target) return undefined;
      try {
        const answer = await getWeeklyContext(target.leagueId, target.season, target.week);
        return answer.success ? (answer.week_context ?? '') : '';
      } catch (err) {
        console.error('Error loading weekly context', err);
        return '';
      }
    },
    initial: '',
    loadLog: 'Error loading weekly context',
  });
  const text = context.value;
  const saving = context.saving !== null;

  if (league.loading || weeks.loading) return <Loading label="Loading Weekly Context" />;

  const editable = week !== null && week === weeks.upcoming && options.some((o) => o.week === week && o.editable);
  const save = async () => {
    if (!league.leagueId || !weeks.season || week === null) {
      context.setError(LEAGUE_MISSING);
      return;
    }
    const [leagueId, season] = [league.leagueId, weeks.season];
    await context.save(
      'save',
      async () => {
        await saveWeeklyContext({ week_context: text.trim(), platform_league_id: leagueId, season, week });
        navigate('/dashboard');
      },
      { failure: WEEKLY_SAVE_FAILED, log: 'Weekly context save failed' },
    );
  };

  return (
    <section className="page-narrow card">
      <h1>Weekly Context</h1>
      <p className="muted">What should this week's recap know? Trash talk, bets, storylines.</p>
      <label htmlFor="week-select" className="field-label">
        Week{weeks.season ? ` (${weeks.season} season)` : ''}
      </label>
      <select id="week-select" value={week ?? ''} onChange={(e) => setWeek(Number(e.target.value))} disabled={!options.length}>
        {options.map((o) => (
          <option key={o.week} value={o.week}>
            {o.label}
          </option>
        ))}
      </select>
      {!editable && week !== null ? (
        <div className="alert alert-info" role="status">
          {PROCESSED_NOTICE}
        </div>
      ) : null}
      {context.loading ? (
        <Loading label="Loading..." />
      ) : (
        <ContextEditor
          label="Weekly context"
          value={text}
          onChange={context.setValue}
          example={weeklyContextExample(league.teamNames)}
          disabled={!editable || saving}
        />
      )}
      {context.error ? (
        <div className="alert alert-danger" role="alert">
          {context.error}
        </div>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-ghost" onClick={() => navigate('/dashboard')}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={saving || !canSaveWeek(week, weeks.upcoming, text) || !editable}
          onClick={() => void save()}
        >
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </section>
  );
}

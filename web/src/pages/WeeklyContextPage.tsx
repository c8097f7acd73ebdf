// Dashboard edit mode of the weekly context: a week dropdown where only the next week is editable.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getWeeklyContext, saveWeeklyContext } from '../lib/api';
import { Loading } from '../layout/Loading';
import { LEAGUE_MISSING, useLeague } from '../lib/useLeague';
import { ContextEditor } from '../editor/ContextEditor';
import { WEEKLY_SAVE_FAILED } from '../editor/messages';
import { weeklyContextExample } from '../editor/text';
import { useWeeks } from '../editor/useWeeks';
import { canSaveWeek, weekOptions } from '../editor/weeks';

export const PROCESSED_NOTICE = 'This week has already been processed for video creation and can no longer be edited.';

export function WeeklyContextPage() {
  const navigate = useNavigate();
  const league = useLeague();
  const weeks = useWeeks(league.leagueId, league.loading);
  const { upcoming, current } = weeks;
  const options = useMemo(() => weekOptions(upcoming, current), [upcoming, current]);
  const [week, setWeek] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [loadingText, setLoadingText] = useState(true);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!weeks.loading && week === null && options.length) setWeek(options[0].week);
    if (!weeks.loading && !options.length) setLoadingText(false);
  }, [weeks.loading, options, week]);

  useEffect(() => {
    if (week === null || !league.leagueId || !weeks.season) {
      if (!weeks.loading) setLoadingText(false);
      return;
    }
    let cancelled = false;
    setLoadingText(true);
    getWeeklyContext(league.leagueId, weeks.season, week)
      .then((a) => !cancelled && setText(a.success ? (a.week_context ?? '') : ''))
      .catch((err: unknown) => {
        console.error('Error loading weekly context', err);
        if (!cancelled) setText('');
      })
      .finally(() => !cancelled && setLoadingText(false));
    return () => {
      cancelled = true;
    };
  }, [week, league.leagueId, weeks.season, weeks.loading]);

  if (league.loading || weeks.loading) return <Loading label="Loading Weekly Context" />;

  const editable = week !== null && week === weeks.upcoming && options.some((o) => o.week === week && o.editable);
  const save = async () => {
    if (!league.leagueId || !weeks.season || week === null) {
      setMessage(LEAGUE_MISSING);
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await saveWeeklyContext({ week_context: text.trim(), platform_league_id: league.leagueId, season: weeks.season, week });
      navigate('/dashboard');
    } catch (err) {
      console.error('Weekly context save failed', err);
      setMessage(WEEKLY_SAVE_FAILED);
      setSaving(false);
    }
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
      {loadingText ? (
        <Loading label="Loading..." />
      ) : (
        <ContextEditor label="Weekly context" value={text} onChange={setText} example={weeklyContextExample(league.teamNames)} disabled={!editable || saving} />
      )}
      {message ? (
        <div className="alert alert-danger" role="alert">
          {message}
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

// "Share with your league" on the dashboard: the owner's switch for share links (off until turned
// on), and for each recap its link to copy or hand to the phone's share sheet, its views, and
// "New link" (the old one stops working at once).
import { useCallback, useEffect, useId, useState } from 'react';
import { failureMessage } from '../lib/http';
import { getSharing, newShareLink, setLeagueSharing, type SharedRecap, type SharingLeague } from './api';
import './sharing.css';

export const SHARING_FAILED = 'Sharing settings could not be loaded. Please try again.';
const SAVE_FAILED = 'That did not work. Please try again.';

const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

function RecapLink({ recap, onRenewed }: { recap: SharedRecap & { url: string }; onRenewed: (url: string | null) => void }) {
  const inputId = useId();
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recap.url);
      setNote('Link copied');
    } catch {
      // No clipboard permission: select the link so a long-press or Ctrl+C copies it.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setNote('Select the link and copy it');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: recap.title, url: recap.url });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };
  const renew = async () => {
    setBusy(true);
    try {
      const answer = await newShareLink(recap.video_id);
      onRenewed(answer.url);
      setNote('New link made; the old one no longer works');
      setConfirming(false);
    } catch (err) {
      setNote(failureMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="share-recap">
      <div className="share-recap-head">
        <label htmlFor={inputId}>
          Week {recap.week} · {recap.season}
        </label>
        <span className="badge">{views(recap.views)}</span>
      </div>
      <div className="share-recap-row">
        <input id={inputId} className="share-url" type="text" readOnly value={recap.url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy link
        </button>
        {canShare ? (
          <button type="button" className="button button-ghost" onClick={() => void share()}>
            Share…
          </button>
        ) : null}
      </div>
      <div className="share-recap-row">
        {confirming ? (
          <>
            <span className="small">The old link will stop working.</span>
            <button type="button" className="button button-ghost" disabled={busy} onClick={() => void renew()}>
              Make a new link
            </button>
            <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
              Keep this link
            </button>
          </>
        ) : (
          <button type="button" className="button button-ghost share-renew" onClick={() => setConfirming(true)}>
            New link
          </button>
        )}
        {note ? (
          <span className="small muted" role="status">
            {note}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function LeagueSharing({ league, onChanged }: { league: SharingLeague; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recaps, setRecaps] = useState(league.videos);
  useEffect(() => setRecaps(league.videos), [league.videos]);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await setLeagueSharing(league.platform_league_id, !league.enabled);
      await onChanged();
    } catch (err) {
      setError(failureMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };
  const linked = recaps.filter((r): r is SharedRecap & { url: string } => r.url !== null);

  return (
    <div className="share-league">
      <div className="share-switch-row">
        <div>
          <strong>{league.name}</strong>
          <p className="small muted">
            {league.enabled
              ? 'Sharing is on: each recap has a link that plays on any phone, no account needed. Anyone with a link can watch that recap.'
              : 'Sharing is off: recaps are only on this dashboard.'}
          </p>
        </div>
        <button type="button" role="switch" aria-checked={league.enabled} className="button button-secondary" disabled={busy} onClick={() => void toggle()}>
          {league.enabled ? 'Turn sharing off' : 'Turn sharing on'}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {league.enabled ? (
        linked.length ? (
          <ul className="share-recaps">
            {linked.map((r) => (
              <RecapLink key={r.video_id} recap={r} onRenewed={(url) => setRecaps((all) => all.map((x) => (x.video_id === r.video_id ? { ...x, url } : x)))} />
            ))}
          </ul>
        ) : (
          <p className="small muted">Each recap gets its link here as soon as it is ready.</p>
        )
      ) : null}
    </div>
  );
}

export function ShareCard() {
  const [leagues, setLeagues] = useState<SharingLeague[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setLeagues((await getSharing()).leagues);
      setError(null);
    } catch (err) {
      setError(failureMessage(err, SHARING_FAILED));
    }
  }, []);
  useEffect(() => void load(), [load]);

  if (error) {
    return (
      <section className="card share-card" aria-label="Share with your league">
        <p className="field-error" role="alert">
          {error}
        </p>
      </section>
    );
  }
  if (!leagues || leagues.length === 0) return null;
  return (
    <section className="card share-card" aria-labelledby="share-card-title">
      <h2 id="share-card-title">Share with your league</h2>
      {leagues.map((l) => (
        <LeagueSharing key={l.platform_league_id} league={l} onChanged={load} />
      ))}
    </section>
  );
}

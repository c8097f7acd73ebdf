// The dashboard: settings bar, the grid of recap videos and its states (spec sections 2 and 4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { createCheckoutSession, createNewVideoJob, getUserLeagues, getUserVideoJobs, getUserVideos, markOnboardingComplete } from '../lib/api';
import { failureMessage } from '../lib/http';
import type { UserLeague, Video } from '../lib/schemas';
import { formatUsd, PLAN } from '../onboarding/plan';
import { Loading } from '../layout/Loading';
import { useLeague } from '../lib/useLeague';
import { InviteFriendButton } from '../invites/InviteDialog';
import { RoastDropdown } from './RoastDropdown';
import { InProgressCard, VideoCard } from './VideoCard';
import { ShareCard } from '../sharing/ShareCard';
import { GroupChatCard } from '../chats/GroupChatCard';

export const VIDEOS_FAILED = 'Failed to load videos. Please try again.';
/** While a video is being made the list is checked again this often. */
export const POLL_MS = 10_000;

export const CHECKOUT_FAILED = 'Checkout could not start. Please try again.';

/**
 * `unpaid`: the member's leagues when none of them is paid (e.g. after "Cancel and return" on the
 * checkout): no recap will come until they subscribe, so the dashboard says so and offers it.
 */
type VideosState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; videos: Video[]; inProgress: boolean; unpaid: UserLeague[] };

/** The dashboard's unpaid state: nothing is made for an unpaid league, and Subscribe starts a checkout. */
function SubscribePrompt({ leagues, onUpdated }: { leagues: UserLeague[]; onUpdated: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscribe = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await createCheckoutSession(leagues.map((l) => l.platform_league_id));
      if (answer.updated) {
        onUpdated();
      } else if (answer.url) {
        window.location.assign(answer.url);
        return;
      } else {
        setError('No checkout URL received');
      }
    } catch (err) {
      setError(failureMessage(err, CHECKOUT_FAILED));
    }
    setBusy(false);
  };
  const names = leagues.map((l) => l.name).join(', ');
  return (
    <div className="empty-state">
      <h2>Not subscribed yet</h2>
      <p className="muted">
        {names} {leagues.length === 1 ? 'has' : 'have'} no subscription, so no recap will be made. Subscribe for {formatUsd(PLAN.monthlyPrice * leagues.length)}{' '}
        a month ({formatUsd(PLAN.monthlyPrice)} per league) and the first recap starts right after payment.
      </p>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void subscribe()}>
        {busy ? 'Please wait...' : 'Subscribe'}
      </button>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function Dashboard() {
  const { refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const success = params.get('success') === 'true';
  const [finishing, setFinishing] = useState(success);
  const [state, setState] = useState<VideosState>({ kind: 'loading' });
  const [leagueKey, setLeagueKey] = useState(0);
  const league = useLeague();
  const started = useRef(false);

  const load = useCallback(async (quiet = false) => {
    if (!quiet) setState({ kind: 'loading' });
    try {
      const [{ videos }, { leagues }] = await Promise.all([getUserVideos(), getUserLeagues()]);
      let inProgress = videos.some((v) => !v.completed);
      if (videos.length === 0) inProgress = (await getUserVideoJobs()).hasInProgressJobs;
      const unpaid = leagues.some((l) => l.paid === true) ? [] : leagues;
      setState({ kind: 'ready', videos, inProgress, unpaid });
    } catch (err) {
      console.error(VIDEOS_FAILED, err);
      if (!quiet) setState({ kind: 'error' });
    }
  }, []);

  // After payment: finish onboarding, ask for the first video, reload, then clean the address.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!success) {
      void load();
      return;
    }
    void (async () => {
      try {
        await markOnboardingComplete();
      } catch (err) {
        console.error('Error marking onboarding complete', err);
      }
      try {
        await createNewVideoJob();
      } catch (err) {
        console.error('Error creating video job', err);
      }
      await Promise.all([load(), refresh()]);
      setLeagueKey((k) => k + 1);
      setFinishing(false);
      setParams({}, { replace: true });
    })();
  }, [success, load, refresh, setParams]);

  const polling = state.kind === 'ready' && state.inProgress;
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => void load(true), POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, load]);

  if (finishing) return <Loading label="Loading your dashboard..." />;

  return (
    <section className="page dashboard">
      <div className="settings-bar" key={leagueKey}>
        <div>
          <h1>Your Recaps</h1>
          {league.leagueName ? <p className="muted">{league.leagueName}</p> : null}
        </div>
        <div className="settings-actions">
          <RoastDropdown leagueId={league.leagueId} />
          <Link to="/league-context" className="button button-ghost">
            League Context
          </Link>
          <Link to="/weekly-context" className="button button-ghost">
            Weekly Context
          </Link>
          <InviteFriendButton />
        </div>
      </div>
      <ShareCard />
      {state.kind === 'loading' ? (
        <Loading label="Loading videos..." />
      ) : state.kind === 'error' ? (
        <div className="empty-state" role="alert">
          <h2>Unable to load videos</h2>
          <p className="muted">{VIDEOS_FAILED}</p>
          <button type="button" className="button button-primary" onClick={() => void load()}>
            Try Again
          </button>
        </div>
      ) : state.videos.length === 0 && !state.inProgress && state.unpaid.length > 0 ? (
        <SubscribePrompt leagues={state.unpaid} onUpdated={() => void load()} />
      ) : state.videos.length === 0 && !state.inProgress ? (
        <div className="empty-state">
          <h2>No videos available</h2>
          <p className="muted">Your league's recap arrives every Tuesday by 1pm ET.</p>
        </div>
      ) : (
        <div className="video-grid">
          {state.videos.length === 0 ? <InProgressCard leagueName={league.leagueName} /> : null}
          {state.videos.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </div>
      )}
      {state.kind === 'ready' && state.unpaid.length === 0 ? <GroupChatCard leagueId={league.leagueId} /> : null}
    </section>
  );
}

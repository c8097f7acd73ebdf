// The dashboard: settings bar, the grid of recap videos and its states (spec sections 2 and 4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { createNewVideoJob, getUserVideoJobs, getUserVideos, markOnboardingComplete } from '../lib/api';
import type { Video } from '../lib/schemas';
import { Loading } from '../layout/Loading';
import { useLeague } from '../onboarding/useLeague';
import { InviteFriendButton } from '../invites/InviteDialog';
import { RoastDropdown } from './RoastDropdown';
import { InProgressCard, VideoCard } from './VideoCard';

export const VIDEOS_FAILED = 'Failed to load videos. Please try again.';
/** While a video is being made the list is checked again this often. */
export const POLL_MS = 10_000;

type VideosState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; videos: Video[]; inProgress: boolean };

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
      const { videos } = await getUserVideos();
      let inProgress = videos.some((v) => !v.completed);
      if (videos.length === 0) inProgress = (await getUserVideoJobs()).hasInProgressJobs;
      setState({ kind: 'ready', videos, inProgress });
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
    </section>
  );
}

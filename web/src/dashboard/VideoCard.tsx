import { useEffect, useRef, useState } from 'react';
import { downloadUrl } from '../lib/api';
import { waitText } from '../../../src/api/video';
import type { Video } from '../lib/schemas';
import type { JobStage } from '../../../src/vocabulary';
import { PlayIcon } from '../layout/icons';
import { useSite } from '../site';
import { DOWNLOAD_FAILED, downloadChoices, downloadVideo, MESSAGE_CLEAR_MS, type DownloadChoice } from './download';
import { DownloadMenu } from './DownloadMenu';
import { PlayerDialog } from './PlayerDialog';

/** Where the RecapProps of a video are served: the answer's props_url, else the videos API. */
export const propsUrlOf = (video: Video) => video.props_url ?? `/api/get/video-props/${encodeURIComponent(String(video.id))}`;

const STAGE_LABELS: Record<string, string> = {
  starting: 'Starting',
  facts: 'Reading the week',
  script: 'Writing the script',
  voice: 'Recording the voice',
  avatars: 'Fetching the pictures',
  render: 'Rendering',
  storing: 'Saving',
} satisfies Partial<Record<JobStage, string>>;

/** Where an in-progress recap stands, in words: its place in line, or what it is doing and how far. */
export function progressLine(video: Pick<Video, 'stage' | 'percent' | 'ahead'>): string {
  if (video.ahead != null && (!video.stage || video.stage === 'queued')) {
    if (video.ahead === 0) return 'Next in line';
    return `${video.ahead} ${video.ahead === 1 ? 'recap' : 'recaps'} ahead of yours`;
  }
  const label = (video.stage && STAGE_LABELS[video.stage]) ?? 'Rendering';
  return video.percent ? `${label} · ${Math.round(video.percent)}%` : label;
}

/** The in-progress card's promise: the estimated wait when known, and the e-mail that follows. */
export function waitLine(video?: Pick<Video, 'wait'>): string {
  const wait = video?.wait ? `Your recap should be ready in ${waitText(video.wait)}. ` : '';
  return `${wait}We'll e-mail you when it's ready, so you can close this page.`;
}

export function InProgressCard({
  title,
  leagueName,
  video,
}: {
  title?: string;
  leagueName?: string | null;
  video?: Pick<Video, 'stage' | 'percent' | 'ahead' | 'wait'>;
}) {
  const line = video ? progressLine(video) : null;
  return (
    <article className="video-card video-card-progress" aria-busy="true">
      <div className="thumb thumb-progress">
        <span className="spinner" aria-hidden="true" />
        {line ? (
          <span className="progress-note" role="status">
            {line}
          </span>
        ) : null}
      </div>
      <div className="video-body">
        <h3>Video in progress</h3>
        {title ? <p className="small">{title}</p> : null}
        <p className="muted">{waitLine(video)}</p>
        <div className="badges">
          {leagueName ? <span className="badge">{leagueName}</span> : null}
          <span className="badge badge-accent">In Progress</span>
          {video?.wait ? <span className="badge">~{waitText(video.wait).replace(/^about /, '')}</span> : null}
        </div>
      </div>
    </article>
  );
}

export function VideoCard({ video }: { video: Video }) {
  const { socials, discordUrl } = useSite();
  const [playing, setPlaying] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [tip, setTip] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clear = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clear.current), []);

  if (!video.completed) return <InProgressCard title={video.title} leagueName={video.leagueName} video={video} />;

  const download = async (choice: DownloadChoice) => {
    setBusy(true);
    setTip(null);
    window.clearTimeout(clear.current);
    try {
      await downloadVideo(
        choice.url,
        video.id,
        (s, t) => {
          setStatus(s);
          if (t) setTip(t);
        },
        choice.name,
      );
    } catch (err) {
      setStatus(err instanceof Error && err.message ? err.message : DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
      clear.current = window.setTimeout(() => {
        setStatus(null);
        setTip(null);
      }, MESSAGE_CLEAR_MS);
    }
  };

  const matchups = video.matchups ?? [];
  const duration = video.duration;
  const tagUrl = socials.instagram ?? socials.tiktok ?? discordUrl;
  return (
    <article className="video-card">
      <div className="thumb">
        {video.thumbnail_url ? <img src={video.thumbnail_url} alt="" loading="lazy" /> : <div className="thumb-placeholder" aria-hidden="true" />}
        <button type="button" className="thumb-play" aria-label={`Play ${video.title}`} onClick={() => setPlaying(true)}>
          <PlayIcon size={40} />
        </button>
        <DownloadMenu title={video.title} choices={downloadChoices(video, downloadUrl(video.id))} busy={busy} onChoose={(c) => void download(c)} />
        {status ? (
          <p className="download-status" role="status">
            {status}
            {tip ? ` ${tip}` : ''}
          </p>
        ) : null}
      </div>
      <div className="video-body">
        <h3>{video.title}</h3>
        <div className="badges">
          {video.leagueName ? <span className="badge">{video.leagueName}</span> : null}
          {duration ? <span className="badge">{duration}</span> : null}
          {video.resolution ? <span className="badge">{video.resolution}</span> : null}
        </div>
        {matchups.length ? (
          <details className="matchups">
            <summary>View Matchups ({matchups.length})</summary>
            <ul>
              {matchups.map((m, i) => (
                <li key={i}>
                  <span>{m.team1}</span> <strong>{m.score1}</strong>
                  <span className="muted"> vs </span>
                  <strong>{m.score2}</strong> <span>{m.team2}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <a className="tag-us" href={tagUrl} target="_blank" rel="noreferrer">
          Tag us if you post
        </a>
      </div>
      {playing ? <PlayerDialog title={video.title} propsUrl={propsUrlOf(video)} onClose={() => setPlaying(false)} /> : null}
    </article>
  );
}

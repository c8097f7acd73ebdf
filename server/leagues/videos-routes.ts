// The user's recaps: list, in-progress check, download (with Range), thumbnail, Player props,
// and asking for a new recap of the latest final week. Only videos of leagues the user owns.
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { parse } from '../http/validate';
import { startFirstRecaps } from './first-recap';
import { jobsAhead } from '../jobs/queue';
import { formatDuration, type ApiVideo } from '../../src/api/video';
import { chatFileName } from '../videos/chat-file';
import { PRIVATE_CACHE } from '../videos/media';
import { findOwnedVideo, videosOfUser, type VideoRow } from '../videos/reads';
import { sendStoredFile, type SendStoredFileOptions } from '../videos/storage';
import { estimateWait } from '../videos/wait-estimate';
import { leaguesOf } from './store';

const VideoIdParam = z.object({
  id: z.coerce.number({ error: 'The video id must be a number.' }).int('The video id must be a whole number.').positive('The video id must be positive.'),
});

export function videosRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db } = ctx;

  /** The video if its league belongs to the user; otherwise the same 404 as a missing one. */
  function ownedVideo(req: express.Request): VideoRow {
    const { id } = parse(VideoIdParam, req.params);
    const row = findOwnedVideo(db, id, requireUserId(req));
    if (!row) throw new HttpError(404, 'Video not found.');
    return row;
  }

  /**
   * Streams a file of the video store (local folder or S3 bucket) with HEAD, Range and conditional
   * GETs; a file missing from the store answers 404, a failing store 502. Call after ownedVideo.
   */
  function storedFile(req: express.Request, res: express.Response, rel: string, options: Partial<SendStoredFileOptions> = {}): Promise<void> {
    return sendStoredFile(req, res, ctx.storage, rel, {
      cacheControl: PRIVATE_CACHE,
      onError: (err) => ctx.log.error('video store read failed', { file: rel, error: String(err) }),
      ...options,
    });
  }

  r.get('/api/get/user-videos', (req, res) => {
    const userId = requireUserId(req);
    const videos = videosOfUser(db, userId).map(
      (v): ApiVideo => ({
        id: v.id,
        completed: true,
        title: v.title,
        thumbnail_url: `/api/get/video-thumbnail/${v.id}`,
        download_url: `/api/download/video/${v.id}`,
        bytes: v.bytes,
        // "Small (for group chats)" is offered only when the rendition was made.
        chat_download_url: v.chat_file_path ? `/api/download/video/${v.id}/small` : null,
        chat_bytes: v.chat_file_path ? v.chat_bytes : null,
        props_url: `/api/get/video-props/${v.id}`,
        leagueName: v.league_name,
        platform_league_id: v.platform_league_id,
        season: v.season,
        week: v.week,
        duration: formatDuration(v.duration_seconds),
        duration_seconds: v.duration_seconds,
        resolution: v.resolution,
        matchups: JSON.parse(v.matchups) as ApiVideo['matchups'],
        created_at: v.created_at,
      }),
    );
    const inProgress = (
      db
        .prepare(
          `SELECT j.id, j.season, j.week, j.state, j.stage, j.percent, j.priority, j.run_after, l.name, l.platform_league_id FROM jobs j
           JOIN leagues l ON l.id = j.league_id
           WHERE l.owner_user_id = ? AND j.state IN ('queued','running') ORDER BY j.id DESC`,
        )
        .all(userId) as {
        id: number;
        season: string;
        week: number;
        state: string;
        stage: string | null;
        percent: number;
        priority: number;
        run_after: number;
        name: string;
        platform_league_id: string;
      }[]
    ).map((j): ApiVideo => {
      const ahead = jobsAhead(db, j);
      return {
        id: `job-${j.id}`,
        completed: false,
        title: `${j.name} · Week ${j.week} recap`,
        thumbnail_url: null,
        leagueName: j.name,
        platform_league_id: j.platform_league_id,
        season: j.season,
        week: j.week,
        duration: null,
        resolution: null,
        matchups: [],
        stage: j.stage,
        percent: j.percent,
        ahead,
        // In-process workers make this many recaps at once (BullMQ workers elsewhere: at least one).
        wait: estimateWait({ state: j.state, ahead, percent: j.percent }, ctx.config.WORKERS),
      };
    });
    res.set('Cache-Control', 'no-store').json({ success: true, videos: [...inProgress, ...videos] });
  });

  r.get('/api/get/user-video-jobs', async (req, res) => {
    const userId = requireUserId(req);
    const hasInProgressJobs = ctx.jobs
      ? await ctx.jobs.hasInProgressJobs(userId)
      : db
          .prepare(
            `SELECT 1 FROM jobs j JOIN leagues l ON l.id = j.league_id
             WHERE l.owner_user_id = ? AND j.state IN ('queued','running') LIMIT 1`,
          )
          .get(userId) !== undefined;
    res.set('Cache-Control', 'no-store').json({ success: true, hasInProgressJobs });
  });

  // Streamed from the store with HTTP Range support (206 partial, 416 unsatisfiable).
  r.get('/api/download/video/:id', async (req, res) => {
    const video = ownedVideo(req);
    await storedFile(req, res, video.file_path, { downloadName: `recap-video-${video.id}.mp4`, contentType: 'video/mp4' });
  });

  // The chat rendition ("Small (for group chats)"): the same owner check, Range and HEAD as the full file.
  r.get('/api/download/video/:id/small', async (req, res) => {
    const video = ownedVideo(req);
    if (!video.chat_file_path) throw new HttpError(404, 'This recap has no small version.');
    await storedFile(req, res, video.chat_file_path, { downloadName: chatFileName(video.id), contentType: 'video/mp4' });
  });

  r.get('/api/get/video-thumbnail/:id', async (req, res) => {
    const video = ownedVideo(req);
    await storedFile(req, res, video.thumbnail_path);
  });

  // The RecapProps the video was rendered with, for the website's Player.
  r.get('/api/get/video-props/:id', (req, res) => {
    const video = ownedVideo(req);
    res.json({ success: true, id: video.id, props: JSON.parse(video.props) as unknown });
  });

  // After payment: a recap of the latest final week for each of the user's paid leagues.
  r.post('/api/post/create-new-video-job', async (req, res) => {
    const userId = requireUserId(req);
    if (!ctx.jobs) throw new HttpError(503, 'Video jobs are not running on this server right now. Please try again later.');
    const paid = leaguesOf(db, userId).filter((l) => l.paid === 1);
    if (paid.length === 0) throw new HttpError(402, 'No paid league yet: subscribe to get recap videos.');
    // The same rule and queue as a league's first recap after payment (leagues/first-recap.ts).
    const { started, skipped: notStarted } = await startFirstRecaps(
      { db, sleeper: ctx.sleeper, jobs: ctx.jobs },
      paid.map((l) => l.id),
    );
    const jobs = started.map((j) => ({ platform_league_id: j.platformLeagueId, season: j.season, week: j.week, id: j.jobId, state: j.state }));
    const skipped = notStarted.map((s) => ({ platform_league_id: s.platformLeagueId, reason: s.reason }));
    res.status(jobs.length ? 202 : 200).json({ success: true, jobs, skipped });
  });

  return r;
}

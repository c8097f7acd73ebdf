// The user's recaps: list, in-progress check, download (with Range), thumbnail, Player props,
// and asking for a new recap of the latest final week. Only videos of leagues the user owns.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { parse } from '../http/validate';
import { resolveStored } from '../videos/store';
import { PRIVATE_CACHE } from '../render/media';
import { weekToRecap } from '../recap/week';
import { leaguesOf } from './store';

const VideoIdParam = z.object({
  id: z.coerce.number({ error: 'The video id must be a number.' }).int('The video id must be a whole number.').positive('The video id must be positive.'),
});

type VideoRow = {
  id: number;
  season: string;
  week: number;
  title: string;
  league_name: string;
  duration_seconds: number;
  resolution: string;
  matchups: string;
  props: string;
  file_path: string;
  thumbnail_path: string;
  bytes: number;
  created_at: string;
  platform_league_id: string;
};

/** "2:05" for the card's duration badge. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Whether a file of the video store (`12/2026/week-4-ab12cd/voice/intro.wav`, as /media serves it)
 * lies inside the folder of a video of a league the user owns: the check behind /media.
 */
export function ownsVideoFile(db: Database, videoDir: string, userId: number, file: string): boolean {
  const rows = db.prepare('SELECT v.file_path FROM videos v JOIN leagues l ON l.id = v.league_id WHERE l.owner_user_id = ?').all(userId) as {
    file_path: string;
  }[];
  const root = path.resolve(videoDir);
  return rows.some(({ file_path }) => {
    let folder: string;
    try {
      folder = path
        .relative(root, path.dirname(resolveStored(videoDir, file_path)))
        .split(path.sep)
        .join('/');
    } catch {
      return false;
    }
    return folder !== '' && !folder.startsWith('..') && file.startsWith(`${folder}/`);
  });
}

export function videosRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, config } = ctx;

  /** The video if its league belongs to the user; otherwise the same 404 as a missing one. */
  function ownedVideo(req: express.Request): VideoRow {
    const { id } = parse(VideoIdParam, req.params);
    const row = db
      .prepare(
        `SELECT v.*, l.platform_league_id FROM videos v JOIN leagues l ON l.id = v.league_id
         WHERE v.id = ? AND l.owner_user_id = ?`,
      )
      .get(id, requireUserId(req)) as VideoRow | undefined;
    if (!row) throw new HttpError(404, 'Video not found.');
    return row;
  }

  function storedFile(rel: string): string {
    const abs = resolveStored(config.videoDir, rel);
    if (!fs.existsSync(abs)) throw new HttpError(404, 'The video file is missing. Please contact support.');
    return abs;
  }

  r.get('/api/get/user-videos', (req, res) => {
    const userId = requireUserId(req);
    const videos = (
      db
        .prepare(
          `SELECT v.*, l.platform_league_id FROM videos v JOIN leagues l ON l.id = v.league_id
           WHERE l.owner_user_id = ? ORDER BY v.season DESC, v.week DESC, v.id DESC`,
        )
        .all(userId) as VideoRow[]
    ).map((v) => ({
      id: v.id,
      completed: true,
      title: v.title,
      thumbnail_url: `/api/get/video-thumbnail/${v.id}`,
      download_url: `/api/download/video/${v.id}`,
      props_url: `/api/get/video-props/${v.id}`,
      leagueName: v.league_name,
      platform_league_id: v.platform_league_id,
      season: v.season,
      week: v.week,
      duration: formatDuration(v.duration_seconds),
      duration_seconds: v.duration_seconds,
      resolution: v.resolution,
      matchups: JSON.parse(v.matchups) as unknown,
      created_at: v.created_at,
    }));
    const inProgress = (
      db
        .prepare(
          `SELECT j.id, j.season, j.week, j.state, j.stage, j.percent, l.name, l.platform_league_id FROM jobs j
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
        name: string;
        platform_league_id: string;
      }[]
    ).map((j) => ({
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
    }));
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

  // res.download streams with HTTP Range support (206 partial, 416 unsatisfiable).
  r.get('/api/download/video/:id', (req, res, next) => {
    const video = ownedVideo(req);
    const file = storedFile(video.file_path);
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    res.download(file, `recap-video-${video.id}.mp4`, { headers: { 'Content-Type': 'video/mp4' }, cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });

  r.get('/api/get/video-thumbnail/:id', (req, res, next) => {
    const video = ownedVideo(req);
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    res.sendFile(storedFile(video.thumbnail_path), { cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
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
    const jobs: { platform_league_id: string; season: string; week: number; id: number; state: string }[] = [];
    const skipped: { platform_league_id: string; reason: string }[] = [];
    const state = await ctx.sleeper.getState();
    for (const l of paid) {
      const league = await ctx.sleeper.getLeague(l.platform_league_id);
      if (!league) {
        skipped.push({ platform_league_id: l.platform_league_id, reason: 'Sleeper no longer knows this league.' });
        continue;
      }
      const pick = weekToRecap(state, league);
      if (pick.week === null) {
        skipped.push({ platform_league_id: l.platform_league_id, reason: pick.reason });
        continue;
      }
      const job = await ctx.jobs.enqueue(l.id, pick.season, pick.week);
      jobs.push({ platform_league_id: l.platform_league_id, season: pick.season, week: pick.week, id: job.id, state: job.state });
    }
    res.status(jobs.length ? 202 : 200).json({ success: true, jobs, skipped });
  });

  return r;
}

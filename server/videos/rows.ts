// The videos table's one write: the row of a finished job, written in its job's transaction.
import type { Database } from '../db/database';
import type { JobRow, StoredVideo } from '../jobs/job';

/** Inserts the video row of a finished job; a re-render of the same week replaces the old row. */
export function insertVideoRow(db: Database, job: Pick<JobRow, 'league_id' | 'season' | 'week'>, v: StoredVideo): number {
  const res = db
    .prepare(
      `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props,
         spoken_lines, file_path, thumbnail_path, bytes, chat_file_path, chat_bytes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (league_id, season, week) DO UPDATE SET title = excluded.title, league_name = excluded.league_name,
         duration_seconds = excluded.duration_seconds, resolution = excluded.resolution, matchups = excluded.matchups,
         props = excluded.props, spoken_lines = excluded.spoken_lines, file_path = excluded.file_path,
         thumbnail_path = excluded.thumbnail_path, bytes = excluded.bytes,
         chat_file_path = excluded.chat_file_path, chat_bytes = excluded.chat_bytes, created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       RETURNING id`,
    )
    .get(
      job.league_id,
      job.season,
      job.week,
      v.title,
      v.leagueName,
      v.durationSeconds,
      v.resolution,
      JSON.stringify(v.matchups),
      JSON.stringify(v.props),
      JSON.stringify(v.spokenLines),
      v.filePath,
      v.thumbnailPath,
      v.bytes,
      v.chatFilePath ?? null,
      v.chatBytes ?? null,
    ) as { id: number };
  return res.id;
}

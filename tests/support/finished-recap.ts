// A finished recap as a worker leaves it, for tests that download one: its folder in the video
// store (recap.mp4, thumbnail.jpg and, when given, the chat rendition chat.mp4) and its videos row.
// Shared by the download tests of the API (both stores) and of the dashboard (in the browser).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import type { VideoStorage } from '../../server/videos/storage/types';

export interface FinishedRecap {
  /** The Sleeper id of a league already in the database. */
  platformLeagueId: string;
  leagueName: string;
  title: string;
  week: number;
  /** The bytes of recap.mp4, thumbnail.jpg and (when the recap has one) chat.mp4. */
  full: Uint8Array;
  thumbnail: Uint8Array;
  chat?: Uint8Array;
}

/** Stores the recap's folder under `<league id>/2026/week-<n>-<random>` and inserts its row; returns the video id. */
export async function storeFinishedRecap(db: Database, storage: VideoStorage, recap: FinishedRecap): Promise<number> {
  const { id: leagueId } = db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(recap.platformLeagueId) as { id: number };
  const folder = `${leagueId}/2026/week-${recap.week}-${crypto.randomBytes(6).toString('hex')}`;
  const local = fs.mkdtempSync(path.join(os.tmpdir(), 'finished-recap-'));
  fs.writeFileSync(path.join(local, 'recap.mp4'), recap.full);
  fs.writeFileSync(path.join(local, 'thumbnail.jpg'), recap.thumbnail);
  if (recap.chat) fs.writeFileSync(path.join(local, 'chat.mp4'), recap.chat);
  await storage.uploadFolder(local, folder, { move: true });
  fs.rmSync(local, { recursive: true, force: true });
  const row = db
    .prepare(
      `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes,
         chat_file_path, chat_bytes)
       VALUES (?, '2026', ?, ?, ?, 140.4, '1080x1920', '[]', '{}', ?, ?, ?, ?, ?)`,
    )
    .run(
      leagueId,
      recap.week,
      recap.title,
      recap.leagueName,
      `${folder}/recap.mp4`,
      `${folder}/thumbnail.jpg`,
      recap.full.length,
      recap.chat ? `${folder}/chat.mp4` : null,
      recap.chat ? recap.chat.length : null,
    );
  return Number(row.lastInsertRowid);
}

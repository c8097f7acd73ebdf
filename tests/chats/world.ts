// What the chat tests share: a real little recap (an H.264 MP4 and a JPEG thumbnail made by
// ffmpeg) in a local video store, the rows of an owner, a league and a ready video, and the
// settings that point the chat transport at the local stand-in with short retries.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { loadConfig, type Config } from '../../server/config';
import { LocalVideoStorage } from '../../server/videos/storage';

export const TOKENS = {
  discord: 'https://discord.com/api/webhooks/112233445566778899/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyz01',
  slack: 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx',
  groupmeBot: 'a1b2c3d4e5f6a7b8c9d0e1f2a3',
  groupmeToken: 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210',
  telegramToken: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_',
  telegramChat: '-1001234567890',
};

/** The settings the delivery step reads, pointed at `chatApiUrl`. */
export function chatConfig(chatApiUrl: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    CHAT_API_URL: chatApiUrl,
    CHAT_RETRY_DELAYS_MS: '5,5',
    CHAT_TIMEOUT_MS: '5000',
    PUBLIC_URL: 'http://localhost:3999',
    ...extra,
  });
}

/** A 2-second 360×640 H.264 recap and its thumbnail, made once per folder. */
export function makeMedia(dir: string): { mp4: string; jpg: string } {
  const mp4 = path.join(dir, 'recap.mp4');
  const jpg = path.join(dir, 'thumbnail.jpg');
  if (!fs.existsSync(mp4)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=360x640:d=2:r=15', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', mp4]);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', mp4, '-frames:v', '1', jpg]);
  }
  return { mp4, jpg };
}

export function seedOwnerAndLeague(db: Database, email = 'owner@example.com'): { userId: number; leagueId: number } {
  const { id: userId } = db.prepare(`INSERT INTO users (email, first_name) VALUES (?, 'Olive') RETURNING id`).get(email) as { id: number };
  const { id: leagueId } = db
    .prepare(`INSERT INTO leagues (platform_league_id, owner_user_id, name, season, paid) VALUES (?, ?, 'The Chat League', '2026', 1) RETURNING id`)
    .get(String(900000 + userId), userId) as { id: number };
  return { userId, leagueId };
}

/** A ready video of the league for `week`, its files in the store. */
export async function seedVideo(
  db: Database,
  storage: LocalVideoStorage,
  leagueId: number,
  week: number,
  media: { mp4: string; jpg: string },
): Promise<number> {
  const dir = `${leagueId}/2026/week-${week}`;
  await storage.putFile(`${dir}/recap.mp4`, { localPath: media.mp4 });
  await storage.putFile(`${dir}/thumbnail.jpg`, { localPath: media.jpg });
  const { id } = db
    .prepare(
      `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
       VALUES (?, '2026', ?, 'Recap', 'The Chat League', 2, '360x640', '[]', '{}', ?, ?, ?) RETURNING id`,
    )
    .get(leagueId, week, `${dir}/recap.mp4`, `${dir}/thumbnail.jpg`, fs.statSync(media.mp4).size) as { id: number };
  return id;
}

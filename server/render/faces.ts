// Faces: the headshots of the players a recap shows and their NFL teams' logos, from Sleeper's
// image CDN. Like avatars they are fetched before the render (renders are offline) into the
// video's folder, but through a disk cache shared by every recap (DATA_DIR/cache/faces, keyed by
// URL): a star's photo is fetched once, not every week for every league. Anything that fails
// (timeout, 404, not an image, too big, over the time budget) is null: the video shows a
// silhouette in the team's colour. Nothing here ever fails a recap.
//   photo  <cdn>/content/nfl/players/thumb/<player id>.jpg  (a team defense: its team's logo)
//   logo   <cdn>/images/team_logos/nfl/<code lower case>.png
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { isNflTeamCode, nflTeam } from '../sleeper/nfl-teams';

export const SLEEPER_CDN = 'https://sleepercdn.com';

const TYPES: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };
const MAX_BYTES = 2 * 1024 * 1024;
const DAY = 24 * 3600 * 1000;

/** A player whose face is fetched: his headshot, and his NFL team's logo when known. */
export type CardPlayer = { playerId: string; nflTeam: string | null };
/** Fetched faces: media paths by player id and by NFL team code; null = none. */
export type CardFaces = { photos: Record<string, string | null>; logos: Record<string, string | null> };

export type Faces = CardFaces & {
  /** What happened, for logs and tests: URLs asked of the CDN, served from the cache, missing. */
  stats: { requested: number; cached: number; missing: number };
};
export const NO_FACES: Faces = { photos: {}, logos: {}, stats: { requested: 0, cached: 0, missing: 0 } };

export type FacesOptions = {
  /** CDN base, e.g. https://sleepercdn.com (no trailing path). */
  cdnUrl: string;
  /** The shared cache folder, e.g. DATA_DIR/cache/faces. */
  cacheDir: string;
  /** Names the CDN in cache keys; default cdnUrl (a local CDN on a random port passes a fixed name). */
  cacheScope?: string;
  /** Per request; default 4 s. */
  timeoutMs?: number;
  /** For all the faces of a recap together; what is not fetched by then is missing. Default 15 s. */
  budgetMs?: number;
  /** A cached picture older than this is fetched again (the old one kept if that fails); default 30 days. */
  maxAgeMs?: number;
  /** A 404 is remembered this long before asking again; default 7 days. */
  missingTtlMs?: number;
  /** Folder under the video's folder; default "faces". */
  subdir?: string;
};

/** A team defense's player id is its team code ("DET"). */
export const isTeam = (id: string) => !/^\d+$/.test(id) && isNflTeamCode(id.toUpperCase());
const logoCode = (code: string) => (nflTeam(code.toUpperCase())?.current ?? code).toLowerCase();

export const teamLogoPath = (code: string) => `/images/team_logos/nfl/${encodeURIComponent(logoCode(code))}.png`;
/** A player's headshot; a team defense (id "DET") has its team's logo instead. */
export const playerPhotoPath = (playerId: string) =>
  isTeam(playerId) ? teamLogoPath(playerId) : `/content/nfl/players/thumb/${encodeURIComponent(playerId)}.jpg`;

/** Fetches the photos and logos of `players` into `<mediaDir>/<subdir>/` through the shared cache. */
export async function fetchFaces(players: CardPlayer[], mediaDir: string, opts: FacesOptions): Promise<Faces> {
  const stats = { requested: 0, cached: 0, missing: 0 };
  const subdir = opts.subdir ?? 'faces';
  const cdn = opts.cdnUrl.replace(/\/+$/, '');
  const scope = opts.cacheScope ?? cdn;
  const timeoutMs = opts.timeoutMs ?? 4000;
  const maxAgeMs = opts.maxAgeMs ?? 30 * DAY;
  const missingTtlMs = opts.missingTtlMs ?? 7 * DAY;
  const budget = AbortSignal.timeout(opts.budgetMs ?? 15_000);
  const inFlight = new Map<string, Promise<string | null>>();
  try {
    fs.mkdirSync(opts.cacheDir, { recursive: true });
  } catch {
    return { ...NO_FACES, stats };
  }

  /** The cached file of a CDN path, fetched when missing or stale; null when there is none. */
  const cached = async (urlPath: string): Promise<string | null> => {
    const key = crypto.createHash('sha1').update(`${scope}\n${urlPath}`).digest('hex').slice(0, 20);
    const files = [...Object.values(TYPES), '.404'].map((ext) => `${key}${ext}`).filter((f) => fs.existsSync(path.join(opts.cacheDir, f)));
    const image = files.find((f) => f !== `${key}.404`);
    const age = (f: string) => Date.now() - fs.statSync(path.join(opts.cacheDir, f)).mtimeMs;
    if (image && age(image) < maxAgeMs) {
      stats.cached++;
      return path.join(opts.cacheDir, image);
    }
    if (!image && files.includes(`${key}.404`) && age(`${key}.404`) < missingTtlMs) {
      stats.cached++;
      return null;
    }
    if (budget.aborted) return image ? path.join(opts.cacheDir, image) : null;
    stats.requested++;
    try {
      const res = await fetch(`${cdn}${urlPath}`, { signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), budget]), redirect: 'follow' });
      if (res.status === 404 || res.status === 410) {
        await res.body?.cancel();
        fs.writeFileSync(path.join(opts.cacheDir, `${key}.404`), '');
        if (image) fs.rmSync(path.join(opts.cacheDir, image), { force: true });
        return null;
      }
      const ext = TYPES[(res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()];
      if (!res.ok || !ext || Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) {
        await res.body?.cancel();
        return image ? path.join(opts.cacheDir, image) : null;
      }
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length === 0 || body.length > MAX_BYTES) return image ? path.join(opts.cacheDir, image) : null;
      const file = path.join(opts.cacheDir, `${key}${ext}`);
      const part = `${file}.part-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(part, body);
      fs.renameSync(part, file);
      for (const f of files) if (f !== `${key}${ext}`) fs.rmSync(path.join(opts.cacheDir, f), { force: true });
      return file;
    } catch {
      // Timeout, refused, over budget: missing this time, a stale copy if there is one.
      return image ? path.join(opts.cacheDir, image) : null;
    }
  };

  /** The picture as a file of the video's folder (hard link, else copy); its relative path or null. */
  const place = async (urlPath: string): Promise<string | null> => {
    const file = await cached(urlPath).catch(() => null);
    if (!file) return null;
    try {
      const name = path.basename(file);
      const target = path.join(mediaDir, subdir, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (!fs.existsSync(target)) {
        try {
          fs.linkSync(file, target);
        } catch {
          fs.copyFileSync(file, target);
        }
      }
      return `${subdir}/${name}`;
    } catch {
      return null;
    }
  };
  const get = (urlPath: string) => inFlight.get(urlPath) ?? inFlight.set(urlPath, place(urlPath)).get(urlPath)!;

  // Every picture to fetch, a few in flight.
  const jobs: [kind: 'photos' | 'logos', id: string, urlPath: string][] = [];
  for (const p of players) {
    jobs.push(['photos', p.playerId, playerPhotoPath(p.playerId)]);
    if (p.nflTeam && isNflTeamCode(p.nflTeam.toUpperCase())) jobs.push(['logos', p.nflTeam, teamLogoPath(p.nflTeam)]);
  }
  const photos: Record<string, string | null> = {};
  const logos: Record<string, string | null> = {};
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [kind, id, urlPath] = job;
      const got = await get(urlPath);
      (kind === 'photos' ? photos : logos)[id] = got;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  stats.missing = [...Object.values(photos), ...Object.values(logos)].filter((v) => v === null).length;
  return { photos, logos, stats };
}

/** A CDN and the name its pictures are cached under. */
export type FaceSource = Required<Pick<FacesOptions, 'cdnUrl' | 'cacheScope'>>;

/**
 * Where faces come from: SLEEPER_CDN_URL (`npm start` points it at a local CDN on the demo),
 * else Sleeper's own; cached under SLEEPER_CDN_CACHE_SCOPE when a CDN's port changes per run.
 */
export function faceSource(config: Pick<Config, 'SLEEPER_CDN_URL' | 'SLEEPER_CDN_CACHE_SCOPE'>): FaceSource {
  const cdnUrl = config.SLEEPER_CDN_URL ?? SLEEPER_CDN;
  return { cdnUrl, cacheScope: config.SLEEPER_CDN_CACHE_SCOPE ?? cdnUrl.replace(/\/+$/, '') };
}

// Avatars live on Sleeper's CDN; renders are offline. So before a render each picture is fetched
// once into the video's folder, and anything that fails (timeout, not an image, too big) becomes
// null: the video then shows the team's initials.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif' };
const MAX_BYTES = 2 * 1024 * 1024;

export type AvatarOptions = { timeoutMs?: number; subdir?: string };

/** Fetches one picture into `<mediaDir>/<subdir>/`; returns its path relative to mediaDir, or null. */
export async function fetchAvatar(url: string | null, mediaDir: string, opts: AvatarOptions = {}): Promise<string | null> {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const subdir = opts.subdir ?? 'avatars';
  const stem = crypto.createHash('sha1').update(url).digest('hex').slice(0, 16);
  const existing = fs.existsSync(path.join(mediaDir, subdir)) ? fs.readdirSync(path.join(mediaDir, subdir)).find((f) => f.startsWith(`${stem}.`)) : undefined;
  if (existing) return `${subdir}/${existing}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 4000), redirect: 'follow' });
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const ext = TYPES[type];
    if (!res.ok || !ext) return null;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length === 0 || body.length > MAX_BYTES) return null;
    fs.mkdirSync(path.join(mediaDir, subdir), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, subdir, `${stem}${ext}`), body);
    return `${subdir}/${stem}${ext}`;
  } catch {
    return null;
  }
}

/** Many pictures at once, a few in flight; keyed like the input. */
export async function fetchAvatars<K extends string | number>(
  urls: Map<K, string | null>,
  mediaDir: string,
  opts: AvatarOptions = {},
): Promise<Map<K, string | null>> {
  const out = new Map<K, string | null>();
  const entries = [...urls];
  const worker = async () => {
    for (let next = entries.shift(); next; next = entries.shift()) out.set(next[0], await fetchAvatar(next[1], mediaDir, opts));
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return out;
}

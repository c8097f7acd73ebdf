// The public page of a shared recap (/v/<token>) and the one 404 every missing, malformed or
// revoked link gets. Server-rendered, so chat apps that never run scripts read the Open Graph and
// Twitter card tags and unfurl a playable card. It names the league, the week and the recap's
// own files (through the token); nothing of the account, no ids, no other recap.
import type { ImageSize } from './image-size';

export type SharePageInput = {
  /** Absolute URL of this page (`$PUBLIC_URL/v/<token>`). */
  pageUrl: string;
  leagueName: string;
  season: string;
  week: number;
  durationSeconds: number;
  /** `1080x1920` as stored with the video. */
  resolution: string;
  videoBytes: number;
  thumbnail: ImageSize | null;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `1080x1920` → its numbers; the house format when the row says something else. */
function dimensions(resolution: string): { width: number; height: number } {
  const m = /^(\d+)x(\d+)$/.exec(resolution);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width: 1080, height: 1920 };
}

/** 131.2 → `2:11`. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const shareTitle = (p: Pick<SharePageInput, 'leagueName' | 'week'>) => `${p.leagueName} · Week ${p.week} recap`;

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;background:#0b1020;color:#f4f6fb;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:480px;margin:0 auto;padding:12px 12px 28px;display:flex;flex-direction:column;gap:12px;min-height:100vh}
h1{font-size:1.15rem;margin:4px 0 0;line-height:1.3}p{margin:0;color:#a9b3cf;font-size:.95rem}
.frame{position:relative;width:100%;aspect-ratio:9/16;max-height:78vh;margin:0 auto;background:#000;border-radius:14px;overflow:hidden}
video{width:100%;height:100%;display:block;object-fit:contain;background:#000}
.sound{position:absolute;right:10px;top:10px;border:0;border-radius:999px;padding:10px 14px;font-size:.95rem;font-weight:600;background:rgba(0,0,0,.65);color:#fff}
.actions{display:flex;flex-direction:column;gap:10px}
.button{display:block;text-align:center;text-decoration:none;border-radius:10px;padding:13px 16px;font-weight:700;font-size:1rem}
.primary{background:#ff5a1f;color:#1a0a02}.ghost{border:1px solid #2a3660;color:#f4f6fb}
.brand{font-weight:800;letter-spacing:.02em;color:#ff5a1f;text-decoration:none}
a:focus-visible,button:focus-visible{outline:3px solid #ffd166;outline-offset:2px}`;

export function sharePage(p: SharePageInput): string {
  const title = shareTitle(p);
  const description = `The ${p.season} week ${p.week} recap of ${p.leagueName}: every matchup, roasted. Made by Recap League.`;
  const video = dimensions(p.resolution);
  const videoUrl = `${p.pageUrl}/video.mp4`;
  const imageUrl = `${p.pageUrl}/thumbnail.jpg`;
  const secure = p.pageUrl.startsWith('https:');
  const meta = (attr: 'property' | 'name', key: string, value: string | number) => `<meta ${attr}="${key}" content="${esc(String(value))}">`;
  const tags = [
    meta('name', 'robots', 'noindex, nofollow'),
    meta('name', 'description', description),
    meta('property', 'og:type', 'video.other'),
    meta('property', 'og:site_name', 'Recap League'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', p.pageUrl),
    meta('property', 'og:image', imageUrl),
    ...(p.thumbnail
      ? [
          meta('property', 'og:image:type', p.thumbnail.type),
          meta('property', 'og:image:width', p.thumbnail.width),
          meta('property', 'og:image:height', p.thumbnail.height),
        ]
      : []),
    meta('property', 'og:image:alt', title),
    meta('property', 'og:video', videoUrl),
    ...(secure ? [meta('property', 'og:video:secure_url', videoUrl)] : []),
    meta('property', 'og:video:type', 'video/mp4'),
    meta('property', 'og:video:width', video.width),
    meta('property', 'og:video:height', video.height),
    meta('property', 'video:duration', Math.round(p.durationSeconds)),
    meta('name', 'twitter:card', 'player'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:player', p.pageUrl),
    meta('name', 'twitter:player:width', video.width),
    meta('name', 'twitter:player:height', video.height),
    meta('name', 'twitter:player:stream', videoUrl),
    meta('name', 'twitter:player:stream:content_type', 'video/mp4'),
  ];
  const mb = (p.videoBytes / (1024 * 1024)).toFixed(1);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${esc(title)}</title>
${tags.join('\n')}
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">Recap League</a>
<div class="frame">
<video id="recap" src="${esc(videoUrl)}" poster="${esc(imageUrl)}" width="${video.width}" height="${video.height}" autoplay muted playsinline loop controls preload="metadata" aria-label="${esc(title)}"></video>
<button type="button" class="sound" id="sound" aria-pressed="false">Tap for sound</button>
</div>
<h1>${esc(title)}</h1>
<p>${esc(p.season)} season, week ${p.week} · ${clock(p.durationSeconds)}</p>
<div class="actions">
<a class="button ghost" href="${esc(p.pageUrl)}/download" download>Download the video (${mb} MB)</a>
<a class="button primary" href="${esc(p.pageUrl)}/join">Get a recap for your league</a>
</div>
</main>
<script src="/v/_/share.js" defer></script>
</body>
</html>`;
}

/** Muted autoplay is all a phone allows; a tap unmutes (and starts it, should autoplay be blocked). */
export const SHARE_SCRIPT = `(function(){var v=document.getElementById('recap'),b=document.getElementById('sound');if(!v||!b)return;
function sync(){var on=!v.muted;b.textContent=on?'Mute':'Tap for sound';b.setAttribute('aria-pressed',on?'true':'false');}
b.addEventListener('click',function(){v.muted=!v.muted;if(v.paused)v.play().catch(function(){});sync();});
v.addEventListener('volumechange',sync);var p=v.play();if(p&&p.catch)p.catch(function(){});})();`;

/** The same answer for every link that opens nothing: no hint whether it ever existed. */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Recap not found · Recap League</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">Recap League</a>
<h1>This recap isn't available</h1>
<p>The link may be mistyped, or its owner stopped sharing it.</p>
<div class="actions"><a class="button primary" href="/onboarding/platform">Get a recap for your league</a></div>
</main>
</body>
</html>`;

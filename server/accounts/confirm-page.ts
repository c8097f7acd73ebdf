// The page a magic link opens (GET /auth/magic/verify): one Sign in button that posts the token.
// It is rendered here, not by the single-page app, so it works as a plain form with no script,
// but it wears the website's look: the built site's own stylesheet (fonts, colours, buttons, read
// from web/dist/index.html) and the same markup as its pages (brand-only header, a narrow card).
// Before the site is built it falls back to a few inline rules with the same palette.
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../http/html';

const PRODUCT_NAME = 'Recap League';
/** The site's favicon (web/index.html); server-made pages name it so browsers ask no /favicon.ico. */
export const SITE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23ff5a1f'/%3E%3Cpath d='M12 9l12 7-12 7z' fill='white'/%3E%3C/svg%3E";

/** Before `npm run build:web`: the site's palette and the few classes this page uses. */
const FALLBACK_CSS = `*{box-sizing:border-box}body{margin:0;font-family:'Inter',system-ui,-apple-system,'Segoe UI',sans-serif;background:#0b1020;color:#f4f6fb;line-height:1.55}
a{color:#ff7a45}.app{min-height:100vh;display:flex;flex-direction:column}.app-simple{background:radial-gradient(1200px 600px at 50% -200px,#1b2754 0%,#0b1020 70%)}
main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:1.5rem 1rem 3rem}
.site-header{border-bottom:1px solid #2a3660;background:rgba(11,16,32,.9)}.header-row{max-width:1200px;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center}
.logo{display:inline-flex;align-items:center;gap:.5rem;color:#f4f6fb;text-decoration:none;font-family:'Anton','Impact',sans-serif;font-size:1.35rem;letter-spacing:.02em;text-transform:uppercase}
.logo-mark{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:8px;background:#ff5a1f;color:#fff;font-size:.9rem}
.page-narrow{max-width:640px;margin:1rem auto 0}.card{background:#161f3a;border:1px solid #2a3660;border-radius:14px;padding:1.5rem}
h1{font-size:clamp(1.7rem,4vw,2.4rem);line-height:1.15;margin:0 0 .5em}p{margin:0 0 1em}.muted,.fine-print{color:#a9b3cf}.fine-print{font-size:.85rem;margin-top:1rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.6rem 1.2rem;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer}
.button-primary{background:#ff5a1f;color:#1a0a02}.button-primary:hover{background:#ff7a45}.button-block{width:100%;margin-top:.75rem}`;

let cached: { dist: string; mtimeMs: number; hrefs: string[] } | null = null;

/** The stylesheets the built site's index.html links (cached until it is rebuilt). */
export function siteStylesheets(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(index).mtimeMs;
  } catch {
    return [];
  }
  if (cached && cached.dist === webDist && cached.mtimeMs === mtimeMs) return cached.hrefs;
  const html = fs.readFileSync(index, 'utf8');
  const hrefs = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => /\bhref=["']([^"']+)["']/i.exec(tag)?.[1])
    .filter((href): href is string => !!href && href.startsWith('/'));
  cached = { dist: webDist, mtimeMs, hrefs };
  return hrefs;
}

export function magicConfirmPage(opts: { email: string; token: string; csrf: string; webDist: string }): string {
  const sheets = siteStylesheets(opts.webDist);
  const styles = sheets.length ? sheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n') : `<style>${FALLBACK_CSS}</style>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign in to ${PRODUCT_NAME}</title>
<link rel="icon" href="${SITE_ICON}">
${styles}
</head><body><div class="app app-simple">
<header class="site-header"><div class="header-row"><a href="/" class="logo" aria-label="${PRODUCT_NAME} home"><span class="logo-mark" aria-hidden="true">▶</span><span class="logo-text">${PRODUCT_NAME}</span></a></div></header>
<main id="main"><section class="page-narrow card">
<h1>Sign in to ${PRODUCT_NAME}</h1>
<p>Continue as <strong>${escapeHtml(opts.email)}</strong>.</p>
<p class="muted">One press of the button signs you in. The link works once.</p>
<form method="post" action="/auth/magic/consume"><input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<input type="hidden" name="_csrf" value="${escapeHtml(opts.csrf)}"><button type="submit" class="button button-primary button-block">Sign in</button></form>
<p class="fine-print">Not you, or didn't ask for this? Close this page; nothing happens until the button is pressed.</p>
</section></main>
</div></body></html>`;
}

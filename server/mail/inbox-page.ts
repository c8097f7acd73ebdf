// GET /dev/inbox: the kept mails as a plain page, so the offline demo can follow magic links.
import type { RequestHandler } from 'express';
import type { Mailer } from './mailer';
import { escapeHtml } from '../http/html';
import { SITE_ICON } from '../accounts/confirm-page';

export function inboxPage(mailer: Mailer): RequestHandler {
  return (_req, res) => {
    const items = [...mailer.outbox]
      .reverse()
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}</article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html><head><meta charset="utf-8"><title>Dev inbox</title><link rel="icon" href="${SITE_ICON}">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#666}</style>
</head><body><h1>Dev inbox (${mailer.outbox.length})</h1><p>Mails the server would have sent. Shown only when SMTP_URL is unset.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  };
}

// The e-mails the product sends, as plain text with a simple HTML twin.
import type { Mail } from './mailer';
import { escapeHtml } from '../http/html';
import type { MagicPurpose } from '../../src/vocabulary';

/** Paragraphs (escaped) and an optional button link, as the HTML twin of a plain-text mail. */
export const html = (paragraphs: string[], link?: { href: string; label: string }) =>
  `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : ''
  }</div>`;

export function magicLinkUrl(publicUrl: string, token: string): string {
  return new URL(`/auth/magic/verify?token=${encodeURIComponent(token)}`, publicUrl).toString();
}

export function magicLinkMail(publicUrl: string, to: string, token: string, purpose: MagicPurpose): Mail {
  const url = magicLinkUrl(publicUrl, token);
  const action = purpose === 'signup' ? 'finish signing up' : 'sign in';
  const lines = [
    `Click the link below to ${action} to Recap League. It works once and expires in 15 minutes.`,
    "If you didn't ask for this, you can ignore this e-mail.",
  ];
  return {
    to,
    subject: purpose === 'signup' ? 'Finish signing up to Recap League' : 'Your Recap League sign-in link',
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n`,
    html: html(lines, { href: url, label: purpose === 'signup' ? 'Finish signing up' : 'Sign in' }),
  };
}

export function noAccountMail(publicUrl: string, to: string): Mail {
  const url = new URL('/onboarding/platform', publicUrl).toString();
  const lines = ['Someone asked to sign in to Recap League with this e-mail, but no account uses it yet.', 'To get started, connect your league here:'];
  return {
    to,
    subject: 'No Recap League account for this e-mail',
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: html(lines, { href: url, label: 'Get started' }),
  };
}

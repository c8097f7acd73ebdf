// The e-mails of invites and of the waitlist: a member's invite to a friend, and the "a spot
// opened up" mail the waitlist page promises (sent when an admin or an invite admits the address).
import type { Mail } from '../mail/mailer';
import { html } from '../mail/templates';

/** A name fit for a subject line: no control characters (no header tricks), not too long. */
export function displayName(user: { email: string; first_name?: string | null; last_name?: string | null }): string {
  const name = [user.first_name, user.last_name]
    .map((s) => (s ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 60);
  return name || user.email;
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function inviteMail(opts: {
  to: string;
  link: string;
  inviter: { email: string; first_name?: string | null; last_name?: string | null };
  expiresAt: string;
  /** The address was on the waitlist: this invite is the spot that opened up. */
  waitlisted: boolean;
}): Mail {
  const name = displayName(opts.inviter);
  const who = name === opts.inviter.email ? name : `${name} (${opts.inviter.email})`;
  const lines = [
    `${who} invited you to Recap League: a short, funny AI recap video of your fantasy football league, every week.`,
    ...(opts.waitlisted ? ["Good news: you were on our waitlist, and this invite is your spot. You're in."] : []),
    `Sign up with this e-mail address (${opts.to}) through the link below. It works once and expires on ${longDate(opts.expiresAt)}.`,
  ];
  const footer = `If you don't know ${name}, you can ignore this e-mail.`;
  return {
    to: opts.to,
    subject: `${name} invited you to Recap League`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n\n${footer}\n`,
    html: html([...lines, footer], { href: opts.link, label: 'Accept the invite' }),
  };
}

/** To a waitlisted address that was just admitted: with its invite link, or to sign up. */
export function spotOpenMail(publicUrl: string, to: string, inviteLink?: string): Mail {
  const url = inviteLink ?? new URL('/onboarding/platform', publicUrl).toString();
  const lines = [
    'A spot opened up: you are off the Recap League waitlist and can sign up now.',
    `Connect your league with this e-mail address (${to}) through the link below.`,
  ];
  return {
    to,
    subject: "You're in: a spot opened up at Recap League",
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: html(lines, { href: url, label: inviteLink ? 'Accept the invite' : 'Get started' }),
  };
}

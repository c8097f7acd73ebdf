// Outgoing e-mail. With SMTP_URL set, nodemailer sends over SMTP. Without it (the offline demo),
// each mail is logged as one console line with its links and kept in memory for GET /dev/inbox.
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type KeptMail = Mail & { id: number; sentAt: string; links: string[] };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Mails kept when no SMTP server is configured (newest last, at most 200). */
  outbox: KeptMail[];
  /** True when mails go out over SMTP (the dev inbox page is then off). */
  smtp: boolean;
  close(): void;
};

const OUTBOX_MAX = 200;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, logLine: (line: string) => void = (l) => console.log(l)): Mailer {
  const outbox: KeptMail[] = [];
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      outbox,
      smtp: true,
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transport.close(),
    };
  }
  let nextId = 1;
  return {
    outbox,
    smtp: false,
    async send(mail) {
      const kept: KeptMail = { ...mail, id: nextId++, sentAt: new Date().toISOString(), links: linksIn(mail.text) };
      outbox.push(kept);
      if (outbox.length > OUTBOX_MAX) outbox.shift();
      logLine(`[mail] to ${mail.to}: ${mail.subject}${kept.links.length ? ' | ' + kept.links.join(' ') : ''}`);
    },
    close: () => {},
  };
}

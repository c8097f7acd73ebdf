// npm run admin -- <command>
//   beta add <email>                 admit an e-mail to the private beta (leaves the waitlist)
//   beta list                        the e-mails admitted by this command and by BETA_EMAILS
//   waitlist list                    e-mails waiting for access, oldest first
//   invite create [--user <email>]   make an invite code (for one person with --user) and print its link
// An address admitted off the waitlist (beta add, or invite create --user) gets the e-mail the
// waitlist page promises, "a spot opened up", through the server's mailer (SMTP_URL; without it
// the mail is printed here).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { addBetaEmail, createInviteCode, listWaitlist } from '../server/accounts/access';
import { createMailer, type Mailer } from '../server/mail/mailer';
import { spotOpenMail } from '../server/invites/mail';
import { inviteLink, isWaitlisted } from '../server/invites/store';
import { errorText } from '../server/error-text';

const USAGE = `usage: npm run admin -- beta add <email> | beta list | waitlist list | invite create [--user <email>]`;
const Email = z.string().trim().toLowerCase().pipe(z.email());

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
  /** Default: the mailer the server would use with this environment. */
  mailer?: Mailer,
): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { user: { type: 'string' } } });
  const [group, action, arg] = positionals;
  const config = loadConfig(env);
  const db = openDatabase(config.databasePath);
  const mail = mailer ?? createMailer(config, out);
  try {
    if (group === 'beta' && action === 'add') {
      const email = Email.safeParse(arg);
      if (!email.success) return fail(`"${arg ?? ''}" is not an e-mail address. ${USAGE}`);
      const waiting = isWaitlisted(db, email.data);
      addBetaEmail(db, email.data);
      out(`${email.data} is in the beta.`);
      return waiting ? await tellSpotOpened(email.data) : 0;
    }
    if (group === 'beta' && action === 'list') {
      const rows = db.prepare('SELECT email FROM beta_emails ORDER BY email').all() as { email: string }[];
      const fromConfig = config.BETA_EMAILS.split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      for (const e of fromConfig) out(`${e}\t(BETA_EMAILS)`);
      for (const r of rows) out(r.email);
      if (!rows.length && !fromConfig.length) out('No beta e-mails.');
      return 0;
    }
    if (group === 'waitlist' && action === 'list') {
      const rows = listWaitlist(db);
      if (!rows.length) out('The waitlist is empty.');
      for (const r of rows) out(`${r.created_at}\t${r.email}\t(${r.source})`);
      return 0;
    }
    if (group === 'invite' && action === 'create') {
      let forEmail: string | undefined;
      if (values.user !== undefined) {
        const email = Email.safeParse(values.user);
        if (!email.success) return fail(`--user "${values.user}" is not an e-mail address.`);
        forEmail = email.data;
      }
      const code = createInviteCode(db, { forEmail });
      out(`${code}\t${new URL(`/invite-signup/${code}`, config.PUBLIC_URL)}${forEmail ? `\t(for ${forEmail})` : ''}`);
      return forEmail && isWaitlisted(db, forEmail) ? await tellSpotOpened(forEmail, inviteLink(config.PUBLIC_URL, code)) : 0;
    }
    return fail(USAGE);
  } finally {
    db.close();
    if (!mailer) mail.close();
  }

  /** The waitlist page promised this address an e-mail as soon as a spot opens up. */
  async function tellSpotOpened(email: string, link?: string): Promise<number> {
    try {
      await mail.send(spotOpenMail(config.PUBLIC_URL, email, link));
      out(`Told ${email} (on the waitlist) that a spot opened up.`);
      return 0;
    } catch (err) {
      return fail(`${email} is admitted, but the "a spot opened up" e-mail could not be sent: ${errorText(err)}`, 1);
    }
  }

  function fail(message: string, code = 2): number {
    console.error(message);
    return code;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await runAdmin(process.argv.slice(2));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exitCode = 1;
    } else throw err;
  }
}

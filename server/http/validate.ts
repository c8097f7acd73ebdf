// zod at the edge: a bad body or parameter becomes a 400 whose message a person can read.
import { z } from 'zod';
import { badRequest } from './errors';

/** The first issue as one sentence, naming the field: "platform_league_id is required". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  let msg = issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(msg)) msg = 'is required';
  // Messages written for people ("Username cannot be empty.") stand alone; terse ones name the field.
  if (/^[A-Z]/.test(msg) || (field && msg.startsWith(field))) return msg;
  return field ? `${field} ${msg}` : msg;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw badRequest(describeIssue(r.error));
  return r.data;
}

/** Shared field schemas, with the messages people see. */
export const fields = {
  leagueId: z
    .string({ error: 'A Sleeper league id (platform_league_id) is required.' })
    .trim()
    .regex(/^\d{1,30}$/, 'must be a Sleeper league id (digits only)'),
  season: z.coerce.string().trim().regex(/^\d{4}$/, 'must be a four-digit season like 2026'),
  week: z.coerce
    .number({ error: 'must be a week number' })
    .int('must be a whole week number')
    .min(1, 'must be between 1 and 18')
    .max(18, 'must be between 1 and 18'),
  email: z
    .string({ error: 'an e-mail address is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid e-mail address.')),
};

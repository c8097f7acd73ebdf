// zod at the edge: a bad body or parameter becomes a 400 whose message a person can read.
import { z } from 'zod';
import { badRequest } from './errors';

/** Sleeper usernames (and user ids): letters, digits and underscores only. */
export const SLEEPER_USERNAME = /^[A-Za-z0-9_]+$/;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  tuple: 'a list',
  date: 'a date',
  null: 'null',
  undefined: 'nothing',
  nan: 'not a number',
};

/** What a value that arrived is, for "must be text, not a number". */
function receivedName(input: unknown): string | null {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  switch (typeof input) {
    case 'string':
      return 'text';
    case 'number':
      return Number.isNaN(input) ? null : 'a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return null;
  }
}

const quote = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));
const sizeUnit: Record<string, string> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };

/**
 * zod's own messages ("Invalid input: expected string, received number") rewritten as what is
 * allowed, without the field (describeIssue puts the field in front). Pass it as the `error` of a
 * parse: messages a schema sets itself still win.
 */
export function readableIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `is required (${expected})`;
      const got = receivedName(issue.input);
      return got && got !== expected ? `must be ${expected}, not ${got}` : `must be ${expected}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${quote(issue.values[0])}` : `must be one of ${issue.values.map(quote).join(', ')}`;
    case 'too_small': {
      const unit = sizeUnit[issue.origin];
      const n = Number(issue.minimum);
      if (unit === 'characters' && n === 1 && issue.inclusive !== false) return 'cannot be empty';
      if (unit) return `must have ${issue.exact ? 'exactly' : 'at least'} ${issue.inclusive === false ? n + 1 : n} ${unit}`;
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${n}`;
    }
    case 'too_big': {
      const unit = sizeUnit[issue.origin];
      const n = Number(issue.maximum);
      if (unit) return `can have ${issue.exact ? 'exactly' : 'at most'} ${issue.inclusive === false ? n - 1 : n} ${unit}`;
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${n}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address';
      if (issue.format === 'url') return 'must be a URL';
      if (issue.format === 'regex') return `must match ${(issue as { pattern?: string }).pattern ?? 'the expected pattern'}`;
      return `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has fields that are not allowed: ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // "must be text or a list": the types the alternatives take, when each says one.
      const kinds = issue.errors.map((alt) => {
        const first = alt[0];
        return first?.code === 'invalid_type' && first.path.length === 0 ? (TYPE_NAMES[first.expected] ?? first.expected) : null;
      });
      if (kinds.length && kinds.every(Boolean)) return `must be ${[...new Set(kinds)].join(' or ')}`;
      return 'does not match any accepted form';
    }
    case 'invalid_key':
      return `has a key that is not allowed`;
    case 'invalid_element':
      return `has a value that is not allowed`;
    default:
      return 'is not valid';
  }
}

/** The first issue as one sentence, naming the field: "platform_league_id is required (text)". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.') || 'The request body';
  const msg = issue.message;
  // Messages written for people ("Username cannot be empty.") stand alone; terse ones name the field.
  if (/^[A-Z]/.test(msg) || msg.startsWith(field)) return msg;
  return `${field} ${msg}`;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {}, { error: readableIssue });
  if (!r.success) throw badRequest(describeIssue(r.error));
  return r.data;
}

/**
 * A field's own type message, one for a missing value and one for a value of the wrong type
 * ("invite_code is required" would be wrong for `invite_code: 5`).
 */
export function typeError(missing: string, wrong: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrong);
}

/** Shared field schemas, with the messages people see. */
export const fields = {
  /** A Sleeper username as people type it (any case); never a path like `..`. */
  sleeperUsername: z
    .string({ error: typeError('Username cannot be empty.', 'username must be text: a Sleeper username.') })
    .trim()
    .min(1, 'Username cannot be empty.')
    .max(60, 'Username is too long (at most 60 characters).')
    .regex(SLEEPER_USERNAME, 'A Sleeper username has only letters, digits and underscores. Please check the username and try again.'),
  leagueId: z
    .string({ error: typeError('A Sleeper league id (platform_league_id) is required.', 'must be a Sleeper league id as text (digits only)') })
    .trim()
    .regex(/^\d{1,30}$/, 'must be a Sleeper league id (digits only)'),
  season: z.coerce
    .string()
    .trim()
    .regex(/^\d{4}$/, 'must be a four-digit season like 2026'),
  week: z.coerce
    .number({ error: 'must be a week number' })
    .int('must be a whole week number')
    .min(1, 'must be between 1 and 18')
    .max(18, 'must be between 1 and 18'),
  email: z
    .string({ error: typeError('is required: an e-mail address', 'must be an e-mail address as text') })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid e-mail address.')),
};

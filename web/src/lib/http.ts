// The HTTP client of spec section 7: JSON in and out, cookies sent (credentials: 'include'),
// the CSRF token read from the XSRF-TOKEN cookie and echoed in X-XSRF-TOKEN, success = 2xx,
// no timeout. Answers are validated with zod at this edge so the UI works with typed values.
import type { z } from 'zod';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body of the error answer, when there was one. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Reads one cookie by name from a `document.cookie` string. Pure, for tests. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

function csrfHeader(): Record<string, string> {
  const token = typeof document === 'undefined' ? null : readCookie(document.cookie, 'XSRF-TOKEN');
  return token ? { 'X-XSRF-TOKEN': token } : {};
}

type Body = { json: unknown } | { form: Record<string, string> } | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Body;
  /** Statuses accepted besides 2xx (e.g. logout accepts anything below 500). */
  accept?: (status: number) => boolean;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Human message of an error answer: `error` or `message` field, else the status text. */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
  }
  return fallback;
}

/**
 * What to tell a person when a call failed (spec section 8): the server's own message when its
 * answer carried one (a 400 naming the field, a 409, 429 or 502 with its reason), else `fallback`
 * (no answer at all, or one without a message such as a proxy's HTML error page).
 */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof HttpError ? errorMessage(err.body, fallback) : fallback;
}

/** Sends a request and returns the raw parsed body (no schema). */
export async function requestRaw(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...csrfHeader() };
  let body: string | undefined;
  if (options.body && 'json' in options.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body.json);
  } else if (options.body && 'form' in options.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.body.form).toString();
  }
  const res = await fetch(path, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
  });
  const parsed = await parseBody(res);
  const ok = (res.status >= 200 && res.status < 300) || (options.accept?.(res.status) ?? false);
  if (!ok) {
    throw new HttpError(res.status, errorMessage(parsed, `Request failed with status ${res.status}`), parsed);
  }
  return parsed;
}

/** Sends a request and validates the answer with `schema`. */
export async function request<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const raw = await requestRaw(path, options);
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new HttpError(200, `Unexpected answer from ${path}`, raw);
  }
  return result.data;
}

// CSRF double submit (csrf-csrf): cookie XSRF-TOKEN, readable by the page's script, sent back in
// header X-XSRF-TOKEN (or form field _csrf for plain HTML form posts). Bound to the session id,
// so the cookie is reissued whenever the session changes.
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export function createCsrf(opts: { secret: string; secure: boolean; exempt: (req: Request) => boolean }) {
  const { generateCsrfToken, doubleCsrfProtection, validateRequest } = doubleCsrf({
    getSecret: () => opts.secret,
    getSessionIdentifier: (req) => req.session?.token ?? '',
    cookieName: CSRF_COOKIE,
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure: opts.secure, path: '/' },
    getCsrfTokenFromRequest: (req) => {
      const header = req.get(CSRF_HEADER);
      if (header) return header;
      const body = req.body as unknown;
      if (typeof body === 'object' && body !== null && typeof (body as { _csrf?: unknown })._csrf === 'string') {
        return (body as { _csrf: string })._csrf;
      }
      return undefined;
    },
    skipCsrfProtection: opts.exempt,
  });

  /** A token for this request (reusing the cookie's when still valid). */
  const token = (req: Request, res: Response, overwrite = false) => generateCsrfToken(req, res, { overwrite });

  /** Gives every visitor a valid XSRF-TOKEN cookie, then checks state-changing calls. */
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') token(req, res);
    doubleCsrfProtection(req, res, next);
  };

  return { middleware, token, validateRequest };
}

// Per-IP limits for public routes that reach Sleeper. Signed-in members are not counted here (their
// calls have priority in the Sleeper client's budget); visitors get enough for a person clicking
// through the site, not enough to drain the budget from one address. The address is the socket's
// unless TRUST_PROXY names the proxy in front (app.set('trust proxy')).
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export const VISITOR_SLEEPER_LIMIT_PER_MINUTE = 60;

/** `reachesSleeper`: false for a request that will not call Sleeper (it is then not counted). */
export function visitorSleeperLimiter(opts: { limit?: number; reachesSleeper?: (req: Request) => boolean } = {}): RequestHandler {
  return rateLimit({
    windowMs: 60 * 1000,
    limit: opts.limit ?? VISITOR_SLEEPER_LIMIT_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => req.session?.userId != null || (opts.reachesSleeper !== undefined && !opts.reachesSleeper(req)),
    message: { success: false, error: 'Too many requests. Please wait a minute and try again.' },
  });
}

// Per-IP limits for public routes that reach Sleeper. Signed-in members are not counted here (their
// calls have priority in the Sleeper client's budget); visitors get enough for a person clicking
// through the site, not enough to drain the budget from one address. The address is the socket's
// unless TRUST_PROXY names the proxy in front (app.set('trust proxy')).
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export const VISITOR_SLEEPER_LIMIT_PER_MINUTE = 60;

export function visitorSleeperLimiter(limit = VISITOR_SLEEPER_LIMIT_PER_MINUTE): RequestHandler {
  return rateLimit({
    windowMs: 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => req.session?.userId != null,
    message: { success: false, error: 'Too many requests. Please wait a minute and try again.' },
  });
}

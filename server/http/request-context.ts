// Request ids and one structured log line per request (method, path, status, time, user).
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './log';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Request id: the caller's X-Request-Id when sane, else a fresh one; echoed back. */
      id: string;
    }
  }
}

export function requestContext(log: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    req.id = given && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      log[level]('request', {
        reqId: req.id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        userId: req.session?.userId ?? undefined,
      });
    });
    next();
  };
}

// Errors that become HTTP answers. Route code throws HttpError; the error handler turns it (and
// body-parser, CSRF and unknown errors) into `{ success: false, error }` JSON with the right status.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from './log';
import { SleeperError } from '../sleeper/client';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields merged into the JSON answer (e.g. the League Already Claimed screen's fields). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** What a person reads when Sleeper failed or did not answer within their request's budget. */
export const SLEEPER_UNAVAILABLE_MESSAGE = "Sleeper isn't answering right now; try again in a minute.";

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** Unknown /api (and /auth) paths: a JSON 404 instead of the website. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, error: `No such API call: ${req.method} ${req.baseUrl}${req.path}` });
};

function statusOf(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null) {
    const s = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
    if (typeof s === 'number' && s >= 400 && s < 600) return s;
  }
  return undefined;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      res.status(err.status).json({ success: false, error: err.message, ...err.body });
      return;
    }
    if (err instanceof SleeperError) {
      log.warn('sleeper unavailable', { reqId: req.id, path: req.path, error: err.message });
      res.status(502).json({ success: false, error: SLEEPER_UNAVAILABLE_MESSAGE });
      return;
    }
    const status = statusOf(err);
    const type = typeof err === 'object' && err !== null ? (err as { type?: unknown; code?: unknown }) : {};
    if (type.code === 'EBADCSRFTOKEN') {
      res.status(403).json({ success: false, error: 'Your session check failed (missing or invalid security token). Reload the page and try again.' });
      return;
    }
    if (type.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, error: 'The request body is not valid JSON.' });
      return;
    }
    if (type.type === 'entity.too.large') {
      res.status(413).json({ success: false, error: 'The request body is too large.' });
      return;
    }
    if (status && status < 500) {
      res.status(status).json({ success: false, error: err instanceof Error ? err.message : 'Bad request.' });
      return;
    }
    log.error('unhandled error', {
      reqId: req.id,
      path: req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    res.status(500).json({ success: false, error: 'Something went wrong on our side. Please try again.' });
  };
}

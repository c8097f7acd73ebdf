// Sessions on our own SQLite (the usual store packages are GPL or unmaintained): an httpOnly,
// SameSite=Lax cookie holds a random token; the table keeps its sha256, the user and small data.
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Database } from '../db/database';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What a session may carry besides the user. */
export const SessionData = z.object({
  /** Google sign-in: the OAuth state we sent, checked on the callback. */
  oauthState: z.string().optional(),
  /** Google sign-in: the PKCE code verifier whose S256 challenge we sent, for the token call. */
  oauthVerifier: z.string().optional(),
  /** Onboarding answers posted to /auth/google/init, used when Google calls back. */
  onboardingData: z.unknown().optional(),
  /** An invite code opened while signed out; admits the next sign-up from this browser. */
  inviteCode: z.string().optional(),
  /** The referral code of the share page that sent this browser to sign up (server/sharing). */
  referral: z.string().optional(),
});
export type SessionData = z.infer<typeof SessionData>;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export type SessionOptions = {
  db: Database;
  secure: boolean;
  now: () => Date;
  /** Called after the session id changes (created, rotated, ended), e.g. to reissue the CSRF cookie. */
  onChange?: (req: Request, res: Response) => void;
};

export class Session {
  constructor(
    private readonly opts: SessionOptions,
    private readonly req: Request,
    private readonly res: Response,
    /** The cookie token; null until something needs storing. */
    public token: string | null,
    public userId: number | null,
    public data: SessionData,
  ) {}

  /** Merge into the session data, creating an anonymous session if needed. */
  update(patch: Partial<SessionData>): void {
    this.data = { ...this.data, ...patch };
    if (!this.token) return this.start(this.userId);
    this.opts.db.prepare('UPDATE sessions SET data = ? WHERE id_hash = ?').run(JSON.stringify(this.data), sha256(this.token));
  }

  /** A fresh session id for the signed-in user (no fixation); data other than the invite is dropped. */
  signIn(userId: number): void {
    this.destroyRow();
    this.data = {};
    this.start(userId);
  }

  signOut(): void {
    this.destroyRow();
    this.token = null;
    this.userId = null;
    this.data = {};
    this.res.clearCookie(SESSION_COOKIE, this.cookieOptions());
    this.opts.onChange?.(this.req, this.res);
  }

  private start(userId: number | null): void {
    this.token = crypto.randomBytes(32).toString('base64url');
    this.userId = userId;
    const expires = this.opts.now().getTime() + SESSION_TTL_MS;
    this.opts.db
      .prepare('INSERT INTO sessions (id_hash, user_id, data, expires_at) VALUES (?, ?, ?, ?)')
      .run(sha256(this.token), userId, JSON.stringify(this.data), expires);
    this.res.cookie(SESSION_COOKIE, this.token, { ...this.cookieOptions(), maxAge: SESSION_TTL_MS });
    this.opts.onChange?.(this.req, this.res);
  }

  private destroyRow(): void {
    if (this.token) this.opts.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(sha256(this.token));
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.opts.secure, path: '/' };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      session: Session;
    }
  }
}

export function sessions(opts: SessionOptions): RequestHandler {
  const select = opts.db.prepare('SELECT user_id, data, expires_at FROM sessions WHERE id_hash = ?');
  let lastSweep = 0;
  return (req, res, next) => {
    const now = opts.now().getTime();
    if (now - lastSweep > 60 * 60 * 1000) {
      lastSweep = now;
      opts.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now);
    }
    const token = typeof req.cookies?.[SESSION_COOKIE] === 'string' ? (req.cookies[SESSION_COOKIE] as string) : null;
    const row = token ? (select.get(sha256(token)) as { user_id: number | null; data: string; expires_at: number } | undefined) : undefined;
    if (row && row.expires_at > now) {
      const data = SessionData.safeParse(JSON.parse(row.data));
      req.session = new Session(opts, req, res, token, row.user_id, data.success ? data.data : {});
    } else {
      req.session = new Session(opts, req, res, null, null, {});
    }
    next();
  };
}

/** The signed-in user's id, or a 401 JSON answer. Billing and other routers use this too. */
export function requireUserId(req: Request): number {
  const id = req.session.userId;
  if (id === null) throw new HttpError(401, 'Please sign in first.');
  return id;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  requireUserId(req);
  next();
};

// Google sign-in with passport-google-oauth20. Its endpoints come from config so tests run
// against oauth2-mock-server. The OAuth state lives in our own session (custom state store).
import crypto from 'node:crypto';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptions, type VerifyCallback } from 'passport-google-oauth20';
import type { Config } from '../config';

export type GoogleIdentity = { googleId: string; email: string; first_name: string | null; last_name: string | null };

type Stored = (err: Error | null, state?: string) => void;
type Loaded = (err: Error | null, ok: boolean, state?: string) => void;

/** passport-oauth2's state store interface, kept in our SQLite session; a state is used once. */
const sessionStateStore = {
  store(req: Request, _meta: unknown, callback: Stored) {
    const state = crypto.randomBytes(24).toString('base64url');
    req.session.update({ oauthState: state });
    callback(null, state);
  },
  verify(req: Request, state: string, callback: Loaded) {
    const expected = req.session.data.oauthState;
    if (req.session.token) req.session.update({ oauthState: undefined });
    const ok =
      typeof state === 'string' &&
      typeof expected === 'string' &&
      state.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(state), Buffer.from(expected));
    callback(null, ok, state);
  },
};

export function identityOf(profile: Profile): GoogleIdentity | null {
  const email = profile.emails?.find((e) => e.value)?.value?.trim().toLowerCase();
  if (!email) return null;
  // Only Google-verified addresses may sign in to the account of that e-mail.
  const verified = (profile._json as { email_verified?: unknown } | undefined)?.email_verified;
  if (verified === false || verified === 'false') return null;
  return {
    googleId: profile.id,
    email,
    first_name: profile.name?.givenName ?? null,
    last_name: profile.name?.familyName ?? null,
  };
}

/** A passport instance of its own (no global state shared between apps in one process). */
export function createGooglePassport(config: Config): passport.PassportStatic | null {
  if (!config.GOOGLE_CLIENT_ID) return null;
  const instance = new passport.Passport() as passport.PassportStatic;
  instance.use(
    new GoogleStrategy(
      {
        clientID: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
        callbackURL: new URL('/auth/google/callback', config.PUBLIC_URL).toString(),
        authorizationURL: config.GOOGLE_AUTH_URL,
        tokenURL: config.GOOGLE_TOKEN_URL,
        userProfileURL: config.GOOGLE_USERINFO_URL,
        store: sessionStateStore,
      } as StrategyOptions,
      (_accessToken: string, _refreshToken: string, profile: Profile, done: VerifyCallback) => done(null, profile),
    ),
  );
  return instance;
}

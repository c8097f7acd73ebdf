// Google sign-in with passport-google-oauth20. Its endpoints come from config: Google's by
// default, any OpenID Connect provider's through GOOGLE_*_URL (`npm start` points them at a local
// one, oauth2-mock-server in some tests). The OAuth state lives in our own session (custom state store).
import crypto from 'node:crypto';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptions, type VerifyCallback } from 'passport-google-oauth20';
import { ConfigError, type Config } from '../config';

export type GoogleIdentity = { googleId: string; email: string; first_name: string | null; last_name: string | null };

type Stored = (err: Error | null, state?: string) => void;
type Loaded = (err: Error | null, ok: string | false, state?: string) => void;

/**
 * passport-oauth2's PKCE state store (the five-argument `store`), kept in our SQLite session: the
 * state and the S256 code verifier live there, are used once, and the verifier goes to the token
 * call. A stolen authorization code is then useless without this browser's session.
 */
const sessionStateStore = {
  store(req: Request, verifier: string, _state: unknown, _meta: unknown, callback: Stored) {
    const state = crypto.randomBytes(24).toString('base64url');
    req.session.update({ oauthState: state, oauthVerifier: verifier });
    callback(null, state);
  },
  verify(req: Request, state: string, callback: Loaded) {
    const expected = req.session.data.oauthState;
    const verifier = req.session.data.oauthVerifier;
    if (req.session.token) req.session.update({ oauthState: undefined, oauthVerifier: undefined });
    const ok =
      typeof state === 'string' &&
      typeof expected === 'string' &&
      state.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(state), Buffer.from(expected)) &&
      typeof verifier === 'string';
    callback(null, ok ? verifier : false, state);
  },
};

export function identityOf(profile: Profile): GoogleIdentity | null {
  const email = profile.emails
    ?.find((e) => e.value)
    ?.value?.trim()
    .toLowerCase();
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
        callbackURL: googleCallbackUrl(config.PUBLIC_URL),
        authorizationURL: config.GOOGLE_AUTH_URL,
        tokenURL: config.GOOGLE_TOKEN_URL,
        userProfileURL: config.GOOGLE_USERINFO_URL,
        // The typings know only the non-PKCE store; passport-oauth2 picks the PKCE call by arity (5).
        store: sessionStateStore as unknown as StrategyOptions['store'],
        pkce: true, // S256
      } as StrategyOptions,
      (_accessToken: string, _refreshToken: string, profile: Profile, done: VerifyCallback) => done(null, profile),
    ),
  );
  return instance;
}

export const googleCallbackUrl = (publicUrl: string) => new URL('/auth/google/callback', publicUrl).toString();

export type GoogleSignIn = { mode: 'google' | 'off' };

/**
 * Google sign-in at service start: on with GOOGLE_CLIENT_ID (and its secret), at the endpoints
 * GOOGLE_*_URL name; off without it (the Google buttons are hidden).
 */
export function googleSignIn(config: Config): GoogleSignIn {
  if (!config.GOOGLE_CLIENT_ID) return { mode: 'off' };
  if (!config.GOOGLE_CLIENT_SECRET) throw new ConfigError('GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID (the OAuth client secret)');
  return { mode: 'google' };
}

// Google sign-in with passport-google-oauth20. Its endpoints come from config: Google in
// production, the local OpenID Connect stand-in on the embedded defaults (startGoogleSignIn below),
// oauth2-mock-server in some tests. The OAuth state lives in our own session (custom state store).
import crypto from 'node:crypto';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptions, type VerifyCallback } from 'passport-google-oauth20';
import { ConfigError, type Config } from '../config';
import { DEMO_EMAIL } from '../demo';
import { startGoogleStandIn, type GoogleAccount, type GoogleStandIn } from '../stand-ins/google-oidc';

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

/** The accounts on the local stand-in's chooser: the demo account first ("Use another account" adds more). */
export const STAND_IN_ACCOUNTS: GoogleAccount[] = [
  { sub: 'standin-demo-user', email: DEMO_EMAIL, given_name: 'Demo', family_name: 'User' },
  { sub: 'standin-casey-rivera', email: 'casey@recap.local', given_name: 'Casey', family_name: 'Rivera' },
];

export type GoogleSignIn = {
  /** The settings the app runs with: Google's endpoints and client pointed at the stand-in when it runs. */
  config: Config;
  mode: 'google' | 'stand-in' | 'off';
  standIn?: GoogleStandIn;
  close(): Promise<void>;
};

/**
 * Google sign-in at service start, like billing's Stripe: real Google when GOOGLE_CLIENT_ID is
 * set; otherwise, outside production, a local OpenID Connect stand-in (server/stand-ins/google-oidc.ts)
 * on a free port, whose chooser offers the demo account, so both Google buttons show and work
 * offline. In production without GOOGLE_CLIENT_ID Google sign-in is off (never a stand-in there:
 * anyone could pick any e-mail on its page).
 */
export async function startGoogleSignIn(config: Config): Promise<GoogleSignIn> {
  if (config.GOOGLE_CLIENT_ID) {
    if (!config.GOOGLE_CLIENT_SECRET) throw new ConfigError('GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID (the OAuth client secret)');
    return { config, mode: 'google', close: async () => {} };
  }
  if (config.NODE_ENV === 'production') return { config, mode: 'off', close: async () => {} };
  const standIn = await startGoogleStandIn({
    clientId: 'recap-league-local.apps.googleusercontent.com',
    clientSecret: `GOCSPX-${crypto.randomBytes(18).toString('base64url')}`,
    redirectUris: [googleCallbackUrl(config.PUBLIC_URL)],
    accounts: STAND_IN_ACCOUNTS,
    appName: 'Recap League',
    // Loopback only, whatever HOST is: its chooser signs in any address anyone types.
    host: '127.0.0.1',
    // Browsers reach its chooser by the host name they reach the site by.
    publicHost: new URL(config.PUBLIC_URL).hostname,
  });
  return {
    config: {
      ...config,
      GOOGLE_CLIENT_ID: standIn.clientId,
      GOOGLE_CLIENT_SECRET: standIn.clientSecret,
      GOOGLE_AUTH_URL: standIn.authorizationUrl,
      GOOGLE_TOKEN_URL: standIn.tokenUrl,
      GOOGLE_USERINFO_URL: standIn.userinfoUrl,
    },
    mode: 'stand-in',
    standIn,
    close: () => standIn.close(),
  };
}

// A local stand-in for Google's OpenID Connect provider ("Sign in with Google"), for the demo
// and the tests: a real HTTP server answering at Google's paths, so the same
// passport-google-oauth20 code that talks to Google in production talks to it on the embedded
// defaults, offline.
//   GET  /.well-known/openid-configuration   discovery
//   GET  /o/oauth2/v2/auth                    the account chooser (consent page) a person sees
//   POST /o/oauth2/v2/auth/consent            what its buttons post: redirects back with a code
//   POST /token                               code → access token and a signed (RS256) id_token
//   GET  /oauth2/v3/userinfo                  the profile, for a Bearer access token
//   GET  /oauth2/v3/certs                     the JWKS that verifies the id_token
// The checks are Google's: a known client_id, a registered redirect_uri (otherwise an error page,
// never a redirect), codes used once within 5 minutes by the client that asked for them with the
// same redirect_uri (and PKCE when the request had a code_challenge), client_secret_post or
// client_secret_basic, tokens that expire. Accounts are configured, plus any the person adds with
// "Use another account" (kept for the life of the process, as a browser remembers them).
import crypto from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import express, { type Request, type Response } from 'express';
import { escapeHtml } from '../server/http/html';

export type GoogleAccount = {
  /** Google's stable account id (the `sub` claim). */
  sub: string;
  email: string;
  given_name: string;
  family_name?: string;
  /** Default true, as for every Gmail address. */
  email_verified?: boolean;
};

export type GoogleStandInOptions = {
  clientId: string;
  clientSecret: string;
  /** The client's registered redirect URIs (the app's `/auth/google/callback`), exact match. */
  redirectUris: string[];
  accounts?: GoogleAccount[];
  /** The app's name on the consent page. */
  appName?: string;
  /** Where to listen; default 127.0.0.1 and a free port. */
  host?: string;
  port?: number;
  /**
   * The host name browsers reach the stand-in by (its pages and the issuer), e.g. the app's
   * PUBLIC_URL host; default the listening host (127.0.0.1 for a wildcard address).
   */
  publicHost?: string;
  /** Clock in epoch ms, so tests can expire codes and tokens. */
  now?: () => number;
};

export type GoogleStandIn = {
  /** The issuer and base of the browser-facing pages, e.g. http://localhost:41234. */
  url: string;
  /** The same server by its listening address, for server-to-server calls. */
  internalUrl: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** The chooser's accounts (configured and added), newest last. */
  accounts: GoogleAccount[];
  /** Every request, in order (method and path). */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
};

const AUTH_PATH = '/o/oauth2/v2/auth';
const CONSENT_PATH = '/o/oauth2/v2/auth/consent';
const TOKEN_PATH = '/token';
const USERINFO_PATH = '/oauth2/v3/userinfo';
const CERTS_PATH = '/oauth2/v3/certs';
const REQUEST_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 3600;
/** Open authorization requests, codes and tokens kept at most (oldest dropped first). */
const MAX_KEPT = 1000;
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}$/;

type Authorization = {
  clientId: string;
  redirectUri: string;
  scope: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'plain' | 'S256';
  loginHint?: string;
  expires: number;
};
type Grant = {
  account: GoogleAccount;
  clientId: string;
  redirectUri: string;
  scope: string[];
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'plain' | 'S256';
  expires: number;
};
type Token = { account: GoogleAccount; scope: string[]; expires: number };

const random = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();
const sameString = (a: string, b: string) => {
  const x = sha256(a);
  const y = sha256(b);
  return crypto.timingSafeEqual(x, y);
};
const one = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Keeps a map under MAX_KEPT entries and drops expired ones. */
function prune<T extends { expires: number }>(map: Map<string, T>, now: number): void {
  for (const [key, value] of map) if (value.expires <= now) map.delete(key);
  while (map.size >= MAX_KEPT) map.delete(map.keys().next().value as string);
}

/** A stable `sub` for an address typed into "Use another account". */
export function subjectFor(email: string): string {
  return `standin-${sha256(email.toLowerCase()).toString('hex').slice(0, 20)}`;
}

export async function startGoogleStandIn(options: GoogleStandInOptions): Promise<GoogleStandIn> {
  const host = options.host ?? '127.0.0.1';
  const loopback = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  const now = options.now ?? Date.now;
  const appName = options.appName ?? 'the app';
  const accounts: GoogleAccount[] = (options.accounts ?? []).map((a) => ({ ...a }));
  const requests: GoogleStandIn['requests'] = [];
  const authorizations = new Map<string, Authorization>();
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  const keys = await promisify(crypto.generateKeyPair)('rsa', { modulusLength: 2048 });
  const kid = random(8);
  let issuer = '';

  const signJwt = (claims: Record<string, unknown>): string => {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const head = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part(claims)}`;
    return `${head}.${crypto.sign('RSA-SHA256', Buffer.from(head), keys.privateKey).toString('base64url')}`;
  };

  /** Google's error page for a request it will not redirect back (unknown client or redirect_uri). */
  const errorPage = (res: Response, status: number, error: string, detail: string) => {
    res
      .status(status)
      .type('html')
      .send(
        layout('Error', `<h1>Access blocked: authorization error</h1><p class="error">Error ${status}: ${escapeHtml(error)}</p><p>${escapeHtml(detail)}</p>`),
      );
  };

  const redirectBack = (res: Response, redirectUri: string, params: Record<string, string | undefined>) => {
    const target = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) target.searchParams.set(k, v);
    res.redirect(303, target.toString());
  };

  const chooser = (res: Response, requestId: string, a: Authorization, error?: string) => {
    const app = escapeHtml(appName);
    const origin = escapeHtml(new URL(a.redirectUri).host);
    const list = accounts
      .map((acc) => {
        const name = [acc.given_name, acc.family_name].filter(Boolean).join(' ');
        const initial = escapeHtml((acc.given_name || acc.email).charAt(0).toUpperCase());
        return `<li><button type="submit" name="account" value="${escapeHtml(acc.sub)}" class="account"><span class="avatar" aria-hidden="true">${initial}</span><span class="who"><span class="name">${escapeHtml(name)}</span><span class="email">${escapeHtml(acc.email)}</span></span></button></li>`;
      })
      .join('');
    const hidden = `<input type="hidden" name="request" value="${escapeHtml(requestId)}">`;
    res
      .status(error ? 400 : 200)
      .type('html')
      .send(
        layout(
          'Sign in - Google Accounts',
          `<div class="brand" aria-hidden="true"><span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc05">o</span><span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span></div>
<p class="note">Local Google stand-in: no real Google account is used.</p>
<h1>Choose an account</h1>
<p class="sub">to continue to <strong>${app}</strong> <span class="host">(${origin})</span></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${CONSENT_PATH}">${hidden}<ul class="accounts" aria-label="Accounts">${list}</ul></form>
<details${accounts.length === 0 || error ? ' open' : ''}><summary>Use another account</summary>
<form method="post" action="${CONSENT_PATH}" class="another">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="off" value="${escapeHtml(a.loginHint ?? '')}">
<label for="given_name">First name</label><input id="given_name" name="given_name" autocomplete="off">
<label for="family_name">Last name</label><input id="family_name" name="family_name" autocomplete="off">
<button type="submit" class="primary">Continue</button></form></details>
<p class="fine">To continue, Google will share your name, email address and profile picture with ${app}.</p>
<form method="post" action="${CONSENT_PATH}">${hidden}<button type="submit" name="cancel" value="1" class="text">Cancel</button></form>`,
        ),
      );
  };

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    requests.push({ method: req.method, path: req.path });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  app.use(express.urlencoded({ extended: false, limit: '20kb' }));

  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer,
      authorization_endpoint: `${issuer}${AUTH_PATH}`,
      token_endpoint: `${issuer}${TOKEN_PATH}`,
      userinfo_endpoint: `${issuer}${USERINFO_PATH}`,
      jwks_uri: `${issuer}${CERTS_PATH}`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'sub', 'nonce'],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code'],
    });
  });

  app.get(CERTS_PATH, (_req, res) => {
    res.json({ keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
  });

  app.get(AUTH_PATH, (req, res) => {
    const q = req.query;
    const clientId = one(q.client_id);
    const redirectUri = one(q.redirect_uri);
    if (!clientId || !sameString(clientId, options.clientId)) {
      return errorPage(res, 401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (!redirectUri || !options.redirectUris.includes(redirectUri)) {
      return errorPage(
        res,
        400,
        'redirect_uri_mismatch',
        `The redirect URI in the request, ${redirectUri ?? '(none)'}, does not match the ones authorized for the OAuth client.`,
      );
    }
    const state = one(q.state);
    if (one(q.response_type) !== 'code') {
      return redirectBack(res, redirectUri, { error: 'unsupported_response_type', state });
    }
    const scope = (one(q.scope) ?? '').split(/[\s,]+/).filter(Boolean);
    if (!scope.length || scope.some((s) => !['openid', 'email', 'profile'].includes(s))) {
      return redirectBack(res, redirectUri, { error: 'invalid_scope', error_description: 'Some requested scopes were invalid.', state });
    }
    const method = one(q.code_challenge_method) ?? (q.code_challenge ? 'plain' : undefined);
    if (method !== undefined && method !== 'plain' && method !== 'S256') {
      return redirectBack(res, redirectUri, { error: 'invalid_request', error_description: 'Invalid code_challenge_method.', state });
    }
    prune(authorizations, now());
    const id = random(24);
    const authorization: Authorization = {
      clientId,
      redirectUri,
      scope,
      state,
      nonce: one(q.nonce),
      codeChallenge: one(q.code_challenge),
      codeChallengeMethod: method,
      loginHint: one(q.login_hint)?.slice(0, 254),
      expires: now() + REQUEST_TTL_MS,
    };
    authorizations.set(id, authorization);
    chooser(res, id, authorization);
  });

  app.post(CONSENT_PATH, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = one(body.request) ?? '';
    const a = authorizations.get(id);
    if (!a || a.expires <= now()) {
      return errorPage(res, 400, 'invalid_request', 'This sign-in request has expired. Go back to the app and try again.');
    }
    if (one(body.cancel)) {
      authorizations.delete(id);
      return redirectBack(res, a.redirectUri, { error: 'access_denied', state: a.state });
    }
    let account: GoogleAccount | undefined;
    const sub = one(body.account);
    if (sub !== undefined) {
      account = accounts.find((acc) => acc.sub === sub);
      if (!account) return chooser(res, id, a, 'That account is not on this device any more. Choose another.');
    } else {
      const email = (one(body.email) ?? '').trim().toLowerCase();
      if (!EMAIL.test(email)) return chooser(res, id, a, 'Enter a valid email address.');
      const given = (one(body.given_name) ?? '').trim().slice(0, 80);
      const family = (one(body.family_name) ?? '').trim().slice(0, 80);
      account = accounts.find((acc) => acc.email.toLowerCase() === email);
      if (!account) {
        account = { sub: subjectFor(email), email, given_name: given || email.split('@')[0], ...(family ? { family_name: family } : {}) };
        accounts.push(account);
      }
    }
    authorizations.delete(id);
    prune(codes, now());
    const code = `4/${random()}`;
    codes.set(code, {
      account,
      clientId: a.clientId,
      redirectUri: a.redirectUri,
      scope: a.scope,
      nonce: a.nonce,
      codeChallenge: a.codeChallenge,
      codeChallengeMethod: a.codeChallengeMethod,
      expires: now() + CODE_TTL_MS,
    });
    redirectBack(res, a.redirectUri, { code, scope: a.scope.join(' '), state: a.state });
  });

  app.post(TOKEN_PATH, (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fail = (status: number, error: string, description: string) => res.status(status).json({ error, error_description: description });
    let clientId = one(body.client_id);
    let clientSecret = one(body.client_secret);
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString();
      const colon = decoded.indexOf(':');
      try {
        clientId = colon < 0 ? undefined : decodeURIComponent(decoded.slice(0, colon));
        clientSecret = colon < 0 ? undefined : decodeURIComponent(decoded.slice(colon + 1));
      } catch {
        clientId = undefined; // not URL-encoded: a client that does not know the scheme
      }
    }
    if (!clientId || !clientSecret || !sameString(clientId, options.clientId) || !sameString(clientSecret, options.clientSecret)) {
      return fail(401, 'invalid_client', 'Unauthorized');
    }
    if (one(body.grant_type) !== 'authorization_code') return fail(400, 'unsupported_grant_type', 'Invalid grant_type: ' + (one(body.grant_type) ?? ''));
    const code = one(body.code) ?? '';
    const grant = codes.get(code);
    codes.delete(code); // a code is good for one try, right or wrong
    if (!grant || grant.expires <= now() || grant.clientId !== clientId) return fail(400, 'invalid_grant', 'Malformed auth code.');
    if (one(body.redirect_uri) !== grant.redirectUri) return fail(400, 'redirect_uri_mismatch', 'Bad Request');
    if (grant.codeChallenge) {
      const verifier = one(body.code_verifier) ?? '';
      const expected = grant.codeChallengeMethod === 'S256' ? sha256(verifier).toString('base64url') : verifier;
      if (!verifier || !sameString(expected, grant.codeChallenge)) return fail(400, 'invalid_grant', 'Invalid code verifier.');
    }
    prune(tokens, now());
    const accessToken = `ya29.${random()}`;
    tokens.set(accessToken, { account: grant.account, scope: grant.scope, expires: now() + TOKEN_TTL_S * 1000 });
    const iat = Math.floor(now() / 1000);
    const answer: Record<string, unknown> = { access_token: accessToken, expires_in: TOKEN_TTL_S, scope: grant.scope.join(' '), token_type: 'Bearer' };
    if (grant.scope.includes('openid')) {
      answer.id_token = signJwt({
        iss: issuer,
        azp: clientId,
        aud: clientId,
        sub: grant.account.sub,
        ...claimsOf(grant.account, grant.scope),
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
        iat,
        exp: iat + TOKEN_TTL_S,
      });
    }
    res.json(answer);
  });

  const userinfo = (req: Request, res: Response) => {
    // A Bearer header, or (as Google also accepts, and passport-google-oauth20 sends) access_token.
    const bearer =
      /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ??
      one(req.query.access_token) ??
      one((req.body as Record<string, unknown> | undefined)?.access_token);
    const token = bearer ? tokens.get(bearer) : undefined;
    if (!token || token.expires <= now()) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="stand-in", error="invalid_token"');
      return res.status(401).json({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    res.json({ sub: token.account.sub, ...claimsOf(token.account, token.scope) });
  };
  app.get(USERINFO_PATH, userinfo);
  app.post(USERINFO_PATH, userinfo);

  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const bracket = (h: string) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);
  issuer = `http://${bracket(options.publicHost ?? loopback)}:${port}`;
  const internalUrl = `http://${bracket(loopback)}:${port}`;

  return {
    url: issuer,
    internalUrl,
    authorizationUrl: `${issuer}${AUTH_PATH}`,
    tokenUrl: `${internalUrl}${TOKEN_PATH}`,
    userinfoUrl: `${internalUrl}${USERINFO_PATH}`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    accounts,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The profile claims a scope allows (Google's userinfo v3 and id_token field names). */
function claimsOf(account: GoogleAccount, scope: string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  if (scope.includes('profile')) {
    claims.name = [account.given_name, account.family_name].filter(Boolean).join(' ');
    claims.given_name = account.given_name;
    if (account.family_name) claims.family_name = account.family_name;
  }
  if (scope.includes('email')) {
    claims.email = account.email;
    claims.email_verified = account.email_verified ?? true;
  }
  return claims;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
*{box-sizing:border-box}body{font-family:Roboto,Arial,system-ui,sans-serif;background:#f0f4f9;color:#1f1f1f;margin:0;display:flex;justify-content:center}
main{background:#fff;max-width:450px;width:100%;margin:40px 16px;padding:36px 36px 28px;border-radius:28px}
.brand{font-size:1.6rem;font-weight:500;letter-spacing:-.5px;margin-bottom:8px}
h1{font-size:1.75rem;font-weight:400;margin:12px 0 6px}.sub{margin:0 0 20px;color:#444746}.host{color:#5f6368;font-size:.9rem}
.note{display:inline-block;font-size:.8rem;color:#5f6368;background:#f1f3f4;border-radius:8px;padding:4px 10px;margin:0}
.accounts{list-style:none;padding:0;margin:0 0 8px;border-top:1px solid #e1e3e1}
.account{display:flex;gap:14px;align-items:center;width:100%;padding:14px 8px;background:none;border:0;border-bottom:1px solid #e1e3e1;text-align:left;font:inherit;color:inherit;cursor:pointer}
.account:hover,.account:focus-visible{background:#f6f8fc}
.avatar{display:grid;place-items:center;width:32px;height:32px;border-radius:50%;background:#0b57d0;color:#fff;font-weight:500;flex:none}
.who{display:flex;flex-direction:column}.name{font-weight:500}.email{color:#5f6368;font-size:.9rem}
details{margin:8px 0 16px}summary{cursor:pointer;color:#0b57d0;font-weight:500;padding:10px 0}
label{display:block;margin:12px 0 4px;font-size:.9rem;color:#444746}input{width:100%;padding:12px;border:1px solid #747775;border-radius:4px;font:inherit}
button.primary{margin-top:16px;padding:10px 24px;border:0;border-radius:20px;background:#0b57d0;color:#fff;font:inherit;font-weight:500;cursor:pointer}
button.text{background:none;border:0;color:#0b57d0;font:inherit;font-weight:500;padding:10px 0;cursor:pointer}
.fine{font-size:.85rem;color:#444746}.error{color:#b3261e}
</style></head><body><main>${body}</main></body></html>`;
}

// The Express application: middleware in a fixed order and every router of the product.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { createLogger } from './http/log';
import { loopbackOnly } from './http/loopback';
import { requestContext } from './http/request-context';
import { apiNotFound, errorHandler } from './http/errors';
import { sessions } from './http/session';
import { createCsrf } from './http/csrf';
import { inboxPage } from './mail/inbox-page';
import { accountsRouter } from './accounts/routes';
import { authRouter } from './accounts/auth-routes';
import { leaguesRouter } from './leagues/routes';
import { accountLeaguesRouter } from './leagues/account-leagues';
import { contextsRouter } from './contexts/routes';
import { videosRouter } from './leagues/videos-routes';
import { alertsRouter } from './alerts/routes';
import { createAlerter } from './alerts/dedup';
import { runAsBackground, runAsSleeperCaller } from './sleeper/client';
import { invitesRouter } from './invites/routes';
import { billingRoutes } from './billing/routes';
import { stripeWebhookRoute } from './billing/webhook-route';
import { mediaRouter } from './videos/media';
import { ownsVideoFile } from './videos/reads';
import { startFirstRecaps } from './leagues/first-recap';
import { sharingRouter } from './sharing/routes';
import { shareKeyFrom } from './sharing/key';
import type { AppContext } from './app-context';
import { chatsRouter } from './chats/routes';

/** What createApp needs: the context's services, with defaults for the rest (see createApp). */
export type AppDeps = Pick<AppContext, 'config' | 'db' | 'sleeper' | 'mailer' | 'storage' | 'jobs'> &
  Partial<Pick<AppContext, 'now' | 'log' | 'signInRateLimit' | 'magicLinkAddressLimit' | 'webDist' | 'billing'>> & {
    /** More pages under /dev (routes with their full /dev/… path), outside production and to this machine only (`npm start` shows what its local chat received). */
    devRoutes?: express.Router;
  };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');

/** Paths the website never answers: everything else that is a GET falls back to the SPA. */
const SERVER_PATHS = /^\/(api|auth|media|healthz|dev|v)(\/|$)/;

export function createApp(deps: AppDeps): express.Express {
  const { config, db } = deps;
  const log = deps.log ?? createLogger(config.LOG_LEVEL);
  const now = deps.now ?? (() => new Date());
  const secure = config.PUBLIC_URL.startsWith('https:');
  // Without SESSION_SECRET (dev/demo) CSRF tokens are signed with a per-process secret:
  // a restart only makes browsers fetch a fresh token. main.ts requires it in production.
  const secret = config.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex');

  const alert = createAlerter({ config, log: (l) => log.warn(l), now });

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default none): otherwise
  // any client could pick the address the per-IP limits count.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestContext(log));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Sleeper avatars come from its CDN; video blobs for the Player; inline styles for React libs.
          'img-src': ["'self'", 'data:', 'blob:', 'https://sleepercdn.com'],
          // data: for the Player's shared audio tags: Remotion premounts them with a silent data:
          // MP3 (so a tap on Unmute/Play unlocks sound on iOS) and then swaps in the voice clips.
          // Blocking it left the landing sample silent after "Unmute", with a console error per tag.
          'media-src': ["'self'", 'blob:', 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Form posts go to our own routes and on to Stripe checkout (a redirect); outside
          // production also to local services on this machine (`npm start`'s Stripe and Google).
          'form-action': [
            "'self'",
            'https://checkout.stripe.com',
            'https://billing.stripe.com',
            ...(config.NODE_ENV === 'production' ? [] : ['http://127.0.0.1:*', 'http://localhost:*']),
          ],
          'upgrade-insecure-requests': secure ? [] : null,
        },
      },
      hsts: secure,
    }),
  );

  const csrf = createCsrf({ secret, secure, exempt: (req) => req.path === '/api/stripe/webhook' });
  const ctx: AppContext = {
    config,
    db,
    sleeper: deps.sleeper,
    mailer: deps.mailer,
    storage: deps.storage,
    jobs: deps.jobs,
    now,
    log,
    alert,
    signInRateLimit: deps.signInRateLimit ?? 20,
    magicLinkAddressLimit: deps.magicLinkAddressLimit ?? 5,
    csrfToken: (req, res, overwrite) => csrf.token(req, res, overwrite),
    webDist: deps.webDist ?? WEB_DIST,
    billing: deps.billing,
    // A league's first recap starts once it is paid, by whichever path learns of it first.
    // Background work even when a member's request sets it off: the first recap gets every Sleeper retry.
    onLeaguesActivated: (leagueIds) =>
      runAsBackground(() => startFirstRecaps({ db, sleeper: deps.sleeper, jobs: deps.jobs, log: (l) => log.info(l) }, leagueIds)),
  };
  // Billing's routes are served only when Stripe is configured.
  const billingCtx = ctx.billing ? { ...ctx, billing: ctx.billing } : undefined;

  // The Stripe webhook needs the raw body, so it sits before express.json() and outside CSRF
  // (Stripe signs it instead).
  if (billingCtx) app.use(stripeWebhookRoute(billingCtx));

  app.use(cookieParser());
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));

  app.use(
    sessions({
      db,
      secure,
      now,
      // A new session id invalidates the CSRF token bound to the old one: hand out a fresh one.
      onChange: (req, res) => csrf.token(req, res, true),
    }),
  );
  app.use(csrf.middleware);
  // Sleeper calls made for this request wait at most SLEEPER_PERSON_BUDGET_MS in all, and a
  // visitor's come after members' (server/sleeper/client.ts, SleeperCaller).
  app.use((req, _res, next) => {
    const priority = req.session.userId !== null ? 'member' : 'anonymous';
    runAsSleeperCaller({ priority, deadline: Date.now() + config.SLEEPER_PERSON_BUDGET_MS }, next);
  });

  app.get('/healthz', (_req, res) => {
    db.prepare('SELECT 1').get();
    res.json({ ok: true });
  });

  // Answers of the API depend on the session: never kept by shared caches (routes may say more).
  app.use(['/api', '/auth'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });

  app.use(authRouter(ctx));
  app.use(accountsRouter(ctx));
  app.use(leaguesRouter(ctx));
  app.use(accountLeaguesRouter(ctx));
  app.use(contextsRouter(ctx));
  app.use(videosRouter(ctx));
  app.use(alertsRouter(ctx));
  app.use(invitesRouter(ctx));
  app.use(sharingRouter(ctx, shareKeyFrom(config)));
  app.use(chatsRouter(ctx));

  // Billing's JSON and form routes under /api/post/stripe/* (CSRF-checked: JSON calls send
  // X-XSRF-TOKEN, HTML form posts a hidden `_csrf` field).
  if (billingCtx) app.use(billingRoutes(billingCtx));

  // Finished videos and thumbnails for the Player. A video's folder is its owner's only
  // (session-checked), read from the video store; /media/assets is public.
  app.use(
    '/media',
    mediaRouter(deps.storage, (userId, file) => ownsVideoFile(db, userId, file), {
      onError: (err) => log.error('video store read failed', { error: String(err) }),
    }),
  );

  // It lists every live sign-in link: for the offline demo only, never in production, and only to
  // this machine (the connecting socket, whatever X-Forwarded-For says).
  app.use('/dev', loopbackOnly);
  if (!deps.mailer.smtp && config.NODE_ENV !== 'production') app.get('/dev/inbox', inboxPage(deps.mailer));
  const devRoutes = deps.devRoutes;
  // Only paths under /dev reach them (loopback only, above); they keep their full path (as logged).
  if (devRoutes && config.NODE_ENV !== 'production') app.use((req, res, next) => (req.path.startsWith('/dev/') ? devRoutes(req, res, next) : next()));

  app.use(['/api', '/auth'], apiNotFound);

  // The website: the SPA built by Vite into web/dist; any other GET gets index.html.
  const webDist = deps.webDist ?? WEB_DIST;
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    const index = path.join(webDist, 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The website is not built yet (web/dist is missing): run `npm run build:web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  app.use(errorHandler(log));
  return app;
}

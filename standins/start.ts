// The one place that starts the stand-ins (local doubles of the outside services, over real
// HTTP). With STANDINS on (the default outside production), each service whose URL or key is
// unset gets its stand-in; what comes back is the settings that point the server at them, and
// the /dev pages they show. The server itself never starts or imports a stand-in.
import crypto from 'node:crypto';
import { Router } from 'express';
import { ConfigError, type Config } from '../server/config';
import type { Logger } from '../server/http/log';
import { googleCallbackUrl } from '../server/accounts/google';
import { replayedBeside } from '../server/demo';
import { chatDevRoutes, startChatStandIn } from './chat';
import { startGoogleStandIn } from './google-oidc';
import { STAND_IN_ACCOUNTS } from './google-accounts';
import { CDN_STAND_IN_SCOPE, startSleeperCdnStandIn } from './sleeper-cdn';
import { startReplayServer } from './sleeper-replay';
import { startStripeStandIn } from './stripe/server';

/** The services that have a stand-in here. */
export type StandInName = 'sleeper' | 'sleeper-cdn' | 'stripe' | 'google' | 'chat';
export const ALL_STAND_INS: readonly StandInName[] = ['sleeper', 'sleeper-cdn', 'stripe', 'google', 'chat'];

/** Any `sk_test_…` key is accepted by the Stripe stand-in; this one marks it in the settings. */
export const STRIPE_STAND_IN_KEY = 'sk_test_standin';

export type StartedStandIns = {
  /** Settings for the server: URLs and keys of the stand-ins started (merge over the environment). */
  env: Record<string, string>;
  /** Pages under /dev (full paths) that show what the stand-ins received (the chat's). */
  devRoutes: Router;
  close(): Promise<void>;
};

type StartConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'STANDINS'
  | 'HOST'
  | 'PORT'
  | 'PUBLIC_URL'
  | 'SLEEPER_BASE_URL'
  | 'SLEEPER_REPLAY_WORLD'
  | 'SLEEPER_CDN_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'GOOGLE_CLIENT_ID'
  | 'CHAT_API_URL'
>;

/** The service's loopback address for calls back into it (a wildcard HOST is reached through loopback). */
function callbackOrigin(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/**
 * Starts the stand-ins the config needs (of `only`, default all): none with STANDINS off; in
 * production STANDINS=on is refused (they take any card and sign anyone in).
 */
export async function startStandIns(config: StartConfig, log: Pick<Logger, 'info'>, only: readonly StandInName[] = ALL_STAND_INS): Promise<StartedStandIns> {
  if (config.NODE_ENV === 'production' && config.STANDINS)
    throw new ConfigError("STANDINS: must be off in production (the stand-ins take any card and sign anyone in); set each service's URL and key");
  const env: Record<string, string> = {};
  const devRoutes = Router();
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const c of closers.reverse()) await c();
  };
  if (!config.STANDINS) return { env, devRoutes, close };
  const wanted = (name: StandInName) => only.includes(name);

  try {
    if (wanted('sleeper') && !config.SLEEPER_BASE_URL) {
      const replay = await startReplayServer({ world: config.SLEEPER_REPLAY_WORLD, also: replayedBeside(config.SLEEPER_REPLAY_WORLD) });
      closers.push(() => replay.close());
      Object.assign(env, { SLEEPER_BASE_URL: replay.url, SLEEPER_CACHE_SCOPE: replay.cacheScope });
      log.info(`sleeper replay of ${config.SLEEPER_REPLAY_WORLD} on ${replay.url}`);
    }
    // Faces from the real CDN whenever the live Sleeper API is read; else from a local one, so the demo stays offline.
    if (wanted('sleeper-cdn') && !config.SLEEPER_CDN_URL && !config.SLEEPER_BASE_URL) {
      const cdn = await startSleeperCdnStandIn();
      closers.push(() => cdn.close());
      Object.assign(env, { SLEEPER_CDN_URL: cdn.url, SLEEPER_CDN_CACHE_SCOPE: CDN_STAND_IN_SCOPE });
      log.info(`sleeper cdn stand-in on ${cdn.url}`);
    }
    if (wanted('stripe') && !config.STRIPE_SECRET_KEY) {
      const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${crypto.randomBytes(24).toString('hex')}`;
      const stripe = await startStripeStandIn({
        webhookSecret,
        webhookUrl: `${callbackOrigin(config)}/api/stripe/webhook`,
        log: (m) => log.info(m),
      });
      closers.push(() => stripe.close());
      Object.assign(env, { STRIPE_SECRET_KEY: STRIPE_STAND_IN_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: stripe.url });
      log.info(`stripe stand-in on ${stripe.url} (checkout pages at ${stripe.url}/pay/…)`);
    }
    if (wanted('google') && !config.GOOGLE_CLIENT_ID) {
      const google = await startGoogleStandIn({
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
      closers.push(() => google.close());
      Object.assign(env, {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_AUTH_URL: google.authorizationUrl,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_USERINFO_URL: google.userinfoUrl,
      });
      log.info(`google stand-in on ${google.url}: Login with Google opens its account chooser (e.g. ${google.accounts[0]?.email})`);
    }
    // Group chats: the four chat APIs answered locally; what they received is shown at /dev/chat.
    if (wanted('chat') && !config.CHAT_API_URL) {
      const chat = await startChatStandIn();
      closers.push(() => chat.close());
      env.CHAT_API_URL = chat.url;
      devRoutes.use(chatDevRoutes(chat));
      log.info(`chat stand-in on ${chat.url} (see ${new URL('/dev/chat', config.PUBLIC_URL)})`);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { env, devRoutes, close };
}

// The one place that reads the environment. Every setting has an embedded default so that
// `npm start` runs the whole product offline; production points the same code elsewhere.
import path from 'node:path';
import { z } from 'zod';
import { ScriptWriter, VoiceEngine } from '../src/vocabulary';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();

/** Host names and addresses that only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Which proxies may set X-Forwarded-For (Express's `trust proxy`): unset or `false` trusts none,
 * so the per-IP limits count the connecting address; a number of hops, `loopback`, `linklocal`,
 * `uniquelocal` or a comma-separated list of addresses and CIDR ranges trusts those proxies.
 * `true` (trust anyone) is refused: any client could then pick its own address.
 */
const PROXY_WORD = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
const trustProxy = z
  .string()
  .trim()
  .transform((v, c): false | number | string => {
    if (v === 'false' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const parts = v.split(',').map((p) => p.trim());
    if (parts.every((p) => PROXY_WORD.test(p))) return parts.join(', ');
    c.addIssue({ code: 'custom', message: 'false, a number of proxy hops, loopback, linklocal, uniquelocal or comma-separated proxy addresses/CIDRs' });
    return z.NEVER;
  });

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Outside production only a loopback address is allowed (assertSafeToServe). */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  /** Origin users reach the site at; used in e-mails, OAuth and Stripe redirects. Unset: http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Proxies whose X-Forwarded-For the per-IP limits believe; unset: none. */
  TRUST_PROXY: trustProxy.default(false),
  DATA_DIR: z.string().min(1).default('data'),
  /** SQLite file; defaults to DATA_DIR/app.db. */
  DATABASE_PATH: z.string().min(1).optional(),
  /** Where finished videos and thumbnails are stored; defaults to DATA_DIR/videos. */
  VIDEO_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Secret for session ids and CSRF tokens. Required in production. */
  SESSION_SECRET: z.string().min(16).optional(),
  /**
   * `npm start` runs local stand-ins (standins/start.ts) for the outside services whose URL or key
   * is unset, and hands the server their URLs and keys. Unset: on, except in production (where `on` is refused).
   */
  STANDINS: z.enum(['on', 'off']).optional(),

  // Sleeper
  /** Sleeper API root. Unset with STANDINS=on: the recorded SLEEPER_REPLAY_WORLD, replayed on a local port. */
  SLEEPER_BASE_URL: optionalUrl,
  /** The name Sleeper answers are cached under; unset: SLEEPER_BASE_URL (a replay on a random port names its world). */
  SLEEPER_CACHE_SCOPE: z.string().min(1).optional(),
  SLEEPER_REPLAY_WORLD: z.string().min(1).default('beardhouse-2026-after-week4'),
  SLEEPER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** All the time a person's request may spend on Sleeper (every try together), background jobs excepted. */
  SLEEPER_PERSON_BUDGET_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
  SLEEPER_MAX_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(999).default(900),
  /**
   * Sleeper's image CDN (player photos, NFL logos), fetched before a render. Unset: https://sleepercdn.com
   * (with STANDINS=on and SLEEPER_BASE_URL unset, a local CDN, so the demo stays offline).
   */
  SLEEPER_CDN_URL: optionalUrl,
  /** The name fetched faces are cached under; unset: SLEEPER_CDN_URL. */
  SLEEPER_CDN_CACHE_SCOPE: z.string().min(1).optional(),

  // Script writer
  SCRIPT_WRITER: ScriptWriter.default('template'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),

  // Voice
  VOICE_ENGINE: VoiceEngine.default('offline'),
  GOOGLE_TTS_VOICE: z.string().min(1).default('en-US-Neural2-D'),
  /** host[:port] of the Text-to-Speech API; unset means Google's own. */
  GOOGLE_TTS_ENDPOINT: z.string().min(1).optional(),

  // Rendering
  CHROMIUM_EXECUTABLE: z.string().min(1).default('/usr/bin/chromium-headless-shell'),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  /** Frame-range chunks a league's first recap is split into, rendered by any free worker and joined (needs JOB_BACKEND=bullmq). */
  RENDER_CHUNKS: z.coerce.number().int().min(1).max(64).default(1),

  // Accounts and mail
  /** Comma-separated e-mails admitted to the beta without an invite (the admin command adds more). */
  BETA_EMAILS: z.string().default(''),
  /** Anyone may sign up (no waitlist). On by default for the demo. */
  OPEN_SIGNUP: bool.default(true),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Recap League <recaps@localhost>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  SLACK_WEBHOOK_URL: optionalUrl,

  // Group chats (docs/sharing.md)
  /** 32 bytes, base64: seals chat destinations' secrets (AES-256-GCM). Unset outside production: a fixed dev key. */
  CHAT_SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(v), '32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** Where the chat APIs are reached outside production (a local stand-in's origin); unset: their real hosts. Refused in production. */
  CHAT_API_URL: optionalUrl,
  /** Pauses before each retry of a failed chat post, in ms (the number of retries is their count). */
  CHAT_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'comma-separated milliseconds, e.g. 2000,10000,30000')
    .transform((v) => v.split(',').map(Number))
    .default([2000, 10_000, 30_000]),
  /** One chat request's time limit (an upload included). */
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),

  // Billing
  /** Stripe secret key. Required; with STANDINS=on and this unset, `npm start` supplies a local Stripe's. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe API origin, for a local Stripe (e.g. http://127.0.0.1:12111). Unset: api.stripe.com. */
  STRIPE_API_URL: optionalUrl,

  // Weekly production
  JOB_BACKEND: z.enum(['sqlite', 'bullmq']).default('sqlite'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** node-cron expression, evaluated in America/New_York. */
  SCHEDULE_CRON: z.string().min(9).default('0 6 * * 2'),
  SCHEDULE_ENABLED: bool.default(true),
  WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /** Seed the demo league, user and recap on start. Unset: on, except in production (where it is refused). */
  DEMO: bool.optional(),

  // Video storage (docs/storage.md)
  /** Where finished recaps live: `local` (VIDEO_DIR on this machine) or `s3` (any S3-compatible bucket, shared by workers). */
  VIDEO_STORE: z.enum(['local', 's3']).default('local'),
  /** Required with VIDEO_STORE=s3. */
  S3_BUCKET: z.string().min(1).optional(),
  /** API origin for R2, MinIO or GCS (e.g. https://<account>.r2.cloudflarestorage.com); unset means AWS S3. */
  S3_ENDPOINT: optionalUrl,
  /** `auto` for R2; AWS needs the bucket's region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Required with VIDEO_STORE=s3. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** Required with VIDEO_STORE=s3. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address buckets as <endpoint>/<bucket> instead of <bucket>.<endpoint> (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Key prefix inside the bucket (e.g. `recaps/`), so one bucket can hold several installs. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w./-]+$/, 'letters, digits, _ - . / only')
    .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), 'no . or .. segments')
    .optional(),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL' | 'DEMO' | 'STANDINS'> & {
  /** Always set: PUBLIC_URL, or http://localhost:PORT when it is unset. */
  PUBLIC_URL: string;
  /** Was PUBLIC_URL set (production requires an https:// one)? */
  publicUrlSet: boolean;
  DEMO: boolean;
  /** STANDINS, on or off (unset: on outside production). */
  STANDINS: boolean;
  databasePath: string;
  videoDir: string;
};

/** Parse settings; a bad value throws one line naming the variable and what is allowed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const c = parsed.data;
  if (c.RENDER_CHUNKS > 1 && c.JOB_BACKEND !== 'bullmq')
    throw new ConfigError('RENDER_CHUNKS: more than 1 needs JOB_BACKEND=bullmq (chunks go to workers through Redis)');
  if (c.VIDEO_STORE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[name]) throw new ConfigError(`${name}: required when VIDEO_STORE=s3`);
    }
  }
  return {
    ...c,
    // Unset, links (sign-in mails, OAuth and Stripe redirects) follow the port the service listens on.
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    publicUrlSet: c.PUBLIC_URL !== undefined,
    DEMO: c.DEMO ?? c.NODE_ENV !== 'production',
    STANDINS: c.STANDINS ? c.STANDINS === 'on' : c.NODE_ENV !== 'production',
    databasePath: c.DATABASE_PATH ?? path.join(c.DATA_DIR, 'app.db'),
    videoDir: c.VIDEO_DIR ?? path.join(c.DATA_DIR, 'videos'),
  };
}

/**
 * What the HTTP service (server/main.ts) refuses to start with, one ConfigError line naming the
 * variable and the fix. Outside production the service keeps sign-in links at /dev/inbox and runs
 * stand-ins that sign anyone in: it listens on loopback only. Production must not fall back to
 * any embedded default that fakes a service or weakens the cookies.
 */
export function assertSafeToServe(c: Config): void {
  if (c.NODE_ENV !== 'production') {
    if (!isLoopbackHost(c.HOST))
      throw new ConfigError(
        `HOST: ${c.HOST} is not a loopback address; outside NODE_ENV=production (sign-in links at /dev/inbox, stand-ins that sign anyone in) use HOST=127.0.0.1, or set NODE_ENV=production with its settings`,
      );
    return;
  }
  if (c.STANDINS) throw new ConfigError("STANDINS: must be off in production (the stand-ins take any card and sign anyone in); set each service's URL and key");
  if (!c.SESSION_SECRET) throw new ConfigError('SESSION_SECRET: required in production');
  // Without a mail transport sign-in links would only be kept in memory (and /dev/inbox is never
  // mounted in production): refuse to start rather than run a service nobody can sign in to.
  if (!c.SMTP_URL) throw new ConfigError('SMTP_URL: required in production (the mail transport for sign-in links)');
  if (!c.publicUrlSet || !c.PUBLIC_URL.startsWith('https:'))
    throw new ConfigError(`PUBLIC_URL: required in production as the site's https:// address (Secure cookies and HSTS follow it)`);
  if (!c.SLEEPER_BASE_URL)
    throw new ConfigError('SLEEPER_BASE_URL: required in production (https://api.sleeper.app/v1); unset, recorded data would be replayed');
  if (c.DEMO) throw new ConfigError('DEMO: must be false in production (it seeds a demo account with a paid league)');
  if (c.CHAT_API_URL) throw new ConfigError('CHAT_API_URL: not allowed in production (chats are reached at their real hosts only)');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

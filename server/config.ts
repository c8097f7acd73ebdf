// The one place that reads the environment. Every setting has an embedded default so that
// `npm start` runs the whole product offline; production points the same code elsewhere.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  /** Origin users reach the site at; used in e-mails, OAuth and Stripe redirects. Unset: http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  /** SQLite file; defaults to DATA_DIR/app.db. */
  DATABASE_PATH: z.string().min(1).optional(),
  /** Where finished videos and thumbnails are stored; defaults to DATA_DIR/videos. */
  VIDEO_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Secret for session ids and CSRF tokens. Required in production. */
  SESSION_SECRET: z.string().min(16).optional(),

  // Sleeper
  /** Sleeper API root. Unset: `npm start` replays SLEEPER_REPLAY_WORLD on a local port. */
  SLEEPER_BASE_URL: optionalUrl,
  SLEEPER_REPLAY_WORLD: z.string().min(1).default('beardhouse-2026-after-week4'),
  SLEEPER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SLEEPER_MAX_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(999).default(900),
  /**
   * Sleeper's image CDN (player photos, NFL logos), fetched before a render. Unset: https://sleepercdn.com
   * when SLEEPER_BASE_URL is set, else a local stand-in (server/stand-ins/sleeper-cdn.ts), so the demo stays offline.
   */
  SLEEPER_CDN_URL: optionalUrl,

  // Script writer
  SCRIPT_WRITER: z.enum(['template', 'openai']).default('template'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),

  // Voice
  VOICE_ENGINE: z.enum(['offline', 'google']).default('offline'),
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

  // Billing
  /** Stripe secret key. Unset: a local Stripe stand-in is started with the service. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe API origin, for the local stand-in (e.g. http://127.0.0.1:12111). Unset: api.stripe.com. */
  STRIPE_API_URL: optionalUrl,

  // Weekly production
  JOB_BACKEND: z.enum(['sqlite', 'bullmq']).default('sqlite'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** node-cron expression, evaluated in America/New_York. */
  SCHEDULE_CRON: z.string().min(9).default('0 6 * * 2'),
  SCHEDULE_ENABLED: bool.default(true),
  WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /** Seed the demo league, user and recap on start. */
  DEMO: bool.default(true),

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

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  /** Always set: PUBLIC_URL, or http://localhost:PORT when it is unset. */
  PUBLIC_URL: string;
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
    databasePath: c.DATABASE_PATH ?? path.join(c.DATA_DIR, 'app.db'),
    videoDir: c.VIDEO_DIR ?? path.join(c.DATA_DIR, 'videos'),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// What the HTTP app hands every router, in its own module so the routers and server/app.ts do
// not import each other.
import type express from 'express';
import type Stripe from 'stripe';
import type { Alerter } from './alerts/dedup';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './http/log';
import type { Mailer } from './mail/mailer';
import type { SleeperClient } from './sleeper/client';
import type { VideoStorage } from './videos/storage/types';

/** A job as enqueueing reports it. */
export type JobTicket = { id: number; state: string };

/** The render-job queue as the HTTP API sees it (server/jobs/production.ts answers it from the jobs table). */
export type JobsApi = {
  enqueue(leagueId: number, season: string, week: number): JobTicket | Promise<JobTicket>;
  hasInProgressJobs(userId: number): boolean | Promise<boolean>;
};

/** Stripe as billing uses it (server/billing/setup.ts builds it from the config). */
export type Billing = { stripe: Stripe; webhookSecret: string };

/** What every router of this app receives. */
export type AppContext = {
  config: Config;
  db: Database;
  sleeper: SleeperClient;
  mailer: Mailer;
  /** Where finished recaps are kept (local folder or S3 bucket): the routes read videos only through it. */
  storage: VideoStorage;
  jobs?: JobsApi;
  now: () => Date;
  log: Logger;
  /** Critical alerts to Slack, one per cause per 10 minutes (server/alerts/dedup.ts). */
  alert: Alerter;
  signInRateLimit: number;
  magicLinkAddressLimit: number;
  /** The CSRF token for this request (sets the XSRF-TOKEN cookie); for server-rendered forms. */
  csrfToken: (req: express.Request, res: express.Response, overwrite?: boolean) => string;
  /** The built website (its stylesheet dresses the server-rendered sign-in page). */
  webDist: string;
  /** Stripe and the webhook signing secret; without it the billing routes are not served. */
  billing?: Billing;
  /** Told the leagues a payment made paid, to start their first recap at once (server/leagues/first-recap.ts). */
  onLeaguesActivated: (leagueIds: number[]) => unknown;
};

/** The context billing runs with: its routes are served only when Stripe is configured. */
export type BillingContext = AppContext & { billing: Billing };

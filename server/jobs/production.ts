// Weekly production as the server starts it: the job queue (SQLite, or BullMQ with
// JOB_BACKEND=bullmq), config.WORKERS in-process render workers, the Tuesday schedule and the
// demo seed. server/main.ts calls startProduction and hands `api` to the HTTP app.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { SleeperClient } from '../sleeper/client';
import type { Mail } from '../mail/mailer';
import { sendSlackAlert } from '../alerts/slack';
import { paidLeagueIds } from '../billing/store';
import { seedDemo, demoInstructions, type DemoSeed } from '../demo';
import { startWeeklySchedule, type WeeklySchedule } from '../schedule/weekly';
import { BullmqJobQueue } from './bullmq-queue';
import { announceVideo } from './delivery';
import { shareKeyFrom } from '../sharing/key';
import { shareUrlFor } from '../sharing/links';
import { postRecapToChats } from '../chats/deliver';
import { recapForChats } from '../chats/recap-inputs';
import { addDemoChatDestination } from '../chats/demo-destination';
import { SqliteJobQueue } from './queue';
import { workerRendering, type WorkerRendering } from './render-setup';
import type { RecapPipeline } from '../pipeline/contract';
import { defaultWorkerId, startWorker, type RunningWorker } from './worker';
import type { VideoStorage } from '../videos/storage/types';
import { recordBrowsersOfThisProcess } from '../render/browser-guard';
import type { JobsApi } from '../app-context';
import { errorText } from '../error-text';

export type Production = {
  api: JobsApi;
  queue: SqliteJobQueue | BullmqJobQueue;
  workers: RunningWorker[];
  schedule: WeeklySchedule | null;
  /** Settles once the demo is seeded (null when DEMO is off or seeding failed); start-up does not wait for it. */
  demo: Promise<DemoSeed | null>;
  /**
   * Stops the schedule and the workers. A render in progress is abandoned, not awaited (it can
   * take minutes): its lease runs out and the next worker, in this or another process, redoes it.
   */
  stop(): Promise<void>;
};

type Log = (line: string) => void;

export async function startProduction(deps: {
  config: Config;
  db: Database;
  client: SleeperClient;
  /** Where the in-process workers store finished recaps. */
  storage: VideoStorage;
  send: (mail: Mail) => Promise<void>;
  /** True when mails are kept for /dev/inbox (no SMTP): said in the demo instructions. */
  inboxPage: boolean;
  log?: Log;
  /** Where the demo's sign-in instructions are printed (plain text for a person; default console.log). */
  say?: (text: string) => void;
  /** Defaults to the real recap pipeline. */
  pipeline?: RecapPipeline;
}): Promise<Production> {
  const { config, db, client } = deps;
  const log: Log = deps.log ?? ((l) => console.log(l));
  const alert = (message: string) => sendSlackAlert(config, { message }, log).then(() => undefined);
  const shareKey = shareKeyFrom(config);
  const onVideoReady = async (videoId: number) => {
    // The recap's share link when its league shares (server/sharing), for the ready mail.
    const shareUrl = shareUrlFor(db, config.PUBLIC_URL, videoId, shareKey);
    await announceVideo(db, deps.send, config.PUBLIC_URL, videoId, shareUrl).catch((err: unknown) =>
      log(`jobs: ready mail for video ${videoId} not sent: ${errorText(err)}`),
    );
    // The group-chat step: one post per destination of the league (server/chats/deliver.ts).
    await recapForChats(db, deps.storage, videoId, shareUrl)
      .then((recap) => postRecapToChats({ db, config, send: deps.send, log }, videoId, recap))
      .catch((err: unknown) => log(`jobs: chat posts for video ${videoId} failed: ${errorText(err)}`));
  };

  const sqlite = new SqliteJobQueue(db);
  const queue = config.JOB_BACKEND === 'bullmq' ? new BullmqJobQueue({ redisUrl: config.REDIS_URL, db }) : sqlite;
  if (queue instanceof BullmqJobQueue) queue.follow({ onVideoReady, alert });

  // Synchronous, answered from the jobs table.
  const api: JobsApi = {
    enqueue: (leagueId, season, week) => queue.enqueueSync(leagueId, season, week),
    hasInProgressJobs: (userId) => sqlite.hasInProgressJobsSync(userId),
  };

  const workers: RunningWorker[] = [];
  let rendering: WorkerRendering | null = null;
  if (config.WORKERS > 0) {
    try {
      rendering = await workerRendering(config, { storage: deps.storage, workerId: defaultWorkerId(), log, pipeline: deps.pipeline });
    } catch (err) {
      log(`jobs: no render worker started, the recap pipeline did not load: ${errorText(err)}`);
    }
    // The browsers of in-process renders are recorded; a restarted server ends the ones its
    // killed predecessor left running (server/render/browser-guard.ts).
    if (rendering) recordBrowsersOfThisProcess((line) => log(`jobs: ${line}`));
    for (let i = 0; rendering && i < config.WORKERS; i++) {
      workers.push(
        startWorker({
          queue,
          ...rendering,
          client,
          storage: deps.storage,
          log,
          // With BullMQ, follow() reports final failures and ready videos, once for all workers.
          alert: queue instanceof BullmqJobQueue ? undefined : alert,
          onVideoReady: (_job, videoId) => onVideoReady(videoId),
        }),
      );
    }
  }

  const schedule = config.SCHEDULE_ENABLED ? startWeeklySchedule({ db, queue, client, paidLeagueIds, alert, log, cronExpression: config.SCHEDULE_CRON }) : null;

  // The demo seed reads the league from Sleeper: in the background, so a slow or hanging Sleeper
  // never delays start-up (the instructions are printed once it is seeded).
  const seeding: Promise<DemoSeed | null> = config.DEMO
    ? seedDemo({ db, client, queue }).then(
        (seed) => {
          // The demo league posts to the local chat's Discord (CHAT_API_URL), so `npm start` shows the first recap at /dev/chat.
          if (seed.leagueId !== null) addDemoChatDestination(db, config, seed.leagueId);
          (deps.say ?? ((t: string) => console.log(t)))(demoInstructions(config.PUBLIC_URL, seed, deps.inboxPage));
          return seed;
        },
        (err: unknown) => {
          log(`demo: not seeded: ${errorText(err)}`);
          return null;
        },
      )
    : Promise.resolve(null);

  return {
    api,
    queue,
    workers,
    schedule,
    demo: seeding,
    async stop() {
      await schedule?.stop();
      for (const w of workers) void w.stop();
      await queue.close();
      await rendering?.close();
    },
  };
}

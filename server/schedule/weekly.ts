// The Tuesday batch: at SCHEDULE_CRON (America/New_York, default Tuesday 6:00) read Sleeper's
// state, and for every paid league whose week just played is final, enqueue its recap. A league
// whose week is not final yet is tried again every hour until noon ET, so that with enough
// workers every recap is out by 1pm ET. The clock is injected: cron only calls runScheduledBatch(now).
import cron from 'node-cron';
import type { Database } from '../db/database';
import type { SleeperClient } from '../sleeper/client';
import type { JobQueue } from '../jobs/queue';
import { currentWeek, weekToRecap } from '../recap/week';
import { errorText } from '../error-text';

export const TIMEZONE = 'America/New_York';
/** A job younger than this belongs to this morning's batch rather than an earlier week's. */
const RECENT_MS = 18 * 60 * 60 * 1000;
/** Last retry hour (ET) for weeks not final at the first run; renders then finish by 1pm. */
export const CUTOFF_HOUR_ET = 12;

export type BatchDeps = {
  db: Database;
  queue: JobQueue;
  client: SleeperClient;
  /** League ids (leagues.id) whose recap is paid for at `now` (billing's paidLeagueIds). */
  paidLeagueIds: (db: Database, now: Date) => number[];
  alert: (message: string) => Promise<unknown>;
  log?: (line: string) => void;
};

export type BatchResult = {
  at: string;
  season: string | null;
  week: number | null;
  enqueued: { leagueId: number; jobId: number; week: number }[];
  /** Queued by an earlier run of this morning (or by the user's first recap after paying). */
  alreadyQueued: { leagueId: number; jobId: number; week: number }[];
  /** Paid leagues whose week is not final yet: tried again later in the morning. */
  waiting: { leagueId: number; reason: string }[];
  /** Paid leagues with nothing to recap this week (season over, not started, league gone). */
  skipped: { leagueId: number; reason: string }[];
  errors: { leagueId: number; error: string }[];
  /** Set when the current week could not be read: nothing was enqueued and Slack was alerted. */
  stateError?: string;
};

type LeagueRow = { id: number; platform_league_id: string; name: string };

/**
 * One pass of the weekly batch at `now`. Idempotent (enqueue is), so the hourly retries simply
 * run it again. `lastRun` marks the final retry of the morning: leagues still waiting are alerted.
 */
export async function runScheduledBatch(now: Date, deps: BatchDeps, opts: { lastRun?: boolean } = {}): Promise<BatchResult> {
  const log = deps.log ?? (() => {});
  const result: BatchResult = { at: now.toISOString(), season: null, week: null, enqueued: [], alreadyQueued: [], waiting: [], skipped: [], errors: [] };

  let state;
  try {
    state = await deps.client.getState();
  } catch (err) {
    result.stateError = `the current NFL week could not be read from Sleeper: ${errorText(err)}`;
  }
  const current = state ? currentWeek(state) : null;
  if (!state || !current) {
    result.stateError ??= 'Sleeper returned no current NFL week';
    await deps.alert(`Weekly recap batch at ${result.at}: ${result.stateError}. No recap was queued.`);
    log(`schedule: ${result.stateError}`);
    return result;
  }
  result.season = current.season;
  result.week = current.week;

  const ids = deps.paidLeagueIds(deps.db, now);
  const leagues = ids
    .map((id) => deps.db.prepare('SELECT id, platform_league_id, name FROM leagues WHERE id = ?').get(id) as LeagueRow | undefined)
    .filter((l): l is LeagueRow => l !== undefined);

  for (const row of leagues) {
    try {
      const league = await deps.client.getLeague(row.platform_league_id);
      if (!league) {
        result.skipped.push({ leagueId: row.id, reason: 'Sleeper no longer knows this league' });
        continue;
      }
      if (league.season !== current.season) {
        result.skipped.push({
          leagueId: row.id,
          reason: `no ${current.season} week ${current.week} to recap (league season ${league.season}, ${league.status})`,
        });
        continue;
      }
      // A league Sleeper marks complete still gets its last week: the championship recap.
      const pick = weekToRecap(state, league);
      if (pick.week === null) {
        result.waiting.push({ leagueId: row.id, reason: pick.reason });
        continue;
      }
      // The league's last final week. Already recapped by an earlier batch means the week just
      // played is not final yet: the hourly retries enqueue it once Sleeper has scored it.
      const existing = deps.db
        .prepare('SELECT id, created_at FROM jobs WHERE league_id = ? AND season = ? AND week = ?')
        .get(row.id, league.season, pick.week) as { id: number; created_at: string } | undefined;
      if (existing && league.status === 'complete') {
        result.skipped.push({ leagueId: row.id, reason: `${league.name}'s ${league.season} season is over (week ${pick.week} recapped)` });
        continue;
      }
      if (existing && Date.parse(existing.created_at) < now.getTime() - RECENT_MS) {
        result.waiting.push({ leagueId: row.id, reason: `no week after week ${pick.week} is final yet` });
        continue;
      }
      if (existing) {
        result.alreadyQueued.push({ leagueId: row.id, jobId: existing.id, week: pick.week });
        continue;
      }
      const job = await deps.queue.enqueue(row.id, league.season, pick.week);
      result.enqueued.push({ leagueId: row.id, jobId: job.id, week: pick.week });
    } catch (err) {
      result.errors.push({ leagueId: row.id, error: errorText(err) });
    }
  }

  log(
    `schedule ${result.at}: week ${current.season}/${current.week}: ${result.enqueued.length} queued, ` +
      `${result.waiting.length} waiting, ${result.skipped.length} skipped, ${result.errors.length} errors`,
  );
  const late = opts.lastRun ? result.waiting : [];
  if (late.length || result.errors.length) {
    const lines = [
      ...late.map((w) => `league ${w.leagueId}: ${w.reason} (last try of the morning)`),
      ...result.errors.map((e) => `league ${e.leagueId}: ${e.error}`),
    ];
    await deps.alert(
      `Weekly recap batch ${result.at} (${current.season} week ${current.week}): ${lines.length} league(s) without a recap:\n${lines.join('\n')}`,
    );
  }
  return result;
}

/** The hourly retry expression that follows the main one: same minute and days, hours after it up to noon. */
export function retryCron(expression: string, cutoffHour = CUTOFF_HOUR_ET): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, dom, month, dow] = fields;
  if (!/^\d+$/.test(minute) || !/^\d+$/.test(hour)) return null;
  const first = Number(hour) + 1;
  if (first > cutoffHour) return null;
  return `${minute} ${first === cutoffHour ? first : `${first}-${cutoffHour}`} ${dom} ${month} ${dow}`;
}

/** The hour of `now` in New York. */
export function hourInNewYork(now: Date): number {
  const h = new Intl.DateTimeFormat('en-US', { timeZone: TIMEZONE, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(h);
}

export type WeeklySchedule = { stop(): Promise<void>; nextRun(): Date | null };

/** Registers the Tuesday batch and its hourly retries with node-cron, in New York time. */
export function startWeeklySchedule(deps: BatchDeps & { cronExpression: string }): WeeklySchedule {
  if (!cron.validate(deps.cronExpression)) throw new Error(`SCHEDULE_CRON "${deps.cronExpression}" is not a valid cron expression`);
  const run = (date: Date) =>
    runScheduledBatch(date, deps, { lastRun: hourInNewYork(date) >= CUTOFF_HOUR_ET }).catch((err: unknown) =>
      deps.log?.(`schedule: batch failed: ${errorText(err)}`),
    );
  const main = cron.schedule(deps.cronExpression, (ctx) => run(ctx.date), { timezone: TIMEZONE, name: 'weekly-recaps', noOverlap: true });
  const retryExpr = retryCron(deps.cronExpression);
  const retry = retryExpr ? cron.schedule(retryExpr, (ctx) => run(ctx.date), { timezone: TIMEZONE, name: 'weekly-recaps-retry', noOverlap: true }) : null;
  return {
    async stop() {
      await main.destroy();
      await retry?.destroy();
    },
    nextRun: () => main.getNextRun(),
  };
}

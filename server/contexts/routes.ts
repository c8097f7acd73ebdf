// League context and weekly context (trimmed, at most 10,000 characters), and the weeks they
// hang on: current NFL week and each league's upcoming week.
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { visitorSleeperLimiter } from '../http/rate-limits';
import { SleeperError } from '../sleeper/client';
import { fields, parse } from '../http/validate';
import { ownedLeague } from '../leagues/store';
import { currentWeek, LAST_WEEK } from '../recap/week';
import { contextWeek, recapStarted, weekEditability } from './weeks';
import { errorText } from '../error-text';

export const CONTEXT_MAX = 10_000;

const contextText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .transform((s) => s.trim())
    .refine((s) => s.length <= CONTEXT_MAX, `${name === 'league_context' ? 'League' : 'Weekly'} context can be at most 10,000 characters.`);

const LeagueIdParam = z.object({ leagueId: fields.leagueId });

export function contextsRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, sleeper } = ctx;

  /** The league and NFL state from Sleeper, for the week rules (a 502 when Sleeper cannot answer). */
  async function leagueAndState(platformLeagueId: string) {
    const [league, state] = await Promise.all([sleeper.getLeague(platformLeagueId), sleeper.getState()]);
    if (!league) throw new HttpError(404, 'Sleeper no longer knows this league.');
    return { league, state };
  }

  /** The league's open week of weekly context: the week its next recap covers (contexts/weeks.ts). */
  async function openWeek(owned: { id: number; platform_league_id: string }) {
    const { league, state } = await leagueAndState(owned.platform_league_id);
    return contextWeek(state, league, (season, week) => recapStarted(db, owned.id, season, week));
  }

  r.get('/api/get/league-context/:leagueId', (req, res) => {
    const { leagueId } = parse(LeagueIdParam, req.params);
    const league = ownedLeague(db, requireUserId(req), leagueId);
    res.json({ success: true, league_context: league.league_context, platform_league_id: league.platform_league_id });
  });

  r.post('/api/post/league-context', (req, res) => {
    const body = parse(z.object({ league_context: contextText('league_context'), platform_league_id: fields.leagueId }), req.body);
    const league = ownedLeague(db, requireUserId(req), body.platform_league_id);
    db.prepare('UPDATE leagues SET league_context = ? WHERE id = ?').run(body.league_context, league.id);
    res.json({ success: true, league_context: body.league_context, platform_league_id: league.platform_league_id });
  });

  r.get('/api/get/upcoming-week/:leagueId', async (req, res) => {
    const { leagueId } = parse(LeagueIdParam, req.params);
    const owned = ownedLeague(db, requireUserId(req), leagueId);
    const next = await openWeek(owned);
    res.json({ success: true, upcoming_week: next.week, season: next.season, editable: next.week !== null, reason: next.reason });
  });

  const readWeekly = (leagueRowId: number, season: string, week: number) =>
    (
      db.prepare('SELECT week_context FROM weekly_contexts WHERE league_id = ? AND season = ? AND week = ?').get(leagueRowId, season, week) as
        | { week_context: string }
        | undefined
    )?.week_context ?? '';

  // Without season and week: the upcoming week's context.
  r.get('/api/get/weekly-context/:leagueId', async (req, res) => {
    const { leagueId } = parse(LeagueIdParam, req.params);
    const owned = ownedLeague(db, requireUserId(req), leagueId);
    const next = await openWeek(owned);
    // Season over: show the last week's context, read-only.
    const week = next.week ?? LAST_WEEK;
    res.json({ success: true, week_context: readWeekly(owned.id, next.season, week), season: next.season, week, editable: next.week !== null });
  });

  r.get('/api/get/weekly-context/:leagueId/:season/:week', async (req, res) => {
    const p = parse(LeagueIdParam.extend({ season: fields.season, week: fields.week }), req.params);
    const owned = ownedLeague(db, requireUserId(req), p.leagueId);
    const editable = weekEditability({ season: p.season, week: p.week }, await openWeek(owned)).editable;
    res.json({ success: true, week_context: readWeekly(owned.id, p.season, p.week), season: p.season, week: p.week, editable });
  });

  r.post('/api/post/weekly-context', async (req, res) => {
    const body = parse(
      z.object({ week_context: contextText('week_context'), platform_league_id: fields.leagueId, season: fields.season, week: fields.week }),
      req.body,
    );
    const owned = ownedLeague(db, requireUserId(req), body.platform_league_id);
    const verdict = weekEditability(body, await openWeek(owned));
    if (!verdict.editable) throw new HttpError(verdict.status, verdict.message);
    db.prepare(
      `INSERT INTO weekly_contexts (league_id, season, week, week_context) VALUES (?, ?, ?, ?)
       ON CONFLICT(league_id, season, week) DO UPDATE SET week_context = excluded.week_context,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    ).run(owned.id, body.season, body.week, body.week_context);
    res.json({ success: true, week_context: body.week_context, season: body.season, week: body.week });
  });

  // Public: the NFL's current week (the client keeps the state a minute; visitors are limited per
  // IP). A failure or missing week is a critical alert (spec section 8), one per cause per 10 minutes.
  r.get('/api/get/current-week', visitorSleeperLimiter(), async (req, res) => {
    let problem: string;
    let cause: string;
    try {
      const week = currentWeek(await sleeper.getState());
      if (week) return void res.json({ success: true, season: week.season, week: week.week, sport: 'nfl' });
      problem = 'Sleeper state has no current week (off-season?)';
      cause = 'no-week';
    } catch (err) {
      problem = errorText(err);
      cause = err instanceof SleeperError ? err.kind : 'error';
    }
    ctx.log.error('current week unavailable', { reqId: req.id, problem });
    const sent = await ctx.alert(`current-week:${cause}`, `CRITICAL: current week unavailable: ${problem}`);
    res.status(502).json({ success: false, error: 'Could not load the current week. Please try again later.', alerted: sent.delivered || sent.suppressed });
  });

  return r;
}

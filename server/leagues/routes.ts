// Leagues: the Sleeper lookup of onboarding, the user's claimed leagues, team names, roast level.
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { OfferedLevel } from '../../src/vocabulary';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { fields, parse, typeError } from '../http/validate';
import { fantasyLeagues } from '../sleeper/client';
import type { LeagueUser } from '../sleeper/schemas';
import { leaguesOf, ownedLeague } from './store';
import { MISSING_LEAGUE_MESSAGE } from './verify-claim';

export const USER_NOT_FOUND_MESSAGE = 'User not found on Sleeper. Please check the username and try again.';
export const NO_LEAGUES_MESSAGE = 'No leagues found for this username. Please check your username and try again.';

const LeagueIdParam = z.object({ leagueId: fields.leagueId });
/** "participation_trophy or sunburn": the levels a league can have, as the messages name them. */
const OFFERED = OfferedLevel.options.join(' or ');
const RoastBody = z.object({
  roast_level: z.string({ error: typeError(`roast_level is required: ${OFFERED}`, `roast_level must be ${OFFERED}`) }).superRefine((v, c) => {
    if (v === 'red_band') c.addIssue({ code: 'custom', message: 'Red Band is coming soon. Please choose Participation Trophy or Sunburn.' });
    else if (!OfferedLevel.safeParse(v).success) {
      c.addIssue({ code: 'custom', message: `roast_level must be ${OFFERED}` });
    }
  }),
  platform_league_id: fields.leagueId,
});

/** A team's name as the league sees it: its custom team name, else the manager's display name. */
export function teamName(u: LeagueUser): string {
  return u.metadata?.team_name?.trim() || u.display_name?.trim() || 'Unnamed team';
}

export function leaguesRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, sleeper } = ctx;
  // Onboarding looks leagues up before sign-in: keep one visitor from hammering Sleeper through us.
  const lookupLimiter = rateLimit({
    windowMs: 60 * 1000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { success: false, error: 'Too many lookups. Please wait a minute and try again.' },
  });

  r.post('/api/post/sleeper/fetch-leagues', lookupLimiter, async (req, res) => {
    const { username } = parse(z.object({ username: fields.sleeperUsername }), req.body);
    // Sleeper usernames are lower-case; people type them with capitals.
    const user = await sleeper.getUser(username.toLowerCase());
    if (!user) return void res.status(404).json({ success: false, error: USER_NOT_FOUND_MESSAGE });
    const state = await sleeper.getState();
    const season = state.league_season ?? state.season;
    const leagues = fantasyLeagues(await sleeper.getUserLeagues(user.user_id, season));
    if (leagues.length === 0) return void res.json({ success: false, error: NO_LEAGUES_MESSAGE });
    res.json({
      success: true,
      data: {
        platform_user_id: user.user_id,
        display_name: user.display_name ?? user.username ?? username,
        leagues: leagues.map((l) => ({
          platform_league_id: l.league_id,
          name: l.name,
          season: l.season,
          sport: l.sport,
          status: l.status,
          total_rosters: l.total_rosters,
          season_type: l.season_type ?? null,
          avatar: l.avatar ?? null,
        })),
      },
    });
  });

  r.get('/api/get/user-leagues', (req, res) => {
    const leagues = leaguesOf(db, requireUserId(req)).map((l) => ({
      id: l.id,
      name: l.name,
      platform_league_id: l.platform_league_id,
      platform_user_id: l.platform_user_id,
      username: l.username,
      display_name: l.display_name,
      team_name: l.team_name,
      platform_name: l.platform_name,
      season: l.season,
      roast_level: l.roast_level,
      paid: l.paid === 1,
    }));
    res.json({ success: true, leagues });
  });

  // The user's league (the first, or ?platform_league_id=) with its teams from Sleeper.
  r.get('/api/get/user-league-data', async (req, res) => {
    const userId = requireUserId(req);
    const q = parse(z.object({ platform_league_id: fields.leagueId.optional() }), req.query);
    const league = q.platform_league_id ? ownedLeague(db, userId, q.platform_league_id) : leaguesOf(db, userId)[0];
    if (!league) throw new HttpError(404, MISSING_LEAGUE_MESSAGE);
    const users = await sleeper.getLeagueUsers(league.platform_league_id);
    res.json({
      success: true,
      platform_league_id: league.platform_league_id,
      name: league.name,
      season: league.season,
      teams: users.map((u) => ({ team_name: teamName(u), display_name: u.display_name ?? null, platform_user_id: u.user_id })),
    });
  });

  r.get('/api/get/league-team-names/:leagueId', async (req, res) => {
    const { leagueId } = parse(LeagueIdParam, req.params);
    const league = ownedLeague(db, requireUserId(req), leagueId);
    const users = await sleeper.getLeagueUsers(league.platform_league_id);
    res.json({ success: true, team_names: users.map(teamName) });
  });

  r.get('/api/get/roast-level/:leagueId', (req, res) => {
    const { leagueId } = parse(LeagueIdParam, req.params);
    const league = ownedLeague(db, requireUserId(req), leagueId);
    res.json({ success: true, roast_level: league.roast_level, platform_league_id: league.platform_league_id });
  });

  r.post('/api/post/roast-level', (req, res) => {
    const body = parse(RoastBody, req.body);
    const league = ownedLeague(db, requireUserId(req), body.platform_league_id);
    db.prepare('UPDATE leagues SET roast_level = ? WHERE id = ?').run(body.roast_level, league.id);
    res.json({ success: true, roast_level: body.roast_level, platform_league_id: league.platform_league_id });
  });

  return r;
}

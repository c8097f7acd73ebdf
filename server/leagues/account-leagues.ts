// Settings → LEAGUES, "more leagues in your Sleeper account": a member who connected one league
// can add the others of the same Sleeper account without going through onboarding again. Adding
// claims the league (checked with Sleeper, refused when another account holds it); paying for it
// goes through the member's one subscription (quantity + 1, or a checkout when there is none).
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { fields, parse } from '../http/validate';
import { fantasyLeagues } from '../sleeper/client';
import { claimLeague, findLeague, leagueClaimedError, leaguesOf } from './store';
import { verifyLeagueChoice } from './verify-claim';
import type { LeagueOwnership } from '../../src/vocabulary';

export const NO_SLEEPER_ACCOUNT_MESSAGE = 'No Sleeper account is connected yet. Connect a league through onboarding first.';
export const NOT_IN_ACCOUNT_MESSAGE = 'That league is not in your Sleeper account.';

/** The Sleeper account the member connected (from their first league that names one). */
export function sleeperAccountOf(db: Database, userId: number): { platform_user_id: string; username: string | null } | null {
  const league = leaguesOf(db, userId).find((l) => l.platform_user_id);
  return league?.platform_user_id ? { platform_user_id: league.platform_user_id, username: league.username } : null;
}

const AddLeagueBody = z.object({ platform_league_id: fields.leagueId });

export function accountLeaguesRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db, sleeper } = ctx;

  /** The season's leagues of the member's Sleeper account, each as theirs, another account's, or free. */
  async function accountLeagues(userId: number) {
    const account = sleeperAccountOf(db, userId);
    if (!account) return { account: null, leagues: [] };
    const state = await sleeper.getState();
    const season = state.league_season ?? state.season;
    const leagues = fantasyLeagues(await sleeper.getUserLeagues(account.platform_user_id, season)).map((l) => {
      const row = findLeague(db, l.league_id);
      const owner = row?.owner_user_id ?? null;
      const state: LeagueOwnership = owner === null ? 'available' : owner === userId ? 'yours' : 'claimed';
      return {
        platform_league_id: l.league_id,
        name: l.name,
        season: l.season,
        total_rosters: l.total_rosters,
        state,
        paid: owner === userId && row?.paid === 1,
      };
    });
    return { account, leagues };
  }

  r.get('/api/get/sleeper-account-leagues', async (req, res) => {
    const { account, leagues } = await accountLeagues(requireUserId(req));
    res.set('Cache-Control', 'no-store').json({ success: true, username: account?.username ?? null, leagues });
  });

  r.post('/api/post/add-league', async (req, res) => {
    const userId = requireUserId(req);
    const { platform_league_id } = parse(AddLeagueBody, req.body);
    const account = sleeperAccountOf(db, userId);
    if (!account) throw new HttpError(400, NO_SLEEPER_ACCOUNT_MESSAGE);
    const { leagues } = await accountLeagues(userId);
    const listed = leagues.find((l) => l.platform_league_id === platform_league_id);
    if (!listed) throw new HttpError(400, NOT_IN_ACCOUNT_MESSAGE);
    // Sleeper says the account is a member of the league (its team name comes from there too).
    const claim = await verifyLeagueChoice(sleeper, { platform_league_id, ...account });
    if (!claimLeague(db, userId, claim)) throw leagueClaimedError(claim.name);
    const row = findLeague(db, platform_league_id)!;
    res.json({ success: true, league: { platform_league_id, name: row.name, paid: row.paid === 1 } });
  });

  return r;
}

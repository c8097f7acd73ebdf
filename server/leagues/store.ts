// The leagues table as the API uses it: ownership checks, claiming, listing.
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { OfferedLevel } from '../../src/vocabulary';

export type LeagueRow = {
  id: number;
  platform_league_id: string;
  platform_name: string;
  owner_user_id: number | null;
  name: string;
  season: string;
  sport: string;
  status: string | null;
  season_type: string | null;
  total_rosters: number | null;
  platform_user_id: string | null;
  username: string | null;
  display_name: string | null;
  team_name: string | null;
  roast_level: OfferedLevel;
  league_context: string;
  paid: number;
};

/** What sign-up claims: the league as Sleeper describes it plus the claiming Sleeper user. */
export type LeagueClaim = {
  platform_league_id: string;
  name: string;
  season: string;
  sport: string;
  status: string | null;
  season_type: string | null;
  total_rosters: number | null;
  platform_user_id: string;
  username: string | null;
  display_name: string | null;
  team_name: string | null;
};

export function leaguesOf(db: Database, userId: number): LeagueRow[] {
  return db.prepare('SELECT * FROM leagues WHERE owner_user_id = ? ORDER BY id').all(userId) as LeagueRow[];
}

export function findLeague(db: Database, platformLeagueId: string): LeagueRow | undefined {
  return db.prepare('SELECT * FROM leagues WHERE platform_league_id = ?').get(platformLeagueId) as LeagueRow | undefined;
}

/**
 * The user's league, or a 404 that says the same whether the league is someone else's or does
 * not exist (nothing about other accounts leaks).
 */
export function ownedLeague(db: Database, userId: number, platformLeagueId: string): LeagueRow {
  const row = findLeague(db, platformLeagueId);
  if (!row || row.owner_user_id !== userId) {
    throw new HttpError(404, 'League not found among your leagues. Connect it through onboarding first.');
  }
  return row;
}

export function leagueClaimedError(leagueName: string): HttpError {
  return new HttpError(409, 'League Already Claimed', {
    message: `The league "${leagueName}" is already connected to another account. Someone else in your league may have claimed it, you may have signed up with another e-mail, or an earlier registration was not finished.`,
  });
}

/** Is the league free for this e-mail (unclaimed, or already held by the same account)? */
export function isClaimableBy(db: Database, platformLeagueId: string, email: string): boolean {
  const row = db.prepare('SELECT u.email FROM leagues l JOIN users u ON u.id = l.owner_user_id WHERE l.platform_league_id = ?').get(platformLeagueId) as
    | { email: string }
    | undefined;
  return !row || row.email.toLowerCase() === email.toLowerCase();
}

/** Gives the league to the user unless another account holds it; returns whether the user owns it now. */
export function claimLeague(db: Database, userId: number, c: LeagueClaim): boolean {
  db.prepare(
    `INSERT INTO leagues (platform_league_id, owner_user_id, name, season, sport, status, season_type, total_rosters,
                          platform_user_id, username, display_name, team_name)
     VALUES (@platform_league_id, @owner, @name, @season, @sport, @status, @season_type, @total_rosters,
             @platform_user_id, @username, @display_name, @team_name)
     ON CONFLICT(platform_league_id) DO UPDATE SET
       owner_user_id = excluded.owner_user_id, name = excluded.name, season = excluded.season,
       status = excluded.status, season_type = excluded.season_type, total_rosters = excluded.total_rosters,
       platform_user_id = excluded.platform_user_id, username = excluded.username,
       display_name = excluded.display_name, team_name = excluded.team_name
     WHERE leagues.owner_user_id IS NULL OR leagues.owner_user_id = excluded.owner_user_id`,
  ).run({ ...c, owner: userId });
  return findLeague(db, c.platform_league_id)?.owner_user_id === userId;
}

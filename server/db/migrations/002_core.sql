-- The tables several parts of the product share. Each part adds its own tables in its own
-- numbered migrations (accounts 010-019, billing 020-029, jobs 030-039).
CREATE TABLE users (
  id          INTEGER PRIMARY KEY,
  email       TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name  TEXT,
  last_name   TEXT,
  google_id   TEXT UNIQUE,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- The spec's permission record: access type, onboarding progress and subscription state.
CREATE TABLE permissions (
  user_id                          INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  type                             TEXT NOT NULL DEFAULT 'user'
                                   CHECK (type IN ('private_beta','invite_beta','admin','user')),
  show_onboarding                  INTEGER NOT NULL DEFAULT 1,
  onboarding_step                  INTEGER NOT NULL DEFAULT 5 CHECK (onboarding_step BETWEEN 1 AND 8),
  tier                             TEXT,
  interval                         TEXT,
  subscription_current_period_end  TEXT,
  stripe_customer_id               TEXT UNIQUE,
  stripe_subscription_id           TEXT,
  updated_at                       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- A Sleeper league claimed by one account. `paid` is set by billing; the weekly batch reads it.
CREATE TABLE leagues (
  id                  INTEGER PRIMARY KEY,
  platform_league_id  TEXT NOT NULL UNIQUE,
  platform_name       TEXT NOT NULL DEFAULT 'sleeper',
  owner_user_id       INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name                TEXT NOT NULL,
  season              TEXT NOT NULL,
  sport               TEXT NOT NULL DEFAULT 'nfl',
  status              TEXT,
  season_type         TEXT,
  total_rosters       INTEGER,
  platform_user_id    TEXT,
  username            TEXT,
  display_name        TEXT,
  team_name           TEXT,
  roast_level         TEXT NOT NULL DEFAULT 'participation_trophy'
                      CHECK (roast_level IN ('participation_trophy','sunburn')),
  league_context      TEXT NOT NULL DEFAULT '',
  paid                INTEGER NOT NULL DEFAULT 0,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX leagues_owner ON leagues(owner_user_id);

CREATE TABLE weekly_contexts (
  league_id     INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
  season        TEXT NOT NULL,
  week          INTEGER NOT NULL CHECK (week BETWEEN 1 AND 18),
  week_context  TEXT NOT NULL DEFAULT '',
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  PRIMARY KEY (league_id, season, week)
);

-- A finished recap. A row exists only once its files are complete in the video store.
CREATE TABLE videos (
  id                INTEGER PRIMARY KEY,
  league_id         INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
  season            TEXT NOT NULL,
  week              INTEGER NOT NULL,
  title             TEXT NOT NULL,
  league_name       TEXT NOT NULL,
  duration_seconds  REAL NOT NULL,
  resolution        TEXT NOT NULL,
  matchups          TEXT NOT NULL,   -- JSON [{team1, score1, team2, score2}]
  props             TEXT NOT NULL,   -- JSON RecapProps used to render it (the Player uses them)
  file_path         TEXT NOT NULL,   -- relative to the video store
  thumbnail_path    TEXT NOT NULL,
  bytes             INTEGER NOT NULL,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (league_id, season, week)
);

-- One render job per league, season and week (asking twice gives the same job).
CREATE TABLE jobs (
  id            INTEGER PRIMARY KEY,
  league_id     INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
  season        TEXT NOT NULL,
  week          INTEGER NOT NULL,
  state         TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued','running','succeeded','failed')),
  attempts      INTEGER NOT NULL DEFAULT 0,
  max_attempts  INTEGER NOT NULL DEFAULT 3,
  run_after     INTEGER NOT NULL DEFAULT 0,     -- epoch ms; backoff between attempts
  lease_until   INTEGER,                        -- epoch ms; a running job past it is picked up again
  worker_id     TEXT,
  stage         TEXT,
  percent       REAL NOT NULL DEFAULT 0,
  error         TEXT,
  video_id      INTEGER REFERENCES videos(id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (league_id, season, week)
);
CREATE INDEX jobs_ready ON jobs(state, run_after);

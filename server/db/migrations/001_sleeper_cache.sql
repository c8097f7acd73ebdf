-- Sleeper responses kept locally: players/nfl (refreshed at most daily) and final weeks'
-- league data (never change once final, so a recap re-render makes no new calls).
CREATE TABLE sleeper_cache (
  key        TEXT PRIMARY KEY,
  body       TEXT NOT NULL,
  fetched_at INTEGER NOT NULL
);

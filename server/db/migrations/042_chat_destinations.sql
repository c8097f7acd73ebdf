-- Group chats a league's recaps are posted to (docs/sharing.md, "Group-chat destinations").
-- `secret` holds the webhook URL, bot id or bot token, sealed with AES-256-GCM (server/chats/secret-box.ts);
-- `label` is what the owner sees of it (never enough to post with).
CREATE TABLE chat_destinations (
  id               INTEGER PRIMARY KEY,
  league_id        INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
  kind             TEXT NOT NULL CHECK (kind IN ('discord','slack','groupme','telegram')),
  label            TEXT NOT NULL,
  secret           TEXT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok','broken')),
  broken_reason    TEXT,
  -- Set once when the owner is told the destination broke, so they get one mail, not one per recap.
  broken_mailed_at TEXT,
  last_posted_at   TEXT,
  last_error       TEXT,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX chat_destinations_league ON chat_destinations (league_id);

-- One row per (video, destination), inserted before posting: whoever inserts it posts, and a
-- process that dies after posting leaves the claim behind, so nobody posts the recap again.
CREATE TABLE chat_posts (
  video_id       INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  destination_id INTEGER NOT NULL REFERENCES chat_destinations(id) ON DELETE CASCADE,
  state          TEXT NOT NULL DEFAULT 'posting' CHECK (state IN ('posting','posted','failed')),
  attempts       INTEGER NOT NULL DEFAULT 0,
  error          TEXT,
  claimed_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  posted_at      TEXT,
  PRIMARY KEY (video_id, destination_id)
);

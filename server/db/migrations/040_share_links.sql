-- Share links (issue 24, item 1): a league's owner turns sharing on; each recap then has a public
-- link /v/<token>. Only a sha256 of the token is stored (for lookup); the token is an HMAC of
-- `nonce` under a key outside the database (server/sharing/key.ts), so a copy of the database
-- cannot open a link, while the server can show the owner the same link again.
ALTER TABLE leagues ADD COLUMN sharing_enabled INTEGER NOT NULL DEFAULT 0;

CREATE TABLE share_links (
  id             INTEGER PRIMARY KEY,
  video_id       INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  nonce          TEXT NOT NULL UNIQUE,          -- 32 random bytes, base64url
  token_hash     TEXT NOT NULL UNIQUE,          -- sha256 hex of the token in the URL
  referral_code  TEXT NOT NULL UNIQUE,          -- carried by "Get a recap for your league"
  views          INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  revoked_at     TEXT
);
-- One live link per recap; revoked ones stay (their views still count for the recap).
CREATE UNIQUE INDEX share_links_live ON share_links(video_id) WHERE revoked_at IS NULL;

-- Who signed up after following a share page's "Get a recap for your league".
CREATE TABLE signup_referrals (
  user_id        INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  referral_code  TEXT NOT NULL,
  share_link_id  INTEGER REFERENCES share_links(id) ON DELETE SET NULL,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

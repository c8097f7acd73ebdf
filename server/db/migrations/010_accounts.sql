-- Accounts: browser sessions, magic-link tokens, the beta waitlist and invite codes.

-- A signed-in (or anonymous, e.g. mid Google sign-in) browser. The cookie holds a random token;
-- only its sha256 is stored, so a copy of the database cannot be used to sign in.
CREATE TABLE sessions (
  id_hash     TEXT PRIMARY KEY,
  user_id     INTEGER REFERENCES users(id) ON DELETE CASCADE,
  data        TEXT NOT NULL DEFAULT '{}',
  expires_at  INTEGER NOT NULL            -- epoch ms
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_expiry ON sessions(expires_at);

-- Magic-link tokens: 32 random bytes mailed, sha256 stored; single use, 15-minute life.
CREATE TABLE magic_tokens (
  token_hash       TEXT PRIMARY KEY,
  email            TEXT NOT NULL COLLATE NOCASE,
  purpose          TEXT NOT NULL CHECK (purpose IN ('login','signup')),
  onboarding_data  TEXT,                  -- JSON, signup only
  access_type      TEXT,                  -- permission type granted if this creates the account
  invite_code      TEXT,
  expires_at       INTEGER NOT NULL,      -- epoch ms
  used_at          INTEGER,
  created_at       INTEGER NOT NULL
);
CREATE INDEX magic_tokens_email ON magic_tokens(email);

-- E-mails that asked for access while the beta is closed to them.
CREATE TABLE waitlist (
  email       TEXT PRIMARY KEY COLLATE NOCASE,
  source      TEXT NOT NULL DEFAULT 'magic',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- E-mails admitted to the private beta by the admin command (besides config BETA_EMAILS).
CREATE TABLE beta_emails (
  email       TEXT PRIMARY KEY COLLATE NOCASE,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- Invite codes, made by the admin command. `for_email` marks a code meant for one person: the
-- spec's invite-code flow hands it to that signed-in account when it has no permission record.
CREATE TABLE invite_codes (
  code             TEXT PRIMARY KEY,
  created_by       INTEGER REFERENCES users(id) ON DELETE SET NULL,
  for_email        TEXT COLLATE NOCASE,
  used_by          INTEGER REFERENCES users(id) ON DELETE SET NULL,
  used_at          TEXT,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

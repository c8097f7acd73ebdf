-- Billing (issue 7). Stripe is the source of truth; these tables remember what its webhooks said
-- so that each event is applied once and leagues.paid / the permission record can be derived.

-- Every webhook event received, by Stripe's id: a replayed event finds its row and changes nothing.
CREATE TABLE stripe_events (
  id           TEXT PRIMARY KEY,
  type         TEXT NOT NULL,
  created      INTEGER NOT NULL,               -- event.created, epoch seconds
  outcome      TEXT NOT NULL,                  -- what processing did, for the operator
  received_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- A Checkout Session we started, and the leagues it pays for. `id` is our reference, also put
-- in the Stripe metadata (checkout_ref) of the session and of the subscription it creates.
CREATE TABLE checkout_sessions (
  id                      TEXT PRIMARY KEY,
  stripe_session_id       TEXT UNIQUE,
  user_id                 INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quantity                INTEGER NOT NULL CHECK (quantity > 0),
  status                  TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open','complete','expired')),
  stripe_subscription_id  TEXT,
  created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX checkout_sessions_user ON checkout_sessions(user_id, status);

CREATE TABLE checkout_session_leagues (
  checkout_id  TEXT NOT NULL REFERENCES checkout_sessions(id) ON DELETE CASCADE,
  league_id    INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
  PRIMARY KEY (checkout_id, league_id)
);

-- Each Stripe subscription as its newest event described it.
CREATE TABLE stripe_subscriptions (
  id                    TEXT PRIMARY KEY,
  user_id               INTEGER REFERENCES users(id) ON DELETE SET NULL,
  customer_id           TEXT NOT NULL,
  status                TEXT NOT NULL,
  tier                  TEXT,
  interval              TEXT,
  quantity              INTEGER,
  -- ISO time the paid period ends; for an ended subscription, when it ended.
  current_period_end    TEXT,
  cancel_at_period_end  INTEGER NOT NULL DEFAULT 0,
  last_event_created    INTEGER NOT NULL DEFAULT 0,  -- newest subscription event applied (epoch s)
  payment_failed_at     TEXT,
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX stripe_subscriptions_user ON stripe_subscriptions(user_id);

-- Which leagues a subscription pays for. No foreign key to stripe_subscriptions: the checkout
-- event that links them can arrive before the subscription's own event.
CREATE TABLE subscription_leagues (
  subscription_id  TEXT NOT NULL,
  league_id        INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
  PRIMARY KEY (subscription_id, league_id)
);
CREATE INDEX subscription_leagues_league ON subscription_leagues(league_id);

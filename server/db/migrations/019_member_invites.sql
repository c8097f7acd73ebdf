-- Invites from members (server/invites): a member e-mails a single-use invite link to one address.
-- They are rows of invite_codes (the code every sign-up path already honours), made with
-- created_by = the member and for_email = the friend's address, plus:
--   sent_at      when the invite e-mail went out
--   canceled_at  when the member took it back (the code stops working)
--   expires_at   after this instant the code stops working (NULL: never, as for admin codes)
-- Times are ISO 8601 UTC strings like created_at, so they compare as text.
ALTER TABLE invite_codes ADD COLUMN sent_at TEXT;
ALTER TABLE invite_codes ADD COLUMN canceled_at TEXT;
ALTER TABLE invite_codes ADD COLUMN expires_at TEXT;
CREATE INDEX invite_codes_created_by ON invite_codes(created_by, created_at);
CREATE INDEX invite_codes_for_email ON invite_codes(for_email);

-- When the owner was told by e-mail that a video is ready: set once, so a mail goes out once
-- even when several processes learn of the same finished job.
ALTER TABLE videos ADD COLUMN notified_at TEXT;

-- A league's first recap goes before the weekly batch (1), everything else in order (0): workers
-- claim by priority, then due time, then age.
ALTER TABLE jobs ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;

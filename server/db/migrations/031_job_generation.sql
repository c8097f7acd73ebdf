-- Bumped each time a failed job is queued again, so the BullMQ job of the new run has a new id
-- (recap-<league>-<season>-<week>-g<generation>) while BullMQ still refuses duplicates of one run.
ALTER TABLE jobs ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;

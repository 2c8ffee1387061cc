-- When the learner started each lesson, on the server's clock: a video lesson's played time may
-- never exceed the time since then at the fastest playback rate (docs/product.md §15), however
-- the reports are spaced. The row is made by the lesson's first report (or its completion).
ALTER TABLE lesson_progress ADD COLUMN started_at timestamptz;
-- Rows from before this column: the latest start that agrees with what they were credited (at
-- 2×, the fastest rate then), so no learner loses what was played and no cheat gains from it.
UPDATE lesson_progress
   SET started_at = coalesce(reported_at, completed_at, updated_at) - make_interval(secs => watched_ms / 2000.0);
ALTER TABLE lesson_progress
  ALTER COLUMN started_at SET DEFAULT now(),
  ALTER COLUMN started_at SET NOT NULL;

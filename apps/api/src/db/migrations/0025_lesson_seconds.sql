-- A lesson's length is kept in seconds (docs/product.md §15): a video lesson is as long as its
-- video, and a 28-second clip has no honest length in whole minutes. `duration_minutes` stays for
-- what counts minutes (learning_complete_lesson, get-content's `duration_minutes`), worked out from
-- the seconds so the two cannot disagree.

-- Whole minutes of a length, as lengths are said everywhere: rounded to the nearest minute, and
-- never 0 for something that has a length. A course's total is its lessons' seconds in these.
CREATE FUNCTION whole_minutes(seconds bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN seconds > 0 THEN greatest(1, round(seconds / 60.0)::integer) ELSE 0 END
$$;

ALTER TABLE lessons ADD COLUMN duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0);
UPDATE lessons SET duration_seconds = duration_minutes * 60;
ALTER TABLE lessons DROP COLUMN duration_minutes;
ALTER TABLE lessons ADD COLUMN duration_minutes integer NOT NULL
  GENERATED ALWAYS AS (whole_minutes(duration_seconds)) STORED;

-- The studio's learner figures at 2,000,000 enrolments (issue 25 item 7, docs/decisions.md 56).
-- A course's figures (enrolments, completed, not started, progress buckets, time learned) were
-- sums over every enrolment and every lesson played; the list of courses summed the whole
-- company's. The database now keeps them as enrolments and progress change, the way the
-- sales rollup does (0034): a trigger appends each change to course_learner_deltas (no row lock
-- shared by learners of one course), fold_course_learners() adds them to course_learner_counts
-- every few seconds, and a read adds the counts and the waiting deltas, so it is always exact.
--
-- A row per course and number of completed lessons: the progress buckets depend on the course's
-- lesson count, which publishing changes, so they are worked out when read from this histogram
-- (at most one row per lesson) and never go stale. Time learned is kept on the row of -1 (it
-- belongs to the course, not to a number of lessons). The latest activity is not kept: it is read
-- from enrollments_course_activity_idx below (the first entry with an activity).

CREATE TABLE course_learner_counts (
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  completed_lessons integer NOT NULL,
  learners integer NOT NULL DEFAULT 0,
  completed integer NOT NULL DEFAULT 0,
  -- What learners_page's minutes count (modules/learners): video played, and the stated length
  -- of every other lesson completed, of the course's current learners.
  learned_ms bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (course_id, completed_lessons)
);

CREATE TABLE course_learner_deltas (
  id bigserial PRIMARY KEY,
  course_id integer NOT NULL,
  completed_lessons integer NOT NULL,
  learners integer NOT NULL DEFAULT 0,
  completed integer NOT NULL DEFAULT 0,
  learned_ms bigint NOT NULL DEFAULT 0
);
CREATE INDEX course_learner_deltas_course_idx ON course_learner_deltas (course_id);

-- One progress row's time learned, in ms.
CREATE FUNCTION learned_ms(kind text, duration_minutes integer, watched_ms integer, completed_at timestamptz)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN kind = 'video' THEN watched_ms::bigint
              WHEN completed_at IS NOT NULL THEN duration_minutes::bigint * 60000 ELSE 0 END
$$;

-- Enrolments: each statement's rows at once (a corporate import of thousands is one insert).
CREATE FUNCTION enrollments_learner_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learners, completed)
    SELECT course_id, completed_lessons, count(*), count(completed_at) FROM new_rows GROUP BY 1, 2;
    -- A learner enrolled again brings back the time they had learned (progress is kept).
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learned_ms)
    SELECT n.course_id, -1, sum(learned_ms(l.type, l.duration_minutes, p.watched_ms, p.completed_at))
      FROM new_rows n
      JOIN lesson_progress p ON p.user_id = n.user_id AND p.course_id = n.course_id
      JOIN lessons l ON l.id = p.lesson_id
     GROUP BY 1 HAVING sum(learned_ms(l.type, l.duration_minutes, p.watched_ms, p.completed_at)) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learners, completed)
    SELECT course_id, completed_lessons, -count(*), -count(completed_at) FROM old_rows GROUP BY 1, 2;
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learned_ms)
    SELECT o.course_id, -1, -sum(learned_ms(l.type, l.duration_minutes, p.watched_ms, p.completed_at))
      FROM old_rows o
      JOIN lesson_progress p ON p.user_id = o.user_id AND p.course_id = o.course_id
      JOIN lessons l ON l.id = p.lesson_id
     GROUP BY 1 HAVING sum(learned_ms(l.type, l.duration_minutes, p.watched_ms, p.completed_at)) <> 0;
  ELSE
    -- A learner moves from the row of their old count of lessons to the new one (most updates,
    -- a lesson opened, move nothing and append nothing).
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learners, completed)
    SELECT course_id, completed_lessons, sum(learners), sum(completed)
      FROM (SELECT o.course_id, o.completed_lessons, -1 AS learners, -(o.completed_at IS NOT NULL)::int AS completed
              FROM old_rows o
            UNION ALL
            SELECT n.course_id, n.completed_lessons, 1, (n.completed_at IS NOT NULL)::int FROM new_rows n) x
     GROUP BY 1, 2
    HAVING sum(learners) <> 0 OR sum(completed) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER enrollments_learner_figures_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_learner_figures();
CREATE TRIGGER enrollments_learner_figures_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrollments_learner_figures();
CREATE TRIGGER enrollments_learner_figures_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_learner_figures();

-- Progress: the time it adds or takes away, for learners enrolled in the course.
CREATE FUNCTION lesson_progress_learner_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learned_ms)
    SELECT n.course_id, -1, sum(learned_ms(l.type, l.duration_minutes, n.watched_ms, n.completed_at))
      FROM new_rows n JOIN lessons l ON l.id = n.lesson_id
     WHERE EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = n.user_id AND e.course_id = n.course_id)
     GROUP BY 1 HAVING sum(learned_ms(l.type, l.duration_minutes, n.watched_ms, n.completed_at)) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learned_ms)
    SELECT o.course_id, -1, -sum(learned_ms(l.type, l.duration_minutes, o.watched_ms, o.completed_at))
      FROM old_rows o JOIN lessons l ON l.id = o.lesson_id
     WHERE EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = o.user_id AND e.course_id = o.course_id)
     GROUP BY 1 HAVING sum(learned_ms(l.type, l.duration_minutes, o.watched_ms, o.completed_at)) <> 0;
  ELSE
    INSERT INTO course_learner_deltas (course_id, completed_lessons, learned_ms)
    SELECT x.course_id, -1, sum(x.ms)
      FROM (SELECT n.course_id, n.user_id, learned_ms(l.type, l.duration_minutes, n.watched_ms, n.completed_at) AS ms
              FROM new_rows n JOIN lessons l ON l.id = n.lesson_id
            UNION ALL
            SELECT o.course_id, o.user_id, -learned_ms(l.type, l.duration_minutes, o.watched_ms, o.completed_at)
              FROM old_rows o JOIN lessons l ON l.id = o.lesson_id) x
     WHERE EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = x.user_id AND e.course_id = x.course_id)
     GROUP BY 1 HAVING sum(x.ms) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER lesson_progress_learner_figures_insert AFTER INSERT ON lesson_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lesson_progress_learner_figures();
CREATE TRIGGER lesson_progress_learner_figures_update AFTER UPDATE ON lesson_progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lesson_progress_learner_figures();
CREATE TRIGGER lesson_progress_learner_figures_delete AFTER DELETE ON lesson_progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lesson_progress_learner_figures();

-- A lesson whose kind or stated length changes (publishing) changes what its completions count.
CREATE FUNCTION lessons_learner_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_learner_deltas (course_id, completed_lessons, learned_ms)
  SELECT p.course_id, -1,
         sum(learned_ms(n.type, n.duration_minutes, p.watched_ms, p.completed_at)
             - learned_ms(o.type, o.duration_minutes, p.watched_ms, p.completed_at))
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN lesson_progress p ON p.lesson_id = n.id
   WHERE (n.type, n.duration_minutes) IS DISTINCT FROM (o.type, o.duration_minutes)
     AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = p.user_id AND e.course_id = p.course_id)
   GROUP BY 1
  HAVING sum(learned_ms(n.type, n.duration_minutes, p.watched_ms, p.completed_at)
             - learned_ms(o.type, o.duration_minutes, p.watched_ms, p.completed_at)) <> 0;
  RETURN NULL;
END $$;
CREATE TRIGGER lessons_learner_figures AFTER UPDATE ON lessons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lessons_learner_figures();

-- Adds the waiting changes to the counts; one instance at a time (the others return 0 at once).
CREATE FUNCTION fold_course_learners() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken_count integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727277) THEN RETURN 0; END IF;
  WITH taken AS (
    DELETE FROM course_learner_deltas RETURNING *
  ), sums AS (
    SELECT course_id, completed_lessons, sum(learners)::int AS learners, sum(completed)::int AS completed,
           sum(learned_ms)::bigint AS learned_ms, count(*) AS n
      FROM taken WHERE EXISTS (SELECT 1 FROM courses c WHERE c.id = taken.course_id)
     GROUP BY 1, 2
  ), folded AS (
    INSERT INTO course_learner_counts AS s (course_id, completed_lessons, learners, completed, learned_ms)
    SELECT course_id, completed_lessons, learners, completed, learned_ms FROM sums
    ON CONFLICT (course_id, completed_lessons) DO UPDATE SET
      learners = s.learners + excluded.learners, completed = s.completed + excluded.completed,
      learned_ms = s.learned_ms + excluded.learned_ms
    RETURNING 1
  )
  SELECT coalesce(sum(n), 0)::int INTO taken_count FROM sums;
  RETURN taken_count;
END $$;

-- The counts of a company's courses worked out again from the enrolments and progress (this
-- migration, and data loaded with triggers off such as bench/sales-seed.ts).
CREATE FUNCTION rebuild_course_learners(tenant integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727277);
  DELETE FROM course_learner_deltas WHERE course_id IN (SELECT id FROM courses WHERE tenant_id = tenant);
  DELETE FROM course_learner_counts WHERE course_id IN (SELECT id FROM courses WHERE tenant_id = tenant);
  INSERT INTO course_learner_counts (course_id, completed_lessons, learners, completed)
  SELECT e.course_id, e.completed_lessons, count(*), count(e.completed_at)
    FROM enrollments e JOIN courses c ON c.id = e.course_id
   WHERE c.tenant_id = tenant
   GROUP BY 1, 2;
  INSERT INTO course_learner_counts (course_id, completed_lessons, learned_ms)
  SELECT p.course_id, -1, sum(learned_ms(l.type, l.duration_minutes, p.watched_ms, p.completed_at))
    FROM lesson_progress p
    JOIN lessons l ON l.id = p.lesson_id
    JOIN enrollments e ON e.user_id = p.user_id AND e.course_id = p.course_id
    JOIN courses c ON c.id = p.course_id
   WHERE c.tenant_id = tenant
   GROUP BY 1;
END $$;

SELECT rebuild_course_learners(id) FROM tenants;

-- A course's learners by their latest activity (the list, its export by keyset, and the course's
-- latest activity), and those who have not completed it by how long they have been idle (the stuck
-- list and its count).
DROP INDEX enrollments_course_idx;
CREATE INDEX enrollments_course_activity_idx
  ON enrollments (course_id, (coalesce(last_activity_at, created_at)) DESC, user_id DESC);
CREATE INDEX enrollments_course_idle_idx
  ON enrollments (course_id, (coalesce(last_activity_at, created_at)), user_id) WHERE completed_at IS NULL;

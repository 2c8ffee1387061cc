-- A course's students_count no longer changes inside the enrolment's own transaction (issue 10
-- item 7; docs/decisions.md 25). The trigger of 0003 rewrote the course row on every enrolment:
-- a wide row with seven indexes on it and its search row (0004: GIN indexes of the title), one
-- payment at a time under that course's row lock, for a number that pages show rounded. Each
-- enrolment or refund now appends its change here, and fold_students_count() (a job every few
-- seconds, modules/catalog/courses/students-count.ts) adds them to the courses in one statement.
CREATE TABLE course_student_deltas (
  id bigserial PRIMARY KEY,
  course_id integer NOT NULL,
  delta integer NOT NULL
);

CREATE OR REPLACE FUNCTION enrollments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO course_student_deltas (course_id, delta)
    SELECT course_id, count(*)::int FROM new_rows GROUP BY course_id;
  ELSE
    INSERT INTO course_student_deltas (course_id, delta)
    SELECT course_id, -count(*)::int FROM old_rows GROUP BY course_id;
  END IF;
  RETURN NULL;
END $$;

-- Adds the waiting changes to their courses and answers how many courses changed. One instance
-- at a time (the others return 0 at once), so two folds never update courses in different
-- orders; a change appended meanwhile waits for the next fold.
CREATE FUNCTION fold_students_count() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727275) THEN RETURN 0; END IF;
  WITH taken AS (
    DELETE FROM course_student_deltas RETURNING course_id, delta
  ), sums AS (
    SELECT course_id, sum(delta)::int AS n FROM taken GROUP BY course_id HAVING sum(delta) <> 0
  )
  UPDATE courses c SET students_count = greatest(c.students_count + sums.n, 0)
    FROM sums WHERE c.id = sums.course_id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

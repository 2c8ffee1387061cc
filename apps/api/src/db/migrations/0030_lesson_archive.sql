-- Publishing a curriculum from the studio (issue 24 items 3, 5, 6; decision 40): a lesson
-- that learners have progress on (lesson_progress rows, quiz attempts) is archived, not deleted, so
-- their progress rows and certificates stay; a quiz question that an attempt was given is archived
-- rather than deleted or changed, so past scores and reviews read as they were graded.
--
-- Archived rows disappear from every learner-facing query (curriculum, content, progress, my
-- learning, quizzes). They keep a position of their own, -id, out of the way of the live rows'
-- 1..n under the UNIQUE (course_id, position) / (section_id, position) / (quiz_id, position)
-- constraints. A section is archived only while it still holds archived lessons (deleting it
-- would cascade to them and their progress).
ALTER TABLE lessons ADD COLUMN archived_at timestamptz;
ALTER TABLE course_sections ADD COLUMN archived_at timestamptz;
ALTER TABLE quiz_questions ADD COLUMN archived_at timestamptz;

-- Publishing asks which lessons and questions have attempts: by quiz, not by learner.
CREATE INDEX quiz_attempts_quiz_idx ON quiz_attempts (quiz_id);

-- A course's lessons_count counts its live lessons, and a learner's completed lessons only the
-- live ones they completed: an archived lesson no longer counts either way (product §15, "a
-- removed lesson no longer counts as completed").
CREATE OR REPLACE FUNCTION lessons_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE courses c SET lessons_count = (
        SELECT count(*) FROM lessons l WHERE l.course_id = c.id AND l.archived_at IS NULL)
     WHERE c.id IN (SELECT DISTINCT course_id FROM old_rows);
    UPDATE enrollments e SET completed_lessons = (
        SELECT count(*) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id AND l.archived_at IS NULL
         WHERE p.user_id = e.user_id AND p.course_id = e.course_id AND p.completed_at IS NOT NULL)
     WHERE e.course_id IN (SELECT DISTINCT course_id FROM old_rows);
  ELSE
    UPDATE courses c SET lessons_count = x.n
      FROM (SELECT c2.id, (SELECT count(*) FROM lessons l WHERE l.course_id = c2.id AND l.archived_at IS NULL) AS n
              FROM courses c2 WHERE c2.id IN (SELECT DISTINCT course_id FROM new_rows)) x
     WHERE c.id = x.id AND c.lessons_count <> x.n;
  END IF;
  RETURN NULL;
END $$;

-- Archiving (or restoring) a lesson recounts its course, and the completed lessons of the
-- learners who have progress on it. Row-level with a WHEN, so the many other updates of lessons
-- (positions, titles, files) cost nothing here.
CREATE FUNCTION lessons_archive_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET lessons_count = (
      SELECT count(*) FROM lessons l WHERE l.course_id = c.id AND l.archived_at IS NULL)
   WHERE c.id = NEW.course_id;
  UPDATE enrollments e SET completed_lessons = (
      SELECT count(*) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id AND l.archived_at IS NULL
       WHERE p.user_id = e.user_id AND p.course_id = e.course_id AND p.completed_at IS NOT NULL)
   WHERE e.course_id = NEW.course_id
     AND e.user_id IN (SELECT p.user_id FROM lesson_progress p WHERE p.lesson_id = NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER lessons_archive_recount AFTER UPDATE OF archived_at ON lessons
  FOR EACH ROW WHEN (OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION lessons_archive_recount();

-- An archived lesson cannot be completed any more (a quiz attempt still open when it was archived
-- may pass): it would count towards a course it is no longer part of. Only the lesson lookup
-- differs from 0024_catalog_malay.sql.
CREATE OR REPLACE FUNCTION learning_complete_lesson(p_user integer, p_lesson integer) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_course integer;
  v_minutes integer;
  v_type text;
  v_done integer;
  v_total integer;
BEGIN
  SELECT l.course_id, l.duration_minutes, l.type INTO v_course, v_minutes, v_type
    FROM lessons l WHERE l.id = p_lesson AND l.archived_at IS NULL;
  IF v_course IS NULL THEN RETURN false; END IF;
  -- The enrolment's row lock orders concurrent completions of one learner's course.
  PERFORM 1 FROM enrollments WHERE user_id = p_user AND course_id = v_course FOR UPDATE;
  IF NOT FOUND THEN RETURN false; END IF;
  INSERT INTO lesson_progress (user_id, course_id, lesson_id, completed_at, updated_at)
  VALUES (p_user, v_course, p_lesson, now(), now())
  ON CONFLICT (user_id, course_id, lesson_id) DO UPDATE SET completed_at = now(), updated_at = now()
    WHERE lesson_progress.completed_at IS NULL;
  IF NOT FOUND THEN RETURN false; END IF;
  -- Video time is counted as it is played; other lessons count their stated length once.
  IF v_type <> 'video' THEN PERFORM learning_add_seconds(p_user, v_minutes * 60); END IF;
  UPDATE enrollments SET completed_lessons = completed_lessons + 1, last_lesson_id = p_lesson,
         last_activity_at = now()
   WHERE user_id = p_user AND course_id = v_course
  RETURNING completed_lessons INTO v_done;
  SELECT lessons_count INTO v_total FROM courses WHERE id = v_course;
  IF v_done >= v_total AND v_total > 0 THEN
    UPDATE enrollments SET completed_at = coalesce(completed_at, now())
     WHERE user_id = p_user AND course_id = v_course;
    INSERT INTO certificates (code, tenant_id, user_id, course_id, learner_name, course_title_en,
                              course_title_id, course_title_ms, mentor_name)
    SELECT learning_certificate_code(), c.tenant_id, u.id, c.id, u.full_name, c.title_en, c.title_id,
           c.title_ms, m.name
      FROM courses c JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = p_user
     WHERE c.id = v_course
    ON CONFLICT (user_id, course_id) DO NOTHING;
  END IF;
  RETURN true;
END $$;

-- A published quiz change reaches every instance's cache of quiz questions at once (quiz/routes.ts
-- listens to 'catalog', like the other caches of the curriculum: 0017_answer_versions.sql).
CREATE TRIGGER quizzes_changed AFTER INSERT OR UPDATE OR DELETE ON quizzes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER quiz_questions_changed AFTER INSERT OR UPDATE OR DELETE ON quiz_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER quiz_options_changed AFTER INSERT OR UPDATE OR DELETE ON quiz_options
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');

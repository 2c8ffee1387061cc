-- Learning (docs/product.md §15): lesson files, progress decided on the server, certificates.

-- Lesson videos, captions and PDFs. Their bytes live in object storage (lib/storage: local disk
-- under DATA_DIR, or S3-compatible), not in the database like the images of table media: videos are
-- large and are served with range requests. storage_key is content-addressed (sha256 + extension),
-- so identical files of several tenants are stored once; each tenant has its own row.
CREATE TABLE stored_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  storage_key text NOT NULL CHECK (storage_key ~ '^[a-z0-9][a-z0-9./_-]{0,200}$'),
  content_type text NOT NULL,
  byte_size bigint NOT NULL CHECK (byte_size >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- Videos: the length the 90 % rule is measured against.
  duration_ms integer CHECK (duration_ms > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_tenant_idx ON stored_files (tenant_id, sha256);

-- A lesson's file: the video of a video lesson, the document of a PDF lesson.
ALTER TABLE lessons ADD COLUMN file_id uuid REFERENCES stored_files(id);

-- WebVTT captions of a video lesson, one per language.
CREATE TABLE lesson_captions (
  lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  label text NOT NULL,
  file_id uuid NOT NULL REFERENCES stored_files(id),
  PRIMARY KEY (lesson_id, language)
);

-- One row per learner and lesson they have opened. The key leads with (user, course) so the
-- progress of a course is one index range, and there is no second index on 20 million rows.
CREATE TABLE lesson_progress (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  -- The parts of the video actually played, in ms. A jump ahead leaves a gap; a replayed report
  -- adds nothing (a union); watched_ms is its total length, kept beside it for reading.
  watched int4multirange NOT NULL DEFAULT '{}',
  watched_ms integer NOT NULL DEFAULT 0 CHECK (watched_ms >= 0),
  -- Where the learner stopped, to resume on any device.
  position_ms integer NOT NULL DEFAULT 0 CHECK (position_ms >= 0),
  -- The server's time of the last accepted report: a report cannot claim more playing than the
  -- time since then allows.
  reported_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id, lesson_id)
);
CREATE INDEX lesson_progress_lesson_idx ON lesson_progress (lesson_id);

-- A learner's progress in an owned course, kept beside the ownership.
ALTER TABLE enrollments
  ADD COLUMN completed_lessons integer NOT NULL DEFAULT 0 CHECK (completed_lessons >= 0),
  ADD COLUMN last_lesson_id integer REFERENCES lessons(id) ON DELETE SET NULL,
  ADD COLUMN last_activity_at timestamptz,
  ADD COLUMN completed_at timestamptz;
CREATE INDEX enrollments_user_idx ON enrollments (user_id, last_activity_at DESC NULLS LAST, id DESC);

-- Seconds learned per learner and day (UTC+7 days, the tenants' region), for the chart on
-- /profile/mycourse: video time actually played, plus the lesson's stated length when a text or
-- PDF lesson is marked done or a quiz is passed.
CREATE TABLE learning_days (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  seconds integer NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  PRIMARY KEY (user_id, day)
);

-- Issued once, when a learner completes every lesson of a course. Names are kept as they were on
-- the day of issue: the certificate says what it said when it was given.
CREATE TABLE certificates (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$'),
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  learner_name text NOT NULL,
  course_title_en text NOT NULL,
  course_title_id text NOT NULL,
  mentor_name text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text,
  UNIQUE (user_id, course_id)
);

CREATE FUNCTION learning_add_seconds(p_user integer, p_seconds integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO learning_days (user_id, day, seconds)
  VALUES (p_user, (now() AT TIME ZONE 'Asia/Jakarta')::date, greatest(p_seconds, 0))
  ON CONFLICT (user_id, day) DO UPDATE SET seconds = learning_days.seconds + EXCLUDED.seconds
$$;

-- Completes a lesson for an enrolled learner, once: counts it in the enrolment and, at the last
-- lesson, completes the course and issues its certificate. Returns true only the first time.
-- The one way progress is completed: the learning module (text and PDF marked done, video at 90 %)
-- and the quiz module (a passed quiz) both call it inside their own transaction.
CREATE FUNCTION learning_complete_lesson(p_user integer, p_lesson integer) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_course integer;
  v_minutes integer;
  v_type text;
  v_done integer;
  v_total integer;
BEGIN
  SELECT l.course_id, l.duration_minutes, l.type INTO v_course, v_minutes, v_type
    FROM lessons l WHERE l.id = p_lesson;
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
                              course_title_id, mentor_name)
    SELECT learning_certificate_code(), c.tenant_id, u.id, c.id, u.full_name, c.title_en, c.title_id, m.name
      FROM courses c JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = p_user
     WHERE c.id = v_course
    ON CONFLICT (user_id, course_id) DO NOTHING;
  END IF;
  RETURN true;
END $$;

-- 12 characters of 32 (no 0/O, 1/I): 60 bits, read aloud or typed without ambiguity.
CREATE FUNCTION learning_certificate_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT substr(s, 1, 4) || '-' || substr(s, 5, 4) || '-' || substr(s, 9, 4)
    FROM (SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') AS s
            FROM generate_series(1, 12)) code
$$;

-- A course's lessons_count follows its lessons, and a removed lesson no longer counts as completed:
-- progress is completed lessons over lessons, never above 100 %.
CREATE FUNCTION lessons_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE courses c SET lessons_count = (SELECT count(*) FROM lessons l WHERE l.course_id = c.id)
     WHERE c.id IN (SELECT DISTINCT course_id FROM old_rows);
    UPDATE enrollments e SET completed_lessons = (
        SELECT count(*) FROM lesson_progress p
         WHERE p.user_id = e.user_id AND p.course_id = e.course_id AND p.completed_at IS NOT NULL)
     WHERE e.course_id IN (SELECT DISTINCT course_id FROM old_rows);
  ELSE
    UPDATE courses c SET lessons_count = (SELECT count(*) FROM lessons l WHERE l.course_id = c.id)
     WHERE c.id IN (SELECT DISTINCT course_id FROM new_rows)
       AND c.lessons_count <> (SELECT count(*) FROM lessons l WHERE l.course_id = c.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER lessons_recount_insert AFTER INSERT ON lessons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lessons_recount();
CREATE TRIGGER lessons_recount_delete AFTER DELETE ON lessons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lessons_recount();

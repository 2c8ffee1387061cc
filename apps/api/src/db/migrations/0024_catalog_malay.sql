-- Malay in the catalogue (docs/decisions.md §11): every text stored in a column per language gets
-- its `_ms` column beside `_en` and `_id`. Empty means "not written in Malay": readers fall back to
-- English (apps/api/src/lib/localized-sql.ts) and say so in the answer's `text_lang`. The jsonb
-- texts (description, what_you_learn, requirements) take an "ms" key and need no change here.
ALTER TABLE categories
  ADD COLUMN name_ms text NOT NULL DEFAULT '',
  ADD COLUMN description_ms text NOT NULL DEFAULT '';
ALTER TABLE mentors
  ADD COLUMN headline_ms text NOT NULL DEFAULT '',
  ADD COLUMN bio_ms text NOT NULL DEFAULT '';
ALTER TABLE courses
  ADD COLUMN title_ms text NOT NULL DEFAULT '',
  ADD COLUMN subtitle_ms text NOT NULL DEFAULT '';
ALTER TABLE course_sections ADD COLUMN title_ms text NOT NULL DEFAULT '';
ALTER TABLE lessons
  ADD COLUMN title_ms text NOT NULL DEFAULT '',
  ADD COLUMN body_ms text NOT NULL DEFAULT '';
-- A certificate keeps the course's title of its day in every language (0013_learning.sql).
ALTER TABLE certificates ADD COLUMN course_title_ms text NOT NULL DEFAULT '';

-- Search finds a course by its Malay words too: the search fields (0003_catalog.sql) take the
-- three languages' titles, subtitles and category names.
CREATE OR REPLACE FUNCTION courses_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat record;
BEGIN
  SELECT name_en, name_id, name_ms INTO cat FROM categories WHERE id = NEW.category_id;
  NEW.search_title := f_unaccent(lower(NEW.title_en || ' ' || NEW.title_id || ' ' || NEW.title_ms));
  NEW.search_tsv :=
    setweight(to_tsvector('simple', NEW.search_title), 'A')
    || setweight(to_tsvector('simple', f_unaccent(lower(NEW.subtitle_en || ' ' || NEW.subtitle_id || ' ' || NEW.subtitle_ms))), 'B')
    || setweight(to_tsvector('simple', f_unaccent(lower(
         coalesce(cat.name_en, '') || ' ' || coalesce(cat.name_id, '') || ' ' || coalesce(cat.name_ms, '')))), 'C');
  RETURN NEW;
END $$;

-- The triggers that name the searchable columns name the Malay ones as well.
DROP TRIGGER courses_search_fields ON courses;
CREATE TRIGGER courses_search_fields
  BEFORE INSERT OR UPDATE OF title_en, title_id, title_ms, subtitle_en, subtitle_id, subtitle_ms, category_id
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_search_fields();

DROP TRIGGER courses_after_edit ON courses;
CREATE TRIGGER courses_after_edit
  AFTER UPDATE OF category_id, title_en, title_id, title_ms, subtitle_en, subtitle_id, subtitle_ms
  ON courses FOR EACH STATEMENT EXECUTE FUNCTION courses_after_edit();

DROP TRIGGER categories_after_rename ON categories;
CREATE TRIGGER categories_after_rename AFTER UPDATE OF name_en, name_id, name_ms ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_after_rename();

-- An edit of a Malay title or subtitle drops the cached catalogue pages like any other edit
-- (0011_enrolment_no_catalog_notify.sql).
DROP TRIGGER courses_edited ON courses;
CREATE TRIGGER courses_edited AFTER UPDATE OF
    id, tenant_id, slug, category_id, mentor_id, title_en, title_id, title_ms, subtitle_en, subtitle_id,
    subtitle_ms, description, what_you_learn, requirements, image_media_id, price, discount_price, level,
    language, is_bootcamp, duration_minutes, sections_count, lessons_count, comments_count, rating_1,
    rating_2, rating_3, rating_4, rating_5, search_title, search_tsv, published_at, created_at, updated_at
  ON courses FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');

-- The certificate issued at a course's last lesson keeps its Malay title too. Only the INSERT of
-- the certificate differs from 0013_learning.sql.
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
                              course_title_id, course_title_ms, mentor_name)
    SELECT learning_certificate_code(), c.tenant_id, u.id, c.id, u.full_name, c.title_en, c.title_id,
           c.title_ms, m.name
      FROM courses c JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = p_user
     WHERE c.id = v_course
    ON CONFLICT (user_id, course_id) DO NOTHING;
  END IF;
  RETURN true;
END $$;

-- A paid order enrols the learner, and the enrolments trigger (0003_catalog.sql) adds one to the
-- course's students_count. That UPDATE of courses fired courses_changed (0008_change_notify.sql):
-- a NOTIFY on app_changes for every payment, so every instance dropped all its catalogue pages at
-- each sale, and every paying transaction took PostgreSQL's commit-time lock on the notification
-- queue, one at a time (bench/results.md, "Commerce at scale").
--
-- students_count only orders the "popular" pages, which are at most 5 s old anyway
-- (lib/answer-cache.ts): an UPDATE that sets no other column of courses no longer notifies.
-- Inserts, deletes and every other edit (titles, prices, ratings, comment counts) still do.
DROP TRIGGER courses_changed ON courses;
CREATE TRIGGER courses_changed AFTER INSERT OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER courses_edited AFTER UPDATE OF
    id, tenant_id, slug, category_id, mentor_id, title_en, title_id, subtitle_en, subtitle_id,
    description, what_you_learn, requirements, image_media_id, price, discount_price, level, language,
    is_bootcamp, duration_minutes, sections_count, lessons_count, comments_count, rating_1, rating_2,
    rating_3, rating_4, rating_5, search_title, search_tsv, published_at, created_at, updated_at
  ON courses FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');

-- Version numbers per user and topic that move whenever what that user's answers show changes
-- (issue 11 item 7, issue 10; docs/decisions.md 24). get-my-learning and get-lesson-progress
-- ('learning') and the order history ('orders') keep their answers in memory under this number and
-- check it with one primary-key read per request instead of rebuilding hundreds of rows; a moved
-- number means the answer is built again.
--
-- The bump is a deferred constraint trigger: it runs at commit, after every other row lock of the
-- transaction is held, so two transactions of one user cannot deadlock on it, and it moves the
-- number once per transaction (the xid check) however many rows changed. A user with no row is
-- version 0 (bulk loads that skip triggers leave none, which is right: nothing was kept before).
-- Changes shared by many users (course titles, curricula, video lengths, voucher names) are not
-- counted here: they notify 'catalog' (0008) and every instance drops these answers.
CREATE TABLE answer_versions (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic text NOT NULL CHECK (topic IN ('learning', 'orders')),
  version bigint NOT NULL DEFAULT 1,
  bumped_by xid8 NOT NULL DEFAULT pg_current_xact_id(),
  PRIMARY KEY (user_id, topic)
);

-- TG_ARGV[0]: the topic; TG_ARGV[1] = 'booking_id' when the row names its booking, not its user.
CREATE FUNCTION answer_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  owner integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_ARGV[1] = 'booking_id' THEN
    SELECT user_id INTO owner FROM bookings WHERE id = changed.booking_id;
  ELSE
    owner := changed.user_id;
  END IF;
  -- A user deleted in this transaction (the cascade removes their rows) keeps no number.
  INSERT INTO answer_versions AS v (user_id, topic)
  SELECT owner, TG_ARGV[0] WHERE EXISTS (SELECT 1 FROM users WHERE id = owner)
  ON CONFLICT (user_id, topic) DO UPDATE SET version = v.version + 1, bumped_by = pg_current_xact_id()
    WHERE v.bumped_by <> pg_current_xact_id();
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER enrollments_answer_version AFTER INSERT OR UPDATE OR DELETE ON enrollments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_version_bump('learning');
CREATE CONSTRAINT TRIGGER lesson_progress_answer_version AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_version_bump('learning');
CREATE CONSTRAINT TRIGGER learning_days_answer_version AFTER INSERT OR UPDATE OR DELETE ON learning_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_version_bump('learning');
CREATE CONSTRAINT TRIGGER certificates_answer_version AFTER INSERT OR UPDATE OR DELETE ON certificates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_version_bump('learning');

CREATE CONSTRAINT TRIGGER bookings_answer_version AFTER INSERT OR UPDATE OR DELETE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_version_bump('orders');
CREATE CONSTRAINT TRIGGER payments_answer_version AFTER INSERT OR UPDATE OR DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_version_bump('orders', 'booking_id');

-- What those answers show of rows shared by many users: lesson titles, order and files, sections,
-- a video's length (its watched share), a voucher's code and name. Course rows already notify
-- (0008, 0011).
CREATE TRIGGER lessons_changed AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER course_sections_changed AFTER INSERT OR UPDATE OR DELETE ON course_sections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER stored_files_changed AFTER UPDATE OR DELETE ON stored_files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
-- Only the columns a history shows: used_count moves with every order that takes a voucher.
CREATE TRIGGER vouchers_renamed AFTER UPDATE OF code, name OR DELETE ON vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');

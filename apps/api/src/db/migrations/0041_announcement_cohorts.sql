-- Announcements to a corporate cohort (issue 25 item 6 "or a cohort", docs/decisions.md 55): the
-- audience 'cohort' is a corporate order of the company (0038, decision 54); its recipients are the
-- order's people still enrolled in one of its courses and not unsubscribed, fixed when sent as for
-- a course. An order that goes takes its announcements with it, as a course does.
ALTER TABLE announcements ADD COLUMN cohort_id integer REFERENCES corporate_orders(id) ON DELETE CASCADE;
ALTER TABLE announcements DROP CONSTRAINT announcements_audience_kind_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_audience_kind_check
  CHECK (audience_kind IN ('course', 'cohort'));
ALTER TABLE announcements ADD CONSTRAINT announcements_cohort_check
  CHECK (audience_kind <> 'cohort' OR cohort_id IS NOT NULL);
CREATE INDEX announcements_cohort_idx ON announcements (cohort_id, created_at DESC) WHERE cohort_id IS NOT NULL;

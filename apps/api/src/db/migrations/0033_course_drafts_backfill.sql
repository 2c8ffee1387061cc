-- Every course has its studio draft from the start (issue 24 review): the tenant command makes
-- them for the courses it adds (cli/tenant/queries.ts insertCourseDrafts calls this function), so
-- the studio's list only reads; this migration makes them once for the courses added before. The
-- title is in the company's default language; the document stays null (the draft is the course as
-- published) until someone saves a change. A null tenant: every company's courses.
CREATE OR REPLACE FUNCTION create_course_drafts(for_tenant integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO course_drafts (tenant_id, course_id, mentor_id, title, revision, published_revision,
                             created_at, updated_at, published_at)
  SELECT c.tenant_id, c.id, c.mentor_id,
         coalesce(nullif(CASE t.default_locale WHEN 'id' THEN c.title_id WHEN 'ms' THEN c.title_ms
                         ELSE c.title_en END, ''), c.title_en),
         0, 0, c.created_at, c.updated_at, c.published_at
    FROM courses c
    JOIN tenants t ON t.id = c.tenant_id
   WHERE (for_tenant IS NULL OR c.tenant_id = for_tenant)
     AND NOT EXISTS (SELECT 1 FROM course_drafts d WHERE d.course_id = c.id)
  ON CONFLICT (course_id) DO NOTHING
$$;

SELECT create_course_drafts(NULL);

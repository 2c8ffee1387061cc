-- Search reads a narrow copy of each course's search fields (bench/results.md).
-- A broad word matches 10,000+ courses, and the bitmap heap scan that fetches their tsvectors for
-- ranking was the largest part of an uncached search: course rows carry descriptions and 30 other
-- columns, so the matches spread over most of the table's pages. These rows are ~500 bytes, and the
-- same search reads a fraction of the pages (2-3x faster measured). courses keeps the fields as the
-- source (computed by courses_search_fields); triggers copy them here.

CREATE TABLE course_search (
  course_id integer PRIMARY KEY REFERENCES courses (id) ON DELETE CASCADE,
  tenant_id integer NOT NULL,
  -- The tie-break of equally ranked matches (most enrolled first).
  students_count integer NOT NULL,
  search_title text NOT NULL,
  search_tsv tsvector NOT NULL
);

INSERT INTO course_search (course_id, tenant_id, students_count, search_title, search_tsv)
  SELECT id, tenant_id, students_count, search_title, search_tsv FROM courses;

CREATE INDEX course_search_tsv_idx ON course_search USING gin (search_tsv);
CREATE INDEX course_search_title_trgm_idx ON course_search USING gin (search_title gin_trgm_ops);
-- Nothing searches courses itself any more.
DROP INDEX courses_search_idx;
DROP INDEX courses_title_trgm_idx;

-- One statement's new or changed courses, copied in one pass; unchanged rows are not rewritten
-- (a rating or comment count update touches courses but not these fields).
CREATE FUNCTION course_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_search AS s (course_id, tenant_id, students_count, search_title, search_tsv)
  SELECT id, tenant_id, students_count, search_title, search_tsv FROM new_rows
  ON CONFLICT (course_id) DO UPDATE
     SET tenant_id = EXCLUDED.tenant_id, students_count = EXCLUDED.students_count,
         search_title = EXCLUDED.search_title, search_tsv = EXCLUDED.search_tsv
   WHERE (s.tenant_id, s.students_count, s.search_title, s.search_tsv)
         IS DISTINCT FROM (EXCLUDED.tenant_id, EXCLUDED.students_count, EXCLUDED.search_title, EXCLUDED.search_tsv);
  RETURN NULL;
END $$;

CREATE TRIGGER course_search_insert AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_search_sync();
CREATE TRIGGER course_search_update AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_search_sync();

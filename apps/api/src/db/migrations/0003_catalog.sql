-- Catalogue (product §3 Course, Category and Mentor state, §7 learning host).
-- Every table carries tenant_id (directly or through its course) and every query filters on it.

-- unaccent() is only STABLE (it reads the dictionary through the search path), so it cannot feed an
-- index or a stored column. Pinning the dictionary and declaring the wrapper IMMUTABLE is the
-- standard recipe.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE categories (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]*[a-z][a-z0-9-]*$'),
  name_en text NOT NULL,
  name_id text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_id text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '#0f766e',
  position integer NOT NULL DEFAULT 0,
  -- Maintained by catalog_refresh() (statement triggers on courses): the list's total without
  -- filters is a sum over a handful of rows instead of a COUNT(*) over every course.
  courses_count integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, slug),
  UNIQUE (tenant_id, id)
);
CREATE INDEX categories_list_idx ON categories (tenant_id, position, id);

CREATE TABLE mentors (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  photo_media_id uuid REFERENCES media(id),
  headline_en text NOT NULL DEFAULT '',
  headline_id text NOT NULL DEFAULT '',
  bio_en text NOT NULL DEFAULT '',
  bio_id text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id)
);
CREATE INDEX mentors_list_idx ON mentors (tenant_id, position, id);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]*[a-z][a-z0-9-]*$'),
  category_id integer NOT NULL,
  mentor_id integer NOT NULL,
  title_en text NOT NULL,
  title_id text NOT NULL,
  subtitle_en text NOT NULL DEFAULT '',
  subtitle_id text NOT NULL DEFAULT '',
  -- {"en": [content blocks], "id": [...]}, {"en": ["…"], "id": ["…"]}
  description jsonb NOT NULL DEFAULT '{"en": []}',
  what_you_learn jsonb NOT NULL DEFAULT '{"en": []}',
  requirements jsonb NOT NULL DEFAULT '{"en": []}',
  image_media_id uuid REFERENCES media(id),
  -- In the tenant's currency (whole rupiah; ringgit with sen).
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0 AND discount_price < price),
  -- What the learner pays: the price filters and price sorts use it.
  sale_price numeric(12, 2) GENERATED ALWAYS AS (coalesce(discount_price, price)) STORED,
  level text NOT NULL DEFAULT 'all' CHECK (level IN ('beginner', 'intermediate', 'advanced', 'all')),
  language text NOT NULL DEFAULT 'id',
  is_bootcamp boolean NOT NULL DEFAULT false,
  duration_minutes integer NOT NULL DEFAULT 0,
  sections_count integer NOT NULL DEFAULT 0,
  lessons_count integer NOT NULL DEFAULT 0,
  -- Kept by the enrollments trigger below.
  students_count integer NOT NULL DEFAULT 0 CHECK (students_count >= 0),
  -- Kept by the add-comment statement.
  comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
  -- Rating distribution, recounted from course_ratings under the course's row lock on every
  -- rating change; count and average derive from it, so they can never disagree.
  rating_1 integer NOT NULL DEFAULT 0,
  rating_2 integer NOT NULL DEFAULT 0,
  rating_3 integer NOT NULL DEFAULT 0,
  rating_4 integer NOT NULL DEFAULT 0,
  rating_5 integer NOT NULL DEFAULT 0,
  rating_count integer GENERATED ALWAYS AS (rating_1 + rating_2 + rating_3 + rating_4 + rating_5) STORED,
  rating_avg numeric(3, 2) GENERATED ALWAYS AS (
    CASE WHEN rating_1 + rating_2 + rating_3 + rating_4 + rating_5 = 0 THEN 0
    ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5)::numeric
               / (rating_1 + rating_2 + rating_3 + rating_4 + rating_5), 2) END) STORED,
  -- Search: filled by courses_search_fields() from both languages' titles, subtitles and the
  -- category's names, lower-cased and unaccented.
  search_title text NOT NULL DEFAULT '',
  search_tsv tsvector NOT NULL DEFAULT ''::tsvector,
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, slug),
  -- A course's category and mentor belong to its own tenant.
  FOREIGN KEY (tenant_id, category_id) REFERENCES categories (tenant_id, id),
  FOREIGN KEY (tenant_id, mentor_id) REFERENCES mentors (tenant_id, id)
);
-- One index per sort order, led by the tenant, so a page is an index walk (no sort, no full scan);
-- the category page and the bootcamp page get their own.
CREATE INDEX courses_popular_idx ON courses (tenant_id, students_count DESC, id DESC);
CREATE INDEX courses_newest_idx ON courses (tenant_id, published_at DESC, id DESC);
CREATE INDEX courses_rating_idx ON courses (tenant_id, rating_avg DESC, rating_count DESC, id DESC);
CREATE INDEX courses_price_idx ON courses (tenant_id, sale_price, id);
CREATE INDEX courses_cat_popular_idx ON courses (category_id, students_count DESC, id DESC);
CREATE INDEX courses_cat_newest_idx ON courses (category_id, published_at DESC, id DESC);
CREATE INDEX courses_cat_rating_idx ON courses (category_id, rating_avg DESC, rating_count DESC, id DESC);
CREATE INDEX courses_cat_price_idx ON courses (category_id, sale_price, id);
CREATE INDEX courses_bootcamp_idx ON courses (tenant_id, students_count DESC, id DESC) WHERE is_bootcamp;
CREATE INDEX courses_mentor_idx ON courses (mentor_id);
CREATE INDEX courses_search_idx ON courses USING gin (search_tsv);
CREATE INDEX courses_title_trgm_idx ON courses USING gin (search_title gin_trgm_ops);

CREATE TABLE course_sections (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title_en text NOT NULL,
  title_id text NOT NULL,
  UNIQUE (course_id, position)
);

CREATE TABLE lessons (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  section_id integer NOT NULL REFERENCES course_sections(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title_en text NOT NULL,
  title_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('video', 'text', 'pdf', 'quiz')),
  duration_minutes integer NOT NULL DEFAULT 0 CHECK (duration_minutes >= 0),
  is_preview boolean NOT NULL DEFAULT false,
  body_en text NOT NULL DEFAULT '',
  body_id text NOT NULL DEFAULT '',
  media_id uuid REFERENCES media(id),
  UNIQUE (section_id, position)
);
CREATE INDEX lessons_course_idx ON lessons (course_id, section_id, position);

-- Who owns which course. The commerce issue inserts a row when an order is paid.
CREATE TABLE enrollments (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, course_id)
);
CREATE INDEX enrollments_course_idx ON enrollments (course_id);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Plain text, stored as typed (trimmed); clients render it as text.
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_course_idx ON comments (course_id, created_at DESC, id DESC);
CREATE INDEX comments_user_idx ON comments (user_id);

-- One like per user per comment: the primary key plus ON CONFLICT DO NOTHING makes liking idempotent.
CREATE TABLE comment_likes (
  comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user_idx ON comment_likes (user_id);

-- One rating per user per course; a new one replaces the old.
CREATE TABLE course_ratings (
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_id, user_id)
);
CREATE INDEX course_ratings_user_idx ON course_ratings (user_id);

-- The words of a tenant's catalogue (from ts_stat over the search vectors). A misspelt word is
-- matched by trigram similarity against this small table, not against every course title, and
-- the corrected words then use the full-text index.
-- Derived data (rebuilt by catalog_refresh), hence no foreign key.
CREATE TABLE search_words (
  tenant_id integer NOT NULL,
  word text COLLATE "C" NOT NULL,
  ndoc integer NOT NULL,
  PRIMARY KEY (tenant_id, word)
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- Search fields of a course, in both languages plus the category's names.
CREATE FUNCTION courses_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat record;
BEGIN
  SELECT name_en, name_id INTO cat FROM categories WHERE id = NEW.category_id;
  NEW.search_title := f_unaccent(lower(NEW.title_en || ' ' || NEW.title_id));
  NEW.search_tsv :=
    setweight(to_tsvector('simple', NEW.search_title), 'A')
    || setweight(to_tsvector('simple', f_unaccent(lower(NEW.subtitle_en || ' ' || NEW.subtitle_id))), 'B')
    || setweight(to_tsvector('simple', f_unaccent(lower(coalesce(cat.name_en, '') || ' ' || coalesce(cat.name_id, '')))), 'C');
  RETURN NEW;
END $$;
CREATE TRIGGER courses_search_fields BEFORE INSERT OR UPDATE OF title_en, title_id, subtitle_en, subtitle_id, category_id
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_search_fields();

-- Category counts and the search vocabulary of some tenants, recomputed in one pass.
CREATE FUNCTION catalog_refresh(p_tenants integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t integer;
BEGIN
  UPDATE categories c SET courses_count = coalesce(n.n, 0)
    FROM categories c2
    LEFT JOIN (SELECT category_id, count(*)::int AS n FROM courses WHERE tenant_id = ANY (p_tenants)
               GROUP BY category_id) n ON n.category_id = c2.id
   WHERE c.id = c2.id AND c2.tenant_id = ANY (p_tenants) AND c.courses_count <> coalesce(n.n, 0);
  -- Only the difference is written: most words survive a catalogue change.
  FOREACH t IN ARRAY p_tenants LOOP
    WITH fresh AS (
      SELECT s.word, s.ndoc FROM ts_stat(format('SELECT search_tsv FROM courses WHERE tenant_id = %s', t)) s
    ), gone AS (
      DELETE FROM search_words w WHERE w.tenant_id = t AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.word = w.word)
    )
    INSERT INTO search_words (tenant_id, word, ndoc) SELECT t, f.word, f.ndoc FROM fresh f
    ON CONFLICT (tenant_id, word) DO UPDATE SET ndoc = EXCLUDED.ndoc WHERE search_words.ndoc <> EXCLUDED.ndoc;
  END LOOP;
END $$;

CREATE FUNCTION courses_after_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalog_refresh(ARRAY(SELECT DISTINCT tenant_id FROM old_rows));
  ELSE
    PERFORM catalog_refresh(ARRAY(SELECT DISTINCT tenant_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER courses_after_insert AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION courses_after_rows();
CREATE TRIGGER courses_after_delete AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION courses_after_rows();

-- A trigger with a column list cannot see its rows, so an edit of a searchable field (rare: an
-- editor's change) refreshes every tenant.
CREATE FUNCTION courses_after_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh(ARRAY(SELECT id FROM tenants));
  RETURN NULL;
END $$;
CREATE TRIGGER courses_after_edit AFTER UPDATE OF category_id, title_en, title_id, subtitle_en, subtitle_id
  ON courses FOR EACH STATEMENT EXECUTE FUNCTION courses_after_edit();

-- A renamed category re-derives its courses' search fields.
CREATE FUNCTION categories_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER categories_after_rename AFTER UPDATE OF name_en, name_id ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_after_rename();

-- students_count follows enrollments. Statement-level with transition tables: a bulk insert
-- updates each course once, and every change is an increment under the course's row lock.
CREATE FUNCTION enrollments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses c SET students_count = c.students_count + d.n
      FROM (SELECT course_id, count(*)::int AS n FROM new_rows GROUP BY course_id) d WHERE c.id = d.course_id;
  ELSE
    UPDATE courses c SET students_count = greatest(c.students_count - d.n, 0)
      FROM (SELECT course_id, count(*)::int AS n FROM old_rows GROUP BY course_id) d WHERE c.id = d.course_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER enrollments_count_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_count();
CREATE TRIGGER enrollments_count_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_count();

-- The rating distribution on courses follows course_ratings: per statement, the ratings that
-- left (old rows) are subtracted and the ones that arrived (new rows) added, as increments under
-- each course's row lock, so concurrent raters cannot lose an update. An upsert that replaces a
-- rating fires the UPDATE trigger with the old and the new rating.
CREATE FUNCTION course_ratings_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has (plpgsql plans statements lazily).
  IF TG_OP = 'INSERT' THEN
    UPDATE courses c SET rating_1 = c.rating_1 + d.r1, rating_2 = c.rating_2 + d.r2,
                         rating_3 = c.rating_3 + d.r3, rating_4 = c.rating_4 + d.r4, rating_5 = c.rating_5 + d.r5
      FROM (SELECT course_id,
                   sum(sign * (rating = 1)::int) AS r1, sum(sign * (rating = 2)::int) AS r2,
                   sum(sign * (rating = 3)::int) AS r3, sum(sign * (rating = 4)::int) AS r4,
                   sum(sign * (rating = 5)::int) AS r5
              FROM (SELECT course_id, rating, 1 AS sign FROM new_rows) x GROUP BY course_id) d
     WHERE c.id = d.course_id AND (d.r1, d.r2, d.r3, d.r4, d.r5) <> (0, 0, 0, 0, 0);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE courses c SET rating_1 = c.rating_1 + d.r1, rating_2 = c.rating_2 + d.r2,
                         rating_3 = c.rating_3 + d.r3, rating_4 = c.rating_4 + d.r4, rating_5 = c.rating_5 + d.r5
      FROM (SELECT course_id,
                   sum(sign * (rating = 1)::int) AS r1, sum(sign * (rating = 2)::int) AS r2,
                   sum(sign * (rating = 3)::int) AS r3, sum(sign * (rating = 4)::int) AS r4,
                   sum(sign * (rating = 5)::int) AS r5
              FROM (SELECT course_id, rating, -1 AS sign FROM old_rows) x GROUP BY course_id) d
     WHERE c.id = d.course_id AND (d.r1, d.r2, d.r3, d.r4, d.r5) <> (0, 0, 0, 0, 0);
  ELSE
    UPDATE courses c SET rating_1 = c.rating_1 + d.r1, rating_2 = c.rating_2 + d.r2,
                         rating_3 = c.rating_3 + d.r3, rating_4 = c.rating_4 + d.r4, rating_5 = c.rating_5 + d.r5
      FROM (SELECT course_id,
                   sum(sign * (rating = 1)::int) AS r1, sum(sign * (rating = 2)::int) AS r2,
                   sum(sign * (rating = 3)::int) AS r3, sum(sign * (rating = 4)::int) AS r4,
                   sum(sign * (rating = 5)::int) AS r5
              FROM (SELECT course_id, rating, -1 AS sign FROM old_rows UNION ALL SELECT course_id, rating, 1 FROM new_rows) x GROUP BY course_id) d
     WHERE c.id = d.course_id AND (d.r1, d.r2, d.r3, d.r4, d.r5) <> (0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER course_ratings_insert AFTER INSERT ON course_ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_ratings_count();
CREATE TRIGGER course_ratings_update AFTER UPDATE ON course_ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_ratings_count();
CREATE TRIGGER course_ratings_delete AFTER DELETE ON course_ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION course_ratings_count();

-- Edit distance with transpositions (optimal string alignment): 'pyhton' is one edit from
-- 'python'. Used only on the few trigram candidates of a misspelt word, so plpgsql is fast enough.
CREATE FUNCTION osa_distance(a text, b text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  w integer := length(b) + 1;
  d integer[];
  i integer;
  j integer;
  cost integer;
BEGIN
  IF la = 0 OR lb = 0 THEN
    RETURN greatest(la, lb);
  END IF;
  d := array_fill(0, ARRAY[(la + 1) * w]);
  FOR i IN 0..la LOOP d[i * w + 1] := i; END LOOP;
  FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
  FOR i IN 1..la LOOP
    FOR j IN 1..lb LOOP
      cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
      d[i * w + j + 1] := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1, d[(i - 1) * w + j] + cost);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        d[i * w + j + 1] := least(d[i * w + j + 1], d[(i - 2) * w + j - 1] + 1);
      END IF;
    END LOOP;
  END LOOP;
  RETURN d[la * w + lb + 1];
END $$;

-- The text-search query of what a user typed: every word (unaccented, lower-cased) as a prefix,
-- and, for a word of 4+ letters that no catalogue word starts with, up to three catalogue words
-- within one edit (4-5 letters) or two (longer), so 'pyhton' also asks for 'python' and
-- 'markting' for 'marketing'. Candidates come from the trigram index of search_words; the SET
-- clause lowers the % operator's similarity threshold for this function only, since a
-- transposition in a short word ('pyhton') scores about 0.27. Words are ANDed, or ORed with p_any.
CREATE FUNCTION catalog_search_query(p_tenant integer, p_term text, p_any boolean DEFAULT false)
  RETURNS tsquery LANGUAGE plpgsql STABLE
  SET pg_trgm.similarity_threshold = 0.25
AS $$
DECLARE
  w text;
  alts text;
  clauses text[] := '{}';
BEGIN
  FOR w IN
    SELECT x.word
      FROM regexp_split_to_table(f_unaccent(lower(p_term)), '[^[:alnum:]]+') WITH ORDINALITY AS x(word, n)
     WHERE x.word <> ''
     GROUP BY x.word ORDER BY min(x.n) LIMIT 6
  LOOP
    w := left(w, 40);
    alts := quote_literal(w) || ':*';
    IF length(w) >= 4 AND NOT EXISTS (
         SELECT 1 FROM search_words s
          WHERE s.tenant_id = p_tenant AND s.word >= w AND s.word < w || chr(1114111)) THEN
      SELECT alts || coalesce(string_agg(' | ' || quote_literal(c.word), ''), '') INTO alts
        FROM (SELECT t.word FROM (
                SELECT s.word, s.ndoc, similarity(s.word, w) AS sim FROM search_words s
                 WHERE s.tenant_id = p_tenant AND s.word % w AND abs(length(s.word) - length(w)) <= 2
                 ORDER BY sim DESC LIMIT 12) t
               WHERE osa_distance(t.word, w) <= CASE WHEN length(w) <= 5 THEN 1 ELSE 2 END
               ORDER BY osa_distance(t.word, w), t.sim DESC, t.ndoc DESC, t.word LIMIT 3) c;
    END IF;
    clauses := clauses || ('(' || alts || ')');
  END LOOP;
  IF cardinality(clauses) = 0 THEN
    RETURN NULL;
  END IF;
  RETURN to_tsquery('simple', array_to_string(clauses, CASE WHEN p_any THEN ' | ' ELSE ' & ' END));
END $$;

-- The company's studio (docs/product.md "The studio", issue 24 items 1, 2, 6): the contributor site
-- on a host of the company marked as its studio, its sign-in, and the drafts contributors edit
-- while learners keep seeing the published course.

-- One host per company may be its studio: the studio app and the studio's calls answer there only.
ALTER TABLE tenant_domains ADD COLUMN is_studio boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX tenant_domains_studio_idx ON tenant_domains (tenant_id) WHERE is_studio;

-- "Login As Contributor": a one-time code made on the learners' site, exchanged on the studio host
-- for the studio session. Only its SHA-256 is kept; single use (used_at), 60 seconds.
CREATE TABLE studio_handoffs (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX studio_handoffs_expiry_idx ON studio_handoffs (expires_at);

-- The studio's sessions: the cookie's SHA-256, good only on the host it was made for.
CREATE TABLE studio_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  host text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX studio_sessions_user_idx ON studio_sessions (user_id);

-- A course as the studio edits it. Learners read the published tables (courses, course_sections,
-- lessons, quizzes); the studio writes here, and "Publish changes" copies the draft into them in
-- one transaction. course_id is null until the first publish. document null: the draft is the
-- published course as it stands (a course added from a tenant folder before anyone opened it).
CREATE TABLE course_drafts (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  course_id integer UNIQUE REFERENCES courses(id) ON DELETE CASCADE,
  -- Who may edit it as a contributor (their mentor row); kept beside the document for the lists.
  mentor_id integer NOT NULL,
  -- The title in the company's default language, for the list's search and order.
  title text NOT NULL DEFAULT '',
  document jsonb,
  -- Each save adds one; a save that names an older revision is refused (two editors, one draft).
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  -- The revision learners see; null: never published.
  published_revision integer CHECK (published_revision <= revision),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  FOREIGN KEY (tenant_id, mentor_id) REFERENCES mentors (tenant_id, id),
  CHECK ((course_id IS NULL) = (published_revision IS NULL))
);
CREATE INDEX course_drafts_list_idx ON course_drafts (tenant_id, updated_at DESC, id DESC);
CREATE INDEX course_drafts_mentor_idx ON course_drafts (mentor_id);
CREATE INDEX course_drafts_title_trgm_idx ON course_drafts USING gin (lower(title) gin_trgm_ops);

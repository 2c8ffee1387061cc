-- The learner's CV (docs/product.md §16): one CV and one set of personal skills per user, their
-- work experiences and their education and training. Verified training is not stored here: it is
-- read from certificates (0013); the learner may only hide a certificate from the CV.
-- The API checks every rule first and names the field; these constraints are the backstop.

CREATE TABLE cvs (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 60),
  last_name text NOT NULL CHECK (length(last_name) <= 60),
  headline text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  email text NOT NULL,
  phone_country_code text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  street_address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  blog text NOT NULL DEFAULT '',
  linkedin text NOT NULL DEFAULT '',
  job_applied_for text NOT NULL DEFAULT '',
  position text NOT NULL DEFAULT '',
  work_types text[] NOT NULL DEFAULT '{}',
  salary text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Months are 'YYYY-MM': they sort as text, and a CV never needs the day.
CREATE TABLE work_experiences (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The employer (spec §3 `name`) and the job title (`position`).
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  position text NOT NULL CHECK (length(position) BETWEEN 1 AND 120),
  city text NOT NULL DEFAULT '',
  start_month text NOT NULL CHECK (start_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  end_month text CHECK (end_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  on_going boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (on_going = (end_month IS NULL)),
  CHECK (end_month IS NULL OR end_month >= start_month)
);
CREATE INDEX work_experiences_user_idx ON work_experiences (user_id);

CREATE TABLE educations_trainings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('education', 'training')),
  -- The institution (spec §3 `name`), the qualification or training, the field (`department`)
  -- and the place (`location`).
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  qualification text NOT NULL CHECK (length(qualification) BETWEEN 1 AND 120),
  department text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  start_month text NOT NULL CHECK (start_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  end_month text CHECK (end_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  on_going boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (on_going = (end_month IS NULL)),
  CHECK (end_month IS NULL OR end_month >= start_month)
);
CREATE INDEX educations_trainings_user_idx ON educations_trainings (user_id, type);

CREATE TABLE personal_skills (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  mother_tongue text NOT NULL DEFAULT '',
  -- [{language, listening, reading, spoken_interaction, spoken_production, writing}], CEFR A1–C2.
  languages jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(languages) = 'array'),
  communications text NOT NULL DEFAULT '',
  organisational_or_managerial text NOT NULL DEFAULT '',
  job_related text NOT NULL DEFAULT '',
  digital text NOT NULL DEFAULT '',
  driving_licence text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Certificates the learner chose to leave out of their CV. The certificate itself is not theirs
-- to change.
CREATE TABLE cv_hidden_certificates (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  certificate_id integer NOT NULL REFERENCES certificates(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, certificate_id)
);
CREATE INDEX cv_hidden_certificates_certificate_idx ON cv_hidden_certificates (certificate_id);

-- Accounts and sessions (issue #3; spec §3 User, §6). A user belongs to one tenant.
CREATE TABLE users (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email text NOT NULL,
  password_hash text,
  google_sub text,
  role text NOT NULL DEFAULT 'consumer' CHECK (role IN ('consumer', 'contributor')),
  type text NOT NULL DEFAULT 'Consumer',
  full_name text NOT NULL,
  date_of_birth date,
  job text NOT NULL DEFAULT '',
  gender text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  phone_country_code text NOT NULL DEFAULT '+62',
  photo_media_id uuid REFERENCES media(id),
  photo_thumb_media_id uuid REFERENCES media(id),
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'Indonesia',
  postal_code text NOT NULL DEFAULT '',
  website_url text NOT NULL DEFAULT '',
  blog_url text NOT NULL DEFAULT '',
  linkedin_url text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  elearning_platform text NOT NULL DEFAULT '',
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_tenant_email_idx ON users (tenant_id, lower(email));
CREATE UNIQUE INDEX users_tenant_google_idx ON users (tenant_id, google_sub) WHERE google_sub IS NOT NULL;
CREATE INDEX users_tenant_phone_idx ON users (tenant_id, phone_country_code, phone_number);

-- Bearer tokens: only a SHA-256 of the token is stored; revoked on logout, password change and reset.
CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

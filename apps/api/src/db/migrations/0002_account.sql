-- Accounts and sessions (product §3 User, §6). A user belongs to one tenant.
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
-- Not unique: the profile does not verify phone numbers; phone login needs exactly one match.
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
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Single-use links sent by mail: email confirmation (7 days) and password reset (30 minutes).
-- Only a SHA-256 of the token is stored.
CREATE TABLE account_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

-- One-time codes for phone login: 6 digits, hashed, 5 minutes, at most 5 tries, single use.
CREATE TABLE otp_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX otp_codes_user_idx ON otp_codes (user_id, created_at DESC);

-- Mail and SMS captured when no SMTP server is configured (and every SMS: no gateway yet).
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  tenant_id integer REFERENCES tenants(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_tenant_idx ON outbox (tenant_id, id DESC);

-- Fixed-window rate-limit counters shared by every instance (Redis takes over when configured).
-- `key` is "<rule>:<sha256 of the subject>", so no address or email is kept here.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);

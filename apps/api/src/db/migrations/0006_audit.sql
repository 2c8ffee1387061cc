-- Security events of the accounts (product §11): logins and failed logins, logouts, password
-- changes and resets, registrations, profile changes. Who (user_id, when known), from where (ip,
-- user agent) and a little detail (the email given on a failed login, the login method); never a
-- password, token or code (lib/audit.ts).
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- Null when no account matched (a failed login with an unknown email).
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  event text NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A tenant's events over a period.
CREATE INDEX audit_events_tenant_idx ON audit_events (tenant_id, created_at);
-- One account's events, and deleting a user without reading the whole trail.
CREATE INDEX audit_events_user_idx ON audit_events (user_id, created_at) WHERE user_id IS NOT NULL;

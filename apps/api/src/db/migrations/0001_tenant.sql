-- Tenancy, branding, media and public content (product §1, §7 public content).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE media (
  id uuid PRIMARY KEY,
  tenant_id integer,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tenants (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  company_name text NOT NULL,
  tagline jsonb NOT NULL DEFAULT '{}',
  support_email text NOT NULL,
  support_phone text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  contributor_url text NOT NULL DEFAULT '',
  social jsonb NOT NULL DEFAULT '[]',
  contact_list jsonb NOT NULL DEFAULT '[]',
  primary_color text NOT NULL,
  background_color text NOT NULL,
  accent_color text NOT NULL,
  text_color text NOT NULL,
  logo_media_id uuid REFERENCES media(id),
  favicon_media_id uuid REFERENCES media(id),
  login_banner_media_id uuid REFERENCES media(id),
  singular_name jsonb NOT NULL,
  plural_name jsonb NOT NULL,
  currency text NOT NULL DEFAULT 'IDR',
  default_locale text NOT NULL DEFAULT 'id',
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE media ADD CONSTRAINT media_tenant_fk FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE;

CREATE TABLE tenant_domains (
  host text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE INDEX tenant_domains_tenant_idx ON tenant_domains (tenant_id);

-- Lists of content (banner, feature, testimony, programme, faq, article). `data` holds
-- localised fields as {"en": …, "id": …}; the API picks the requested language.
CREATE TABLE content_items (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('banner', 'feature', 'testimony', 'programme', 'faq', 'article')),
  slug text,
  position integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_list_idx ON content_items (tenant_id, kind, position, id);
CREATE UNIQUE INDEX content_items_slug_idx ON content_items (tenant_id, kind, slug) WHERE slug IS NOT NULL;

-- Single pages (about, help, terms, privacy, refund, cancellation, corporate-solution, career, contact).
CREATE TABLE content_pages (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key text NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);

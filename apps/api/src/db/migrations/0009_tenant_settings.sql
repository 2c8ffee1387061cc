-- Company settings a tenant folder carries beyond branding (docs/tenant-folder.md): the sales tax
-- rate in percent, and the payment gateway's name and settings. Settings that are secrets are
-- stored as the name of an environment variable ({"env": "NAME"}), never as the secret itself.
-- Nothing reads them yet: buying and paying are not built (product §14).
ALTER TABLE tenants
  ADD COLUMN tax_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (tax_rate >= 0 AND tax_rate < 100),
  ADD COLUMN payment jsonb NOT NULL DEFAULT '{}';

-- Links in mails (confirmation, password reset) are built from the tenant's own primary domain,
-- never from the Host header of the request that caused the mail.
ALTER TABLE tenants ADD COLUMN primary_host text;
-- Existing tenants: a name rather than an IP address, the shortest first.
UPDATE tenants t SET primary_host = (
  SELECT d.host FROM tenant_domains d WHERE d.tenant_id = t.id
  ORDER BY (d.host ~ '^[0-9.]+$'), length(d.host), d.host LIMIT 1
);
-- A tenant without any domain cannot be reached, so it sends no mail; `.invalid` never resolves.
UPDATE tenants SET primary_host = slug || '.invalid' WHERE primary_host IS NULL;
ALTER TABLE tenants ALTER COLUMN primary_host SET NOT NULL;

-- The company's time zone (IANA name): the day a certificate is dated, the times a checkout page
-- shows and, later, the days its sales are counted by. Companies from before get the capital's
-- zone of their currency's country, as their folder's default would.
ALTER TABLE tenants ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Jakarta'
  CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$');
UPDATE tenants SET time_zone = 'Asia/Kuala_Lumpur' WHERE currency = 'MYR';

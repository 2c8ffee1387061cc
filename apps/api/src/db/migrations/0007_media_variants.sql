-- Responsive images (docs/tenant-folder.md). A raster image added from a tenant folder keeps a
-- re-encoded copy in media (what /media/:id serves) and WebP and AVIF copies at a few widths here,
-- never wider than the original; /media/:id?w=640&format=avif picks one. Variants are immutable
-- like their image, and go with it.
ALTER TABLE media ADD COLUMN width integer, ADD COLUMN height integer;

CREATE TABLE media_variants (
  media_id uuid NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('webp', 'avif')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  PRIMARY KEY (media_id, format, width)
);

-- Course pages (/education/<slug>) need a login by default, as the specification has them. A
-- company that wants its courses found by search engines turns this on (tenant.json
-- `public_course_pages`, or `npm run tenant -- set <slug> public_course_pages=true`): visitors then
-- get its course pages rendered on the server, and its sitemap lists them (docs/product.md §2, §17).
-- Buying still needs a login.
ALTER TABLE tenants ADD COLUMN public_course_pages boolean NOT NULL DEFAULT false;

-- The studio's sales at a million orders (bench/sales-seed.ts, bench/results.md; docs/decisions.md 49).
--
-- 1. sales_daily has a row per day, course, method and voucher that sold: about 280,000 a year at a
--    million orders over two years, and a year's dashboard summed them all per request (0.3 s of
--    PostgreSQL alone). sales_cube holds the same sums for every combination of the dashboard's
--    filters (GROUP BY CUBE): -1 is "every course", '*' "every method", -1 "every voucher", so a
--    summary with any filters reads at most one row per day by its key. fold_sales() and
--    rebuild_sales() keep it beside sales_daily; reads still add the waiting deltas, so the
--    figures stay exact the moment an order's change commits.
CREATE TABLE sales_cube (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  course_id integer NOT NULL,
  method text NOT NULL,
  voucher_id integer NOT NULL,
  day date NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  converted integer NOT NULL DEFAULT 0,
  paid integer NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  voucher_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  refunds integer NOT NULL DEFAULT 0,
  refund_minor bigint NOT NULL DEFAULT 0,
  refund_tax_minor bigint NOT NULL DEFAULT 0,
  -- The day last: a summary is one range of one key.
  PRIMARY KEY (tenant_id, course_id, method, voucher_id, day)
);

-- Adds rows of sales_daily's shape (`source`, one per key) into the cube: a rebuild's.
CREATE FUNCTION sales_cube_add(source text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO sales_cube AS s (tenant_id, course_id, method, voucher_id, day, orders, converted, paid,
                                 gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                                 refund_tax_minor)
    SELECT tenant_id, CASE WHEN grouping(course_id) = 1 THEN -1 ELSE course_id END,
           CASE WHEN grouping(method) = 1 THEN '*' ELSE method END,
           CASE WHEN grouping(voucher_id) = 1 THEN -1 ELSE voucher_id END, day,
           sum(orders), sum(converted), sum(paid), sum(gross_minor), sum(voucher_minor), sum(tax_minor),
           sum(paid_minor), sum(refunds), sum(refund_minor), sum(refund_tax_minor)
      FROM %s
     GROUP BY tenant_id, day, CUBE (course_id, method, voucher_id)
    ON CONFLICT (tenant_id, course_id, method, voucher_id, day) DO UPDATE SET
      orders = s.orders + excluded.orders, converted = s.converted + excluded.converted,
      paid = s.paid + excluded.paid, gross_minor = s.gross_minor + excluded.gross_minor,
      voucher_minor = s.voucher_minor + excluded.voucher_minor, tax_minor = s.tax_minor + excluded.tax_minor,
      paid_minor = s.paid_minor + excluded.paid_minor, refunds = s.refunds + excluded.refunds,
      refund_minor = s.refund_minor + excluded.refund_minor,
      refund_tax_minor = s.refund_tax_minor + excluded.refund_tax_minor$q$, source);
END $$;

-- As 0034's, and the same changes into the cube (a sum of the deltas per combination).
CREATE OR REPLACE FUNCTION fold_sales() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken_count integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727276) THEN RETURN 0; END IF;
  WITH taken AS (
    DELETE FROM sales_deltas RETURNING *
  ), kept AS (
    SELECT * FROM taken WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = taken.tenant_id)
  ), sums AS (
    SELECT tenant_id, day, course_id, method, voucher_id, sum(orders)::int AS orders,
           sum(converted)::int AS converted, sum(paid)::int AS paid, sum(gross_minor) AS gross_minor,
           sum(voucher_minor) AS voucher_minor, sum(tax_minor) AS tax_minor, sum(paid_minor) AS paid_minor,
           sum(refunds)::int AS refunds, sum(refund_minor) AS refund_minor,
           sum(refund_tax_minor) AS refund_tax_minor
      FROM kept GROUP BY tenant_id, day, course_id, method, voucher_id
  ), folded AS (
    INSERT INTO sales_daily AS s (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                                  gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                                  refund_tax_minor)
    SELECT * FROM sums
    ON CONFLICT (tenant_id, day, course_id, method, voucher_id) DO UPDATE SET
      orders = s.orders + excluded.orders, converted = s.converted + excluded.converted,
      paid = s.paid + excluded.paid, gross_minor = s.gross_minor + excluded.gross_minor,
      voucher_minor = s.voucher_minor + excluded.voucher_minor, tax_minor = s.tax_minor + excluded.tax_minor,
      paid_minor = s.paid_minor + excluded.paid_minor, refunds = s.refunds + excluded.refunds,
      refund_minor = s.refund_minor + excluded.refund_minor,
      refund_tax_minor = s.refund_tax_minor + excluded.refund_tax_minor
    RETURNING 1
  ), cubed AS (
    INSERT INTO sales_cube AS s (tenant_id, course_id, method, voucher_id, day, orders, converted, paid,
                                 gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                                 refund_tax_minor)
    SELECT tenant_id, CASE WHEN grouping(course_id) = 1 THEN -1 ELSE course_id END,
           CASE WHEN grouping(method) = 1 THEN '*' ELSE method END,
           CASE WHEN grouping(voucher_id) = 1 THEN -1 ELSE voucher_id END, day,
           sum(orders), sum(converted), sum(paid), sum(gross_minor), sum(voucher_minor), sum(tax_minor),
           sum(paid_minor), sum(refunds), sum(refund_minor), sum(refund_tax_minor)
      FROM kept GROUP BY tenant_id, day, CUBE (course_id, method, voucher_id)
    ON CONFLICT (tenant_id, course_id, method, voucher_id, day) DO UPDATE SET
      orders = s.orders + excluded.orders, converted = s.converted + excluded.converted,
      paid = s.paid + excluded.paid, gross_minor = s.gross_minor + excluded.gross_minor,
      voucher_minor = s.voucher_minor + excluded.voucher_minor, tax_minor = s.tax_minor + excluded.tax_minor,
      paid_minor = s.paid_minor + excluded.paid_minor, refunds = s.refunds + excluded.refunds,
      refund_minor = s.refund_minor + excluded.refund_minor,
      refund_tax_minor = s.refund_tax_minor + excluded.refund_tax_minor
    RETURNING 1
  )
  SELECT count(*) INTO taken_count FROM taken;
  RETURN taken_count;
END $$;

CREATE OR REPLACE FUNCTION rebuild_sales(tenant integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727276);
  DELETE FROM sales_deltas WHERE tenant_id = tenant;
  DELETE FROM sales_daily WHERE tenant_id = tenant;
  DELETE FROM sales_cube WHERE tenant_id = tenant;
  INSERT INTO sales_daily (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                           gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                           refund_tax_minor)
  SELECT r.tenant_id, r.day, r.course_id, r.method, r.voucher_id, sum(r.orders), sum(r.converted),
         sum(r.paid), sum(r.gross_minor), sum(r.voucher_minor), sum(r.tax_minor), sum(r.paid_minor),
         sum(r.refunds), sum(r.refund_minor), sum(r.refund_tax_minor)
    FROM bookings b, LATERAL sales_rows(b, 1) r
   WHERE b.tenant_id = tenant
   GROUP BY r.tenant_id, r.day, r.course_id, r.method, r.voucher_id;
  PERFORM sales_cube_add(format('(SELECT * FROM sales_daily WHERE tenant_id = %s) d', tenant));
END $$;

SELECT sales_cube_add('sales_daily');

-- 2. An order's page read its audit events through the primary key backwards, filtering every
--    event of the company (0.25 s at 760,000 events): the booking's own events, newest first.
DROP INDEX audit_events_booking_idx;
CREATE INDEX audit_events_booking_idx ON audit_events ((detail ->> 'booking_id'), id DESC)
  WHERE detail ? 'booking_id';

-- 3. The orders list's search (part of an order number, an email or a name) finds its orders
--    through these instead of reading every order of the company.
CREATE INDEX bookings_order_number_trgm_idx ON bookings USING gin (lower(order_number) gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX users_full_name_trgm_idx ON users USING gin (lower(full_name) gin_trgm_ops);

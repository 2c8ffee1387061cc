-- The studio's sales figures (docs/decisions.md 49): a rollup of the orders that the database keeps
-- as orders change, so the dashboard sums a few rows per day instead of every order it covers.
--
-- An order contributes to up to three buckets, each keyed by (company, the company's local day,
-- course, payment method, voucher): the day it was created (an order, and whether it was ever
-- paid: the conversion), the day it was paid (gross, voucher discount, tax, what was paid) and
-- the day it was refunded (what went back, and its tax). A trigger takes the old row's
-- contribution away and adds the new row's, so any change (state, method, voucher, amounts)
-- moves the amounts between buckets, and the rollup is always the sum of the orders as they are.

-- When an order was refunded (its refund's day counts the money that went back).
ALTER TABLE bookings ADD COLUMN refunded_at timestamptz;
UPDATE bookings SET refunded_at = updated_at WHERE status = 'refunded';

CREATE FUNCTION bookings_stamp_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'refunded' AND OLD.status <> 'refunded' THEN
    NEW.refunded_at := coalesce(NEW.refunded_at, now());
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bookings_stamp_refund BEFORE UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_stamp_refund();

-- The folded sums. method is '' and voucher_id 0 for none, so both can be in the key.
CREATE TABLE sales_daily (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  day date NOT NULL,
  course_id integer NOT NULL,
  method text NOT NULL,
  voucher_id integer NOT NULL,
  -- Orders created that day, and how many of them were paid (at any time).
  orders integer NOT NULL DEFAULT 0,
  converted integer NOT NULL DEFAULT 0,
  -- Orders paid that day: their price before the voucher, its discount, the tax included, the total.
  paid integer NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  voucher_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  -- Orders refunded that day: the total given back and the tax in it.
  refunds integer NOT NULL DEFAULT 0,
  refund_minor bigint NOT NULL DEFAULT 0,
  refund_tax_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, course_id, method, voucher_id)
);

-- Changes not folded yet: appended by the trigger, so two payments of one course on one day never
-- wait on one row's lock (decision 25's reason); a read adds them to the folded sums.
CREATE TABLE sales_deltas (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL,
  day date NOT NULL,
  course_id integer NOT NULL,
  method text NOT NULL,
  voucher_id integer NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  converted integer NOT NULL DEFAULT 0,
  paid integer NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  voucher_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  refunds integer NOT NULL DEFAULT 0,
  refund_minor bigint NOT NULL DEFAULT 0,
  refund_tax_minor bigint NOT NULL DEFAULT 0
);
CREATE INDEX sales_deltas_tenant_idx ON sales_deltas (tenant_id, day);

-- One order's contribution, times s (1 to add it, -1 to take it away). The day is the local date
-- of each event in the company's time zone (tenants.time_zone; a change of zone rebuilds).
CREATE FUNCTION sales_rows(b bookings, s integer)
RETURNS TABLE (tenant_id integer, day date, course_id integer, method text, voucher_id integer,
               orders integer, converted integer, paid integer, gross_minor bigint,
               voucher_minor bigint, tax_minor bigint, paid_minor bigint, refunds integer,
               refund_minor bigint, refund_tax_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT b.tenant_id, (e.at AT TIME ZONE t.time_zone)::date, b.course_id,
         coalesce(b.payment_method, ''), coalesce(b.voucher_id, 0),
         CASE WHEN e.kind = 'created' THEN s ELSE 0 END,
         CASE WHEN e.kind = 'created' AND e.was_paid THEN s ELSE 0 END,
         CASE WHEN e.kind = 'paid' THEN s ELSE 0 END,
         CASE WHEN e.kind = 'paid' THEN s * (b.price_minor - b.discount_minor) ELSE 0 END,
         CASE WHEN e.kind = 'paid' THEN s * b.voucher_discount_minor ELSE 0 END,
         CASE WHEN e.kind = 'paid' THEN s * b.tax_minor ELSE 0 END,
         CASE WHEN e.kind = 'paid' THEN s * b.total_minor ELSE 0 END,
         CASE WHEN e.kind = 'refunded' THEN s ELSE 0 END,
         CASE WHEN e.kind = 'refunded' THEN s * b.total_minor ELSE 0 END,
         CASE WHEN e.kind = 'refunded' THEN s * b.tax_minor ELSE 0 END
    FROM tenants t,
         LATERAL (SELECT b.status IN ('paid', 'refunded') AND b.paid_at IS NOT NULL AS was_paid) p,
         LATERAL (VALUES ('created', b.created_at, p.was_paid),
                         ('paid', CASE WHEN p.was_paid THEN b.paid_at END, p.was_paid),
                         ('refunded', CASE WHEN b.status = 'refunded' AND p.was_paid
                                           THEN coalesce(b.refunded_at, b.updated_at) END, p.was_paid)
                 ) e(kind, at, was_paid)
   WHERE t.id = b.tenant_id AND e.at IS NOT NULL
$$;

CREATE FUNCTION bookings_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_deltas (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                              gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                              refund_tax_minor)
    SELECT * FROM sales_rows(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_deltas (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                              gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                              refund_tax_minor)
    SELECT * FROM sales_rows(OLD, -1);
  ELSE
    -- The old contribution out, the new one in; a bucket both leave unchanged is not written.
    INSERT INTO sales_deltas (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                              gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                              refund_tax_minor)
    SELECT r.tenant_id, r.day, r.course_id, r.method, r.voucher_id, sum(r.orders), sum(r.converted),
           sum(r.paid), sum(r.gross_minor), sum(r.voucher_minor), sum(r.tax_minor), sum(r.paid_minor),
           sum(r.refunds), sum(r.refund_minor), sum(r.refund_tax_minor)
      FROM (SELECT * FROM sales_rows(OLD, -1) UNION ALL SELECT * FROM sales_rows(NEW, 1)) r
     GROUP BY r.tenant_id, r.day, r.course_id, r.method, r.voucher_id
    HAVING sum(r.orders) <> 0 OR sum(r.converted) <> 0 OR sum(r.paid) <> 0 OR sum(r.gross_minor) <> 0
        OR sum(r.voucher_minor) <> 0 OR sum(r.tax_minor) <> 0 OR sum(r.paid_minor) <> 0
        OR sum(r.refunds) <> 0 OR sum(r.refund_minor) <> 0 OR sum(r.refund_tax_minor) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_sales_insert AFTER INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_sales();
CREATE TRIGGER bookings_sales_delete AFTER DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_sales();
-- Only the columns the figures read: a payment start's updated_at alone writes nothing.
CREATE TRIGGER bookings_sales_update AFTER UPDATE ON bookings
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.refunded_at IS DISTINCT FROM NEW.refunded_at OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.payment_method IS DISTINCT FROM NEW.payment_method
    OR OLD.voucher_id IS DISTINCT FROM NEW.voucher_id OR OLD.course_id IS DISTINCT FROM NEW.course_id
    OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.price_minor IS DISTINCT FROM NEW.price_minor
    OR OLD.discount_minor IS DISTINCT FROM NEW.discount_minor
    OR OLD.voucher_discount_minor IS DISTINCT FROM NEW.voucher_discount_minor
    OR OLD.total_minor IS DISTINCT FROM NEW.total_minor OR OLD.tax_minor IS DISTINCT FROM NEW.tax_minor
  ) EXECUTE FUNCTION bookings_sales();

-- Adds the waiting changes to the folded sums; answers how many deltas it took. One instance at a
-- time (the others return 0 at once); a change appended meanwhile waits for the next fold. A
-- company deleted meanwhile has its deltas dropped.
CREATE FUNCTION fold_sales() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken_count integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727276) THEN RETURN 0; END IF;
  WITH taken AS (
    DELETE FROM sales_deltas RETURNING *
  ), sums AS (
    SELECT tenant_id, day, course_id, method, voucher_id, sum(orders)::int AS orders,
           sum(converted)::int AS converted, sum(paid)::int AS paid, sum(gross_minor) AS gross_minor,
           sum(voucher_minor) AS voucher_minor, sum(tax_minor) AS tax_minor, sum(paid_minor) AS paid_minor,
           sum(refunds)::int AS refunds, sum(refund_minor) AS refund_minor,
           sum(refund_tax_minor) AS refund_tax_minor, count(*) AS n
      FROM taken WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = taken.tenant_id)
     GROUP BY tenant_id, day, course_id, method, voucher_id
  ), folded AS (
    INSERT INTO sales_daily AS s (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                                  gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                                  refund_tax_minor)
    SELECT tenant_id, day, course_id, method, voucher_id, orders, converted, paid, gross_minor,
           voucher_minor, tax_minor, paid_minor, refunds, refund_minor, refund_tax_minor FROM sums
    ON CONFLICT (tenant_id, day, course_id, method, voucher_id) DO UPDATE SET
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

-- Recomputes a company's rollup from its orders: when its time zone changes (every day moves),
-- and for data loaded with triggers off (bench/). Under the fold's lock, so no fold runs between.
CREATE FUNCTION rebuild_sales(tenant integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727276);
  DELETE FROM sales_deltas WHERE tenant_id = tenant;
  DELETE FROM sales_daily WHERE tenant_id = tenant;
  INSERT INTO sales_daily (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                           gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                           refund_tax_minor)
  SELECT r.tenant_id, r.day, r.course_id, r.method, r.voucher_id, sum(r.orders), sum(r.converted),
         sum(r.paid), sum(r.gross_minor), sum(r.voucher_minor), sum(r.tax_minor), sum(r.paid_minor),
         sum(r.refunds), sum(r.refund_minor), sum(r.refund_tax_minor)
    FROM bookings b, LATERAL sales_rows(b, 1) r
   WHERE b.tenant_id = tenant
   GROUP BY r.tenant_id, r.day, r.course_id, r.method, r.voucher_id;
END $$;

CREATE FUNCTION tenants_sales_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_sales(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER tenants_sales_time_zone AFTER UPDATE OF time_zone ON tenants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION tenants_sales_time_zone();

-- The orders that exist already.
SELECT rebuild_sales(id) FROM tenants;

-- The studio's orders list: a company's orders newest first, and the events of one order.
CREATE INDEX bookings_tenant_created_idx ON bookings (tenant_id, created_at DESC, id DESC);
CREATE INDEX audit_events_booking_idx ON audit_events ((detail ->> 'booking_id'))
  WHERE detail ? 'booking_id';

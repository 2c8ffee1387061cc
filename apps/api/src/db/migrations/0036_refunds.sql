-- Refunds (issue 25 item 2, docs/decisions.md 50): every amount given back is a row of its own, on
-- its own day, whole or partial. The sales rollup (0034, 0035) counts refunds from these rows, not
-- from the order's state: a partial refund leaves the order paid but is money that went back.
--
-- kind 'order': money of the order (counts in the sales figures; the order becomes refunded when
-- its rows reach its total). kind 'payment': a payment the order never took (a payment flagged
-- needs_refund, 0019): given back, but never counted as sold, so never counted as refunded.
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  payment_id integer REFERENCES payments(id) ON DELETE SET NULL,
  kind text NOT NULL DEFAULT 'order' CHECK (kind IN ('order', 'payment')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- The tax in the amount given back (the order's tax in proportion; the last row takes the rest).
  tax_minor bigint NOT NULL DEFAULT 0 CHECK (tax_minor >= 0),
  currency text NOT NULL,
  reason text,
  -- Sent to the gateway as its idempotency key: one click twice is one refund.
  refund_key text NOT NULL,
  gateway text,
  gateway_reference text,
  -- pending while the gateway is asked; failed keeps what the gateway said.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure text,
  -- Whether the order's voucher use went back to the voucher's quota.
  return_voucher boolean NOT NULL DEFAULT false,
  -- Who: an admin of the studio, or the gateway (a refund made in its dashboard and notified).
  by text NOT NULL CHECK (by IN ('admin', 'gateway')),
  actor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- The rollup's key, copied from the order when the row is made, so a row deleted with its
  -- order still knows which bucket to leave.
  course_id integer NOT NULL DEFAULT 0,
  method text NOT NULL DEFAULT '',
  voucher_id integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, refund_key)
);
CREATE INDEX refunds_booking_idx ON refunds (booking_id, id);

CREATE FUNCTION refunds_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.course_id, coalesce(b.payment_method, ''), coalesce(b.voucher_id, 0)
    INTO NEW.course_id, NEW.method, NEW.voucher_id
    FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $$;
CREATE TRIGGER refunds_key BEFORE INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_key();

-- The orders refunded before refunds had rows: one row each, for the whole order, on its day.
INSERT INTO refunds (tenant_id, booking_id, payment_id, amount_minor, tax_minor, currency, refund_key,
                     gateway, status, by, created_at, updated_at)
SELECT b.tenant_id, b.id,
       (SELECT p.id FROM payments p WHERE p.booking_id = b.id AND p.status = 'refunded'
                                      AND p.needs_refund_at IS NULL ORDER BY p.id DESC LIMIT 1),
       b.total_minor, b.tax_minor, b.currency, 'rest-' || b.id, b.gateway, 'succeeded', 'gateway',
       coalesce(b.refunded_at, b.updated_at), coalesce(b.refunded_at, b.updated_at)
  FROM bookings b
 WHERE b.status = 'refunded' AND b.paid_at IS NOT NULL AND b.total_minor > 0;

-- An order that becomes refunded by any path (a gateway's notification, the studio's last
-- refund) has rows for its whole total: what earlier rows did not give back is one more row, the
-- gateway's, on the day it happened. After the studio's full refund there is nothing left.
CREATE FUNCTION bookings_refund_rest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO refunds (tenant_id, booking_id, payment_id, amount_minor, tax_minor, currency, refund_key,
                       gateway, status, by, created_at, updated_at)
  SELECT NEW.tenant_id, NEW.id,
         (SELECT p.id FROM payments p WHERE p.booking_id = NEW.id AND p.status IN ('paid', 'refunded')
                                        AND p.needs_refund_at IS NULL ORDER BY p.id DESC LIMIT 1),
         NEW.total_minor - done.amount, greatest(NEW.tax_minor - done.tax, 0), NEW.currency,
         'rest-' || NEW.id || '-' || done.n, NEW.gateway, 'succeeded', 'gateway',
         coalesce(NEW.refunded_at, now()), coalesce(NEW.refunded_at, now())
    FROM (SELECT coalesce(sum(amount_minor), 0) AS amount, coalesce(sum(tax_minor), 0) AS tax, count(*) AS n
            FROM refunds WHERE booking_id = NEW.id AND kind = 'order' AND status <> 'failed') done
   WHERE NEW.paid_at IS NOT NULL AND NEW.total_minor - done.amount > 0;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_refund_rest AFTER UPDATE OF status ON bookings
  FOR EACH ROW WHEN (NEW.status = 'refunded' AND OLD.status <> 'refunded')
  EXECUTE FUNCTION bookings_refund_rest();

-- An order's contribution without its refund: the days it was made and paid (0034's, less the
-- third bucket, which the refunds' rows now hold).
CREATE OR REPLACE FUNCTION sales_rows(b bookings, s integer)
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
         0, 0::bigint, 0::bigint
    FROM tenants t,
         LATERAL (SELECT b.status IN ('paid', 'refunded') AND b.paid_at IS NOT NULL AS was_paid) p,
         LATERAL (VALUES ('created', b.created_at, p.was_paid),
                         ('paid', CASE WHEN p.was_paid THEN b.paid_at END, p.was_paid)
                 ) e(kind, at, was_paid)
   WHERE t.id = b.tenant_id AND e.at IS NOT NULL
$$;

-- A refund's contribution, times s: on its day, once the gateway has given the money back.
CREATE FUNCTION refund_sales_rows(r refunds, s integer)
RETURNS TABLE (tenant_id integer, day date, course_id integer, method text, voucher_id integer,
               orders integer, converted integer, paid integer, gross_minor bigint,
               voucher_minor bigint, tax_minor bigint, paid_minor bigint, refunds integer,
               refund_minor bigint, refund_tax_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT r.tenant_id, (r.created_at AT TIME ZONE t.time_zone)::date, r.course_id, r.method, r.voucher_id,
         0, 0, 0, 0::bigint, 0::bigint, 0::bigint, 0::bigint, s, s * r.amount_minor, s * r.tax_minor
    FROM tenants t
   WHERE t.id = r.tenant_id AND r.kind = 'order' AND r.status = 'succeeded'
$$;

CREATE FUNCTION refunds_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_deltas (tenant_id, day, course_id, method, voucher_id, orders, converted, paid,
                            gross_minor, voucher_minor, tax_minor, paid_minor, refunds, refund_minor,
                            refund_tax_minor)
  SELECT r.tenant_id, r.day, r.course_id, r.method, r.voucher_id, 0, 0, 0, 0, 0, 0, 0,
         sum(r.refunds), sum(r.refund_minor), sum(r.refund_tax_minor)
    FROM (SELECT * FROM refund_sales_rows(OLD, -1) WHERE TG_OP <> 'INSERT'
          UNION ALL
          SELECT * FROM refund_sales_rows(NEW, 1) WHERE TG_OP <> 'DELETE') r
   GROUP BY r.tenant_id, r.day, r.course_id, r.method, r.voucher_id
  HAVING sum(r.refunds) <> 0 OR sum(r.refund_minor) <> 0 OR sum(r.refund_tax_minor) <> 0;
  RETURN NULL;
END $$;
CREATE TRIGGER refunds_sales AFTER INSERT OR DELETE OR UPDATE ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_sales();

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
    FROM (SELECT x.* FROM bookings b, LATERAL sales_rows(b, 1) x WHERE b.tenant_id = tenant
          UNION ALL
          SELECT x.* FROM refunds f, LATERAL refund_sales_rows(f, 1) x WHERE f.tenant_id = tenant) r
   GROUP BY r.tenant_id, r.day, r.course_id, r.method, r.voucher_id;
  PERFORM sales_cube_add(format('(SELECT * FROM sales_daily WHERE tenant_id = %s) d', tenant));
END $$;

-- The rollup as the refunds' rows have it.
SELECT rebuild_sales(id) FROM tenants;

-- A refunded order ends the enrolment (its row is deleted) but not the learner's progress rows
-- (lesson_progress is keyed by learner and course). Enrolled again, by buying the course again,
-- the learner carries on: the new enrolment counts the lessons they had completed.
CREATE FUNCTION enrollments_resume() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  done integer;
  last_at timestamptz;
  last_lesson integer;
  total integer;
BEGIN
  SELECT count(*) FILTER (WHERE p.completed_at IS NOT NULL AND l.archived_at IS NULL), max(p.updated_at)
    INTO done, last_at
    FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id
   WHERE p.user_id = NEW.user_id AND p.course_id = NEW.course_id;
  IF last_at IS NULL THEN RETURN NEW; END IF;
  SELECT p.lesson_id INTO last_lesson FROM lesson_progress p
   WHERE p.user_id = NEW.user_id AND p.course_id = NEW.course_id ORDER BY p.updated_at DESC LIMIT 1;
  SELECT lessons_count INTO total FROM courses WHERE id = NEW.course_id;
  NEW.completed_lessons := greatest(NEW.completed_lessons, done);
  NEW.last_lesson_id := coalesce(NEW.last_lesson_id, last_lesson);
  NEW.last_activity_at := coalesce(NEW.last_activity_at, last_at);
  IF NEW.completed_at IS NULL AND total > 0 AND done >= total THEN NEW.completed_at := last_at; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER enrollments_resume BEFORE INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enrollments_resume();

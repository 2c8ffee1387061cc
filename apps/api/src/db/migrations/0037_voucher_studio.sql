-- The company's vouchers in the studio (issue 25 item 5, docs/product.md "The studio": vouchers,
-- decision 51). The rules a voucher already had (quota, per-learner limit, minimum purchase,
-- validity dates: 0010_commerce.sql) stay where they are; the studio adds:
--   * active: an admin deactivates a voucher instead of deleting it (its orders keep pointing at
--     it); checkout refuses an inactive code as it refuses an expired one.
--   * voucher_courses: the courses a voucher applies to, any number of them (none: every course).
--     It narrows the older scope (one course, one category) further; the studio saves a list and
--     the scope 'tenant'.
--   * batch_id: the codes generated together ("Generate N codes"), each a voucher of its own.
--   * updated_at: when the studio last changed it.

ALTER TABLE vouchers
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN batch_id uuid,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE voucher_courses (
  voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  PRIMARY KEY (voucher_id, course_id)
);

CREATE INDEX voucher_courses_course_idx ON voucher_courses (course_id);

-- The studio's list, newest first, and a generated batch's codes.
CREATE INDEX vouchers_tenant_idx ON vouchers (tenant_id, id DESC);
CREATE INDEX vouchers_batch_idx ON vouchers (batch_id) WHERE batch_id IS NOT NULL;

-- What a voucher has cost: its paid orders' discounts, read per voucher without the orders table.
CREATE INDEX bookings_voucher_paid_idx ON bookings (voucher_id) INCLUDE (voucher_discount_minor)
  WHERE status = 'paid' AND voucher_id IS NOT NULL;

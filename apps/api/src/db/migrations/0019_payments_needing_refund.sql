-- A payment that arrives for an order we cannot honour any more (paid twice, the course already
-- owned, the order refunded, its voucher gone) is kept as paid money to give back
-- (docs/payments.md "Late and double payments"): never recorded as a mere duplicate. The flag
-- stays once set; the attempt's status moves to 'refunded' when the money goes back.
ALTER TABLE payments ADD COLUMN needs_refund_at timestamptz;
ALTER TABLE payments ADD COLUMN needs_refund_reason text
  CHECK (needs_refund_reason IN ('paid_twice', 'course_owned', 'order_refunded', 'amount_changed', 'voucher_used_up'));
ALTER TABLE payments ADD CONSTRAINT payments_needs_refund_both
  CHECK ((needs_refund_at IS NULL) = (needs_refund_reason IS NULL));
-- Operators list what is still owed (npm run tenant -- payments <slug> --needs-refund).
CREATE INDEX payments_needs_refund_idx ON payments (needs_refund_at) WHERE needs_refund_at IS NOT NULL;

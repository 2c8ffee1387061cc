import type { BookingStatus } from '@app/contract/commerce/constants';
import type { GatewayName } from '@app/contract/commerce/schemas';
import type { RefundStatus } from '@app/contract/sales/constants';
import type { SqlRunner, SqlTransaction } from '../../db/client.ts';

/** Data access of refunds (migrations/0036_refunds.sql, docs/decisions.md 50). */

type Sql = Pick<SqlRunner, 'query'>;

export interface RefundRow {
  id: number;
  tenant_id: number;
  booking_id: number;
  payment_id: number | null;
  kind: 'order' | 'payment';
  amount_minor: string;
  tax_minor: string;
  currency: string;
  reason: string | null;
  refund_key: string;
  gateway: GatewayName | null;
  gateway_reference: string | null;
  status: RefundStatus;
  failure: string | null;
  return_voucher: boolean;
  created_at: Date;
}

export async function refundByKey(sql: Sql, tenantId: number, key: string) {
  const [row] = await sql.query<RefundRow>('SELECT * FROM refunds WHERE tenant_id = $1 AND refund_key = $2', [
    tenantId,
    key,
  ]);
  return row ?? null;
}

/** An order of the company under its row lock, with what its refunds gave back so far. */
export async function lockOrderForRefund(tx: SqlTransaction, tenantId: number, bookingId: number) {
  const [row] = await tx.query<{
    id: number;
    status: BookingStatus;
    user_id: number;
    course_id: number;
    currency: string;
    total_minor: string;
    tax_minor: string;
    gateway: GatewayName | null;
    order_number: string;
  }>(
    `SELECT id, status, user_id, course_id, currency, total_minor, tax_minor, gateway, order_number
       FROM bookings WHERE id = $1 AND tenant_id = $2 FOR UPDATE`,
    [bookingId, tenantId],
  );
  if (!row) return null;
  const [done] = await tx.query<{ amount: string; tax: string; succeeded: string }>(
    `SELECT coalesce(sum(amount_minor), 0) AS amount, coalesce(sum(tax_minor), 0) AS tax,
            coalesce(sum(amount_minor) FILTER (WHERE status = 'succeeded'), 0) AS succeeded
       FROM refunds WHERE booking_id = $1 AND kind = 'order' AND status <> 'failed'`,
    [bookingId],
  );
  return {
    ...row,
    total: Number(row.total_minor),
    tax: Number(row.tax_minor),
    givenBack: Number(done!.amount),
    taxGivenBack: Number(done!.tax),
    succeeded: Number(done!.succeeded),
  };
}

/** The attempt that paid an order (not one flagged to give back): the one a refund goes through. */
export async function paidAttempt(sql: Sql, bookingId: number) {
  const [row] = await sql.query<{
    id: number;
    gateway: GatewayName;
    gateway_order_id: string;
    reference: string | null;
  }>(
    `SELECT id, gateway, gateway_order_id, reference FROM payments
      WHERE booking_id = $1 AND status IN ('paid', 'refunded') AND needs_refund_at IS NULL
      ORDER BY id DESC LIMIT 1`,
    [bookingId],
  );
  return row ?? null;
}

/** Writes a refund about to be asked of the gateway; null when its key was taken meanwhile. */
export async function insertRefund(
  tx: Sql,
  r: {
    tenantId: number;
    bookingId: number;
    paymentId: number | null;
    kind: 'order' | 'payment';
    amount: number;
    tax: number;
    currency: string;
    reason: string | null;
    key: string;
    gateway: string | null;
    returnVoucher: boolean;
    actor: number;
  },
) {
  const [row] = await tx.query<RefundRow>(
    `INSERT INTO refunds (tenant_id, booking_id, payment_id, kind, amount_minor, tax_minor, currency, reason,
                          refund_key, gateway, return_voucher, by, actor_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'admin', $12)
     ON CONFLICT (tenant_id, refund_key) DO NOTHING RETURNING *`,
    [
      r.tenantId,
      r.bookingId,
      r.paymentId,
      r.kind,
      r.amount,
      r.tax,
      r.currency,
      r.reason,
      r.key,
      r.gateway,
      r.returnVoucher,
      r.actor,
    ],
  );
  return row ?? null;
}

export async function finishRefund(
  sql: Sql,
  id: number,
  outcome: { status: 'succeeded'; reference: string | null } | { status: 'failed'; failure: string },
) {
  const [row] = await sql.query<RefundRow>(
    `UPDATE refunds SET status = $2, gateway_reference = $3, failure = $4, updated_at = now()
      WHERE id = $1 RETURNING *`,
    [
      id,
      outcome.status,
      outcome.status === 'succeeded' ? outcome.reference : null,
      outcome.status === 'failed' ? outcome.failure.slice(0, 1000) : null,
    ],
  );
  return row!;
}

/** An order refunded in full: its learner's certificate of the course says so from now on. */
export async function revokeCertificate(tx: Sql, userId: number, courseId: number) {
  await tx.query(
    `UPDATE certificates SET revoked_at = now(), revoked_reason = 'refunded'
      WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL`,
    [userId, courseId],
  );
}

/** The voucher use of a refunded order goes back to the voucher: its quota and the learner's limit. */
export async function returnVoucherUse(tx: Sql, bookingId: number) {
  const released = await tx.query<{ voucher_id: number }>(
    `UPDATE voucher_redemptions SET status = 'released'
      WHERE booking_id = $1 AND status = 'used' RETURNING voucher_id`,
    [bookingId],
  );
  for (const r of released)
    await tx.query('UPDATE vouchers SET used_count = greatest(used_count - 1, 0) WHERE id = $1', [
      r.voucher_id,
    ]);
  return released.length > 0;
}

/** A flagged payment of the company under its lock (docs/payments.md "Late and double payments"). */
export async function lockFlaggedPayment(tx: SqlTransaction, tenantId: number, paymentId: number) {
  const [row] = await tx.query<{
    id: number;
    booking_id: number;
    gateway: GatewayName;
    gateway_order_id: string;
    reference: string | null;
    amount_minor: string;
    currency: string;
    status: string;
    needs_refund_at: Date | null;
  }>(
    `SELECT p.id, p.booking_id, p.gateway, p.gateway_order_id, p.reference, p.amount_minor, p.currency,
            p.status, p.needs_refund_at
       FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.id = $1 AND b.tenant_id = $2
        FOR UPDATE OF p`,
    [paymentId, tenantId],
  );
  return row ?? null;
}

/** The company's payments flagged to give back and not given back yet, newest first. */
export async function paymentsToRefund(sql: Sql, tenantId: number) {
  return sql.query<{
    payment_id: number;
    booking_id: number;
    order_number: string;
    full_name: string;
    email: string;
    gateway: string;
    method: string;
    amount_minor: string;
    currency: string;
    reason: string;
    flagged_at: Date;
  }>(
    `SELECT p.id AS payment_id, b.id AS booking_id, b.order_number, u.full_name, u.email, p.gateway, p.method,
            p.amount_minor, p.currency, p.needs_refund_reason AS reason, p.needs_refund_at AS flagged_at
       FROM payments p
       JOIN bookings b ON b.id = p.booking_id
       JOIN users u ON u.id = b.user_id
      WHERE b.tenant_id = $1 AND p.needs_refund_at IS NOT NULL AND p.status = 'paid'
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.kind = 'payment'
                                                  AND r.status <> 'failed')
      ORDER BY p.needs_refund_at DESC, p.id DESC LIMIT 500`,
    [tenantId],
  );
}

/** An order's refunds, oldest first, for its page. */
export async function refundsOf(sql: Sql, bookingId: number) {
  return sql.query<RefundRow & { by: 'admin' | 'gateway'; actor: string | null }>(
    `SELECT r.*, u.full_name AS actor FROM refunds r LEFT JOIN users u ON u.id = r.actor_user_id
      WHERE r.booking_id = $1 ORDER BY r.id`,
    [bookingId],
  );
}

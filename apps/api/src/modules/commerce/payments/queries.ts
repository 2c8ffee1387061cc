import { randomBytes } from 'node:crypto';
import type { BookingStatus } from '@app/contract/commerce/schemas';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';

type Sql = Pick<SqlRunner, 'query'>;

/** The sandbox's signing key: made once, at the first start, and shared by every instance. */
export async function sandboxKey(sql: Sql): Promise<string> {
  await sql.query(
    `INSERT INTO app_settings (key, value) VALUES ('payment_sandbox_key', $1) ON CONFLICT (key) DO NOTHING`,
    [`SB-${randomBytes(24).toString('base64url')}`],
  );
  const [row] = await sql.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'payment_sandbox_key'`,
  );
  return row!.value;
}

/** A new payment attempt of a pending order; its gateway order id is the order number and the attempt's id. */
export async function insertPayment(
  tx: SqlTransaction,
  p: {
    bookingId: number;
    orderNumber: string;
    gateway: string;
    method: string;
    amountMinor: number;
    currency: string;
  },
) {
  const [row] = await tx.query<{ id: number; gateway_order_id: string }>(
    `INSERT INTO payments (id, booking_id, gateway, method, gateway_order_id, amount_minor, currency)
     SELECT n, $1, $2, $3, $4 || '-' || n, $5, $6 FROM (SELECT nextval('payments_id_seq')::int AS n) s
     RETURNING id, gateway_order_id`,
    [p.bookingId, p.gateway, p.method, p.orderNumber, p.amountMinor, p.currency],
  );
  await tx.query('UPDATE bookings SET gateway = $2, payment_method = $3, updated_at = now() WHERE id = $1', [
    p.bookingId,
    p.gateway,
    p.method,
  ]);
  return row!;
}

/**
 * Keeps what the gateway opened for the attempt, whatever its status now: a page opened for an
 * attempt voided meanwhile (its order cancelled or expired) must still say it cannot be paid.
 * Answers the attempt's status.
 */
export async function setPaymentStarted(
  sql: Sql,
  id: number,
  s: { redirectUrl: string; reference: string | null; checkoutKey: string | null },
) {
  const [row] = await sql.query<{ status: string }>(
    `UPDATE payments SET redirect_url = $2, reference = coalesce(reference, $3), checkout_key = $4,
            updated_at = now()
      WHERE id = $1 RETURNING status`,
    [id, s.redirectUrl, s.reference, s.checkoutKey],
  );
  return row?.status ?? null;
}

export async function setPaymentStatus(
  sql: Sql,
  id: number,
  from: string,
  to: string,
  reference?: string | null,
) {
  const rows = await sql.query(
    `UPDATE payments SET status = $3, reference = coalesce($4, reference), updated_at = now()
      WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, to, reference ?? null],
  );
  return rows.length > 0;
}

export interface LockedPayment {
  id: number;
  booking_id: number;
  gateway: string;
  status: BookingStatus;
  amount_minor: string;
  currency: string;
  needs_refund_at: Date | null;
  booking_status: BookingStatus;
  /** The order's own deadline has passed (on the database's clock). */
  overdue: boolean;
  method: string;
  gateway_order_id: string;
  order_number: string;
  tenant_id: number;
  user_id: number;
  course_id: number;
  total_minor: string;
  voucher_id: number | null;
}

/**
 * A payment attempt of one tenant by its gateway order id, with its order locked: notifications
 * are decided one at a time, and a host can only ever reach its own company's orders.
 */
export async function lockPayment(
  tx: SqlTransaction,
  tenantId: number,
  gateway: string,
  gatewayOrderId: string,
) {
  const [row] = await tx.query<LockedPayment>(
    `SELECT p.id, p.booking_id, p.gateway, p.status, p.amount_minor, p.currency, p.needs_refund_at,
            p.method, p.gateway_order_id, b.status AS booking_status, b.expires_at < now() AS overdue,
            b.order_number, b.tenant_id, b.user_id, b.course_id,
            b.total_minor, b.voucher_id
       FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.gateway = $1 AND p.gateway_order_id = $2 AND b.tenant_id = $3
      FOR UPDATE OF b, p`,
    [gateway, gatewayOrderId, tenantId],
    'lock_payment',
  );
  return row ?? null;
}

/**
 * A gateway ended one attempt of a pending order (declined, expired, cancelled on its side): the
 * attempt takes that state and the change is an audit event, in one statement; the order is left
 * as it is (docs/payments.md "An order and its attempts"). Answers whether the attempt was open.
 */
export async function endAttempt(
  tx: SqlTransaction,
  payment: Pick<LockedPayment, 'id' | 'booking_id' | 'gateway' | 'gateway_order_id' | 'method'>,
  to: 'failed' | 'expired' | 'cancelled',
  reference: string | null,
) {
  const rows = await tx.query(
    `WITH p AS (
       UPDATE payments SET status = $2, reference = coalesce($3, reference), updated_at = now()
        WHERE id = $1 AND status = 'pending'
        RETURNING booking_id
     )
     INSERT INTO audit_events (tenant_id, user_id, event, detail)
     SELECT b.tenant_id, b.user_id, 'payment_attempt_ended',
            jsonb_build_object('booking_id', b.id, 'attempt', $4::text, 'method', $5::text,
                               'from', 'pending', 'to', $2::text, 'by', 'gateway', 'gateway', $6::text)
       FROM p JOIN bookings b ON b.id = p.booking_id
     RETURNING id`,
    [payment.id, to, reference, payment.gateway_order_id, payment.method, payment.gateway],
  );
  return rows.length > 0;
}

export type RefundReason =
  'paid_twice' | 'course_owned' | 'order_refunded' | 'amount_changed' | 'voucher_used_up';

/** Money arrived for an attempt whose order cannot be honoured: kept as paid, flagged to give back. */
export async function flagNeedsRefund(
  tx: SqlTransaction,
  paymentId: number,
  reason: RefundReason,
  reference: string | null,
) {
  await tx.query(
    `UPDATE payments SET status = 'paid', needs_refund_at = coalesce(needs_refund_at, now()),
            needs_refund_reason = coalesce(needs_refund_reason, $2),
            reference = coalesce($3, reference), updated_at = now()
      WHERE id = $1`,
    [paymentId, reason, reference],
  );
}

/** An attempt's money went back (its refund notification), without touching its order. */
export async function markAttemptRefunded(tx: SqlTransaction, paymentId: number) {
  await tx.query(`UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = $1`, [paymentId]);
}

export interface PaymentListRow {
  order_number: string;
  gateway_order_id: string;
  gateway: string;
  method: string;
  status: string;
  amount_minor: string;
  currency: string;
  reference: string | null;
  needs_refund_at: Date | null;
  needs_refund_reason: RefundReason | null;
  email: string;
  created_at: Date;
}

/** A tenant's payment attempts, newest first: every one, or those whose money must go back. */
export async function listPayments(sql: Sql, tenantId: number, f: { needsRefund: boolean; limit: number }) {
  return sql.query<PaymentListRow>(
    `SELECT b.order_number, p.gateway_order_id, p.gateway, p.method, p.status, p.amount_minor,
            p.currency, p.reference, p.needs_refund_at, p.needs_refund_reason, u.email, p.created_at
       FROM payments p
       JOIN bookings b ON b.id = p.booking_id
       JOIN users u ON u.id = b.user_id
      WHERE b.tenant_id = $1
        AND (NOT $2 OR (p.needs_refund_at IS NOT NULL AND p.status = 'paid'))
      ORDER BY p.id DESC LIMIT $3`,
    [tenantId, f.needsRefund, f.limit],
  );
}

export async function recordNotification(
  sql: Sql,
  n: {
    gateway: string;
    gatewayOrderId: string | null;
    bookingId: number | null;
    result: string;
    payload: unknown;
  },
) {
  // jsonb holds no NUL; a payload that is not an object is kept as text.
  const payload = JSON.stringify(
    n.payload && typeof n.payload === 'object' ? n.payload : { body: String(n.payload ?? '') },
  ).replaceAll('\\u0000', '');
  await sql.query(
    `INSERT INTO payment_notifications (gateway, gateway_order_id, booking_id, result, payload)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [n.gateway, n.gatewayOrderId?.slice(0, 200) ?? null, n.bookingId, n.result, payload],
    'record_notification',
  );
}

export interface SandboxCheckout {
  payment_id: number;
  gateway_order_id: string;
  method: string;
  status: string;
  amount_minor: string;
  currency: string;
  booking_id: number;
  order_number: string;
  expires_at: Date;
  tenant_id: number;
  course_title: string;
  /** The Indonesian and Malay titles, '' where the company gave none. */
  course_title_id: string;
  course_title_ms: string;
  customer_name: string;
}

/** The sandbox page's payment, by its page key. */
export async function findSandboxCheckout(sql: Sql, checkoutKey: string) {
  const [row] = await sql.query<SandboxCheckout>(
    `SELECT p.id AS payment_id, p.gateway_order_id, p.method, p.status, p.amount_minor, p.currency,
            b.id AS booking_id, b.order_number, b.expires_at, b.tenant_id,
            c.title_en AS course_title, c.title_id AS course_title_id, c.title_ms AS course_title_ms,
            u.full_name AS customer_name
       FROM payments p
       JOIN bookings b ON b.id = p.booking_id
       JOIN courses c ON c.id = b.course_id
       JOIN users u ON u.id = b.user_id
      WHERE p.checkout_key = $1 AND p.gateway = 'sandbox'`,
    [checkoutKey],
  );
  return row ?? null;
}

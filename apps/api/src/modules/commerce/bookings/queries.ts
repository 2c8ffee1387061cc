import type { Booking, BookingStatus } from '@app/contract/commerce/schemas';
import { BOOKING_TRANSITIONS } from '@app/contract/commerce/schemas';
import type { Locale } from '@app/contract/envelope';
import { expandPrices } from '@app/contract/money';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import { text } from '../../../lib/localized-sql.ts';

/**
 * Data access of bookings (orders). Hand-written SQL (docs/architecture.md "Data access"): the
 * rules that keep money right live in statements PostgreSQL checks atomically (the partial unique
 * index of open orders, status guards in every UPDATE, row locks).
 */

type Sql = Pick<SqlRunner, 'query'>;
type Row = Record<string, unknown>;

/** The course title in the reader's language, else English (docs/decisions.md §11). */
const title = (lang: Locale) => text('c', 'title', lang);
const voucherName = (lang: Locale) =>
  `coalesce(v.name->>'${lang === 'id' ? 'id' : lang === 'ms' ? 'ms' : 'en'}', v.name->>'en')`;

/**
 * A booking with its course, voucher, the page of its current payment attempt and how its latest
 * attempt stands (both read from the (booking_id, id DESC) index).
 */
const bookingSelect = (lang: Locale) => `
  SELECT b.*, c.slug AS course_slug, ${title(lang)} AS course_title,
         CASE WHEN c.image_media_id IS NULL THEN '' ELSE '/media/' || c.image_media_id END AS course_image,
         v.code AS voucher_code, ${voucherName(lang)} AS voucher_name, v.kind AS voucher_kind,
         v.percent AS voucher_percent, v.amount_minor AS voucher_amount_minor,
         v.max_discount_minor AS voucher_max_discount_minor,
         CASE WHEN b.status = 'pending' THEN
           (SELECT p.redirect_url FROM payments p
             WHERE p.booking_id = b.id AND p.status = 'pending' ORDER BY p.id DESC LIMIT 1) END AS payment_url,
         (SELECT p.status FROM payments p WHERE p.booking_id = b.id ORDER BY p.id DESC LIMIT 1) AS payment_status
    FROM bookings b
    JOIN courses c ON c.id = b.course_id
    LEFT JOIN vouchers v ON v.id = b.voucher_id`;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A booking row as the contract answers it; a voucher's name writes its `{price:…}` in `lang`. */
export function toBooking(row: Row, lang: Locale): Booking {
  return {
    id: Number(row.id),
    order_number: String(row.order_number),
    status: row.status as BookingStatus,
    course: {
      id: Number(row.course_id),
      slug: String(row.course_slug),
      title: String(row.course_title),
      image: String(row.course_image),
    },
    currency: String(row.currency),
    price: Number(row.price_minor),
    discount: Number(row.discount_minor),
    voucher: row.voucher_code
      ? {
          code: String(row.voucher_code),
          name: expandPrices(String(row.voucher_name ?? row.voucher_code), String(row.currency), lang),
          kind: row.voucher_kind === 'percent' ? 'percent' : 'fixed',
          percent: numberOrNull(row.voucher_percent),
          amount: numberOrNull(row.voucher_amount_minor),
          max_discount: numberOrNull(row.voucher_max_discount_minor),
          discount: Number(row.voucher_discount_minor),
        }
      : null,
    total: Number(row.total_minor),
    tax_rate: Number(row.tax_rate),
    tax_included: Number(row.tax_minor),
    gateway: (row.gateway as Booking['gateway']) ?? null,
    payment_method: (row.payment_method as Booking['payment_method']) ?? null,
    payment_url: row.status === 'pending' && row.payment_url ? String(row.payment_url) : null,
    payment_status: (row.payment_status as Booking['payment_status']) ?? null,
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at)!,
    paid_at: iso(row.paid_at),
  };
}

/** One booking of a user in a tenant (someone else's is not found). */
export async function findBooking(
  sql: Sql,
  tenantId: number,
  userId: number,
  bookingId: number,
  lang: Locale,
) {
  const [row] = await sql.query(
    `${bookingSelect(lang)} WHERE b.id = $1 AND b.user_id = $2 AND b.tenant_id = $3`,
    [bookingId, userId, tenantId],
  );
  return row ? toBooking(row, lang) : null;
}

/** The newest booking of a course by a user. */
export async function findCourseBooking(sql: Sql, userId: number, courseId: number, lang: Locale) {
  const [row] = await sql.query(
    `${bookingSelect(lang)} WHERE b.user_id = $1 AND b.course_id = $2 ORDER BY b.created_at DESC, b.id DESC LIMIT 1`,
    [userId, courseId],
  );
  return row ? toBooking(row, lang) : null;
}

export interface HistoryFilter {
  status?: BookingStatus | undefined;
  name?: string | undefined;
  page: number;
  limit: number;
}

/**
 * A user's bookings, newest first; the name filter matches the course title in either language.
 * One statement (bench/results.md, "Commerce at scale"): the page's ids come from the
 * (user_id, created_at DESC, id DESC) index first, and only those rows are joined to their course,
 * voucher and payment page, so page 50 does not join the 490 rows it skips; the total comes with
 * them. An empty page still answers the total: one row of nulls.
 */
export async function bookingHistory(
  sql: Sql,
  tenantId: number,
  userId: number,
  lang: Locale,
  f: HistoryFilter,
) {
  const where = ['b.user_id = $1', 'b.tenant_id = $2'];
  const params: unknown[] = [userId, tenantId];
  if (f.status) {
    params.push(f.status);
    where.push(`b.status = $${params.length}`);
  }
  if (f.name) {
    params.push(`%${f.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    // A subquery per booking, never a join: joined, the planner scans the whole catalogue for
    // matching titles (23 ms for 10,000 courses) to meet a few hundred bookings.
    where.push(
      `(SELECT c.title_en ILIKE $${params.length} OR c.title_id ILIKE $${params.length} OR c.title_ms ILIKE $${params.length} FROM courses c WHERE c.id = b.course_id)`,
    );
  }
  const filter = where.join(' AND ');
  const rows = await sql.query<Row & { total: number }>(
    `WITH page AS (
       SELECT b.id FROM bookings b WHERE ${filter}
        ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     ), counted AS (
       SELECT count(*)::int AS total FROM bookings b WHERE ${filter}
     )
     SELECT rows.*, counted.total
       FROM counted LEFT JOIN (${bookingSelect(lang)} JOIN page ON page.id = b.id) rows ON true
      ORDER BY rows.created_at DESC, rows.id DESC`,
    [...params, f.limit, (f.page - 1) * f.limit],
  );
  return {
    items: rows.filter((r) => r.id !== null).map((row) => toBooking(row, lang)),
    total: rows[0]?.total ?? 0,
  };
}

export interface CourseForSale {
  id: number;
  categoryId: number;
  price: number;
  salePrice: number;
}

export async function findCourseForSale(sql: Sql, tenantId: number, courseId: number) {
  const [row] = await sql.query<{ id: number; category_id: number; price: string; sale_price: string }>(
    'SELECT id, category_id, price, sale_price FROM courses WHERE id = $1 AND tenant_id = $2',
    [courseId, tenantId],
  );
  return row
    ? { id: row.id, categoryId: row.category_id, price: Number(row.price), salePrice: Number(row.sale_price) }
    : null;
}

/** The open (pending or paid) booking of a course, if any. */
export async function openBookingStatus(sql: Sql, userId: number, courseId: number) {
  const [row] = await sql.query<{ status: BookingStatus }>(
    `SELECT status FROM bookings WHERE user_id = $1 AND course_id = $2 AND status IN ('pending', 'paid')`,
    [userId, courseId],
  );
  return row?.status ?? null;
}

export interface NewBooking {
  tenantId: number;
  userId: number;
  courseId: number;
  orderPrefix: string;
  currency: string;
  priceMinor: number;
  discountMinor: number;
  totalMinor: number;
  taxRate: number;
  taxMinor: number;
  expiresAt: Date;
}

/**
 * Inserts the order unless an open one exists: of twenty buys at once, one inserts and the others
 * meet the partial unique index and get nothing back. The order number comes from the same id.
 */
export async function insertBooking(tx: SqlTransaction, b: NewBooking): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO bookings (id, tenant_id, user_id, course_id, order_number, currency, price_minor,
                           discount_minor, total_minor, tax_rate, tax_minor, expires_at)
     SELECT n, $1, $2, $3, $4 || '-' || lpad(n::text, greatest(6, length(n::text)), '0'), $5, $6, $7, $8, $9, $10, $11
       FROM (SELECT nextval('bookings_id_seq')::int AS n) s
     ON CONFLICT (user_id, course_id) WHERE status IN ('pending', 'paid') DO NOTHING
     RETURNING id`,
    [
      b.tenantId,
      b.userId,
      b.courseId,
      b.orderPrefix,
      b.currency,
      b.priceMinor,
      b.discountMinor,
      b.totalMinor,
      b.taxRate,
      b.taxMinor,
      b.expiresAt,
    ],
  );
  return row?.id ?? null;
}

export interface LockedBooking {
  id: number;
  tenant_id: number;
  user_id: number;
  course_id: number;
  status: BookingStatus;
  currency: string;
  price_minor: string;
  discount_minor: string;
  voucher_id: number | null;
  total_minor: string;
  tax_rate: string;
  expires_at: Date;
  /** Its deadline has passed on the database's clock (it expires on the next read or job run). */
  overdue: boolean;
}

/** Locks a user's booking for a change (voucher, payment start); null when not theirs. */
export async function lockBooking(tx: SqlTransaction, tenantId: number, userId: number, bookingId: number) {
  const [row] = await tx.query<LockedBooking>(
    'SELECT *, expires_at < now() AS overdue FROM bookings WHERE id = $1 AND user_id = $2 AND tenant_id = $3 FOR UPDATE',
    [bookingId, userId, tenantId],
  );
  return row ?? null;
}

export interface TransitionResult {
  id: number;
  tenantId: number;
  userId: number;
  courseId: number;
  from: BookingStatus;
  to: BookingStatus;
}

/** Who changes an order's state: kept with the change as an audit event. */
export interface ChangeBy {
  actor: 'learner' | 'gateway' | 'expiry' | 'admin';
  gateway?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The payment attempt the gateway reported on (marked with the new state and its reference). */
  attempt?: { id: number; reference: string | null } | undefined;
}

/**
 * Moves a booking to `to` if, and only if, its current state allows it (BOOKING_TRANSITIONS):
 * the guard is in the UPDATE, so two notifications at once change it once. What follows from the
 * new state happens in the same statement, so in the same transaction: a paid order enrols the
 * learner (once) and uses its voucher; an expired or cancelled one frees its voucher; a
 * refund takes the course back; the reported attempt takes the new state and the other open
 * attempts end (voided: cancelled or expired with their order); the change is an audit event.
 * One statement rather than six: a payment notification is CPU-bound in PostgreSQL
 * (bench/results.md, "Commerce at scale").
 */
export async function transitionBooking(
  tx: SqlTransaction,
  bookingId: number,
  to: BookingStatus,
  by: ChangeBy,
  lockHeld: boolean,
): Promise<TransitionResult | null> {
  const from = (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((s) =>
    BOOKING_TRANSITIONS[s].includes(to),
  );
  // A state no order enters any more (failed: docs/payments.md "An order and its attempts").
  if (from.length === 0) return null;
  // The statement below sees the attempts committed before it starts. Locking the order first
  // (unless the caller holds the lock) makes a payment start that raced us commit, or wait and
  // find the order closed, before that: no attempt is left open on a closed order.
  if (!lockHeld)
    await tx.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [bookingId], 'lock_booking_id');
  // Every state is reached from one state only (pending, or paid for a refund).
  const otherAttempts = to === 'paid' ? 'cancelled' : to;
  const [row] = await tx.query<{ id: number; tenant_id: number; user_id: number; course_id: number }>(
    `WITH b AS (
       UPDATE bookings SET status = $2, updated_at = now(),
              paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
        WHERE id = $1 AND status = ANY($3::text[])
        RETURNING id, tenant_id, user_id, course_id
     ), enrol AS (
       INSERT INTO enrollments (tenant_id, user_id, course_id)
       SELECT tenant_id, user_id, course_id FROM b WHERE $2 = 'paid'
       ON CONFLICT DO NOTHING
     ), unenrol AS (
       DELETE FROM enrollments e USING b
        WHERE $2 = 'refunded' AND e.user_id = b.user_id AND e.course_id = b.course_id
     ), redemption AS (
       UPDATE voucher_redemptions r SET status = CASE WHEN $2 = 'paid' THEN 'used' ELSE 'released' END
         FROM b WHERE r.booking_id = b.id AND r.status = 'held' AND $2 <> 'refunded'
        RETURNING r.voucher_id
     ), quota AS (
       UPDATE vouchers v SET used_count = used_count - 1
         FROM redemption WHERE v.id = redemption.voucher_id AND $2 <> 'paid'
     ), attempts AS (
       UPDATE payments p
          SET status = CASE WHEN p.id = $4 THEN $2 ELSE $5 END,
              reference = CASE WHEN p.id = $4 THEN coalesce($6, p.reference) ELSE p.reference END,
              updated_at = now()
         FROM b WHERE p.booking_id = b.id AND (p.status = 'pending' OR p.id = $4)
     ), audit AS (
       INSERT INTO audit_events (tenant_id, user_id, event, ip, user_agent, detail)
       SELECT tenant_id, user_id, 'payment_status_changed', $7, $8,
              jsonb_build_object('booking_id', id, 'from', $9::text, 'to', $2::text, 'by', $10::text, 'gateway', $11::text)
         FROM b
     )
     SELECT * FROM b`,
    [
      bookingId,
      to,
      from,
      by.attempt?.id ?? 0,
      otherAttempts,
      by.attempt?.reference ?? null,
      (by.ip ?? '').slice(0, 300),
      (by.userAgent ?? '').slice(0, 300),
      from[0],
      by.actor,
      by.gateway ?? null,
    ],
    // Every payment, expiry and cancellation runs it: planned once per connection.
    'transition_booking',
  );
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    courseId: row.course_id,
    from: from[0]!,
    to,
  };
}

/** Frees the voucher a pending booking holds: its use goes back to the quota. */
export async function releaseVoucher(tx: SqlTransaction, bookingId: number) {
  const released = await tx.query<{ voucher_id: number }>(
    `UPDATE voucher_redemptions SET status = 'released' WHERE booking_id = $1 AND status = 'held' RETURNING voucher_id`,
    [bookingId],
  );
  for (const r of released)
    await tx.query('UPDATE vouchers SET used_count = used_count - 1 WHERE id = $1', [r.voucher_id]);
  return released.length > 0;
}

/**
 * The user's pending orders past their deadline (read paths expire them before answering), and
 * the next deadline of the others (or null).
 */
export async function overdueBookings(sql: Sql, userId: number) {
  const [row] = await sql.query<{ due: number[]; next: Date | string | null }>(
    `SELECT coalesce(array_agg(id) FILTER (WHERE expires_at < now()), '{}') AS due,
            min(expires_at) FILTER (WHERE expires_at >= now()) AS next
       FROM bookings WHERE user_id = $1 AND status = 'pending'`,
    [userId],
    'overdue_bookings',
  );
  return { due: row!.due, next: row!.next === null ? null : new Date(row!.next).getTime() };
}

/** A batch of pending orders past their deadline, locked so that other instances skip them. */
export async function lockDueBookings(tx: SqlTransaction, limit: number) {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM bookings WHERE status = 'pending' AND expires_at < now()
      ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Why a closed (failed, expired or cancelled) order that has just been paid cannot be honoured,
 * or null when it can (docs/payments.md "Late and double payments"): the learner owns the course
 * by now, or its voucher's use has gone to someone else. Locks the voucher it would take again.
 */
export async function honourBlocker(
  tx: SqlTransaction,
  b: { bookingId: number; userId: number; courseId: number; voucherId: number | null },
): Promise<'course_owned' | 'voucher_used_up' | null> {
  const owned = await tx.query('SELECT 1 FROM enrollments WHERE user_id = $1 AND course_id = $2', [
    b.userId,
    b.courseId,
  ]);
  if (owned.length > 0) return 'course_owned';
  if (b.voucherId === null) return null;
  const [voucher] = await tx.query<{ free: boolean }>(
    `SELECT (v.quota IS NULL OR v.used_count < v.quota)
            AND (SELECT count(*) FROM voucher_redemptions r
                  WHERE r.voucher_id = v.id AND r.user_id = $2 AND r.status <> 'released') < v.per_user_limit AS free
       FROM vouchers v WHERE v.id = $1 FOR UPDATE`,
    [b.voucherId, b.userId],
  );
  return voucher?.free ? null : 'voucher_used_up';
}

/** The learner's pending order of a course other than `bookingId`, locked, if there is one. */
export async function lockOtherPendingOrder(
  tx: SqlTransaction,
  b: { bookingId: number; userId: number; courseId: number },
) {
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM bookings WHERE user_id = $1 AND course_id = $2 AND status = 'pending' AND id <> $3
      FOR UPDATE`,
    [b.userId, b.courseId, b.bookingId],
  );
  return row?.id ?? null;
}

/**
 * Reopens a closed order as paid by a late payment of `attemptId`, in one statement: the learner
 * is enrolled, the order's voucher is used again (honourBlocker checked it is free), the attempt
 * is paid and the change is an audit event. The caller has closed any other open order of the
 * course first (the one-open-order index).
 */
export async function honourClosedBooking(
  tx: SqlTransaction,
  bookingId: number,
  from: BookingStatus,
  attempt: { id: number; reference: string | null },
  gateway: string,
): Promise<TransitionResult | null> {
  const [row] = await tx.query<{ id: number; tenant_id: number; user_id: number; course_id: number }>(
    `WITH b AS (
       UPDATE bookings SET status = 'paid', paid_at = now(), updated_at = now()
        WHERE id = $1 AND status = $2 AND status IN ('failed', 'expired', 'cancelled')
        RETURNING id, tenant_id, user_id, course_id, voucher_id
     ), enrol AS (
       INSERT INTO enrollments (tenant_id, user_id, course_id)
       SELECT tenant_id, user_id, course_id FROM b ON CONFLICT DO NOTHING
     ), redemption AS (
       INSERT INTO voucher_redemptions (voucher_id, user_id, booking_id, status)
       SELECT voucher_id, user_id, id, 'used' FROM b WHERE voucher_id IS NOT NULL
       RETURNING voucher_id
     ), quota AS (
       UPDATE vouchers v SET used_count = used_count + 1 FROM redemption WHERE v.id = redemption.voucher_id
     ), paid AS (
       UPDATE payments SET status = 'paid', reference = coalesce($4, reference), updated_at = now()
        WHERE id = $3
     ), audit AS (
       INSERT INTO audit_events (tenant_id, user_id, event, detail)
       SELECT tenant_id, user_id, 'payment_status_changed',
              jsonb_build_object('booking_id', id, 'from', $2::text, 'to', 'paid', 'by', 'gateway',
                                 'gateway', $5::text, 'late', true)
         FROM b
     )
     SELECT * FROM b`,
    [bookingId, from, attempt.id, attempt.reference, gateway],
  );
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    courseId: row.course_id,
    from,
    to: 'paid',
  };
}

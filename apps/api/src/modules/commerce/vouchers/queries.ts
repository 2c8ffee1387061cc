import type { Locale } from '@app/contract/envelope';
import type { VoucherStatus } from '@app/contract/commerce/schemas';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import { text } from '../../../lib/localized-sql.ts';
import type { VoucherRow } from './rules.ts';

type Sql = Pick<SqlRunner, 'query'>;

/**
 * Locks a tenant's voucher by code (any case), and the voucher the order holds now, which a swap
 * frees: uses of one voucher are decided one at a time. Both are locked in id order, so two
 * learners swapping the same two vouchers the other way round cannot deadlock.
 */
export async function lockVoucherByCode(
  tx: SqlTransaction,
  tenantId: number,
  code: string,
  heldId: number | null,
) {
  const [found] = await tx.query<{ id: number }>(
    'SELECT id FROM vouchers WHERE tenant_id = $1 AND code = upper($2)',
    [tenantId, code],
  );
  if (!found) return null;
  await tx.query('SELECT id FROM vouchers WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [
    heldId === null ? [found.id] : [found.id, heldId],
  ]);
  const [row] = await tx.query<VoucherRow>(
    `SELECT v.*, array(SELECT vc.course_id FROM voucher_courses vc WHERE vc.voucher_id = v.id) AS course_ids
       FROM vouchers v WHERE v.id = $1`,
    [found.id],
  );
  return row ?? null;
}

export async function isAssigned(tx: SqlTransaction, voucherId: number, userId: number) {
  const rows = await tx.query('SELECT 1 FROM voucher_assignments WHERE voucher_id = $1 AND user_id = $2', [
    voucherId,
    userId,
  ]);
  return rows.length > 0;
}

/** The user's uses of a voucher (held by pending orders, or used) on orders other than this one. */
export async function userUses(
  tx: SqlTransaction,
  voucherId: number,
  userId: number,
  exceptBookingId: number,
) {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM voucher_redemptions
      WHERE voucher_id = $1 AND user_id = $2 AND status <> 'released' AND booking_id <> $3`,
    [voucherId, userId, exceptBookingId],
  );
  return row?.n ?? 0;
}

/** Holds one use of the voucher for a pending order, and sets the order's new amounts. */
export async function holdVoucher(
  tx: SqlTransaction,
  v: { voucherId: number; userId: number; bookingId: number; discountMinor: number; taxRate: number },
) {
  await tx.query(`INSERT INTO voucher_redemptions (voucher_id, user_id, booking_id) VALUES ($1, $2, $3)`, [
    v.voucherId,
    v.userId,
    v.bookingId,
  ]);
  await tx.query('UPDATE vouchers SET used_count = used_count + 1 WHERE id = $1', [v.voucherId]);
  await setVoucherOnBooking(tx, v.bookingId, v.voucherId, v.discountMinor, v.taxRate);
}

/** The order's voucher and amounts: total = price − course discount − voucher discount, tax included. */
export async function setVoucherOnBooking(
  tx: SqlTransaction,
  bookingId: number,
  voucherId: number | null,
  discountMinor: number,
  taxRate: number,
) {
  await tx.query(
    `UPDATE bookings
        SET voucher_id = $2, voucher_discount_minor = $3,
            total_minor = price_minor - discount_minor - $3,
            tax_minor = round((price_minor - discount_minor - $3) * $4::numeric / (100 + $4::numeric)),
            updated_at = now()
      WHERE id = $1`,
    [bookingId, voucherId, discountMinor, taxRate],
  );
  // A payment page opened for the old amount must not be paid any more.
  await tx.query(
    `UPDATE payments SET status = 'cancelled', updated_at = now() WHERE booking_id = $1 AND status = 'pending'`,
    [bookingId],
  );
}

/** The orders waiting for payment that hold a use of the voucher. */
export async function pendingHolders(sql: Sql, voucherId: number) {
  return sql.query<{ id: number }>(
    `SELECT b.id FROM voucher_redemptions r JOIN bookings b ON b.id = r.booking_id
      WHERE r.voucher_id = $1 AND r.status = 'held' AND b.status = 'pending' ORDER BY b.id`,
    [voucherId],
  );
}

/** Locks an order by id alone (the studio's change of a voucher is not the learner's call). */
export async function lockBookingById(tx: SqlTransaction, bookingId: number) {
  const [row] = await tx.query<{ status: string; voucher_id: number | null; tax_rate: string }>(
    'SELECT status, voucher_id, tax_rate FROM bookings WHERE id = $1 FOR UPDATE',
    [bookingId],
  );
  return row ?? null;
}

export interface VoucherListRow {
  id: number;
  code: string;
  name: string;
  description: string;
  kind: 'percent' | 'fixed';
  percent: string | null;
  amount_minor: string | null;
  max_discount_minor: string | null;
  min_purchase_minor: string;
  starts_at: Date | null;
  ends_at: Date | null;
  scope: 'tenant' | 'course' | 'category';
  scope_name: string | null;
  quota: number | null;
  used_count: number;
  per_user_limit: number;
  uses: number;
  status: VoucherStatus;
  total: number;
}

const localized = (column: string, lang: Locale) =>
  `coalesce(nullif(${column}->>'${lang}', ''), ${column}->>'en', '')`;

/**
 * The vouchers a user has: assigned to them, or used by them (a public code). The status is
 * worked out in SQL so that the list filters and pages by it.
 */
export async function voucherList(
  sql: Sql,
  tenantId: number,
  userId: number,
  lang: Locale,
  f: { name?: string | undefined; status?: VoucherStatus | undefined; page: number; limit: number },
) {
  const params: unknown[] = [tenantId, userId];
  const where: string[] = [];
  if (f.name) {
    params.push(`%${f.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    where.push(`(x.code ILIKE $${params.length} OR x.name ILIKE $${params.length})`);
  }
  if (f.status) {
    params.push(f.status);
    where.push(`x.status = $${params.length}`);
  }
  params.push(f.limit, (f.page - 1) * f.limit);
  const title = text('c', 'title', lang);
  const category = text('cat', 'name', lang);
  return sql.query<VoucherListRow>(
    `WITH mine AS (
       SELECT v.*, ${localized('v.name', lang)} AS name_text, ${localized('v.description', lang)} AS description_text,
              (SELECT count(*)::int FROM voucher_redemptions r
                WHERE r.voucher_id = v.id AND r.user_id = $2 AND r.status <> 'released') AS uses
         FROM vouchers v
        WHERE v.tenant_id = $1
          AND (EXISTS (SELECT 1 FROM voucher_assignments a WHERE a.voucher_id = v.id AND a.user_id = $2)
               OR EXISTS (SELECT 1 FROM voucher_redemptions r WHERE r.voucher_id = v.id AND r.user_id = $2))
     ), x AS (
       SELECT m.id, m.code, m.name_text AS name, m.description_text AS description, m.kind, m.percent,
              m.amount_minor, m.max_discount_minor, m.min_purchase_minor, m.starts_at, m.ends_at,
              CASE WHEN m.scope = 'tenant' AND EXISTS (SELECT 1 FROM voucher_courses vc WHERE vc.voucher_id = m.id)
                   THEN 'course' ELSE m.scope END AS scope,
              CASE m.scope WHEN 'course' THEN ${title} WHEN 'category' THEN ${category}
                   -- A studio voucher names its courses (voucher_courses).
                   ELSE (SELECT string_agg(${text('lc', 'title', lang)}, ', ' ORDER BY lc.id)
                           FROM voucher_courses vc JOIN courses lc ON lc.id = vc.course_id
                          WHERE vc.voucher_id = m.id) END AS scope_name,
              m.quota, m.used_count, m.per_user_limit, m.uses, m.created_at,
              CASE WHEN m.uses >= m.per_user_limit THEN 'used'
                   WHEN NOT m.active OR (m.ends_at IS NOT NULL AND now() >= m.ends_at) THEN 'expired'
                   WHEN m.quota IS NOT NULL AND m.used_count >= m.quota THEN 'used_up'
                   ELSE 'available' END AS status
         FROM mine m
         LEFT JOIN courses c ON c.id = m.course_id
         LEFT JOIN categories cat ON cat.id = m.category_id
     )
     SELECT x.*, count(*) OVER ()::int AS total FROM x
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY CASE x.status WHEN 'available' THEN 0 ELSE 1 END, x.ends_at NULLS LAST, x.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
}

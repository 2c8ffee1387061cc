import type { Locale } from '@app/contract/envelope';
import type { VoucherState } from '@app/contract/vouchers/constants';
import type { SqlRunner, SqlTransaction } from '../../db/client.ts';
import { text } from '../../lib/localized-sql.ts';

type Sql = Pick<SqlRunner, 'query'>;

/** A voucher as the studio reads it: its rules in the company's time zone, its uses and cost. */
export interface VoucherStudioRow {
  id: number;
  code: string;
  name: Record<string, string>;
  kind: 'percent' | 'fixed';
  percent: string | null;
  amount_minor: string | null;
  max_discount_minor: string | null;
  min_purchase_minor: string;
  quota: number | null;
  per_user_limit: number;
  valid_from: string | null;
  valid_until: string | null;
  course_ids: number[];
  active: boolean;
  state: VoucherState;
  batch_id: string | null;
  used_count: number;
  paid_orders: number;
  cost_minor: string;
  currency: string;
  created_at: Date;
  updated_at: Date;
  total: number;
}

/** A timestamptz as "YYYY-MM-DDTHH:mm" in the company's time zone. */
const local = (column: string) => `to_char(${column} AT TIME ZONE t.time_zone, 'YYYY-MM-DD"T"HH24:MI')`;

/**
 * The columns of a page of vouchers `v` (its company `t`). The courses it applies to are its list,
 * or else what its older scope names (one course; a category's courses today). Its cost is the
 * discount of its paid orders (bookings_voucher_paid_idx), read for the page's vouchers only.
 */
const columns = `
  v.id, v.code, v.name, v.kind, v.percent::text AS percent, v.amount_minor, v.max_discount_minor,
  v.min_purchase_minor, v.quota, v.per_user_limit, ${local('v.starts_at')} AS valid_from,
  ${local('v.ends_at')} AS valid_until,
  CASE WHEN EXISTS (SELECT 1 FROM voucher_courses vc WHERE vc.voucher_id = v.id)
         THEN array(SELECT vc.course_id FROM voucher_courses vc WHERE vc.voucher_id = v.id ORDER BY 1)
       WHEN v.scope = 'course' THEN ARRAY[v.course_id]
       WHEN v.scope = 'category'
         THEN array(SELECT c.id FROM courses c WHERE c.tenant_id = v.tenant_id AND c.category_id = v.category_id ORDER BY 1)
       ELSE '{}'::int[] END AS course_ids,
  v.active,
  CASE WHEN NOT v.active THEN 'inactive'
       WHEN v.ends_at IS NOT NULL AND now() >= v.ends_at THEN 'expired'
       WHEN v.quota IS NOT NULL AND v.used_count >= v.quota THEN 'used_up'
       WHEN v.starts_at IS NOT NULL AND now() < v.starts_at THEN 'scheduled'
       ELSE 'active' END AS state,
  v.batch_id::text AS batch_id, v.used_count, s.paid_orders, s.cost_minor, t.currency, v.created_at, v.updated_at`;

const costJoin = `
  JOIN tenants t ON t.id = v.tenant_id
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS paid_orders, coalesce(sum(b.voucher_discount_minor), 0)::bigint AS cost_minor
      FROM bookings b WHERE b.voucher_id = v.id AND b.status = 'paid'
  ) s ON true`;

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A page of a company's vouchers, newest first, by code or name, or the codes of one batch. */
export async function listVouchers(
  sql: Sql,
  tenantId: number,
  f: { q?: string | undefined; batch?: string | undefined; page: number; perPage: number },
) {
  const params: unknown[] = [tenantId];
  const where = ['v.tenant_id = $1'];
  if (f.q) {
    params.push(escapeLike(f.q));
    const p = `$${params.length}`;
    where.push(
      `(v.code ILIKE ${p} OR v.name->>'en' ILIKE ${p} OR v.name->>'id' ILIKE ${p} OR v.name->>'ms' ILIKE ${p})`,
    );
  }
  if (f.batch) {
    params.push(f.batch);
    where.push(`v.batch_id = $${params.length}::uuid`);
  }
  params.push(f.perPage, (f.page - 1) * f.perPage);
  return sql.query<VoucherStudioRow>(
    `WITH page AS (
       SELECT v.*, count(*) OVER ()::int AS total FROM vouchers v
        WHERE ${where.join(' AND ')}
        ORDER BY v.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}
     )
     SELECT ${columns}, v.total FROM page v ${costJoin} ORDER BY v.id DESC`,
    params,
  );
}

/** One voucher of the company; null for another company's or none. */
export async function findVoucher(sql: Sql, tenantId: number, id: number) {
  const [row] = await sql.query<VoucherStudioRow>(
    `SELECT ${columns}, 1 AS total FROM vouchers v ${costJoin} WHERE v.id = $1 AND v.tenant_id = $2`,
    [id, tenantId],
  );
  return row ?? null;
}

/** The company's courses by title, for the list a voucher applies to. */
export async function companyCourses(sql: Sql, tenantId: number, lang: Locale) {
  return sql.query<{ id: number; title: string }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title FROM courses c WHERE c.tenant_id = $1 ORDER BY 2, 1`,
    [tenantId],
  );
}

export async function companyFacts(sql: Sql, tenantId: number) {
  const [row] = await sql.query<{ currency: string; time_zone: string }>(
    'SELECT currency, time_zone FROM tenants WHERE id = $1',
    [tenantId],
  );
  return row!;
}

/** Which of these ids are not courses of the company. */
export async function foreignCourses(sql: Sql, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await sql.query<{ id: number }>(
    'SELECT id FROM courses WHERE tenant_id = $1 AND id = ANY($2::int[])',
    [tenantId, ids],
  );
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Whether another voucher of the company has this code (codes are stored upper-case). */
export async function codeTaken(sql: Sql, tenantId: number, code: string, exceptId: number | null) {
  const rows = await sql.query(
    'SELECT 1 FROM vouchers WHERE tenant_id = $1 AND code = upper($2) AND id IS DISTINCT FROM $3',
    [tenantId, code, exceptId],
  );
  return rows.length > 0;
}

/** The stored rules of a voucher, as the insert and update below take them. */
export interface VoucherValues {
  name: Record<string, string>;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amountMinor: number | null;
  maxDiscountMinor: number | null;
  minPurchaseMinor: number;
  quota: number | null;
  perUserLimit: number;
  /** "YYYY-MM-DDTHH:mm" in the company's time zone. */
  validFrom: string | null;
  validUntil: string | null;
}

const valueParams = (v: VoucherValues) => [
  JSON.stringify(v.name),
  v.kind,
  v.kind === 'percent' ? v.percent : null,
  v.kind === 'fixed' ? v.amountMinor : null,
  v.kind === 'percent' ? v.maxDiscountMinor : null,
  v.minPurchaseMinor,
  v.quota,
  v.perUserLimit,
  v.validFrom,
  v.validUntil,
];

/**
 * Inserts vouchers alike, one per code, in the company's time zone; a code another voucher has
 * is left out. Answers the ids and codes inserted.
 */
export async function insertVouchers(
  tx: SqlTransaction,
  tenantId: number,
  codes: string[],
  v: VoucherValues,
  batchId: string | null,
) {
  return tx.query<{ id: number; code: string }>(
    `INSERT INTO vouchers (tenant_id, code, name, kind, percent, amount_minor, max_discount_minor,
                           min_purchase_minor, quota, per_user_limit, starts_at, ends_at, batch_id)
     SELECT t.id, c.code, $3::jsonb, $4, $5, $6, $7, $8, $9, $10,
            $11::timestamp AT TIME ZONE t.time_zone, $12::timestamp AT TIME ZONE t.time_zone, $13::uuid
       FROM tenants t, unnest($2::text[]) AS c(code)
      WHERE t.id = $1
     ON CONFLICT (tenant_id, code) DO NOTHING
     RETURNING id, code`,
    [tenantId, codes, ...valueParams(v), batchId],
  );
}

/** Locks a company's voucher for a change; null for another company's or none. */
export async function lockVoucher(tx: SqlTransaction, tenantId: number, id: number) {
  const [row] = await tx.query<{ id: number; used_count: number; active: boolean }>(
    'SELECT id, used_count, active FROM vouchers WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [id, tenantId],
  );
  return row ?? null;
}

/** Sets a voucher's code and rules; its courses are its list from now on (its older scope ends). */
export async function updateVoucher(tx: SqlTransaction, id: number, code: string, v: VoucherValues) {
  await tx.query(
    `UPDATE vouchers v
        SET code = $2, name = $3::jsonb, kind = $4, percent = $5, amount_minor = $6, max_discount_minor = $7,
            min_purchase_minor = $8, quota = $9, per_user_limit = $10,
            starts_at = $11::timestamp AT TIME ZONE t.time_zone, ends_at = $12::timestamp AT TIME ZONE t.time_zone,
            scope = 'tenant', course_id = NULL, category_id = NULL, updated_at = now()
       FROM tenants t
      WHERE v.id = $1 AND t.id = v.tenant_id`,
    [id, code, ...valueParams(v)],
  );
}

/** Replaces the courses the vouchers apply to. */
export async function setVoucherCourses(tx: SqlTransaction, voucherIds: number[], courseIds: number[]) {
  await tx.query('DELETE FROM voucher_courses WHERE voucher_id = ANY($1::int[])', [voucherIds]);
  if (courseIds.length === 0 || voucherIds.length === 0) return;
  await tx.query(
    `INSERT INTO voucher_courses (voucher_id, course_id)
     SELECT v, c FROM unnest($1::int[]) AS v, unnest($2::int[]) AS c`,
    [voucherIds, courseIds],
  );
}

export async function setActive(tx: SqlTransaction, id: number, active: boolean) {
  await tx.query('UPDATE vouchers SET active = $2, updated_at = now() WHERE id = $1', [id, active]);
}

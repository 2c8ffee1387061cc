import type { BookingStatus, PaymentMethod, PaymentStatus } from '@app/contract/commerce/constants';
import { MINOR_DIGITS } from '@app/contract/commerce/money';
import type { Locale } from '@app/contract/envelope';
import type { SalesGrouping } from '@app/contract/sales/constants';
import type { SqlRunner } from '../../db/client.ts';
import { iso, isoOrNull, isoSql, text } from '../../lib/localized-sql.ts';
import { refundsOf } from './refund-queries.ts';

/**
 * Data access of the studio's sales (migrations/0034_sales_rollup.sql). Every statement names the
 * company, and for a contributor (`viewer.userId` set) only the courses whose mentor they are.
 */

type Sql = Pick<SqlRunner, 'query'>;

/** Who is asking: the company, and the contributor whose courses bound what they see (null: admin). */
export interface Viewer {
  tenantId: number;
  userId: number | null;
}

/** The filters the figures and the orders list share; null: any. voucherId 0: without a voucher. */
export interface SalesFilter {
  courseId: number | null;
  method: PaymentMethod | null;
  voucherId: number | null;
}

/** `$2` is the contributor (null for an admin); `col` the course id column. */
const inScope = (col: string) =>
  `($2::int IS NULL OR ${col} IN (SELECT c.id FROM courses c JOIN mentors m ON m.id = c.mentor_id
                                    WHERE c.tenant_id = $1 AND m.user_id = $2))`;

/** The company's facts the dashboard shows with its figures, and today in its time zone. */
export async function companyFacts(sql: Sql, tenantId: number) {
  const [row] = await sql.query<{ currency: string; time_zone: string; tax_rate: string; today: string }>(
    `SELECT currency, time_zone, tax_rate::text AS tax_rate,
            to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today
       FROM tenants WHERE id = $1`,
    [tenantId],
  );
  return row!;
}

/** The courses a viewer may see the sales of, by title. */
export async function visibleCourses(sql: Sql, viewer: Viewer, lang: Locale) {
  return sql.query<{ id: number; title: string }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title FROM courses c
      WHERE c.tenant_id = $1 AND ${inScope('c.id')}
      ORDER BY 2, 1`,
    [viewer.tenantId, viewer.userId],
  );
}

export async function companyVouchers(sql: Sql, tenantId: number) {
  return sql.query<{ id: number; code: string }>(
    'SELECT id, code FROM vouchers WHERE tenant_id = $1 ORDER BY code',
    [tenantId],
  );
}

/** Whether the viewer may see this course's sales. */
export async function courseVisible(sql: Sql, viewer: Viewer, courseId: number) {
  const rows = await sql.query(
    `SELECT 1 FROM courses WHERE id = $3 AND tenant_id = $1 AND ${inScope('id')}`,
    [viewer.tenantId, viewer.userId, courseId],
  );
  return rows.length > 0;
}

export interface PeriodRow {
  period: string;
  orders: string;
  converted: string;
  paid: string;
  gross_minor: string;
  voucher_minor: string;
  tax_minor: string;
  paid_minor: string;
  refunds: string;
  refund_minor: string;
  refund_tax_minor: string;
}

const MEASURES = [
  'orders',
  'converted',
  'paid',
  'gross_minor',
  'voucher_minor',
  'tax_minor',
  'paid_minor',
  'refunds',
  'refund_minor',
  'refund_tax_minor',
] as const;

/**
 * The sums of the rollup per period (`group`) of the days `from`..`to`: the folded sums of the
 * filters' combination (sales_cube: -1 / '*' for a filter not set, 0035_sales_scale.sql), at most
 * a row a day, and the changes waiting to be folded, so the answer is exact the moment an order's
 * change commits. Periods with nothing are absent.
 */
export async function salesByPeriod(
  sql: Sql,
  viewer: Viewer,
  range: { from: string; to: string; group: SalesGrouping },
  f: SalesFilter,
): Promise<PeriodRow[]> {
  const where = `s.tenant_id = $1 AND s.day BETWEEN $3::date AND $4::date AND ${inScope('s.course_id')}
    AND ($5::int IS NULL OR s.course_id = $5) AND ($6::text IS NULL OR s.method = $6)
    AND ($7::int IS NULL OR s.voucher_id = $7)`;
  // A contributor without a course filter sums their courses' rows; anyone else reads one key.
  const shape = f.courseId !== null ? 'course' : viewer.userId === null ? 'all' : 'mine';
  const course = {
    course: `s.course_id = $5 AND ${inScope('s.course_id')}`,
    all: 's.course_id = -1',
    mine: `s.course_id <> -1 AND ${inScope('s.course_id')}`,
  }[shape];
  const cube = `s.tenant_id = $1 AND ${course} AND s.method = coalesce($6::text, '*')
    AND s.voucher_id = coalesce($7::int, -1) AND s.day BETWEEN $3::date AND $4::date`;
  const cols = MEASURES.join(', ');
  return sql.query<PeriodRow>(
    `WITH r AS (
       SELECT s.day, ${cols} FROM sales_cube s WHERE ${cube}
       UNION ALL
       SELECT s.day, ${cols} FROM sales_deltas s WHERE ${where}
     )
     SELECT to_char(date_trunc($8, r.day::timestamp), 'YYYY-MM-DD') AS period,
            ${MEASURES.map((m) => `sum(r.${m})::text AS ${m}`).join(', ')}
       FROM r GROUP BY 1 ORDER BY 1`,
    [viewer.tenantId, viewer.userId, range.from, range.to, f.courseId, f.method, f.voucherId, range.group],
    // A prepared statement per shape of the text.
    `sales_by_period_${shape}`,
  );
}

/** Folds the waiting changes into the rollup (a job every few seconds); answers how many. */
export async function foldSales(sql: Sql) {
  const [row] = await sql.query<{ n: number }>('SELECT fold_sales() AS n');
  return row?.n ?? 0;
}

export interface OrderFilter extends SalesFilter {
  q: string;
  status: BookingStatus | null;
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
}

interface OrderRow {
  id: number;
  order_number: string;
  status: BookingStatus;
  currency: string;
  total_minor: string;
  payment_method: PaymentMethod | null;
  voucher_code: string | null;
  course_id: number;
  course_title: string;
  user_id: number;
  full_name: string;
  email: string;
  created_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
}

const ORDER_COLUMNS = (lang: Locale) =>
  `b.id, b.order_number, b.status, b.currency, b.total_minor, b.payment_method, v.code AS voucher_code,
   b.course_id, ${text('c', 'title', lang)} AS course_title, u.id AS user_id, u.full_name, u.email,
   b.created_at, b.paid_at, b.refunded_at`;

const orderOf = (r: OrderRow) => ({
  id: r.id,
  order_number: r.order_number,
  status: r.status,
  currency: r.currency,
  total_minor: Number(r.total_minor),
  method: r.payment_method,
  voucher_code: r.voucher_code,
  course: { id: r.course_id, title: r.course_title },
  learner: { id: r.user_id, full_name: r.full_name, email: r.email },
  created_at: iso(r.created_at),
  paid_at: isoOrNull(r.paid_at),
  refunded_at: isoOrNull(r.refunded_at),
});

/** The orders list's conditions (`$1` company, `$2` contributor, `$3`…`$9` the filters). */
const ORDERS_FROM = `
       FROM bookings b
       JOIN tenants t ON t.id = b.tenant_id
       JOIN users u ON u.id = b.user_id
       JOIN courses c ON c.id = b.course_id
       LEFT JOIN vouchers v ON v.id = b.voucher_id
      WHERE b.tenant_id = $1 AND ${inScope('b.course_id')}
        AND ($3::int IS NULL OR b.course_id = $3)
        AND ($4::text IS NULL OR b.payment_method = $4)
        AND ($5::int IS NULL OR coalesce(b.voucher_id, 0) = $5)
        AND ($6::text IS NULL OR b.status = $6)
        AND ($7::date IS NULL OR b.created_at >= ($7::date::timestamp AT TIME ZONE t.time_zone))
        AND ($8::date IS NULL OR b.created_at < (($8::date + 1)::timestamp AT TIME ZONE t.time_zone))
        AND ($9 = '' OR lower(b.order_number) LIKE '%' || $9 || '%' OR lower(u.email) LIKE '%' || $9 || '%'
             OR lower(u.full_name) LIKE '%' || $9 || '%')`;

const orderParams = (viewer: Viewer, f: OrderFilter) => [
  viewer.tenantId,
  viewer.userId,
  f.courseId,
  f.method,
  f.voucherId,
  f.status,
  f.from,
  f.to,
  f.q.toLowerCase().replace(/[\\%_]/g, '\\$&'),
];

/**
 * Above this many matches a search reads the orders by date instead of sorting its matches: then
 * at least one order in 200 matches, and a page is found within ~5,000 orders (bench/results.md,
 * "Studio sales": at 1 M orders both halves stay under ~60 ms at the threshold).
 */
const FEW_MATCHES = 5000;
/** Up to this offset a many-matches search checks each order's learner as it reads the orders. */
const SCAN_OFFSET = 200;

/**
 * The orders a search matches through the trigram indexes of 0035_sales_scale.sql (order
 * numbers, learners' emails and names), when there are at most FEW_MATCHES; null when more. A
 * rare text (an email, an order number) is then a sort of its few orders, and a common one (a
 * surname) a read of the newest orders that stops at the page's end.
 */
async function fewSearchMatches(sql: Sql, tenantId: number, escaped: string) {
  const rows = await sql.query<{ id: number }>(
    `SELECT o.id FROM bookings o WHERE o.tenant_id = $1 AND lower(o.order_number) LIKE '%' || $2 || '%'
     UNION ALL
     SELECT o.id FROM users u JOIN bookings o ON o.user_id = u.id
      WHERE u.tenant_id = $1 AND (lower(u.email) LIKE '%' || $2 || '%' OR lower(u.full_name) LIKE '%' || $2 || '%')
     LIMIT ${FEW_MATCHES + 1}`,
    [tenantId, escaped],
  );
  return rows.length > FEW_MATCHES ? null : rows.map((r) => r.id);
}

/**
 * The orders list's page: the page's ids first, from the orders alone (the company's orders by
 * date, bookings_tenant_created_idx), then their learners, courses and vouchers: a deep page
 * skips index entries, not joined rows. `search` is the condition of the text ($9) and of the
 * matches' ids ($12) when fewSearchMatches() found them.
 */
const ordersPage = (search: string) => `
       SELECT b.id FROM bookings b
        WHERE b.tenant_id = $1 AND ${inScope('b.course_id')}
          AND ($3::int IS NULL OR b.course_id = $3)
          AND ($4::text IS NULL OR b.payment_method = $4)
          AND ($5::int IS NULL OR coalesce(b.voucher_id, 0) = $5)
          AND ($6::text IS NULL OR b.status = $6)
          AND ($7::date IS NULL OR b.created_at >= ($7::date::timestamp AT TIME ZONE (SELECT time_zone FROM tenants WHERE id = $1)))
          AND ($8::date IS NULL OR b.created_at < (($8::date + 1)::timestamp AT TIME ZONE (SELECT time_zone FROM tenants WHERE id = $1)))
          AND ${search}
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT $10 OFFSET $11`;

/** A page of the viewer's orders, newest first (one more than `limit` tells there is a next page). */
export async function listOrders(sql: Sql, viewer: Viewer, f: OrderFilter, lang: Locale) {
  const params: unknown[] = [...orderParams(viewer, f), f.limit + 1, f.offset];
  let search = "$9 = ''";
  if (f.q !== '') {
    const few = await fewSearchMatches(sql, viewer.tenantId, params[8] as string);
    if (few) {
      search = "$9 <> '' AND b.id = ANY($12::int[])";
      params.push(few);
    } else
      // Many matches (a common surname). Near the first page each of the newest orders asks for its
      // own learner (a scalar subquery per row, which the planner cannot turn into a hash of every
      // matching learner), so the page ends after a few thousand orders at most; deeper, that
      // hash of the matching learners is cheaper than a lookup for every skipped order.
      search =
        f.offset < SCAN_OFFSET
          ? `$9 <> '' AND (lower(b.order_number) LIKE '%' || $9 || '%' OR (
               SELECT lower(u.email) LIKE '%' || $9 || '%' OR lower(u.full_name) LIKE '%' || $9 || '%'
                 FROM users u WHERE u.id = b.user_id))`
          : `$9 <> '' AND (lower(b.order_number) LIKE '%' || $9 || '%' OR b.user_id IN (
               SELECT u.id FROM users u WHERE u.tenant_id = $1
                  AND (lower(u.email) LIKE '%' || $9 || '%' OR lower(u.full_name) LIKE '%' || $9 || '%')))`;
  }
  const rows = await sql.query<OrderRow>(
    `WITH page AS (${ordersPage(search)})
     SELECT ${ORDER_COLUMNS(lang)}
       FROM page
       JOIN bookings b ON b.id = page.id
       JOIN users u ON u.id = b.user_id
       JOIN courses c ON c.id = b.course_id
       LEFT JOIN vouchers v ON v.id = b.voucher_id
      ORDER BY b.created_at DESC, b.id DESC`,
    params,
  );
  return { items: rows.slice(0, f.limit).map(orderOf), hasMore: rows.length > f.limit };
}

/** A text as one CSV field, by the database: quoted, a formula kept as text (lib/csv.ts csvField). */
const csvText = (expr: string) =>
  `coalesce('"' || CASE WHEN left(${expr}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' ELSE '' END
             || replace(${expr}, '"', '""') || '"', '')`;

/**
 * Minor units as major units with the currency's digits (@app/contract/money's MINOR_DIGITS; 2
 * for another), in integer arithmetic: 39990 → "399.90", -5 → "-0.05", 149000 → "149000".
 */
function csvMajor(column: string) {
  const withDigits = (digits: number) =>
    digits === 0
      ? `${column}::text`
      : `CASE WHEN ${column} < 0 THEN '-' ELSE '' END || (abs(${column}) / ${10 ** digits})::text || '.'
           || lpad((abs(${column}) % ${10 ** digits})::text, ${digits}, '0')`;
  const byCurrency = Object.entries(MINOR_DIGITS)
    .filter(([, digits]) => digits !== 2)
    .map(([code, digits]) => `WHEN '${code}' THEN ${withDigits(digits)}`);
  return `CASE upper(b.currency) ${byCurrency.join(' ')} ELSE ${withDigits(2)} END`;
}

const csvInstant = (column: string) => `coalesce(${isoSql(column)}, '')`;

/**
 * An order as one line of the export (service.ts CSV_HEADER's columns), written by the database:
 * formatting a million rows there costs a fraction of reading them into objects and formatting
 * them here (bench/results.md, "Studio sales").
 */
const CSV_LINE = (lang: Locale) =>
  [
    csvText('b.order_number'),
    'b.status',
    csvInstant('b.created_at'),
    csvInstant('b.paid_at'),
    csvInstant('b.refunded_at'),
    'b.course_id',
    csvText(text('c', 'title', lang)),
    csvText('u.full_name'),
    csvText('u.email'),
    "coalesce(b.payment_method, '')",
    csvText('v.code'),
    'b.currency',
    csvMajor('b.price_minor'),
    csvMajor('b.discount_minor'),
    csvMajor('b.voucher_discount_minor'),
    csvMajor('b.total_minor'),
    csvMajor('b.tax_minor'),
  ].join(` || ',' || `) + ` || E'\\r\\n'`;

/**
 * Every order the filters match as CSV lines, newest first, a batch at a time, so an export of a
 * million orders holds a batch or two and never the whole. On PostgreSQL one query read through a
 * cursor (SqlRunner.cursor); on PGlite pages of `batch` by keyset (created_at, id), each one short
 * query, the next asked for before this one is handed over.
 */
export async function* exportOrders(
  sql: Pick<SqlRunner, 'query' | 'cursor'>,
  viewer: Viewer,
  f: Omit<OrderFilter, 'limit' | 'offset'>,
  lang: Locale,
  batch = 1000,
): AsyncGenerator<string> {
  const params = orderParams(viewer, { ...f, limit: 0, offset: 0 });
  const order = 'ORDER BY b.created_at DESC, b.id DESC';
  if (sql.cursor) {
    const select = `SELECT ${CSV_LINE(lang)} AS line ${ORDERS_FROM} ${order}`;
    for await (const rows of sql.cursor<{ line: string }>(select, params, batch))
      yield rows.map((r) => r.line).join('');
    return;
  }
  type Row = { line: string; id: number; key_at: string };
  const page = (after: { at: string; id: number } | null) =>
    sql.query<Row>(
      `SELECT ${CSV_LINE(lang)} AS line, b.id,
              to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key_at
        ${ORDERS_FROM}
        AND ($10::timestamptz IS NULL OR (b.created_at, b.id) < ($10::timestamptz, $11::int))
      ${order}
      LIMIT $12`,
      [...params, after?.at ?? null, after?.id ?? 0, batch],
    );
  let next: Promise<Row[]> | null = page(null);
  while (next) {
    const rows: Row[] = await next;
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    next = rows.length < batch ? null : page({ at: last.key_at, id: last.id });
    // A reader that stops early leaves at most the one page asked for ahead, never an unhandled failure.
    next?.catch(() => undefined);
    yield rows.map((r) => r.line).join('');
  }
}

/** One order the viewer may see, with what was bought, its attempts, notifications and events. */
export async function orderDetail(sql: Sql, viewer: Viewer, id: number, lang: Locale) {
  const [row] = await sql.query<
    OrderRow & {
      expires_at: Date;
      price_minor: string;
      discount_minor: string;
      voucher_discount_minor: string;
      tax_rate: string;
      tax_minor: string;
    }
  >(
    `SELECT ${ORDER_COLUMNS(lang)}, b.expires_at, b.price_minor, b.discount_minor,
            b.voucher_discount_minor, b.tax_rate::text AS tax_rate, b.tax_minor
       FROM bookings b
       JOIN users u ON u.id = b.user_id
       JOIN courses c ON c.id = b.course_id
       LEFT JOIN vouchers v ON v.id = b.voucher_id
      WHERE b.id = $3 AND b.tenant_id = $1 AND ${inScope('b.course_id')}`,
    [viewer.tenantId, viewer.userId, id],
  );
  if (!row) return null;
  const [attempts, notifications, events, refunds] = await Promise.all([
    sql.query<{
      id: number;
      gateway: string;
      method: string;
      gateway_order_id: string;
      amount_minor: string;
      status: PaymentStatus;
      reference: string | null;
      needs_refund_reason: string | null;
      created_at: Date;
      updated_at: Date;
    }>(
      `SELECT id, gateway, method, gateway_order_id, amount_minor, status, reference, needs_refund_reason,
              created_at, updated_at
         FROM payments WHERE booking_id = $1 ORDER BY id DESC`,
      [id],
    ),
    sql.query<{ id: string; gateway: string; result: string; created_at: Date }>(
      `SELECT id, gateway, result, created_at FROM payment_notifications
        WHERE booking_id = $1 ORDER BY id DESC LIMIT 200`,
      [id],
    ),
    sql.query<{
      id: string;
      event: string;
      from: string | null;
      to: string | null;
      by: string | null;
      created_at: Date;
    }>(
      `SELECT id, event, detail ->> 'from' AS "from", detail ->> 'to' AS "to",
              detail ->> 'by' AS "by", created_at
         FROM audit_events
        WHERE tenant_id = $1 AND detail ? 'booking_id' AND detail ->> 'booking_id' = $2::text
        ORDER BY id DESC LIMIT 200`,
      [viewer.tenantId, String(id)],
    ),
    refundsOf(sql, id),
  ]);
  const refunded = refunds
    .filter((f) => f.kind === 'order' && f.status === 'succeeded')
    .reduce((sum, f) => sum + Number(f.amount_minor), 0);
  const reserved = refunds
    .filter((f) => f.kind === 'order' && f.status !== 'failed')
    .reduce((sum, f) => sum + Number(f.amount_minor), 0);
  return {
    ...orderOf(row),
    expires_at: iso(row.expires_at),
    items: [
      {
        course_id: row.course_id,
        title: row.course_title,
        price_minor: Number(row.price_minor),
        discount_minor: Number(row.discount_minor),
        voucher_discount_minor: Number(row.voucher_discount_minor),
        total_minor: Number(row.total_minor),
        tax_rate: row.tax_rate,
        tax_minor: Number(row.tax_minor),
      },
    ],
    attempts: attempts.map((a) => ({
      ...a,
      amount_minor: Number(a.amount_minor),
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
    })),
    notifications: notifications.map((n) => ({ ...n, id: Number(n.id), created_at: iso(n.created_at) })),
    events: events.map((e) => ({ ...e, id: Number(e.id), created_at: iso(e.created_at) })),
    refunds: refunds.map((f) => ({
      id: f.id,
      kind: f.kind,
      amount_minor: Number(f.amount_minor),
      tax_minor: Number(f.tax_minor),
      reason: f.reason,
      status: f.status,
      failure: f.failure,
      by: f.by,
      actor: f.actor,
      gateway_reference: f.gateway_reference,
      return_voucher: f.return_voucher,
      created_at: iso(f.created_at),
    })),
    refunded_minor: refunded,
    refundable_minor: row.status === 'paid' ? Math.max(Number(row.total_minor) - reserved, 0) : 0,
  };
}

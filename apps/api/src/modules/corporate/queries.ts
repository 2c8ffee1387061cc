import type { Locale } from '@app/contract/envelope';
import type { SqlRunner, SqlTransaction } from '../../db/client.ts';
import { text } from '../../lib/localized-sql.ts';
import { progressSql as PROGRESS } from '../learners/service.ts';

/**
 * Data access of corporate enrolment (docs/product.md "The studio": corporate enrolment, decision
 * 54). Every statement names the company (`tenantId`), or an order already found in it.
 */

type Sql = Pick<SqlRunner, 'query'>;

export async function companyLanguage(sql: Sql, tenantId: number) {
  const [row] = await sql.query<{ default_locale: string; time_zone: string }>(
    'SELECT default_locale, time_zone FROM tenants WHERE id = $1',
    [tenantId],
  );
  return row!;
}

/** The company's courses by title, in `lang`. */
export function companyCourses(sql: Sql, tenantId: number, lang: Locale) {
  return sql.query<{ id: number; title: string }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title FROM courses c WHERE c.tenant_id = $1 ORDER BY 2, 1`,
    [tenantId],
  );
}

/** Whether every one of these ids is a course of the company. */
export async function allCoursesOf(sql: Sql, tenantId: number, ids: number[]) {
  const rows = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM courses WHERE tenant_id = $1 AND id = ANY($2::int[])',
    [tenantId, ids],
  );
  return rows[0]!.n === new Set(ids).size;
}

/** The company's users with these (lower-case) addresses. */
export function usersByEmail(sql: Sql, tenantId: number, emails: string[]) {
  return sql.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE tenant_id = $1 AND lower(email) = ANY($2::text[])',
    [tenantId, emails],
  );
}

/** Which of these users have which of these courses already. */
export function enrolmentsOf(sql: Sql, userIds: number[], courseIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return sql.query<{ user_id: number; course_id: number }>(
    'SELECT user_id, course_id FROM enrollments WHERE user_id = ANY($1::int[]) AND course_id = ANY($2::int[])',
    [userIds, courseIds],
  );
}

export async function invoiceTaken(sql: Sql, tenantId: number, invoice: string) {
  const rows = await sql.query(
    'SELECT 1 FROM corporate_orders WHERE tenant_id = $1 AND lower(invoice_number) = lower($2)',
    [tenantId, invoice],
  );
  return rows.length > 0;
}

export interface NewOrder {
  tenantId: number;
  invoiceNumber: string;
  clientName: string;
  language: Locale;
  createdBy: number;
}

/** The order, or null when the company has one with this invoice number (the unique index decides). */
export async function insertOrder(tx: SqlTransaction, o: NewOrder) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO corporate_orders (tenant_id, invoice_number, client_name, language, created_by, people, invited, enrolments)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 0)
     ON CONFLICT (tenant_id, lower(invoice_number)) DO NOTHING RETURNING id`,
    [o.tenantId, o.invoiceNumber, o.clientName, o.language, o.createdBy],
  );
  return row?.id ?? null;
}

/**
 * Accounts for the people new to the company, as registration makes them (modules/account): a
 * consumer of the company, with the row's name and address and the chosen language, no password and
 * unconfirmed until the invitation's link sets one. Someone who registered since the check keeps
 * their account (ON CONFLICT): the caller reads every id back by address.
 */
export function insertUsers(
  tx: SqlTransaction,
  tenantId: number,
  people: { name: string; email: string }[],
  language: Locale,
  platform: string,
) {
  return tx.query<{ id: number; email: string }>(
    `INSERT INTO users (tenant_id, email, full_name, role, type, language, elearning_platform)
     SELECT $1, p.email, p.name, 'consumer', 'Consumer', $4, $5
       FROM unnest($2::text[], $3::text[]) AS p(email, name)
     ON CONFLICT (tenant_id, lower(email)) DO NOTHING
     RETURNING id, lower(email) AS email`,
    [tenantId, people.map((p) => p.email), people.map((p) => p.name), language, platform],
  );
}

/**
 * Enrols every user in every course, the way a paid order does (commerce/bookings
 * transitionBooking: one `enrollments` row, ON CONFLICT DO NOTHING), so the students count, the
 * learner reports and certificates follow from the enrolment's own triggers. Answers how many were
 * made.
 */
export async function enrol(tx: SqlTransaction, tenantId: number, userIds: number[], courseIds: number[]) {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO enrollments (tenant_id, user_id, course_id)
     SELECT $1, u, c FROM unnest($2::int[]) AS u CROSS JOIN unnest($3::int[]) AS c
     ON CONFLICT DO NOTHING RETURNING id`,
    [tenantId, userIds, courseIds],
  );
  return rows.length;
}

/** The invitations' "set your password" tokens (account_tokens, purpose `reset`), stored hashed. */
export async function insertInvites(
  tx: SqlTransaction,
  invites: { userId: number; hash: string }[],
  days: number,
) {
  if (invites.length === 0) return;
  await tx.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at)
     SELECT u, 'reset', h, now() + make_interval(days => $3) FROM unnest($1::int[], $2::text[]) AS t(u, h)`,
    [invites.map((i) => i.userId), invites.map((i) => i.hash), days],
  );
}

export async function fillOrder(
  tx: SqlTransaction,
  orderId: number,
  courseIds: number[],
  people: { userId: number; row: number; invited: boolean }[],
  enrolments: number,
) {
  await tx.query('INSERT INTO corporate_order_courses (order_id, course_id) SELECT $1, unnest($2::int[])', [
    orderId,
    courseIds,
  ]);
  await tx.query(
    `INSERT INTO corporate_order_people (order_id, user_id, row_number, invited)
     SELECT $1, u, r, i FROM unnest($2::int[], $3::int[], $4::bool[]) AS p(u, r, i)`,
    [orderId, people.map((p) => p.userId), people.map((p) => p.row), people.map((p) => p.invited)],
  );
  await tx.query(`UPDATE corporate_orders SET people = $2, invited = $3, enrolments = $4 WHERE id = $1`, [
    orderId,
    people.length,
    people.filter((p) => p.invited).length,
    enrolments,
  ]);
}

export interface OrderRow {
  id: number;
  client_name: string;
  invoice_number: string;
  language: Locale;
  people: number;
  invited: number;
  enrolments: number;
  courses: { id: number; title: string }[];
  created_by: string | null;
  created_at: Date;
  total: number;
}

const ORDER_COLUMNS = (lang: Locale) => `o.id, o.client_name, o.invoice_number, o.language, o.people,
  o.invited, o.enrolments, u.full_name AS created_by, o.created_at,
  coalesce((SELECT json_agg(json_build_object('id', c.id, 'title', ${text('c', 'title', lang)}) ORDER BY 2)
              FROM corporate_order_courses oc JOIN courses c ON c.id = oc.course_id
             WHERE oc.order_id = o.id), '[]') AS courses`;

/** A page of the company's orders, newest first, searched by client or invoice. */
export function listOrders(
  sql: Sql,
  tenantId: number,
  lang: Locale,
  f: { q?: string | undefined; page: number; perPage: number },
) {
  return sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS(lang)}, count(*) OVER ()::int AS total
       FROM corporate_orders o LEFT JOIN users u ON u.id = o.created_by
      WHERE o.tenant_id = $1
        AND ($2::text IS NULL OR o.client_name ILIKE '%' || $2 || '%' OR o.invoice_number ILIKE '%' || $2 || '%')
      ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
    [tenantId, f.q || null, f.perPage, (f.page - 1) * f.perPage],
  );
}

export async function findOrder(sql: Sql, tenantId: number, id: number, lang: Locale) {
  const [row] = await sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS(lang)}, 1 AS total
       FROM corporate_orders o LEFT JOIN users u ON u.id = o.created_by
      WHERE o.id = $2 AND o.tenant_id = $1`,
    [tenantId, id],
  );
  return row ?? null;
}

/** Per course of the order: its people enrolled now, who completed it, their average progress. */
export function cohortCourses(sql: Sql, orderId: number) {
  return sql.query<{ id: number; people: number; completed: number; average_progress: number }>(
    `SELECT c.id, count(e.id)::int AS people, count(e.completed_at)::int AS completed,
            coalesce(round(avg(${PROGRESS})), 0)::int AS average_progress
       FROM corporate_order_courses oc
       JOIN courses c ON c.id = oc.course_id
       JOIN corporate_order_people p ON p.order_id = oc.order_id
       LEFT JOIN enrollments e ON e.user_id = p.user_id AND e.course_id = oc.course_id
      WHERE oc.order_id = $1
      GROUP BY c.id`,
    [orderId],
  );
}

export interface CohortRow {
  id: number;
  name: string;
  email: string;
  row_number: number;
  invited: boolean;
  course_id: number;
  course_title: string;
  lessons_count: number;
  enrolled: boolean;
  completed_lessons: number;
  progress: number;
  completed_at: Date | null;
  last_activity_at: Date | null;
}

/**
 * The order's people after row `afterRow` (the file's order), `limit` of them, `offset` skipped,
 * each with one line per course of the order: their progress as the learner reports count it
 * (learners/queries.ts PROGRESS). `invited` stays true until the person has set a password.
 */
export function cohortPage(
  sql: Sql,
  orderId: number,
  lang: Locale,
  f: { afterRow: number; limit: number; offset: number },
) {
  return sql.query<CohortRow>(
    `WITH people AS (
       SELECT p.user_id, p.row_number, p.invited FROM corporate_order_people p
        WHERE p.order_id = $1 AND p.row_number > $2
        ORDER BY p.row_number LIMIT $3 OFFSET $4
     )
     SELECT u.id, u.full_name AS name, u.email, p.row_number,
            (p.invited AND u.password_hash IS NULL AND u.google_sub IS NULL) AS invited,
            c.id AS course_id, ${text('c', 'title', lang)} AS course_title, c.lessons_count,
            e.id IS NOT NULL AS enrolled, coalesce(e.completed_lessons, 0) AS completed_lessons,
            coalesce(${PROGRESS}, 0) AS progress, e.completed_at, e.last_activity_at
       FROM people p
       JOIN users u ON u.id = p.user_id
       JOIN corporate_order_courses oc ON oc.order_id = $1
       JOIN courses c ON c.id = oc.course_id
       LEFT JOIN enrollments e ON e.user_id = p.user_id AND e.course_id = oc.course_id
      ORDER BY p.row_number, 7, c.id`,
    [orderId, f.afterRow, f.limit, f.offset],
  );
}

/**
 * Every person of the cohort in pages of `batch` people read by keyset on the file's row: an
 * export of 5,000 people holds a page or two at a time; the next page is asked for before this one
 * is handed over.
 */
export async function* exportCohort(sql: Sql, orderId: number, lang: Locale, batch = 500) {
  const page = (afterRow: number) => cohortPage(sql, orderId, lang, { afterRow, limit: batch, offset: 0 });
  let next: Promise<CohortRow[]> | null = page(0);
  while (next) {
    const rows: CohortRow[] = await next;
    if (rows.length === 0) return;
    const people = new Set(rows.map((r) => r.id)).size;
    next = people < batch ? null : page(rows[rows.length - 1]!.row_number);
    next?.catch(() => undefined);
    yield rows;
  }
}

/** The company's name, address, colour, site and logo (raster only), for the PDF report. */
export async function brandOf(sql: Sql, tenantId: number) {
  const [row] = await sql.query<{
    company_name: string;
    address: string;
    support_email: string;
    primary_color: string;
    default_locale: string;
    time_zone: string;
    logo_type: string | null;
    logo_bytes: Uint8Array | null;
  }>(
    `SELECT t.company_name, t.address, t.support_email, t.primary_color, t.default_locale, t.time_zone,
            m.content_type AS logo_type, m.bytes AS logo_bytes
       FROM tenants t LEFT JOIN media m ON m.id = t.logo_media_id WHERE t.id = $1`,
    [tenantId],
  );
  return row!;
}

import { randomBytes } from 'node:crypto';
import type { Locale } from '@app/contract/envelope';
import type { AnnouncementStatus, AudienceKind } from '@app/contract/announcements/constants';
import type { SqlRunner, SqlTransaction } from '../../db/client.ts';
import { text } from '../../lib/localized-sql.ts';
import type { BrandColumns } from '../../lib/mail/render.ts';

/**
 * Data access of announcements (docs/product.md "The studio": announcements, decision 55). Every
 * studio statement names the company; for a contributor (`viewer.userId` set) only the courses
 * they are the mentor of, as the learner reports do (modules/learners/queries.ts), and no corporate
 * cohort (corporate orders are the admins' alone, decision 54).
 */

type Sql = Pick<SqlRunner, 'query'>;
type Texts = Record<Locale, string>;

export interface Viewer {
  tenantId: number;
  /** A contributor's id; null for an admin, who sees every course of the company. */
  userId: number | null;
}

const inScope = (col: string, tenant: string, user: string) =>
  `(${user}::int IS NULL OR ${col} IN (SELECT c.id FROM courses c JOIN mentors m ON m.id = c.mentor_id
                                       WHERE c.tenant_id = ${tenant} AND m.user_id = ${user}))`;

/** The courses the viewer may announce to, with their enrolled learners. */
export async function courseOptions(sql: Sql, viewer: Viewer, lang: Locale) {
  return sql.query<{ id: number; title: string; learners: number }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title,
            (SELECT count(*)::int FROM enrollments e WHERE e.course_id = c.id) AS learners
       FROM courses c WHERE c.tenant_id = $1 AND ${inScope('c.id', '$1', '$2')}
      ORDER BY 2, 1`,
    [viewer.tenantId, viewer.userId],
  );
}

/** The company's corporate orders (cohorts) for an admin, newest first, with their people; none for a contributor. */
export async function cohortOptions(sql: Sql, viewer: Viewer) {
  if (viewer.userId !== null) return [];
  return sql.query<{ id: number; client_name: string; invoice_number: string; people: number }>(
    `SELECT o.id, o.client_name, o.invoice_number,
            (SELECT count(*)::int FROM corporate_order_people p WHERE p.order_id = o.id) AS people
       FROM corporate_orders o WHERE o.tenant_id = $1
      ORDER BY o.created_at DESC, o.id DESC`,
    [viewer.tenantId],
  );
}

/** The corporate order when the viewer may announce to it: an admin of its company. */
export async function visibleCohort(sql: Sql, viewer: Viewer, cohortId: number) {
  if (viewer.userId !== null) return null;
  const [row] = await sql.query<{ id: number }>(
    'SELECT o.id FROM corporate_orders o WHERE o.id = $2 AND o.tenant_id = $1',
    [viewer.tenantId, cohortId],
  );
  return row ?? null;
}

/** The course when the viewer may announce to it. */
export async function visibleCourse(sql: Sql, viewer: Viewer, courseId: number) {
  const [row] = await sql.query<{ id: number }>(
    `SELECT c.id FROM courses c WHERE c.id = $3 AND c.tenant_id = $1 AND ${inScope('c.id', '$1', '$2')}`,
    [viewer.tenantId, viewer.userId, courseId],
  );
  return row ?? null;
}

/** An audience: its kind and the id of its course or corporate order. */
export interface Target {
  kind: AudienceKind;
  id: number;
}

const UNSUBSCRIBED =
  'EXISTS (SELECT 1 FROM announcement_unsubscribes x WHERE x.user_id = u.id) AS unsubscribed';

/**
 * The people of an audience ($1: the course's or the order's id), users of the company ($2), once
 * each. The one place an audience kind becomes people:
 *   * a course: its enrolled learners;
 *   * a cohort: the corporate order's people still enrolled in at least one of the order's courses
 *     (one whose enrolments all went, a refund or a removal, is no longer of it).
 */
const audienceSql = (kind: AudienceKind) =>
  kind === 'course'
    ? `SELECT u.id, u.full_name, u.email, u.language, ${UNSUBSCRIBED}
         FROM enrollments e JOIN users u ON u.id = e.user_id
        WHERE e.course_id = $1 AND u.tenant_id = $2`
    : `SELECT u.id, u.full_name, u.email, u.language, ${UNSUBSCRIBED}
         FROM corporate_order_people p JOIN users u ON u.id = p.user_id
        WHERE p.order_id = $1 AND u.tenant_id = $2
          AND EXISTS (SELECT 1 FROM corporate_order_courses oc
                        JOIN enrollments e ON e.course_id = oc.course_id AND e.user_id = u.id
                       WHERE oc.order_id = $1)`;

/** How many of an audience would be mailed, by their mail language, and how many unsubscribed. */
export async function audienceCounts(sql: Sql, tenantId: number, target: Target, defaultLanguage: Locale) {
  const rows = await sql.query<{ lang: Locale; unsubscribed: boolean; n: number }>(
    `SELECT coalesce(a.language, $3) AS lang, a.unsubscribed, count(*)::int AS n
       FROM (${audienceSql(target.kind)}) a GROUP BY 1, 2`,
    [target.id, tenantId, defaultLanguage],
  );
  const byLanguage: Record<Locale, number> = { en: 0, id: 0, ms: 0 };
  let unsubscribed = 0;
  for (const row of rows) {
    if (row.unsubscribed) unsubscribed += row.n;
    else byLanguage[row.lang] += row.n;
  }
  return { byLanguage, unsubscribed, recipients: byLanguage.en + byLanguage.id + byLanguage.ms };
}

/** Records an announcement and fixes its recipients (the audience, unsubscribed left out). */
export async function insertAnnouncement(
  tx: SqlTransaction,
  a: {
    tenantId: number;
    target: Target;
    senderId: number;
    senderName: string;
    subject: Texts;
    body: Texts;
    defaultLanguage: Locale;
  },
) {
  const [made] = await tx.query<{ id: string }>(
    `INSERT INTO announcements (tenant_id, audience_kind, course_id, cohort_id, sender_id, sender_name, subject, body, default_language)
     VALUES ($1, $8, $2, $9, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING id`,
    [
      a.tenantId,
      a.target.kind === 'course' ? a.target.id : null,
      a.senderId,
      a.senderName,
      JSON.stringify(a.subject),
      JSON.stringify(a.body),
      a.defaultLanguage,
      a.target.kind,
      a.target.kind === 'cohort' ? a.target.id : null,
    ],
  );
  const id = made!.id;
  const [count] = await tx.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO announcement_recipients (announcement_id, user_id)
       SELECT $3::uuid, a.id FROM (${audienceSql(a.target.kind)}) a WHERE NOT a.unsubscribed
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [a.target.id, a.tenantId, id],
  );
  await tx.query('UPDATE announcements SET recipients_count = $2 WHERE id = $1', [id, count!.n]);
  return { id, recipients: count!.n };
}

export interface AnnouncementRow {
  id: string;
  audience_kind: AudienceKind;
  course_id: number | null;
  cohort_id: number | null;
  course_title: string;
  client_name: string | null;
  invoice_number: string | null;
  subject: Texts;
  body: Texts;
  status: AnnouncementStatus;
  recipients_count: number;
  sent: number;
  skipped: number;
  failed: number;
  sender_id: number | null;
  sender_name: string;
  created_at: Date;
  finished_at: Date | null;
  total: number;
}

const ROW = (
  lang: Locale,
) => `a.id, a.audience_kind, a.course_id, a.cohort_id, coalesce(${text('c', 'title', lang)}, '') AS course_title,
  o.client_name, o.invoice_number,
  a.subject, a.body, a.status, a.recipients_count, a.sender_id, a.sender_name, a.created_at, a.finished_at,
  (SELECT count(*) FILTER (WHERE r.state = 'sent')::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS sent,
  (SELECT count(*) FILTER (WHERE r.state = 'skipped')::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS skipped,
  (SELECT count(*) FILTER (WHERE r.state = 'failed')::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS failed`;

/**
 * A course's announcement joins its course, a cohort's its corporate order. A contributor's scope
 * (inScope on `a.course_id`) leaves a cohort's out: its course_id is null.
 */
const FROM = `announcements a LEFT JOIN courses c ON c.id = a.course_id
  LEFT JOIN corporate_orders o ON o.id = a.cohort_id`;

/** The viewer's announcements (their courses', and an admin's cohorts'), newest first. */
export async function listAnnouncements(
  sql: Sql,
  viewer: Viewer,
  lang: Locale,
  f: { courseId: number | null; limit: number; offset: number },
) {
  return sql.query<AnnouncementRow>(
    `SELECT ${ROW(lang)}, count(*) OVER ()::int AS total
       FROM ${FROM}
      WHERE a.tenant_id = $1 AND ${inScope('a.course_id', '$1', '$2')} AND ($3::int IS NULL OR a.course_id = $3)
      ORDER BY a.created_at DESC, a.id LIMIT $4 OFFSET $5`,
    [viewer.tenantId, viewer.userId, f.courseId, f.limit, f.offset],
  );
}

export async function findAnnouncement(sql: Sql, viewer: Viewer, lang: Locale, id: string) {
  const [row] = await sql.query<AnnouncementRow>(
    `SELECT ${ROW(lang)}, 1 AS total FROM ${FROM}
      WHERE a.id = $3 AND a.tenant_id = $1 AND ${inScope('a.course_id', '$1', '$2')}`,
    [viewer.tenantId, viewer.userId, id],
  );
  return row ?? null;
}

/** What the mailing job needs of an announcement: its audience, texts and the company's brand. */
export async function announcementForMail(sql: Sql, id: string) {
  const [row] = await sql.query<
    BrandColumns & {
      id: string;
      tenant_id: number;
      audience_kind: AudienceKind;
      course_id: number | null;
      cohort_id: number | null;
      subject: Texts;
      body: Texts;
      default_language: Locale;
      status: AnnouncementStatus;
      sender_name: string;
      primary_host: string;
    }
  >(
    `SELECT a.id, a.tenant_id, a.audience_kind, a.course_id, a.cohort_id, a.subject, a.body, a.default_language,
            a.status, a.sender_name, t.company_name, t.primary_color, t.logo_media_id, t.support_email,
            t.address, t.time_zone, t.primary_host
       FROM announcements a JOIN tenants t ON t.id = a.tenant_id
      WHERE a.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * What a mail of an audience names: its course's title in each language (a cohort's: its order's
 * courses', joined), and the one course to open (null for a cohort of several: the learner's courses).
 */
export async function audienceCourses(sql: Sql, target: Target) {
  const [row] = await sql.query<Texts & { n: number; first: number | null }>(
    `SELECT coalesce(string_agg(c.title_en, ', ' ORDER BY c.id), '') AS en,
            coalesce(string_agg(${text('c', 'title', 'id')}, ', ' ORDER BY c.id), '') AS id,
            coalesce(string_agg(${text('c', 'title', 'ms')}, ', ' ORDER BY c.id), '') AS ms,
            count(*)::int AS n, min(c.id) AS first
       FROM courses c
      WHERE ($1 = 'course' AND c.id = $2)
         OR ($1 = 'cohort' AND c.id IN (SELECT course_id FROM corporate_order_courses WHERE order_id = $2))`,
    [target.kind, target.id],
  );
  return {
    titles: { en: row!.en, id: row!.id, ms: row!.ms } as Texts,
    courseId: row!.n === 1 ? row!.first : null,
  };
}

export async function markSending(sql: Sql, id: string) {
  await sql.query(`UPDATE announcements SET status = 'sending' WHERE id = $1 AND status = 'queued'`, [id]);
}

export async function finish(sql: Sql, id: string, status: 'sent' | 'failed') {
  await sql.query(
    `UPDATE announcements SET status = $2, finished_at = now() WHERE id = $1 AND status IN ('queued', 'sending')`,
    [id, status],
  );
}

/** The next recipients still to mail, by user id after `after`, with whether they unsubscribed since. */
export async function pendingRecipients(sql: Sql, id: string, after: number, limit: number) {
  return sql.query<{
    user_id: number;
    full_name: string;
    email: string;
    language: string | null;
    tries: number;
    unsubscribed: boolean;
  }>(
    `SELECT r.user_id, u.full_name, u.email, u.language, r.tries,
            EXISTS (SELECT 1 FROM announcement_unsubscribes x WHERE x.user_id = r.user_id) AS unsubscribed
       FROM announcement_recipients r JOIN users u ON u.id = r.user_id
      WHERE r.announcement_id = $1 AND r.state = 'pending' AND r.user_id > $2
      ORDER BY r.user_id LIMIT $3`,
    [id, after, limit],
  );
}

export async function settleRecipient(
  sql: Sql,
  id: string,
  userId: number,
  outcome: { state: 'sent' | 'skipped' } | { state: 'retry' | 'failed'; error: string },
) {
  if (!('error' in outcome)) {
    await sql.query(
      `UPDATE announcement_recipients SET state = $3, tries = tries + $4, sent_at = CASE WHEN $3 = 'sent' THEN now() END
        WHERE announcement_id = $1 AND user_id = $2`,
      [id, userId, outcome.state, outcome.state === 'sent' ? 1 : 0],
    );
    return;
  }
  await sql.query(
    `UPDATE announcement_recipients SET state = $3, tries = tries + 1, last_error = $4
      WHERE announcement_id = $1 AND user_id = $2`,
    [id, userId, outcome.state === 'failed' ? 'failed' : 'pending', outcome.error.slice(0, 500)],
  );
}

export async function progressOf(sql: Sql, id: string) {
  const [row] = await sql.query<{ pending: number; total: number }>(
    `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending, count(*)::int AS total
       FROM announcement_recipients WHERE announcement_id = $1`,
    [id],
  );
  return row!;
}

/** The signing key of unsubscribe links: made once, at the first need, shared by every instance. */
export async function unsubscribeKey(sql: Sql): Promise<string> {
  await sql.query(
    `INSERT INTO app_settings (key, value) VALUES ('announcement_unsubscribe_key', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await sql.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'announcement_unsubscribe_key'`,
  );
  return row!.value;
}

/** A user of the company with whether they take its announcements. */
export async function subscriber(sql: Sql, tenantId: number, userId: number) {
  const [row] = await sql.query<{ email: string; company_name: string; unsubscribed: boolean }>(
    `SELECT u.email, t.company_name,
            EXISTS (SELECT 1 FROM announcement_unsubscribes x WHERE x.user_id = u.id) AS unsubscribed
       FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.id = $2 AND u.tenant_id = $1`,
    [tenantId, userId],
  );
  return row ?? null;
}

export async function setUnsubscribed(
  sql: Sql,
  tenantId: number,
  userId: number,
  announcementId: string,
  unsubscribed: boolean,
) {
  if (unsubscribed)
    await sql.query(
      `INSERT INTO announcement_unsubscribes (user_id, tenant_id, announcement_id)
       SELECT $2::int, $1::int, (SELECT id FROM announcements WHERE id = $3::uuid AND tenant_id = $1)
       ON CONFLICT (user_id) DO NOTHING`,
      [tenantId, userId, announcementId],
    );
  else
    await sql.query('DELETE FROM announcement_unsubscribes WHERE user_id = $2 AND tenant_id = $1', [
      tenantId,
      userId,
    ]);
}

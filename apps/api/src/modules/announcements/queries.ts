import { randomBytes } from 'node:crypto';
import type { Locale } from '@app/contract/envelope';
import type { AnnouncementStatus } from '@app/contract/announcements/constants';
import type { SqlRunner, SqlTransaction } from '../../db/client.ts';
import { text } from '../../lib/localized-sql.ts';
import type { BrandColumns } from '../../lib/mail/render.ts';

/**
 * Data access of announcements (docs/product.md "The studio": announcements, decision 55). Every
 * studio statement names the company; for a contributor (`viewer.userId` set) only the courses
 * they are the mentor of, as the learner reports do (modules/learners/queries.ts).
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

/** The course when the viewer may announce to it. */
export async function visibleCourse(sql: Sql, viewer: Viewer, courseId: number) {
  const [row] = await sql.query<{ id: number }>(
    `SELECT c.id FROM courses c WHERE c.id = $3 AND c.tenant_id = $1 AND ${inScope('c.id', '$1', '$2')}`,
    [viewer.tenantId, viewer.userId, courseId],
  );
  return row ?? null;
}

/**
 * The audience of a course: its enrolled learners, users of the company ($2). The one place an
 * audience kind becomes people; a cohort's query joins here.
 */
const COURSE_AUDIENCE = `SELECT u.id, u.full_name, u.email, u.language,
         EXISTS (SELECT 1 FROM announcement_unsubscribes x WHERE x.user_id = u.id) AS unsubscribed
    FROM enrollments e JOIN users u ON u.id = e.user_id
   WHERE e.course_id = $1 AND u.tenant_id = $2`;

/** How many of a course's learners would be mailed, by their mail language, and how many unsubscribed. */
export async function audienceCounts(sql: Sql, tenantId: number, courseId: number, defaultLanguage: Locale) {
  const rows = await sql.query<{ lang: Locale; unsubscribed: boolean; n: number }>(
    `SELECT coalesce(a.language, $3) AS lang, a.unsubscribed, count(*)::int AS n
       FROM (${COURSE_AUDIENCE}) a GROUP BY 1, 2`,
    [courseId, tenantId, defaultLanguage],
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
    courseId: number;
    senderId: number;
    senderName: string;
    subject: Texts;
    body: Texts;
    defaultLanguage: Locale;
  },
) {
  const [made] = await tx.query<{ id: string }>(
    `INSERT INTO announcements (tenant_id, audience_kind, course_id, sender_id, sender_name, subject, body, default_language)
     VALUES ($1, 'course', $2, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING id`,
    [
      a.tenantId,
      a.courseId,
      a.senderId,
      a.senderName,
      JSON.stringify(a.subject),
      JSON.stringify(a.body),
      a.defaultLanguage,
    ],
  );
  const id = made!.id;
  const [count] = await tx.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO announcement_recipients (announcement_id, user_id)
       SELECT $3::uuid, a.id FROM (${COURSE_AUDIENCE}) a WHERE NOT a.unsubscribed
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [a.courseId, a.tenantId, id],
  );
  await tx.query('UPDATE announcements SET recipients_count = $2 WHERE id = $1', [id, count!.n]);
  return { id, recipients: count!.n };
}

export interface AnnouncementRow {
  id: string;
  audience_kind: 'course';
  course_id: number | null;
  course_title: string;
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
) => `a.id, a.audience_kind, a.course_id, ${text('c', 'title', lang)} AS course_title,
  a.subject, a.body, a.status, a.recipients_count, a.sender_id, a.sender_name, a.created_at, a.finished_at,
  (SELECT count(*) FILTER (WHERE r.state = 'sent')::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS sent,
  (SELECT count(*) FILTER (WHERE r.state = 'skipped')::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS skipped,
  (SELECT count(*) FILTER (WHERE r.state = 'failed')::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS failed`;

/** The viewer's announcements (their courses'), newest first. */
export async function listAnnouncements(
  sql: Sql,
  viewer: Viewer,
  lang: Locale,
  f: { courseId: number | null; limit: number; offset: number },
) {
  return sql.query<AnnouncementRow>(
    `SELECT ${ROW(lang)}, count(*) OVER ()::int AS total
       FROM announcements a JOIN courses c ON c.id = a.course_id
      WHERE a.tenant_id = $1 AND ${inScope('a.course_id', '$1', '$2')} AND ($3::int IS NULL OR a.course_id = $3)
      ORDER BY a.created_at DESC, a.id LIMIT $4 OFFSET $5`,
    [viewer.tenantId, viewer.userId, f.courseId, f.limit, f.offset],
  );
}

export async function findAnnouncement(sql: Sql, viewer: Viewer, lang: Locale, id: string) {
  const [row] = await sql.query<AnnouncementRow>(
    `SELECT ${ROW(lang)}, 1 AS total FROM announcements a JOIN courses c ON c.id = a.course_id
      WHERE a.id = $3 AND a.tenant_id = $1 AND ${inScope('a.course_id', '$1', '$2')}`,
    [viewer.tenantId, viewer.userId, id],
  );
  return row ?? null;
}

/** What the mailing job needs of an announcement: its texts, course titles and the company's brand. */
export async function announcementForMail(sql: Sql, id: string) {
  const [row] = await sql.query<
    BrandColumns & {
      id: string;
      tenant_id: number;
      course_id: number;
      subject: Texts;
      body: Texts;
      default_language: Locale;
      status: AnnouncementStatus;
      sender_name: string;
      primary_host: string;
      title_en: string;
      title_id: string;
      title_ms: string;
    }
  >(
    `SELECT a.id, a.tenant_id, a.course_id, a.subject, a.body, a.default_language, a.status, a.sender_name,
            t.company_name, t.primary_color, t.logo_media_id, t.support_email, t.address, t.time_zone,
            t.primary_host, c.title_en, ${text('c', 'title', 'id')} AS title_id, ${text('c', 'title', 'ms')} AS title_ms
       FROM announcements a JOIN tenants t ON t.id = a.tenant_id JOIN courses c ON c.id = a.course_id
      WHERE a.id = $1`,
    [id],
  );
  return row ?? null;
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

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertRecordset } from '../../db/recordset.ts';
import {
  categories,
  contentItems,
  contentPages,
  courseSections,
  courses,
  mentors,
  tenantDomains,
  tenants,
  users,
} from '../../db/schema/index.ts';

/** Data access of the operator's tenant command (service.ts); every call takes the transaction. */

export async function tenantBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: tenants.id,
      slug: tenants.slug,
      status: tenants.status,
      primaryHost: tenants.primaryHost,
      publicCoursePages: tenants.publicCoursePages,
    })
    .from(tenants)
    .where(eq(tenants.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function allSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: tenants.slug }).from(tenants).orderBy(asc(tenants.slug));
  return rows.map((r) => r.slug);
}

/** Which of `hosts` already belong to a tenant, and to which. */
export async function domainOwners(db: Db, hosts: string[]) {
  if (hosts.length === 0) return [];
  return db
    .select({ host: tenantDomains.host, slug: tenants.slug, tenantId: tenants.id })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(inArray(tenantDomains.host, hosts));
}

export async function insertTenant(db: Db, values: typeof tenants.$inferInsert): Promise<number> {
  const [row] = await db.insert(tenants).values(values).returning({ id: tenants.id });
  return row!.id;
}

export async function insertDomains(db: Db, tenantId: number, hosts: string[], { studio = false } = {}) {
  await db.insert(tenantDomains).values(hosts.map((host) => ({ host, tenantId, isStudio: studio })));
}

export async function studioDomainOf(db: Db, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ host: tenantDomains.host })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.isStudio, true)));
  return row?.host ?? null;
}

export async function deleteDomain(db: Db, tenantId: number, host: string) {
  await db
    .delete(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.host, host)));
}

export async function updateTenant(db: Db, tenantId: number, values: Partial<typeof tenants.$inferInsert>) {
  await db.update(tenants).set(values).where(eq(tenants.id, tenantId));
}

export async function insertContentItems(db: Db, rows: (typeof contentItems.$inferInsert)[]) {
  if (rows.length) await db.insert(contentItems).values(rows);
}

export async function insertPages(db: Db, rows: (typeof contentPages.$inferInsert)[]) {
  if (rows.length) await db.insert(contentPages).values(rows);
}

export async function insertCategories(db: Db, rows: (typeof categories.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(categories).values(rows).returning({ id: categories.id, slug: categories.slug });
}

export async function insertMentors(db: Db, rows: (typeof mentors.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(mentors).values(rows).returning({ id: mentors.id });
}

/** One statement, so the catalogue triggers (category counts, search words) run once. */
export async function insertCourses(db: Db, rows: (typeof courses.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(courses).values(rows).returning({ id: courses.id, slug: courses.slug });
}

/**
 * The studio's draft of each course of the company that has none (document null: the draft is the
 * course as published), titled in the company's default language: the studio lists and opens
 * drafts, and its list only reads. The statement is migration 0033's `create_course_drafts`.
 */
export async function insertCourseDrafts(db: Db, tenantId: number) {
  await db.execute(sql`SELECT create_course_drafts(${tenantId}::int)`);
}

export async function insertSections(db: Db, rows: (typeof courseSections.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(courseSections).values(rows).returning({
    id: courseSections.id,
    courseId: courseSections.courseId,
    position: courseSections.position,
  });
}

export interface LessonInsert {
  course_id: number;
  section_id: number;
  position: number;
  title_en: string;
  title_id: string;
  title_ms: string;
  type: string;
  /** The folder gives whole minutes; a lesson keeps seconds (a video is as long as its video). */
  duration_seconds: number;
  is_preview: boolean;
  body_en: string;
  body_id: string;
  body_ms: string;
}

/** Lessons in one statement (a company has hundreds); answers their ids in the rows' order. */
export async function insertLessons(db: Db, rows: LessonInsert[]): Promise<number[]> {
  const ids = await insertRecordset<{ id: number; n: number }>(
    db,
    'lessons',
    {
      course_id: 'int',
      section_id: 'int',
      position: 'int',
      title_en: 'text',
      title_id: 'text',
      title_ms: 'text',
      type: 'text',
      duration_seconds: 'int',
      is_preview: 'boolean',
      body_en: 'text',
      body_id: 'text',
      body_ms: 'text',
    },
    rows as unknown as Record<string, unknown>[],
    'id, section_id, position',
  );
  // RETURNING follows no promised order: match each row by its place in its section.
  const byPlace = new Map(
    (ids as unknown as { id: number; section_id: number; position: number }[]).map((r) => [
      `${r.section_id}:${r.position}`,
      r.id,
    ]),
  );
  return rows.map((r) => byPlace.get(`${r.section_id}:${r.position}`)!);
}

export interface QuizInsert {
  lesson_id: number;
  time_limit_seconds: number;
  pass_mark: number;
  max_attempts: number | null;
  scoring: string;
  questions: {
    kind: string;
    prompt: string;
    explanation: string;
    accepted_answers: string[];
    options: { text: string; is_correct: boolean }[];
  }[];
}

/** Quizzes, their questions and options: three statements whatever their number. */
export async function insertQuizzes(db: Db, quizzes: QuizInsert[]) {
  await insertRecordset(
    db,
    'quizzes',
    { lesson_id: 'int', time_limit_seconds: 'int', pass_mark: 'int', max_attempts: 'int', scoring: 'text' },
    quizzes.map(({ questions: _, ...q }) => q),
  );
  const questionRows = await insertRecordset<{ id: number; quiz_id: number; position: number }>(
    db,
    'quiz_questions',
    {
      quiz_id: 'int',
      position: 'int',
      kind: 'text',
      prompt: 'text',
      explanation: 'text',
      accepted_answers: 'text[]',
    },
    quizzes.flatMap((quiz) =>
      quiz.questions.map(({ options: _, ...q }, i) => ({ ...q, quiz_id: quiz.lesson_id, position: i + 1 })),
    ),
    'id, quiz_id, position',
  );
  const questionId = new Map(questionRows.map((q) => [`${q.quiz_id}:${q.position}`, q.id]));
  await insertRecordset(
    db,
    'quiz_options',
    { question_id: 'int', position: 'int', text: 'text', is_correct: 'boolean' },
    quizzes.flatMap((quiz) =>
      quiz.questions.flatMap((q, i) =>
        q.options.map((o, k) => ({
          question_id: questionId.get(`${quiz.lesson_id}:${i + 1}`),
          position: k + 1,
          text: o.text,
          is_correct: o.is_correct,
        })),
      ),
    ),
  );
}

export interface VoucherInsert {
  code: string;
  name: Record<string, string>;
  description: Record<string, string>;
  kind: string;
  percent: number | null;
  amount_minor: number | null;
  max_discount_minor: number | null;
  min_purchase_minor: number;
  starts_at: Date | null;
  ends_at: Date | null;
  category: string | null;
  quota: number | null;
  used_count: number;
  welcome: boolean;
  assigned_only: boolean;
}

/** The company's vouchers; a category voucher is scoped to the category of that slug. */
export async function insertVouchers(db: Db, tenantId: number, rows: VoucherInsert[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO vouchers (tenant_id, code, name, description, kind, percent, amount_minor, max_discount_minor,
                          min_purchase_minor, starts_at, ends_at, scope, category_id, quota, used_count,
                          welcome, assigned_only)
    SELECT ${tenantId}, v.code, v.name, v.description, v.kind, v.percent, v.amount_minor, v.max_discount_minor,
           v.min_purchase_minor, v.starts_at, v.ends_at, CASE WHEN v.category IS NULL THEN 'tenant' ELSE 'category' END,
           c.id, v.quota, v.used_count, v.welcome, v.assigned_only
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS v(code text, name jsonb, description jsonb, kind text, percent numeric, amount_minor bigint,
             max_discount_minor bigint, min_purchase_minor bigint, starts_at timestamptz, ends_at timestamptz,
             category text, quota int, used_count int, welcome boolean, assigned_only boolean)
      LEFT JOIN categories c ON c.tenant_id = ${tenantId} AND c.slug = v.category`);
}

/** Every tenant with its domains (primary first) and course count, by slug. */
export async function listTenants(db: Db) {
  // Raw SQL: the correlated subqueries need the outer table named explicitly.
  const result = await db.execute(sql`
    SELECT t.slug, t.status, t.company_name AS "companyName", t.primary_host AS "primaryHost",
           coalesce((SELECT array_agg(d.host ORDER BY d.host <> t.primary_host, d.host)
                       FROM tenant_domains d WHERE d.tenant_id = t.id), '{}') AS domains,
           (SELECT count(*)::int FROM courses c WHERE c.tenant_id = t.id) AS courses
      FROM tenants t ORDER BY t.slug`);
  return (result as unknown as { rows: TenantListRow[] }).rows;
}

export interface TenantListRow {
  slug: string;
  status: 'active' | 'suspended';
  companyName: string;
  primaryHost: string;
  domains: string[];
  courses: number;
}

/** A company's user by email (any case). */
export async function userByEmail(db: Db, tenantId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

/** Sets a user's role and records the change as a security event (README "Security limits"). */
export async function updateUserRole(
  db: Db,
  tenantId: number,
  userId: number,
  from: string,
  to: 'consumer' | 'contributor' | 'admin',
) {
  await db.update(users).set({ role: to }).where(eq(users.id, userId));
  await db.execute(
    sql`INSERT INTO audit_events (tenant_id, user_id, event, detail)
        VALUES (${tenantId}, ${userId}, 'role_changed', ${JSON.stringify({ from, to, by: 'operator' })}::jsonb)`,
  );
}

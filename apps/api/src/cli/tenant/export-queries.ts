import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Localized, PaymentConfig } from '../../db/schema/index.ts';

/**
 * Data access of `tenant export` (export.ts): a company's stored content, read as the folder
 * format describes it. Raw SQL, one statement per table, ordered as the folder lists them.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export interface TenantRow {
  id: number;
  slug: string;
  status: 'active' | 'suspended';
  company_name: string;
  tagline: Localized;
  primary_host: string;
  domains: string[];
  studio_domain: string | null;
  support_email: string;
  support_phone: string;
  address: string;
  contributor_url: string;
  social: { name: string; url: string }[];
  contact_list: { type: string; value: unknown }[];
  primary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  singular_name: Localized;
  plural_name: Localized;
  currency: 'IDR' | 'MYR';
  default_locale: 'en' | 'id' | 'ms';
  time_zone: string;
  tax_rate: string;
  public_course_pages: boolean;
  payment: PaymentConfig;
  logo_media_id: string | null;
  favicon_media_id: string | null;
  login_banner_media_id: string | null;
}

export async function exportTenantRow(db: Db, slug: string): Promise<TenantRow | null> {
  const [row] = await rows<TenantRow>(
    db,
    sql`SELECT t.*, coalesce((SELECT array_agg(d.host ORDER BY d.host <> t.primary_host, d.host)
                                FROM tenant_domains d WHERE d.tenant_id = t.id AND NOT d.is_studio), '{}') AS domains,
               (SELECT d.host FROM tenant_domains d WHERE d.tenant_id = t.id AND d.is_studio) AS studio_domain
          FROM tenants t WHERE t.slug = ${slug}`,
  );
  return row ?? null;
}

export interface ContentRow {
  kind: string;
  slug: string | null;
  data: Record<string, unknown>;
  published_at: Date | string;
}

export const contentRows = (db: Db, tenantId: number) =>
  rows<ContentRow>(
    db,
    sql`SELECT kind, slug, data, published_at FROM content_items WHERE tenant_id = ${tenantId}
         ORDER BY kind, position, id`,
  );

export interface PageRow {
  key: string;
  data: Record<string, unknown>;
  updated_at: Date | string;
}

export const pageRows = (db: Db, tenantId: number) =>
  rows<PageRow>(
    db,
    sql`SELECT key, data, updated_at FROM content_pages WHERE tenant_id = ${tenantId} ORDER BY key`,
  );

export interface MediaRow {
  id: string;
  content_type: string;
  bytes: Buffer | Uint8Array;
}

export const mediaRows = (db: Db, tenantId: number, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : rows<MediaRow>(
        db,
        sql`SELECT id::text, content_type, bytes FROM media
             WHERE tenant_id = ${tenantId} AND id::text IN (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )})`,
      );

export type L3 = Record<'en' | 'id' | 'ms', string>;

export interface CategoryRow {
  id: number;
  slug: string;
  name_en: string;
  name_id: string;
  name_ms: string;
  description_en: string;
  description_id: string;
  description_ms: string;
  icon: string;
  color: string;
}

export const categoryRows = (db: Db, tenantId: number) =>
  rows<CategoryRow>(db, sql`SELECT * FROM categories WHERE tenant_id = ${tenantId} ORDER BY position, id`);

export interface MentorRow {
  id: number;
  name: string;
  photo_media_id: string | null;
  headline_en: string;
  headline_id: string;
  headline_ms: string;
  bio_en: string;
  bio_id: string;
  bio_ms: string;
}

export const mentorRows = (db: Db, tenantId: number) =>
  rows<MentorRow>(db, sql`SELECT * FROM mentors WHERE tenant_id = ${tenantId} ORDER BY position, id`);

export interface CourseRow {
  id: number;
  slug: string;
  category_id: number;
  mentor_id: number;
  title_en: string;
  title_id: string;
  title_ms: string;
  subtitle_en: string;
  subtitle_id: string;
  subtitle_ms: string;
  description: Partial<Record<string, unknown[]>>;
  what_you_learn: Partial<Record<string, string[]>>;
  requirements: Partial<Record<string, string[]>>;
  image_media_id: string | null;
  price: string;
  discount_price: string | null;
  level: string;
  language: string;
  is_bootcamp: boolean;
  duration_minutes: number;
  /** Learners from before this platform: the stored count less the enrolments here. */
  students_before: number;
  published_at: Date | string | null;
  updated_at: Date | string | null;
}

/** Newest first, the order `add` reads a file without dates in. */
export const courseRows = (db: Db, tenantId: number) =>
  rows<CourseRow>(
    db,
    sql`SELECT c.*, greatest(0, c.students_count - (SELECT count(*)::int FROM enrollments e WHERE e.course_id = c.id))
               AS students_before
          FROM courses c WHERE c.tenant_id = ${tenantId} ORDER BY c.published_at DESC NULLS LAST, c.id`,
  );

export interface LessonRow {
  id: number;
  course_id: number;
  section_id: number;
  section_position: number;
  section_title_en: string;
  section_title_id: string;
  section_title_ms: string;
  title_en: string;
  title_id: string;
  title_ms: string;
  type: 'video' | 'text' | 'pdf' | 'quiz';
  duration_seconds: number;
  is_preview: boolean;
  body_en: string;
  body_id: string;
  body_ms: string;
}

export const lessonRows = (db: Db, tenantId: number) =>
  rows<LessonRow>(
    db,
    sql`SELECT l.id, l.course_id, l.section_id, s.position AS section_position, s.title_en AS section_title_en,
               s.title_id AS section_title_id, s.title_ms AS section_title_ms, l.title_en, l.title_id, l.title_ms,
               l.type, l.duration_seconds, l.is_preview, l.body_en, l.body_id, l.body_ms
          FROM lessons l JOIN course_sections s ON s.id = l.section_id JOIN courses c ON c.id = l.course_id
         WHERE c.tenant_id = ${tenantId} AND l.archived_at IS NULL -- archived: no longer part of the course
         ORDER BY l.course_id, s.position, l.position`,
  );

export interface QuizRow {
  lesson_id: number;
  time_limit_seconds: number;
  pass_mark: number;
  max_attempts: number | null;
  scoring: 'all_or_nothing' | 'partial';
  questions: {
    kind: 'single' | 'multiple' | 'true_false' | 'short_text';
    prompt: string;
    explanation: string;
    accepted_answers: string[];
    options: { text: string; is_correct: boolean }[];
  }[];
}

export const quizRows = (db: Db, tenantId: number) =>
  rows<QuizRow>(
    db,
    sql`SELECT q.lesson_id, q.time_limit_seconds, q.pass_mark, q.max_attempts, q.scoring,
               coalesce((SELECT jsonb_agg(jsonb_build_object(
                          'kind', qq.kind, 'prompt', qq.prompt, 'explanation', qq.explanation,
                          'accepted_answers', to_jsonb(qq.accepted_answers),
                          'options', coalesce((SELECT jsonb_agg(jsonb_build_object('text', o.text, 'is_correct', o.is_correct)
                                                                ORDER BY o.position)
                                                 FROM quiz_options o WHERE o.question_id = qq.id), '[]'::jsonb))
                          ORDER BY qq.position)
                          FROM quiz_questions qq WHERE qq.quiz_id = q.lesson_id AND qq.archived_at IS NULL),
                        '[]'::jsonb) AS questions
          FROM quizzes q JOIN lessons l ON l.id = q.lesson_id JOIN courses c ON c.id = l.course_id
         WHERE c.tenant_id = ${tenantId} AND l.archived_at IS NULL AND l.type = 'quiz'`,
  );

export interface VoucherRow {
  code: string;
  name: Localized;
  description: Localized | null;
  kind: 'percent' | 'fixed';
  percent: string | null;
  amount_minor: string | null;
  max_discount_minor: string | null;
  min_purchase_minor: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  category: string | null;
  quota: number | null;
  used_count: number;
  welcome: boolean;
  assigned_only: boolean;
}

export const voucherRows = (db: Db, tenantId: number) =>
  rows<VoucherRow>(
    db,
    sql`SELECT v.code, v.name, v.description, v.kind, v.percent, v.amount_minor, v.max_discount_minor,
               v.min_purchase_minor, v.starts_at, v.ends_at, c.slug AS category, v.quota, v.used_count,
               v.welcome, v.assigned_only
          FROM vouchers v LEFT JOIN categories c ON c.id = v.category_id
         WHERE v.tenant_id = ${tenantId} ORDER BY v.id`,
  );

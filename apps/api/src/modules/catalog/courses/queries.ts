import type { Locale, TextLang } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import type { Category, CourseDetail, CourseSummary } from '@app/contract/catalog/schemas';
import type { ContentBlock } from '@app/contract/tenant/schemas';
import type { Tenant } from '../../../db/schema/index.ts';
import { localize, textLangOf } from '../../../lib/localize.ts';
import {
  courseKey,
  mentorStats,
  num,
  Params,
  summaryJson,
  text,
  textLangJson,
  toMentor,
  type CoursePage,
  type CourseSort,
  type Paging,
} from '../sql.ts';

/** Categories, course lists, one course with its curriculum, banners. */
export async function listCategories(sql: SqlRunner, tenantId: number, lang: Locale): Promise<Category[]> {
  const rows = await sql.query(
    `SELECT id, slug, ${text('c', 'name', lang)} AS name, ${text('c', 'description', lang)} AS description,
            icon, courses_count, ${textLangJson(lang, { name: 'c.name', description: 'c.description' })} AS text_lang
       FROM categories c WHERE tenant_id = $1 ORDER BY position, id`,
    [tenantId],
  );
  return rows.map((r) => ({
    id: r.id as number,
    slug: r.slug as string,
    name: r.name as string,
    description: r.description as string,
    icon: r.icon as string,
    courses_count: num(r.courses_count),
    text_lang: r.text_lang as TextLang,
  }));
}

const orderBy: Record<CourseSort, string> = {
  popular: 'c.students_count DESC, c.id DESC',
  newest: 'c.published_at DESC, c.id DESC',
  rating: 'c.rating_avg DESC, c.rating_count DESC, c.id DESC',
  price_asc: 'c.sale_price ASC, c.id ASC',
  price_desc: 'c.sale_price DESC, c.id DESC',
};

export interface CourseFilter {
  /** A category of the tenant by numeric id or slug. */
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  bootcamp?: boolean | undefined;
}

/** The same orders over the columns the page query carries along (see listCourses). */
const orderItems: Record<CourseSort, string> = {
  popular: 'k_students DESC, k_id DESC',
  newest: 'k_published DESC, k_id DESC',
  rating: 'k_rating DESC, k_ratings DESC, k_id DESC',
  price_asc: 'k_price ASC, k_id ASC',
  price_desc: 'k_price DESC, k_id DESC',
};

/**
 * One page of the tenant's courses, with its total, in a single statement (one round trip).
 * The page's ids come from an index walk in sort order (an index-only scan for the plain
 * sorts), then only those rows are joined to category and mentor (a "deferred join"), so a deep
 * page does not join every skipped row. The total is the cached per-category counts when no
 * other filter applies (a sum over a handful of rows instead of COUNT(*) over every course), an
 * exact count otherwise. Null when the category filter names no category of the tenant.
 */
export async function listCourses(
  sql: SqlRunner,
  tenant: Tenant,
  lang: Locale,
  filter: CourseFilter,
  sort: CourseSort,
  { page, limit }: Paging,
): Promise<CoursePage | null> {
  const p = new Params();
  const tenantParam = p.add(tenant.id);
  const where = [`c.tenant_id = ${tenantParam}`];
  let category = '';
  if (filter.category !== undefined) {
    const ref = courseKey(filter.category.trim());
    if (!ref) return null;
    category = `filter AS (SELECT id, courses_count FROM categories
                 WHERE tenant_id = ${tenantParam} AND ${'id' in ref ? 'id' : 'slug'} = ${p.add('id' in ref ? ref.id : ref.slug)}),`;
    where.push('c.category_id = (SELECT id FROM filter)');
  }
  if (filter.minPrice !== undefined) where.push(`c.sale_price >= ${p.add(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) where.push(`c.sale_price <= ${p.add(filter.maxPrice)}`);
  if (filter.bootcamp !== undefined) where.push(filter.bootcamp ? 'c.is_bootcamp' : 'NOT c.is_bootcamp');
  const conditions = where.join(' AND ');
  const filtered =
    filter.minPrice !== undefined || filter.maxPrice !== undefined || filter.bootcamp !== undefined;
  const total = filtered
    ? `(SELECT count(*)::int FROM courses c WHERE ${conditions})`
    : category
      ? '(SELECT courses_count FROM filter)'
      : `(SELECT coalesce(sum(courses_count), 0)::int FROM categories WHERE tenant_id = ${tenantParam})`;
  const [row] = await sql.query<{ total: number | null; found: boolean; data: string }>(
    `WITH ${category} page AS (
       SELECT c.id FROM courses c WHERE ${conditions}
        ORDER BY ${orderBy[sort]} LIMIT ${p.add(limit)} OFFSET ${p.add((page - 1) * limit)}
     ), items AS (
       SELECT ${summaryJson(lang, p.add(tenant.currency))} AS item,
              c.id AS k_id, c.students_count AS k_students, c.published_at AS k_published,
              c.rating_avg AS k_rating, c.rating_count AS k_ratings, c.sale_price AS k_price
         FROM page JOIN courses c ON c.id = page.id
         JOIN categories cat ON cat.id = c.category_id
         JOIN mentors m ON m.id = c.mentor_id
     )
     SELECT ${total} AS total, ${category ? 'EXISTS (SELECT 1 FROM filter)' : 'true'} AS found,
            (SELECT coalesce(json_agg(item ORDER BY ${orderItems[sort]}), '[]')::text FROM items) AS data`,
    p.values,
  );
  if (!row?.found) return null;
  return { data: row.data, total: num(row.total) };
}

/** The most enrolled courses, as JSON text. */
export async function bestSellers(sql: SqlRunner, tenant: Tenant, lang: Locale, limit: number) {
  const result = await listCourses(sql, tenant, lang, {}, 'popular', { page: 1, limit });
  return result?.data ?? '[]';
}

/** Resolves a course of the tenant by id or slug; null when unknown or of another tenant. */
export async function findCourseId(sql: SqlRunner, tenantId: number, key: string): Promise<number | null> {
  const ref = courseKey(key.trim());
  if (!ref) return null;
  const [row] = await sql.query<{ id: number }>(
    `SELECT id FROM courses WHERE tenant_id = $1 AND ${'id' in ref ? 'id' : 'slug'} = $2`,
    [tenantId, 'id' in ref ? ref.id : ref.slug],
  );
  return row?.id ?? null;
}

export async function isEnrolled(sql: SqlRunner, userId: number | null, courseId: number) {
  if (userId === null) return false;
  const rows = await sql.query('SELECT 1 FROM enrollments WHERE user_id = $1 AND course_id = $2', [
    userId,
    courseId,
  ]);
  return rows.length > 0;
}

export async function getCourse(
  sql: SqlRunner,
  tenant: Tenant,
  lang: Locale,
  key: string,
  userId: number | null,
): Promise<CourseDetail | null> {
  const ref = courseKey(key.trim());
  if (!ref) return null;
  const [row] = await sql.query(
    `SELECT ${summaryJson(lang, '$4')}::text AS summary,
            c.description, c.what_you_learn, c.requirements, c.sections_count,
            m.id AS m_id, m.name AS m_name, m.photo_media_id AS m_photo, ${text('m', 'headline', lang)} AS m_headline,
            ${text('m', 'bio', lang)} AS m_bio, ms.courses_count, ms.students_count AS m_students_count,
            ms.rating_avg AS m_rating_avg,
            ${textLangJson(lang, { headline: 'm.headline', bio: 'm.bio' })} AS m_text_lang,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.user_id = $3) AS owned
       FROM courses c
       JOIN categories cat ON cat.id = c.category_id
       JOIN mentors m ON m.id = c.mentor_id
       ${mentorStats}
      WHERE c.tenant_id = $1 AND c.${'id' in ref ? 'id' : 'slug'} = $2`,
    [tenant.id, 'id' in ref ? ref.id : ref.slug, userId ?? 0, tenant.currency],
  );
  if (!row) return null;
  const summary = JSON.parse(row.summary as string) as CourseSummary;
  const texts = {
    description: row.description,
    what_you_learn: row.what_you_learn,
    requirements: row.requirements,
  };
  return {
    ...summary,
    text_lang: { ...summary.text_lang, ...textLangOf(texts, lang) },
    description: localize<ContentBlock[]>(row.description, lang),
    what_you_learn: localize<string[]>(row.what_you_learn, lang),
    requirements: localize<string[]>(row.requirements, lang),
    mentor: toMentor(row),
    sections_count: num(row.sections_count),
    owned: row.owned as boolean,
  };
}

/**
 * Adds the enrolments and refunds since the last fold to the courses' students_count
 * (0018_students_count_deltas.sql); answers how many courses changed.
 */
export async function foldStudentsCount(sql: Pick<SqlRunner, 'query'>): Promise<number> {
  const [row] = await sql.query<{ changed: number }>('SELECT fold_students_count() AS changed');
  return row!.changed;
}

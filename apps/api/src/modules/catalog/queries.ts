import type { Locale } from '@app/contract/envelope';
import type {
  Category,
  Comment,
  CourseDetail,
  CourseSummary,
  Curriculum,
  LikeResult,
  Mentor,
  RatingSummary,
  courseSorts,
} from '@app/contract/catalog';
import type { Banner, ContentBlock } from '@app/contract/tenant';
import type { SqlRunner } from '../../db/client.ts';
import type { Tenant } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';
import { mediaUrl } from '../../lib/media.ts';

/**
 * Data access of the learning-host catalogue. Hand-written SQL on the shared runner: the hot
 * reads (list, search) are one statement each, joining category and mentor (no N+1), paging by
 * an index-ordered walk, and every statement is scoped to the request's tenant.
 */

type Row = Record<string, unknown>;
export type CourseSort = (typeof courseSorts)[number];

/** Columns stored per language; Malay falls back to English (demo content is en + id). */
const L = (lang: Locale) => (lang === 'id' ? 'id' : 'en');
/** A localised text column with a fallback to English when the translation is empty. */
const text = (alias: string, column: string, lang: Locale) =>
  L(lang) === 'id'
    ? `coalesce(nullif(${alias}.${column}_id, ''), ${alias}.${column}_en)`
    : `${alias}.${column}_en`;

const INT_MAX = 2_147_483_647;

/** A course in a path: a positive 32-bit id, or a slug; anything else matches nothing. */
export function courseKey(value: string): { id: number } | { slug: string } | null {
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= INT_MAX ? { id } : null;
  }
  return /^[a-z0-9-]{1,160}$/i.test(value) ? { slug: value.toLowerCase() } : null;
}

/** A numeric id from a path or body; null when out of range (answered as unknown). */
export const intId = (value: string | number): number | null => {
  const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= INT_MAX ? n : null;
};

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const num = (value: unknown) => Number(value ?? 0);

/** A media id as the public path lib/media.ts mediaUrl gives it ('' when none). */
const mediaPath = (column: string) => `CASE WHEN ${column} IS NULL THEN '' ELSE '/media/' || ${column} END`;

/**
 * A course card (the contract's courseSummary) built by PostgreSQL as JSON: course, category
 * and mentor of one joined row (aliases c, cat, m). Lists return the page as one JSON text that
 * the route splices into the envelope, so the API process neither parses dozens of columns per
 * row nor serialises them again: at marketplace load that work dominated its single thread.
 */
function summaryJson(lang: Locale, currency: string) {
  return `json_build_object(
    'id', c.id, 'slug', c.slug, 'title', ${text('c', 'title', lang)}, 'subtitle', ${text('c', 'subtitle', lang)},
    'image', ${mediaPath('c.image_media_id')},
    'price', c.price::float8, 'discount_price', c.discount_price::float8, 'currency', ${currency}::text,
    'category', json_build_object('id', cat.id, 'slug', cat.slug, 'name', ${text('cat', 'name', lang)}),
    'mentor', json_build_object('id', m.id, 'name', m.name, 'photo', ${mediaPath('m.photo_media_id')},
                                'headline', ${text('m', 'headline', lang)}),
    'rating_avg', c.rating_avg::float8, 'rating_count', c.rating_count, 'students_count', c.students_count,
    'level', c.level, 'duration_minutes', c.duration_minutes, 'lessons_count', c.lessons_count,
    'is_bootcamp', c.is_bootcamp, 'language', c.language,
    'updated_at', to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

/** A page of course cards as JSON text (a JSON array), with the total of the whole list. */
export interface CoursePage {
  data: string;
  total: number;
}

/** Collects positional parameters for one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Categories

export async function listCategories(sql: SqlRunner, tenantId: number, lang: Locale): Promise<Category[]> {
  const rows = await sql.query(
    `SELECT id, slug, ${text('c', 'name', lang)} AS name, ${text('c', 'description', lang)} AS description,
            icon, courses_count
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
  }));
}

// ---------------------------------------------------------------------------------------------
// Course lists

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

export interface Paging {
  page: number;
  limit: number;
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

// ---------------------------------------------------------------------------------------------
// Search

type SearchStage = 'all' | 'any' | 'trigram';

/** How many of the best full-text matches are re-ranked with the (costlier) title similarity. */
const RERANK = 100;

/**
 * Ranked search over both languages' titles, subtitles and category names, read from the narrow
 * course_search copy (0004_course_search.sql). Stage 'all' asks
 * for every word (as a prefix, or a catalogue word it resembles: catalog_search_query in
 * 0003_catalog.sql) through the full-text GIN index; 'any' for at least one word; 'trigram'
 * compares the whole phrase with the titles (GIN trigram index), for input with no usable word.
 * Every match is ranked by ts_rank (title words weigh most); the best RERANK are then ordered by
 * ts_rank plus the phrase's similarity to the title, which is too costly to compute for
 * thousands of matches. The order is total, so pages never overlap.
 */
async function searchStage(
  sql: SqlRunner,
  tenant: Tenant,
  lang: Locale,
  term: string,
  stage: SearchStage,
  { page, limit }: Paging,
) {
  const p = new Params();
  const tenantParam = p.add(tenant.id);
  const termParam = p.add(term);
  // The query is computed once (a materialised CTE), not once per candidate row.
  const q =
    stage === 'trigram'
      ? `q AS MATERIALIZED (SELECT f_unaccent(lower(${termParam})) AS norm)`
      : `q AS MATERIALIZED (SELECT catalog_search_query(${tenantParam}, ${termParam}, ${stage === 'any'}) AS tsq,
                                   f_unaccent(lower(${termParam})) AS norm)`;
  const hits =
    stage === 'trigram'
      ? `SELECT c.course_id AS id, c.students_count, c.search_title, word_similarity(q.norm, c.search_title) AS rank
           FROM course_search c, q WHERE c.tenant_id = ${tenantParam} AND q.norm <% c.search_title`
      : `SELECT c.course_id AS id, c.students_count, c.search_title, ts_rank(c.search_tsv, q.tsq) AS rank
           FROM course_search c, q WHERE c.tenant_id = ${tenantParam} AND c.search_tsv @@ q.tsq`;
  const rerank = stage === 'trigram' ? 'r.rank' : 'r.rank + 0.5 * word_similarity(q.norm, r.search_title)';
  const offset = (page - 1) * limit;
  // Only the best max(RERANK, offset + limit) matches are ordered (a top-N heapsort), not all of
  // them: a broad word matches 10k+ courses, and a full sort with window functions over those
  // made such statements 5-35 % slower (bench/results.md).
  const [row] = await sql.query<{ total: number; data: string }>(
    `WITH ${q}, hits AS MATERIALIZED (${hits}),
     top AS (
       SELECT t.*, row_number() OVER (ORDER BY rank DESC, students_count DESC, id DESC) AS rn
         FROM (SELECT * FROM hits ORDER BY rank DESC, students_count DESC, id DESC
                LIMIT ${p.add(Math.max(RERANK, offset + limit))}) t
     ), page AS (
       SELECT r.id, r.students_count, r.rn > ${RERANK} AS tail,
              CASE WHEN r.rn <= ${RERANK} THEN ${rerank} ELSE r.rank END AS score
         FROM top r, q
        ORDER BY tail, score DESC, r.students_count DESC, r.id DESC
        LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}
     ), items AS (
       SELECT ${summaryJson(lang, p.add(tenant.currency))} AS item, page.tail, page.score, page.students_count, page.id
         FROM page JOIN courses c ON c.id = page.id
         JOIN categories cat ON cat.id = c.category_id
         JOIN mentors m ON m.id = c.mentor_id
     )
     SELECT (SELECT count(*)::int FROM hits) AS total,
            (SELECT coalesce(json_agg(item ORDER BY tail, score DESC, students_count DESC, id DESC), '[]')::text
               FROM items) AS data`,
    p.values,
  );
  return { data: row?.data ?? '[]', total: num(row?.total) };
}

export async function searchCourses(
  sql: SqlRunner,
  tenant: Tenant,
  lang: Locale,
  term: string,
  paging: Paging,
): Promise<CoursePage> {
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  let result: CoursePage = { data: '[]', total: 0 };
  if (words.length > 0) {
    result = await searchStage(sql, tenant, lang, term, 'all', paging);
    if (result.total === 0 && words.length > 1)
      result = await searchStage(sql, tenant, lang, term, 'any', paging);
  }
  if (result.total === 0 && term.replace(/\s+/g, '').length >= 3) {
    result = await searchStage(sql, tenant, lang, term, 'trigram', paging);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// One course

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

/** Aggregates of a mentor's courses, as a lateral subquery on `m`. */
const mentorStats = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS courses_count, coalesce(sum(mc.students_count), 0)::int AS students_count,
           coalesce(round(sum(mc.rating_avg * mc.rating_count) / nullif(sum(mc.rating_count), 0), 2), 0)::float8
             AS rating_avg
      FROM courses mc WHERE mc.mentor_id = m.id) ms ON true`;

function toMentor(row: Row): Mentor {
  return {
    id: row.m_id as number,
    name: row.m_name as string,
    photo: mediaUrl(row.m_photo as string | null),
    headline: row.m_headline as string,
    bio: row.m_bio as string,
    courses_count: num(row.courses_count),
    students_count: num(row.m_students_count),
    rating_avg: num(row.m_rating_avg),
  };
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
            EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.user_id = $3) AS owned
       FROM courses c
       JOIN categories cat ON cat.id = c.category_id
       JOIN mentors m ON m.id = c.mentor_id
       ${mentorStats}
      WHERE c.tenant_id = $1 AND c.${'id' in ref ? 'id' : 'slug'} = $2`,
    [tenant.id, 'id' in ref ? ref.id : ref.slug, userId ?? 0, tenant.currency],
  );
  if (!row) return null;
  return {
    ...(JSON.parse(row.summary as string) as CourseSummary),
    description: localize<ContentBlock[]>(row.description, lang),
    what_you_learn: localize<string[]>(row.what_you_learn, lang),
    requirements: localize<string[]>(row.requirements, lang),
    mentor: toMentor(row),
    sections_count: num(row.sections_count),
    owned: row.owned as boolean,
  };
}

/**
 * Sections and lessons of a course. A lesson's body and media are for learners who own the
 * course, and for preview lessons; everyone else sees titles, types and durations.
 */
export async function getCurriculum(
  sql: SqlRunner,
  tenantId: number,
  lang: Locale,
  courseId: number,
  userId: number | null,
): Promise<Curriculum> {
  const owned = await isEnrolled(sql, userId, courseId);
  const rows = await sql.query(
    `SELECT s.id AS section_id, s.position AS section_position, ${text('s', 'title', lang)} AS section_title,
            l.id, ${text('l', 'title', lang)} AS title, l.type, l.duration_minutes, l.is_preview,
            ${text('l', 'body', lang)} AS body, l.media_id
       FROM course_sections s
       JOIN courses c ON c.id = s.course_id AND c.tenant_id = $2
       LEFT JOIN lessons l ON l.section_id = s.id
      WHERE s.course_id = $1
      ORDER BY s.position, s.id, l.position, l.id`,
    [courseId, tenantId],
  );
  const sections: Curriculum['sections'] = [];
  for (const r of rows) {
    let section = sections.at(-1);
    if (!section || section.id !== r.section_id) {
      section = {
        id: r.section_id as number,
        title: r.section_title as string,
        position: r.section_position as number,
        lessons: [],
      };
      sections.push(section);
    }
    if (r.id === null) continue;
    const open = owned || (r.is_preview as boolean);
    section.lessons.push({
      id: r.id as number,
      title: r.title as string,
      type: r.type as Curriculum['sections'][number]['lessons'][number]['type'],
      duration_minutes: num(r.duration_minutes),
      is_preview: r.is_preview as boolean,
      body: open ? (r.body as string) : null,
      media_url: open && r.media_id ? mediaUrl(r.media_id as string) : null,
    });
  }
  return { course_id: courseId, owned, sections };
}

// ---------------------------------------------------------------------------------------------
// Mentors

function mentorSelect(lang: Locale) {
  return `SELECT m.id AS m_id, m.name AS m_name, m.photo_media_id AS m_photo, ${text('m', 'headline', lang)} AS m_headline,
                 ${text('m', 'bio', lang)} AS m_bio, ms.courses_count, ms.students_count AS m_students_count,
                 ms.rating_avg AS m_rating_avg
            FROM mentors m ${mentorStats}`;
}

export async function getMentor(sql: SqlRunner, tenantId: number, lang: Locale, id: number) {
  const [row] = await sql.query(`${mentorSelect(lang)} WHERE m.tenant_id = $1 AND m.id = $2`, [tenantId, id]);
  return row ? toMentor(row) : null;
}

export async function listMentors(sql: SqlRunner, tenantId: number, lang: Locale, { page, limit }: Paging) {
  const [rows, [count]] = await Promise.all([
    sql.query(`${mentorSelect(lang)} WHERE m.tenant_id = $1 ORDER BY m.position, m.id LIMIT $2 OFFSET $3`, [
      tenantId,
      limit,
      (page - 1) * limit,
    ]),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mentors WHERE tenant_id = $1', [tenantId]),
  ]);
  return { items: rows.map(toMentor), total: count?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Banners (the tenant's content items of kind 'banner', as the public get-banner call serves them)

export async function listBanners(sql: SqlRunner, tenantId: number, lang: Locale): Promise<Banner[]> {
  const rows = await sql.query<{ id: number; data: Record<string, unknown> }>(
    `SELECT id, data FROM content_items WHERE tenant_id = $1 AND kind = 'banner' ORDER BY position, id`,
    [tenantId],
  );
  return rows.map((r) => ({ ...localize<Omit<Banner, 'id'>>(r.data, lang), id: r.id }));
}

// ---------------------------------------------------------------------------------------------
// Comments and likes

function toComment(row: Row): Comment {
  const photo = (row.photo_thumb_media_id ?? row.photo_media_id) as string | null;
  return {
    id: row.id as number,
    course_id: row.course_id as number,
    user: {
      id: row.user_id as number,
      full_name: row.full_name as string,
      photo: photo ? mediaUrl(photo) : null,
    },
    comments: row.body as string,
    created_at: iso(row.created_at),
    likes_count: num(row.likes_count),
    liked_by_me: Boolean(row.liked_by_me),
  };
}

const commentColumns = `cm.id, cm.course_id, cm.body, cm.created_at, cm.likes_count,
  u.id AS user_id, u.full_name, u.photo_media_id, u.photo_thumb_media_id`;

/** A course's comments, newest first; the total is the course's maintained comment count. */
export async function listComments(
  sql: SqlRunner,
  courseId: number,
  userId: number | null,
  { page, limit }: Paging,
) {
  const [rows, [course]] = await Promise.all([
    sql.query(
      `SELECT ${commentColumns},
              EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = cm.id AND l.user_id = $2) AS liked_by_me
         FROM comments cm JOIN users u ON u.id = cm.user_id
        WHERE cm.course_id = $1
        ORDER BY cm.created_at DESC, cm.id DESC LIMIT $3 OFFSET $4`,
      [courseId, userId ?? 0, limit, (page - 1) * limit],
    ),
    sql.query<{ n: number }>('SELECT comments_count AS n FROM courses WHERE id = $1', [courseId]),
  ]);
  return { items: rows.map(toComment), total: course?.n ?? 0 };
}

/** Stores a comment and counts it on the course, in one statement. */
export async function addComment(
  sql: SqlRunner,
  tenantId: number,
  courseId: number,
  userId: number,
  body: string,
): Promise<Comment> {
  const [row] = await sql.query(
    `WITH ins AS (
       INSERT INTO comments (tenant_id, course_id, user_id, body) VALUES ($1, $2, $3, $4)
       RETURNING id, course_id, user_id, body, created_at, likes_count
     ), counted AS (
       UPDATE courses SET comments_count = comments_count + 1 WHERE id = $2
     )
     SELECT cm.id, cm.course_id, cm.body, cm.created_at, cm.likes_count,
            u.id AS user_id, u.full_name, u.photo_media_id, u.photo_thumb_media_id, false AS liked_by_me
       FROM ins cm JOIN users u ON u.id = cm.user_id`,
    [tenantId, courseId, userId, body],
  );
  return toComment(row!);
}

/**
 * Likes a comment once: the primary key (comment_id, user_id) with ON CONFLICT DO NOTHING makes
 * a repeated or concurrent like a no-op, and the counter moves only when a row was inserted.
 * Null when the comment is not the tenant's.
 */
export async function likeComment(
  sql: SqlRunner,
  tenantId: number,
  commentId: number,
  userId: number,
): Promise<LikeResult | null> {
  const [row] = await sql.query<{ found: number }>(
    `WITH target AS (SELECT id FROM comments WHERE id = $1 AND tenant_id = $2),
     ins AS (
       INSERT INTO comment_likes (comment_id, user_id) SELECT id, $3 FROM target
       ON CONFLICT DO NOTHING RETURNING comment_id
     ), counted AS (
       UPDATE comments SET likes_count = likes_count + 1 WHERE id IN (SELECT comment_id FROM ins)
     )
     SELECT count(*)::int AS found FROM target`,
    [commentId, tenantId, userId],
  );
  if (!row?.found) return null;
  return likeState(sql, commentId, userId);
}

/** Removes the user's like, if any; null when the comment is not the tenant's. */
export async function unlikeComment(
  sql: SqlRunner,
  tenantId: number,
  commentId: number,
  userId: number,
): Promise<LikeResult | null> {
  const [row] = await sql.query<{ found: number }>(
    `WITH target AS (SELECT id FROM comments WHERE id = $1 AND tenant_id = $2),
     del AS (
       DELETE FROM comment_likes WHERE comment_id IN (SELECT id FROM target) AND user_id = $3
       RETURNING comment_id
     ), counted AS (
       UPDATE comments SET likes_count = likes_count - 1 WHERE id IN (SELECT comment_id FROM del)
     )
     SELECT count(*)::int AS found FROM target`,
    [commentId, tenantId, userId],
  );
  if (!row?.found) return null;
  return likeState(sql, commentId, userId);
}

async function likeState(sql: SqlRunner, commentId: number, userId: number): Promise<LikeResult> {
  const [row] = await sql.query<{ likes_count: number; liked_by_me: boolean }>(
    `SELECT likes_count,
            EXISTS (SELECT 1 FROM comment_likes WHERE comment_id = $1 AND user_id = $2) AS liked_by_me
       FROM comments WHERE id = $1`,
    [commentId, userId],
  );
  return {
    comment_id: commentId,
    likes_count: num(row?.likes_count),
    liked_by_me: Boolean(row?.liked_by_me),
  };
}

// ---------------------------------------------------------------------------------------------
// Ratings

export async function getRating(
  sql: SqlRunner,
  courseId: number,
  userId: number | null,
): Promise<RatingSummary> {
  const [row] = await sql.query(
    `SELECT c.rating_avg::float8 AS average, c.rating_count, c.rating_1, c.rating_2, c.rating_3, c.rating_4,
            c.rating_5, (SELECT r.rating FROM course_ratings r WHERE r.course_id = c.id AND r.user_id = $2) AS mine
       FROM courses c WHERE c.id = $1`,
    [courseId, userId ?? 0],
  );
  return {
    course_id: courseId,
    average: num(row?.average),
    count: num(row?.rating_count),
    distribution: {
      1: num(row?.rating_1),
      2: num(row?.rating_2),
      3: num(row?.rating_3),
      4: num(row?.rating_4),
      5: num(row?.rating_5),
    },
    my_rating: row?.mine === null || row?.mine === undefined ? null : num(row.mine),
  };
}

/**
 * One rating per user per course: an upsert on the primary key replaces the old one. The
 * course's distribution follows through the course_ratings trigger, so the average and count
 * stay consistent under concurrent raters.
 */
export async function rateCourse(sql: SqlRunner, courseId: number, userId: number, rating: number) {
  await sql.query(
    `INSERT INTO course_ratings (course_id, user_id, rating) VALUES ($1, $2, $3)
     ON CONFLICT (course_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, updated_at = now()`,
    [courseId, userId, rating],
  );
  return getRating(sql, courseId, userId);
}

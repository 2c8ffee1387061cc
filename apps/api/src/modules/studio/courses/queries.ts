import type { CourseFields, Curriculum, StudioCourseStatus } from '@app/contract/studio/schemas';
import type { Locale } from '@app/contract/envelope';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import { text } from '../../../lib/localized-sql.ts';

/**
 * Data access of the studio's courses (migrations/0028_studio.sql). Every statement names the
 * tenant, and a contributor's reads and writes also name their user: another mentor's course is
 * not found, as if it did not exist.
 */

type Sql = Pick<SqlRunner, 'query'>;

/** The draft document: what the studio edits, copied into the published tables on publish. */
export interface DraftDocument {
  course: CourseFields;
  /**
   * Sections, lessons and quizzes (issue 24 item 3); absent until the curriculum is first saved:
   * the draft's curriculum is then the published one, and publishing leaves it as it is.
   */
  curriculum?: Curriculum;
}

/** Who is asking: every course of the company for an admin, their mentors' for a contributor. */
export interface Editor {
  tenantId: number;
  userId: number;
  admin: boolean;
}

const STATUS = `CASE WHEN d.published_revision IS NULL THEN 'draft'
  WHEN d.revision > d.published_revision THEN 'changes' ELSE 'published' END`;

/** The mentor filter of an editor: `$2` is the user for a contributor, null for an admin. */
const MAY_EDIT = '($2::int IS NULL OR m.user_id = $2)';
const editorParams = (e: Editor) => [e.tenantId, e.admin ? null : e.userId];

export interface SummaryRow {
  id: number;
  course_id: number | null;
  slug: string | null;
  title: string;
  status: StudioCourseStatus;
  mentor_name: string;
  cover_media_id: string | null;
  lessons_count: number;
  updated_at: Date;
  published_at: Date | null;
  total: string;
}

export async function listDrafts(
  sql: Sql,
  editor: Editor,
  filter: { q: string; status: StudioCourseStatus | null; limit: number; offset: number },
): Promise<SummaryRow[]> {
  return sql.query<SummaryRow>(
    `SELECT d.id, d.course_id, c.slug, d.title, ${STATUS} AS status, m.name AS mentor_name,
            CASE WHEN d.document IS NULL THEN c.image_media_id::text
                 ELSE d.document -> 'course' ->> 'cover_media_id' END AS cover_media_id,
            coalesce(c.lessons_count, 0) AS lessons_count, d.updated_at, d.published_at,
            count(*) OVER () AS total
       FROM course_drafts d
       JOIN mentors m ON m.id = d.mentor_id
       LEFT JOIN courses c ON c.id = d.course_id
      WHERE d.tenant_id = $1 AND ${MAY_EDIT}
        AND ($3 = '' OR lower(d.title) LIKE '%' || $3 || '%')
        AND ($4::text IS NULL OR ${STATUS} = $4)
      ORDER BY d.updated_at DESC, d.id DESC
      LIMIT $5 OFFSET $6`,
    [
      ...editorParams(editor),
      filter.q.toLowerCase().replace(/[\\%_]/g, '\\$&'),
      filter.status,
      filter.limit,
      filter.offset,
    ],
  );
}

export interface DraftRow {
  id: number;
  course_id: number | null;
  slug: string | null;
  status: StudioCourseStatus;
  revision: number;
  document: DraftDocument | null;
  updated_at: Date;
  updated_by: string | null;
  published_at: Date | null;
}

/** One draft the editor may edit, or null. `forUpdate` locks it for a publish. */
export async function draftOf(
  sql: Sql,
  editor: Editor,
  id: number,
  forUpdate = false,
): Promise<DraftRow | null> {
  const [row] = await sql.query<DraftRow>(
    `SELECT d.id, d.course_id, c.slug, ${STATUS} AS status, d.revision, d.document, d.updated_at,
            u.full_name AS updated_by, d.published_at
       FROM course_drafts d
       JOIN mentors m ON m.id = d.mentor_id
       LEFT JOIN courses c ON c.id = d.course_id
       LEFT JOIN users u ON u.id = d.updated_by
      WHERE d.tenant_id = $1 AND ${MAY_EDIT} AND d.id = $3
      ${forUpdate ? 'FOR UPDATE OF d' : ''}`,
    [...editorParams(editor), id],
  );
  return row ?? null;
}

/** A published course's fields as the studio edits them (its draft before anyone changed it). */
export async function liveCourseFields(sql: Sql, courseId: number): Promise<CourseFields> {
  const [row] = await sql.query<CourseFields>(
    `SELECT json_build_object('id', c.title_id, 'en', c.title_en, 'ms', c.title_ms) AS title,
            json_build_object('id', c.subtitle_id, 'en', c.subtitle_en, 'ms', c.subtitle_ms) AS subtitle,
            json_build_object('id', coalesce(c.description -> 'id', '[]'), 'en', coalesce(c.description -> 'en', '[]'),
                              'ms', coalesce(c.description -> 'ms', '[]')) AS description,
            c.category_id, c.mentor_id, c.level, c.price::float8 AS price,
            c.discount_price::float8 AS discount_price, c.is_bootcamp, c.image_media_id AS cover_media_id
       FROM courses c WHERE c.id = $1`,
    [courseId],
  );
  return row!;
}

export async function insertDraft(
  sql: Sql,
  d: { tenantId: number; userId: number; mentorId: number; title: string; document: DraftDocument },
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO course_drafts (tenant_id, mentor_id, title, document, created_by, updated_by)
     VALUES ($1, $2, $3, $4::jsonb, $5, $5) RETURNING id`,
    [d.tenantId, d.mentorId, d.title, JSON.stringify(d.document), d.userId],
  );
  return row!.id;
}

/** Saves a draft if it is still at `revision`; false when someone saved since. */
export async function updateDraft(
  sql: Sql,
  d: {
    id: number;
    tenantId: number;
    userId: number;
    revision: number;
    mentorId: number;
    title: string;
    document: DraftDocument;
  },
): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE course_drafts SET document = $1::jsonb, title = $2, mentor_id = $3, updated_by = $4,
            revision = revision + 1, updated_at = now()
      WHERE id = $5 AND tenant_id = $6 AND revision = $7
     RETURNING id`,
    [JSON.stringify(d.document), d.title, d.mentorId, d.userId, d.id, d.tenantId, d.revision],
  );
  return rows.length > 0;
}

export interface Options {
  categories: { id: number; name: string }[];
  mentors: { id: number; name: string }[];
}

export async function optionsOf(sql: Sql, editor: Editor, lang: Locale): Promise<Options> {
  const categories = await sql.query<{ id: number; name: string }>(
    `SELECT c.id, ${text('c', 'name', lang)} AS name
       FROM categories c WHERE c.tenant_id = $1 ORDER BY c.position, c.id`,
    [editor.tenantId],
  );
  const mentors = await sql.query<{ id: number; name: string }>(
    `SELECT m.id, m.name FROM mentors m WHERE m.tenant_id = $1 AND ${MAY_EDIT} ORDER BY m.position, m.id`,
    editorParams(editor),
  );
  return { categories, mentors };
}

/** A contributor's own mentor profile, made from their account the first time they need one. */
export async function ensureOwnMentor(sql: Sql, tenantId: number, userId: number): Promise<number> {
  const [own] = await sql.query<{ id: number }>(
    'SELECT id FROM mentors WHERE tenant_id = $1 AND user_id = $2 ORDER BY id LIMIT 1',
    [tenantId, userId],
  );
  if (own) return own.id;
  const [made] = await sql.query<{ id: number }>(
    `INSERT INTO mentors (tenant_id, user_id, name, position)
     SELECT $1, u.id, u.full_name, coalesce((SELECT max(position) + 1 FROM mentors WHERE tenant_id = $1), 0)
       FROM users u WHERE u.id = $2 AND u.tenant_id = $1
     RETURNING id`,
    [tenantId, userId],
  );
  return made!.id;
}

export async function categoryExists(sql: Sql, tenantId: number, id: number) {
  return (
    (await sql.query('SELECT 1 FROM categories WHERE tenant_id = $1 AND id = $2', [tenantId, id])).length > 0
  );
}

export async function mediaOfTenant(sql: Sql, tenantId: number, id: string) {
  return (await sql.query('SELECT 1 FROM media WHERE tenant_id = $1 AND id = $2', [tenantId, id])).length > 0;
}

/** A slug for a new course from its title: ascii words, unique in the company. */
export async function freeSlug(tx: SqlTransaction, tenantId: number, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'course';
  const stem = /[a-z]/.test(base) ? base : `course-${base}`;
  const taken = new Set(
    (
      await tx.query<{ slug: string }>(
        `SELECT slug FROM courses WHERE tenant_id = $1 AND slug LIKE $2 || '%'`,
        [tenantId, stem],
      )
    ).map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const slug = n === 1 ? stem : `${stem}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/** A published course's lessons that learners see (archived ones are not). */
export async function liveLessonCount(sql: Sql, courseId: number) {
  const [row] = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lessons WHERE course_id = $1 AND archived_at IS NULL',
    [courseId],
  );
  return Number(row!.n);
}

/** Writes the course part of a draft into the published course (new or existing) in `tx`. */
export async function writeCourse(
  tx: SqlTransaction,
  p: {
    tenantId: number;
    courseId: number | null;
    slug: string | null;
    fields: CourseFields;
    fallback: Locale;
  },
): Promise<{ id: number; slug: string }> {
  const f = p.fields;
  // The published tables fall back to English for a text missing in a language (decision 11):
  // English gets the default language's text when it has none of its own.
  const en = (t: { id: string; en: string; ms: string }) => t.en || t[p.fallback];
  const description = {
    id: f.description.id,
    en: f.description.en.length ? f.description.en : f.description[p.fallback],
    ms: f.description.ms,
  };
  const values = [
    f.title.id,
    en(f.title),
    f.title.ms,
    f.subtitle.id,
    en(f.subtitle),
    f.subtitle.ms,
    JSON.stringify(description),
    f.category_id,
    f.mentor_id,
    f.level,
    f.price,
    f.discount_price,
    f.is_bootcamp,
    f.cover_media_id,
  ];
  if (p.courseId === null) {
    const [row] = await tx.query<{ id: number; slug: string }>(
      `INSERT INTO courses (tenant_id, slug, title_id, title_en, title_ms, subtitle_id, subtitle_en, subtitle_ms,
                            description, category_id, mentor_id, level, price, discount_price, is_bootcamp,
                            image_media_id, language, published_at)
       VALUES ($16, $17, $1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, now())
       RETURNING id, slug`,
      [...values, p.fallback, p.tenantId, p.slug],
    );
    return row!;
  }
  const [row] = await tx.query<{ id: number; slug: string }>(
    `UPDATE courses SET title_id = $1, title_en = $2, title_ms = $3, subtitle_id = $4, subtitle_en = $5,
            subtitle_ms = $6, description = $7::jsonb, category_id = $8, mentor_id = $9, level = $10,
            price = $11, discount_price = $12, is_bootcamp = $13, image_media_id = $14, updated_at = now()
      WHERE id = $15 AND tenant_id = $16
     RETURNING id, slug`,
    [...values, p.courseId, p.tenantId],
  );
  return row!;
}

/**
 * Writes the keys a publish gave new rows into the draft's document (`s12`, `l345`, `q67`), so
 * the next publish updates those rows. The revision moves: an editor still holding the old keys
 * must reload rather than save them again (they would make the rows a second time).
 */
export async function rewriteDocument(tx: SqlTransaction, draftId: number, document: DraftDocument) {
  const [row] = await tx.query<{ revision: number }>(
    'UPDATE course_drafts SET document = $2::jsonb, revision = revision + 1 WHERE id = $1 RETURNING revision',
    [draftId, JSON.stringify(document)],
  );
  return row!.revision;
}

export async function markPublished(tx: SqlTransaction, draftId: number, courseId: number, userId: number) {
  const [row] = await tx.query<{ published_at: Date }>(
    `UPDATE course_drafts SET course_id = $2, published_revision = revision, published_at = now(),
            updated_by = $3
      WHERE id = $1 RETURNING published_at`,
    [draftId, courseId, userId],
  );
  return row!.published_at;
}

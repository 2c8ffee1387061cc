import type { Locale } from '@app/contract/envelope';
import type { FieldCode } from '@app/contract/errors';
import { minorDigits } from '@app/contract/commerce/money';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';
import type { CourseFields, StudioCourse, StudioCourseStatus } from '@app/contract/studio/schemas';
import { recordAudit, type AuditEvent } from '../../../lib/audit.ts';
import { tenantLanguage, type SignedInCaller } from '../../../lib/caller.ts';
import { HttpError, badRequest, conflict, notFound } from '../../../lib/http-errors.ts';
import { isoOrNull, iso } from '../../../lib/localized-sql.ts';
import { mediaUrl } from '../../../lib/media.ts';
import type { StudioContext } from '../context.ts';
import { publishCurriculum } from '../curriculum/publish.ts';
import { filesOf, imagesOf } from '../curriculum/queries.ts';
import { liveCurriculum } from '../curriculum/read.ts';
import { curriculumProblems, fileIdsOf, imageIdsOf, publishProblems } from '../curriculum/rules.ts';
import { limits } from '../limits.ts';
import * as q from './queries.ts';

/** Courses in the studio (docs/product.md "The studio"): drafts, their checks, and publishing. */

export const editorOf = (caller: SignedInCaller): q.Editor => ({
  tenantId: caller.tenant.id,
  userId: caller.user.id,
  admin: caller.user.role === 'admin',
});

export const defaultLanguage = (caller: SignedInCaller): Locale => tenantLanguage(caller.tenant);

export const notYours = () => notFound('No such course in your studio');

export const revisionConflict = () =>
  conflict(
    'Someone saved this course since you opened it. Reload to see their changes.',
    'revision_conflict',
  );

export async function audit(
  ctx: StudioContext,
  caller: SignedInCaller,
  event: AuditEvent,
  draftId: number,
  extra = {},
) {
  await recordAudit(
    ctx.sql,
    {
      tenantId: caller.tenant.id,
      userId: caller.user.id,
      event,
      ip: caller.ip,
      userAgent: caller.userAgent,
      detail: { draft: draftId, ...extra },
    },
    caller.log,
  );
}

/**
 * The rules the contract's shapes cannot know: the default language's title, the company's own
 * category, a mentor this editor may name, money in the company's currency, a discount below the
 * price, an image of this company. Each problem names its field (400).
 */
async function checkFields(ctx: StudioContext, caller: SignedInCaller, f: CourseFields, mentors: number[]) {
  const problems: Record<string, FieldCode> = {};
  const lang = defaultLanguage(caller);
  if (!f.title[lang]) problems[`title.${lang}`] = 'required';
  if (!(await q.categoryExists(ctx.sql, caller.tenant.id, f.category_id)))
    problems.category_id = 'not_an_option';
  if (!mentors.includes(f.mentor_id)) problems.mentor_id = 'not_an_option';
  const digits = minorDigits(caller.tenant.currency);
  const exact = (n: number) => Math.abs(Math.round(n * 10 ** digits) - n * 10 ** digits) < 1e-6;
  if (!exact(f.price)) problems.price = 'invalid_format';
  if (f.discount_price !== null) {
    if (!exact(f.discount_price)) problems.discount_price = 'invalid_format';
    else if (f.discount_price >= f.price) problems.discount_price = 'discount_not_below_price';
  }
  if (f.cover_media_id && !(await q.mediaOfTenant(ctx.sql, caller.tenant.id, f.cover_media_id)))
    problems.cover_media_id = 'not_an_option';
  if (Object.keys(problems).length) throw badRequest('Some fields need a change', problems);
}

/** The mentors an editor may name: their own (made from their account if they have none), or all. */
async function mentorsOf(ctx: StudioContext, caller: SignedInCaller) {
  const editor = editorOf(caller);
  if (!editor.admin) await q.ensureOwnMentor(ctx.sql, editor.tenantId, editor.userId);
  return (await q.optionsOf(ctx.sql, editor, defaultLanguage(caller))).mentors.map((m) => m.id);
}

export async function options(ctx: StudioContext, caller: SignedInCaller) {
  const editor = editorOf(caller);
  if (!editor.admin) await q.ensureOwnMentor(ctx.sql, editor.tenantId, editor.userId);
  const { categories, mentors } = await q.optionsOf(ctx.sql, editor, caller.lang);
  const fallback = defaultLanguage(caller);
  // The default language first: it is the one a course must have.
  const languages = [fallback, ...(['id', 'en', 'ms'] as const).filter((l) => l !== fallback)];
  return { categories, mentors, languages };
}

export async function list(
  ctx: StudioContext,
  caller: SignedInCaller,
  query: { q?: string | undefined; status?: StudioCourseStatus | undefined; page: number },
) {
  // Every course has its draft from the tenant command (cli/tenant/add.ts, migration 0033): a read only reads.
  const perPage = STUDIO_LIMITS.perPage;
  const rows = await q.listDrafts(ctx.sql, editorOf(caller), {
    q: query.q ?? '',
    status: query.status ?? null,
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      course_id: r.course_id,
      slug: r.slug,
      title: r.title,
      status: r.status,
      mentor_name: r.mentor_name,
      cover_url: r.cover_media_id ? mediaUrl(r.cover_media_id) : null,
      lessons_count: Number(r.lessons_count),
      updated_at: iso(r.updated_at),
      published_at: isoOrNull(r.published_at),
    })),
    page: query.page,
    per_page: perPage,
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function documentOf(
  ctx: Pick<StudioContext, 'sql'>,
  draft: q.DraftRow,
): Promise<q.DraftDocument> {
  if (draft.document) return draft.document;
  return { course: await q.liveCourseFields(ctx.sql, draft.course_id!) };
}

/** The draft's curriculum: its own once saved, else the published one (none before the first publish). */
export async function curriculumOf(ctx: Pick<StudioContext, 'sql'>, draft: q.DraftRow, doc: q.DraftDocument) {
  if (doc.curriculum) return doc.curriculum;
  return draft.course_id ? liveCurriculum(ctx.sql, draft.course_id) : { sections: [] };
}

export async function answer(ctx: StudioContext, caller: SignedInCaller, id: number): Promise<StudioCourse> {
  const draft = await q.draftOf(ctx.sql, editorOf(caller), id);
  if (!draft) throw notYours();
  const doc = await documentOf(ctx, draft);
  return {
    id: draft.id,
    course_id: draft.course_id,
    slug: draft.slug,
    status: draft.status,
    revision: draft.revision,
    fields: doc.course,
    curriculum: await curriculumOf(ctx, draft, doc),
    cover_url: doc.course.cover_media_id ? mediaUrl(doc.course.cover_media_id) : null,
    updated_at: iso(draft.updated_at),
    updated_by: draft.updated_by,
    published_at: isoOrNull(draft.published_at),
  };
}

export const get = answer;

export async function create(ctx: StudioContext, caller: SignedInCaller, fields: CourseFields) {
  await ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);
  await checkFields(ctx, caller, fields, await mentorsOf(ctx, caller));
  const id = await q.insertDraft(ctx.sql, {
    tenantId: caller.tenant.id,
    userId: caller.user.id,
    mentorId: fields.mentor_id,
    title: fields.title[defaultLanguage(caller)],
    document: { course: fields },
  });
  await audit(ctx, caller, 'studio_course_created', id);
  return answer(ctx, caller, id);
}

export async function save(
  ctx: StudioContext,
  caller: SignedInCaller,
  id: number,
  body: CourseFields & { revision: number },
) {
  await ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);
  const { revision, ...fields } = body;
  const draft = await q.draftOf(ctx.sql, editorOf(caller), id);
  if (!draft) throw notYours();
  await checkFields(ctx, caller, fields, await mentorsOf(ctx, caller));
  const before = await documentOf(ctx, draft);
  const saved = await q.updateDraft(ctx.sql, {
    id,
    tenantId: caller.tenant.id,
    userId: caller.user.id,
    revision,
    mentorId: fields.mentor_id,
    title: fields.title[defaultLanguage(caller)],
    document: { ...before, course: fields },
  });
  if (!saved) throw revisionConflict();
  const changed = Object.keys(fields).filter(
    (k) =>
      JSON.stringify(fields[k as keyof CourseFields]) !==
      JSON.stringify(before.course[k as keyof CourseFields]),
  );
  await audit(ctx, caller, 'studio_course_saved', id, { fields: changed });
  return answer(ctx, caller, id);
}

/**
 * Publishing: checks the draft, then copies it into the published course in one transaction (the
 * draft's row lock orders two publishes of one course): the course, and its curriculum when the
 * draft has one of its own (curriculum/publish.ts). The courses and lessons triggers tell every
 * instance to drop its cached pages of the catalogue (migrations/0008_change_notify.sql).
 */
export async function publish(ctx: StudioContext, caller: SignedInCaller, id: number) {
  const editor = editorOf(caller);
  const lang = defaultLanguage(caller);
  const result = await ctx.sql.transaction(async (tx) => {
    const draft = await q.draftOf(tx, editor, id, true);
    if (!draft) throw notYours();
    const doc = draft.document ?? { course: await q.liveCourseFields(tx, draft.course_id!) };
    const problems: Record<string, FieldCode> = {};
    if (!doc.course.title[lang]) problems[`title.${lang}`] = 'required';
    if (!doc.course.cover_media_id) problems.cover_media_id = 'required';
    // The curriculum's rules again (a file may have gone since the save), then what learners need.
    const files = doc.curriculum
      ? await filesOf(tx, editor.tenantId, fileIdsOf(doc.curriculum))
      : new Map<string, never>();
    const images = doc.curriculum
      ? await imagesOf(tx, editor.tenantId, imageIdsOf(doc.curriculum))
      : new Map<string, never>();
    if (doc.curriculum)
      Object.assign(
        problems,
        curriculumProblems(doc.curriculum, lang, files, images),
        publishProblems(doc.curriculum, lang),
      );
    // Without a curriculum of its own the draft keeps the published one: it needs a lesson too.
    if (!doc.curriculum && (!draft.course_id || (await q.liveLessonCount(tx, draft.course_id)) === 0))
      problems.lessons = 'too_few';
    if (Object.keys(problems).length) {
      throw new HttpError(422, 'The course is not ready to publish', 'publish_incomplete', problems);
    }
    const slug = draft.course_id
      ? draft.slug
      : await q.freeSlug(tx, editor.tenantId, doc.course.title.en || doc.course.title[lang]);
    const course = await q.writeCourse(tx, {
      tenantId: editor.tenantId,
      courseId: draft.course_id,
      slug,
      fields: doc.course,
      fallback: lang,
    });
    let revision = draft.revision;
    if (doc.curriculum) {
      const written = await publishCurriculum(tx, {
        courseId: course.id,
        curriculum: doc.curriculum,
        fallback: lang,
        files,
      });
      // New rows' keys (and videos' lengths) go back into the draft.
      if (JSON.stringify(written) !== JSON.stringify(doc.curriculum))
        revision = await q.rewriteDocument(tx, id, { ...doc, curriculum: written });
    }
    const publishedAt = await q.markPublished(tx, id, course.id, caller.user.id);
    return { course_id: course.id, slug: course.slug, published_at: iso(publishedAt), revision };
  });
  await audit(ctx, caller, 'studio_course_published', id, { course: result.course_id });
  return result;
}

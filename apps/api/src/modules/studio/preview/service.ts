import type { CourseDetail } from '@app/contract/catalog/schemas';
import type { Locale } from '@app/contract/envelope';
import type { ContentLesson, CourseContent, LessonFile } from '@app/contract/learning/schemas';
import type { CoursePreview } from '@app/contract/preview/schemas';
import type { LocalizedText, StudioLesson } from '@app/contract/studio/schemas';
import type { SqlRunner } from '../../../db/client.ts';
import { tenantLanguage, type Caller } from '../../../lib/caller.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { courseDetail } from '../../catalog/courses/service.ts';
import { mentorById } from '../../catalog/mentors/service.ts';
import { normalizeLessonBlocks } from '../../learning/content/service.ts';
import { curriculumOf, documentOf } from '../courses/service.ts';
import * as studio from '../courses/queries.ts';
import { idOfKey } from '../curriculum/read.ts';
import { fileIdsOf } from '../curriculum/rules.ts';
import * as q from './queries.ts';

/** What the learners' view of a draft needs from the app. */
export interface DraftViewContext {
  sql: SqlRunner;
  /** A signed, expiring link to a stored file for this user on this tenant (learning/files/links.ts). */
  fileLink(input: { tenantId: number; userId: number; fileId: string }): string;
}

/** Who looks at a draft: someone of the caller's company who may edit it (studio/courses/queries.ts). */
export type DraftViewer = studio.Editor;

/** Captions are labelled in their own language, as publishing labels them. */
const CAPTION_LABELS: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', ms: 'Bahasa Melayu' };

/** Whether this person may preview (edit) this draft: the course's contributor or the company's admin. */
export const mayPreview = async (sql: SqlRunner, viewer: DraftViewer, draftId: number) =>
  (await studio.draftOf(sql, viewer, draftId)) !== null;

/**
 * "Preview as learner" (docs/decisions.md §47): the draft a contributor or admin may edit, in the
 * shapes the course page and the player read once it is published: the course page's texts in the
 * caller's language (falling back to the company's default, as publishing does) and the curriculum
 * with every lesson open, its files signed links for the viewer. Null when the viewer may not edit
 * it. Nothing is written: the draft stays the draft.
 */
export async function draftAsLearnersSeeIt(
  ctx: DraftViewContext,
  caller: Caller,
  viewer: DraftViewer,
  draftId: number,
): Promise<Omit<CoursePreview, 'expires_at'> | null> {
  const draft = await studio.draftOf(ctx.sql, viewer, draftId);
  if (!draft) return null;
  const doc = await documentOf(ctx, draft);
  const curriculum = await curriculumOf(ctx, draft, doc);
  const fallback = tenantLanguage(caller.tenant);
  const lang = caller.lang;
  const content = await contentOf(
    ctx,
    { tenantId: caller.tenant.id, userId: viewer.userId, lang, fallback },
    {
      courseId: draft.course_id ?? -draft.id,
      slug: draft.slug ?? '',
      title: pickText(doc.course.title, lang, fallback),
      curriculum,
    },
  );
  return {
    status: draft.status,
    lang,
    course: await courseOf(ctx.sql, caller, draft, doc.course, content),
    content,
  };
}

const pickText = (text: LocalizedText, lang: Locale, fallback: Locale) => text[lang] || text[fallback] || '';

/**
 * The course page's course: the draft's own fields over the published course's (its ratings,
 * learners, what you learn and requirements, which the studio does not edit), or a course with none
 * yet before the first publish.
 */
async function courseOf(
  sql: SqlRunner,
  caller: Caller,
  draft: studio.DraftRow,
  fields: studio.DraftDocument['course'],
  content: CourseContent,
): Promise<CourseDetail> {
  const tenant = caller.tenant;
  const lang = caller.lang;
  const fallback = tenantLanguage(tenant);
  // The catalogue's own reads: the course page's course and mentor as learners get them.
  const [published, mentor, category] = await Promise.all([
    draft.course_id ? courseDetail({ sql }, { ...caller, user: null }, String(draft.course_id)) : null,
    mentorById({ sql }, caller, String(fields.mentor_id)),
    q.categoryRef(sql, tenant.id, fields.category_id, lang),
  ]);
  const lessons = content.sections.flatMap((s) => s.lessons);
  const seconds = lessons.reduce((sum, l) => sum + l.duration_seconds, 0);
  return {
    id: content.course_id,
    slug: content.slug,
    title: content.title,
    subtitle: pickText(fields.subtitle, lang, fallback),
    image: mediaUrl(fields.cover_media_id),
    price: fields.price,
    discount_price: fields.discount_price,
    currency: tenant.currency,
    // Publishing checks the category; a draft may still name one deleted since.
    category: category ??
      published?.category ?? { id: fields.category_id, slug: '', name: '', text_lang: undefined },
    mentor,
    rating_avg: published?.rating_avg ?? 0,
    rating_count: published?.rating_count ?? 0,
    students_count: published?.students_count ?? 0,
    level: fields.level,
    duration_minutes: Math.round(seconds / 60),
    lessons_count: lessons.length,
    is_bootcamp: fields.is_bootcamp,
    language: published?.language ?? fallback,
    updated_at: new Date(draft.updated_at).toISOString(),
    text_lang: undefined,
    description: fields.description[lang].length ? fields.description[lang] : fields.description[fallback],
    what_you_learn: published?.what_you_learn ?? [],
    requirements: published?.requirements ?? [],
    sections_count: content.sections.length,
    owned: false,
  };
}

/**
 * The curriculum in the player's shape, every lesson open. Lessons not yet published get negative
 * ids, so nothing in a preview can name a published lesson's progress.
 */
async function contentOf(
  ctx: DraftViewContext,
  who: { tenantId: number; userId: number; lang: Locale; fallback: Locale },
  course: {
    courseId: number;
    slug: string;
    title: string;
    curriculum: Awaited<ReturnType<typeof curriculumOf>>;
  },
): Promise<CourseContent> {
  const { tenantId, userId, lang, fallback } = who;
  const pick = (text: LocalizedText) => pickText(text, lang, fallback);
  const files = await q.fileFacts(ctx.sql, tenantId, fileIdsOf(course.curriculum));
  const link = (fileId: string) => ctx.fileLink({ tenantId, userId, fileId });

  let unpublished = 0;
  const idOf = (key: string) => idOfKey('l', key) ?? -++unpublished;
  const lessonOf = (l: StudioLesson): ContentLesson => {
    const facts = l.file_id ? files.get(l.file_id) : undefined;
    let file: LessonFile | null = null;
    if (l.file_id && facts && (l.type === 'video' || l.type === 'pdf')) {
      file = {
        url: link(l.file_id),
        // The HLS ladder's playlists are for published lessons (decision 45): the preview plays the MP4.
        hls_url: null,
        content_type: facts.content_type,
        byte_size: Number(facts.byte_size),
        file_name: `preview.${l.type === 'pdf' ? 'pdf' : 'mp4'}`,
        duration_seconds: facts.duration_ms === null ? null : facts.duration_ms / 1000,
        captions: l.captions
          .filter((c) => files.has(c.file_id))
          .sort((a, b) => Number(b.language === lang) - Number(a.language === lang))
          .map((c) => ({ language: c.language, label: CAPTION_LABELS[c.language], url: link(c.file_id) })),
      };
    }
    const seconds =
      l.type === 'video' && facts?.duration_ms ? Math.round(facts.duration_ms / 1000) : l.duration_seconds;
    return {
      id: idOf(l.key),
      title: pick(l.title),
      type: l.type,
      duration_seconds: seconds,
      duration_minutes: seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0,
      is_preview: l.is_preview,
      open: true,
      // In the player's form (an image's address from its media id), as publishing will store it.
      body: normalizeLessonBlocks(l.body[lang].length ? l.body[lang] : l.body[fallback]),
      file,
      quiz_id: null,
      text_lang: undefined,
    };
  };
  return {
    course_id: course.courseId,
    slug: course.slug,
    title: course.title,
    owned: true,
    sections: course.curriculum.sections.map((s, index) => ({
      id: idOfKey('s', s.key) ?? -(index + 1),
      title: pick(s.title),
      position: index + 1,
      lessons: s.lessons.map(lessonOf),
      text_lang: undefined,
    })),
    text_lang: undefined,
  };
}

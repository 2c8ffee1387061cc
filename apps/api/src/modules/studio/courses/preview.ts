import type { Locale } from '@app/contract/envelope';
import type { ContentLesson, CourseContent, LessonFile } from '@app/contract/learning/schemas';
import type { CoursePreview, LocalizedText, StudioLesson } from '@app/contract/studio/schemas';
import type { SignedInCaller } from '../../../lib/caller.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { normalizeLessonBlocks } from '../../learning/content/service.ts';
import type { StudioContext } from '../context.ts';
import { idOfKey } from '../curriculum/read.ts';
import { fileIdsOf } from '../curriculum/rules.ts';
import { curriculumOf, defaultLanguage, documentOf, editorOf, notYours } from './service.ts';
import * as q from './queries.ts';

/** Captions are labelled in their own language, as publishing labels them. */
const CAPTION_LABELS: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', ms: 'Bahasa Melayu' };

/**
 * "Preview as learner" (issue 24 item 6, docs/decisions.md §46): the draft a contributor or admin
 * may edit (the same rule as opening it: another mentor's course, another company's, or a learner
 * get nothing), answered as learners would get it once published: the course page's texts in one
 * language (falling back to the company's default, as publishing does) and the curriculum in the
 * learner's content shape, every lesson open, its file a signed link for this user. Nothing is
 * written: the draft stays the draft.
 */
export async function previewOf(
  ctx: StudioContext,
  caller: SignedInCaller,
  id: number,
  asked: Locale | undefined,
): Promise<CoursePreview> {
  const draft = await q.draftOf(ctx.sql, editorOf(caller), id);
  if (!draft) throw notYours();
  const doc = await documentOf(ctx, draft);
  const curriculum = await curriculumOf(ctx, draft, doc);
  const tenantId = caller.tenant.id;
  const fallback = defaultLanguage(caller);
  const lang = asked ?? fallback;
  const pick = (text: LocalizedText) => text[lang] || text[fallback] || '';
  const fields = doc.course;

  const files = await fileFacts(ctx, tenantId, fileIdsOf(curriculum));
  const [mentor] = await ctx.sql.query<{ name: string }>(
    'SELECT name FROM mentors WHERE id = $1 AND tenant_id = $2',
    [fields.mentor_id, tenantId],
  );
  const link = (fileId: string) => ctx.fileLink({ tenantId, userId: caller.user.id, fileId });

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
    // In the player's form (an image's address from its media id), as publishing will store it.
    const body = normalizeLessonBlocks(l.body[lang].length ? l.body[lang] : l.body[fallback]);
    const lessonId = idOf(l.key);
    return {
      id: lessonId,
      title: pick(l.title),
      type: l.type,
      duration_seconds: seconds,
      duration_minutes: seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0,
      is_preview: l.is_preview,
      open: true,
      body,
      file,
      quiz_id: null,
      text_lang: undefined,
    };
  };
  const content: CourseContent = {
    course_id: draft.course_id ?? -draft.id,
    slug: draft.slug ?? '',
    title: pick(fields.title),
    owned: true,
    sections: curriculum.sections.map((s, index) => ({
      id: idOfKey('s', s.key) ?? -(index + 1),
      title: pick(s.title),
      position: index + 1,
      lessons: s.lessons.map(lessonOf),
      text_lang: undefined,
    })),
    text_lang: undefined,
  };
  return {
    draft_id: draft.id,
    revision: draft.revision,
    status: draft.status,
    lang,
    course: {
      title: pick(fields.title),
      subtitle: pick(fields.subtitle),
      description: fields.description[lang].length ? fields.description[lang] : fields.description[fallback],
      cover_url: fields.cover_media_id ? mediaUrl(fields.cover_media_id) : null,
      level: fields.level,
      is_bootcamp: fields.is_bootcamp,
      price: fields.price,
      discount_price: fields.discount_price,
      currency: caller.tenant.currency,
      mentor_name: mentor?.name ?? null,
    },
    content,
  };
}

/** The company's stored files among these ids (another company's never answer). */
async function fileFacts(ctx: StudioContext, tenantId: number, ids: string[]) {
  if (ids.length === 0) return new Map<string, FileFact>();
  const rows = await ctx.sql.query<FileFact & { id: string }>(
    `SELECT id, content_type, byte_size::float8 AS byte_size, duration_ms
       FROM stored_files WHERE tenant_id = $1 AND id = ANY ($2::uuid[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

interface FileFact {
  content_type: string;
  byte_size: number;
  duration_ms: number | null;
}

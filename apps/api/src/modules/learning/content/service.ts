import type { CourseContent, LessonFile } from '@app/contract/learning/schemas';
import { requireCourse, ownsCourse } from '../../catalog/courses/service.ts';
import type { LearningContext } from '../context.ts';
import { contentRows } from './queries.ts';
import { lessonBodyBlocks } from './rich-text.ts';
import type { Caller } from '../../../lib/caller.ts';

/**
 * get-content/{id}: a course's sections and lessons. Anyone sees titles, types and durations; a
 * lesson the learner may open (an owned course, or a preview lesson) adds its body as sanitised
 * blocks and its file as a signed link for this user on this tenant (a transcoded video's HLS
 * master playlist too).
 */
export async function courseContentOf(
  ctx: LearningContext,
  caller: Caller,
  key: string,
): Promise<CourseContent> {
  const { tenant, lang } = caller;
  const tenantId = tenant.id;
  const userId = caller.user?.id ?? null;
  const courseId = await requireCourse(ctx.sql, tenantId, key);
  const [owned, rows] = await Promise.all([
    ownsCourse(ctx.sql, userId, courseId),
    contentRows(ctx.sql, tenantId, lang, courseId),
  ]);
  const link = (fileId: string) => ctx.fileLink({ tenantId, userId, fileId });
  const content: CourseContent = {
    course_id: courseId,
    slug: rows[0]?.slug ?? '',
    title: rows[0]?.course_title ?? '',
    owned,
    sections: [],
    text_lang: rows[0]?.course_text_lang,
  };
  for (const r of rows) {
    let section = content.sections.at(-1);
    if (!section || section.id !== r.section_id) {
      section = {
        id: r.section_id,
        title: r.section_title,
        position: r.section_position,
        lessons: [],
        text_lang: r.section_text_lang,
      };
      content.sections.push(section);
    }
    if (r.id === null) continue;
    const open = owned || r.is_preview;
    let file: LessonFile | null = null;
    if (open && r.file_id) {
      file = {
        url: link(r.file_id),
        hls_url: r.video_id ? ctx.hlsLink({ tenantId, userId, videoId: r.video_id }) : null,
        content_type: r.content_type ?? 'application/octet-stream',
        byte_size: Number(r.byte_size ?? 0),
        file_name: `${fileStem(r.title)}.${r.type === 'pdf' ? 'pdf' : 'mp4'}`,
        duration_seconds: r.duration_ms === null ? null : r.duration_ms / 1000,
        captions: (r.captions ?? []).map((c) => ({
          language: c.language,
          label: c.label,
          url: link(c.file_id),
        })),
      };
    }
    section.lessons.push({
      id: r.id,
      title: r.title,
      type: r.type,
      duration_seconds: r.duration_seconds,
      duration_minutes: r.duration_minutes,
      is_preview: r.is_preview,
      open,
      body: open ? lessonBodyBlocks(r.body) : null,
      file,
      quiz_id: r.type === 'quiz' ? r.id : null,
      text_lang: r.text_lang,
    });
  }
  return content;
}

/** A download name from a lesson title: letters, digits and dashes. */
const fileStem = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 80) || 'lesson';

// The studio writes lesson bodies as the HTML this module reads (issue 24 item 3).
export { lessonBlocksHtml, lessonBodyBlocks, normalizeLessonBlocks } from './rich-text.ts';

import type { Locale, TextLang } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import { text, textLangJson } from '../../../lib/localized-sql.ts';

export interface ContentRow {
  course_id: number;
  slug: string;
  course_title: string;
  section_id: number;
  section_position: number;
  section_title: string;
  id: number | null;
  title: string;
  type: 'video' | 'text' | 'pdf' | 'quiz';
  duration_seconds: number;
  duration_minutes: number;
  is_preview: boolean;
  body: string;
  file_id: string | null;
  content_type: string | null;
  byte_size: string | number | null;
  duration_ms: number | null;
  /** The transcoded video whose MP4 is the lesson's file, when it is ready (its HLS ladder). */
  video_id: string | null;
  captions: { language: string; label: string; file_id: string }[] | null;
  /** The text_lang of the course's title, the section's and the lesson's texts. */
  course_text_lang: TextLang;
  section_text_lang: TextLang;
  text_lang: TextLang;
}

/**
 * Sections and lessons of one course of the tenant, in curriculum order, with each lesson's file
 * and caption tracks (the reader's language first, then the course's), and a video lesson's
 * transcoded video when its MP4 is the file: one statement. A file of
 * another tenant never joins; archived sections and lessons (0030_lesson_archive.sql) are gone.
 */
export function contentRows(sql: SqlRunner, tenantId: number, lang: Locale, courseId: number) {
  return sql.query<ContentRow>(
    `SELECT c.id AS course_id, c.slug, ${text('c', 'title', lang)} AS course_title,
            s.id AS section_id, s.position AS section_position, ${text('s', 'title', lang)} AS section_title,
            l.id, ${text('l', 'title', lang)} AS title, l.type, l.duration_seconds, l.duration_minutes,
            l.is_preview,
            ${text('l', 'body', lang)} AS body,
            ${textLangJson(lang, { title: 'c.title' })} AS course_text_lang,
            ${textLangJson(lang, { title: 's.title' })} AS section_text_lang,
            ${textLangJson(lang, { title: 'l.title', body: 'l.body' })} AS text_lang,
            f.id AS file_id, f.content_type, f.byte_size, f.duration_ms, va.id AS video_id,
            (SELECT json_agg(json_build_object('language', lc.language, 'label', lc.label, 'file_id', lc.file_id)
                             ORDER BY lc.language = $3 DESC, lc.language = c.language DESC, lc.language)
               FROM lesson_captions lc JOIN stored_files cf ON cf.id = lc.file_id AND cf.tenant_id = c.tenant_id
              WHERE lc.lesson_id = l.id) AS captions
       FROM courses c
       JOIN course_sections s ON s.course_id = c.id AND s.archived_at IS NULL
       LEFT JOIN lessons l ON l.section_id = s.id AND l.archived_at IS NULL
       LEFT JOIN stored_files f ON f.id = l.file_id AND f.tenant_id = c.tenant_id
       LEFT JOIN video_assets va ON va.mp4_file_id = f.id AND va.tenant_id = c.tenant_id
             AND va.status = 'ready' AND va.hls_master_key IS NOT NULL AND l.type = 'video'
      WHERE c.id = $1 AND c.tenant_id = $2
      ORDER BY s.position, s.id, l.position, l.id`,
    [courseId, tenantId, lang],
  );
}

import type { Locale, TextLang } from '@app/contract/envelope';
import type { Mentor } from '@app/contract/catalog/schemas';
import { mediaUrl } from '../../lib/media.ts';

/**
 * SQL pieces every part of the learning-host catalogue builds on. The catalogue's data access is
 * hand-written SQL on the shared runner: the hot reads (list, search) are one statement each,
 * joining category and mentor (no N+1), paging by an index-ordered walk, and every statement is
 * scoped to the request's tenant.
 */

export type Row = Record<string, unknown>;
export type { CourseSort } from '@app/contract/catalog/constants';

import { INT_MAX, iso, isoSql, mediaPath, num, text, textLangJson } from '../../lib/localized-sql.ts';

export { INT_MAX, iso, mediaPath, num, text, textLangJson };

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

/**
 * A course card (the contract's courseSummary) built by PostgreSQL as JSON: course, category
 * and mentor of one joined row (aliases c, cat, m). Lists return the page as one JSON text that
 * the route splices into the envelope, so the API process neither parses dozens of columns per
 * row nor serialises them again: at marketplace load that work dominated its single thread.
 */
export function summaryJson(lang: Locale, currency: string) {
  return `json_build_object(
    'id', c.id, 'slug', c.slug, 'title', ${text('c', 'title', lang)}, 'subtitle', ${text('c', 'subtitle', lang)},
    'image', ${mediaPath('c.image_media_id')},
    'price', c.price::float8, 'discount_price', c.discount_price::float8, 'currency', ${currency}::text,
    'category', json_build_object('id', cat.id, 'slug', cat.slug, 'name', ${text('cat', 'name', lang)},
                                  'text_lang', ${textLangJson(lang, { name: 'cat.name' })}),
    'mentor', json_build_object('id', m.id, 'name', m.name, 'photo', ${mediaPath('m.photo_media_id')},
                                'headline', ${text('m', 'headline', lang)},
                                'text_lang', ${textLangJson(lang, { headline: 'm.headline' })}),
    'rating_avg', c.rating_avg::float8, 'rating_count', c.rating_count, 'students_count', c.students_count,
    'level', c.level, 'duration_minutes', c.duration_minutes, 'lessons_count', c.lessons_count,
    'is_bootcamp', c.is_bootcamp, 'language', c.language,
    'updated_at', ${isoSql('c.updated_at')},
    'text_lang', ${textLangJson(lang, { title: 'c.title', subtitle: 'c.subtitle' })})`;
}

/** A page of course cards as JSON text (a JSON array), with the total of the whole list. */
export interface CoursePage {
  data: string;
  total: number;
}

/** Collects positional parameters for one statement. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Paging {
  page: number;
  limit: number;
}

/** Aggregates of a mentor's courses, as a lateral subquery on `m`. */
export const mentorStats = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS courses_count, coalesce(sum(mc.students_count), 0)::int AS students_count,
           coalesce(round(sum(mc.rating_avg * mc.rating_count) / nullif(sum(mc.rating_count), 0), 2), 0)::float8
             AS rating_avg
      FROM courses mc WHERE mc.mentor_id = m.id) ms ON true`;

export function toMentor(row: Row): Mentor {
  return {
    id: row.m_id as number,
    name: row.m_name as string,
    photo: mediaUrl(row.m_photo as string | null),
    headline: row.m_headline as string,
    bio: row.m_bio as string,
    text_lang: row.m_text_lang as TextLang,
    courses_count: num(row.courses_count),
    students_count: num(row.m_students_count),
    rating_avg: num(row.m_rating_avg),
  };
}

import type { Locale } from '@app/contract/envelope';
import { ACTIVITY_DAYS } from '@app/contract/learning/constants';
import type { SqlRunner } from '../../../db/client.ts';
import { mediaPath, text } from '../../../lib/localized-sql.ts';

export interface MyCourseRow {
  id: number;
  slug: string;
  title: string;
  image: string;
  mentor_name: string;
  category_name: string;
  duration_minutes: number;
  lessons_count: number;
  completed_lessons: number;
  enrolled_at: Date | string;
  last_activity_at: Date | string | null;
  completed_at: Date | string | null;
  certificate_code: string | null;
  next_id: number | null;
  next_title: string | null;
  next_type: 'video' | 'text' | 'pdf' | 'quiz' | null;
}

/**
 * Every course the user owns on this tenant, most recently learned first, with the lesson
 * "Continue" opens: the first one in curriculum order that is not completed (the first lesson of
 * a finished course). One statement; the next lesson is a short index walk per course.
 */
export function myCourseRows(sql: SqlRunner, tenantId: number, lang: Locale, userId: number) {
  return sql.query<MyCourseRow>(
    `SELECT c.id, c.slug, ${text('c', 'title', lang)} AS title, ${mediaPath('c.image_media_id')} AS image,
            m.name AS mentor_name, ${text('cat', 'name', lang)} AS category_name, c.duration_minutes,
            c.lessons_count, e.completed_lessons, e.created_at AS enrolled_at, e.last_activity_at,
            e.completed_at, ct.code AS certificate_code,
            nl.id AS next_id, nl.title AS next_title, nl.type AS next_type
       FROM enrollments e
       JOIN courses c ON c.id = e.course_id AND c.tenant_id = $2
       JOIN mentors m ON m.id = c.mentor_id
       JOIN categories cat ON cat.id = c.category_id
       LEFT JOIN certificates ct ON ct.user_id = e.user_id AND ct.course_id = e.course_id
       LEFT JOIN LATERAL (
         SELECT l.id, ${text('l', 'title', lang)} AS title, l.type
           FROM lessons l JOIN course_sections s ON s.id = l.section_id
          WHERE l.course_id = c.id
          ORDER BY e.completed_lessons < c.lessons_count
                   AND EXISTS (SELECT 1 FROM lesson_progress p
                                WHERE p.user_id = e.user_id AND p.course_id = c.id AND p.lesson_id = l.id
                                  AND p.completed_at IS NOT NULL),
                   s.position, l.position, l.id
          LIMIT 1) nl ON true
      WHERE e.user_id = $1
      ORDER BY e.last_activity_at DESC NULLS LAST, e.id DESC`,
    [userId, tenantId],
  );
}

/** Seconds learned per day over the last ACTIVITY_DAYS days (UTC+7), oldest first, zeros included. */
export function activityRows(sql: SqlRunner, userId: number) {
  return sql.query<{ day: string; seconds: number }>(
    `WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date AS d)
     SELECT to_char(g.d, 'YYYY-MM-DD') AS day, coalesce(ld.seconds, 0) AS seconds
       FROM today, generate_series(today.d - ${ACTIVITY_DAYS - 1}, today.d, interval '1 day') AS g(d)
       LEFT JOIN learning_days ld ON ld.user_id = $1 AND ld.day = g.d::date
      ORDER BY g.d`,
    [userId],
  );
}

import type { Locale } from '@app/contract/envelope';
import { ACTIVITY_DAYS } from '@app/contract/learning/constants';
import type { MyLearningFilter } from '@app/contract/learning/schemas';
import type { SqlRunner } from '../../../db/client.ts';
import { mediaPath, text, textLangJson } from '../../../lib/localized-sql.ts';
import { isoSql } from '../../../lib/localized-sql.ts';

/**
 * The lesson "Continue" opens, as a lateral subquery on an enrolment `e` and its course `c`: the
 * first one in curriculum order that is not completed, else (a finished course, or one whose
 * every lesson is done) the first lesson. The curriculum is walked in index order, the course's
 * sections by (course_id, position) and each one's lessons by (section_id, position), and the
 * walk stops at the first lesson not completed: a course costs the lessons up to there, with no
 * sort and no section lookup per lesson. Positions are unique in a course and in a section, and a
 * lesson's section is of its own course (0016_learning_indexes.sql), so this is the first of
 * "the course's lessons ordered by section position, position, id". Archived sections and lessons
 * (0030_lesson_archive.sql) are skipped.
 */
const nextLessonJoin = (lang: Locale) => {
  const firstLesson = (notCompleted: string) => `SELECT l.id, l.title, l.type, l.text_lang
              FROM course_sections s
              CROSS JOIN LATERAL (
                SELECT l.id, ${text('l', 'title', lang)} AS title, l.type,
                       ${textLangJson(lang, { title: 'l.title' })} AS text_lang FROM lessons l
                 WHERE l.section_id = s.id AND l.archived_at IS NULL${notCompleted}
                 ORDER BY l.position LIMIT 1) l
             WHERE s.course_id = c.id AND s.archived_at IS NULL
             ORDER BY s.position LIMIT 1`;
  return `LEFT JOIN LATERAL (
         SELECT w.id, w.title, w.type, w.text_lang FROM (
           (${firstLesson(`
                   AND NOT (e.completed_lessons < c.lessons_count
                            AND EXISTS (SELECT 1 FROM lesson_progress p
                                         WHERE p.user_id = e.user_id AND p.course_id = c.id AND p.lesson_id = l.id
                                           AND p.completed_at IS NOT NULL))`)})
           UNION ALL
           (${firstLesson('')})) w
         LIMIT 1) nl ON true`;
};

/**
 * get-my-learning's data as JSON text built by PostgreSQL, in the contract's shape (myLearning:
 * courses, counts, activity): every course the user owns on this tenant, most recently learned
 * first, with its progress, certificate and next lesson (only those of the filter's tab), the
 * counts of each tab, and the seconds learned per day over the last ACTIVITY_DAYS days (UTC+7),
 * oldest first, zeros included, as minutes to one decimal. One statement, and the API neither
 * parses the rows nor serialises them again: with hundreds of courses that work dominated the
 * request (bench/results.md, "Learning at scale").
 */
export async function myLearningJson(
  sql: SqlRunner,
  tenantId: number,
  lang: Locale,
  userId: number,
  filter: MyLearningFilter,
) {
  const [row] = await sql.query<{ data: string }>(
    `WITH mine AS (
       SELECT e.id AS eid, e.last_activity_at, e.completed_at IS NOT NULL AS done,
              json_build_object(
                'id', c.id, 'slug', c.slug, 'title', ${text('c', 'title', lang)},
                'image', ${mediaPath('c.image_media_id')}, 'mentor_name', m.name,
                'category_name', ${text('cat', 'name', lang)}, 'duration_minutes', c.duration_minutes,
                'lessons_count', c.lessons_count, 'completed_lessons', x.completed,
                'progress_percent', CASE WHEN c.lessons_count > 0
                                         THEN least(100, (100 * x.completed) / c.lessons_count) ELSE 0 END,
                'enrolled_at', ${isoSql('e.created_at')}, 'last_activity_at', ${isoSql('e.last_activity_at')},
                'completed_at', ${isoSql('e.completed_at')},
                'next_lesson', CASE WHEN nl.id IS NOT NULL
                                    THEN json_build_object('id', nl.id, 'title', nl.title, 'type', nl.type,
                                                           'text_lang', nl.text_lang) END,
                'certificate_code', ct.code,
                'text_lang', ${textLangJson(lang, { title: 'c.title', category_name: 'cat.name' })}) AS course
         FROM enrollments e
         JOIN courses c ON c.id = e.course_id AND c.tenant_id = $2
         JOIN mentors m ON m.id = c.mentor_id
         JOIN categories cat ON cat.id = c.category_id
         CROSS JOIN LATERAL (SELECT least(e.completed_lessons, c.lessons_count) AS completed) x
         LEFT JOIN certificates ct ON ct.user_id = e.user_id AND ct.course_id = e.course_id
         ${nextLessonJoin(lang)}
        WHERE e.user_id = $1
     ), today AS (SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date AS d)
     SELECT json_build_object(
              'courses', coalesce((SELECT json_agg(course ORDER BY last_activity_at DESC NULLS LAST, eid DESC)
                                     FROM mine WHERE $3 = 'all' OR done = ($3 = 'completed')), '[]'),
              'counts', (SELECT json_build_object('all', count(*), 'in_progress', count(*) FILTER (WHERE NOT done),
                                                  'completed', count(*) FILTER (WHERE done)) FROM mine),
              'activity', (SELECT json_agg(json_build_object(
                                    'day', to_char(g.d, 'YYYY-MM-DD'),
                                    'minutes', floor(coalesce(ld.seconds, 0)::float8 / 6 + 0.5) / 10) ORDER BY g.d)
                             FROM today, generate_series(today.d - ${ACTIVITY_DAYS - 1}, today.d, interval '1 day') AS g(d)
                             LEFT JOIN learning_days ld ON ld.user_id = $1 AND ld.day = g.d::date)
            )::text AS data`,
    [userId, tenantId, filter],
  );
  return row!.data;
}

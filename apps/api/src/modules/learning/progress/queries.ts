import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import { isoSql } from '../../../lib/localized-sql.ts';

export interface LessonForProgress {
  course_id: number;
  type: 'video' | 'text' | 'pdf' | 'quiz';
  duration_ms: number | null;
  owned: boolean;
}

/**
 * A lesson of the tenant, with whether the user owns its course; none for another tenant's, nor
 * for an archived one (0030_lesson_archive.sql): it is no longer part of the course.
 */
export async function lessonForProgress(sql: SqlRunner, tenantId: number, userId: number, lessonId: number) {
  const [row] = await sql.query<LessonForProgress>(
    `SELECT l.course_id, l.type, f.duration_ms,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $3 AND e.course_id = l.course_id) AS owned
       FROM lessons l
       JOIN courses c ON c.id = l.course_id AND c.tenant_id = $2
       LEFT JOIN stored_files f ON f.id = l.file_id AND f.tenant_id = c.tenant_id
      WHERE l.id = $1 AND l.archived_at IS NULL`,
    [lessonId, tenantId, userId],
  );
  return row ?? null;
}

export interface LockedProgress {
  watched_ms: number;
  /** Milliseconds since the last accepted report; null before the first. */
  since_ms: number | null;
  /** Milliseconds since the learner started the lesson (the row was made). */
  started_ms: number;
  completed: boolean;
}

/**
 * The learner's row of a lesson, created empty when missing (its start is now), locked for this
 * transaction.
 */
export async function lockLessonProgress(
  tx: SqlTransaction,
  userId: number,
  courseId: number,
  lessonId: number,
) {
  await tx.query(
    `INSERT INTO lesson_progress (user_id, course_id, lesson_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [userId, courseId, lessonId],
  );
  const [row] = await tx.query<LockedProgress>(
    `SELECT watched_ms, (extract(epoch FROM clock_timestamp() - reported_at) * 1000)::float8 AS since_ms,
            (extract(epoch FROM clock_timestamp() - started_at) * 1000)::float8 AS started_ms,
            completed_at IS NOT NULL AS completed
       FROM lesson_progress WHERE user_id = $1 AND course_id = $2 AND lesson_id = $3 FOR UPDATE`,
    [userId, courseId, lessonId],
  );
  return row!;
}

/**
 * Adds a played stretch [fromMs, toMs) to the watched ranges (a union: playing a part again adds
 * nothing) and keeps the position; answers the new watched length.
 */
export async function addPlayed(
  tx: SqlTransaction,
  key: { userId: number; courseId: number; lessonId: number },
  fromMs: number,
  toMs: number,
  positionMs: number,
) {
  const [row] = await tx.query<{ watched_ms: number }>(
    `WITH n AS (
       SELECT CASE WHEN $4::int < $5::int THEN p.watched + int4multirange(int4range($4, $5)) ELSE p.watched END AS w
         FROM lesson_progress p WHERE p.user_id = $1 AND p.course_id = $2 AND p.lesson_id = $3)
     UPDATE lesson_progress p
        SET watched = n.w,
            watched_ms = (SELECT coalesce(sum(upper(r) - lower(r)), 0) FROM unnest(n.w) r),
            position_ms = $6, reported_at = clock_timestamp(), updated_at = now()
       FROM n
      WHERE p.user_id = $1 AND p.course_id = $2 AND p.lesson_id = $3
      RETURNING p.watched_ms`,
    [key.userId, key.courseId, key.lessonId, fromMs, toMs, positionMs],
  );
  return row!.watched_ms;
}

export const addLearningSeconds = (tx: SqlTransaction, userId: number, seconds: number) =>
  seconds > 0 ? tx.query('SELECT learning_add_seconds($1, $2)', [userId, seconds]) : Promise.resolve([]);

/** learning_complete_lesson (0013_learning.sql): true only the first time. */
export async function completeLesson(tx: SqlTransaction, userId: number, lessonId: number) {
  const [row] = await tx.query<{ done: boolean }>('SELECT learning_complete_lesson($1, $2) AS done', [
    userId,
    lessonId,
  ]);
  return row!.done;
}

export const touchEnrollment = (tx: SqlTransaction, userId: number, courseId: number, lessonId: number) =>
  tx.query(
    `UPDATE enrollments SET last_lesson_id = $3, last_activity_at = now() WHERE user_id = $1 AND course_id = $2`,
    [userId, courseId, lessonId],
  );

/**
 * The lessons of course c in curriculum order (s, l), each with the learner $1's row of it (p,
 * when there is one) and its video (f). Sections of the course first, then their lessons: a
 * lesson's section is of its own course (0016_learning_indexes.sql). The progress row is a lookup
 * on the primary key per lesson (LIMIT 1 keeps it one: a plain join let the planner, which
 * expects one row of progress per learner and course where there are hundreds, rescan them all
 * for every lesson). Archived lessons (0030_lesson_archive.sql) are left out; their progress rows stay.
 */
const courseLessons = `FROM course_sections s
               JOIN lessons l ON l.section_id = s.id AND l.archived_at IS NULL
               LEFT JOIN LATERAL (
                 SELECT p.completed_at, p.watched_ms, p.position_ms FROM lesson_progress p
                  WHERE p.user_id = $1 AND p.course_id = c.id AND p.lesson_id = l.id LIMIT 1) p ON true
               LEFT JOIN stored_files f ON f.id = l.file_id
              WHERE s.course_id = c.id`;

/** A lesson's progress, the contract's lessonProgress, as json_build_object pairs (aliases l, p, f). */
const lessonProgressPairs = `'lesson_id', l.id, 'completed', p.completed_at IS NOT NULL,
              'completed_at', ${isoSql('p.completed_at')},
              'watched_percent', CASE WHEN coalesce(f.duration_ms, 0) <> 0
                THEN least(100, floor(1000 * coalesce(p.watched_ms, 0)::float8 / f.duration_ms + 0.5) / 10)
                ELSE 0 END,
              'position_seconds', coalesce(p.position_ms, 0)::float8 / 1000`;

/** Completed lessons over lessons, never above 100 (aliases e, c). */
const progressPercent = `CASE WHEN c.lessons_count > 0
                              THEN least(100, (100 * e.completed_lessons) / c.lessons_count) ELSE 0 END`;

/** The learner's ($1) certificate of course c, or null. */
const certificateCode = `(SELECT code FROM certificates ct WHERE ct.user_id = $1 AND ct.course_id = c.id)`;

/** The contract's courseProgress of learner $1 in course c (aliases c, e: the enrolment). */
const courseProgressObject = `json_build_object(
              'course_id', c.id,
              'progress_percent', ${progressPercent},
              'completed_lessons', least(e.completed_lessons, c.lessons_count),
              'lessons_count', c.lessons_count,
              'completed_at', ${isoSql('e.completed_at')},
              'certificate_code', ${certificateCode},
              'lessons', coalesce((SELECT json_agg(json_build_object(${lessonProgressPairs})
                          ORDER BY s.position, l.position, l.id)
                     ${courseLessons}), '[]'))`;

/**
 * What add-lesson-progress answers, as JSON text: the reported lesson's progress with its course's
 * share and certificate (the contract's lessonProgressResult).
 */
export async function lessonProgressResultJson(
  tx: SqlTransaction,
  key: { userId: number; courseId: number; lessonId: number },
) {
  const [row] = await tx.query<{ data: string }>(
    `SELECT json_build_object(${lessonProgressPairs}, 'course_id', c.id,
              'progress_percent', ${progressPercent}, 'certificate_code', ${certificateCode})::text AS data
       FROM enrollments e
       JOIN courses c ON c.id = e.course_id
       JOIN lessons l ON l.id = $3 AND l.course_id = c.id
       LEFT JOIN lesson_progress p ON p.user_id = $1 AND p.course_id = $2 AND p.lesson_id = l.id
       LEFT JOIN stored_files f ON f.id = l.file_id
      WHERE e.user_id = $1 AND e.course_id = $2`,
    [key.userId, key.courseId, key.lessonId],
  );
  return row!.data;
}

/**
 * get-lesson-progress's answer in one statement: whether course $2 is one of tenant $3's, and
 * when the learner owns it, the contract's courseProgress as JSON text built by PostgreSQL
 * (percent never above 100, times as toISOString() writes them, watched share to a tenth of a
 * percent).
 */
export async function courseProgressJson(sql: SqlRunner, tenantId: number, userId: number, courseId: number) {
  const [row] = await sql.query<{ course: boolean; data: string | null }>(
    `SELECT c.id IS NOT NULL AS course,
            CASE WHEN e.id IS NOT NULL THEN ${courseProgressObject}::text END AS data
       FROM (SELECT 1) one
       LEFT JOIN courses c ON c.id = $2 AND c.tenant_id = $3
       LEFT JOIN enrollments e ON e.user_id = $1 AND e.course_id = c.id`,
    [userId, courseId, tenantId],
  );
  return row!;
}

/**
 * get-lesson-progress without course_id (the spec's form): the learner's progress in every course of
 * tenant $2 they own, most recently bought first, as one JSON array built by PostgreSQL.
 */
export async function allCourseProgressJson(sql: SqlRunner, tenantId: number, userId: number) {
  const [row] = await sql.query<{ data: string }>(
    `SELECT coalesce(json_agg(${courseProgressObject} ORDER BY e.created_at DESC, c.id), '[]')::text AS data
       FROM enrollments e
       JOIN courses c ON c.id = e.course_id AND c.tenant_id = $2
      WHERE e.user_id = $1`,
    [userId, tenantId],
  );
  return row!.data;
}

import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';

export interface LessonForProgress {
  course_id: number;
  type: 'video' | 'text' | 'pdf' | 'quiz';
  duration_ms: number | null;
  owned: boolean;
}

/** A lesson of the tenant, with whether the user owns its course; none for another tenant's. */
export async function lessonForProgress(sql: SqlRunner, tenantId: number, userId: number, lessonId: number) {
  const [row] = await sql.query<LessonForProgress>(
    `SELECT l.course_id, l.type, f.duration_ms,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $3 AND e.course_id = l.course_id) AS owned
       FROM lessons l
       JOIN courses c ON c.id = l.course_id AND c.tenant_id = $2
       LEFT JOIN stored_files f ON f.id = l.file_id AND f.tenant_id = c.tenant_id
      WHERE l.id = $1`,
    [lessonId, tenantId, userId],
  );
  return row ?? null;
}

/** The learner's row of a lesson, created empty when missing, locked for this transaction. */
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
  const [row] = await tx.query<{ watched_ms: number; since_ms: number | null; completed: boolean }>(
    `SELECT watched_ms, (extract(epoch FROM clock_timestamp() - reported_at) * 1000)::float8 AS since_ms,
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

export interface CourseProgressRow {
  completed_lessons: number;
  lessons_count: number;
  completed_at: Date | string | null;
  certificate_code: string | null;
  lessons: {
    lesson_id: number;
    completed_at: string | null;
    watched_ms: number | null;
    position_ms: number | null;
    duration_ms: number | null;
  }[];
}

/** The learner's progress in one owned course, lesson by lesson, built as JSON by PostgreSQL. */
export async function courseProgressRow(sql: SqlRunner | SqlTransaction, userId: number, courseId: number) {
  const [row] = await sql.query<CourseProgressRow>(
    `SELECT e.completed_lessons, c.lessons_count, e.completed_at,
            (SELECT code FROM certificates ct WHERE ct.user_id = $1 AND ct.course_id = $2) AS certificate_code,
            coalesce((SELECT json_agg(json_build_object(
                        'lesson_id', l.id, 'completed_at', p.completed_at, 'watched_ms', p.watched_ms,
                        'position_ms', p.position_ms, 'duration_ms', f.duration_ms)
                      ORDER BY s.position, l.position, l.id)
               FROM lessons l
               JOIN course_sections s ON s.id = l.section_id
               LEFT JOIN lesson_progress p ON p.user_id = $1 AND p.course_id = $2 AND p.lesson_id = l.id
               LEFT JOIN stored_files f ON f.id = l.file_id
              WHERE l.course_id = $2), '[]') AS lessons
       FROM enrollments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = $1 AND e.course_id = $2`,
    [userId, courseId],
  );
  return row ?? null;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { DEMO_LEARNER_EMAIL } from './catalog.ts';

/**
 * The demo learner's learning, so /profile/mycourse is lived in: of the three courses they own
 * (oldest enrolment first) the first is finished with its certificate, the second is complete but
 * for one reading (mark it done and the certificate follows), and the third is under way, stopped
 * part-way into a video. Four weeks of minutes learned fill the chart.
 *
 * Completion goes through learning_complete_lesson, the one path the app itself uses; the dates are
 * then moved into the past so the page reads like real history, and each completed quiz has the
 * passed attempt that completed it.
 */
/**
 * A quiz lesson the demo learner completed was passed: one closed attempt, every answer right,
 * ending when the lesson was completed, so their scores, reviews and attempts left agree with their
 * progress (issue 23 item 6). Option keys are the options' ids, as for attempts from before keys
 * were drawn (migration 0021): a closed attempt hands out no keys.
 */
async function seedPassedQuizzes(db: Db, userId: number, courseId: number) {
  await db.execute(sql`
    INSERT INTO quiz_attempts (quiz_id, user_id, number, started_at, deadline, question_order, option_order,
                               option_keys, closed_at, closed_by, points, score, passed)
    SELECT q.lesson_id, ${userId}, 1, a.started_at, a.started_at + make_interval(secs => q.time_limit_seconds),
           a.questions, a.options, a.options, p.completed_at, 'learner', cardinality(a.questions), 100, true
      FROM quizzes q
      JOIN lesson_progress p ON p.lesson_id = q.lesson_id AND p.user_id = ${userId} AND p.completed_at IS NOT NULL
      CROSS JOIN LATERAL (
        SELECT p.completed_at - make_interval(secs => least(q.time_limit_seconds * 0.8, 420)) AS started_at,
               (SELECT array_agg(id ORDER BY position) FROM quiz_questions WHERE quiz_id = q.lesson_id) AS questions,
               (SELECT array_agg(o.id ORDER BY qq.position, o.position)
                  FROM quiz_options o JOIN quiz_questions qq ON qq.id = o.question_id
                 WHERE qq.quiz_id = q.lesson_id) AS options) a
     WHERE p.course_id = ${courseId} AND a.questions IS NOT NULL
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO quiz_answers (attempt_id, question_id, option_ids, text_answer, credit, saved_at)
    SELECT a.id, qq.id,
           coalesce((SELECT array_agg(o.id ORDER BY o.position) FROM quiz_options o
                      WHERE o.question_id = qq.id AND o.is_correct), '{}'),
           CASE WHEN qq.kind = 'short_text' THEN qq.accepted_answers[1] END, 1, a.closed_at - interval '1 minute'
      FROM quiz_attempts a
      JOIN quiz_questions qq ON qq.quiz_id = a.quiz_id
      JOIN lessons l ON l.id = a.quiz_id
     WHERE a.user_id = ${userId} AND l.course_id = ${courseId}
    ON CONFLICT DO NOTHING`);
}

export async function seedLearning(db: Db, tenant: { id: number }) {
  type Owned = { user_id: number; course_id: number; k: number };
  const result = (await db.execute(sql`
    SELECT e.user_id, e.course_id, row_number() OVER (ORDER BY e.created_at, e.id)::int AS k
      FROM enrollments e JOIN users u ON u.id = e.user_id
     WHERE e.tenant_id = ${tenant.id} AND u.email = ${DEMO_LEARNER_EMAIL}
     ORDER BY k`)) as unknown as { rows: Owned[] } | Owned[];
  // PGlite's and node-postgres's drivers answer in different shapes.
  const owned = Array.isArray(result) ? result : result.rows;
  if (owned.length === 0) return;
  const userId = owned[0]!.user_id;
  const plan = [
    { courseId: owned[0]?.course_id, leave: 'none', daysAgo: 9 },
    { courseId: owned[1]?.course_id, leave: 'last text', daysAgo: 2 },
    { courseId: owned[2]?.course_id, leave: 'after three', daysAgo: 0 },
  ] as const;
  for (const { courseId, leave, daysAgo } of plan) {
    if (courseId === undefined) continue;
    // Lessons in curriculum order; which ones to complete depends on the plan.
    await db.execute(sql`
      WITH ordered AS (
        SELECT l.id, l.type, row_number() OVER (ORDER BY s.position, l.position, l.id) AS n,
               max(CASE WHEN l.type = 'text' THEN s.position * 1000 + l.position END) OVER () AS last_text,
               s.position * 1000 + l.position AS pos
          FROM lessons l JOIN course_sections s ON s.id = l.section_id
         WHERE l.course_id = ${courseId})
      SELECT learning_complete_lesson(${userId}, id)
        FROM ordered
       WHERE ${leave} = 'none'
          OR (${leave} = 'last text' AND pos <> last_text)
          OR (${leave} = 'after three' AND n <= 3)
       ORDER BY n`);
    // Completed videos were watched whole; the history moves back to the plan's day.
    await db.execute(sql`
      UPDATE lesson_progress p
         SET watched = CASE WHEN f.duration_ms IS NULL THEN p.watched ELSE int4multirange(int4range(0, f.duration_ms)) END,
             watched_ms = coalesce(f.duration_ms, 0), position_ms = coalesce(f.duration_ms, 0),
             completed_at = now() - make_interval(days => ${daysAgo}, hours => 3),
             updated_at = now() - make_interval(days => ${daysAgo}, hours => 3),
             started_at = now() - make_interval(days => ${daysAgo}, hours => 4)
        FROM lessons l LEFT JOIN stored_files f ON f.id = l.file_id AND l.type = 'video'
       WHERE p.lesson_id = l.id AND p.user_id = ${userId} AND p.course_id = ${courseId}`);
    await db.execute(sql`
      UPDATE enrollments
         SET last_activity_at = now() - make_interval(days => ${daysAgo}, hours => 3),
             completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE now() - make_interval(days => ${daysAgo}, hours => 3) END
       WHERE user_id = ${userId} AND course_id = ${courseId}`);
    await db.execute(sql`
      UPDATE certificates SET issued_at = now() - make_interval(days => ${daysAgo}, hours => 3)
       WHERE user_id = ${userId} AND course_id = ${courseId}`);
    await seedPassedQuizzes(db, userId, courseId);
  }
  // The course under way: stopped 12 s into the first video not yet completed.
  const current = plan[2].courseId;
  if (current !== undefined) {
    await db.execute(sql`
      INSERT INTO lesson_progress (user_id, course_id, lesson_id, watched, watched_ms, position_ms, updated_at,
                                   started_at)
      SELECT ${userId}, l.course_id, l.id, int4multirange(int4range(0, 12000)), 12000, 12000, now() - interval '2 hours',
             now() - interval '2 hours 1 minute'
        FROM lessons l JOIN course_sections s ON s.id = l.section_id
       WHERE l.course_id = ${current} AND l.type = 'video'
         AND NOT EXISTS (SELECT 1 FROM lesson_progress p WHERE p.user_id = ${userId} AND p.lesson_id = l.id)
       ORDER BY s.position, l.position LIMIT 1
      ON CONFLICT DO NOTHING`);
  }
  // Minutes learned over the last four weeks: a learner who studies most weekdays.
  await db.execute(sql`DELETE FROM learning_days WHERE user_id = ${userId}`);
  await db.execute(sql`
    INSERT INTO learning_days (user_id, day, seconds)
    SELECT ${userId}, d::date, (8 + (extract(doy FROM d)::int * 37) % 41) * 60
      FROM generate_series((now() AT TIME ZONE 'Asia/Jakarta')::date - 27,
                           (now() AT TIME ZONE 'Asia/Jakarta')::date, interval '1 day') d
     WHERE extract(isodow FROM d) < 6 AND extract(doy FROM d)::int % 4 <> 0`);
}

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
 * then moved into the past so the page reads like real history.
 */
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

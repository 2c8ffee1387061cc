import type { SqlRunner } from '../../../db/client.ts';
import type { RatingSummary } from '@app/contract/catalog/schemas';
import { num } from '../sql.ts';

export async function getRating(
  sql: SqlRunner,
  courseId: number,
  userId: number | null,
): Promise<RatingSummary> {
  const [row] = await sql.query(
    `SELECT c.rating_avg::float8 AS average, c.rating_count, c.rating_1, c.rating_2, c.rating_3, c.rating_4,
            c.rating_5, (SELECT r.rating FROM course_ratings r WHERE r.course_id = c.id AND r.user_id = $2) AS mine
       FROM courses c WHERE c.id = $1`,
    [courseId, userId ?? 0],
  );
  return {
    course_id: courseId,
    average: num(row?.average),
    count: num(row?.rating_count),
    distribution: {
      1: num(row?.rating_1),
      2: num(row?.rating_2),
      3: num(row?.rating_3),
      4: num(row?.rating_4),
      5: num(row?.rating_5),
    },
    my_rating: row?.mine === null || row?.mine === undefined ? null : num(row.mine),
  };
}

/**
 * One rating per user per course: an upsert on the primary key replaces the old one. The
 * course's distribution follows through the course_ratings trigger, so the average and count
 * stay consistent under concurrent raters.
 */
export async function rateCourse(sql: SqlRunner, courseId: number, userId: number, rating: number) {
  await sql.query(
    `INSERT INTO course_ratings (course_id, user_id, rating) VALUES ($1, $2, $3)
     ON CONFLICT (course_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, updated_at = now()`,
    [courseId, userId, rating],
  );
  return getRating(sql, courseId, userId);
}

import type { SqlRunner } from '../../../db/client.ts';
import { forbidden } from '../../../lib/http-errors.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';
import type { CatalogCaches } from '../answers.ts';
import { ownsCourse, requireCourse } from '../courses/service.ts';
import { limits } from '../limits.ts';
import { getRating, rateCourse } from './queries.ts';

export async function ratingOf(sql: SqlRunner, tenantId: number, courseKey: string, userId: number | null) {
  const courseId = await requireCourse(sql, tenantId, courseKey);
  return getRating(sql, courseId, userId);
}

/** Only learners who own a course rate it, 1 to 5, one rating each (product §12). */
export async function rate(
  sql: SqlRunner,
  limiter: RateLimiter,
  caches: CatalogCaches,
  tenantId: number,
  userId: number,
  courseKey: number,
  rating: number,
) {
  await limiter.check([[limits.ratingUser, String(userId)]]);
  const courseId = await requireCourse(sql, tenantId, courseKey);
  if (!(await ownsCourse(sql, userId, courseId)))
    throw forbidden('Only learners who own this course can rate it');
  const summary = await rateCourse(sql, courseId, userId, rating);
  // Cached pages show the average: drop this instance's.
  caches.search.clear();
  caches.list.clear();
  return summary;
}

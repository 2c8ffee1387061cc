import type { Caller, SignedInCaller } from '../../../lib/caller.ts';
import { forbidden } from '../../../lib/http-errors.ts';
import type { CatalogContext } from '../context.ts';
import { ownsCourse, requireCourse } from '../courses/service.ts';
import { limits } from '../limits.ts';
import { getRating, rateCourse } from './queries.ts';

export async function ratingOf(ctx: CatalogContext, caller: Caller, courseKey: string) {
  const courseId = await requireCourse(ctx.sql, caller.tenant.id, courseKey);
  return getRating(ctx.sql, courseId, caller.user?.id ?? null);
}

/** Only learners who own a course rate it, 1 to 5, one rating each (product §12). */
export async function rate(
  ctx: CatalogContext,
  caller: SignedInCaller,
  { courseKey, rating }: { courseKey: number; rating: number },
) {
  const userId = caller.user.id;
  await ctx.limiter.check([[limits.ratingUser, String(userId)]]);
  const courseId = await requireCourse(ctx.sql, caller.tenant.id, courseKey);
  if (!(await ownsCourse(ctx.sql, userId, courseId)))
    throw forbidden('Only learners who own this course can rate it', 'course_not_owned');
  const summary = await rateCourse(ctx.sql, courseId, userId, rating);
  // Cached pages show the average: drop this instance's.
  ctx.caches.search.clear();
  ctx.caches.list.clear();
  return summary;
}

import type { Locale } from '@app/contract/envelope';
import type { MyCourse, MyLearning, MyLearningFilter } from '@app/contract/learning/schemas';
import { iso, isoOrNull } from '../../../lib/localized-sql.ts';
import type { LearningContext } from '../context.ts';
import { assertOwnEmail } from '../learner.ts';
import { activityRows, myCourseRows, type MyCourseRow } from './queries.ts';

function toMyCourse(r: MyCourseRow): MyCourse {
  const completed = Math.min(r.completed_lessons, r.lessons_count);
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    image: r.image,
    mentor_name: r.mentor_name,
    category_name: r.category_name,
    duration_minutes: r.duration_minutes,
    lessons_count: r.lessons_count,
    completed_lessons: completed,
    progress_percent:
      r.lessons_count > 0 ? Math.min(100, Math.floor((100 * completed) / r.lessons_count)) : 0,
    enrolled_at: iso(r.enrolled_at),
    last_activity_at: isoOrNull(r.last_activity_at),
    completed_at: isoOrNull(r.completed_at),
    next_lesson: r.next_id === null ? null : { id: r.next_id, title: r.next_title!, type: r.next_type! },
    certificate_code: r.certificate_code,
  };
}

/** get-my-learning/{email}: owned courses (filtered by tab), the tab counts and the activity chart. */
export async function myLearningOf(
  ctx: LearningContext,
  tenantId: number,
  lang: Locale,
  user: { id: number; email: string },
  email: string,
  filter: MyLearningFilter,
): Promise<MyLearning> {
  assertOwnEmail(user, email);
  const [rows, days] = await Promise.all([
    myCourseRows(ctx.sql, tenantId, lang, user.id),
    activityRows(ctx.sql, user.id),
  ]);
  const all = rows.map(toMyCourse);
  const completed = all.filter((c) => c.completed_at !== null);
  return {
    courses:
      filter === 'all'
        ? all
        : filter === 'completed'
          ? completed
          : all.filter((c) => c.completed_at === null),
    counts: { all: all.length, in_progress: all.length - completed.length, completed: completed.length },
    activity: days.map((d) => ({ day: d.day, minutes: Math.round(d.seconds / 6) / 10 })),
  };
}

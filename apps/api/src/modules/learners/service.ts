import { LEARNER_LIMITS, progressBuckets } from '@app/contract/learners/constants';
import type {
  CourseLearnersExportQuery,
  CourseLearnersQuery,
  LearnerCourseQuery,
} from '@app/contract/learners/schemas';
import type { SqlRunner } from '../../db/client.ts';
import type { SignedInCaller } from '../../lib/caller.ts';
import { notFound } from '../../lib/http-errors.ts';
import { csvLine } from '../../lib/csv.ts';
import * as q from './queries.ts';

/**
 * A learner's progress in a course as these reports count it (decision 52), as SQL over the
 * enrolment `e` and the course `c`: the corporate cohort reports it alike.
 */
export { PROGRESS as progressSql } from './queries.ts';

/** What the learner reports need from the app. */
export interface LearnersContext {
  sql: SqlRunner;
}

/** docs/product.md "The studio": an admin sees the whole company, a contributor their courses. */
const viewerOf = (caller: SignedInCaller): q.Viewer => ({
  tenantId: caller.tenant.id,
  userId: caller.user.role === 'admin' ? null : caller.user.id,
});

export async function courses(ctx: LearnersContext, caller: SignedInCaller) {
  return { courses: await q.courseList(ctx.sql, viewerOf(caller), caller.lang) };
}

/** The course, or 404 when it is another company's or (for a contributor) another mentor's. */
async function courseOf(ctx: LearnersContext, caller: SignedInCaller, id: number) {
  const course = await q.visibleCourse(ctx.sql, viewerOf(caller), id, caller.lang);
  if (!course) throw notFound('No such course in your studio');
  return course;
}

export async function course(
  ctx: LearnersContext,
  caller: SignedInCaller,
  id: number,
  query: LearnerCourseQuery,
) {
  const found = await courseOf(ctx, caller, id);
  const [figures, quizzes, timeZone] = await Promise.all([
    q.courseFigures(ctx.sql, found, query.stuck_days),
    q.quizReports(ctx.sql, id, caller.lang),
    q.timeZone(ctx.sql, caller.tenant.id),
  ]);
  const { buckets, stuck, ...rest } = figures;
  return {
    course: found,
    time_zone: timeZone,
    ...rest,
    progress: progressBuckets.map((bucket) => ({ bucket, learners: buckets[bucket] ?? 0 })),
    stuck_days: query.stuck_days,
    stuck,
    quizzes,
  };
}

export async function learners(
  ctx: LearnersContext,
  caller: SignedInCaller,
  id: number,
  query: CourseLearnersQuery,
) {
  await courseOf(ctx, caller, id);
  const perPage = LEARNER_LIMITS.perPage;
  const rows = await q.learnersPage(ctx.sql, id, {
    stuckDays: query.stuck_days ?? null,
    limit: perPage + 1,
    offset: (query.page - 1) * perPage,
    after: null,
  });
  return {
    items: rows.slice(0, perPage).map(q.learnerOf),
    page: query.page,
    per_page: perPage,
    has_more: rows.length > perPage,
  };
}

const CSV_HEADER = [
  'learner_id',
  'name',
  'email',
  'enrolled_at',
  'completed_lessons',
  'lessons',
  'progress_percent',
  'completed_at',
  'last_activity_at',
  'idle_days',
];

/**
 * The list's learners as CSV lines, a page of the database at a time (queries.ts exportLearners):
 * memory stays flat however many learners there are. The course is checked before the first line.
 */
export async function exportLearners(
  ctx: LearnersContext,
  caller: SignedInCaller,
  id: number,
  query: CourseLearnersExportQuery,
) {
  const found = await courseOf(ctx, caller, id);
  const stuckDays = query.stuck_days ?? null;
  const pages = q.exportLearners(ctx.sql, id, stuckDays);
  async function* lines() {
    // A byte-order mark: spreadsheets then read the names as UTF-8.
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    for await (const rows of pages)
      yield rows
        .map((r) =>
          csvLine([
            r.id,
            r.full_name,
            r.email,
            new Date(r.enrolled_at).toISOString(),
            r.completed_lessons,
            found.lessons_count,
            r.progress,
            r.completed_at && new Date(r.completed_at).toISOString(),
            r.last_activity_at && new Date(r.last_activity_at).toISOString(),
            r.idle_days,
          ]),
        )
        .join('');
  }
  const name = stuckDays === null ? 'learners' : `stuck-${stuckDays}d`;
  return { filename: `course-${id}-${name}.csv`, lines: lines() };
}

export async function learner(ctx: LearnersContext, caller: SignedInCaller, id: number) {
  const viewer = viewerOf(caller);
  const [detail, timeZone] = await Promise.all([
    q.learnerDetail(ctx.sql, viewer, id, caller.lang, LEARNER_LIMITS.recent),
    q.timeZone(ctx.sql, viewer.tenantId),
  ]);
  if (!detail) throw notFound('No such learner in your studio');
  return { ...detail, time_zone: timeZone };
}

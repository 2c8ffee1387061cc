import type { ProgressBucket } from '@app/contract/learners/constants';
import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../db/client.ts';
import { iso, isoOrNull, text } from '../../lib/localized-sql.ts';

/**
 * Data access of the studio's learner reports (docs/product.md "The studio": learners). Every
 * statement names the company, and for a contributor (`viewer.userId` set) only the courses whose
 * mentor they are; `$1` is the company and `$2` the contributor (null for an admin) throughout.
 */

type Sql = Pick<SqlRunner, 'query'>;

export interface Viewer {
  tenantId: number;
  userId: number | null;
}

const inScope = (col: string) =>
  `($2::int IS NULL OR ${col} IN (SELECT c.id FROM courses c JOIN mentors m ON m.id = c.mentor_id
                                    WHERE c.tenant_id = $1 AND m.user_id = $2))`;

/**
 * A learner's progress in whole percent: completed lessons over the course's live lessons (`e` the
 * enrolment, `c` the course; the corporate cohort reads it too).
 */
export const PROGRESS = `CASE WHEN c.lessons_count > 0
  THEN least(100, floor(e.completed_lessons * 100.0 / c.lessons_count))::int ELSE 0 END`;

/** When a learner last did something in the course (their enrolment, before any activity). */
const ACTIVE_AT = 'coalesce(e.last_activity_at, e.created_at)';

export async function timeZone(sql: Sql, tenantId: number) {
  const [row] = await sql.query<{ time_zone: string }>('SELECT time_zone FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  return row!.time_zone;
}

interface KeptRow {
  course_id: number;
  completed_lessons: number;
  learners: number;
  completed: number;
  learned_ms: string;
}

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

/** A learner's progress in whole percent, as PROGRESS has it. */
const progressOf = (completedLessons: number, lessonsCount: number) =>
  lessonsCount > 0 ? Math.min(100, Math.floor((completedLessons * 100) / lessonsCount)) : 0;

const bucketOf = (progress: number): ProgressBucket =>
  progress === 0
    ? '0'
    : progress < 25
      ? '1-24'
      : progress < 50
        ? '25-49'
        : progress < 75
          ? '50-74'
          : progress < 100
            ? '75-99'
            : '100';

/**
 * The figures the database keeps for the given courses (0040_learner_figures.sql): the folded
 * counts plus the changes not folded yet, so they are exact, per course and count of completed
 * lessons; a course's row of -1 holds its time learned only.
 */
async function keptFigures(sql: Sql, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, KeptRow[]>();
  const rows = await sql.query<KeptRow>(
    `SELECT course_id, completed_lessons, sum(learners)::int AS learners, sum(completed)::int AS completed,
            sum(learned_ms)::text AS learned_ms
       FROM (SELECT course_id, completed_lessons, learners, completed, learned_ms
               FROM course_learner_counts WHERE course_id = ANY($1::int[])
             UNION ALL
             SELECT course_id, completed_lessons, learners, completed, learned_ms
               FROM course_learner_deltas WHERE course_id = ANY($1::int[])) x
      GROUP BY 1, 2`,
    [courseIds],
  );
  const byCourse = new Map<number, KeptRow[]>();
  for (const row of rows) {
    const kept = byCourse.get(row.course_id);
    if (kept) kept.push(row);
    else byCourse.set(row.course_id, [row]);
  }
  return byCourse;
}

/**
 * A course's latest activity: the first entry with one in enrollments_course_activity_idx (among
 * enrolments with an activity, their activity is the index's order).
 */
const LAST_ACTIVITY = (course: string) => `(SELECT e.last_activity_at FROM enrollments e
   WHERE e.course_id = ${course} AND e.last_activity_at IS NOT NULL
   ORDER BY ${ACTIVE_AT} DESC, e.user_id DESC LIMIT 1)`;

/** A course's figures and progress buckets from its kept rows, with its lesson count of today. */
function figuresOf(rows: KeptRow[], lessonsCount: number, last: Date | null) {
  let enrolments = 0;
  let completed = 0;
  let notStarted = 0;
  let learnedMs = 0;
  const buckets: Partial<Record<ProgressBucket, number>> = {};
  for (const r of rows) {
    learnedMs += Number(r.learned_ms);
    if (r.completed_lessons < 0 || r.learners === 0) continue;
    enrolments += r.learners;
    completed += r.completed;
    if (r.completed_lessons === 0) notStarted += r.learners;
    const bucket = bucketOf(progressOf(r.completed_lessons, lessonsCount));
    buckets[bucket] = (buckets[bucket] ?? 0) + r.learners;
  }
  return {
    figures: {
      enrolments,
      completed,
      completion_rate: rate(completed, enrolments),
      not_started: notStarted,
      minutes_learned: Math.round(learnedMs / 60_000),
      last_activity_at: isoOrNull(last),
    },
    buckets,
  };
}

/** Every course the viewer may see with its figures, by title. */
export async function courseList(sql: Sql, viewer: Viewer, lang: Locale) {
  const rows = await sql.query<{
    id: number;
    title: string;
    lessons_count: number;
    last_activity_at: Date | null;
  }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title, c.lessons_count, ${LAST_ACTIVITY('c.id')} AS last_activity_at
       FROM courses c
      WHERE c.tenant_id = $1 AND ${inScope('c.id')}
      ORDER BY 2, 1`,
    [viewer.tenantId, viewer.userId],
  );
  const kept = await keptFigures(
    sql,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    lessons_count: r.lessons_count,
    ...figuresOf(kept.get(r.id) ?? [], r.lessons_count, r.last_activity_at).figures,
  }));
}

/** The course if the viewer may see it. */
export async function visibleCourse(sql: Sql, viewer: Viewer, courseId: number, lang: Locale) {
  const [row] = await sql.query<{ id: number; title: string; lessons_count: number }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title, c.lessons_count FROM courses c
      WHERE c.id = $3 AND c.tenant_id = $1 AND ${inScope('c.id')}`,
    [viewer.tenantId, viewer.userId, courseId],
  );
  return row ?? null;
}

/**
 * A course's figures, progress buckets and its stuck learners' count (those idle for `stuckDays`:
 * it moves with the clock, so it is counted, from enrollments_course_idle_idx).
 */
export async function courseFigures(
  sql: Sql,
  course: { id: number; lessons_count: number },
  stuckDays: number,
) {
  const [kept, [row]] = await Promise.all([
    keptFigures(sql, [course.id]),
    sql.query<{ stuck: number; last_activity_at: Date | null }>(
      `SELECT (SELECT count(*)::int FROM enrollments e
                WHERE e.course_id = $1 AND e.completed_at IS NULL
                  AND ${ACTIVE_AT} < now() - make_interval(days => $2)) AS stuck,
              ${LAST_ACTIVITY('$1')} AS last_activity_at`,
      [course.id, stuckDays],
    ),
  ]);
  const { figures, buckets } = figuresOf(
    kept.get(course.id) ?? [],
    course.lessons_count,
    row!.last_activity_at,
  );
  return { ...figures, stuck: row!.stuck, buckets };
}

/** Folds the waiting changes of the learner figures into their counts (a job every few seconds). */
export async function foldLearnerFigures(sql: Sql) {
  const [row] = await sql.query<{ n: number }>('SELECT fold_course_learners() AS n');
  return row!.n;
}

/** The course's live quizzes with their closed attempts' figures, in curriculum order. */
export async function quizReports(sql: Sql, courseId: number, lang: Locale) {
  const quizzes = await sql.query<{
    id: number;
    title: string;
    pass_mark: number;
    attempts: number;
    passed_attempts: number;
    learners: number;
    learners_passed: number;
  }>(
    `SELECT l.id, ${text('l', 'title', lang)} AS title, q.pass_mark,
            count(a.id)::int AS attempts, count(a.id) FILTER (WHERE a.passed)::int AS passed_attempts,
            count(DISTINCT a.user_id)::int AS learners,
            count(DISTINCT a.user_id) FILTER (WHERE a.passed)::int AS learners_passed
       FROM lessons l
       JOIN course_sections s ON s.id = l.section_id
       JOIN quizzes q ON q.lesson_id = l.id
       LEFT JOIN quiz_attempts a ON a.quiz_id = q.lesson_id AND a.closed_at IS NOT NULL
      WHERE l.course_id = $1 AND l.archived_at IS NULL
      GROUP BY l.id, s.position, q.pass_mark
      ORDER BY s.position, l.position, l.id`,
    [courseId],
  );
  if (quizzes.length === 0) return [];
  const ids = quizzes.map((q) => q.id);
  const [questions, options] = await Promise.all([
    sql.query<{
      id: number;
      quiz_id: number;
      position: number;
      kind: 'single' | 'multiple' | 'true_false' | 'short_text';
      prompt: string;
      answered: number;
      right: number;
    }>(
      `SELECT qq.id, qq.quiz_id, qq.position, qq.kind, qq.prompt,
              count(x.attempt_id) FILTER (WHERE cardinality(x.option_ids) > 0 OR coalesce(x.text_answer, '') <> '')::int AS answered,
              count(x.attempt_id) FILTER (WHERE x.credit = 1)::int AS "right"
         FROM quiz_questions qq
         LEFT JOIN (quiz_answers x JOIN quiz_attempts a ON a.id = x.attempt_id AND a.closed_at IS NOT NULL)
           ON x.question_id = qq.id
        WHERE qq.quiz_id = ANY($1::int[]) AND qq.archived_at IS NULL
        GROUP BY qq.id ORDER BY qq.quiz_id, qq.position`,
      [ids],
    ),
    sql.query<{ id: number; question_id: number; text: string; is_correct: boolean; chosen: number }>(
      `WITH picks AS (
         SELECT unnest(x.option_ids) AS option_id, count(*)::int AS n
           FROM quiz_attempts a JOIN quiz_answers x ON x.attempt_id = a.id
          WHERE a.quiz_id = ANY($1::int[]) AND a.closed_at IS NOT NULL
          GROUP BY 1
       )
       SELECT o.id, o.question_id, o.text, o.is_correct, coalesce(p.n, 0)::int AS chosen
         FROM quiz_questions qq JOIN quiz_options o ON o.question_id = qq.id
         LEFT JOIN picks p ON p.option_id = o.id
        WHERE qq.quiz_id = ANY($1::int[]) AND qq.archived_at IS NULL
        ORDER BY o.question_id, o.position`,
      [ids],
    ),
  ]);
  return quizzes.map((quiz) => ({
    ...quiz,
    pass_rate: rate(quiz.passed_attempts, quiz.attempts),
    questions: questions
      .filter((q) => q.quiz_id === quiz.id)
      .map(({ quiz_id: _, ...q }) => ({
        ...q,
        options: options.filter((o) => o.question_id === q.id).map(({ question_id: __, ...o }) => o),
      })),
  }));
}

interface LearnerRow {
  id: number;
  full_name: string;
  email: string;
  enrolled_at: Date;
  completed_lessons: number;
  progress: number;
  completed_at: Date | null;
  last_activity_at: Date | null;
  idle_days: number;
  /** The row's place in the list's order, to microseconds: where the next page starts. */
  key_at: string;
}

export const learnerOf = (r: LearnerRow) => ({
  id: r.id,
  full_name: r.full_name,
  email: r.email,
  enrolled_at: iso(r.enrolled_at),
  completed_lessons: r.completed_lessons,
  progress: r.progress,
  completed_at: isoOrNull(r.completed_at),
  last_activity_at: isoOrNull(r.last_activity_at),
  idle_days: r.idle_days,
});

/**
 * A page of a course's learners: the latest activity first, or, with `stuckDays`, only those who
 * have not completed it and did nothing for that many days, the longest idle first. Keyset on
 * (activity, user id) after `after`, and `offset` rows skipped (the screen's pages).
 */
export function learnersPage(
  sql: Sql,
  courseId: number,
  f: { stuckDays: number | null; limit: number; offset: number; after: { at: string; id: number } | null },
) {
  const stuck = f.stuckDays !== null;
  const dir = stuck ? 'ASC' : 'DESC';
  const cmp = stuck ? '>' : '<';
  return sql.query<LearnerRow>(
    `SELECT u.id, u.full_name, u.email, e.created_at AS enrolled_at, e.completed_lessons, ${PROGRESS} AS progress,
            e.completed_at, e.last_activity_at,
            floor(extract(epoch FROM now() - ${ACTIVE_AT}) / 86400)::int AS idle_days,
            to_char(${ACTIVE_AT} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key_at
       FROM enrollments e
       JOIN courses c ON c.id = e.course_id
       JOIN users u ON u.id = e.user_id
      WHERE e.course_id = $1
        AND ($2::int IS NULL OR (e.completed_at IS NULL AND ${ACTIVE_AT} < now() - make_interval(days => $2)))
        AND ($3::timestamptz IS NULL OR (${ACTIVE_AT}, e.user_id) ${cmp} ($3::timestamptz, $4::int))
      ORDER BY ${ACTIVE_AT} ${dir}, e.user_id ${dir}
      LIMIT $5 OFFSET $6`,
    [courseId, f.stuckDays, f.after?.at ?? null, f.after?.id ?? 0, f.limit, f.offset],
  );
}

/**
 * Every learner of the list in pages of `batch` read by keyset: each page is one short query, so
 * an export of 100,000 learners holds a page or two at a time. The next page is asked for before
 * this one is handed over.
 */
export async function* exportLearners(sql: Sql, courseId: number, stuckDays: number | null, batch = 1000) {
  const page = (after: { at: string; id: number } | null) =>
    learnersPage(sql, courseId, { stuckDays, limit: batch, offset: 0, after });
  let next: Promise<LearnerRow[]> | null = page(null);
  while (next) {
    const rows: LearnerRow[] = await next;
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    next = rows.length < batch ? null : page({ at: last.key_at, id: last.id });
    next?.catch(() => undefined);
    yield rows;
  }
}

/** One user of the company and what the viewer may see of them; null when nothing. */
export async function learnerDetail(sql: Sql, viewer: Viewer, userId: number, lang: Locale, recent: number) {
  const [user] = await sql.query<{ id: number; full_name: string; email: string; created_at: Date }>(
    'SELECT id, full_name, email, created_at FROM users WHERE id = $2 AND tenant_id = $1',
    [viewer.tenantId, userId],
  );
  if (!user) return null;
  const params = [viewer.tenantId, viewer.userId, userId];
  const [courses, attempts, orders] = await Promise.all([
    sql.query<{
      id: number;
      title: string;
      lessons_count: number;
      completed_lessons: number;
      progress: number;
      enrolled_at: Date;
      completed_at: Date | null;
      last_activity_at: Date | null;
      seconds: string;
    }>(
      `SELECT c.id, ${text('c', 'title', lang)} AS title, c.lessons_count, e.completed_lessons, ${PROGRESS} AS progress,
              e.created_at AS enrolled_at, e.completed_at, e.last_activity_at,
              (SELECT coalesce(sum(learned_ms(l.type, l.duration_minutes, p.watched_ms, p.completed_at)), 0) / 1000.0
                 FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id
                WHERE p.user_id = e.user_id AND p.course_id = e.course_id)::text AS seconds
         FROM enrollments e JOIN courses c ON c.id = e.course_id
        WHERE e.user_id = $3 AND c.tenant_id = $1 AND ${inScope('c.id')}
        ORDER BY e.last_activity_at DESC NULLS LAST, e.id DESC`,
      params,
    ),
    sql.query<{
      id: number;
      quiz_id: number;
      quiz_title: string;
      course_id: number;
      course_title: string;
      number: number;
      started_at: Date;
      closed_at: Date | null;
      score: string | null;
      passed: boolean | null;
    }>(
      `SELECT a.id, l.id AS quiz_id, ${text('l', 'title', lang)} AS quiz_title, c.id AS course_id,
              ${text('c', 'title', lang)} AS course_title, a.number, a.started_at, a.closed_at,
              a.score::text AS score, a.passed
         FROM quiz_attempts a JOIN lessons l ON l.id = a.quiz_id JOIN courses c ON c.id = l.course_id
        WHERE a.user_id = $3 AND c.tenant_id = $1 AND ${inScope('c.id')}
        ORDER BY a.started_at DESC, a.id DESC LIMIT ${recent}`,
      params,
    ),
    sql.query<{
      id: number;
      order_number: string;
      status: 'pending';
      currency: string;
      total_minor: string;
      course_id: number;
      course_title: string;
      created_at: Date;
    }>(
      `SELECT b.id, b.order_number, b.status, b.currency, b.total_minor, c.id AS course_id,
              ${text('c', 'title', lang)} AS course_title, b.created_at
         FROM bookings b JOIN courses c ON c.id = b.course_id
        WHERE b.user_id = $3 AND b.tenant_id = $1 AND ${inScope('b.course_id')}
        ORDER BY b.created_at DESC, b.id DESC LIMIT ${recent}`,
      params,
    ),
  ]);
  // A contributor sees a learner of their courses only: nothing in scope is as if they did not exist.
  if (viewer.userId !== null && courses.length === 0 && attempts.length === 0 && orders.length === 0)
    return null;
  return {
    learner: { id: user.id, full_name: user.full_name, email: user.email, joined_at: iso(user.created_at) },
    courses: courses.map((c) => ({
      id: c.id,
      title: c.title,
      lessons_count: c.lessons_count,
      completed_lessons: c.completed_lessons,
      progress: c.progress,
      enrolled_at: iso(c.enrolled_at),
      completed_at: isoOrNull(c.completed_at),
      last_activity_at: isoOrNull(c.last_activity_at),
      minutes_learned: Math.round(Number(c.seconds) / 60),
    })),
    attempts: attempts.map((a) => ({
      id: a.id,
      quiz: { id: a.quiz_id, title: a.quiz_title },
      course: { id: a.course_id, title: a.course_title },
      number: a.number,
      started_at: iso(a.started_at),
      closed_at: isoOrNull(a.closed_at),
      score: a.score === null ? null : Number(a.score),
      passed: a.passed,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      order_number: o.order_number,
      status: o.status,
      currency: o.currency,
      total_minor: Number(o.total_minor),
      course: { id: o.course_id, title: o.course_title },
      created_at: iso(o.created_at),
    })),
  };
}

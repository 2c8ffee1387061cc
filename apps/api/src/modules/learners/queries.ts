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

/**
 * Seconds learned per enrolment: video time played, plus the stated length of every other lesson
 * completed (as learning_complete_lesson counts a learner's minutes, 0013_learning.sql).
 */
const SECONDS_OF = (progress: string, lesson: string) =>
  `CASE WHEN ${lesson}.type = 'video' THEN ${progress}.watched_ms / 1000.0
        WHEN ${progress}.completed_at IS NOT NULL THEN ${lesson}.duration_minutes * 60 ELSE 0 END`;

export async function timeZone(sql: Sql, tenantId: number) {
  const [row] = await sql.query<{ time_zone: string }>('SELECT time_zone FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  return row!.time_zone;
}

interface FigureRow {
  enrolments: number;
  completed: number;
  not_started: number;
  last_activity_at: Date | null;
}

const FIGURES = `count(e.id)::int AS enrolments, count(e.completed_at)::int AS completed,
  count(e.id) FILTER (WHERE e.completed_lessons = 0)::int AS not_started,
  max(e.last_activity_at) AS last_activity_at`;

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

const figuresOf = (r: FigureRow, seconds: number) => ({
  enrolments: r.enrolments,
  completed: r.completed,
  completion_rate: rate(r.completed, r.enrolments),
  not_started: r.not_started,
  minutes_learned: Math.round(seconds / 60),
  last_activity_at: isoOrNull(r.last_activity_at),
});

/** Seconds learned by each course's current learners, for the given courses. */
async function secondsByCourse(sql: Sql, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await sql.query<{ course_id: number; seconds: string }>(
    `SELECT l.course_id, coalesce(sum(${SECONDS_OF('p', 'l')}), 0)::text AS seconds
       FROM lessons l
       JOIN lesson_progress p ON p.lesson_id = l.id
       JOIN enrollments e ON e.user_id = p.user_id AND e.course_id = l.course_id
      WHERE l.course_id = ANY($1::int[])
      GROUP BY l.course_id`,
    [courseIds],
  );
  return new Map(rows.map((r) => [r.course_id, Number(r.seconds)]));
}

/** Every course the viewer may see with its figures, by title. */
export async function courseList(sql: Sql, viewer: Viewer, lang: Locale) {
  const rows = await sql.query<FigureRow & { id: number; title: string; lessons_count: number }>(
    `SELECT c.id, ${text('c', 'title', lang)} AS title, c.lessons_count, ${FIGURES}
       FROM courses c LEFT JOIN enrollments e ON e.course_id = c.id
      WHERE c.tenant_id = $1 AND ${inScope('c.id')}
      GROUP BY c.id ORDER BY 2, 1`,
    [viewer.tenantId, viewer.userId],
  );
  const seconds = await secondsByCourse(
    sql,
    rows.filter((r) => r.enrolments > 0).map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    lessons_count: r.lessons_count,
    ...figuresOf(r, seconds.get(r.id) ?? 0),
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

/** A course's figures, progress buckets and its stuck learners' count. */
export async function courseFigures(sql: Sql, courseId: number, stuckDays: number) {
  const [row] = await sql.query<FigureRow & { buckets: Record<string, number> | null; stuck: number }>(
    `WITH e AS (
       SELECT e.*, ${PROGRESS} AS progress FROM enrollments e JOIN courses c ON c.id = e.course_id
        WHERE e.course_id = $1
     )
     SELECT ${FIGURES},
            count(e.id) FILTER (WHERE e.completed_at IS NULL
                                  AND ${ACTIVE_AT} < now() - make_interval(days => $2))::int AS stuck,
            (SELECT json_object_agg(b.bucket, b.n) FROM (
               SELECT CASE WHEN progress = 0 THEN '0' WHEN progress < 25 THEN '1-24'
                           WHEN progress < 50 THEN '25-49' WHEN progress < 75 THEN '50-74'
                           WHEN progress < 100 THEN '75-99' ELSE '100' END AS bucket, count(*)::int AS n
                 FROM e GROUP BY 1) b) AS buckets
       FROM e`,
    [courseId, stuckDays],
  );
  const seconds = (await secondsByCourse(sql, [courseId])).get(courseId) ?? 0;
  return { ...figuresOf(row!, seconds), stuck: row!.stuck, buckets: row!.buckets ?? {} };
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
              (SELECT coalesce(sum(${SECONDS_OF('p', 'l')}), 0) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressBuckets } from '@app/contract/learners/constants';
import type { LearnerCourseList, LearnerCourseReport } from '@app/contract/learners/schemas';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { ADMIN, studio, studioSession } from '../studio/support.ts';

/**
 * The learner figures the database keeps (0040_learner_figures.sql, decision 56) stay equal to
 * what the enrolment and progress rows say, whatever happens to them and whenever the fold runs:
 * enrolments in bulk, lessons completed, video played, enrolments ended and begun again, a
 * lesson's length changed by publishing. Each step compares the course's page and the course list
 * with the same figures summed from the rows themselves.
 */
let ctx: TestContext;
let admin: string;
let tenantId: number;
let course: number;
let lessons: { id: number; type: string }[];
let users: number[];

const sql = () => ctx.database.sql;

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await sql().query<{ tenant: number; course: number }>(
    `SELECT d.tenant_id AS tenant,
            (SELECT c.id FROM courses c WHERE c.tenant_id = d.tenant_id AND c.lessons_count >= 4
              AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND l.type = 'video')
              AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND l.type <> 'video')
              ORDER BY c.id LIMIT 1) AS course
       FROM tenant_domains d WHERE d.host = $1`,
    [HOST_A],
  );
  tenantId = row!.tenant;
  course = row!.course;
  lessons = await sql().query<{ id: number; type: string }>(
    'SELECT id, type FROM lessons WHERE course_id = $1 AND archived_at IS NULL ORDER BY id',
    [course],
  );
  users = (
    await sql().query<{ id: number }>(
      `INSERT INTO users (tenant_id, email, full_name)
       SELECT $1, 'figures' || g || '@example.com', 'Figures ' || g FROM generate_series(1, 60) g RETURNING id`,
      [tenantId],
    )
  ).map((r) => r.id);
  admin = await studioSession(ctx, ADMIN);
}, SETUP_MS);
afterAll(() => ctx?.close());

/** The figures as the rows say them, summed here (what the reads did before the rollup). */
async function fromRows() {
  const [row] = await sql().query<{
    enrolments: number;
    completed: number;
    not_started: number;
    seconds: string;
    buckets: Record<string, number> | null;
  }>(
    `WITH e AS (
       SELECT e.*, CASE WHEN c.lessons_count > 0
                        THEN least(100, floor(e.completed_lessons * 100.0 / c.lessons_count))::int ELSE 0 END AS progress
         FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.course_id = $1
     )
     SELECT count(*)::int AS enrolments, count(completed_at)::int AS completed,
            count(*) FILTER (WHERE completed_lessons = 0)::int AS not_started,
            (SELECT coalesce(sum(CASE WHEN l.type = 'video' THEN p.watched_ms / 1000.0
                                      WHEN p.completed_at IS NOT NULL THEN l.duration_minutes * 60 ELSE 0 END), 0)
               FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id
               JOIN enrollments x ON x.user_id = p.user_id AND x.course_id = p.course_id
              WHERE p.course_id = $1)::text AS seconds,
            (SELECT json_object_agg(b, n) FROM (
               SELECT CASE WHEN progress = 0 THEN '0' WHEN progress < 25 THEN '1-24' WHEN progress < 50 THEN '25-49'
                           WHEN progress < 75 THEN '50-74' WHEN progress < 100 THEN '75-99' ELSE '100' END AS b,
                      count(*)::int AS n FROM e GROUP BY 1) x) AS buckets
       FROM e`,
    [course],
  );
  return {
    enrolments: row!.enrolments,
    completed: row!.completed,
    not_started: row!.not_started,
    minutes_learned: Math.round(Number(row!.seconds) / 60),
    progress: progressBuckets.map((bucket) => ({ bucket, learners: row!.buckets?.[bucket] ?? 0 })),
  };
}

async function expectKeptEqualsRows(step: string) {
  const want = await fromRows();
  const page = (await studio(ctx, admin, 'GET', `/api/studio/learners/courses/${course}`)).json().data as
    LearnerCourseReport | undefined;
  const list = (await studio(ctx, admin, 'GET', '/api/studio/learners/courses')).json()
    .data as LearnerCourseList;
  const inList = list.courses.find((c) => c.id === course)!;
  const got = {
    enrolments: page!.enrolments,
    completed: page!.completed,
    not_started: page!.not_started,
    minutes_learned: page!.minutes_learned,
    progress: page!.progress,
  };
  expect({ step, ...got }).toEqual({ step, ...want });
  expect({ step, enrolments: inList.enrolments, minutes: inList.minutes_learned }).toEqual({
    step,
    enrolments: want.enrolments,
    minutes: want.minutes_learned,
  });
}

const fold = () => sql().query('SELECT fold_course_learners()');

describe('the kept learner figures', () => {
  it('equal the rows after every kind of change, folded or not', async () => {
    const before = await fromRows();
    await expectKeptEqualsRows('the demo data');

    // 60 learners enrolled in one statement (as a corporate import does), 40 of them today.
    await sql().query(
      `INSERT INTO enrollments (tenant_id, user_id, course_id, created_at)
       SELECT $1, u, $2, now() - (u % 7) * interval '1 day' FROM unnest($3::int[]) u`,
      [tenantId, course, users],
    );
    await expectKeptEqualsRows('enrolled in bulk');
    await fold();
    await expectKeptEqualsRows('folded');

    // Progress: every lesson of the first 20 learners played or completed, then the enrolments
    // updated as learning does (lessons completed, the course completed by the first five).
    const video = lessons.filter((l) => l.type === 'video').map((l) => l.id);
    const other = lessons.filter((l) => l.type !== 'video').map((l) => l.id);
    await sql().query(
      `INSERT INTO lesson_progress (user_id, course_id, lesson_id, watched_ms, completed_at)
       SELECT u, $1, l, CASE WHEN l = ANY($3::int[]) THEN 61000 + (u % 13) * 1000 ELSE 0 END, now()
         FROM unnest($2::int[]) u, unnest($3::int[] || $4::int[]) l`,
      [course, users.slice(0, 20), video, other],
    );
    await sql().query(
      `UPDATE enrollments SET completed_lessons = $3, last_activity_at = now(),
              completed_at = CASE WHEN user_id = ANY($4::int[]) THEN now() END
        WHERE course_id = $1 AND user_id = ANY($2::int[])`,
      [course, users.slice(0, 20), lessons.length, users.slice(0, 5)],
    );
    await sql().query(
      `UPDATE enrollments SET completed_lessons = 1 + user_id % 3, last_activity_at = now()
        WHERE course_id = $1 AND user_id = ANY($2::int[])`,
      [course, users.slice(20, 40)],
    );
    await expectKeptEqualsRows('progress');

    // A video played further; a lesson opened without any change of progress.
    await sql().query(
      `UPDATE lesson_progress SET watched_ms = watched_ms + 125000 WHERE course_id = $1 AND user_id = ANY($2::int[])
          AND lesson_id = ANY($3::int[])`,
      [course, users.slice(0, 10), video],
    );
    await sql().query('UPDATE enrollments SET last_lesson_id = $3 WHERE course_id = $1 AND user_id = $2', [
      course,
      users[0],
      lessons[0]!.id,
    ]);
    await fold();
    await expectKeptEqualsRows('played further');

    // Ten enrolments end (a refund): their progress stays but no longer counts; then one comes back.
    await sql().query('DELETE FROM enrollments WHERE course_id = $1 AND user_id = ANY($2::int[])', [
      course,
      users.slice(0, 10),
    ]);
    await expectKeptEqualsRows('ended');
    await sql().query(
      `UPDATE lesson_progress SET watched_ms = watched_ms + 5000 WHERE course_id = $1 AND user_id = $2`,
      [course, users[1]],
    );
    await expectKeptEqualsRows('played while not enrolled');
    await sql().query(
      'INSERT INTO enrollments (tenant_id, user_id, course_id) VALUES ($1, $2, $3), ($1, $4, $3)',
      [tenantId, users[0], course, users[1]],
    );
    await expectKeptEqualsRows('enrolled again');

    // Publishing gives a completed lesson another length, and turns one into a video.
    await sql().query('UPDATE lessons SET duration_seconds = duration_seconds + 420 WHERE id = $1', [
      other[0],
    ]);
    await fold();
    await expectKeptEqualsRows('a lesson longer');
    await sql().query("UPDATE lessons SET type = 'video' WHERE id = $1", [other.at(-1)]);
    await expectKeptEqualsRows('a lesson now a video');

    const after = await fromRows();
    expect(after.enrolments).toBe(before.enrolments + 52);
    expect(after.minutes_learned).toBeGreaterThan(before.minutes_learned);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressBuckets } from '@app/contract/learners/constants';
import type {
  CourseLearner,
  LearnerCourseList,
  LearnerCourseReport,
  LearnerDetail,
} from '@app/contract/learners/schemas';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  answerAllRight,
  createLearner,
  createQuiz,
  optionsIn,
  save,
  start,
  submit,
  type TestQuiz,
} from '../quiz/helpers.ts';
import { ADMIN, MENTOR, STUDIO_B, studio, studioSession } from '../studio/support.ts';

/**
 * The studio's learner reports (issue 25 item 3): a course's figures equal what its enrolment,
 * progress and quiz rows say (completion rate, progress buckets, minutes, the stuck list for N
 * days, each option's picks); who sees which course and learner; bad input named.
 */
let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
/** A course the demo contributor is the mentor of, one they are not, and one of Acme's. */
let mine: number;
let others: number;
let acmeCourse: number;
let quiz: TestQuiz;
const learners: { id: number; token: string; email: string }[] = [];
/** Days since each learner's last activity (null: never active), and their completed lessons. */
const PLAN = [
  { idle: null, done: 0, enrolledDaysAgo: 40 },
  { idle: null, done: 0, enrolledDaysAgo: 2 },
  { idle: 1, done: 1, enrolledDaysAgo: 30 },
  { idle: 3, done: 2, enrolledDaysAgo: 30 },
  { idle: 9, done: 3, enrolledDaysAgo: 60 },
  { idle: 15, done: 4, enrolledDaysAgo: 60 },
  { idle: 20, done: 5, enrolledDaysAgo: 90 },
  { idle: 31, done: 'half', enrolledDaysAgo: 90 },
  { idle: 45, done: 'all-but-one', enrolledDaysAgo: 120 },
  { idle: 50, done: 'all', enrolledDaysAgo: 120 },
  { idle: 2, done: 'all', enrolledDaysAgo: 100 },
] as const;

const sql = () => ctx.database.sql;

beforeAll(async () => {
  ctx = await createTestApp();
  const [pick] = await sql().query<{ mine: number; others: number; acme: number }>(
    `SELECT (SELECT min(c.id) FROM courses c JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = m.user_id
              JOIN tenant_domains d ON d.tenant_id = c.tenant_id WHERE d.host = $1 AND u.email = $2) AS mine,
            (SELECT min(c.id) FROM courses c JOIN mentors m ON m.id = c.mentor_id LEFT JOIN users u ON u.id = m.user_id
              JOIN tenant_domains d ON d.tenant_id = c.tenant_id
             WHERE d.host = $1 AND (u.email IS NULL OR u.email <> $2)) AS others,
            (SELECT min(c.id) FROM courses c JOIN tenant_domains d ON d.tenant_id = c.tenant_id WHERE d.host = $3) AS acme`,
    [HOST_A, MENTOR, HOST_B],
  );
  mine = pick!.mine;
  others = pick!.others;
  acmeCourse = pick!.acme;
  quiz = await createQuiz(ctx, mine);
  for (const [i] of PLAN.entries())
    learners.push(
      await createLearner(ctx, { owns: [mine], name: `Stuck Test ${String(i).padStart(2, '0')}` }),
    );
  const lessons = (
    await sql().query<{ id: number }>(
      `SELECT l.id FROM lessons l JOIN course_sections s ON s.id = l.section_id
        WHERE l.course_id = $1 AND l.archived_at IS NULL ORDER BY s.position, l.position`,
      [mine],
    )
  ).map((r) => r.id);
  const [{ n: total } = { n: 0 }] = await sql().query<{ n: number }>(
    'SELECT lessons_count AS n FROM courses WHERE id = $1',
    [mine],
  );
  expect(total).toBeGreaterThan(6);
  for (const [i, plan] of PLAN.entries()) {
    const user = learners[i]!;
    // Lessons completed the way learners complete them (learning_complete_lesson, 0013_learning.sql).
    const done =
      plan.done === 'half'
        ? Math.floor(total / 2)
        : plan.done === 'all-but-one'
          ? total - 1
          : plan.done === 'all'
            ? lessons.length
            : plan.done;
    if (plan.done === 'all') {
      const started = await start(ctx, user.token, quiz.id);
      await answerAllRight(ctx, user.token, quiz, started.attempt);
      const res = await submit(ctx, user.token, { quiz_id: quiz.id, attempt_id: started.attempt.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const lesson of lessons.slice(0, done))
      await sql().query('SELECT learning_complete_lesson($1, $2)', [user.id, lesson]);
    // Some video time played beside the completions.
    await sql().query(
      `INSERT INTO lesson_progress (user_id, course_id, lesson_id, watched_ms, updated_at)
       SELECT $1, l.course_id, l.id, $3, now() FROM lessons l
        WHERE l.course_id = $2 AND l.type = 'video' ORDER BY l.id LIMIT 1
       ON CONFLICT (user_id, course_id, lesson_id) DO UPDATE SET watched_ms = lesson_progress.watched_ms + $3`,
      [user.id, mine, 95_000 * (i + 1)],
    );
    await sql().query(
      `UPDATE enrollments SET created_at = now() - make_interval(days => $3),
              last_activity_at = CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(days => $4::int) - interval '1 hour' END
        WHERE user_id = $1 AND course_id = $2`,
      [user.id, mine, plan.enrolledDaysAgo, plan.idle],
    );
  }
  // Wrong answers and one attempt still open: the open one counts nowhere.
  for (const [k, picks] of [
    ['single:B', 'multiple:A', 'multiple:D', 'true_false:False'],
    ['single:B', 'multiple:A', 'multiple:B', 'true_false:True'],
  ].entries()) {
    const user = learners[2 + k]!;
    const started = await start(ctx, user.token, quiz.id);
    const o = optionsIn(quiz, started.attempt);
    const [single, m1, m2, tf] = picks as [string, string, string, string];
    for (const body of [
      { question_id: quiz.q('single'), option_ids: [o(single)] },
      { question_id: quiz.q('multiple'), option_ids: [o(m1), o(m2)] },
      { question_id: quiz.q('true_false'), option_ids: [o(tf)] },
      { question_id: quiz.q('short_text'), text: 'median' },
    ])
      expect((await save(ctx, user.token, { attempt_id: started.attempt.id, ...body })).statusCode).toBe(200);
    expect(
      (await submit(ctx, user.token, { quiz_id: quiz.id, attempt_id: started.attempt.id })).statusCode,
    ).toBe(200);
  }
  const open = await start(ctx, learners[4]!.token, quiz.id);
  const o = optionsIn(quiz, open.attempt);
  await save(ctx, learners[4]!.token, {
    attempt_id: open.attempt.id,
    question_id: quiz.q('single'),
    option_ids: [o('single:C')],
  });

  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
}, SETUP_MS * 2);
afterAll(() => ctx?.close());

const get = (cookie: string, url: string, host?: string) =>
  studio(ctx, cookie, 'GET', url, undefined, host ? { host } : {});

async function data<T>(cookie: string, url: string): Promise<T> {
  const res = await get(cookie, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** What the rows say about a course's learners, worked out here from the raw rows. */
async function reference(courseId: number, stuckDays: number) {
  const [course] = await sql().query<{ lessons_count: number }>(
    'SELECT lessons_count FROM courses WHERE id = $1',
    [courseId],
  );
  const rows = await sql().query<{
    user_id: number;
    completed_lessons: number;
    completed_at: Date | null;
    last_activity_at: Date | null;
    created_at: Date;
  }>(
    'SELECT user_id, completed_lessons, completed_at, last_activity_at, created_at FROM enrollments WHERE course_id = $1',
    [courseId],
  );
  const progress = await sql().query<{
    user_id: number;
    type: string;
    watched_ms: number;
    completed_at: Date | null;
    duration_minutes: number;
  }>(
    `SELECT p.user_id, l.type, p.watched_ms, p.completed_at, l.duration_minutes
       FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE p.course_id = $1`,
    [courseId],
  );
  const enrolled = new Set(rows.map((r) => r.user_id));
  let ms = 0;
  for (const p of progress)
    if (enrolled.has(p.user_id))
      ms += p.type === 'video' ? p.watched_ms : p.completed_at ? p.duration_minutes * 60_000 : 0;
  const total = course!.lessons_count;
  const pct = (done: number) => (total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0);
  const bucketOf = (p: number) =>
    p === 0 ? '0' : p < 25 ? '1-24' : p < 50 ? '25-49' : p < 75 ? '50-74' : p < 100 ? '75-99' : '100';
  const cutoff = Date.now() - stuckDays * 86_400_000;
  const activeAt = (r: (typeof rows)[number]) => (r.last_activity_at ?? r.created_at).getTime();
  const stuck = rows
    .filter((r) => r.completed_at === null && activeAt(r) < cutoff)
    .sort((a, b) => activeAt(a) - activeAt(b) || a.user_id - b.user_id);
  const completed = rows.filter((r) => r.completed_at !== null).length;
  const last = rows.map((r) => r.last_activity_at?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  return {
    enrolments: rows.length,
    completed,
    completion_rate: rows.length ? Math.round((completed * 1000) / rows.length) / 10 : null,
    not_started: rows.filter((r) => r.completed_lessons === 0).length,
    minutes_learned: Math.round(ms / 60_000),
    last_activity_at: last ? new Date(last).toISOString() : null,
    progress: progressBuckets.map((bucket) => ({
      bucket,
      learners: rows.filter((r) => bucketOf(pct(r.completed_lessons)) === bucket).length,
    })),
    stuck: stuck.map((r) => r.user_id),
    byActivity: [...rows]
      .sort((a, b) => activeAt(b) - activeAt(a) || b.user_id - a.user_id)
      .map((r) => ({ id: r.user_id, progress: pct(r.completed_lessons) })),
  };
}

describe('GET /api/studio/learners/courses/:id: the figures are what the rows say', () => {
  it('counts enrolments, completion, minutes, last activity and the progress distribution', async () => {
    const report = await data<LearnerCourseReport>(admin, `/api/studio/learners/courses/${mine}`);
    const want = await reference(mine, 14);
    expect(report.course.id).toBe(mine);
    expect(report.stuck_days).toBe(14);
    expect({
      enrolments: report.enrolments,
      completed: report.completed,
      completion_rate: report.completion_rate,
      not_started: report.not_started,
      minutes_learned: report.minutes_learned,
      last_activity_at: report.last_activity_at,
      progress: report.progress,
      stuck: report.stuck,
    }).toEqual({ ...want, stuck: want.stuck.length, byActivity: undefined });
    // The plan's own numbers: at least our 11 learners, 2 completed, 2 never started.
    expect(report.enrolments).toBeGreaterThanOrEqual(PLAN.length);
    expect(report.completed).toBeGreaterThanOrEqual(2);
    expect(report.progress.find((b) => b.bucket === '100')!.learners).toBeGreaterThanOrEqual(2);
    expect(report.minutes_learned).toBeGreaterThan(0);
  });

  it('lists who is stuck for N days, the longest idle first, and counts them', async () => {
    for (const days of [1, 10, 14, 30, 365]) {
      const want = await reference(mine, days);
      const report = await data<LearnerCourseReport>(
        admin,
        `/api/studio/learners/courses/${mine}?stuck_days=${days}`,
      );
      expect(report.stuck, `stuck for ${days} days`).toBe(want.stuck.length);
      const list = await data<{ items: CourseLearner[]; has_more: boolean }>(
        admin,
        `/api/studio/learners/courses/${mine}/learners?stuck_days=${days}`,
      );
      expect(
        list.items.map((l) => l.id),
        `stuck list for ${days} days`,
      ).toEqual(want.stuck.slice(0, 25));
      expect(list.items.every((l) => l.completed_at === null && l.idle_days >= days)).toBe(true);
    }
    // Ours at 14 days: idle 45, the one enrolled 40 days ago who never started, idle 31, 20, 15;
    // not the one idle 50 days who completed it, not the one enrolled 2 days ago.
    const ours = new Set(learners.map((l) => l.id));
    const stuck14 = (await reference(mine, 14)).stuck.filter((id) => ours.has(id));
    expect(stuck14).toEqual([8, 0, 7, 6, 5].map((i) => learners[i]!.id));
  });

  it('lists every learner, the latest activity first, with their progress', async () => {
    const want = await reference(mine, 14);
    const page1 = await data<{ items: CourseLearner[]; has_more: boolean; per_page: number }>(
      admin,
      `/api/studio/learners/courses/${mine}/learners`,
    );
    expect(page1.items.map((l) => ({ id: l.id, progress: l.progress }))).toEqual(
      want.byActivity.slice(0, 25),
    );
    expect(page1.has_more).toBe(want.byActivity.length > 25);
    const me = page1.items.find((l) => l.id === learners[2]!.id)!;
    expect(me.email).toBe(learners[2]!.email);
    expect(me.completed_lessons).toBe(1);
    expect(me.idle_days).toBe(1);
  });

  it('counts each option’s picks and the pass rate from the closed attempts only', async () => {
    const report = await data<LearnerCourseReport>(admin, `/api/studio/learners/courses/${mine}`);
    const q = report.quizzes.find((x) => x.id === quiz.id)!;
    expect(q).toBeDefined();
    // Two passed (every answer right), two failed; the open attempt is not counted.
    expect({
      attempts: q.attempts,
      passed: q.passed_attempts,
      learners: q.learners,
      rate: q.pass_rate,
    }).toEqual({
      attempts: 4,
      passed: 2,
      learners: 4,
      rate: 50,
    });
    expect(q.learners_passed).toBe(2);
    const picks = (key: string) => {
      const question = q.questions.find((x) => x.id === quiz.q(key.split(':')[0]!))!;
      return question.options.find((o) => o.id === quiz.o(key))!.chosen;
    };
    expect(
      [
        'single:A',
        'single:B',
        'single:C',
        'multiple:A',
        'multiple:B',
        'multiple:C',
        'multiple:D',
        'true_false:True',
        'true_false:False',
      ].map(picks),
    ).toEqual([2, 2, 0, 4, 3, 2, 1, 3, 1]);
    // And the same from the answer rows themselves.
    const rows = await sql().query<{ option_id: number; n: number }>(
      `SELECT unnest(x.option_ids) AS option_id, count(*)::int AS n FROM quiz_answers x
         JOIN quiz_attempts a ON a.id = x.attempt_id WHERE a.quiz_id = $1 AND a.closed_at IS NOT NULL GROUP BY 1`,
      [quiz.id],
    );
    for (const question of q.questions)
      for (const option of question.options)
        expect(option.chosen).toBe(rows.find((r) => r.option_id === option.id)?.n ?? 0);
    const single = q.questions.find((x) => x.id === quiz.q('single'))!;
    expect({ answered: single.answered, right: single.right }).toEqual({ answered: 4, right: 2 });
    const text = q.questions.find((x) => x.id === quiz.q('short_text'))!;
    expect({ answered: text.answered, right: text.right, options: text.options }).toEqual({
      answered: 4,
      right: 2,
      options: [],
    });
  });
});

describe('the course list, a learner’s page', () => {
  it('lists every course with the same figures as its own page', async () => {
    const list = await data<LearnerCourseList>(admin, '/api/studio/learners/courses');
    const row = list.courses.find((c) => c.id === mine)!;
    const want = await reference(mine, 14);
    expect({
      enrolments: row.enrolments,
      completed: row.completed,
      completion_rate: row.completion_rate,
      minutes_learned: row.minutes_learned,
      last_activity_at: row.last_activity_at,
    }).toEqual({
      enrolments: want.enrolments,
      completed: want.completed,
      completion_rate: want.completion_rate,
      minutes_learned: want.minutes_learned,
      last_activity_at: want.last_activity_at,
    });
    expect(list.courses.map((c) => c.id)).toContain(others);
    expect(list.courses.map((c) => c.id)).not.toContain(acmeCourse);
  });

  it('shows one learner’s courses, progress, attempts and orders', async () => {
    const who = learners[2]!;
    const detail = await data<LearnerDetail>(admin, `/api/studio/learners/people/${who.id}`);
    expect(detail.learner.email).toBe(who.email);
    expect(detail.courses.map((c) => c.id)).toEqual([mine]);
    expect(detail.courses[0]!.completed_lessons).toBe(1);
    expect(detail.attempts).toHaveLength(1);
    expect(detail.attempts[0]).toMatchObject({
      quiz: { id: quiz.id },
      number: 1,
      passed: false,
      score: expect.any(Number),
    });
    expect(detail.orders).toEqual([]);
    // The demo learner has orders.
    const [demo] = await sql().query<{ user_id: number; n: number }>(
      `SELECT b.user_id, count(*)::int AS n FROM bookings b JOIN tenant_domains d ON d.tenant_id = b.tenant_id
        WHERE d.host = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [HOST_A],
    );
    if (demo) {
      const buyer = await data<LearnerDetail>(admin, `/api/studio/learners/people/${demo.user_id}`);
      expect(buyer.orders.length).toBe(Math.min(demo.n, 100));
    }
  });
});

describe('who sees what', () => {
  it('gives a contributor their own courses only; others answer 404', async () => {
    const list = await data<LearnerCourseList>(mentor, '/api/studio/learners/courses');
    expect(list.courses.map((c) => c.id)).toContain(mine);
    expect(list.courses.map((c) => c.id)).not.toContain(others);
    expect((await get(mentor, `/api/studio/learners/courses/${mine}`)).statusCode).toBe(200);
    for (const url of [
      `/api/studio/learners/courses/${others}`,
      `/api/studio/learners/courses/${others}/learners`,
      `/api/studio/learners/courses/${others}/learners.csv`,
    ])
      expect((await get(mentor, url)).statusCode, url).toBe(404);
    // A learner of only another mentor's course is not theirs to see.
    const stranger = await createLearner(ctx, { owns: [others] });
    expect((await get(mentor, `/api/studio/learners/people/${stranger.id}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/studio/learners/people/${stranger.id}`)).statusCode).toBe(200);
    expect((await get(mentor, `/api/studio/learners/people/${learners[2]!.id}`)).statusCode).toBe(200);
  });

  it('shows another company nothing', async () => {
    for (const url of [
      `/api/studio/learners/courses/${mine}`,
      `/api/studio/learners/courses/${mine}/learners`,
      `/api/studio/learners/courses/${mine}/learners.csv`,
      `/api/studio/learners/people/${learners[2]!.id}`,
    ])
      expect((await get(adminB, url, STUDIO_B)).statusCode, url).toBe(404);
    const list = (await get(adminB, '/api/studio/learners/courses', STUDIO_B)).json()
      .data as LearnerCourseList;
    expect(list.courses.map((c) => c.id)).toContain(acmeCourse);
    expect(list.courses.map((c) => c.id)).not.toContain(mine);
    expect((await studio(ctx, null, 'GET', '/api/studio/learners/courses')).statusCode).toBe(401);
  });

  it('names bad input: N out of range, a bad page, an unknown course or learner', async () => {
    for (const [query, fields] of [
      ['stuck_days=0', { stuck_days: 'too_small' }],
      ['stuck_days=366', { stuck_days: 'too_large' }],
      ['stuck_days=abc', { stuck_days: 'invalid' }],
    ] as const) {
      for (const path of ['', '/learners', '/learners.csv']) {
        const res = await get(admin, `/api/studio/learners/courses/${mine}${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().error.fields).toEqual(fields);
      }
    }
    const page = await get(admin, `/api/studio/learners/courses/${mine}/learners?page=0`);
    expect(page.statusCode).toBe(400);
    expect(page.json().error.fields).toEqual({ page: 'too_small' });
    const bad = await get(admin, '/api/studio/learners/courses/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['id']);
    expect((await get(admin, '/api/studio/learners/courses/2147483000')).statusCode).toBe(404);
    expect((await get(admin, '/api/studio/learners/people/2147483000')).statusCode).toBe(404);
  });
});

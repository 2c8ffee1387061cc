import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myLearningResponse } from '@app/contract/learning/schemas';
import { createTestApp, type TestContext } from '../helper.ts';
import { courseByTitle, createLearner, learning, lessonsOf } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

type Learner = Awaited<ReturnType<typeof createLearner>>;
const myLearning = (who: Learner, query = '', email = who.email) =>
  ctx.app.inject({
    url: `/api/courses/get-my-learning/${encodeURIComponent(email)}${query}`,
    headers: learning({ token: who.token }),
  });

describe('GET /api/courses/get-my-learning/{email}', () => {
  it('lists owned courses with progress, the next lesson, tabs and minutes per day', async () => {
    const excel = await courseByTitle(ctx, 'Data Analysis with Excel');
    const python = await courseByTitle(ctx, 'Python for Data Analysis');
    const who = await createLearner(ctx, { owns: [excel.id, python.id] });
    const excelLessons = await lessonsOf(ctx, excel.id);
    const pythonLessons = await lessonsOf(ctx, python.id);
    // Excel: the first lesson done, so "Continue" goes to the second. Python: finished.
    await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [who.id, excelLessons[0]!.id]);
    for (const l of pythonLessons)
      await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [who.id, l.id]);

    const res = await myLearning(who, '?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const data = myLearningResponse.parse(res.json()).data;
    expect(data.counts).toEqual({ all: 2, in_progress: 1, completed: 1 });
    const ex = data.courses.find((c) => c.id === excel.id)!;
    expect(ex).toMatchObject({
      completed_lessons: 1,
      lessons_count: excelLessons.length,
      progress_percent: Math.floor(100 / excelLessons.length),
      completed_at: null,
      certificate_code: null,
    });
    expect(ex.next_lesson!.id).toBe(excelLessons[1]!.id);
    const py = data.courses.find((c) => c.id === python.id)!;
    expect(py).toMatchObject({ progress_percent: 100 });
    expect(py.certificate_code).toMatch(/^[A-Z0-9]{4}-/);
    expect(py.next_lesson!.id).toBe(pythonLessons[0]!.id);
    // Four weeks of days, today last, with the stated minutes of the completed lessons.
    expect(data.activity).toHaveLength(28);
    expect(data.activity.at(-1)!.minutes).toBeGreaterThan(0);
    expect(data.activity.slice(0, 27).every((d) => d.minutes === 0)).toBe(true);

    const completed = myLearningResponse.parse((await myLearning(who, '?filter=completed')).json()).data;
    expect(completed.courses.map((c) => c.id)).toEqual([python.id]);
    const inProgress = myLearningResponse.parse((await myLearning(who, '?filter=in_progress')).json()).data;
    expect(inProgress.courses.map((c) => c.id)).toEqual([excel.id]);
  });

  it('answers an empty list to a learner with no courses, and 403 for anyone else’s email', async () => {
    const who = await createLearner(ctx);
    const data = myLearningResponse.parse((await myLearning(who)).json()).data;
    expect(data).toMatchObject({ courses: [], counts: { all: 0, in_progress: 0, completed: 0 } });
    expect((await myLearning(who, '', 'learner@example.com')).statusCode).toBe(403);
    expect((await myLearning(who, '', 'not-an-email')).statusCode).toBe(400);
    expect((await myLearning(who, '?filter=bogus')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      url: `/api/courses/get-my-learning/${who.email}`,
      headers: learning(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

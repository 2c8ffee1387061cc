import { brotliDecompressSync } from 'node:zlib';
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
  it('without lang answers in the tenant’s default language, as every other call does', async () => {
    const python = await courseByTitle(ctx, 'Python for Data Analysis');
    const who = await createLearner(ctx, { owns: [python.id] });
    const [row] = await ctx.database.sql.query<{ title_id: string; title_en: string }>(
      'SELECT title_id, title_en FROM courses WHERE id = $1',
      [python.id],
    );
    expect(row!.title_id).not.toBe(row!.title_en);
    // Tenant A speaks Indonesian by default: my courses, the course page and its content agree.
    const mine = myLearningResponse.parse((await myLearning(who)).json()).data;
    expect(mine.courses.find((c) => c.id === python.id)?.title).toBe(row!.title_id);
    const headers = learning({ token: who.token });
    const show = (await ctx.app.inject({ url: `/api/courses/course-show/${python.id}`, headers })).json();
    expect(show.data.title).toBe(row!.title_id);
    // Asked for, English it is.
    const english = myLearningResponse.parse((await myLearning(who, '?lang=en')).json()).data;
    expect(english.courses.find((c) => c.id === python.id)?.title).toBe(row!.title_en);
    // Malay too: the demo companies write it, so no text falls back to English.
    const malay = myLearningResponse.parse((await myLearning(who, '?lang=ms')).json()).data;
    expect(malay.courses.find((c) => c.id === python.id)).toMatchObject({
      title: 'Python untuk Analisis Data',
      category_name: 'Data & Analitik',
      text_lang: {},
      next_lesson: { title: 'Bertanya soalan perniagaan yang tepat: gambaran besar', text_lang: {} },
    });
  });

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

describe('kept answers (docs/decisions.md 24)', () => {
  const progress = (who: Learner, courseId: number, extra: Record<string, string> = {}) =>
    ctx.app.inject({
      url: `/api/get-lesson-progress/${encodeURIComponent(who.email)}?course_id=${courseId}`,
      headers: { ...learning({ token: who.token }), ...extra },
    });
  const versionOf = async (userId: number) =>
    Number(
      (
        await ctx.database.sql.query<{ version: string }>(
          `SELECT coalesce((SELECT version FROM answer_versions WHERE user_id = $1 AND topic = 'learning'), 0)
             AS version`,
          [userId],
        )
      )[0]!.version,
    );

  it('show a lesson done, a purchase and a certificate on the very next read', async () => {
    const excel = await courseByTitle(ctx, 'Data Analysis with Excel');
    const python = await courseByTitle(ctx, 'Python for Data Analysis');
    const who = await createLearner(ctx, { owns: [excel.id] });
    const lessons = await lessonsOf(ctx, excel.id);
    const text = lessons.find((l) => l.type === 'text')!;
    const before = myLearningResponse.parse((await myLearning(who, '?lang=en')).json()).data;
    expect(before.courses[0]).toMatchObject({ completed_lessons: 0 });
    expect((await progress(who, excel.id)).json().data.completed_lessons).toBe(0);

    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-lesson-progress',
      headers: learning({ token: who.token }),
      payload: { email: who.email, lesson_id: text.id },
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = myLearningResponse.parse((await myLearning(who, '?lang=en')).json()).data;
    expect(after.courses[0]).toMatchObject({ completed_lessons: 1 });
    const lessonRow = (await progress(who, excel.id))
      .json()
      .data.lessons.find((l: { lesson_id: number }) => l.lesson_id === text.id);
    expect(lessonRow).toMatchObject({ completed: true });

    // Bought elsewhere (the commerce module's enrolment), then finished: both show at once.
    await ctx.database.sql.query(
      `INSERT INTO enrollments (tenant_id, user_id, course_id) SELECT tenant_id, $1, id FROM courses WHERE id = $2`,
      [who.id, python.id],
    );
    expect(myLearningResponse.parse((await myLearning(who)).json()).data.counts.all).toBe(2);
    for (const l of await lessonsOf(ctx, python.id))
      await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [who.id, l.id]);
    const finished = myLearningResponse.parse((await myLearning(who)).json()).data;
    expect(finished.courses.find((c) => c.id === python.id)!.certificate_code).toMatch(/^[A-Z0-9]{4}-/);
    expect((await progress(who, python.id)).json().data.progress_percent).toBe(100);
  });

  it('move the learner’s version once per transaction, however many rows changed', async () => {
    const python = await courseByTitle(ctx, 'Python for Data Analysis');
    const who = await createLearner(ctx, { owns: [python.id] });
    const v0 = await versionOf(who.id);
    const lessons = (await lessonsOf(ctx, python.id)).slice(0, 3);
    await ctx.database.sql.transaction(async (tx) => {
      for (const l of lessons) await tx.query('SELECT learning_complete_lesson($1, $2)', [who.id, l.id]);
    });
    expect(await versionOf(who.id)).toBe(v0 + 1);
    await ctx.database.sql.query('UPDATE enrollments SET last_activity_at = now() WHERE user_id = $1', [
      who.id,
    ]);
    expect(await versionOf(who.id)).toBe(v0 + 2);
  });

  it('show a renamed lesson (a catalogue change) without waiting for any expiry', async () => {
    const excel = await courseByTitle(ctx, 'Data Analysis with Excel');
    const who = await createLearner(ctx, { owns: [excel.id] });
    const first = (await lessonsOf(ctx, excel.id))[0]!;
    const next = async () =>
      myLearningResponse.parse((await myLearning(who, '?lang=en')).json()).data.courses[0]!.next_lesson!
        .title;
    const title = await next();
    await ctx.database.sql.query(`UPDATE lessons SET title_en = title_en || ' (updated)' WHERE id = $1`, [
      first.id,
    ]);
    try {
      // Other instances hear of it through NOTIFY, a moment after the commit.
      await expect.poll(next, { timeout: 5_000, interval: 50 }).toBe(`${title} (updated)`);
    } finally {
      await ctx.database.sql.query(`UPDATE lessons SET title_en = $2 WHERE id = $1`, [first.id, title]);
    }
  });

  it('answer 304 to the ETag the client has, and a compressed copy to a client that takes one', async () => {
    const excel = await courseByTitle(ctx, 'Data Analysis with Excel');
    const who = await createLearner(ctx, { owns: [excel.id] });
    const plain = await progress(who, excel.id);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await progress(who, excel.id, { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await progress(who, excel.id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // After a change the old ETag no longer matches.
    const text = (await lessonsOf(ctx, excel.id)).find((l) => l.type === 'text')!;
    await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [who.id, text.id]);
    const changed = await progress(who, excel.id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

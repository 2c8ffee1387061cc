import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_B, type TestContext } from '../helper.ts';
import { ageReport, courseByTitle, createLearner, giveVideo, learning, lessonsOf } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

type Learner = Awaited<ReturnType<typeof createLearner>>;
const report = (who: Learner, body: Record<string, unknown>, host?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/add-lesson-progress',
    headers: learning({ token: who.token, host }),
    payload: { email: who.email, ...body },
  });
const progress = (who: Learner, courseId: number, email = who.email) =>
  ctx.app.inject({
    url: `/api/get-lesson-progress/${encodeURIComponent(email)}?course_id=${courseId}`,
    headers: learning({ token: who.token }),
  });

async function ownedCourse(title = 'Data Analysis with Excel') {
  const course = await courseByTitle(ctx, title);
  const who = await createLearner(ctx, { owns: [course.id] });
  return { course, who, lessons: await lessonsOf(ctx, course.id) };
}

describe('POST /api/add-lesson-progress: text and PDF lessons', () => {
  it('marks a text lesson done once; repeating it changes nothing', async () => {
    const { course, who, lessons } = await ownedCourse();
    const text = lessons.find((l) => l.type === 'text')!;
    const first = await report(who, { lesson_id: text.id });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ lesson_id: text.id, completed: true, course_id: course.id });
    expect(data.progress_percent).toBe(Math.floor(100 / lessons.length));
    const again = await report(who, { lesson_id: text.id });
    expect(again.json().data.progress_percent).toBe(data.progress_percent);
    const all = (await progress(who, course.id)).json().data;
    expect(all.completed_lessons).toBe(1);
    expect(all.lessons.filter((l: { completed: boolean }) => l.completed)).toHaveLength(1);
  });

  it('refuses to complete a quiz lesson or a video by marking it', async () => {
    const { who, lessons } = await ownedCourse();
    const quiz = await report(who, { lesson_id: lessons.find((l) => l.type === 'quiz')!.id });
    expect(quiz.statusCode).toBe(409);
    expect(quiz.json().error.code).toBe('pass_quiz_to_complete');
    const video = lessons.find((l) => l.type === 'video')!;
    await giveVideo(ctx, video.id, 30_000);
    const mark = await report(who, { lesson_id: video.id });
    expect(mark.statusCode).toBe(409);
    expect(mark.json().error.code).toBe('watch_to_complete');
  });
});

describe('POST /api/add-lesson-progress: video lessons', () => {
  it('completes at 90 % played, keeps the position, and credits no more than the clock allows', async () => {
    const { course, who, lessons } = await ownedCourse('Python for Data Analysis');
    const video =
      lessons.find((l) => l.type === 'video' && !l.is_preview) ?? lessons.find((l) => l.type === 'video')!;
    await giveVideo(ctx, video.id, 30_000);
    // The first report starts the clock and credits nothing, whatever it claims.
    let res = await report(who, { lesson_id: video.id, played_from: 0, played_to: 30, position: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ completed: false, watched_percent: 0 });
    // 5 s later a claim of 30 s played is cut to what 5 s at 2× can play.
    await ageReport(ctx, who.id, video.id, 5);
    res = await report(who, { lesson_id: video.id, played_from: 0, played_to: 30, position: 30 });
    const capped = res.json().data.watched_percent;
    expect(capped).toBeGreaterThanOrEqual(33);
    expect(capped).toBeLessThan(45);
    // The capped claim counted its last stretch (about 20–30 s); honest playing from the start
    // fills the rest, and the lesson completes once 90 % of the 30 s has been played.
    await ageReport(ctx, who.id, video.id, 10);
    res = await report(who, { lesson_id: video.id, played_from: 0, played_to: 10, position: 10 });
    expect(res.json().data).toMatchObject({ completed: false });
    expect(res.json().data.watched_percent).toBeLessThan(90);
    await ageReport(ctx, who.id, video.id, 10);
    res = await report(who, { lesson_id: video.id, played_from: 10, played_to: 17.5, position: 17.5 });
    const done = res.json().data;
    expect(done).toMatchObject({ completed: true, position_seconds: 17.5 });
    expect(done.watched_percent).toBeGreaterThanOrEqual(90);
    const p = (await progress(who, course.id)).json().data;
    expect(p.lessons.find((l: { lesson_id: number }) => l.lesson_id === video.id)).toMatchObject({
      completed: true,
      position_seconds: 17.5,
    });
  });

  it('does not count a jump ahead, nor a replayed report', async () => {
    const { who, lessons } = await ownedCourse('Python for Data Analysis');
    const video = lessons.filter((l) => l.type === 'video')[1]!;
    await giveVideo(ctx, video.id, 40_000);
    await report(who, { lesson_id: video.id, position: 0 });
    await ageReport(ctx, who.id, video.id, 10);
    await report(who, { lesson_id: video.id, played_from: 0, played_to: 5, position: 5 });
    // Seek to 30 s and play 5 s: 10 s watched out of 40, not 35.
    await ageReport(ctx, who.id, video.id, 10);
    let res = await report(who, { lesson_id: video.id, played_from: 30, played_to: 35, position: 35 });
    expect(res.json().data.watched_percent).toBe(25);
    // The same report sent again, later: the union does not grow.
    for (let i = 0; i < 3; i++) {
      await ageReport(ctx, who.id, video.id, 10);
      res = await report(who, { lesson_id: video.id, played_from: 30, played_to: 35, position: 35 });
    }
    expect(res.json().data).toMatchObject({ watched_percent: 25, completed: false });
  });

  it('credits back-to-back reports no more than the time since the lesson started allows at 2×', async () => {
    const { who, lessons } = await ownedCourse('Python for Data Analysis');
    const video = lessons.filter((l) => l.type === 'video')[3]!;
    await giveVideo(ctx, video.id, 36_000);
    const began = performance.now();
    await report(who, { lesson_id: video.id, position: 0 });
    // 22 plausible stretches of 1.5 s each (the per-report slack), sent as fast as they go:
    // 33 s of a 36 s video claimed in well under its length of wall-clock time.
    let res;
    for (let i = 0; i < 22; i++)
      res = await report(who, {
        lesson_id: video.id,
        played_from: i * 1.5,
        played_to: (i + 1) * 1.5,
        position: (i + 1) * 1.5,
      });
    const elapsedSeconds = (performance.now() - began) / 1000;
    expect(elapsedSeconds).toBeLessThan(16);
    const data = res!.json().data;
    expect(data.completed).toBe(false);
    // Played time ≤ the time since the first report at 2× (the share is rounded to a tenth).
    expect((data.watched_percent / 100) * 36).toBeLessThanOrEqual(elapsedSeconds * 2 + 0.04);
    expect(data.position_seconds).toBe(33);
  });

  it('completes for an honest learner at normal speed and at the fastest, 2×', async () => {
    const { who, lessons } = await ownedCourse('Python for Data Analysis');
    const [normal, fastest] = lessons.filter((l) => l.type === 'video').slice(1, 3);
    for (const video of [normal!, fastest!]) await giveVideo(ctx, video.id, 36_000);
    // Each step: the wall-clock seconds that pass, then the stretch played meanwhile.
    const watch = async (lessonId: number, steps: [seconds: number, from: number, to: number][]) => {
      let res = await report(who, { lesson_id: lessonId, position: 0 });
      for (const [seconds, from, to] of steps) {
        await ageReport(ctx, who.id, lessonId, seconds);
        res = await report(who, { lesson_id: lessonId, played_from: from, played_to: to, position: to });
      }
      return res.json().data;
    };
    const at1x = await watch(normal!.id, [
      [10, 0, 10],
      [10, 10, 20],
      [10, 20, 30],
      [6, 30, 36],
    ]);
    expect(at1x).toMatchObject({ completed: true, watched_percent: 100, position_seconds: 36 });
    const at2x = await watch(fastest!.id, [
      [10, 0, 20],
      [8, 20, 36],
    ]);
    expect(at2x).toMatchObject({ completed: true, watched_percent: 100, position_seconds: 36 });
  });

  it('clamps reports past the video’s end and rejects malformed ones with the field named', async () => {
    const { who, lessons } = await ownedCourse('Python for Data Analysis');
    const video = lessons.filter((l) => l.type === 'video')[2]!;
    await giveVideo(ctx, video.id, 20_000);
    await report(who, { lesson_id: video.id, position: 0 });
    await ageReport(ctx, who.id, video.id, 60);
    const res = await report(who, { lesson_id: video.id, played_from: 0, played_to: 500, position: 900 });
    expect(res.json().data).toMatchObject({ completed: true, watched_percent: 100, position_seconds: 20 });
    const bad = await report(who, { lesson_id: video.id, played_from: 10, played_to: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('played_to');
    const negative = await report(who, { lesson_id: video.id, played_from: -1, played_to: 5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toHaveProperty('played_from');
    const noLesson = await report(who, { lesson_id: 'x' });
    expect(noLesson.statusCode).toBe(400);
    expect(noLesson.json().error.fields).toHaveProperty('lesson_id');
  });
});

describe('GET /api/get-lesson-progress/{email} without course_id (the spec’s form)', () => {
  it('answers every owned course’s progress, the latest bought first, and only the token’s own', async () => {
    const excel = await courseByTitle(ctx, 'Data Analysis with Excel');
    const python = await courseByTitle(ctx, 'Python for Data Analysis');
    const who = await createLearner(ctx, { owns: [excel.id, python.id] });
    const lessons = await lessonsOf(ctx, excel.id);
    expect((await report(who, { lesson_id: lessons.find((l) => l.type === 'text')!.id })).statusCode).toBe(
      200,
    );
    const all = await ctx.app.inject({
      url: `/api/get-lesson-progress/${encodeURIComponent(who.email)}`,
      headers: learning({ token: who.token }),
    });
    expect(all.statusCode).toBe(200);
    const list = all.json().data as { course_id: number; completed_lessons: number }[];
    expect(list.map((c) => c.course_id).sort()).toEqual([excel.id, python.id].sort());
    // Each entry is what the one-course form answers.
    for (const id of [excel.id, python.id]) {
      const one = (await progress(who, id)).json().data;
      expect(list.find((c) => c.course_id === id)).toEqual(one);
    }
    expect(list.find((c) => c.course_id === excel.id)!.completed_lessons).toBe(1);
    // A learner who owns nothing gets an empty list; another's email is refused.
    const none = await createLearner(ctx);
    const empty = await ctx.app.inject({
      url: `/api/get-lesson-progress/${encodeURIComponent(none.email)}`,
      headers: learning({ token: none.token }),
    });
    expect(empty.json().data).toEqual([]);
    const foreign = await ctx.app.inject({
      url: `/api/get-lesson-progress/${encodeURIComponent(who.email)}`,
      headers: learning({ token: none.token }),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('who may report and read progress', () => {
  it('answers only for the token’s own email', async () => {
    const { course, who, lessons } = await ownedCourse();
    const other = await createLearner(ctx, { owns: [course.id] });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-lesson-progress',
      headers: learning({ token: who.token }),
      payload: { email: other.email, lesson_id: lessons[1]!.id },
    });
    expect(res.statusCode).toBe(403);
    expect((await progress(who, course.id, other.email)).statusCode).toBe(403);
    expect((await progress(who, course.id, 'learner@example.com')).statusCode).toBe(403);
    expect((await progress(who, course.id, who.email.toUpperCase())).statusCode).toBe(200);
  });

  it('refuses unowned courses (403), another tenant’s lessons and unknown ones (404), and no token (401)', async () => {
    const course = await courseByTitle(ctx, 'Data Analysis with Excel');
    const stranger = await createLearner(ctx);
    const lessons = await lessonsOf(ctx, course.id);
    const preview = lessons.find((l) => l.is_preview)!;
    expect((await report(stranger, { lesson_id: preview.id })).statusCode).toBe(403);
    expect((await progress(stranger, course.id)).statusCode).toBe(403);
    const acme = await courseByTitle(ctx, 'Workplace Safety Essentials', HOST_B);
    const acmeLesson = (await lessonsOf(ctx, acme.id))[0]!;
    expect((await report(stranger, { lesson_id: acmeLesson.id })).statusCode).toBe(404);
    expect((await progress(stranger, acme.id)).statusCode).toBe(404);
    expect((await report(stranger, { lesson_id: 2_000_000_000 })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-lesson-progress',
      headers: learning(),
      payload: { email: stranger.email, lesson_id: preview.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('completing a course', () => {
  it('reaches 100 % once, issues one certificate, and recounts when lessons change', async () => {
    const { course, who, lessons } = await ownedCourse('Python for Data Analysis');
    // Every lesson completed through the one server function (videos and quizzes have their own tests).
    for (const l of lessons)
      await ctx.database.sql.query('SELECT learning_complete_lesson($1, $2)', [who.id, l.id]);
    let p = (await progress(who, course.id)).json().data;
    expect(p).toMatchObject({ progress_percent: 100, completed_lessons: lessons.length });
    expect(p.certificate_code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const text = lessons.find((l) => l.type === 'text')!;
    await report(who, { lesson_id: text.id });
    const certificates = await ctx.database.sql.query('SELECT 1 FROM certificates WHERE user_id = $1', [
      who.id,
    ]);
    expect(certificates).toHaveLength(1);
    // A new lesson lowers the share; the certificate stays.
    const [row] = await ctx.database.sql.query<{ section_id: number }>(
      'SELECT section_id FROM lessons WHERE id = $1',
      [text.id],
    );
    await ctx.database.sql.query(
      `INSERT INTO lessons (course_id, section_id, position, title_en, title_id, type)
       VALUES ($1, $2, 99, 'New', 'Baru', 'text')`,
      [course.id, row!.section_id],
    );
    p = (await progress(who, course.id)).json().data;
    expect(p.lessons_count).toBe(lessons.length + 1);
    expect(p.progress_percent).toBe(Math.floor((100 * lessons.length) / (lessons.length + 1)));
    expect(p.certificate_code).not.toBeNull();
    // A removed lesson no longer counts as completed: never above 100 %.
    await ctx.database.sql.query('DELETE FROM lessons WHERE id = $1', [text.id]);
    p = (await progress(who, course.id)).json().data;
    expect(p.completed_lessons).toBe(lessons.length - 1);
    expect(p.progress_percent).toBeLessThanOrEqual(100);
  });
});

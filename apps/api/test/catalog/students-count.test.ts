import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldStudentsCount } from '../../src/modules/catalog/courses/students-count.ts';
import { createTestApp, type TestContext } from '../helper.ts';
import { courseByTitle, createLearner } from './helpers.ts';

/** students_count follows enrolments through appended changes and a fold (0018_students_count_deltas.sql). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

const studentsOf = async (courseId: number) =>
  (
    await ctx.database.sql.query<{ n: number }>('SELECT students_count AS n FROM courses WHERE id = $1', [
      courseId,
    ])
  )[0]!.n;

describe('students_count', () => {
  it('starts with the demo enrolments counted', async () => {
    const [row] = await ctx.database.sql.query<{ waiting: number }>(
      'SELECT count(*)::int AS waiting FROM course_student_deltas',
    );
    expect(row!.waiting).toBe(0);
  });

  it('counts enrolments and removals at the next fold, once each', async () => {
    const course = await courseByTitle(ctx, 'SQL for Business Analysts');
    await foldStudentsCount(ctx.database.sql);
    const before = await studentsOf(course.id);
    const a = await createLearner(ctx, { owns: [course.id] });
    await createLearner(ctx, { owns: [course.id] });
    // (The app's own job may fold first: every 5 s.)
    await foldStudentsCount(ctx.database.sql);
    expect(await studentsOf(course.id)).toBe(before + 2);
    // A second fold finds nothing left to add.
    await foldStudentsCount(ctx.database.sql);
    expect(await studentsOf(course.id)).toBe(before + 2);

    await ctx.database.sql.query('DELETE FROM enrollments WHERE user_id = $1 AND course_id = $2', [
      a.id,
      course.id,
    ]);
    await Promise.all([foldStudentsCount(ctx.database.sql), foldStudentsCount(ctx.database.sql)]);
    await foldStudentsCount(ctx.database.sql);
    expect(await studentsOf(course.id)).toBe(before + 1);
  });
});

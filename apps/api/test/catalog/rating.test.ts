import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, RatingSummary } from '@app/contract/catalog';
import { createTestApp, HOST_B, type TestContext } from '../helper.ts';
import { courseByTitle, createLearner, learning } from './helpers.ts';

let ctx: TestContext;
let courseId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  courseId = (await courseByTitle(ctx, 'Business Plan for MSMEs')).id;
});
afterAll(() => ctx.close());

const rating = async (id: number | string, token?: string) => {
  const res = await ctx.app.inject({ url: `/api/courses/get-rating/${id}`, headers: learning({ token }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RatingSummary;
};
const rate = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/courses/update-rating', headers: learning({ token }), payload });
const sum = (d: RatingSummary['distribution']) => d[1] + d[2] + d[3] + d[4] + d[5];
const mean = (d: RatingSummary['distribution']) =>
  Math.round(((d[1] + 2 * d[2] + 3 * d[3] + 4 * d[4] + 5 * d[5]) / sum(d)) * 100) / 100;

describe('GET /api/courses/get-rating/{id}', () => {
  it('answers average, count and a distribution that agree', async () => {
    const r = await rating(courseId);
    expect(r.course_id).toBe(courseId);
    expect(r.count).toBeGreaterThan(0);
    expect(sum(r.distribution)).toBe(r.count);
    expect(r.average).toBe(mean(r.distribution));
    expect(r.my_rating).toBeNull();
  });

  it('answers 404 for unknown and foreign courses', async () => {
    expect((await ctx.app.inject({ url: '/api/courses/get-rating/999999', headers: learning() })).statusCode).toBe(404);
    const b = await courseByTitle(ctx, 'Linux System Administration', HOST_B);
    expect((await ctx.app.inject({ url: `/api/courses/get-rating/${b.id}`, headers: learning() })).statusCode).toBe(404);
  });
});

describe('PATCH /api/courses/update-rating', () => {
  it('lets an owner rate once; a new rating replaces the old one', async () => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    const before = await rating(courseId);

    const first = await rate(owner.token, { course_id: courseId, rating: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json().data as RatingSummary;
    expect(afterFirst.count).toBe(before.count + 1);
    expect(afterFirst.distribution[2]).toBe(before.distribution[2] + 1);
    expect(afterFirst.my_rating).toBe(2);
    expect(afterFirst.average).toBe(mean(afterFirst.distribution));

    const second = (await rate(owner.token, { course_id: courseId, rating: 5 })).json().data as RatingSummary;
    expect(second.count).toBe(before.count + 1);
    expect(second.distribution[2]).toBe(before.distribution[2]);
    expect(second.distribution[5]).toBe(before.distribution[5] + 1);
    expect(second.my_rating).toBe(5);
    expect((await rating(courseId, owner.token)).my_rating).toBe(5);

    // The course card carries the same figures.
    const course = (await ctx.app.inject({ url: `/api/courses/course-show/${courseId}`, headers: learning() })).json()
      .data as CourseDetail;
    expect(course.rating_count).toBe(second.count);
    expect(course.rating_avg).toBe(second.average);
  });

  it('keeps the counts consistent under concurrent ratings', async () => {
    const owners = await Promise.all(Array.from({ length: 5 }, () => createLearner(ctx, { owns: [courseId] })));
    const before = await rating(courseId);
    await Promise.all(
      owners.flatMap((o, i) => [1, 2, 3, 4, 5].map((r) => rate(o.token, { course_id: courseId, rating: ((r + i) % 5) + 1 }))),
    );
    const after = await rating(courseId);
    expect(after.count).toBe(before.count + owners.length);
    expect(sum(after.distribution)).toBe(after.count);
    const [stored] = await ctx.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM course_ratings WHERE course_id = $1',
      [courseId],
    );
    expect(stored!.n).toBe(after.count);
  });

  it('answers 403 to a learner who does not own the course', async () => {
    const stranger = await createLearner(ctx);
    const res = await rate(stranger.token, { course_id: courseId, rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, error: { code: 'forbidden' } });
  });

  it.each([0, 6, -1, 3.5, 'five', null])('answers 400 naming rating for %s', async (value) => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    const res = await rate(owner.token, { course_id: courseId, rating: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('rating');
  });

  it('answers 404 for an unknown or foreign course, 400 for a bad course_id', async () => {
    const owner = await createLearner(ctx, { owns: [courseId] });
    expect((await rate(owner.token, { course_id: 999999, rating: 4 })).statusCode).toBe(404);
    const b = await courseByTitle(ctx, 'Linux System Administration', HOST_B);
    expect((await rate(owner.token, { course_id: b.id, rating: 4 })).statusCode).toBe(404);
    expect((await rate(owner.token, { course_id: 'x', rating: 4 })).statusCode).toBe(400);
  });
});

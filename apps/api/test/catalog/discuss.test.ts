import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  type Comment,
  type CourseDetail,
  type RatingSummary,
} from '@app/contract/catalog/schemas';
import { createTestApp, HOST_B, type TestContext } from '../helper.ts';
import { courseByTitle, createLearner, learning } from './helpers.ts';

let ctx: TestContext;
let courseId: number;
let ratedId: number;
// PGlite compiles its wasm once per test file: allow for a busy machine.
beforeAll(async () => {
  ctx = await createTestApp();
  courseId = (await courseByTitle(ctx, 'Meta Ads Mastery')).id;
  ratedId = (await courseByTitle(ctx, 'Business Plan for MSMEs')).id;
}, 180_000);
afterAll(() => ctx.close());

const comments = async (id: number | string, query = '', token?: string) => {
  const res = await ctx.app.inject({
    url: `/api/discuss/get-comment/${id}${query}`,
    headers: learning({ token }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Comment[]; meta: { page: number; limit: number; total: number } };
};
const post = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/discuss/add-comment',
    headers: learning({ token }),
    payload: payload as object,
  });
const like = (token: string, commentId: number | string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/discuss/add-liked',
    headers: learning({ token }),
    payload: { comment_id: commentId },
  });

describe('GET /api/discuss/get-comment/{id}', () => {
  it('answers the course’s comments newest first, paged, with authors', async () => {
    const all = await comments(courseId, '?limit=100');
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
    expect(all.data).toHaveLength(all.meta.total);
    const times = all.data.map((c) => Date.parse(c.created_at));
    expect(times.every((t, i) => i === 0 || times[i - 1]! >= t)).toBe(true);
    expect(all.data.every((c) => c.course_id === courseId && c.user.full_name.length > 0)).toBe(true);
    const first = await comments(courseId, '?limit=1&page=2');
    expect(first.data[0]!.id).toBe(all.data[1]!.id);
    expect(first.meta).toEqual({ page: 2, limit: 1, total: all.meta.total });
  });

  it('answers by slug too, and 404 for an unknown course', async () => {
    const { slug } = await courseByTitle(ctx, 'Meta Ads Mastery');
    expect((await comments(slug)).meta.total).toBe((await comments(courseId)).meta.total);
    const res = await ctx.app.inject({ url: '/api/discuss/get-comment/999999', headers: learning() });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 for bad paging', async () => {
    for (const q of ['limit=101', 'page=0', 'limit=abc']) {
      const res = await ctx.app.inject({
        url: `/api/discuss/get-comment/${courseId}?${q}`,
        headers: learning(),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/discuss/add-comment', () => {
  it('stores a trimmed comment and shows it first', async () => {
    const { token } = await createLearner(ctx, { name: 'Nur Commenter' });
    const before = await comments(courseId);
    const res = await post(token, { course_id: courseId, comments: '   Very clear, thank you!  ' });
    expect(res.statusCode).toBe(200);
    const created = res.json().data as Comment;
    expect(created).toMatchObject({
      course_id: courseId,
      comments: 'Very clear, thank you!',
      likes_count: 0,
      liked_by_me: false,
      user: { full_name: 'Nur Commenter', photo: null },
    });
    const after = await comments(courseId);
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data[0]!.id).toBe(created.id);
  });

  it('returns markup verbatim as plain text', async () => {
    const { token } = await createLearner(ctx);
    const text = '<script>alert(1)</script> & <b>bold</b> "quotes"';
    const res = await post(token, { course_id: String(courseId), comments: text });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.comments).toBe(text);
    expect((await comments(courseId)).data[0]!.comments).toBe(text);
  });

  it('accepts exactly 2000 characters and rejects 2001, empty and blank comments with 400', async () => {
    const { token } = await createLearner(ctx);
    expect(
      (await post(token, { course_id: courseId, comments: 'a'.repeat(COMMENT_MAX_LENGTH) })).statusCode,
    ).toBe(200);
    for (const text of ['a'.repeat(COMMENT_MAX_LENGTH + 1), '', '    ', undefined]) {
      const res = await post(token, { course_id: courseId, comments: text });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('comments');
    }
  });

  it('counts characters, not UTF-16 units, and refuses what cannot be stored', async () => {
    const { token } = await createLearner(ctx);
    // Characters, not UTF-16 units: 2000 emoji fit, as in the database's own check.
    expect((await post(token, { course_id: courseId, comments: '😀'.repeat(2000) })).statusCode).toBe(200);
    expect((await post(token, { course_id: courseId, comments: '😀'.repeat(2001) })).statusCode).toBe(400);
    const nul = await post(token, { course_id: courseId, comments: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toHaveProperty('comments');
    expect((await post(token, { course_id: courseId, comments: ['hi'] })).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/discuss/add-comment',
      headers: { ...learning({ token }), 'content-type': 'application/json' },
      payload: '{"course_id": 1, "comments": ',
    });
    expect(broken.statusCode).toBe(400);
    const multiline = await post(token, { course_id: courseId, comments: 'Line one\nLine two\ttab' });
    expect(multiline.json().data.comments).toBe('Line one\nLine two\ttab');
  });

  it('answers 400 for a bad course_id and 404 for an unknown or foreign course', async () => {
    const { token } = await createLearner(ctx);
    expect((await post(token, { course_id: 'abc', comments: 'hi' })).statusCode).toBe(400);
    expect((await post(token, { comments: 'hi' })).statusCode).toBe(400);
    expect((await post(token, { course_id: 999999, comments: 'hi' })).statusCode).toBe(404);
    expect((await post(token, { course_id: 99999999999, comments: 'hi' })).statusCode).toBe(404);
    const b = await courseByTitle(ctx, 'Cloud Kitchen Business', HOST_B);
    expect((await post(token, { course_id: b.id, comments: 'hi' })).statusCode).toBe(404);
  });

  it('accepts a form-encoded body', async () => {
    const { token } = await createLearner(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/discuss/add-comment',
      headers: { ...learning({ token }), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `course_id=${courseId}&comments=${encodeURIComponent('Terima kasih!')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.comments).toBe('Terima kasih!');
  });
});

describe('POST /api/discuss/add-liked', () => {
  it('counts 20 parallel likes by one user once', async () => {
    const author = await createLearner(ctx);
    const created = (await post(author.token, { course_id: courseId, comments: 'Like me' })).json()
      .data as Comment;
    const fan = await createLearner(ctx);
    const results = await Promise.all(Array.from({ length: 20 }, () => like(fan.token, created.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const listed = (await comments(courseId, '', fan.token)).data.find((c) => c.id === created.id)!;
    expect(listed.likes_count).toBe(1);
    expect(listed.liked_by_me).toBe(true);
    // Someone else's like counts; the author's view says they have not liked it.
    const second = await createLearner(ctx);
    expect((await like(second.token, created.id)).json().data).toEqual({
      comment_id: created.id,
      likes_count: 2,
      liked_by_me: true,
    });
    const authorView = (await comments(courseId, '', author.token)).data.find((c) => c.id === created.id)!;
    expect(authorView).toMatchObject({ likes_count: 2, liked_by_me: false });
  });

  it('answers 404 for an unknown or foreign comment and 400 for a bad id', async () => {
    const { token } = await createLearner(ctx);
    expect((await like(token, 999999)).statusCode).toBe(404);
    expect((await like(token, 99999999999)).statusCode).toBe(404);
    expect((await like(token, 'abc')).statusCode).toBe(400);
    expect((await like(token, 0)).statusCode).toBe(400);
    const b = await courseByTitle(ctx, 'Cloud Kitchen Business', HOST_B);
    const [foreign] = await ctx.database.sql.query<{ id: number }>(
      'SELECT id FROM comments WHERE course_id = $1 LIMIT 1',
      [b.id],
    );
    expect((await like(token, foreign!.id)).statusCode).toBe(404);
  });
});

describe('DELETE /api/discuss/delete-dislike', () => {
  it('takes back a like given in the body or the query, never below zero', async () => {
    const author = await createLearner(ctx);
    const created = (await post(author.token, { course_id: courseId, comments: 'Unlike me' })).json()
      .data as Comment;
    const fan = await createLearner(ctx);
    await like(fan.token, created.id);
    const byBody = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/discuss/delete-dislike',
      headers: learning({ token: fan.token }),
      payload: { comment_id: created.id },
    });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().data).toEqual({ comment_id: created.id, likes_count: 0, liked_by_me: false });
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/discuss/delete-dislike?comment_id=${created.id}`,
      headers: learning({ token: fan.token }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.likes_count).toBe(0);
    await like(fan.token, created.id);
    const byQuery = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/discuss/delete-dislike?comment_id=${created.id}`,
      headers: learning({ token: fan.token }),
    });
    expect(byQuery.json().data).toEqual({ comment_id: created.id, likes_count: 0, liked_by_me: false });
  });

  it('answers 400 without comment_id and 404 for an unknown comment', async () => {
    const { token } = await createLearner(ctx);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/discuss/delete-dislike',
      headers: learning({ token }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('comment_id');
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/discuss/delete-dislike?comment_id=999999',
      headers: learning({ token }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

const rating = async (id: number | string, token?: string) => {
  const res = await ctx.app.inject({ url: `/api/courses/get-rating/${id}`, headers: learning({ token }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RatingSummary;
};
const rate = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/courses/update-rating',
    headers: learning({ token }),
    payload,
  });
const sum = (d: RatingSummary['distribution']) => d[1] + d[2] + d[3] + d[4] + d[5];
const mean = (d: RatingSummary['distribution']) =>
  Math.round(((d[1] + 2 * d[2] + 3 * d[3] + 4 * d[4] + 5 * d[5]) / sum(d)) * 100) / 100;

describe('GET /api/courses/get-rating/{id}', () => {
  it('answers average, count and a distribution that agree', async () => {
    const r = await rating(ratedId);
    expect(r.course_id).toBe(ratedId);
    expect(r.count).toBeGreaterThan(0);
    expect(sum(r.distribution)).toBe(r.count);
    expect(r.average).toBe(mean(r.distribution));
    expect(r.my_rating).toBeNull();
  });

  it('answers 404 for unknown and foreign courses', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/courses/get-rating/999999', headers: learning() })).statusCode,
    ).toBe(404);
    const b = await courseByTitle(ctx, 'Linux System Administration', HOST_B);
    expect(
      (await ctx.app.inject({ url: `/api/courses/get-rating/${b.id}`, headers: learning() })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/courses/update-rating', () => {
  it('lets an owner rate once; a new rating replaces the old one', async () => {
    const owner = await createLearner(ctx, { owns: [ratedId] });
    const before = await rating(ratedId);

    const first = await rate(owner.token, { course_id: ratedId, rating: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json().data as RatingSummary;
    expect(afterFirst.count).toBe(before.count + 1);
    expect(afterFirst.distribution[2]).toBe(before.distribution[2] + 1);
    expect(afterFirst.my_rating).toBe(2);
    expect(afterFirst.average).toBe(mean(afterFirst.distribution));

    const second = (await rate(owner.token, { course_id: ratedId, rating: 5 })).json().data as RatingSummary;
    expect(second.count).toBe(before.count + 1);
    expect(second.distribution[2]).toBe(before.distribution[2]);
    expect(second.distribution[5]).toBe(before.distribution[5] + 1);
    expect(second.my_rating).toBe(5);
    expect((await rating(ratedId, owner.token)).my_rating).toBe(5);

    // The course card carries the same figures.
    const course = (
      await ctx.app.inject({ url: `/api/courses/course-show/${ratedId}`, headers: learning() })
    ).json().data as CourseDetail;
    expect(course.rating_count).toBe(second.count);
    expect(course.rating_avg).toBe(second.average);
  });

  it('keeps the counts consistent under concurrent ratings', async () => {
    const owners = await Promise.all(
      Array.from({ length: 5 }, () => createLearner(ctx, { owns: [ratedId] })),
    );
    const before = await rating(ratedId);
    await Promise.all(
      owners.flatMap((o, i) =>
        [1, 2, 3, 4, 5].map((r) => rate(o.token, { course_id: ratedId, rating: ((r + i) % 5) + 1 })),
      ),
    );
    const after = await rating(ratedId);
    expect(after.count).toBe(before.count + owners.length);
    expect(sum(after.distribution)).toBe(after.count);
    const [stored] = await ctx.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM course_ratings WHERE course_id = $1',
      [ratedId],
    );
    expect(stored!.n).toBe(after.count);
  });

  it('answers 403 to a learner who does not own the course', async () => {
    const stranger = await createLearner(ctx);
    const res = await rate(stranger.token, { course_id: ratedId, rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, error: { code: 'course_not_owned' } });
  });

  it.each([0, 6, -1, 3.5, 'five', null])('answers 400 naming rating for %s', async (value) => {
    const owner = await createLearner(ctx, { owns: [ratedId] });
    const res = await rate(owner.token, { course_id: ratedId, rating: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('rating');
  });

  it('answers 404 for an unknown or foreign course, 400 for a bad course_id', async () => {
    const owner = await createLearner(ctx, { owns: [ratedId] });
    expect((await rate(owner.token, { course_id: 999999, rating: 4 })).statusCode).toBe(404);
    const b = await courseByTitle(ctx, 'Linux System Administration', HOST_B);
    expect((await rate(owner.token, { course_id: b.id, rating: 4 })).statusCode).toBe(404);
    expect((await rate(owner.token, { course_id: 'x', rating: 4 })).statusCode).toBe(400);
  });
});

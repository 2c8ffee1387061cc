import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@app/contract/catalog/schemas';
import { buildApp } from '../../src/app.ts';
import { createTestApp, type TestContext, earlyInWindow } from '../helper.ts';
import { courseByTitle, createLearner, learning } from './helpers.ts';

/** Real limits (multiplier 1): these tests run them to the edge. */
let ctx: TestContext;
let courseId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  courseId = (await courseByTitle(ctx, 'Meta Ads Mastery')).id;
}, 180_000);
afterAll(() => ctx?.close());

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** Sends `allowed` requests that pass, then expects the next one to answer 429 with Retry-After. */
async function expectLimit(send: (i: number) => Promise<Answer>, allowed: number) {
  for (let i = 0; i < allowed; i++) {
    const res = await send(i);
    expect(res.statusCode, `request ${i + 1}`).toBe(200);
  }
  const over = await send(allowed);
  expect(over.statusCode).toBe(429);
  expect(over.json()).toEqual({
    status: 429,
    message: 'Too many attempts. Please wait a moment and try again.',
    error: { code: 'rate_limited' },
  });
  const retryAfter = Number(over.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const post = (token: string, text: string, app: FastifyInstance = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/discuss/add-comment',
    headers: learning({ token }),
    payload: { course_id: courseId, comments: text },
  });
const like = (token: string, commentId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/discuss/add-liked',
    headers: learning({ token }),
    payload: { comment_id: commentId },
  });
const unlike = (token: string, commentId: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/discuss/delete-dislike?comment_id=${commentId}`,
    headers: learning({ token }),
  });
const rate = (token: string, rating: number) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/courses/update-rating',
    headers: learning({ token }),
    payload: { course_id: courseId, rating },
  });

describe('POST /api/discuss/add-comment rate limit', () => {
  it('allows 10 comments a minute per user, counted across instances; others still post', async () => {
    await earlyInWindow(60, 15_000);
    // A second server on the same database: the counter is not kept in memory.
    const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    try {
      const writer = await createLearner(ctx);
      const apps = [ctx.app, second];
      await expectLimit((i) => post(writer.token, `Comment ${i + 1}`, apps[i % 2]!), 10);
      const stored = await ctx.database.sql.query('SELECT id FROM comments WHERE user_id = $1', [writer.id]);
      expect(stored).toHaveLength(10);

      const other = await createLearner(ctx);
      expect((await post(other.token, 'Still welcome')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/discuss/add-liked and DELETE /api/discuss/delete-dislike rate limit', () => {
  it('allows 60 likes and unlikes a minute per user, together; others still like', async () => {
    const author = await createLearner(ctx);
    const created = (await post(author.token, 'Like me, then do not')).json() as { data: Comment };
    const id = created.data.id;
    await earlyInWindow(60, 15_000);
    const fan = await createLearner(ctx);
    // Toggling: likes and taken-back likes draw on the same allowance.
    await expectLimit((i) => (i % 2 ? unlike(fan.token, id) : like(fan.token, id)), 60);
    expect((await like(fan.token, id)).statusCode).toBe(429);

    const other = await createLearner(ctx);
    const res = await like(other.token, id);
    expect(res.statusCode).toBe(200);
    // The fan's last accepted call (the 60th) took their like back: only the other one's counts.
    expect(res.json()).toMatchObject({ data: { comment_id: id, likes_count: 1, liked_by_me: true } });
  });
});

describe('PATCH /api/courses/update-rating rate limit', () => {
  it('allows 20 ratings a minute per user; other owners still rate', async () => {
    await earlyInWindow(60, 15_000);
    const owner = await createLearner(ctx, { owns: [courseId] });
    await expectLimit((i) => rate(owner.token, (i % 5) + 1), 20);
    const other = await createLearner(ctx, { owns: [courseId] });
    const res = await rate(other.token, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { my_rating: 4 } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('GET /healthz', () => {
  it('answers 200 while the process is up, on any host', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { host: 'anything.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 with the kind of database when it answers', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 in the envelope when the database does not answer', async () => {
    const sql = ctx.database.sql;
    const query = sql.query;
    // A database outage, as the load balancer would see it.
    sql.query = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await ctx.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        message: 'Database not reachable',
        error: { code: 'not_ready' },
      });
    } finally {
      sql.query = query;
    }
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

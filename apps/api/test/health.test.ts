import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL restart', () => {
  it('ends idle connections without ending the process, and the next request reconnects', async () => {
    const sql = ctx.database.sql;
    const [backend] = await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const lost = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // What a restart or failover does to the pool's idle connection.
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [backend!.pid]);
      await admin.end();
      await expect.poll(() => lost.mock.calls.length).toBeGreaterThan(0);
      expect(String(lost.mock.calls[0]?.[0])).toContain('idle connection lost');
    } finally {
      lost.mockRestore();
    }
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });
});

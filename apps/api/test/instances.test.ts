import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSummary } from '@app/contract/catalog/schemas';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createTestApp, publicHeaders, type TestContext } from './helper.ts';
import { courseByTitle, createLearner, learning } from './catalog/helpers.ts';

/**
 * Two API instances on one database, as behind a load balancer: what one writes, the other
 * shows within 5 s although both cache (catalogue pages, the tenant of a host), and the rate
 * limits are one count. On PostgreSQL the second instance has its own pool and listening
 * connection; on PGlite (one process by nature) it shares the database but none of the caches.
 */
let ctx: TestContext;
let other: FastifyInstance;
let otherDatabase: Database | null = null;

beforeAll(async () => {
  ctx = await createTestApp();
  if (ctx.env.DATABASE_URL)
    otherDatabase = await openDatabase({ url: ctx.env.DATABASE_URL, dataDir: '', poolSize: 4 });
  other = await buildApp({ env: ctx.env, database: otherDatabase ?? ctx.database, logger: false });
  await other.ready();
}, 180_000);
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
  await ctx.close();
});

/** Polls `read` until `done` holds; the time it took, or a failure after `ms`. */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const searchOn = async (app: FastifyInstance, term: string) => {
  const res = await app.inject({
    // Without `lang` a search answers in the tenant's language (decision 31); this test reads English.
    url: `/api/courses/course-search/${encodeURIComponent(term)}?lang=en`,
    headers: learning(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CourseSummary[] }).data;
};

describe('two instances on one database', () => {
  it('a rating given on one shows in the other’s cached pages within 5 s', async () => {
    const course = await courseByTitle(ctx, 'Data Analyst Bootcamp: Zero to Job-Ready');
    const card = async () =>
      (await searchOn(other, 'data analyst bootcamp')).find((c) => c.id === course.id)!;
    const before = await card(); // now cached on the other instance (30 s)
    const raters = await Promise.all(
      Array.from({ length: 3 }, () => createLearner(ctx, { owns: [course.id] })),
    );
    for (const rater of raters) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/courses/update-rating',
        headers: learning({ token: rater.token }),
        payload: { course_id: course.id, rating: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ms = await within(5_000, card, (c) => c.rating_count === before.rating_count + 3);
    expect(ms).toBeLessThan(5_000);
  });

  it('a renamed course shows its new title on the other, and is found by it', async () => {
    const course = await courseByTitle(ctx, 'SQL for Business Analysts');
    const card = async () => (await searchOn(other, 'sql business analysts')).find((c) => c.id === course.id);
    expect((await card())?.title).toBe('SQL for Business Analysts'); // cached on the other (30 s)
    // A catalogue edit made outside this API (an operator's tool): only the database knows.
    await ctx.database.sql.query(`UPDATE courses SET title_en = 'Growth Marketing Playbook' WHERE id = $1`, [
      course.id,
    ]);
    await within(5_000, card, (c) => c?.title !== 'SQL for Business Analysts');
    expect((await searchOn(other, 'growth marketing playbook'))[0]?.id).toBe(course.id);
  });

  it('a company added on one is served by the other within 5 s, though the other had just answered 404', async () => {
    const host = `late-${Date.now()}.localhost`;
    const check = () => other.inject({ url: '/api/cek-domain', headers: publicHeaders(host) });
    expect((await check()).statusCode).toBe(404); // the other instance now remembers "no such tenant"
    // Like tenant A in every setting but its name and domain.
    const [tenant] = await ctx.database.sql.query<{ id: number }>(
      `INSERT INTO tenants (slug, primary_host, status, company_name, support_email, primary_color,
                            background_color, accent_color, text_color, singular_name, plural_name,
                            currency, default_locale)
       SELECT $1, $2, 'active', 'Late Academy', support_email, primary_color, background_color,
              accent_color, text_color, singular_name, plural_name, currency, default_locale
         FROM tenants WHERE id = (SELECT tenant_id FROM tenant_domains WHERE host = 'localhost')
       RETURNING id`,
      [`late-${Date.now()}`, host],
    );
    await ctx.database.sql.query('INSERT INTO tenant_domains (host, tenant_id) VALUES ($1, $2)', [
      host,
      tenant!.id,
    ]);
    await within(
      5_000,
      async () => (await check()).statusCode,
      (status) => status === 200,
    );
    await ctx.database.sql.query(`UPDATE tenants SET status = 'suspended' WHERE id = $1`, [tenant!.id]);
    await within(
      5_000,
      async () => (await check()).statusCode,
      (status) => status === 409,
    );
  });

  it('shares rate limits: failed logins on one count on the other', async () => {
    const email = `limit-${Date.now()}@example.test`;
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        headers: { ...publicHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(email)}&password=wrong-password-1`,
      });
    // The limit counts in fixed one-minute windows: start well inside one, so that all eleven
    // tries fall in the same window (a run that crossed a minute's end counted in two).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 ? other : ctx.app)).statusCode);
    expect(statuses.every((s) => s === 401 || s === 400 || s === 422)).toBe(true);
    const res = await login(other);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, publicHeaders, type TestContext } from './helper.ts';
import { SETUP_MS } from './account/support.ts';

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('counts requests by route pattern and status, in Prometheus text format, for this machine', async () => {
    await ctx.app.inject({ url: '/api/cek-domain', headers: publicHeaders(HOST_A) });
    await ctx.app.inject({ url: '/api/pages/get-page/about', headers: publicHeaders(HOST_A) });
    await ctx.app.inject({ url: '/api/pages/get-page/nope', headers: publicHeaders(HOST_A) });
    const res = await ctx.app.inject({ url: '/metrics', headers: { host: HOST_A } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/cek-domain",status="200"\} [1-9]/);
    // The pattern, not the URL: one series for every page key.
    expect(text).toMatch(/route="\/api\/pages\/get-page\/:key",status="200"/);
    expect(text).toMatch(/route="\/api\/pages\/get-page\/:key",status="400"/);
    expect(text).not.toContain('get-page/about');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/cek-domain"/,
    );
    expect(text).toContain('process_cpu_seconds_total');
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
  });

  it('does not exist for other machines without METRICS_TOKEN', async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { host: HOST_A },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  const token = 'scrape-token-0123456789';
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: token } });
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('answers a scraper with the token from anywhere, and nobody without it', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const ok = await ctx.app.inject({
      url: '/metrics',
      headers: { host: HOST_A, authorization: `Bearer ${token}` },
      ...from,
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { host: HOST_A, authorization: 'Bearer nope' },
      ...from,
    });
    expect(wrong.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/metrics', headers: { host: HOST_A } })).statusCode).toBe(404);
  });
});

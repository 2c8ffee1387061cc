import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, publicHeaders, type TestContext } from '../helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every public content path (product §7 plus pages and articles). */
const paths = [
  '/api/cek-domain',
  '/api/banner/get-banner',
  '/api/general/get-general',
  '/api/general/get-company-logo',
  '/api/features/get-features',
  '/api/testimonies/get-testimonies',
  '/api/programmes/get-programmes',
  '/api/about/get-about',
  '/api/help-page/get-help-page',
  '/api/faq/get-faq',
  '/api/terms-condition/get-terms-condition',
  '/api/privacy/get-privacy',
  '/api/refund-policy/get-refund',
  '/api/cancellation/get-cancellation',
  '/api/theme-settings/get-theme',
  '/api/product-settings/get-product-settings',
  '/api/pages/get-page/contact',
  '/api/articles/get-articles',
  '/api/articles/get-article/excel-formulas-that-save-hours',
];

describe('public content calls', () => {
  it('send security headers on success and failure answers', async () => {
    for (const headers of [publicHeaders(HOST_A), { host: HOST_A }, publicHeaders('unknown.example')]) {
      const res = await ctx.app.inject({ url: '/api/banner/get-banner', headers });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('send a request id, and keep a well-formed one the client sent', async () => {
    const res = await ctx.app.inject({ url: '/api/theme-settings/get-theme', headers: publicHeaders() });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await ctx.app.inject({ url: '/api/theme-settings/get-theme', headers: publicHeaders() });
    expect(other.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
    const given = await ctx.app.inject({
      url: '/api/theme-settings/get-theme',
      headers: { ...publicHeaders(), 'x-request-id': 'lb-7f3a9c21e0' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c21e0');
    const unsafe = await ctx.app.inject({
      url: '/api/theme-settings/get-theme',
      headers: { ...publicHeaders(), 'x-request-id': 'evil\tid with spaces' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await ctx.app.inject({ url: '/api/theme-settings/get-theme', headers: { host: HOST_A } });
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('find the tenant whatever the case of the host and with a port', async () => {
    const res = await ctx.app.inject({
      url: '/api/general/get-company-logo',
      headers: publicHeaders('ACME.Localhost:8080'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company_name).toBe('Acme Academy');
    const ip = await ctx.app.inject({
      url: '/api/general/get-company-logo',
      headers: publicHeaders('127.0.0.1'),
    });
    expect(ip.json().data.company_name).toBe('Cendekia Academy');
  });

  it('answer 404 in the envelope for an unknown /api path and an unsupported method', async () => {
    const unknown = await ctx.app.inject({ url: '/api/banner/get-banners', headers: publicHeaders() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Not found', error: { code: 'not_found' } });
    const html = await ctx.app.inject({
      url: '/api/nothing-here',
      headers: { ...publicHeaders(), accept: 'text/html' },
    });
    expect(html.statusCode).toBe(404);
    expect(html.json().error.code).toBe('not_found');
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/banner/get-banner',
      headers: publicHeaders(),
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().status).toBe(404);
  });

  it('never answer 500, whatever the host, headers or query', async () => {
    const hosts = [HOST_A, HOST_B, HOST_SUSPENDED, 'unknown.example', '', 'a'.repeat(300), '[::1]:80'];
    const queries: Record<string, string | string[]>[] = [
      {},
      { lang: '' },
      { lang: 'ID' },
      { lang: ['en', 'id'] },
      { page: '1e3', limit: '10.5' },
      { page: '99999999999999999999' },
      { search: '%_\\\'";--', category: '' },
      { search: 'ü'.repeat(100), category: 'x'.repeat(61) },
    ];
    const seen = new Set<number>();
    for (const url of paths) {
      for (const host of hosts) {
        for (const query of queries) {
          const res = await ctx.app.inject({ url, query, headers: publicHeaders(host) });
          seen.add(res.statusCode);
          expect(res.statusCode, `${url} ${host} ${JSON.stringify(query)}`).toBeLessThan(500);
          expect(res.json()).toHaveProperty('status', res.statusCode);
        }
      }
      const doubled = await ctx.app.inject({
        url,
        headers: { host: HOST_A, app_code: ['wl-malaysia', 'wl-malaysia'] },
      });
      expect(doubled.statusCode).toBeLessThan(500);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 404, 409]));
  });
});

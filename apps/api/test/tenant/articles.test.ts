import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@app/contract/envelope';
import { article, articleListResponse } from '@app/contract/tenant/schemas';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, publicHeaders, type TestContext } from '../helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = (query: Record<string, string> = {}, host = HOST_A) =>
  ctx.app.inject({
    url: '/api/articles/get-articles',
    headers: publicHeaders(host),
    query: { lang: 'en', ...query },
  });
// Without `lang` a call answers in the tenant's default language (issue 22 item 7); these tests read English.
const one = (slug: string, query: Record<string, string> = {}, host = HOST_A) =>
  ctx.app.inject({
    url: `/api/articles/get-article/${slug}`,
    headers: publicHeaders(host),
    query: { lang: 'en', ...query },
  });

describe('GET /api/articles/get-articles', () => {
  it('answers the tenant’s articles newest first, without bodies, with paging meta', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = articleListResponse.parse(res.json());
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 6 });
    expect(body.data).toHaveLength(6);
    const dates = body.data.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(6);
    for (const a of body.data) {
      expect(a.published_at.startsWith('2026-')).toBe(true);
      expect(a.image).toMatch(/^\/media\/[0-9a-f-]{36}$/);
      expect(a.author).not.toBe('');
      expect(a.reading_minutes).toBeGreaterThanOrEqual(2);
      expect(a).not.toHaveProperty('body');
    }
    expect(body.data[0]!.slug).toBe('ninety-day-onboarding-plan');
  });

  it('pages with page and limit', async () => {
    const first = articleListResponse.parse((await list({ page: '1', limit: '4' })).json());
    const second = articleListResponse.parse((await list({ page: '2', limit: '4' })).json());
    expect(first.meta).toEqual({ page: 1, limit: 4, total: 6 });
    expect(first.data).toHaveLength(4);
    expect(second.meta).toEqual({ page: 2, limit: 4, total: 6 });
    expect(second.data).toHaveLength(2);
    const slugs = [...first.data, ...second.data].map((a) => a.slug);
    expect(new Set(slugs).size).toBe(6);
    const beyond = articleListResponse.parse((await list({ page: '9', limit: '4' })).json());
    expect(beyond).toMatchObject({ data: [], meta: { page: 9, total: 6 } });
  });

  it('answers the other tenant’s own articles', async () => {
    const a = articleListResponse.parse((await list({}, HOST_A)).json());
    const b = articleListResponse.parse((await list({}, HOST_B)).json());
    expect(b.meta.total).toBe(6);
    expect(b.data.map((x) => x.slug)).toContain('hrd-corp-claim-step-by-step');
    expect(b.data.map((x) => x.slug)).not.toContain(a.data[0]!.slug);
  });

  it('answers Indonesian titles and excerpts with lang=id', async () => {
    const id = articleListResponse.parse((await list({ lang: 'id' })).json());
    expect(id.data.find((x) => x.slug === 'excel-formulas-that-save-hours')?.title).toBe(
      'Sepuluh rumus Excel yang menghemat berjam-jam setiap minggu',
    );
  });

  it('answers 400 naming limit for a limit over 100', async () => {
    const res = await list({ limit: '101' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error: { code: 'validation', fields: { limit: expect.any(String) } },
    });
  });

  it('answers 400 naming page for page=0 and for a page that is not a number', async () => {
    for (const page of ['0', 'two', '-1']) {
      const res = await list({ page });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('page');
    }
  });

  it('sends ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await list();
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await ctx.app.inject({
      url: '/api/articles/get-articles?lang=en',
      headers: { ...publicHeaders(), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 401 without app_code, 404 for an unknown host and 409 for the suspended host', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/articles/get-articles', headers: { host: HOST_A } })).statusCode,
    ).toBe(401);
    expect((await list({}, 'nobody.example')).statusCode).toBe(404);
    expect((await list({}, HOST_SUSPENDED)).statusCode).toBe(409);
  });
});

describe('GET /api/articles/get-article/:slug', () => {
  it('answers one article with its body', async () => {
    const res = await one('first-data-analyst-portfolio');
    expect(res.statusCode).toBe(200);
    const a = envelope(article).parse(res.json()).data;
    expect(a).toMatchObject({
      slug: 'first-data-analyst-portfolio',
      title: 'How to build your first data analyst portfolio',
      author: 'Andini Maharani',
      published_at: '2026-03-18T04:00:00.000Z',
    });
    expect(a.body.length).toBeGreaterThanOrEqual(4);
    expect(a.body.length).toBeLessThanOrEqual(8);
    expect(a.body.some((b) => b.type === 'h2')).toBe(true);
  });

  it('answers the same article as the list', async () => {
    const summary = articleListResponse.parse((await list()).json()).data[2]!;
    const full = envelope(article).parse((await one(summary.slug)).json()).data;
    const { body: _body, ...rest } = full;
    expect(rest).toEqual(summary);
  });

  it('answers the body in Indonesian with lang=id', async () => {
    const a = envelope(article).parse((await one('public-speaking-nerves', { lang: 'id' })).json()).data;
    expect(a.title).toBe('Public speaking: lima cara meredakan gugup sebelum presentasi');
    expect(a.body[0]).toMatchObject({ type: 'p', text: expect.stringContaining('Setelah melatih') });
  });

  it('answers 404 for an unknown slug and for another tenant’s article', async () => {
    const unknown = await one('no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 404,
      message: 'Article not found',
      error: { code: 'not_found' },
    });
    const foreign = await one('hrd-corp-claim-step-by-step', {}, HOST_A);
    expect(foreign.statusCode).toBe(404);
    expect((await one('hrd-corp-claim-step-by-step', {}, HOST_B)).statusCode).toBe(200);
  });

  it('answers 400 naming slug for a malformed slug', async () => {
    for (const slug of ['Bad_Slug', 'a%20b', 'x'.repeat(121), '%3Cscript%3E']) {
      const res = await one(slug);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: { code: 'validation', fields: { slug: 'invalid_format' } },
      });
    }
  });
});

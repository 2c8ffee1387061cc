import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mentor } from '@app/contract/catalog';
import { createTestApp, HOST_B, publicHeaders, type TestContext } from '../helper.ts';
import { learning } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, host?: string) => ctx.app.inject({ url, headers: learning({ host }) });

describe('GET /api/mentor/get-all-mentor', () => {
  it('answers the tenant’s mentors, paged, with photos and totals', async () => {
    const res = await get('/api/mentor/get-all-mentor?limit=100');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Mentor[]; meta: { total: number } };
    expect(meta.total).toBeGreaterThanOrEqual(10);
    expect(data).toHaveLength(meta.total);
    expect(data.every((m) => /^\/media\/[0-9a-f-]{36}$/.test(m.photo) && m.bio.length > 20)).toBe(true);
    // Every course has one mentor.
    const courses = (await get('/api/courses/get-course-list?limit=1')).json().meta.total as number;
    expect(data.reduce((n, m) => n + m.courses_count, 0)).toBe(courses);
    const page = (await get('/api/mentor/get-all-mentor?limit=3&page=2')).json();
    expect(page.data.map((m: Mentor) => m.id)).toEqual(data.slice(3, 6).map((m) => m.id));
    expect((await get('/api/mentor/get-all-mentor?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /api/mentor/get-mentor/{id}', () => {
  it('answers one mentor, localised', async () => {
    const first = ((await get('/api/mentor/get-all-mentor?limit=1')).json().data as Mentor[])[0]!;
    const en = await get(`/api/mentor/get-mentor/${first.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual(first);
    const id = (await get(`/api/mentor/get-mentor/${first.id}?lang=id`)).json().data as Mentor;
    expect(id.name).toBe(first.name);
    expect(id.bio).not.toBe(first.bio);
  });

  it('answers 404 for unknown, malformed and foreign mentors', async () => {
    for (const key of ['999999', 'abc', '0', '99999999999']) {
      expect((await get(`/api/mentor/get-mentor/${key}`)).statusCode).toBe(404);
    }
    const b = ((await get('/api/mentor/get-all-mentor?limit=1', HOST_B)).json().data as Mentor[])[0]!;
    expect((await get(`/api/mentor/get-mentor/${b.id}`, HOST_B)).statusCode).toBe(200);
    expect((await get(`/api/mentor/get-mentor/${b.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/banner/get-all-banner', () => {
  it('answers the tenant’s banners, the same as the public banner call', async () => {
    for (const host of [undefined, HOST_B]) {
      const res = await get('/api/banner/get-all-banner?lang=id', host);
      expect(res.statusCode).toBe(200);
      const banners = res.json().data as { id: number; title: string; image: string }[];
      const pub = await ctx.app.inject({ url: '/api/banner/get-banner?lang=id', headers: publicHeaders(host) });
      expect(banners).toEqual(pub.json().data);
    }
    const a = (await get('/api/banner/get-all-banner')).json().data as { id: number }[];
    const b = (await get('/api/banner/get-all-banner', HOST_B)).json().data as { id: number }[];
    expect(a.some((x) => b.some((y) => y.id === x.id))).toBe(false);
  });
});

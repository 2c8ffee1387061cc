import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseArrayResponse,
  courseDetailResponse,
  courseListResponse,
  type Category,
  type CourseDetail,
  type CourseSummary,
  type Mentor,
} from '@app/contract/catalog/schemas';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, publicHeaders, type TestContext } from '../helper.ts';
import { basicAuth, courseByTitle, createLearner, learning } from './helpers.ts';

let ctx: TestContext;
// PGlite compiles its wasm once per test file: allow for a busy machine.
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

/** Without `lang` a call answers in the tenant's default language (issue 22 item 7); these tests read English. */
const inEnglish = (url: string) =>
  /[?&]lang=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}lang=en`;
const get = (url: string, headers: Record<string, string> = learning()) =>
  ctx.app.inject({ url: inEnglish(url), headers });
const list = async (url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: CourseSummary[]; meta: { page: number; limit: number; total: number } };
};
const paid = (c: CourseSummary) => c.discount_price ?? c.price;
const isSorted = <T>(values: T[], cmp: (a: T, b: T) => boolean) =>
  values.every((v, i) => i === 0 || cmp(values[i - 1]!, v));

describe('learning host authentication (product §6)', () => {
  const reads = [
    '/api/courses/get-course-list',
    '/api/category/get-category',
    '/api/courses/best-seller',
    '/api/courses/course-show/1',
    '/api/courses/category/1',
    '/api/courses/course-search/python',
    '/api/get-content/1',
    '/api/mentor/get-mentor/1',
    '/api/mentor/get-all-mentor',
    '/api/banner/get-all-banner',
    '/api/discuss/get-comment/1',
    '/api/courses/get-rating/1',
  ];
  const writes = [
    ['POST', '/api/discuss/add-comment'],
    ['POST', '/api/discuss/add-liked'],
    ['DELETE', '/api/discuss/delete-dislike'],
    ['PATCH', '/api/courses/update-rating'],
  ] as const;

  it.each(reads)('answers 401 on GET %s without or with wrong basic auth', async (url) => {
    const missing = await ctx.app.inject({ url, headers: { host: HOST_A } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 401, error: { code: 'basic_auth' } });
    const wrong = await ctx.app.inject({
      url,
      headers: { host: HOST_A, authorization: basicAuth('learning', 'nope') },
    });
    expect(wrong.statusCode).toBe(401);
    const bearer = await ctx.app.inject({
      url,
      headers: { host: HOST_A, authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it.each(writes)('answers 401 on %s %s without basic auth, even with a token', async (method, url) => {
    const { token } = await createLearner(ctx);
    const res = await ctx.app.inject({
      method,
      url,
      headers: { host: HOST_A, 'x-auth-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('basic_auth');
  });

  it.each(writes)('answers 401 on %s %s with basic auth but no token', async (method, url) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: learning(),
      payload: { course_id: 1, comment_id: 1, rating: 5, comments: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks credentials before input: bad paging without basic auth is 401, not 400', async () => {
    const res = await ctx.app.inject({
      url: '/api/courses/get-course-list?limit=1000',
      headers: { host: HOST_A },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a dead token on a read, and for a token of another tenant', async () => {
    const dead = await get('/api/courses/course-show/1', learning({ token: 'x'.repeat(43) }));
    expect(dead.statusCode).toBe(401);
    const other = await createLearner(ctx, { host: HOST_B });
    const res = await get('/api/courses/get-course-list', learning({ token: other.token }));
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 on an unknown host and 409 on a suspended one', async () => {
    expect(
      (await get('/api/courses/get-course-list', { ...learning(), host: 'unknown.example' })).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/courses/get-course-list', { ...learning(), host: HOST_SUSPENDED })).statusCode,
    ).toBe(409);
  });
});

describe('answers built by the database (list, category, search, best sellers)', () => {
  it.each([
    ['/api/courses/get-course-list?limit=100', courseListResponse],
    [
      '/api/courses/get-course-list?limit=100&lang=id&sort=price_desc&bootcamp=false&min_price=1',
      courseListResponse,
    ],
    ['/api/courses/category/digital-marketing?limit=100&lang=ms', courseListResponse],
    ['/api/courses/course-search/data?limit=100&lang=id', courseListResponse],
    ['/api/courses/best-seller?limit=24', courseArrayResponse],
    ['/api/courses/course-show/1', courseDetailResponse],
  ] as const)('match the contract schema: %s', async (url, schema) => {
    for (const host of [HOST_A, HOST_B]) {
      const res = await get(url, learning({ host }));
      if (url.includes('course-show') && host === HOST_B) continue;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const parsed = schema.safeParse(res.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it('sends an ETag and answers 304 to a client that has the page', async () => {
    const first = await get('/api/courses/get-course-list?limit=5');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/courses/get-course-list?limit=5', { ...learning(), 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('formats dates as ISO 8601 in UTC like every other answer', async () => {
    const [course] = (await list('/api/courses/get-course-list?limit=1')).data;
    expect(course!.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const detail = (await get(`/api/courses/course-show/${course!.id}`)).json().data as CourseDetail;
    expect(detail.updated_at).toBe(course!.updated_at);
  });
});

describe('odd input never fails the server', () => {
  it.each([
    '/api/courses/get-course-list?category=a%00',
    '/api/courses/get-course-list?category=',
    '/api/courses/get-course-list?min_price=1e400',
    '/api/courses/get-course-list?max_price=99999999999999999999',
    '/api/courses/get-course-list?page=99999999999',
    '/api/courses/get-course-list?limit=24&limit=25',
    '/api/courses/course-show/a%00',
    '/api/courses/course-show/%F0%9F%98%80',
    `/api/courses/course-show/${'a'.repeat(161)}`,
    '/api/courses/category/%00',
    '/api/get-content/0x10',
    '/api/mentor/get-mentor/1e3',
    '/api/discuss/get-comment/1?page=100000&limit=100',
    '/api/courses/get-rating/-5',
  ])('answers %s with a 2xx or 4xx envelope', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('status', res.statusCode);
  });
});

describe('GET /api/courses/get-course-list', () => {
  it('answers a first page of 24 with the total, priced in the tenant currency', async () => {
    const a = await list('/api/courses/get-course-list');
    expect(a.data).toHaveLength(24);
    expect(a.meta).toMatchObject({ page: 1, limit: 24 });
    expect(a.meta.total).toBeGreaterThanOrEqual(40);
    expect(new Set(a.data.map((c) => c.currency))).toEqual(new Set(['IDR']));
    const b = await list('/api/courses/get-course-list', learning({ host: HOST_B }));
    expect(new Set(b.data.map((c) => c.currency))).toEqual(new Set(['MYR']));
    expect(b.meta.total).toBeGreaterThanOrEqual(40);
    // The two tenants' catalogues do not mix.
    const idsA = new Set(a.data.map((c) => c.id));
    expect(b.data.some((c) => idsA.has(c.id))).toBe(false);
  });

  it('pages through every course exactly once', async () => {
    const first = await list('/api/courses/get-course-list?limit=100');
    expect(first.data).toHaveLength(first.meta.total);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(first.meta.total / 10); page++) {
      const res = await list(`/api/courses/get-course-list?limit=10&page=${page}`);
      seen.push(...res.data.map((c) => c.id));
    }
    expect(seen).toHaveLength(first.meta.total);
    expect(new Set(seen).size).toBe(first.meta.total);
    const past = await list('/api/courses/get-course-list?limit=10&page=500');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(first.meta.total);
  });

  it('sorts by popularity, rating and price', async () => {
    const popular = await list('/api/courses/get-course-list?limit=100');
    expect(
      isSorted(
        popular.data.map((c) => c.students_count),
        (a, b) => a >= b,
      ),
    ).toBe(true);
    const rating = await list('/api/courses/get-course-list?limit=100&sort=rating');
    expect(
      isSorted(
        rating.data.map((c) => c.rating_avg),
        (a, b) => a >= b,
      ),
    ).toBe(true);
    const cheap = await list('/api/courses/get-course-list?limit=100&sort=price_asc');
    expect(isSorted(cheap.data.map(paid), (a, b) => a <= b)).toBe(true);
    const dear = await list('/api/courses/get-course-list?limit=100&sort=price_desc');
    expect(isSorted(dear.data.map(paid), (a, b) => a >= b)).toBe(true);
    const newest = await list('/api/courses/get-course-list?limit=100&sort=newest');
    expect(newest.data.map((c) => c.id).sort()).toEqual(popular.data.map((c) => c.id).sort());
    expect(newest.data.map((c) => c.id)).not.toEqual(popular.data.map((c) => c.id));
  });

  it('filters by category slug or id, with the category’s count as total', async () => {
    const categories = (await get('/api/category/get-category')).json().data as Category[];
    const programming = categories.find((c) => c.slug === 'programming')!;
    const bySlug = await list('/api/courses/get-course-list?category=programming&limit=100');
    const byId = await list(`/api/courses/get-course-list?category=${programming.id}&limit=100`);
    expect(bySlug.data.map((c) => c.id)).toEqual(byId.data.map((c) => c.id));
    expect(bySlug.meta.total).toBe(programming.courses_count);
    expect(bySlug.data).toHaveLength(programming.courses_count);
    expect(bySlug.data.every((c) => c.category.slug === 'programming')).toBe(true);
  });

  it('filters by price range and bootcamps', async () => {
    const mid = await list('/api/courses/get-course-list?min_price=200000&max_price=400000&limit=100');
    expect(mid.data.length).toBeGreaterThan(0);
    expect(mid.data.every((c) => paid(c) >= 200000 && paid(c) <= 400000)).toBe(true);
    expect(mid.meta.total).toBe(mid.data.length);
    const all = await list('/api/courses/get-course-list?limit=100');
    expect(mid.meta.total).toBe(all.data.filter((c) => paid(c) >= 200000 && paid(c) <= 400000).length);

    const bootcamps = await list('/api/courses/get-course-list?bootcamp=true&limit=100');
    expect(bootcamps.meta.total).toBeGreaterThanOrEqual(5);
    expect(bootcamps.data.every((c) => c.is_bootcamp)).toBe(true);
    // spec: bootcamps cost more than the regular courses.
    const regular = all.data.filter((c) => !c.is_bootcamp).map(paid);
    expect(Math.min(...bootcamps.data.map(paid))).toBeGreaterThan(Math.max(...regular));
    const paged = await list('/api/courses/get-course-list?bootcamp=true&limit=2&page=2');
    expect(paged.meta.total).toBe(bootcamps.meta.total);
  });

  it('localises titles and names by lang, Malay included', async () => {
    const course = await courseByTitle(ctx, 'SQL for Business Analysts');
    const inLang = async (lang: string) =>
      (await list(`/api/courses/get-course-list?lang=${lang}&limit=100`)).data.find(
        (c) => c.id === course.id,
      );
    expect(await inLang('en')).toMatchObject({
      title: 'SQL for Business Analysts',
      category: { name: 'Data & Analytics' },
      text_lang: {},
    });
    expect(await inLang('id')).toMatchObject({
      title: 'SQL untuk Analis Bisnis',
      category: { name: 'Data & Analitik' },
      text_lang: {},
    });
    // The demo companies write Malay too, so nothing falls back (the fallback: test/tenant).
    expect(await inLang('ms')).toMatchObject({
      title: 'SQL untuk Penganalisis Perniagaan',
      subtitle: 'Tanya data jualan, pelanggan dan stok secara sendiri',
      category: { name: 'Data & Analitik', text_lang: {} },
      mentor: { text_lang: {} },
      text_lang: {},
    });
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['limit=2.5', 'limit'],
    ['sort=cheapest', 'sort'],
    ['min_price=-5', 'min_price'],
    ['bootcamp=yes', 'bootcamp'],
    ['lang=fr', 'lang'],
    ['min_price=500&max_price=100', 'min_price'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(`/api/courses/get-course-list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await get('/api/courses/get-course-list?category=underwater-basket-weaving');
    expect(res.statusCode).toBe(404);
    // Tenant B's category ids are unknown on tenant A.
    const [b] = await ctx.database.sql.query<{ id: number }>(
      `SELECT c.id FROM categories c JOIN tenant_domains d ON d.tenant_id = c.tenant_id WHERE d.host = $1 LIMIT 1`,
      [HOST_B],
    );
    expect((await get(`/api/courses/get-course-list?category=${b!.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/category/get-category', () => {
  it('answers at least 8 categories whose counts add up to the catalogue', async () => {
    const res = await get('/api/category/get-category?lang=id');
    expect(res.statusCode).toBe(200);
    const categories = res.json().data as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.find((c) => c.slug === 'digital-marketing')?.name).toBe('Pemasaran Digital');
    const total = (await list('/api/courses/get-course-list?limit=1')).meta.total;
    expect(categories.reduce((n, c) => n + c.courses_count, 0)).toBe(total);
  });
});

describe('GET /api/courses/best-seller', () => {
  it('answers the 8 most enrolled courses', async () => {
    const res = await get('/api/courses/best-seller');
    expect(res.statusCode).toBe(200);
    const best = res.json().data as CourseSummary[];
    expect(best).toHaveLength(8);
    const popular = await list('/api/courses/get-course-list?limit=8');
    expect(best.map((c) => c.id)).toEqual(popular.data.map((c) => c.id));
    expect((await get('/api/courses/best-seller?limit=3')).json().data).toHaveLength(3);
    expect((await get('/api/courses/best-seller?limit=500')).statusCode).toBe(400);
  });
});

describe('GET /api/courses/course-show/{id}', () => {
  it('answers the same course by id and by slug, with mentor and outline', async () => {
    const { id, slug } = await courseByTitle(ctx, 'Python for Data Analysis');
    const byId = await get(`/api/courses/course-show/${id}`);
    const bySlug = await get(`/api/courses/course-show/${slug}`);
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    const course = byId.json().data as CourseDetail;
    expect(course).toMatchObject({
      id,
      slug,
      title: 'Python for Data Analysis',
      currency: 'IDR',
      owned: false,
    });
    expect(course.description.length).toBeGreaterThan(0);
    expect(course.what_you_learn.length).toBeGreaterThan(0);
    expect(course.mentor.bio.length).toBeGreaterThan(20);
    expect(course.mentor.courses_count).toBeGreaterThanOrEqual(1);
    expect(course.sections_count).toBeGreaterThanOrEqual(3);
    expect(course.image).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const cover = await ctx.app.inject({ url: course.image });
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.rawPayload.length).toBeLessThan(3072);
  });

  it('tells the token’s owner that they own the course', async () => {
    const { id } = await courseByTitle(ctx, 'SQL for Business Analysts');
    const owner = await createLearner(ctx, { owns: [id] });
    const other = await createLearner(ctx);
    expect(
      (await get(`/api/courses/course-show/${id}`, learning({ token: owner.token }))).json().data.owned,
    ).toBe(true);
    expect(
      (await get(`/api/courses/course-show/${id}`, learning({ token: other.token }))).json().data.owned,
    ).toBe(false);
  });

  it.each(['999999', '0', '-1', '99999999999', 'no-such-course', 'bad%20slug!', '1.5'])(
    'answers 404 for %s',
    async (key) => {
      const res = await get(`/api/courses/course-show/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, error: { code: 'not_found' } });
    },
  );

  it('answers 404 on tenant A for a course of tenant B', async () => {
    const b = await courseByTitle(ctx, 'Halal Certification Readiness', HOST_B);
    expect((await get(`/api/courses/course-show/${b.id}`, learning({ host: HOST_B }))).statusCode).toBe(200);
    expect((await get(`/api/courses/course-show/${b.id}`)).statusCode).toBe(404);
    expect((await get(`/api/courses/course-show/${b.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/get-content/${b.id}`)).statusCode).toBe(404);
    expect((await get(`/api/discuss/get-comment/${b.id}`)).statusCode).toBe(404);
    expect((await get(`/api/courses/get-rating/${b.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/courses/category/{id}', () => {
  it('answers the courses of a category by slug or id, paged', async () => {
    const bySlug = await list('/api/courses/category/business?limit=2');
    expect(bySlug.data).toHaveLength(2);
    expect(bySlug.data.every((c) => c.category.slug === 'business')).toBe(true);
    const id = bySlug.data[0]!.category.id;
    const byId = await list(`/api/courses/category/${id}?limit=2`);
    expect(byId).toEqual(bySlug);
    const page2 = await list('/api/courses/category/business?limit=2&page=2');
    expect(page2.data.map((c) => c.id)).not.toContain(bySlug.data[0]!.id);
    expect(page2.meta.total).toBe(bySlug.meta.total);
  });

  it('answers 404 for an unknown category and 400 for bad paging', async () => {
    expect((await get('/api/courses/category/nope')).statusCode).toBe(404);
    expect((await get('/api/courses/category/999999')).statusCode).toBe(404);
    expect((await get('/api/courses/category/workplace-safety')).statusCode).toBe(404); // tenant B's
    expect((await get('/api/courses/category/business?limit=101')).statusCode).toBe(400);
    expect((await get('/api/courses/category/business?page=0')).statusCode).toBe(400);
  });
});

const getOn = (url: string, host?: string) =>
  ctx.app.inject({ url: inEnglish(url), headers: learning({ host }) });

describe('GET /api/mentor/get-all-mentor', () => {
  it('answers the tenant’s mentors, paged, with photos and totals', async () => {
    const res = await getOn('/api/mentor/get-all-mentor?limit=100');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Mentor[]; meta: { total: number } };
    expect(meta.total).toBeGreaterThanOrEqual(10);
    expect(data).toHaveLength(meta.total);
    expect(data.every((m) => /^\/media\/[0-9a-f-]{36}$/.test(m.photo) && m.bio.length > 20)).toBe(true);
    // Every course has one mentor.
    const courses = (await getOn('/api/courses/get-course-list?limit=1')).json().meta.total as number;
    expect(data.reduce((n, m) => n + m.courses_count, 0)).toBe(courses);
    const page = (await getOn('/api/mentor/get-all-mentor?limit=3&page=2')).json();
    expect(page.data.map((m: Mentor) => m.id)).toEqual(data.slice(3, 6).map((m) => m.id));
    expect((await getOn('/api/mentor/get-all-mentor?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /api/mentor/get-mentor/{id}', () => {
  it('answers one mentor, localised', async () => {
    const first = ((await getOn('/api/mentor/get-all-mentor?limit=1')).json().data as Mentor[])[0]!;
    const en = await getOn(`/api/mentor/get-mentor/${first.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual(first);
    const id = (await getOn(`/api/mentor/get-mentor/${first.id}?lang=id`)).json().data as Mentor;
    expect(id.name).toBe(first.name);
    expect(id.bio).not.toBe(first.bio);
  });

  it('answers 404 for unknown, malformed and foreign mentors', async () => {
    for (const key of ['999999', 'abc', '0', '99999999999']) {
      expect((await getOn(`/api/mentor/get-mentor/${key}`)).statusCode).toBe(404);
    }
    const b = ((await getOn('/api/mentor/get-all-mentor?limit=1', HOST_B)).json().data as Mentor[])[0]!;
    expect((await getOn(`/api/mentor/get-mentor/${b.id}`, HOST_B)).statusCode).toBe(200);
    expect((await getOn(`/api/mentor/get-mentor/${b.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/banner/get-all-banner', () => {
  it('answers the tenant’s banners, the same as the public banner call', async () => {
    for (const host of [undefined, HOST_B]) {
      const res = await getOn('/api/banner/get-all-banner?lang=id', host);
      expect(res.statusCode).toBe(200);
      const banners = res.json().data as { id: number; title: string; image: string }[];
      const pub = await ctx.app.inject({
        url: '/api/banner/get-banner?lang=id',
        headers: publicHeaders(host),
      });
      expect(banners).toEqual(pub.json().data);
    }
    const a = (await getOn('/api/banner/get-all-banner')).json().data as { id: number }[];
    const b = (await getOn('/api/banner/get-all-banner', HOST_B)).json().data as { id: number }[];
    expect(a.some((x) => b.some((y) => y.id === x.id))).toBe(false);
  });
});

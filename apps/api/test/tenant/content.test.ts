import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@app/contract/envelope';
import {
  banner,
  companyLogo,
  faqItem,
  feature,
  general,
  helpPage,
  page,
  productSettings,
  programme,
  testimony,
  theme,
  type ContentBlock,
} from '@app/contract/tenant/schemas';
import {
  APP_CODE,
  createTestApp,
  HOST_A,
  HOST_B,
  HOST_SUSPENDED,
  publicHeaders,
  type TestContext,
} from '../helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** GET a public content call from a tenant host; `lang` optional. */
// Without `lang` a call answers in the tenant's default language (issue 22 item 7); these tests read English.
async function get(path: string, host = HOST_A, lang = 'en') {
  const res = await ctx.app.inject({
    url: path,
    headers: publicHeaders(host),
    ...(lang ? { query: { lang } } : {}),
  });
  return res;
}

/** The data of a 200 answer, checked against the contract's envelope. */
async function data<T extends z.ZodType>(schema: T, path: string, host = HOST_A, lang = 'en') {
  const res = await get(path, host, lang);
  expect(res.statusCode, `${path} on ${host}`).toBe(200);
  const body = envelope(z.unknown()).parse(res.json());
  expect(body).toMatchObject({ status: 200, message: 'OK' });
  return schema.parse(body.data) as z.infer<T>;
}

const textOf = (blocks: ContentBlock[]) =>
  blocks.map((b) => (b.type === 'ul' ? b.items.join('\n') : b.text)).join('\n');

const mediaPath = /^\/media\/[0-9a-f-]{36}$/;

/** product §7: the fifteen public content calls and the contract schema of each answer. */
const calls: { path: string; schema: z.ZodType }[] = [
  { path: '/api/banner/get-banner', schema: z.array(banner) },
  { path: '/api/general/get-general', schema: general },
  { path: '/api/general/get-company-logo', schema: companyLogo },
  { path: '/api/features/get-features', schema: z.array(feature) },
  { path: '/api/testimonies/get-testimonies', schema: z.array(testimony) },
  { path: '/api/programmes/get-programmes', schema: z.array(programme) },
  { path: '/api/about/get-about', schema: page },
  { path: '/api/help-page/get-help-page', schema: helpPage },
  { path: '/api/faq/get-faq', schema: z.array(faqItem) },
  { path: '/api/terms-condition/get-terms-condition', schema: page },
  { path: '/api/privacy/get-privacy', schema: page },
  { path: '/api/refund-policy/get-refund', schema: page },
  { path: '/api/cancellation/get-cancellation', schema: page },
  { path: '/api/theme-settings/get-theme', schema: theme },
  { path: '/api/product-settings/get-product-settings', schema: productSettings },
];

describe.each(calls)('GET $path', ({ path, schema }) => {
  it('answers 200 in the envelope with data that fits the contract, for both tenants and every language', async () => {
    for (const host of [HOST_A, HOST_B]) {
      for (const lang of [undefined, 'en', 'id', 'ms']) {
        const value = await data(schema, path, host, lang);
        expect(value).toBeTruthy();
      }
    }
  });

  it('answers differently for tenant A and tenant B', async () => {
    const a = await get(path, HOST_A);
    const b = await get(path, `${HOST_B}:3000`);
    expect(a.json().data).not.toEqual(b.json().data);
  });

  it('sends ETag and Cache-Control, and 304 without a body for a matching If-None-Match', async () => {
    const first = await get(path);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await ctx.app.inject({
      url: path,
      query: { lang: 'en' },
      headers: { ...publicHeaders(HOST_A), 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await ctx.app.inject({
      url: path,
      query: { lang: 'en' },
      headers: { ...publicHeaders(HOST_A), 'if-none-match': '"stale"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 401 without app_code and with a wrong one', async () => {
    const missing = await ctx.app.inject({ url: path, headers: { host: HOST_A } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 401, error: { code: 'app_code' } });
    const wrong = await ctx.app.inject({ url: path, headers: { host: HOST_A, app_code: `${APP_CODE}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 401, error: { code: 'app_code' } });
  });

  it('answers 404 for an unknown host and 409 for the suspended host', async () => {
    const unknown = await get(path, 'unknown.example');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Unknown domain', error: { code: 'not_found' } });
    const suspended = await get(path, HOST_SUSPENDED);
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toMatchObject({ status: 409, error: { code: 'tenant_suspended' } });
  });
});

describe('GET /api/general/get-general', () => {
  it('answers with the company data of the request host', async () => {
    const a = await data(general, '/api/general/get-general', HOST_A);
    expect(a).toMatchObject({
      company_name: 'Cendekia Academy',
      support_email: 'support@cendekia.example',
      address: expect.stringContaining('Jakarta'),
    });
    expect(a.file_path_logo).toMatch(mediaPath);
    expect(a.file_path_favicon).toMatch(mediaPath);
    expect(a.file_path_banner).toMatch(mediaPath);
    const b = await data(general, '/api/general/get-general', HOST_B);
    expect(b).toMatchObject({
      company_name: 'Acme Academy',
      support_email: 'help@acme-academy.example',
      address: expect.stringContaining('Kuala Lumpur'),
    });
    expect(b.file_path_logo).not.toBe(a.file_path_logo);
  });

  it('localises the contact labels with lang=id', async () => {
    const en = await data(general, '/api/general/get-general', HOST_A, 'en');
    const id = await data(general, '/api/general/get-general', HOST_A, 'id');
    expect(en.list.find((c) => c.type === 'phone')?.label).toBe('Phone');
    expect(id.list.find((c) => c.type === 'phone')?.label).toBe('Telepon');
    expect(id.tagline).toBe('Kursus praktis dari para profesional Indonesia');
  });
});

describe('GET /api/general/get-company-logo', () => {
  it('answers with the company name and the same logo as the company data', async () => {
    for (const [host, name] of [
      [HOST_A, 'Cendekia Academy'],
      [HOST_B, 'Acme Academy'],
    ] as const) {
      const logo = await data(companyLogo, '/api/general/get-company-logo', host);
      const company = await data(general, '/api/general/get-general', host);
      expect(logo).toEqual({ company_name: name, file_path_logo: company.file_path_logo });
    }
  });
});

describe('GET /api/theme-settings/get-theme', () => {
  it('answers with the colours of each tenant', async () => {
    expect(await data(theme, '/api/theme-settings/get-theme', HOST_A)).toEqual({
      primary_color: '#0f766e',
      background_color: '#f6faf9',
      accent_color: '#f59e0b',
      text_color: '#0f172a',
    });
    expect(await data(theme, '/api/theme-settings/get-theme', HOST_B)).toMatchObject({
      primary_color: '#4338ca',
      accent_color: '#e11d48',
    });
  });
});

describe('GET /api/product-settings/get-product-settings', () => {
  const path = '/api/product-settings/get-product-settings';

  it('answers with the product noun, currency, locale, time zone and course page access of each tenant', async () => {
    expect(await data(productSettings, path, HOST_A)).toEqual({
      singular_name: 'Course',
      plural_name: 'Courses',
      currency: 'IDR',
      default_locale: 'id',
      time_zone: 'Asia/Jakarta',
      // Course pages need a login unless the company opens them (product §2).
      public_course_pages: false,
    });
    expect(await data(productSettings, path, HOST_B)).toMatchObject({
      plural_name: 'Classes',
      currency: 'MYR',
      time_zone: 'Asia/Kuala_Lumpur',
      public_course_pages: false,
    });
  });

  it('answers the Indonesian plural name with lang=id', async () => {
    expect((await data(productSettings, path, HOST_A, 'id')).plural_name).toBe('Kursus');
    expect((await data(productSettings, path, HOST_B, 'id')).plural_name).toBe('Kelas');
  });
});

describe('GET /api/banner/get-banner', () => {
  const path = '/api/banner/get-banner';

  it('answers three banners of the tenant, each with a stored image and a link inside the site', async () => {
    const a = await data(z.array(banner), path, HOST_A);
    expect(a).toHaveLength(3);
    expect(a[0]!.title).toBe('Learn job-ready skills from Indonesian practitioners');
    for (const item of a) {
      expect(item.image).toMatch(mediaPath);
      expect(item.cta_url).toMatch(/^\/[a-z-]*$/);
      expect(item.body.length).toBeGreaterThan(1);
    }
    const b = await data(z.array(banner), path, HOST_B);
    expect(b[0]!.title).toBe('HRD Corp claimable classes for your whole team');
  });

  it("writes the hero price in the reader's language (issue 23 item 2)", async () => {
    expect((await data(z.array(banner), path, HOST_A, 'id'))[0]!.subtitle).toMatch(/Mulai Rp 99\.000\.$/);
    expect((await data(z.array(banner), path, HOST_A, 'en'))[0]!.subtitle).toMatch(/Start from Rp 99,000\.$/);
  });

  it('answers Indonesian text with lang=id and Malay with lang=ms', async () => {
    const id = await data(z.array(banner), path, HOST_A, 'id');
    expect(id[0]!.title).toBe('Kuasai skill siap kerja dari praktisi Indonesia');
    expect(id[0]!.body[0]).toEqual({ type: 'h2', text: 'Kursus yang dibangun dari pekerjaan nyata' });
    const ms = await data(z.array(banner), path, HOST_A, 'ms');
    expect(ms[0]!.title).toBe('Pelajari kemahiran sedia kerja daripada pengamal industri Indonesia');
    expect(ms[0]!.text_lang).toBeUndefined();
  });

  it('serves every banner image as an SVG', async () => {
    for (const item of await data(z.array(banner), path, HOST_B)) {
      const img = await ctx.app.inject({ url: item.image });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/svg+xml');
      expect(img.body).toMatch(/^<svg /);
    }
  });
});

describe('GET /api/features/get-features', () => {
  const path = '/api/features/get-features';

  it('answers six features of the tenant, in both languages', async () => {
    const a = await data(z.array(feature), path, HOST_A);
    expect(a).toHaveLength(6);
    expect(a.map((f) => f.title)).toContain('Practitioner mentors');
    const b = await data(z.array(feature), path, HOST_B);
    expect(b.map((f) => f.title)).toContain('HRD Corp claimable');
    expect(b.map((f) => f.title)).not.toContain('Practitioner mentors');
    const id = await data(z.array(feature), path, HOST_A, 'id');
    expect(id.map((f) => f.title)).toContain('Mentor praktisi');
    expect(new Set(a.map((f) => f.icon)).size).toBe(6);
  });
});

describe('GET /api/testimonies/get-testimonies', () => {
  const path = '/api/testimonies/get-testimonies';

  it('answers six testimonies with ratings of 4 or 5 and a stored portrait', async () => {
    for (const host of [HOST_A, HOST_B]) {
      const list = await data(z.array(testimony), path, host);
      expect(list).toHaveLength(6);
      for (const x of list) {
        expect(x.rating).toBeGreaterThanOrEqual(4);
        expect(x.photo).toMatch(mediaPath);
      }
    }
    const a = await data(z.array(testimony), path, HOST_A);
    const b = await data(z.array(testimony), path, HOST_B);
    expect(a.map((x) => x.name)).toContain('Rizky Pratama');
    expect(b.map((x) => x.name)).toContain('Tan Wei Ming');
  });

  it('answers the roles and quotes in Indonesian with lang=id', async () => {
    const id = await data(z.array(testimony), path, HOST_B, 'id');
    expect(id.find((x) => x.name === 'Tan Wei Ming')?.quote).toMatch(/^Setelah program Power BI/);
  });
});

describe('GET /api/programmes/get-programmes', () => {
  const path = '/api/programmes/get-programmes';

  it('answers four programmes with duration, level, image and body', async () => {
    const a = await data(z.array(programme), path, HOST_A);
    expect(a.map((x) => x.title)).toEqual([
      'Full-Stack Web Developer Bootcamp',
      'Corporate Training',
      'BNSP Competency Certification: Digital Marketing',
      'Cendekia Digital Talent Scholarship',
    ]);
    for (const x of a) {
      expect(x.image).toMatch(mediaPath);
      expect(x.duration).not.toBe('');
      expect(x.level).not.toBe('');
      expect(x.body.length).toBeGreaterThan(1);
    }
    const b = await data(z.array(programme), path, HOST_B);
    expect(b[0]!.title).toBe('Data Analytics with Power BI');
    expect(textOf(b[0]!.body)).toContain('RM 4,800.00');
  });

  // issue 23 item 2: a price in a company's text is stored as {price:N} and written in the one
  // money format of the reader's language, as the course cards write theirs.
  it.each([
    [HOST_A, 'id', 'Biaya Rp 12.500.000, atau cicilan 12 × Rp 1.100.000'],
    [HOST_A, 'en', 'Fee Rp 12,500,000, or 12 instalments of Rp 1,100,000'],
    [HOST_A, 'ms', 'Yuran Rp 12,500,000, atau 12 ansuran sebanyak Rp 1,100,000'],
    [HOST_B, 'en', 'RM 4,800.00 per participant'],
    [HOST_B, 'ms', 'RM 4,800.00 bagi setiap peserta'],
    [HOST_B, 'id', 'RM 4.800,00 per peserta'],
  ])('writes the prices of %s in %s as money', async (host, lang, expected) => {
    const list = await data(z.array(programme), path, host, lang);
    const text = list.map((x) => `${x.summary}\n${textOf(x.body)}`).join('\n');
    expect(text).toContain(expected);
    expect(text).not.toContain('{price:');
  });

  it('answers Indonesian text with lang=id', async () => {
    const id = await data(z.array(programme), path, HOST_A, 'id');
    expect(id[3]!.title).toBe('Beasiswa Cendekia Talenta Digital');
    expect(id[0]!.level).toBe('Pemula');
  });
});

describe('GET /api/about/get-about', () => {
  it('answers the about page of the tenant in the requested language', async () => {
    const a = await data(page, '/api/about/get-about', HOST_A);
    expect(a).toMatchObject({ key: 'about', title: 'About Cendekia Academy' });
    expect(a.image).toMatch(mediaPath);
    expect(a.updated_at).toBe('2026-02-10T02:00:00.000Z');
    const id = await data(page, '/api/about/get-about', HOST_A, 'id');
    expect(id.title).toBe('Tentang Cendekia Academy');
    expect(textOf(id.body)).toContain('Jakarta Selatan');
    const b = await data(page, '/api/about/get-about', HOST_B);
    expect(b.title).toBe('About Acme Academy');
    expect(textOf(b.body)).toContain('HRD Corp');
  });
});

describe('GET /api/help-page/get-help-page', () => {
  it('answers the help page with numbered sections', async () => {
    const a = await data(helpPage, '/api/help-page/get-help-page', HOST_A);
    expect(a).toMatchObject({ key: 'help', title: 'Help Centre', image: null });
    expect(a.sections.length).toBeGreaterThanOrEqual(4);
    expect(a.sections.map((s) => s.id)).toEqual(a.sections.map((_, i) => i + 1));
    const id = await data(helpPage, '/api/help-page/get-help-page', HOST_A, 'id');
    expect(id.title).toBe('Pusat Bantuan');
    expect(id.sections[0]!.title).toBe('Memulai');
    const b = await data(helpPage, '/api/help-page/get-help-page', HOST_B);
    expect(b.sections.map((s) => s.title)).toContain('HRD Corp claims');
  });
});

describe('legal pages', () => {
  it.each([
    [
      '/api/terms-condition/get-terms-condition',
      'terms',
      'Law No. 8 of 1999',
      'Consumer Protection Act 1999',
    ],
    ['/api/privacy/get-privacy', 'privacy', 'Law No. 27 of 2022', 'Personal Data Protection Act 2010'],
    ['/api/refund-policy/get-refund', 'refund', 'within 7 days of payment', 'within 14 days of purchase'],
    ['/api/cancellation/get-cancellation', 'cancellation', 'WIB', '10 working days'],
  ])('GET %s answers the policy of each company', async (path, key, textA, textB) => {
    const a = await data(page, path, HOST_A);
    const b = await data(page, path, HOST_B);
    expect(a.key).toBe(key);
    expect(`${a.summary}\n${textOf(a.body)}`).toContain(textA);
    expect(`${b.summary}\n${textOf(b.body)}`).toContain(textB);
    expect(a.body.filter((x) => x.type === 'h2').length).toBeGreaterThanOrEqual(4);
  });

  it('answers the Indonesian privacy policy with lang=id, citing UU PDP', async () => {
    const id = await data(page, '/api/privacy/get-privacy', HOST_A, 'id');
    expect(id.title).toBe('Kebijakan Privasi');
    expect(`${id.summary}\n${textOf(id.body)}`).toContain('Undang-Undang Nomor 27 Tahun 2022');
  });
});

describe('GET /api/faq/get-faq', () => {
  const path = '/api/faq/get-faq';
  const faq = (query: Record<string, string>, host = HOST_A) =>
    ctx.app.inject({ url: path, headers: publicHeaders(host), query: { lang: 'en', ...query } });

  it('answers every question of the tenant, in three or more categories', async () => {
    const a = await data(z.array(faqItem), path, HOST_A);
    expect(a.length).toBeGreaterThanOrEqual(10);
    expect(new Set(a.map((f) => f.category)).size).toBeGreaterThanOrEqual(3);
    const b = await data(z.array(faqItem), path, HOST_B);
    expect(b.map((f) => f.category)).toContain('HRD Corp & payment');
    expect(a.map((f) => f.category)).not.toContain('HRD Corp & payment');
  });

  it('filters by category, case-insensitively and in the requested language', async () => {
    const en = (await faq({ category: 'payment' })).json().data as { category: string }[];
    expect(en.length).toBe(4);
    expect(en.every((f) => f.category === 'Payment')).toBe(true);
    const id = (await faq({ category: 'Pembayaran', lang: 'id' })).json().data as { question: string }[];
    expect(id.length).toBe(4);
    expect(id.map((f) => f.question)).toContain('Bagaimana cara menggunakan voucher?');
  });

  it('filters by search text in questions and answers', async () => {
    const res = await faq({ search: 'VOUCHER' });
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { question: string; answer: string }[];
    expect(found.length).toBeGreaterThanOrEqual(1);
    for (const f of found) expect(`${f.question} ${f.answer}`.toLowerCase()).toContain('voucher');
    const id = (await faq({ search: 'kata sandi', lang: 'id' })).json().data as unknown[];
    expect(id.length).toBeGreaterThanOrEqual(1);
    const both = (await faq({ search: 'refund', category: 'Payment' })).json().data as { question: string }[];
    expect(both.map((f) => f.question)).toEqual(['Can I get a refund?']);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await faq({ search: 'no such question anywhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    const other = await faq({ category: 'HRD Corp & payment' }, HOST_A);
    expect(other.json().data).toEqual([]);
  });

  it('answers 400 naming search for a search text over 100 characters', async () => {
    const res = await faq({ search: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error: { code: 'validation', fields: { search: expect.any(String) } },
    });
  });
});

describe('lang parameter', () => {
  it('answers 400 naming lang for a language the API does not speak', async () => {
    const res = await get('/api/about/get-about', HOST_A, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error: { code: 'validation', fields: { lang: expect.any(String) } },
    });
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTenant, type AddedTenant } from '../../src/cli/tenant/add.ts';
import { FolderInvalid } from '../../src/cli/tenant/folder/issues.ts';
import { loadTenantFolder } from '../../src/cli/tenant/folder/load.ts';
import type { TenantFolder } from '../../src/cli/tenant/folder/types.ts';
import {
  folderConflicts,
  listTenants,
  removeTenantDomain,
  setStudioDomain,
  setTenantDomain,
  setTenantStatus,
  setUserRole,
} from '../../src/cli/tenant/operations.ts';
import { TenantCommandError } from '../../src/cli/tenant/transaction.ts';
import { DEMO_PASSWORD, loginForm, SETUP_MS } from '../account/support.ts';
import { learning } from '../catalog/helpers.ts';
import { createTestApp, HOST_A, HOST_B, publicHeaders, type TestContext } from '../helper.ts';

/**
 * The operator's tenant command (docs/tenant-folder.md) through its code (src/cli/tenant), as the CLI calls it:
 * the example folder becomes a company on a running app's database, and is then browsed through
 * the app with its own host, like any other tenant.
 */
const EXAMPLE = fileURLToPath(new URL('../../../../examples/tenants/nusantara-skills', import.meta.url));
const HOST_N = 'nusantara.localhost';
const tenantJson = JSON.parse(readFileSync(join(EXAMPLE, 'tenant.json'), 'utf8'));
/** The SPA's own index.html, so the served page (modules/pages/shell.ts) can be checked too. */
const webIndex = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

let ctx: TestContext;
let added: AddedTenant;
let folder: TenantFolder;
let dist: string;
const scratch: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tenant-cmd-web-'));
  writeFileSync(join(dist, 'index.html'), webIndex);
  ctx = await createTestApp({ env: { WEB_DIST: dist } });
  folder = await loadTenantFolder(EXAMPLE, { conflicts: (t) => folderConflicts(ctx.database, t) });
  added = await addTenant(ctx.database, folder);
  // The folder's images are resized as the command does: minutes on a busy machine.
}, SETUP_MS);
afterAll(async () => {
  await ctx.close();
  for (const dir of [dist, ...scratch]) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, host = HOST_N) => ctx.app.inject({ url, headers: publicHeaders(host) });
const data = async <T = Record<string, unknown>>(url: string, host = HOST_N) => {
  const res = await get(url, host);
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
};
const catalog = async <T = Record<string, unknown>[]>(url: string, host = HOST_N) => {
  const res = await ctx.app.inject({ url, headers: learning({ host }) });
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
};
type Card = { slug: string; title: string; image: string; price: number; currency: string };

/** Polls until `check` holds, and returns how long it took; fails after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - started;
}
const domainStatus = async (host: string) => (await get('/api/cek-domain', host)).statusCode;

describe('npm run tenant -- add: the example company', () => {
  it('answers the domain check on each of its domains', async () => {
    expect(added).toMatchObject({
      slug: 'nusantara-skills',
      domains: [HOST_N, 'www.nusantara-skills.example'],
      counts: { categories: 3, mentors: 2, courses: 8, pages: 6 },
    });
    for (const host of tenantJson.domains as string[]) {
      const res = await get('/api/cek-domain', host);
      expect(res.statusCode, host).toBe(200);
      expect(res.json().data).toEqual({ status: 'active', company_name: 'Nusantara Skills' });
    }
    const [row] = await ctx.database.sql.query<{ primary_host: string; tax_rate: string; payment: unknown }>(
      `SELECT primary_host, tax_rate::text, payment FROM tenants WHERE slug = 'nusantara-skills'`,
    );
    expect(row!.primary_host).toBe(HOST_N);
    expect(Number(row!.tax_rate)).toBe(8);
    // Secrets stay in the environment: only their variable names are stored.
    expect(row!.payment).toEqual(tenantJson.payment);
    expect(JSON.stringify(row!.payment)).toContain('"env":"NUSANTARA_STRIPE_SECRET_KEY"');
  });

  it('is branded as tenant.json says: theme, company data and product settings', async () => {
    const c = tenantJson.colors;
    expect(await data('/api/theme-settings/get-theme')).toEqual({
      primary_color: c.primary,
      background_color: c.background,
      accent_color: c.accent,
      text_color: c.text,
    });
    const general = await data<Record<string, unknown>>('/api/general/get-general?lang=ms');
    expect(general).toMatchObject({
      company_name: tenantJson.company_name,
      tagline: tenantJson.tagline.ms,
      support_email: tenantJson.support.email,
      support_phone: tenantJson.support.phone,
      address: tenantJson.address,
      contributor_url: tenantJson.contributor_url,
      social: tenantJson.social,
    });
    expect(general.list).toContainEqual({
      type: 'hours',
      label: 'Waktu operasi',
      value: tenantJson.hours.ms,
    });
    expect((await data('/api/general/get-general?lang=en')).tagline).toBe(tenantJson.tagline.en);
    expect(await data('/api/product-settings/get-product-settings?lang=ms')).toEqual({
      singular_name: 'Bengkel',
      plural_name: 'Bengkel',
      currency: 'MYR',
      default_locale: 'en',
      // Sabah's zone, named in tenant.json (without it: the currency's capital's, Asia/Kuala_Lumpur).
      time_zone: 'Asia/Kuching',
      // Its workshops are meant to be found: visitors see their pages (off unless tenant.json says so).
      public_course_pages: true,
    });
    expect((await data('/api/product-settings/get-product-settings?lang=en')).plural_name).toBe('Workshops');

    // The logo stays SVG; the favicon and login banner are raster images with variants.
    const logo = await ctx.app.inject({ url: general.file_path_logo as string });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toBe(readFileSync(join(EXAMPLE, 'images/logo.svg'), 'utf8'));
    for (const path of [general.file_path_favicon, general.file_path_banner] as string[]) {
      expect(path).toMatch(/^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-8/);
      expect((await ctx.app.inject({ url: `${path}?w=320&format=webp` })).headers['content-type']).toBe(
        'image/webp',
      );
    }
  });

  it('shows its home content in the requested language', async () => {
    const banners = await data<{ title: string; image: string; cta_url: string; body: unknown[] }[]>(
      '/api/banner/get-banner?lang=ms',
    );
    expect(banners.map((b) => b.title)).toEqual([
      'Bengkel boleh tuntut HRD Corp di Kota Kinabalu',
      'Musim pelancongan bermula Jun: adakah pasukan anda bersedia?',
    ]);
    expect(banners[0]!.cta_url).toBe('/education');
    expect(banners[0]!.body[1]).toEqual({
      type: 'p',
      text: 'Kebanyakan bengkel kami berdaftar dengan HRD Corp. Kami sediakan permohonan geran sebelum bengkel dan rekod kehadiran selepasnya.',
    });
    // A text given once is the same in every language; Indonesian falls back to English.
    const programmes = await data<{ title: string; image: string; body: unknown[] }[]>(
      '/api/programmes/get-programmes?lang=id',
    );
    expect(programmes.map((p) => p.title)).toEqual([
      'SME Digital Starter Programme',
      'Hospitality Team Certificate',
    ]);
    expect(programmes[0]!.body).toEqual([{ type: 'p', text: expect.stringContaining('Week 1: Google') }]);
    // {price:300} in ringgit, in the reader's language (docs/tenant-folder.md "Prices in texts").
    expect(programmes[0]!.body).toEqual([
      { type: 'p', text: expect.stringContaining('budget of RM 300,00 and') },
    ]);
    expect(await data<unknown[]>('/api/features/get-features')).toHaveLength(4);
    const testimonies = await data<{ name: string; photo: string; rating: number }[]>(
      '/api/testimonies/get-testimonies',
    );
    expect(testimonies.map((x) => x.rating)).toEqual([5, 5, 4]);
    // Testimonies without a photo get a drawn portrait.
    const photo = await ctx.app.inject({ url: testimonies[0]!.photo });
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    const faq = await data<{ category: string }[]>('/api/faq/get-faq?lang=ms&category=Tempahan');
    expect(faq).toHaveLength(2);
  });

  it('serves its content pages, and only those it has', async () => {
    const about = await data<Record<string, unknown>>('/api/about/get-about?lang=ms');
    expect(about).toMatchObject({ key: 'about', title: 'Tentang Nusantara Skills' });
    expect(about.updated_at).toBe('2026-02-02T00:00:00.000Z');
    expect(about.image).toMatch(/^\/media\//);
    expect((await data('/api/terms-condition/get-terms-condition?lang=en')).title).toBe(
      'Terms and Conditions',
    );
    expect((await data('/api/pages/get-page/corporate-solution')).title).toBe('In-house training');
    const help = await data<{ sections: { id: number; title: string }[] }>(
      '/api/help-page/get-help-page?lang=ms',
    );
    expect(help.sections.map((s) => s.title)).toEqual(['Menempah bengkel', 'Sijil']);
    expect((await get('/api/refund-policy/get-refund')).statusCode).toBe(404);
    expect((await get('/api/pages/get-page/career')).statusCode).toBe(404);
  });

  it('adds publication dates, earlier learners, quizzes and vouchers as the folder gives them', async () => {
    const shopee = await catalog<Record<string, unknown>>(
      '/api/courses/course-show/shopee-lazada-seller-bootcamp',
    );
    expect(shopee.students_count).toBe(340);
    const dates = await ctx.database.sql.query<{ slug: string; published_at: Date }>(
      `SELECT slug, published_at FROM courses WHERE slug IN ('shopee-lazada-seller-bootcamp', 'service-tax-sst')
        ORDER BY slug DESC`,
    );
    const daysAgo = (d: Date) => (Date.now() - new Date(d).getTime()) / 86_400_000;
    expect(daysAgo(dates[0]!.published_at)).toBeCloseTo(2, 1);
    expect(new Date(dates[1]!.published_at).toISOString()).toBe('2026-03-02T00:00:00.000Z');

    const [quiz] = await ctx.database.sql.query<Record<string, unknown>>(
      `SELECT q.time_limit_seconds, q.pass_mark, q.max_attempts, q.scoring,
              (SELECT json_agg(json_build_object('kind', qq.kind, 'accepted', qq.accepted_answers,
                        'options', (SELECT coalesce(json_agg(json_build_array(o.text, o.is_correct) ORDER BY o.position), '[]')
                                      FROM quiz_options o WHERE o.question_id = qq.id)) ORDER BY qq.position)
                 FROM quiz_questions qq WHERE qq.quiz_id = q.lesson_id) AS questions
         FROM quizzes q JOIN lessons l ON l.id = q.lesson_id JOIN courses c ON c.id = l.course_id
        WHERE c.slug = 'myinvois-e-invoicing'`,
    );
    expect(quiz).toEqual({
      time_limit_seconds: 300,
      pass_mark: 60,
      max_attempts: 2,
      scoring: 'partial',
      questions: [
        {
          kind: 'single',
          accepted: [],
          options: [
            ['The seller', true],
            ['The buyer', false],
            ['LHDN', false],
          ],
        },
        {
          kind: 'multiple',
          accepted: [],
          options: [
            ['The MyInvois portal', true],
            ['Its accounting software through the API', true],
            ['A paper form at the tax office', false],
          ],
        },
        // The course is taught in English: the true/false options read so.
        {
          kind: 'true_false',
          accepted: [],
          options: [
            ['True', true],
            ['False', false],
          ],
        },
        { kind: 'short_text', accepted: ['MyInvois', 'My Invois'], options: [] },
      ],
    });

    const vouchers = await ctx.database.sql.query<Record<string, unknown>>(
      `SELECT v.code, v.kind, v.percent::float AS percent, v.amount_minor::int AS amount, v.max_discount_minor::int AS cap,
              v.min_purchase_minor::int AS min, v.scope, c.slug AS category, v.quota, v.used_count, v.welcome,
              v.assigned_only, v.name->>'ms' AS name_ms, v.starts_at, v.ends_at
         FROM vouchers v JOIN tenants t ON t.id = v.tenant_id LEFT JOIN categories c ON c.id = v.category_id
        WHERE t.slug = 'nusantara-skills' ORDER BY v.code`,
    );
    expect(vouchers.map(({ starts_at: _, ends_at: __, ...v }) => v)).toEqual([
      {
        code: 'SABAH10',
        kind: 'percent',
        percent: 10,
        amount: null,
        cap: 5000,
        min: 0,
        scope: 'tenant',
        category: null,
        quota: null,
        used_count: 0,
        welcome: false,
        assigned_only: false,
        name_ms: 'Diskaun 10% bengkel',
      },
      {
        code: 'TAX-READY',
        kind: 'fixed',
        percent: null,
        amount: 3000,
        cap: null,
        min: 20050,
        scope: 'category',
        category: 'finance-sme',
        quota: 40,
        used_count: 12,
        welcome: false,
        assigned_only: false,
        name_ms: null,
      },
      {
        code: 'WELCOME',
        kind: 'fixed',
        percent: null,
        amount: 1500,
        cap: null,
        min: 0,
        scope: 'tenant',
        category: null,
        quota: null,
        used_count: 0,
        welcome: true,
        assigned_only: true,
        name_ms: 'Baucar selamat datang',
      },
    ]);
    expect(-daysAgo(vouchers[0]!.ends_at as Date)).toBeCloseTo(60, 1);
    expect(new Date(vouchers[1]!.starts_at as Date).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives each course its studio draft, titled in the company’s default language', async () => {
    const rows = await ctx.database.sql.query<{ title: string; draft: string | null; status: number | null }>(
      `SELECT CASE t.default_locale WHEN 'id' THEN c.title_id WHEN 'ms' THEN c.title_ms ELSE c.title_en END AS title,
              d.title AS draft, d.published_revision AS status
         FROM courses c JOIN tenants t ON t.id = c.tenant_id
         LEFT JOIN course_drafts d ON d.course_id = c.id
        WHERE c.tenant_id = $1`,
      [added.id],
    );
    expect(rows).toHaveLength(added.counts.courses);
    for (const row of rows) expect(row).toEqual({ title: row.title, draft: row.title, status: 0 });
  });

  it('adds a company without a catalogue: no courses until its studio builds them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenant-folder-'));
    scratch.push(dir);
    cpSync(EXAMPLE, dir, { recursive: true });
    rmSync(join(dir, 'catalog'), { recursive: true });
    writeFileSync(
      join(dir, 'tenant.json'),
      JSON.stringify({ ...tenantJson, slug: 'empty-shelves', domains: ['empty.localhost'] }),
    );
    const empty = await addTenant(ctx.database, await loadTenantFolder(dir));
    expect(empty.counts).toMatchObject({ categories: 0, mentors: 0, courses: 0, vouchers: 0 });
    expect(await catalog('/api/courses/get-course-list', 'empty.localhost')).toEqual([]);
  });

  it('lists, searches and shows its courses, with their curriculum', async () => {
    const list = await catalog<Card[]>('/api/courses/get-course-list?limit=100&sort=newest');
    // Newest first by published_at: "today", then "2 days ago" … "20 days ago", then dated ones.
    expect(list.map((c) => c.slug)).toEqual([
      'storytelling-for-tour-guides',
      'shopee-lazada-seller-bootcamp',
      'social-media-ads-smes',
      'google-business-profile',
      'asas-perakaunan-pks',
      'myinvois-e-invoicing',
      'service-tax-sst',
      'guest-service-excellence',
    ]);
    expect(list[1]).toMatchObject({ price: 890, discount_price: 690, currency: 'MYR', is_bootcamp: true });
    const categories = await catalog<{ slug: string; courses_count: number; name: string }[]>(
      '/api/category/get-category?lang=id',
    );
    expect(categories.map((c) => [c.slug, c.courses_count])).toEqual([
      ['digital-business', 3],
      ['finance-sme', 3],
      ['hospitality-tourism', 2],
    ]);
    expect(categories[0]!.name).toBe('Bisnis Digital');
    const found = await catalog<Card[]>('/api/courses/course-search/storytelling');
    expect(found.map((c) => c.slug)).toEqual(['storytelling-for-tour-guides']);
    // Typo tolerance works for a new company's words as well (product §12).
    expect((await catalog<Card[]>('/api/courses/course-search/invoicng')).map((c) => c.slug)).toContain(
      'myinvois-e-invoicing',
    );
    const detail = await catalog<Record<string, unknown>>(
      '/api/courses/course-show/shopee-lazada-seller-bootcamp',
    );
    expect(detail).toMatchObject({ sections_count: 2, lessons_count: 8, duration_minutes: 710 });
    expect(detail.what_you_learn).toEqual([
      'Set up a seller account the right way',
      'Write listings that rank',
      'Price for fees and shipping',
      'Handle returns and reviews',
    ]);
    expect(detail.description).toHaveLength(2);
    const content = await catalog<{
      sections: { title: string; lessons: { is_preview: boolean; body: unknown[] | null }[] }[];
    }>(`/api/get-content/${detail.id as number}`);
    expect(content.sections.map((s) => s.title)).toEqual(['Day 1: Your shop', 'Day 2: Orders and growth']);
    expect(content.sections[0]!.lessons[0]).toMatchObject({ is_preview: true });
    expect(JSON.stringify(content.sections[0]!.lessons[0]!.body)).toContain('seller centre');
    // A course without a curriculum file keeps the length given in the CSV.
    expect(await catalog('/api/courses/course-show/service-tax-sst')).toMatchObject({
      sections_count: 0,
      duration_minutes: 360,
    });
  });

  it('answers Malay where the company wrote it, and names each English fallback in text_lang', async () => {
    type Named = { slug: string; title: string; text_lang?: Record<string, string> };
    type Listed = Named & { category: { name: string; text_lang?: Record<string, string> } };
    const list = await catalog<Listed[]>('/api/courses/get-course-list?limit=100&sort=newest&lang=ms');
    const bySlug = new Map(list.map((c) => [c.slug, c]));
    // The one course with Malay texts (title_ms, subtitle_ms): in Malay, nothing to mark.
    expect(bySlug.get('asas-perakaunan-pks')).toMatchObject({
      title: 'Asas Perakaunan untuk PKS',
      text_lang: {},
    });
    // The others were written in English only: English, and said so; so is every category's name.
    expect(bySlug.get('myinvois-e-invoicing')).toMatchObject({
      title: 'MyInvois e-Invoicing: Getting Your Business Ready',
      text_lang: { title: 'en', subtitle: 'en' },
      category: { name: 'Finance for SMEs', text_lang: { name: 'en' } },
    });
    // Indonesian category names exist, so only the course's texts fall back there.
    const [inIndonesian] = await catalog<Listed[]>('/api/courses/course-search/invoicing?lang=id');
    expect(inIndonesian!.category).toMatchObject({ name: 'Keuangan untuk UKM', text_lang: {} });
    expect(inIndonesian!.text_lang).toEqual({ title: 'en', subtitle: 'en' });
    // English asked, English answered: nothing falls back.
    const [inEnglish] = await catalog<Listed[]>('/api/courses/course-search/invoicing?lang=en');
    expect(inEnglish!.text_lang).toEqual({});
    // A Malay search word finds the course by its Malay title.
    expect((await catalog<Named[]>('/api/courses/course-search/perakaunan')).map((c) => c.slug)).toEqual([
      'asas-perakaunan-pks',
    ]);

    const malay = await catalog<Named & Record<string, unknown>>(
      '/api/courses/course-show/asas-perakaunan-pks?lang=ms',
    );
    expect(malay.what_you_learn).toContain('Membaca penyata untung rugi');
    expect(malay.text_lang).toEqual({});
    const english = await catalog<Named & { id: number; mentor: Named }>(
      '/api/courses/course-show/myinvois-e-invoicing?lang=ms',
    );
    expect(english.text_lang).toEqual({
      title: 'en',
      subtitle: 'en',
      description: 'en',
      what_you_learn: 'en',
      requirements: 'en',
    });
    expect(english.mentor.text_lang).toEqual({ headline: 'en', bio: 'en' });
    const content = await catalog<Named & { sections: (Named & { lessons: Named[] })[] }>(
      `/api/get-content/${english.id}?lang=ms`,
    );
    expect(content.text_lang).toEqual({ title: 'en' });
    expect(content.sections[0]).toMatchObject({ title: 'The rules', text_lang: { title: 'en' } });
    expect(content.sections[0]!.lessons[0]!.text_lang).toMatchObject({ title: 'en' });

    // Content the company wrote once (a programme) is English on an Indonesian page, and says so.
    const [programme] = await data<Named[]>('/api/programmes/get-programmes?lang=id');
    expect(programme!.text_lang).toMatchObject({ title: 'en', summary: 'en' });
    // Its Malay banners need no mark.
    const [banner] = await data<Named[]>('/api/banner/get-banner?lang=ms');
    expect(banner!.text_lang).toBeUndefined();
  });

  it('serves course images as WebP and AVIF at the asked widths, never wider than the original', async () => {
    const list = await catalog<Card[]>('/api/courses/get-course-list?limit=100');
    const cover = list.find((c) => c.slug === 'social-media-ads-smes')!.image; // a 960 × 540 JPEG
    expect(cover).toMatch(/^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab]/);
    const cases: [query: string, type: string, width: number][] = [
      ['?w=320&format=webp', 'image/webp', 320],
      ['?w=320&format=avif', 'image/avif', 320],
      ['?w=640&format=webp', 'image/webp', 640],
      ['?w=640&format=avif', 'image/avif', 640],
      ['?w=1280&format=avif', 'image/avif', 960],
      ['?w=500&format=webp', 'image/webp', 640],
      ['?format=avif', 'image/avif', 960],
      ['', 'image/jpeg', 960],
    ];
    for (const [query, type, width] of cases) {
      const res = await ctx.app.inject({ url: `${cover}${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-type'], query).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width, query).toBe(width);
      expect(meta.height, query).toBe(Math.round((width * 540) / 960));
      expect(meta.exif, 'metadata dropped').toBeUndefined();
    }
    const first = await ctx.app.inject({ url: `${cover}?w=640&format=avif` });
    const again = await ctx.app.inject({
      url: `${cover}?w=640&format=avif`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(first.headers.etag).not.toBe((await ctx.app.inject({ url: cover })).headers.etag);
    // A course without an image gets a drawn cover (SVG, so no variants: the request answers the SVG).
    const drawn = list.find((c) => c.slug === 'service-tax-sst')!.image;
    const svg = await ctx.app.inject({ url: `${drawn}?w=640&format=webp` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('preloads its responsive hero in the served page as the <picture> asks for it', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { host: HOST_N, accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Nusantara Skills</title>');
    expect(res.body).toContain('<html lang="en"');
    const [banner] = await data<{ image: string }[]>('/api/banner/get-banner?lang=en');
    const src = banner!.image;
    expect(res.body).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${src}?w=320&amp;format=avif 320w, ${src}?w=640&amp;format=avif 640w, ${src}?w=1280&amp;format=avif 1280w" imagesizes="(min-width: 1152px) 1104px, 100vw" fetchpriority="high" />`,
    );
  });
});

describe('isolation between the new company and the demo tenants', () => {
  it('shows neither side the other’s courses, mentors, pages or users', async () => {
    const ours = (await catalog<Card[]>('/api/courses/get-course-list?limit=100')).map((c) => c.slug);
    for (const host of [HOST_A, HOST_B]) {
      const theirs = (await catalog<Card[]>('/api/courses/get-course-list?limit=100', host)).map(
        (c) => c.slug,
      );
      expect(theirs.length).toBeGreaterThan(20);
      expect(theirs.filter((s) => ours.includes(s))).toEqual([]);
      expect(
        (await catalog<Card[]>('/api/courses/course-search/storytelling', host)).map((c) => c.slug),
      ).not.toContain('storytelling-for-tour-guides');
      const res = await ctx.app.inject({
        url: '/api/courses/course-show/shopee-lazada-seller-bootcamp',
        headers: learning({ host }),
      });
      expect(res.statusCode).toBe(404);
      // A demo course slug is unknown on the new company's host.
      const demo = await ctx.app.inject({
        url: `/api/courses/course-show/${theirs[0]}`,
        headers: learning({ host: HOST_N }),
      });
      expect(demo.statusCode).toBe(404);
      expect((await data<{ title: string }>('/api/about/get-about?lang=en', host)).title).not.toContain(
        'Nusantara',
      );
    }
    expect(ours).toHaveLength(8);
    const mentors = await catalog<{ name: string }[]>('/api/mentor/get-all-mentor');
    expect(mentors.map((m) => m.name).sort()).toEqual(['Daniel Lo Kin Wah', 'Nur Aisyah Jaafar']);
    // The demo accounts belong to the demo tenants only.
    expect((await loginForm(ctx, 'learner@example.com', DEMO_PASSWORD, HOST_N)).statusCode).toBe(401);
    expect((await loginForm(ctx, 'learner@example.com', DEMO_PASSWORD, HOST_B)).statusCode).toBe(200);
    const [users] = await ctx.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.slug = 'nusantara-skills'`,
    );
    expect(users!.n).toBe(0);
  });
});

describe('suspend, resume and domains, live on a running app', () => {
  it('answers 409 within 10 s of a suspension and 200 again after resuming', async () => {
    expect(await domainStatus(HOST_N)).toBe(200); // now cached by this instance
    expect(await setTenantStatus(ctx.database, 'nusantara-skills', 'suspended')).toEqual({ changed: true });
    const off = await within(10_000, async () => (await domainStatus(HOST_N)) === 409);
    expect((await catalog<Card[]>('/api/courses/get-course-list', HOST_A)).length).toBeGreaterThan(0);
    expect(await setTenantStatus(ctx.database, 'nusantara-skills', 'active')).toEqual({ changed: true });
    const on = await within(10_000, async () => (await domainStatus(HOST_N)) === 200);
    expect(Math.max(off, on)).toBeLessThan(10_000);
    expect(await setTenantStatus(ctx.database, 'nusantara-skills', 'active')).toEqual({ changed: false });
  }, 30_000);

  it('serves a domain added with set-domain, even one that was looked up as unknown', async () => {
    const host = 'kursus.nusantara.localhost';
    expect(await domainStatus(host)).toBe(404); // remembered as unknown for a moment
    expect(await setTenantDomain(ctx.database, 'nusantara-skills', 'Kursus.Nusantara.localhost.')).toEqual({
      host,
      added: true,
      primary: false,
    });
    expect(await within(10_000, async () => (await domainStatus(host)) === 200)).toBeLessThan(10_000);

    await setTenantDomain(ctx.database, 'nusantara-skills', host, true);
    const [row] = await ctx.database.sql.query<{ primary_host: string }>(
      `SELECT primary_host FROM tenants WHERE slug = 'nusantara-skills'`,
    );
    expect(row!.primary_host).toBe(host);
    await expect(removeTenantDomain(ctx.database, 'nusantara-skills', host)).rejects.toThrow(
      /primary domain/,
    );
    await setTenantDomain(ctx.database, 'nusantara-skills', HOST_N, true);
    await removeTenantDomain(ctx.database, 'nusantara-skills', host);
    expect(await within(10_000, async () => (await domainStatus(host)) === 404)).toBeLessThan(10_000);

    const listed = (await listTenants(ctx.database)).find((t) => t.slug === 'nusantara-skills');
    expect(listed).toMatchObject({
      status: 'active',
      courses: 8,
      domains: [HOST_N, 'www.nusantara-skills.example'],
    });
  }, 30_000);

  it('gives a company its studio host with set-domain --studio: one per company, never a learners’ domain', async () => {
    const studio = 'studio.nusantara.localhost';
    const studioStatus = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/studio/session', headers: { host: studio } }))
        .statusCode;
    expect(await studioStatus()).toBe(404);
    expect(await setStudioDomain(ctx.database, 'nusantara-skills', studio)).toEqual({
      host: studio,
      added: true,
    });
    // The studio's calls now answer there (401: no session yet) once the host cache has moved on.
    expect(await within(10_000, async () => (await studioStatus()) === 401)).toBeLessThan(10_000);
    await expect(
      setStudioDomain(ctx.database, 'nusantara-skills', 'studio2.nusantara.localhost'),
    ).rejects.toThrow(`"nusantara-skills" already has its studio at "${studio}"`);
    await expect(setStudioDomain(ctx.database, 'nusantara-skills', HOST_N)).rejects.toThrow(
      /learners' domains/,
    );
    await expect(setStudioDomain(ctx.database, 'nusantara-skills', 'studio.acme.localhost')).rejects.toThrow(
      'already belongs to the company "acme"',
    );
    await removeTenantDomain(ctx.database, 'nusantara-skills', studio);
    expect(await within(10_000, async () => (await studioStatus()) === 404)).toBeLessThan(10_000);
  }, 30_000);

  it('refuses a domain of another company, an unknown slug and a malformed host', async () => {
    await expect(setTenantDomain(ctx.database, 'nusantara-skills', HOST_B)).rejects.toThrow(
      'Domain "acme.localhost" already belongs to the company "acme".',
    );
    await expect(setTenantStatus(ctx.database, 'nusantra', 'suspended')).rejects.toThrow(
      /No company has the slug "nusantra". Known slugs: acme, cendekia, dormant, empty-shelves, nusantara-skills/,
    );
    for (const bad of ['http://x.example', 'x.example:8080', 'a b.example', 'x.example/path']) {
      await expect(setTenantDomain(ctx.database, 'nusantara-skills', bad), bad).rejects.toBeInstanceOf(
        TenantCommandError,
      );
    }
    await expect(removeTenantDomain(ctx.database, 'nusantara-skills', HOST_A)).rejects.toThrow(
      /not a domain/,
    );
  });
});

describe('set-role', () => {
  it('makes a user a contributor, records the change for audit, and refuses what is not a role or a user', async () => {
    const role = async () =>
      (
        await ctx.database.sql.query<{ role: string }>(
          `SELECT u.role FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.slug = 'cendekia' AND u.email = 'learner@example.com'`,
        )
      )[0]!.role;
    expect(await role()).toBe('consumer');
    expect(await setUserRole(ctx.database, 'cendekia', 'Learner@Example.com', 'contributor')).toEqual({
      changed: true,
    });
    expect(await role()).toBe('contributor');
    expect(await setUserRole(ctx.database, 'cendekia', 'learner@example.com', 'contributor')).toEqual({
      changed: false,
    });
    const [event] = await ctx.database.sql.query<{ detail: Record<string, string> }>(
      `SELECT detail FROM audit_events WHERE event = 'role_changed' ORDER BY id DESC LIMIT 1`,
    );
    expect(event!.detail).toEqual({ from: 'consumer', to: 'contributor', by: 'operator' });
    // A company's admin (issue 24): a role of its own, which the login answers and the audit keeps.
    expect(await setUserRole(ctx.database, 'cendekia', 'learner@example.com', 'admin')).toEqual({
      changed: true,
    });
    expect(await role()).toBe('admin');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=email',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=learner%40example.com&password=demo-password-2026',
    });
    expect(login.json().data.role).toBe('admin');
    await expect(setUserRole(ctx.database, 'cendekia', 'learner@example.com', 'owner')).rejects.toThrow(
      /consumer, contributor, admin/,
    );
    await expect(setUserRole(ctx.database, 'cendekia', 'nobody@example.com', 'consumer')).rejects.toThrow(
      /no user/,
    );
    await expect(
      setUserRole(ctx.database, 'no-such-company', 'learner@example.com', 'consumer'),
    ).rejects.toThrow();
    await setUserRole(ctx.database, 'cendekia', 'learner@example.com', 'consumer');
  });
});

describe('bad folders', () => {
  /** A copy of the example folder with `change` applied, and the problems loading it reports. */
  async function problemsOf(change: (dir: string) => void): Promise<string[]> {
    const dir = mkdtempSync(join(tmpdir(), 'tenant-folder-'));
    scratch.push(dir);
    cpSync(EXAMPLE, dir, { recursive: true });
    change(dir);
    try {
      await loadTenantFolder(dir, { conflicts: (t) => folderConflicts(ctx.database, t) });
    } catch (error) {
      expect(error).toBeInstanceOf(FolderInvalid);
      expect((error as Error).message).not.toMatch(/\n\s+at /); // no stack trace in the message
      return (error as FolderInvalid).issues.map((i) => `${i.file}: ${i.where ?? ''}: ${i.message}`);
    }
    throw new Error('the folder was accepted');
  }
  const editJson = (dir: string, file: string, edit: (value: Record<string, unknown>) => void) => {
    const value = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    edit(value);
    writeFileSync(join(dir, file), JSON.stringify(value));
  };
  const editText = (dir: string, file: string, edit: (text: string) => string) =>
    writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));

  async function tableCounts() {
    const [row] = await ctx.database.sql.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM tenants) AS tenants, (SELECT count(*)::int FROM tenant_domains) AS domains,
              (SELECT count(*)::int FROM media) AS media, (SELECT count(*)::int FROM media_variants) AS variants,
              (SELECT count(*)::int FROM content_items) AS items, (SELECT count(*)::int FROM content_pages) AS pages,
              (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM mentors) AS mentors,
              (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM lessons) AS lessons`,
    );
    return row!;
  }
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await tableCounts();
  });
  afterAll(async () => {
    // Nothing that was refused left a row behind.
    expect(await tableCounts()).toEqual(before);
  });

  it('names the file and field of a missing or wrong tenant.json field', async () => {
    const problems = await problemsOf((dir) =>
      editJson(dir, 'tenant.json', (t) => {
        delete t.currency;
        (t.colors as Record<string, string>).primary = 'maroon';
        (t.support as Record<string, string>).emial = 'x@example.com';
      }),
    );
    expect(problems).toEqual([
      'tenant.json: colors.primary: must be a colour like #0f766e',
      'tenant.json: currency: is required',
      'tenant.json: support: unknown field "emial"',
    ]);
  });

  it('refuses a price placeholder that is not well formed (issue 23 item 2)', async () => {
    const problems = await problemsOf((dir) =>
      editText(dir, 'home.json', (json) => json.replace('{price:300}', '{price:3,00}')),
    );
    expect(problems).toEqual([
      'home.json: programmes[0].body[0]: a price is written {price:4800} or {price:49.90}: an amount in the company’s currency, digits and at most two decimals',
    ]);
  });

  it('refuses a secret written into tenant.json instead of an environment variable name', async () => {
    const problems = await problemsOf((dir) =>
      editJson(dir, 'tenant.json', (t) => {
        (t.payment as { settings: Record<string, unknown> }).settings.api_key = 'live-secret-123';
      }),
    );
    expect(problems).toEqual([
      'tenant.json: payment.settings.api_key: looks like a secret: give the name of the environment variable that holds it, {"env": "NAME"}, never the value',
    ]);
  });

  it('names the CSV line and column of an unknown category or mentor', async () => {
    const problems = await problemsOf((dir) =>
      editText(dir, 'catalog/courses.csv', (csv) =>
        csv
          .replace(',finance-sme,daniel,520', ',finanse,daniel,520')
          .replace(',hospitality-tourism,aisyah,', ',hospitality-tourism,ani,'),
      ),
    );
    expect(problems).toEqual([
      'catalog/courses.csv: line 7, column category: unknown category "finanse"; the categories are digital-business, finance-sme, hospitality-tourism',
      'catalog/courses.csv: line 11, column mentor: unknown mentor "ani"; the mentors\' keys are aisyah, daniel',
    ]);
  });

  it('reports bad CSV values, duplicate slugs and unknown columns', async () => {
    const problems = await problemsOf((dir) => {
      editText(dir, 'catalog/courses.csv', (csv) =>
        csv
          .replace(',180,,beginner,', ',18O,,beginner,')
          .replace('service-tax-sst,', 'myinvois-e-invoicing,'),
      );
      editText(dir, 'catalog/categories.csv', (csv) => csv.replace('slug,name,', 'slug,nmae,'));
    });
    expect(problems).toEqual([
      'catalog/categories.csv: line 1: unknown column "nmae"; the columns are slug, name, name_en, name_id, name_ms, description, description_en, description_id, description_ms, icon, color',
      // Line numbers count the lines of the file: the first course's description spans three.
      'catalog/courses.csv: line 6, column price: must be a number',
      'catalog/courses.csv: line 9, column slug: course "myinvois-e-invoicing" appears twice',
    ]);
  });

  it('reports a wrong quiz, voucher or date by its file and field', async () => {
    const problems = await problemsOf((dir) => {
      editJson(dir, 'catalog/curriculum/myinvois-e-invoicing.json', (c) => {
        const [rules, ready] = c.sections as { lessons: Record<string, unknown>[] }[];
        const quiz = ready!.lessons[2]!.quiz as { questions: { options?: { correct?: boolean }[] }[] };
        for (const o of quiz.questions[0]!.options!) delete o.correct;
        rules!.lessons[0]!.quiz = quiz;
      });
      editText(dir, 'catalog/vouchers.json', (text) =>
        text
          .replace('"percent": 10,', '')
          .replace('"category": "finance-sme"', '"category": "finanse"')
          .replace('"amount": 15,', '"amount": 15.555,'),
      );
      editText(dir, 'catalog/courses.csv', (csv) => csv.replace(',today,', ',tomorrow,'));
    });
    expect(problems).toEqual([
      'catalog/courses.csv: line 11, column published_at: must be a date like 2026-03-01, or "today", "12 days ago" or "in 30 days"',
      'catalog/curriculum/myinvois-e-invoicing.json: sections[0].lessons[0].quiz.questions[0].options: mark at least one option "correct": true',
      'catalog/curriculum/myinvois-e-invoicing.json: sections[0].lessons[0].quiz: only a lesson of type "quiz" has questions',
      'catalog/curriculum/myinvois-e-invoicing.json: sections[1].lessons[2].quiz.questions[0].options: mark at least one option "correct": true',
      'catalog/vouchers.json: [0].percent: a percent voucher needs its percent',
      'catalog/vouchers.json: [1].category: unknown category "finanse"',
      'catalog/vouchers.json: [2].amount: has more than two decimals',
    ]);
  });

  it('refuses a slug or a domain that another company has, before converting any image', async () => {
    const started = Date.now();
    const problems = await problemsOf((dir) =>
      editJson(dir, 'tenant.json', (t) => {
        t.slug = 'cendekia';
        t.domains = ['fresh.localhost', HOST_B];
      }),
    );
    expect(problems).toEqual([
      'tenant.json: slug: a company with the slug "cendekia" already exists',
      'tenant.json: domains[1]: "acme.localhost" already belongs to the company "acme"',
    ]);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The same folder a second time: its own slug and domains are taken now.
    await expect(
      loadTenantFolder(EXAMPLE, { conflicts: (t) => folderConflicts(ctx.database, t) }),
    ).rejects.toThrow('tenant.json: slug: a company with the slug "nusantara-skills" already exists');
  });

  it('refuses a file that is not an image, an unsafe SVG and a missing image', async () => {
    const problems = await problemsOf((dir) => {
      writeFileSync(join(dir, 'images/notes.png'), 'These are meeting notes, not a picture.');
      writeFileSync(
        join(dir, 'images/logo.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      editJson(dir, 'tenant.json', (t) => {
        (t.images as Record<string, string>).favicon = 'notes.png';
      });
      editText(dir, 'catalog/mentors.csv', (csv) => csv.replace('mentor-daniel.jpg', 'daniel.jpg'));
    });
    expect(problems).toEqual([
      'images/logo.svg: : is an SVG that contains a <script> (named in tenant.json images.logo)',
      'images/notes.png: : is not a PNG, JPEG, WebP or SVG image (named in tenant.json images.favicon)',
      'images/daniel.jpg: : is missing (named in catalog/mentors.csv line 3, column photo)',
    ]);
  });

  it('leaves nothing behind when the database refuses part of a company', async () => {
    const broken: TenantFolder = {
      ...folder,
      tenant: { ...folder.tenant, slug: 'half-done', domains: ['half-done.localhost'] },
      // Passed the folder check, but the database's own check (price >= 0) fails at the courses,
      // after the tenant, its media, content and pages were written.
      catalog: {
        ...folder.catalog,
        courses: folder.catalog.courses.map((c, i) => (i === 5 ? { ...c, price: -1 } : c)),
      },
    };
    await expect(addTenant(ctx.database, broken)).rejects.toThrow();
    expect(await tableCounts()).toEqual(before);
    expect(await domainStatus('half-done.localhost')).toBe(404);
  });
});

describe('images and SVG from a folder', () => {
  it('never upscales a small image and keeps a PNG favicon small', async () => {
    const general = await data<{ file_path_favicon: string }>('/api/general/get-general');
    const res = await ctx.app.inject({ url: `${general.file_path_favicon}?w=1280&format=avif` });
    expect(res.headers['content-type']).toBe('image/avif');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(64);
  });
});

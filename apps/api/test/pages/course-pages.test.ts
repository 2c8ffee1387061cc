import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload } from '@app/contract/tenant/schemas';
import { setTenantSetting } from '../../src/cli/tenant/operations.ts';
import { TenantCommandError } from '../../src/cli/tenant/transaction.ts';
import { learning } from '../catalog/helpers.ts';
import { createTestApp, HOST_A, HOST_B, publicHeaders, type TestContext } from '../helper.ts';

/**
 * Course pages (/education/:slug) behind the login wall by default, and open to visitors, rendered
 * on the server with their Course JSON-LD and listed in the sitemap, for a company that turned
 * `public_course_pages` on (docs/product.md §2, §17). The setting is changed as the operator
 * does, with the tenant command's own code; the pages are the real build of the web app.
 */
const root = new URL('../../../../', import.meta.url).pathname;

let ctx: TestContext;
beforeAll(async () => {
  const { buildIfStale } = (await import(join(root, 'scripts/build-stale.mjs'))) as {
    buildIfStale(names: string[]): void;
  };
  buildIfStale(['web']);
  ctx = await createTestApp({ env: { WEB_DIST: join(root, 'apps/web/dist'), PORT: '3000' } });
}, 240_000);
afterAll(() => ctx.close());

const get = (url: string, host = HOST_A) => ctx.app.inject({ url, headers: { host } });
const bootOf = (html: string) =>
  JSON.parse(/<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as BootPayload;
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
  );
const courseLocs = (sitemap: string) => [
  ...sitemap.matchAll(/<loc>[^<]*\/education\/(?!category\/)([^<]+)<\/loc>/g),
];

type Card = {
  slug: string;
  title: string;
  price: number;
  discount_price: number | null;
  currency: string;
  language: string;
};

/** Every course of a tenant as its catalogue lists them, with the list's total. */
async function coursesOf(host: string) {
  const res = await ctx.app.inject({
    url: '/api/courses/get-course-list?limit=100&lang=en',
    headers: learning({ host }),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: Card[]; meta: { total: number } };
  return { courses: body.data, total: body.meta.total };
}

const productSettings = async (host: string) =>
  (
    await ctx.app.inject({
      url: '/api/product-settings/get-product-settings',
      headers: publicHeaders(host),
    })
  ).json().data as { public_course_pages: boolean };

describe('course pages of a company that keeps them behind the login (the default)', () => {
  it('product settings say they are closed', async () => {
    expect(await productSettings(HOST_A)).toMatchObject({ public_course_pages: false });
    expect(await productSettings(HOST_B)).toMatchObject({ public_course_pages: false });
  });

  it('GET /education/:slug is the page rendered in the browser (which sends a visitor to log in), with no course in it', async () => {
    const { courses } = await coursesOf(HOST_A);
    const res = await get(`/education/${courses[0]!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).ssr).toBeUndefined();
    expect(res.body).not.toContain(courses[0]!.title);
    expect(jsonLdOf(res.body)).toEqual([]);
  });

  it('robots.txt keeps crawlers out of course pages but not categories, and the sitemap leaves them out', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /education/\n');
    expect(robots).toContain('Allow: /education/category/');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/education\/category\/[\w-]+<\/loc>/);
    expect(courseLocs(sitemap)).toEqual([]);
  });
});

describe('course pages of a company that opened them (public_course_pages)', () => {
  beforeAll(async () => {
    // Read first, so the caches (tenant of the host, pages, sitemap) must let go of it.
    await get('/sitemap.xml', HOST_B);
    expect(await setTenantSetting(ctx.database, 'acme', 'public_course_pages=true')).toEqual({
      name: 'public_course_pages',
      value: true,
      changed: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it('product settings say so, to that company only', async () => {
    expect(await productSettings(HOST_B)).toMatchObject({ public_course_pages: true });
    expect(await productSettings(HOST_A)).toMatchObject({ public_course_pages: false });
  });

  it('a visitor gets the course page rendered, with a Course JSON-LD at its price and currency', async () => {
    const { courses } = await coursesOf(HOST_B);
    // A discounted course: the offer is the price the visitor would pay.
    const course = courses.find((c) => c.discount_price !== null) ?? courses[0]!;
    const res = await get(`/education/${course.slug}?lang=en`, HOST_B);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    const markup = rootOf(res.body);
    expect(markup).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(markup).toContain(course.title.replaceAll('&', '&amp;'));
    // Buying still needs a login: Buy leads to it, coming back here.
    expect(markup).toContain(`href="/login?next=%2Feducation%2F${encodeURIComponent(course.slug)}"`);
    expect(bootOf(res.body).ssr!.queries.map((q) => q.key.slice(0, 2))).toContainEqual(['catalog', 'course']);

    const ld = jsonLdOf(res.body).find((d) => d['@type'] === 'Course');
    const origin = 'http://acme.localhost:3000';
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: course.title,
      url: `${origin}/education/${course.slug}`,
      inLanguage: course.language,
      provider: { '@type': 'Organization', name: 'Acme Academy', url: `${origin}/` },
      offers: [
        {
          '@type': 'Offer',
          price: course.discount_price ?? course.price,
          priceCurrency: 'MYR',
          category: 'Paid',
        },
      ],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online' }],
    });
    expect(course.currency).toBe('MYR');
    expect((ld!.description as string).length).toBeGreaterThan(0);
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/education/${course.slug}" />`);
  });

  it('an unknown course is Page not found with 404', async () => {
    const res = await get('/education/no-such-course-here', HOST_B);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('noindex');
  });

  it('the sitemap lists every course page, with alternates, and robots.txt lets crawlers reach them', async () => {
    const { courses, total } = await coursesOf(HOST_B);
    expect(total).toBeGreaterThan(0);
    const sitemap = (await get('/sitemap.xml', HOST_B)).body;
    const listed = courseLocs(sitemap).map((m) => decodeURIComponent(m[1]!));
    expect(listed).toHaveLength(total);
    expect(new Set(listed)).toEqual(new Set(courses.map((c) => c.slug)));
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="id" href="http://acme.localhost:3000/education/${courses[0]!.slug}?lang=id"/>`,
    );
    const robots = (await get('/robots.txt', HOST_B)).body;
    expect(robots).not.toContain('Disallow: /education/');
    expect(robots).toContain('Disallow: /profile/');
    // The other company keeps its course pages to itself.
    expect(courseLocs((await get('/sitemap.xml')).body)).toEqual([]);
  });

  it('closes them again as soon as the setting is turned off', async () => {
    const { courses } = await coursesOf(HOST_B);
    await setTenantSetting(ctx.database, 'acme', 'public_course_pages=off');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await get(`/education/${courses[0]!.slug}`, HOST_B);
    expect(res.body).toContain('<div id="root"></div>');
    expect(courseLocs((await get('/sitemap.xml', HOST_B)).body)).toEqual([]);
    await setTenantSetting(ctx.database, 'acme', 'public_course_pages=true');
  });
});

describe('npm run tenant -- set', () => {
  it('refuses an unknown setting, a value that is not yes or no, and an unknown company', async () => {
    await expect(setTenantSetting(ctx.database, 'acme', 'public_pages=true')).rejects.toThrow(
      /"public_pages" is not a setting .* public_course_pages/,
    );
    await expect(setTenantSetting(ctx.database, 'acme', 'public_course_pages=maybe')).rejects.toThrow(
      /true or false/,
    );
    await expect(setTenantSetting(ctx.database, 'acme', 'public_course_pages')).rejects.toBeInstanceOf(
      TenantCommandError,
    );
    await expect(setTenantSetting(ctx.database, 'nobody', 'public_course_pages=true')).rejects.toThrow(
      /No company has the slug "nobody"/,
    );
    expect(await setTenantSetting(ctx.database, 'acme', ' public_course_pages = YES ')).toMatchObject({
      changed: false,
      value: true,
    });
  });
});

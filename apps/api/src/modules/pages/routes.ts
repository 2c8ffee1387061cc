import type { FastifyInstance } from 'fastify';
import { getCategories, getCourseList } from '@app/contract/catalog/endpoints';
import { MAX_PAGE_SIZE } from '@app/contract/catalog/constants';
import { locales, type Locale } from '@app/contract/envelope';
import { getArticles, getBanner, getProgrammes } from '@app/contract/tenant/endpoints';
import { APP_CODE_HEADER } from '@app/contract/tenant/schemas';
import type { Tenant } from '../../db/schema/index.ts';
import { failure } from '../../lib/envelope.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { siteOrigin } from '../../lib/host.ts';

/** Public pages with a fixed address (product §2), in the order a crawler should meet them. */
const FIXED_PAGES = [
  '/',
  '/education',
  '/bootcamps',
  '/articles',
  '/corporate-solution',
  '/about',
  '/career',
  '/contact',
  '/faq',
  '/help',
  '/terms',
  '/privacy',
  '/refund',
  '/cancellation',
];

/**
 * Login-required pages and pages that act on one-time links (product §2): crawlers are kept out.
 * The course pages under `/education/` are login-required too unless the company made them public
 * (`public_course_pages`); while they are not, its category pages are allowed again, the longer
 * rule winning.
 */
const DISALLOWED = [
  '/api/',
  '/profile/',
  '/payment',
  '/quiz/',
  '/learning/',
  '/success-confirms',
  '/reset-password',
  '/dev/',
  '/sandbox/',
];
const COURSE_PAGES_DISALLOWED = ['Disallow: /education/', 'Allow: /education/category/'];

/** Course pages a sitemap lists at most: the course list read page by page. */
const MAX_SITEMAP_COURSES = 10_000;

const SITEMAP_TTL_MS = 10 * 60_000;

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * robots.txt and sitemap.xml per tenant (product §17): the sitemap lists the public pages, the
 * categories, articles, banners and programmes, and the course pages when the company made them
 * public, each with its hreflang alternates in id / en / ms.
 * The lists are read through the API's own routes for the host, like the pages themselves.
 */
export default async function pagesRoutes(app: FastifyInstance) {
  const env = app.env;
  const sitemaps = new AnswerCache<string>(200, SITEMAP_TTL_MS, 'sitemaps');
  app.onDataChange('tenant', () => sitemaps.clear());
  app.onDataChange('catalog', () => sitemaps.clear());
  const basic = `Basic ${Buffer.from(`${env.LEARNING_BASIC_USER}:${env.LEARNING_BASIC_PASSWORD}`).toString('base64')}`;

  const originOf = (tenant: Tenant) =>
    siteOrigin(tenant.primaryHost, {
      scheme: env.PUBLIC_SCHEME,
      port: env.PUBLIC_PORT,
      listenPort: env.PORT,
    });

  async function answer<T>(host: string, url: string, learning = false) {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: {
        host,
        accept: 'application/json',
        ...(learning ? { authorization: basic } : { [APP_CODE_HEADER]: env.APP_CODE }),
      },
    });
    return res.statusCode === 200 ? (res.json() as { data?: T[]; meta?: { total: number } }) : null;
  }
  const data = async <T>(host: string, url: string, learning = false): Promise<T[]> =>
    (await answer<T>(host, url, learning))?.data ?? [];

  /** Every course of the company, read through the course list a page at a time. */
  async function allCourses(host: string, lang: string) {
    const slugs: string[] = [];
    for (let page = 1; slugs.length < MAX_SITEMAP_COURSES; page++) {
      const list = await answer<{ slug: string }>(
        host,
        `${getCourseList.path}?lang=${lang}&sort=newest&limit=${MAX_PAGE_SIZE}&page=${page}`,
        true,
      );
      slugs.push(...(list?.data ?? []).map((c) => c.slug));
      if (!list?.data?.length || slugs.length >= (list.meta?.total ?? 0)) break;
    }
    return slugs;
  }

  async function sitemap(host: string, tenant: Tenant): Promise<string> {
    const lang = tenant.defaultLocale;
    const [categories, articles, banners, programmes, courses] = await Promise.all([
      data<{ slug: string }>(host, `${getCategories.path}?lang=${lang}`, true),
      data<{ slug: string }>(host, `${getArticles.path}?lang=${lang}&limit=100`),
      data<{ id: number }>(host, `${getBanner.path}?lang=${lang}`),
      data<{ id: number }>(host, `${getProgrammes.path}?lang=${lang}`),
      // Course pages are listed only when visitors may see them (product §17).
      tenant.publicCoursePages ? allCourses(host, lang) : [],
    ]);
    const paths = [
      ...FIXED_PAGES,
      ...categories.map((c) => `/education/category/${encodeURIComponent(c.slug)}`),
      ...courses.map((slug) => `/education/${encodeURIComponent(slug)}`),
      ...articles.map((a) => `/articles/${encodeURIComponent(a.slug)}`),
      ...banners.map((b) => `/banner/${b.id}`),
      ...programmes.map((p) => `/program/${p.id}`),
    ];
    const origin = originOf(tenant);
    const address = (path: string, locale: Locale | null) =>
      `${origin}${path}${locale && locale !== lang ? `?lang=${locale}` : ''}`;
    const urls = paths.map((path) =>
      [
        '  <url>',
        `    <loc>${xml(address(path, null))}</loc>`,
        ...locales.map(
          (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(address(path, l))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(address(path, null))}"/>`,
        '  </url>',
      ].join('\n'),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const tenant = await app.findTenantByHost(request.hostname);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    // A studio host is behind a session: nothing there is for search engines.
    if (!tenant || tenant.status !== 'active' || (await app.isStudioHost(request.hostname)))
      return 'User-agent: *\nDisallow: /\n';
    return [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      ...(tenant.publicCoursePages ? [] : COURSE_PAGES_DISALLOWED),
      '',
      `Sitemap: ${originOf(tenant)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const tenant = await app.findTenantByHost(request.hostname);
    if (!tenant || tenant.status !== 'active')
      return reply.status(404).send(failure(404, 'Not found', 'not_found'));
    const body = await sitemaps.get(String(tenant.id), () => sitemap(request.host, tenant));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}

import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload } from '@app/contract/tenant/schemas';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, type TestContext } from '../helper.ts';

/**
 * Public pages rendered on the server (modules/pages, apps/web/src/entry-server.tsx) against the
 * real build of the web app, which this file builds first when it is missing or stale.
 */
const root = new URL('../../../../', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist');

let ctx: TestContext;
beforeAll(async () => {
  const { buildIfStale } = (await import(join(root, 'scripts/build-stale.mjs'))) as {
    buildIfStale(names: string[]): void;
  };
  buildIfStale(['web']);
  ctx = await createTestApp({ env: { WEB_DIST: webDist, PORT: '3000' } });
}, 240_000);
afterAll(() => ctx.close());

const get = (url: string, host = HOST_A, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { host, ...headers } });

function bootOf(html: string): BootPayload {
  const match = /<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(match, 'boot payload').not.toBeNull();
  return JSON.parse(match![1]!) as BootPayload;
}
/** The rendered markup: what is inside #root, before the start script (decision 26). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(?:<script data-entry[\s\S]*?<\/script>\s*)?<\/body>/.exec(html)?.[1] ??
  '';
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
  );
const sql = (text: string, params: unknown[] = []) => ctx.database.sql.query(text, params);

describe('GET / (server rendering)', () => {
  it('answers HTML with the rendered home page whatever the Accept header', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const res = await get('/', HOST_A, accept ? { accept } : {});
      expect(res.statusCode, `Accept: ${accept}`).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<html lang="id"');
      // The hero heading and the navbar's links are in the markup, in the tenant's language.
      expect(rootOf(html)).toContain('<h1');
      expect(rootOf(html)).toContain('Masuk');
      // The answers the markup was made from travel with it for hydration.
      const keys = bootOf(html).ssr!.queries.map((q) => q.key[0]);
      expect(keys).toEqual(expect.arrayContaining(['domain', 'theme', 'general', 'product', 'banner']));
    }
  });

  it('renders the language the address or the cookie names, else the tenant default', async () => {
    const english = await get('/?lang=en');
    expect(english.body).toContain('<html lang="en"');
    expect(rootOf(english.body)).toContain('Login');
    const cookie = await get('/', HOST_A, { cookie: 'other=1; locale=en' });
    expect(cookie.body).toContain('<html lang="en"');
    expect(cookie.headers.vary).toContain('cookie');
    // Tenant B speaks English by default.
    expect((await get('/', HOST_B)).body).toContain('<html lang="en"');
  });

  it('paints with its HTML alone: the stylesheet inside, the first cover preloaded (decision 23)', async () => {
    const html = (await get('/education')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>[^<]*\.container-page/);
    expect(head).not.toContain('rel="stylesheet"');
    // Only the first cover goes first in line, and the head asks for it.
    const covers = [
      ...rootOf(html).matchAll(
        /<img[^>]*fetchPriority="high"[^>]*src="([^"]+)"|<img[^>]*src="([^"]+)"[^>]*fetchPriority="high"/g,
      ),
    ];
    expect(covers).toHaveLength(1);
    const src = covers[0]![1] ?? covers[0]![2];
    expect(head).toContain(`<link rel="preload" as="image" href="${src}" fetchpriority="high" />`);
    // The home page preloads its hero from the banner answer, once.
    expect((await get('/')).body.split('rel="preload" as="image"')).toHaveLength(2);
  });

  it('starts the app only from the end of the body, with a script the CSP allows by hash (decision 26)', async () => {
    const res = await get('/');
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in the head fetches script: the cover is not sharing the line with the app.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const start = /<script data-entry="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>\s*<\/body>/.exec(
      html,
    );
    expect(start, 'start script at the end of the body').not.toBeNull();
    const [, entry, preload, source] = start!;
    // It names the entry module and what the head would have preloaded: the home page's own code.
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const files = preload!.split(' ');
    expect(files.some((f) => /^\/assets\/home-[\w-]+\.js$/.test(f))).toBe(true);
    for (const file of [entry!, ...files]) expect((await get(file)).statusCode, file).toBe(200);
    // The browser runs it: the policy names its exact bytes, and allows no other inline script.
    const hash = createHash('sha256').update(source!).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Images are marked for Element Timing, which the script waits on and then removes.
    const images = rootOf(html).match(/<img /g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    expect(rootOf(html).match(/<img elementtiming="first-screen" /g)).toHaveLength(images.length);
    expect(source).toMatch(/removeAttribute\(["'`]elementtiming["'`]\)/);
  });

  it('pages rendered in the browser keep their module script in the head', async () => {
    const html = (await get('/profile/edit')).body;
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-/,
    );
    expect(html).not.toContain('data-entry');
  });
});

describe('statuses', () => {
  it('404 with Page not found for an unknown host', async () => {
    const res = await get('/', 'nowhere.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(rootOf(res.body)).toContain('Page not found');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('404 with Page not found for an unknown path, and for an item that does not exist', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('Halaman tidak ditemukan');
    expect(res.body).toContain('noindex');
    expect((await get('/education/category/no-such-category')).statusCode).toBe(404);
  });

  it('the spec’s /test page answers 200 but asks search engines not to list it', async () => {
    const res = await get('/test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/about')).body).not.toContain('noindex');
  });

  it('409 and an empty page for a suspended tenant', async () => {
    const res = await get('/', HOST_SUSPENDED);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('<div id="root"></div>');
    // The body stays empty (product §1); the tab names the company rather than "Loading..." (issue 23 item 10).
    expect(res.body).toContain('<title>Dormant Learning</title>');
  });

  it('login-required pages are left to the browser', async () => {
    const res = await get('/profile/edit');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).ssr).toBeUndefined();
  });

  it('a missing file is a plain 404, not a page', async () => {
    const res = await get('/assets/missing-abc.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('tags for search engines and link previews', () => {
  it('title, description, canonical, hreflang, Open Graph, Twitter card and Organization', async () => {
    const html = (await get('/articles')).body;
    const origin = 'http://localhost:3000';
    expect(html).toMatch(/<title>[^<]+ \| Cendekia Academy<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/articles" />`);
    for (const [lang, href] of [
      ['id', `${origin}/articles`],
      ['en', `${origin}/articles?lang=en`],
      ['ms', `${origin}/articles?lang=ms`],
      ['x-default', `${origin}/articles`],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/[\w-]+"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const organization = jsonLdOf(html).find((d) => d['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Cendekia Academy', url: `${origin}/` });
  });

  it('canonical and hreflang keep only the query parameters that define the page, in a fixed order', async () => {
    const origin = 'http://localhost:3000';
    // Attribute values, unescaped (`&amp;` between parameters).
    const value = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const linksOf = (html: string) => ({
      canonical: value(html, /<link rel="canonical" href="([^"]*)" \/>/),
      en: value(html, /<link rel="alternate" hreflang="en" href="([^"]*)" \/>/),
      ogUrl: value(html, /<meta property="og:url" content="([^"]*)" \/>/),
    });
    for (const [url, canonical, en] of [
      // Nothing of an unknown parameter is echoed, on a page with or without parameters of its own.
      ['/education?foo=bar', '/education', '/education?lang=en'],
      ['/faq?utm_source=mail&page=3', '/faq', '/faq?lang=en'],
      // A search: the term and the page, whatever order they came in; tracking and sort dropped.
      [
        '/course-list?utm_source=x&page=2&q=%20design%20&sort=newest',
        '/course-list?q=design&page=2',
        '/course-list?q=design&page=2&lang=en',
      ],
      // The catalogue's filters; page 1 and a page number the page does not read are the first page.
      [
        '/education?fbclid=1&page=1&max_price=500000&sort=price_asc&min_price=0',
        '/education?min_price=0&max_price=500000',
        '/education?min_price=0&max_price=500000&lang=en',
      ],
      ['/articles?page=abc&ref=x', '/articles', '/articles?lang=en'],
      ['/articles?lang=en&page=02', '/articles?page=2', '/articles?page=2&lang=en'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(linksOf(res.body), url).toEqual({
        canonical: `${origin}${url.includes('lang=en') ? en : canonical}`,
        en: `${origin}${en}`,
        ogUrl: `${origin}${url.includes('lang=en') ? en : canonical}`,
      });
    }
  });

  it('a listing carries its courses with offers and ratings; a category its breadcrumbs', async () => {
    const list = jsonLdOf((await get('/education?lang=en')).body).find((d) => d['@type'] === 'ItemList');
    const items = list!.itemListElement as { item: Record<string, unknown> }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.item).toMatchObject({
      '@type': 'Course',
      offers: { '@type': 'Offer', priceCurrency: 'IDR' },
    });
    expect(items.some((i) => (i.item.aggregateRating as { ratingValue?: number })?.ratingValue)).toBe(true);

    const categories = (
      await ctx.app.inject({
        url: '/api/category/get-category',
        headers: {
          host: HOST_A,
          authorization: `Basic ${Buffer.from(`${ctx.env.LEARNING_BASIC_USER}:${ctx.env.LEARNING_BASIC_PASSWORD}`).toString('base64')}`,
        },
      })
    ).json().data as { slug: string }[];
    const category = await get(`/education/category/${categories[0]!.slug}`);
    expect(category.statusCode).toBe(200);
    const crumbs = jsonLdOf(category.body).find((d) => d['@type'] === 'BreadcrumbList');
    expect((crumbs!.itemListElement as unknown[]).length).toBeGreaterThan(1);
  });

  it('the FAQ page is an FAQPage', async () => {
    const faq = jsonLdOf((await get('/faq')).body).find((d) => d['@type'] === 'FAQPage');
    expect((faq!.mainEntity as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('tenant text is escaped wherever it enters the page', () => {
  const nasty = `Evil</script><script>alert(1)</script> "quoted" 'single' <!-- comment`;
  it('in the title, attributes, JSON payloads and the sitemap', async () => {
    await sql(
      `UPDATE tenants SET company_name = $1 WHERE slug = (SELECT slug FROM tenants ORDER BY id LIMIT 1)`,
      [nasty],
    );
    await sql(`UPDATE courses SET title_en = $1, title_id = $1 WHERE id = (SELECT min(id) FROM courses)`, [
      nasty,
    ]);
    // Changes are heard through the database (plugins/changes.ts): the cached page is dropped.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const url of ['/', '/education?sort=newest', '/faq']) {
      const html = (await get(url)).body;
      // No tenant text ends a script element or opens a comment: each <script> is one of ours.
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!-- comment');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
      // Every JSON payload still parses, with the text intact.
      expect(JSON.stringify(jsonLdOf(html))).toContain('Evil</script>');
      expect(JSON.stringify(bootOf(html))).toContain('Evil</script>');
    }
    const title = /<title>([^<]*)<\/title>/.exec((await get('/')).body)![1];
    expect(title).toContain('&quot;quoted&quot; &#39;single&#39; &lt;!-- comment');
  });
});

describe('caching', () => {
  it('a renamed course shows at once', async () => {
    const before = (await get('/education?lang=en&sort=popular')).body;
    const [course] = await ctx.database.sql.query<{ id: number; title_en: string }>(
      `SELECT c.id, c.title_en FROM courses c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.slug = (SELECT slug FROM tenants ORDER BY id LIMIT 1) ORDER BY c.students_count DESC LIMIT 1`,
    );
    expect(before).not.toContain('Renamed course 7f3a');
    await sql(`UPDATE courses SET title_en = 'Renamed course 7f3a' WHERE id = $1`, [course!.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/education?lang=en&sort=popular')).body).toContain('Renamed course 7f3a');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keep crawlers out of login-required pages and list the public ones with alternates', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /profile/');
    expect(robots.body).toContain('Disallow: /education/');
    expect(robots.body).toContain('Allow: /education/category/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect((await get('/robots.txt', HOST_SUSPENDED)).body).toContain('Disallow: /\n');

    const sitemap = await get('/sitemap.xml', HOST_B);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://acme.localhost:3000/education</loc>');
    expect(sitemap.body).toMatch(/<loc>http:\/\/acme\.localhost:3000\/education\/category\/[\w-]+<\/loc>/);
    expect(sitemap.body).toMatch(/<loc>http:\/\/acme\.localhost:3000\/articles\/[\w-]+<\/loc>/);
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="id" href="http://acme.localhost:3000/faq?lang=id"/>',
    );
    expect(sitemap.body).not.toContain('/profile/');
    expect((await get('/sitemap.xml', 'nowhere.localhost')).statusCode).toBe(404);
  });
});

describe('a failing renderer', () => {
  let broken: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ssr-broken-'));
    cpSync(webDist, join(dist, 'dist'), { recursive: true });
    mkdirSync(join(dist, 'dist-ssr'));
    writeFileSync(
      join(dist, 'dist-ssr', 'entry-server.js'),
      'export const isKnownPath = () => true;\nexport async function render() { throw new Error("boom"); }\n',
    );
    broken = await createTestApp({ env: { WEB_DIST: join(dist, 'dist') } });
  });
  afterAll(async () => {
    await broken.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('falls back to the page rendered in the browser, never a 500', async () => {
    const res = await broken.app.inject({ url: '/education', headers: { host: HOST_A } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).content.general).toBeDefined();
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload } from '@app/contract/tenant/schemas';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, publicHeaders, type TestContext } from '../helper.ts';

/** The SPA's own index.html (Vite keeps its head as written), served from a WEB_DIST. */
const webIndex = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(dist, 'index.html'), webIndex);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/shared/i18n/locales/id/index.ts': { file: 'assets/id-B_OeK1bw.js' },
      'src/app/routes/home.tsx': { file: 'assets/home-DD2WHYMw.js', imports: ['_icons.js', '_cx.js'] },
      '_icons.js': { file: 'assets/icons-DPyv2kPm.js', imports: ['_cx.js'] },
      '_cx.js': { file: 'assets/cx-DYLzePRr.js', imports: ['_icons.js'] },
    }),
  );
  ctx = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, host = HOST_A) =>
  ctx.app.inject({ url, headers: { host, accept: 'text/html,application/xhtml+xml' } });

function bootOf(html: string): BootPayload {
  const match = /<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(match, 'boot payload').not.toBeNull();
  return JSON.parse(match![1]!) as BootPayload;
}

const api = async (url: string, host = HOST_A) =>
  (await ctx.app.inject({ url, headers: publicHeaders(host) })).json().data as unknown;

describe('the page served to a tenant host', () => {
  it('carries what the first screen needs: config, domain status, branding and the home banner', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const boot = bootOf(html);
    // Cendekia speaks Indonesian by default.
    expect(boot.locale).toBe('id');
    expect(boot.config.APP_CODE).toBe(ctx.env.APP_CODE);
    expect(boot.content.theme).toEqual(await api('/api/theme-settings/get-theme?lang=id'));
    expect(boot.content.general).toEqual(await api('/api/general/get-general?lang=id'));
    expect(boot.content.product).toEqual(await api('/api/product-settings/get-product-settings?lang=id'));
    const banners = (await api('/api/banner/get-banner?lang=id')) as { image: string }[];
    expect(boot.content.banner).toEqual(banners);

    const general = boot.content.general as { company_name: string };
    expect(html).toContain(`<title>${general.company_name}</title>`);
    expect(html).toContain('<html lang="id"');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${banners[0]!.image}" fetchpriority="high" />`,
    );
    expect(html).toContain(
      `<meta name="theme-color" content="${(boot.content.theme as { primary_color: string }).primary_color}"`,
    );
    // The Indonesian words the first render waits for load with the page's own scripts.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/id-B_OeK1bw.js" />');
    // So does the home page's code, with what it imports (each once, even in a cycle).
    for (const file of ['home-DD2WHYMw', 'icons-DPyv2kPm', 'cx-DYLzePRr'])
      expect(html.split(`<link rel="modulepreload" crossorigin href="/assets/${file}.js" />`)).toHaveLength(
        2,
      );
    // The SPA reads its config from the payload, so it must not fetch config.json as well.
    expect(html).not.toContain('/config.json');
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves the banner out on other pages, and serves each tenant its own', async () => {
    const boot = bootOf((await page('/education?page=2')).body);
    expect(boot.content.banner).toBeUndefined();
    expect((await page('/education')).body).not.toContain('home-DD2WHYMw');
    expect(boot.content.theme).toBeDefined();

    const acme = bootOf((await page('/', HOST_B)).body);
    expect(acme.content.general).toEqual(await api('/api/general/get-general?lang=en', HOST_B));
    expect((acme.content.product as { currency: string }).currency).toBe('MYR');
    expect(acme.locale).toBe('en');
    expect((await page('/', HOST_B)).body).not.toContain('/assets/id-');
  });

  it("carries no tenant content for an unknown or suspended host (the SPA's domain check decides)", async () => {
    for (const [host, status] of [
      ['unknown.example', 404],
      [HOST_SUSPENDED, 409],
    ] as const) {
      const res = await page('/', host);
      expect(res.statusCode).toBe(status);
      const boot = bootOf(res.body);
      expect(boot.config.APP_CODE).toBe(ctx.env.APP_CODE);
      expect(boot.content).toEqual({});
      expect(res.body).not.toContain('modulepreload');
      // An unknown host has no name; a suspended company's tab is named, never "Loading..." (issue 23 item 10).
      expect(res.body).toContain(
        status === 404 ? '<title>Loading...</title>' : '<title>Dormant Learning</title>',
      );
    }
  });

  it('keeps a hostile company name inert in the title and in the payload', async () => {
    const name = `Acme </script><script>alert(1)</script> <!-- $' $& "quoted"`;
    await ctx.database.sql.query(`UPDATE tenants SET company_name = $1 WHERE slug = 'acme'`, [name]);
    // A fresh instance: the tenant and shell caches of the first one already hold Acme.
    const other = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      await other.database.sql.query(`UPDATE tenants SET company_name = $1 WHERE slug = 'acme'`, [name]);
      const res = await other.app.inject({ url: '/', headers: { host: HOST_B, accept: 'text/html' } });
      const html = res.body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)?.length).toBe(webIndex.match(/<\/script>/g)!.length + 1);
      expect(html).toContain(
        '<title>Acme &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- $&#39; $&amp; &quot;quoted&quot;</title>',
      );
      expect((bootOf(html).content.general as { company_name: string }).company_name).toBe(name);
    } finally {
      await other.close();
    }
  });

  it('falls back to the plain page when the answers cannot be read', async () => {
    const inject = ctx.app.inject.bind(ctx.app);
    // A fresh tenant key (suspended hosts were cached above as their own key: use a page of B).
    ctx.app.inject = (() => Promise.reject(new Error('database down'))) as unknown as typeof ctx.app.inject;
    try {
      const res = await inject({ url: '/bootcamps', headers: { host: HOST_B, accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(webIndex);
    } finally {
      ctx.app.inject = inject;
    }
  });

  it('serves a new build at once: a replaced index.html is read again', async () => {
    const before = await page('/about');
    expect(before.body).toContain('<div id="root"></div>');
    const rebuilt = webIndex.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>');
    writeFileSync(join(dist, 'index.html'), rebuilt);
    // A different modification time even on a coarse clock.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    try {
      const after = await page('/about');
      expect(after.body).toContain('<div id="root" data-build="2"></div>');
      expect(bootOf(after.body).content.theme).toBeDefined();
    } finally {
      writeFileSync(join(dist, 'index.html'), webIndex);
    }
  });

  it('is served whatever the Accept header, but never for API paths or files', async () => {
    const json = await ctx.app.inject({
      url: '/education',
      headers: { host: HOST_A, accept: 'application/json' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('text/html');
    expect((await page('/assets/nothing-123.js')).statusCode).toBe(404);
    const api404 = await page('/api/nothing');
    expect(api404.statusCode).toBe(404);
  });
});

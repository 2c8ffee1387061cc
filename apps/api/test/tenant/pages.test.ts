import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@app/contract/envelope';
import { page, pageKeys, runtimeConfig, type ContentBlock } from '@app/contract/tenant/schemas';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, publicHeaders, type TestContext } from '../helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Without `lang` a call answers in the tenant's default language (issue 22 item 7); these tests read English.
const getPage = (key: string, host = HOST_A, query: Record<string, string> = {}) =>
  ctx.app.inject({
    url: `/api/pages/get-page/${key}`,
    headers: publicHeaders(host),
    query: { lang: 'en', ...query },
  });

const textOf = (blocks: ContentBlock[]) =>
  blocks.map((b) => (b.type === 'ul' ? b.items.join('\n') : b.text)).join('\n');

describe('GET /api/pages/get-page/:key', () => {
  it.each(pageKeys)('answers the %s page of both tenants', async (key) => {
    const a = envelope(page).parse((await getPage(key, HOST_A)).json()).data;
    const b = envelope(page).parse((await getPage(key, HOST_B)).json()).data;
    expect(a.key).toBe(key);
    expect(a.title).not.toBe('');
    expect(a.body.length).toBeGreaterThanOrEqual(3);
    expect(a.title === b.title && textOf(a.body) === textOf(b.body)).toBe(false);
  });

  it('answers the corporate solution page of each company', async () => {
    const a = envelope(page).parse((await getPage('corporate-solution', HOST_A)).json()).data;
    expect(a.title).toBe('Corporate Solution');
    expect(a.image).toMatch(/^\/media\//);
    expect(textOf(a.body)).toContain('Faktur Pajak');
    const b = envelope(page).parse((await getPage('corporate-solution', HOST_B)).json()).data;
    expect(textOf(b.body)).toContain('HRD Corp');
  });

  it('answers the career page with open positions, in Indonesian with lang=id', async () => {
    const id = envelope(page).parse((await getPage('career', HOST_A, { lang: 'id' })).json()).data;
    expect(id.title).toBe('Karier di Cendekia');
    expect(textOf(id.body)).toContain('Posisi yang dibuka');
    const b = envelope(page).parse((await getPage('career', HOST_B)).json()).data;
    expect(textOf(b.body)).toContain('EPF');
  });

  it('answers the contact page with the company’s own addresses', async () => {
    const a = envelope(page).parse((await getPage('contact', HOST_A)).json()).data;
    expect(textOf(a.body)).toContain('support@cendekia.example');
    const b = envelope(page).parse((await getPage('contact', HOST_B)).json()).data;
    expect(textOf(b.body)).toContain('help@acme-academy.example');
    expect(textOf(b.body)).not.toContain('cendekia');
  });

  it('answers 400 naming key for an unknown page key', async () => {
    for (const key of ['nope', 'help', 'ABOUT']) {
      const res = await getPage(key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: { code: 'validation', fields: { key: expect.any(String) } },
      });
    }
  });

  it('sends ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await getPage('career');
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await ctx.app.inject({
      url: '/api/pages/get-page/career?lang=en',
      headers: { ...publicHeaders(), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 401 without app_code, 404 for an unknown host and 409 for the suspended host', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/pages/get-page/career', headers: { host: HOST_A } })).statusCode,
    ).toBe(401);
    expect((await getPage('career', 'elsewhere.example')).statusCode).toBe(404);
    expect((await getPage('career', HOST_SUSPENDED)).statusCode).toBe(409);
  });
});

describe('GET /config.json', () => {
  it('answers the run-time configuration of the SPA, uncached, without app_code', async () => {
    const res = await ctx.app.inject({ url: '/config.json', headers: { host: HOST_B } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = runtimeConfig.parse(res.json());
    expect(config).toMatchObject({ APP_CODE: 'wl-malaysia' });
    // Whether the developer outbox exists is for /dev/outbox.json to say, per request (issue 23 item 7).
    expect(config).not.toHaveProperty('DEV_OUTBOX');
  });

  it('answers the values configured for the deployment', async () => {
    const other = await createTestApp({
      seed: false,
      env: {
        PUBLIC_API_URL: 'https://api.example.my',
        PUBLIC_LEARNING_URL: 'https://learn.example.my',
        GOOGLE_CLIENT_ID: 'demo-client.apps.googleusercontent.com',
        SUPPORT_EMAIL: 'ops@example.my',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const config = runtimeConfig.parse((await other.app.inject({ url: '/config.json' })).json());
      expect(config).toMatchObject({
        API_URL: 'https://api.example.my',
        LEARNING_URL: 'https://learn.example.my',
        GOOGLE_CLIENT_ID: 'demo-client.apps.googleusercontent.com',
        SUPPORT_EMAIL: 'ops@example.my',
      });
    } finally {
      await other.close();
    }
  });
});

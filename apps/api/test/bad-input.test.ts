import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, publicHeaders, type TestContext } from './helper.ts';
import { DEMO_PASSWORD, loginToken, SETUP_MS } from './account/support.ts';

/** Bad input gets a 4xx in the failure envelope, never a 5xx or another shape. */
describe('bad input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('a multipart profile update without a boundary, or cut short, gets 400 naming the body', async () => {
    const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    const headers = { host: HOST_A, authorization: `Bearer ${token}` };
    const cases = [
      { 'content-type': 'multipart/form-data', payload: 'full_name=Budi' },
      {
        'content-type': 'multipart/form-data; boundary=XX',
        payload: '--XX\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nBu',
      },
    ];
    for (const { payload, ...type } of cases) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/users/update',
        headers: { ...headers, ...type },
        payload,
      });
      expect(res.statusCode, JSON.stringify(type) + payload).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: { fields: { body: expect.any(String) } } });
    }
    // An empty form names what it lacks.
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { full_name: expect.any(String) } } });
    // The profile is untouched.
    const me = await ctx.app.inject({ url: '/api/v1/users/edit', headers });
    expect(me.json().data.full_name).not.toBe('Bu');
  });

  it('a NUL character in a query or body gets 400 naming the field, and never a 5xx in a path', async () => {
    const outbox = await ctx.app.inject({ url: '/dev/outbox.json?to=%00', headers: { host: HOST_A } });
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json()).toMatchObject({ error: { fields: { to: expect.any(String) } } });
    const article = await ctx.app.inject({
      url: '/api/articles/get-article/a%00b',
      headers: publicHeaders(HOST_A),
    });
    expect(article.statusCode).toBe(400);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot_password',
      headers: { host: HOST_A },
      payload: { email: 'learner@example.com\u0000' },
    });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
  });

  it('JSON nested thousands of levels deep gets 400 naming the field before anything reads it, never a 5xx', async () => {
    const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    // ~3,355 levels in 6.7 kB, as an attacker sent: arrays and objects, under a known field.
    const deepArray = `{"email":${'['.repeat(3355)}${']'.repeat(3355)}}`;
    const deepObject = `{"gross_amount":${'{"a":'.repeat(3355)}1${'}'.repeat(3355)}}`;
    const calls = [
      { method: 'POST', url: '/api/v1/users/register', auth: false },
      { method: 'POST', url: '/api/payments/notifications/midtrans', auth: false },
      { method: 'POST', url: '/api/payments/notifications/stripe', auth: false },
      { method: 'PUT', url: '/api/v1/cv', auth: true },
    ] as const;
    for (const call of calls) {
      for (const payload of [deepArray, deepObject]) {
        const res = await ctx.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            host: HOST_A,
            'content-type': 'application/json',
            ...(call.auth ? { authorization: `Bearer ${token}` } : {}),
          },
          payload,
        });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
        const fields = res.json().error.fields as Record<string, string>;
        const [field, message] = Object.entries(fields)[0]!;
        expect(field).toMatch(/^(email|gross_amount)(\.(0|a))+$/);
        expect(message).toBe('too_deep');
      }
    }
    // A flood of them is answered the same way (the walk keeps its own stack).
    const flood = await Promise.all(
      Array.from({ length: 100 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          headers: { host: HOST_A, 'content-type': 'application/json' },
          payload: deepArray,
        }),
      ),
    );
    expect(flood.map((r) => r.statusCode).filter((s) => s !== 400)).toEqual([]);
  });

  it('a path with broken percent-encoding gets 400 in the envelope', async () => {
    for (const url of ['/api/articles/get-article/%zz', '/api/pages/get-page/%E0%A4%A', '/%']) {
      const res = await ctx.app.inject({ url, headers: publicHeaders(HOST_A) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 400, error: { code: expect.any(String) } });
    }
  });
});

describe('state-changing calls from other sites', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  const forgot = (origin: string | undefined, host = HOST_A) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot_password',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      payload: 'email=learner%40example.com',
    });

  // The test app serves its sites as a loopback demo does: http on PORT (3000), since neither
  // PUBLIC_SCHEME nor PUBLIC_PORT is set.
  it("refuse an Origin that is not one of the tenant's sites with 403 cross_site_request", async () => {
    for (const origin of [
      'https://evil.example',
      'http://acme.localhost:3000',
      'null',
      'file://',
      'not a url',
      // The tenant's own host on another port or scheme is another site for the browser.
      'http://localhost:9999',
      'http://localhost',
      'https://localhost:3000',
      'https://127.0.0.1',
      'http://127.0.0.1:5173',
    ]) {
      const res = await forgot(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, error: { code: 'cross_site_request' } });
    }
  });

  it("accept the tenant's own domains with the scheme and port it is served on, and calls without Origin", async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'HTTP://LocalHost:3000',
      undefined,
    ]) {
      expect((await forgot(origin)).statusCode, String(origin)).toBe(200);
    }
    expect((await forgot('http://acme.localhost:3000', 'acme.localhost')).statusCode).toBe(200);
  });

  it(
    'follow the deployment: behind TLS on 443 (PUBLIC_SCHEME, PUBLIC_PORT) only https without a port is the site',
    async () => {
      const tls = await createTestApp({ env: { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' } });
      try {
        const post = (origin: string) =>
          tls.app.inject({
            method: 'POST',
            url: '/api/v1/users/forgot_password',
            headers: { host: HOST_A, 'content-type': 'application/x-www-form-urlencoded', origin },
            payload: 'email=learner%40example.com',
          });
        expect((await post('https://localhost')).statusCode).toBe(200);
        for (const origin of ['http://localhost:3000', 'http://localhost', 'https://localhost:3000'])
          expect((await post(origin)).statusCode, origin).toBe(403);
      } finally {
        await tls.close();
      }
    },
    SETUP_MS,
  );

  it('accept a form posted by one of our own pages that sends no referrer (Origin: null, same-origin)', async () => {
    const post = (site: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot_password',
        headers: {
          host: HOST_A,
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'null',
          'sec-fetch-site': site,
        },
        payload: 'email=learner%40example.com',
      });
    expect((await post('same-origin')).statusCode).toBe(200);
    for (const site of ['cross-site', 'same-site', 'none'])
      expect((await post(site)).statusCode, site).toBe(403);
  });

  it('leave reads alone: a GET from another site is answered', async () => {
    const res = await ctx.app.inject({
      url: '/api/cek-domain',
      headers: { ...publicHeaders(HOST_A), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, HOST_SUSPENDED, publicHeaders, type TestContext } from '../helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/cek-domain', () => {
  it('answers 200 with the company for an active tenant host', async () => {
    const a = await ctx.app.inject({ url: '/api/cek-domain', headers: publicHeaders(HOST_A) });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      status: 200,
      data: { status: 'active', company_name: 'Cendekia Academy' },
    });
    const b = await ctx.app.inject({ url: '/api/cek-domain', headers: publicHeaders(`${HOST_B}:3000`) });
    expect(b.json().data.company_name).toBe('Acme Academy');
  });

  it('answers 409 for a suspended tenant', async () => {
    const res = await ctx.app.inject({ url: '/api/cek-domain', headers: publicHeaders(HOST_SUSPENDED) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, error: { code: 'tenant_suspended' } });
  });

  it('answers 404 in the envelope for an unknown host', async () => {
    const res = await ctx.app.inject({ url: '/api/cek-domain', headers: publicHeaders('unknown.example') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Unknown domain', error: { code: 'not_found' } });
  });

  it('answers 401 without app_code or with a wrong one', async () => {
    const missing = await ctx.app.inject({ url: '/api/cek-domain', headers: { host: HOST_A } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('app_code');
    const wrong = await ctx.app.inject({
      url: '/api/cek-domain',
      headers: { host: HOST_A, app_code: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { registerPayload, uniqueEmail, SETUP_MS } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

describe('logs of the account calls', () => {
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    // The production logger configuration (redaction, serializers) at its most verbose level.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const options = loggerOptions({ ...ctx.env, LOG_LEVEL: 'trace' }) as Record<string, unknown>;
    app = await buildApp({ env: ctx.env, database: ctx.database, logger: { ...options, stream } });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST_A, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  const outbox = async (to: string) =>
    (
      await app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(to)}`, headers: { host: HOST_A } })
    ).json().data as { text: string; links: string[] }[];
  const tokenIn = (links: string[]) => new URL(links[0]!).searchParams.get('token')!;

  it('never contain passwords, tokens or one-time codes through register, login, forgot, reset and OTP', async () => {
    const email = uniqueEmail('logs');
    const password = 'Very-Secret-Passphrase-🔑-2026';
    const newPassword = 'Another-Secret-Passphrase-2027';
    const changedPassword = 'Third-Secret-Passphrase-2028';
    const phone = { phone_number: '81377001122', phone_country_code: '+62' };
    const secrets: string[] = [password, newPassword, changedPassword];

    expect(
      (await post('/api/v1/users/register', registerPayload({ email, password, ...phone }))).statusCode,
    ).toBe(200);
    const confirmToken = tokenIn((await outbox(email))[0]!.links);
    secrets.push(confirmToken);
    expect((await post('/api/v1/users/confirm', { token: confirmToken })).statusCode).toBe(200);

    const login = await post('/api/v1/users/login?via=email', { email, password });
    expect(login.statusCode).toBe(200);
    const session = login.json().data.token as string;
    secrets.push(session);
    expect(
      (await post('/api/v1/users/login?via=email', { email, password: `${password}-wrong` })).statusCode,
    ).toBe(401);
    secrets.push(`${password}-wrong`);

    expect((await post('/api/v1/users/forgot_password', { email })).statusCode).toBe(200);
    const resetToken = tokenIn((await outbox(email))[0]!.links);
    secrets.push(resetToken);
    const reset = await post('/api/v1/users/reset_password', {
      token: resetToken,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    expect((await post('/api/v1/users/login?via=phone', phone)).statusCode).toBe(202);
    const code = /\b(\d{6})\b/.exec((await outbox('+6281377001122'))[0]!.text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/api/v1/users/login?via=phone', { ...phone, otp: wrong })).statusCode).toBe(401);
    const otpLogin = await post('/api/v1/users/login?via=phone', { ...phone, otp: code });
    expect(otpLogin.statusCode).toBe(200);
    const otpSession = otpLogin.json().data.token as string;
    secrets.push(otpSession);

    const change = await post(
      '/api/v1/users/change_password',
      { old_password: newPassword, new_password: changedPassword, password_confirmation: changedPassword },
      otpSession,
    );
    expect(change.statusCode).toBe(200);
    expect((await post('/api/v1/users/logout', {}, otpSession)).statusCode).toBe(200);

    const log = lines.join('');
    // The capture worked: requests, their status codes and the outbox notes are there.
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/v1/users/reset_password');
    expect(log).toContain('message kept in the outbox');
    expect(log).toContain(email);
    for (const secret of secrets) expect(log, secret.slice(0, 6)).not.toContain(secret);
    for (const digits of [code, wrong]) expect(log).not.toMatch(new RegExp(`(?<![0-9])${digits}(?![0-9])`));
    expect(log).not.toMatch(/"authorization":"Bearer/i);
  });
});

describe('security headers', () => {
  const check = (res: { statusCode: number; headers: Record<string, unknown> }, expected: number) => {
    expect(res.statusCode).toBe(expected);
    const csp = String(res.headers['content-security-policy']);
    expect(csp, String(expected)).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  it('are on successful answers and on every kind of failure', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=email',
      headers: { host: HOST_A },
      payload: { email: 'learner@example.com', password: 'demo-password-2026' },
    });
    check(login, 200);
    const token = login.json().data.token as string;
    check(
      await ctx.app.inject({
        url: '/api/v1/users/edit',
        headers: { host: HOST_A, authorization: `Bearer ${token}` },
      }),
      200,
    );
    check(await ctx.app.inject({ url: '/api/v1/users/edit', headers: { host: HOST_A } }), 401);
    check(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: { host: HOST_A },
        payload: { email: 'x' },
      }),
      400,
    );
    check(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: { host: HOST_A },
        payload: { ...registerPayload(), bio: 'x'.repeat(1_100_000) },
      }),
      413,
    );
    check(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: { host: 'nowhere.example' },
        payload: registerPayload(),
      }),
      404,
    );
    check(await ctx.app.inject({ url: '/api/v1/no-such-call', headers: { host: HOST_A } }), 404);
    check(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login?via=email',
        headers: { host: HOST_A },
        payload: { email: 'learner@example.com', password: 'wrong-password' },
      }),
      401,
    );
    check(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/change_password',
        headers: { host: HOST_A, authorization: `Bearer ${token}` },
        payload: {
          old_password: 'wrong',
          new_password: 'a good new passphrase',
          password_confirmation: 'a good new passphrase',
        },
      }),
      422,
    );
    check(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login?via=google',
        headers: { host: HOST_A },
        payload: { email: 'learner@example.com', google_id: '123', id_token: 'x'.repeat(40) },
      }),
      503,
    );
  });

  it('are on 429 answers', async () => {
    const app = await buildApp({
      env: { ...ctx.env, RATE_LIMIT_MULTIPLIER: 1 },
      database: ctx.database,
      logger: false,
    });
    let last = { statusCode: 0, headers: {} as Record<string, unknown> };
    for (let i = 0; i < 6; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot_password',
        headers: { host: HOST_A },
        payload: { email: 'headers-check@example.com' },
      });
    }
    check(last, 429);
    expect(last.headers['retry-after']).toBeDefined();
    await app.close();
  });
});

describe('GET /api/docs/json', () => {
  it('in production, answers only when API_DOCS=public (it faces developers, not customers)', async () => {
    const production = { ...ctx.env, NODE_ENV: 'production' as const };
    const hidden = await buildApp({ env: production, database: ctx.database, logger: false });
    const shown = await buildApp({
      env: { ...production, API_DOCS: 'public' },
      database: ctx.database,
      logger: false,
    });
    for (const url of ['/api/docs', '/api/docs/json']) {
      expect((await hidden.inject({ url, headers: { host: HOST_A } })).statusCode, url).toBe(404);
      expect((await shown.inject({ url, headers: { host: HOST_A } })).statusCode, url).not.toBe(404);
    }
    await hidden.close();
    await shown.close();
  });

  it('documents every account call with its contract schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { host: HOST_A } });
    expect(res.statusCode).toBe(200);
    interface Operation {
      responses: Record<string, unknown>;
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    }
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const calls: [string, string][] = [
      ['/api/v1/users/register', 'post'],
      ['/api/v1/users/confirm', 'post'],
      ['/api/v1/users/login', 'post'],
      ['/api/v1/users/forgot_password', 'post'],
      ['/api/v1/users/reset_password', 'post'],
      ['/api/v1/users/logout', 'post'],
      ['/api/v1/users/edit', 'get'],
      ['/api/v1/users/update', 'put'],
      ['/api/v1/users/change_password', 'post'],
    ];
    for (const [path, method] of calls) {
      const op = paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.responses['200'], path).toBeDefined();
    }
    const register = paths['/api/v1/users/register']!.post!.requestBody.content['application/json']!.schema;
    expect(Object.keys(register.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'elearning_platform']),
    );
    const update = paths['/api/v1/users/update']!.put!.requestBody.content['multipart/form-data']!.schema;
    expect(update.properties.photo).toMatchObject({ format: 'binary' });
    expect(paths['/api/v1/users/login']!.post!.responses['202']).toBeDefined();
  });
});

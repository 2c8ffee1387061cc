import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  bearer,
  DEMO_PASSWORD,
  loginForm,
  loginToken,
  register,
  STRONG_PASSWORD,
  SETUP_MS,
} from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

const edit = (token: string, host = HOST_A) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/edit', headers: bearer(token, host) });

describe('POST /api/v1/users/login?via=email', () => {
  it('logs the demo learner in with a form-encoded body: token, role and user', async () => {
    const res = await loginForm(ctx, 'learner@example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      message: 'OK',
      data: {
        role: 'consumer',
        user: {
          email: 'learner@example.com',
          full_name: 'Rina Wulandari',
          phone_number: '81234567890',
          phone_country_code: '+62',
          confirmed: true,
          type: 'Consumer',
        },
      },
    });
    // 256 random bits, URL-safe.
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in with a JSON body and an email in another case', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { host: HOST_A },
      payload: { email: ' Mentor@Example.com ', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'contributor', user: { full_name: 'Budi Santoso' } });
  });

  it("answers 401 'Incorrect login.' for a wrong password and for an unknown email alike", async () => {
    const wrong = await loginForm(ctx, 'learner@example.com', 'not-the-password');
    const unknown = await loginForm(ctx, 'nobody@example.com', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        message: 'Incorrect login.',
        error: { code: 'incorrect_login' },
      });
    }
  });

  it('takes about as long for an unknown email as for a wrong password (a dummy hash is verified)', async () => {
    const time = async (email: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await loginForm(ctx, email, `wrong-password-${i}`);
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b)[2]!;
    };
    await time('learner@example.com'); // warm-up
    const known = await time('learner@example.com');
    const unknown = await time('nobody-at-all@example.com');
    // Without the dummy hash the unknown email answers 20+ times faster (no argon2 at all); the
    // wide band keeps this from failing when other test files load both cores.
    expect(unknown).toBeGreaterThan(known * 0.25);
    expect(unknown).toBeLessThan(known * 4);
  });

  it('answers 403 email_not_confirmed only with the right password of an unconfirmed account', async () => {
    const { payload } = await register(ctx);
    const email = payload.email as string;
    const right = await loginForm(ctx, email, STRONG_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ status: 403, error: { code: 'email_not_confirmed' } });
    const wrong = await loginForm(ctx, email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a missing or malformed email or password', async () => {
    const cases: [Record<string, unknown> | undefined, string][] = [
      [{ password: 'x' }, 'email'],
      [{ email: 'nope', password: 'xxxxxxxx' }, 'email'],
      [{ email: 'learner@example.com' }, 'password'],
      [{ email: 'learner@example.com', password: '' }, 'password'],
      [{ email: 'learner@example.com', password: 'p'.repeat(257) }, 'password'],
      [{ email: 'learner@example.com', password: 12345678 }, 'password'],
      [undefined, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login?via=email',
        headers: { host: HOST_A },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: { code: 'validation' } });
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it('answers 400 naming via for an unknown login method', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=fax',
      headers: { host: HOST_A },
      payload: { email: 'learner@example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('via');
  });

  it('keeps the tenants apart: the same email is a different user with its own password', async () => {
    const a = await loginForm(ctx, 'learner@example.com', DEMO_PASSWORD, HOST_A);
    const b = await loginForm(ctx, 'learner@example.com', DEMO_PASSWORD, HOST_B);
    expect(a.json().data.user.full_name).toBe('Rina Wulandari');
    expect(b.json().data.user.full_name).toBe('Nurul Aisyah');
    expect(a.json().data.user.id).not.toBe(b.json().data.user.id);
    const mentorB = await loginForm(ctx, 'mentor@example.com', DEMO_PASSWORD, HOST_B);
    expect(mentorB.json().data).toMatchObject({ role: 'contributor', user: { full_name: 'Daniel Lim' } });
    // An account registered on A does not exist on B.
    const { payload } = await register(ctx);
    await ctx.database.sql.query('UPDATE users SET confirmed_at = now() WHERE email = $1', [payload.email]);
    expect((await loginForm(ctx, payload.email as string, STRONG_PASSWORD, HOST_A)).statusCode).toBe(200);
    expect((await loginForm(ctx, payload.email as string, STRONG_PASSWORD, HOST_B)).statusCode).toBe(401);
  });
});

describe('sessions (Bearer tokens)', () => {
  it('stores only a SHA-256 of the token, expiring after 30 days', async () => {
    const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    const rows = await ctx.database.sql.query<{ token_hash: string; days: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at) / 86400 AS days FROM sessions
       ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(Math.round(Number(rows[0]!.days))).toBe(30);
    const all = await ctx.database.sql.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(all.some((r) => r.token_hash === token)).toBe(false);
  });

  it('answers 401 for an expired token', async () => {
    const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    expect((await edit(token)).statusCode).toBe(200);
    await ctx.database.sql.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)",
    );
    expect((await edit(token)).statusCode).toBe(401);
  });

  it('answers 401 on tenant B for a token issued on tenant A', async () => {
    const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD, HOST_A);
    expect((await edit(token, HOST_A)).statusCode).toBe(200);
    const other = await edit(token, HOST_B);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ status: 401, error: { code: 'unauthorized' } });
  });
});

describe('GET /api/v1/users/edit', () => {
  it('answers the current user with photo urls null before any upload', async () => {
    const token = await loginToken(ctx, 'mentor@example.com', DEMO_PASSWORD);
    const res = await edit(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'mentor@example.com',
      role: 'contributor',
      full_name: 'Budi Santoso',
      photo: { url: null, thumb: { url: null } },
      country: 'Indonesia',
      has_google: false,
    });
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer short',
      `Bearer ${'A'.repeat(43)}`,
      'Basic abc',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/users/edit',
        headers: { host: HOST_A, ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});

describe('POST /api/v1/users/logout', () => {
  it('revokes the presented token only: 401 with it afterwards, other sessions live on', async () => {
    const first = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    const second = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { message: 'You are logged out!' } });
    expect((await edit(first)).statusCode).toBe(401);
    expect((await edit(second)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(first),
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { host: HOST_A },
    });
    expect(res.statusCode).toBe(401);
  });
});

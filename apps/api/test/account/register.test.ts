import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  loginForm,
  mailedToken,
  outboxFor,
  register,
  registerConfirmed,
  registerPayload,
  STRONG_PASSWORD,
  uniqueEmail,
  SETUP_MS,
} from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

const storedUser = async (email: string) => {
  const [row] = await ctx.database.sql.query<Record<string, unknown>>(
    'SELECT u.*, t.slug FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE lower(u.email) = $1',
    [email.toLowerCase()],
  );
  return row!;
};

describe('POST /api/v1/users/register', () => {
  it('creates an unconfirmed Consumer of the host tenant and mails a confirmation link', async () => {
    const { res, payload } = await register(ctx, { elearning_platform: 'localhost' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      message: 'OK',
      data: {
        confirmation_required: true,
        user: {
          email: payload.email,
          type: 'Consumer',
          role: 'consumer',
          full_name: 'Siti Rahma',
          date_of_birth: '1995-04-12',
          gender: 'female',
          phone_number: payload.phone_number,
          phone_country_code: '+62',
          confirmed: false,
          elearning_platform: 'localhost',
          has_google: false,
          photo: { url: null, thumb: { url: null } },
        },
      },
    });
    expect(JSON.stringify(body)).not.toContain('password');
    const row = await storedUser(payload.email as string);
    expect(row.slug).toBe('cendekia');

    const [mail] = await outboxFor(ctx, payload.email as string);
    // Registered without `lang`: in the company's language (Cendekia's is Indonesian).
    expect(mail).toMatchObject({
      channel: 'email',
      to: payload.email,
      subject: 'Konfirmasi email Anda untuk Cendekia Academy',
    });
    // The confirmation link, then the company's site in the signature.
    expect(mail!.links).toHaveLength(2);
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/success-confirms\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.links[1]).toBe('http://localhost:3000');
  });

  it("accepts a form-encoded body; the link is on the tenant's primary domain, not the request's port", async () => {
    const email = uniqueEmail('form');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { host: `${HOST_B}:5173`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        registerPayload({ email, elearning_platform: 'acme.localhost' }) as never,
      ).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.elearning_platform).toBe('acme.localhost');
    expect((await storedUser(email)).slug).toBe('acme');
    const [mail] = await outboxFor(ctx, email, HOST_B);
    expect(mail!.subject).toBe('Confirm your email for Acme Academy');
    expect(mail!.links[0]).toMatch(/^http:\/\/acme\.localhost:3000\/success-confirms\?token=/);
  });

  it('ignores fields a client must not set: role, type, confirmed, tenant', async () => {
    const { res, payload } = await register(ctx, {
      role: 'contributor',
      type: 'Admin',
      confirmed: true,
      confirmed_at: '2020-01-01',
      tenant_id: 2,
      tenant: 'acme',
      id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'consumer', type: 'Consumer', confirmed: false });
    const row = await storedUser(payload.email as string);
    expect(row).toMatchObject({ role: 'consumer', type: 'Consumer', confirmed_at: null, slug: 'cendekia' });
    expect(row.id).not.toBe(1);
  });

  it('stores the email in lower case and answers 409 naming email for a duplicate in the tenant', async () => {
    const email = uniqueEmail('dup');
    expect((await register(ctx, { email })).res.statusCode).toBe(200);
    const again = await register(ctx, { email: email.toUpperCase() });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({
      status: 409,
      error: { code: 'email_taken', fields: { email: expect.any(String) } },
    });
  });

  it('lets the same email register on another tenant as a separate user', async () => {
    const email = uniqueEmail('both');
    expect((await register(ctx, { email }, HOST_A)).res.statusCode).toBe(200);
    expect((await register(ctx, { email }, HOST_B)).res.statusCode).toBe(200);
    const rows = await ctx.database.sql.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(2);
  });

  it('stores the argon2id hash with m ≥ 19456 KiB, t ≥ 2, p = 1 and never the password', async () => {
    const { payload } = await register(ctx);
    const row = await storedUser(payload.email as string);
    const hash = String(row.password_hash);
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(params).not.toBeNull();
    expect(Number(params![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(params![2])).toBeGreaterThanOrEqual(2);
    expect(Number(params![3])).toBe(1);
    expect(hash).not.toContain(STRONG_PASSWORD);
  });

  it('accepts emoji and 64+ character passwords and does not truncate them', async () => {
    const long = `${'🦊 kancil cerdik '.repeat(6)}tamat`; // > 72 bytes, bcrypt would cut it
    expect(long.length).toBeGreaterThan(64);
    const { res, payload } = await register(ctx, { password: long });
    expect(res.statusCode).toBe(200);
    const token = await mailedToken(ctx, payload.email as string, '/success-confirms');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/confirm',
      headers: { host: HOST_A },
      payload: { token },
    });
    expect((await loginForm(ctx, payload.email as string, long)).statusCode).toBe(200);
    // A prefix (what a 72-byte cut would keep) is not the password.
    const prefix = Buffer.from(long).subarray(0, 72).toString('utf8');
    expect((await loginForm(ctx, payload.email as string, prefix)).statusCode).toBe(401);
    expect((await loginForm(ctx, payload.email as string, `${long}x`)).statusCode).toBe(401);
  });

  it('refuses the most common passwords, case-insensitively, with 400 naming password', async () => {
    for (const password of ['password', 'PassWord', 'iloveyou', '12345678', 'sunshine']) {
      const { res } = await register(ctx, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields).toHaveProperty('password');
    }
  });

  it('answers 400 naming the field for short, over-long and missing passwords', async () => {
    for (const password of ['short', 'x'.repeat(257), undefined]) {
      const { res } = await register(ctx, { password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: { code: 'validation', fields: { password: expect.any(String) } },
      });
    }
    expect((await register(ctx, { password: 'y'.repeat(256) })).res.statusCode).toBe(200);
  });

  it('answers 400 naming each bad field, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ full_name: '' }, 'full_name'],
      [{ phone_number: '12ab' }, 'phone_number'],
      [{ phone_country_code: '62' }, 'phone_country_code'],
      [{ date_of_birth: '12/04/1995' }, 'date_of_birth'],
      [{ date_of_birth: '2023-02-30' }, 'date_of_birth'],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth'],
      [{ gender: 'robot' }, 'gender'],
      [{ full_name: 'Nul\u0000Byte' }, 'full_name'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ email: ['a@b.c'] }, 'email'],
    ];
    for (const [overrides, field] of cases) {
      const { res } = await register(ctx, overrides);
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(res.json().error.fields, field).toHaveProperty(field);
    }
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { host: HOST_A },
    });
    expect(empty.statusCode).toBe(400);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { host: HOST_A, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 404 on an unknown host and 409 on a suspended one', async () => {
    const unknown = await register(ctx, {}, 'nowhere.example');
    expect(unknown.res.statusCode).toBe(404);
    const suspended = await register(ctx, {}, 'suspended.localhost');
    expect(suspended.res.statusCode).toBe(409);
  });

  it('answers 503 for a Google sign-up when no Google client id is configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register?provider=google',
      headers: { host: HOST_A },
      payload: registerPayload({ google_id: '1234567890', id_token: 'x'.repeat(40) }),
    });
    expect(res.statusCode).toBe(503);
  });

  it('answers 400 naming google_id and id_token when a Google sign-up lacks them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register?provider=google',
      headers: { host: HOST_A },
      payload: registerPayload(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      google_id: expect.any(String),
      id_token: expect.any(String),
    });
  });
});

describe('POST /api/v1/users/confirm', () => {
  const confirm = (token: unknown, host = HOST_A) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/confirm', headers: { host }, payload: { token } });

  it('confirms with the mailed token once and answers the user; login works afterwards', async () => {
    const { payload } = await register(ctx);
    const email = payload.email as string;
    const before = await loginForm(ctx, email, STRONG_PASSWORD);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('email_not_confirmed');

    const token = await mailedToken(ctx, email, '/success-confirms');
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, confirmed: true });
    expect((await loginForm(ctx, email, STRONG_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_confirmed');
  });

  it('mails a fresh link when an unconfirmed account logs in with the right password', async () => {
    const { payload } = await register(ctx);
    const email = payload.email as string;
    const first = await mailedToken(ctx, email, '/success-confirms');
    expect((await loginForm(ctx, email, 'a wrong password')).statusCode).toBe(401);
    expect(await outboxFor(ctx, email)).toHaveLength(1);
    expect((await loginForm(ctx, email, STRONG_PASSWORD)).statusCode).toBe(403);
    expect(await outboxFor(ctx, email)).toHaveLength(2);
    const second = await mailedToken(ctx, email, '/success-confirms');
    expect(second).not.toBe(first);
    // Both links work until one is used.
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('answers 400 naming token for an unknown, malformed or expired token', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('token');
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await confirm(12345678901)).statusCode).toBe(400);

    const { payload } = await register(ctx);
    const token = await mailedToken(ctx, payload.email as string, '/success-confirms');
    await ctx.database.sql.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [payload.email],
    );
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toHaveProperty('token');
  });

  it('stores only a hash of the token, valid for 7 days', async () => {
    const { payload } = await register(ctx);
    const token = await mailedToken(ctx, payload.email as string, '/success-confirms');
    const [row] = await ctx.database.sql.query<{ token_hash: string; days: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at) / 86400 AS days FROM account_tokens
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [payload.email],
    );
    expect(row!.token_hash).not.toBe(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(Number(row!.days))).toBe(7);
  });

  it('does not confirm a token of tenant A on the host of tenant B', async () => {
    const { payload } = await register(ctx);
    const token = await mailedToken(ctx, payload.email as string, '/success-confirms');
    expect((await confirm(token, HOST_B)).statusCode).toBe(400);
    expect((await confirm(token, HOST_A)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/users/register/check (issue 23 item 4)', () => {
  const check = (payload: Record<string, unknown>, host = HOST_A) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/register/check', headers: { host }, payload });

  it('refuses at each step what the registration would: a taken email, a common password, a taken phone', async () => {
    const { payload } = await register(ctx);
    const email = await check({ email: (payload.email as string).toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });

    const common = await check({ password: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({ password: 'password_too_common' });
    const short = await check({ password: 'abc' });
    expect(short.json().error.fields).toEqual({ password: 'password_too_short' });

    const phone = await check({
      phone_country_code: payload.phone_country_code,
      phone_number: payload.phone_number,
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error).toMatchObject({
      code: 'phone_taken',
      fields: { phone_number: 'phone_taken' },
    });

    // And the registration itself refuses the taken phone with the same code.
    const again = await register(ctx, { phone_number: payload.phone_number });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().error.code).toBe('phone_taken');
  });

  it('answers available for a free email, an allowed password and a free phone, per tenant', async () => {
    const { payload } = await register(ctx);
    const free = await check({
      email: uniqueEmail('free'),
      password: STRONG_PASSWORD,
      phone_country_code: '+62',
      phone_number: '89912345678',
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toEqual({ available: true });
    // Tenant B has its own accounts.
    expect((await check({ email: payload.email }, HOST_B)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a malformed email, a phone without its country code, or nothing', async () => {
    expect((await check({ email: 'not-an-email' })).json().error.fields).toHaveProperty('email');
    expect((await check({ phone_number: '81234567' })).json().error.fields).toHaveProperty('phone_number');
    const nothing = await check({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields).toHaveProperty('email');
  });
});

describe('POST /api/v1/users/confirmation (issue 23 item 4)', () => {
  const resend = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/confirmation',
      headers: { host: HOST_A },
      payload: { email },
    });

  it('mails a new link to an unconfirmed account and answers every email alike', async () => {
    const { payload } = await register(ctx);
    const email = payload.email as string;
    const first = await mailedToken(ctx, email, '/success-confirms');
    const sent = await resend(email);
    expect(sent.statusCode).toBe(200);
    expect(await outboxFor(ctx, email)).toHaveLength(2);
    const second = await mailedToken(ctx, email, '/success-confirms');
    expect(second).not.toBe(first);

    const nobody = await resend(uniqueEmail('nobody'));
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json().message).toBe(sent.json().message);
  });

  it('sends nothing to an account already confirmed', async () => {
    const { email } = await registerConfirmed(ctx);
    const before = (await outboxFor(ctx, email)).length;
    expect((await resend(email)).statusCode).toBe(200);
    expect(await outboxFor(ctx, email)).toHaveLength(before);
  });
});

describe('the registration checks with the limits as configured', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp();
  }, SETUP_MS);
  afterAll(() => limited?.close());
  const post = (url: string, payload: Record<string, unknown>) =>
    limited.app.inject({ method: 'POST', url, headers: { host: HOST_A }, payload });

  it('answers 429 past 30 step checks from one address in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await post('/api/v1/users/register/check', { email: uniqueEmail('probe') })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('sends at most three more confirmation links an hour to one account', async () => {
    const { payload } = await register(limited);
    const email = payload.email as string;
    for (let i = 0; i < 5; i++)
      expect((await post('/api/v1/users/confirmation', { email })).statusCode).toBe(200);
    // The registration's mail and three more.
    expect(await outboxFor(limited, email)).toHaveLength(4);
  });
});

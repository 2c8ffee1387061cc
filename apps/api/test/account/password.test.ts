import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  bearer,
  loginForm,
  loginToken,
  mailedToken,
  outboxFor,
  register,
  registerConfirmed,
  STRONG_PASSWORD,
  SETUP_MS,
} from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

const NEW_PASSWORD = 'a brand new passphrase 2026';

const post = (url: string, payload: unknown, headers: Record<string, string> = { host: HOST_A }) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const forgot = (email: string, host = HOST_A) => post('/api/v1/users/forgot_password', { email }, { host });
const reset = (token: string, password = NEW_PASSWORD, confirmation = password, host = HOST_A) =>
  post('/api/v1/users/reset_password', { token, password, password_confirmation: confirmation }, { host });
const edit = (token: string) => ctx.app.inject({ url: '/api/v1/users/edit', headers: bearer(token) });

describe('POST /api/v1/users/forgot_password', () => {
  it('answers the same 200 whether or not the account exists, and mails only an existing one', async () => {
    const { email } = await registerConfirmed(ctx);
    const known = await forgot(email);
    const unknown = await forgot('no-such-user@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toMatch(/If an account exists/);

    const [mail] = await outboxFor(ctx, email);
    // An account that never said its language: the company's (Cendekia's is Indonesian).
    expect(mail!.subject).toBe('Atur ulang kata sandi Cendekia Academy Anda');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(await outboxFor(ctx, 'no-such-user@example.com')).toHaveLength(0);
  });

  it('does not mail an account of another tenant', async () => {
    const { email } = await registerConfirmed(ctx, {}, HOST_B);
    await forgot(email, HOST_A);
    expect(await outboxFor(ctx, email, HOST_A)).toHaveLength(0);
  });

  it('answers 400 naming email for a malformed address', async () => {
    const res = await forgot('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('email');
  });
});

describe('POST /api/v1/users/reset_password', () => {
  it('sets the password with the mailed token once and ends every session of the user', async () => {
    const { email } = await registerConfirmed(ctx);
    const sessionA = await loginToken(ctx, email, STRONG_PASSWORD);
    const sessionB = await loginToken(ctx, email, STRONG_PASSWORD);
    await forgot(email);
    const token = await mailedToken(ctx, email, '/reset-password');

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    expect((await edit(sessionA)).statusCode).toBe(401);
    expect((await edit(sessionB)).statusCode).toBe(401);
    expect((await loginForm(ctx, email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await loginForm(ctx, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another passphrase 1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('token');
  });

  it('stops older reset links once one has been used', async () => {
    const { email } = await registerConfirmed(ctx);
    await forgot(email);
    const older = await mailedToken(ctx, email, '/reset-password');
    await forgot(email);
    const newer = await mailedToken(ctx, email, '/reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older, 'one more passphrase 77')).statusCode).toBe(400);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await registerConfirmed(ctx);
    await forgot(email);
    const token = await mailedToken(ctx, email, '/reset-password');
    const [row] = await ctx.database.sql.query<{ minutes: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM account_tokens
       WHERE purpose = 'reset' ORDER BY id DESC LIMIT 1`,
    );
    expect(Math.round(Number(row!.minutes))).toBe(30);
    await ctx.database.sql.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'",
    );
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect((await loginForm(ctx, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('confirms an unconfirmed account (the link proves the address)', async () => {
    const { payload } = await register(ctx);
    const email = payload.email as string;
    await forgot(email);
    const token = await mailedToken(ctx, email, '/reset-password');
    expect((await reset(token)).statusCode).toBe(200);
    expect((await loginForm(ctx, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a common, short or mismatched password, keeping the token', async () => {
    const { email } = await registerConfirmed(ctx);
    await forgot(email);
    const token = await mailedToken(ctx, email, '/reset-password');
    const common = await reset(token, 'password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toHaveProperty('password');
    const short = await reset(token, 'short');
    expect(short.json().error.fields).toHaveProperty('password');
    const mismatch = await reset(token, NEW_PASSWORD, 'something else entirely');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toHaveProperty('password_confirmation');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('does not accept a link of tenant A on tenant B', async () => {
    const { email } = await registerConfirmed(ctx);
    await forgot(email);
    const token = await mailedToken(ctx, email, '/reset-password');
    expect((await reset(token, NEW_PASSWORD, NEW_PASSWORD, HOST_B)).statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/users/change_password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    post('/api/v1/users/change_password', body, bearer(token));

  it("answers 422 'Please retry again' for a wrong old password", async () => {
    const { email } = await registerConfirmed(ctx);
    const token = await loginToken(ctx, email, STRONG_PASSWORD);
    const res = await change(token, {
      old_password: 'not my password',
      new_password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, message: 'Please retry again' });
    expect((await loginForm(ctx, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions while the current one stays', async () => {
    const { email } = await registerConfirmed(ctx);
    const current = await loginToken(ctx, email, STRONG_PASSWORD);
    const other = await loginToken(ctx, email, STRONG_PASSWORD);
    const res = await change(current, {
      old_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).not.toBe('Please retry again');
    expect(res.json().data.message).not.toBe('Please retry again');
    expect((await edit(current)).statusCode).toBe(200);
    expect((await edit(other)).statusCode).toBe(401);
    expect((await loginForm(ctx, email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await loginForm(ctx, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a common, short or mismatched new password', async () => {
    const { email } = await registerConfirmed(ctx);
    const token = await loginToken(ctx, email, STRONG_PASSWORD);
    const cases: [Record<string, unknown>, string][] = [
      [
        { old_password: STRONG_PASSWORD, new_password: 'Password', password_confirmation: 'Password' },
        'new_password',
      ],
      [
        { old_password: STRONG_PASSWORD, new_password: 'short', password_confirmation: 'short' },
        'new_password',
      ],
      [
        { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, password_confirmation: 'x' },
        'password_confirmation',
      ],
      [{ new_password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, 'old_password'],
    ];
    for (const [body, field] of cases) {
      const res = await change(token, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await post('/api/v1/users/change_password', {
      old_password: 'x',
      new_password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

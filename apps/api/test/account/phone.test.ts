import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { bearer, outboxFor, register, textedCode, SETUP_MS } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

/** The demo learner of tenant A (apps/api/src/db/seed/accounts.ts). */
const LEARNER = { phone_number: '81234567890', phone_country_code: '+62' };
const LEARNER_PHONE = '+6281234567890';

const phoneLogin = (payload: Record<string, unknown>, host = HOST_A) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/users/login?via=phone', headers: { host }, payload });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/v1/users/login?via=phone', () => {
  it('texts a 6-digit code and answers 202; the code logs in once', async () => {
    const sent = await phoneLogin(LEARNER);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      status: 202,
      message: expect.any(String),
      data: { otp_sent: true, expires_in: 300 },
    });
    const [sms] = await outboxFor(ctx, LEARNER_PHONE);
    expect(sms).toMatchObject({ channel: 'sms', to: LEARNER_PHONE });
    const code = await textedCode(ctx, LEARNER_PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const res = await phoneLogin({ ...LEARNER, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'consumer', user: { email: 'learner@example.com' } });
    const edit = await ctx.app.inject({ url: '/api/v1/users/edit', headers: bearer(res.json().data.token) });
    expect(edit.statusCode).toBe(200);

    const reused = await phoneLogin({ ...LEARNER, otp: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      error: { code: 'otp_invalid', fields: { otp: expect.any(String) } },
    });
  });

  it('stores the code hashed only', async () => {
    await phoneLogin(LEARNER);
    const code = await textedCode(ctx, LEARNER_PHONE);
    const rows = await ctx.database.sql.query<{ code_hash: string }>('SELECT code_hash FROM otp_codes');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
    }
  });

  it('answers the same 202 for a number no account uses, and texts nothing', async () => {
    const known = await phoneLogin(LEARNER);
    const unknown = await phoneLogin({ phone_number: '89999999999', phone_country_code: '+62' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxFor(ctx, '+6289999999999')).toHaveLength(0);
  });

  it('never logs in with a phone number alone', async () => {
    for (const payload of [
      LEARNER,
      { ...LEARNER, otp: '' },
      { ...LEARNER, otp: null },
      { ...LEARNER, password: 'x' },
    ]) {
      const res = await phoneLogin(payload);
      expect(res.statusCode, JSON.stringify(payload)).not.toBe(200);
      expect(res.json().data?.token).toBeUndefined();
    }
  });

  it('refuses a wrong code, and after 5 tries even the right one', async () => {
    await phoneLogin(LEARNER);
    const code = await textedCode(ctx, LEARNER_PHONE);
    for (let i = 0; i < 5; i++) {
      const res = await phoneLogin({ ...LEARNER, otp: wrongCode(code) });
      expect(res.statusCode).toBe(401);
    }
    const late = await phoneLogin({ ...LEARNER, otp: code });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('otp_invalid');
  });

  it('accepts the right code after a few wrong tries', async () => {
    await phoneLogin(LEARNER);
    const code = await textedCode(ctx, LEARNER_PHONE);
    for (let i = 0; i < 4; i++)
      expect((await phoneLogin({ ...LEARNER, otp: wrongCode(code) })).statusCode).toBe(401);
    expect((await phoneLogin({ ...LEARNER, otp: code })).statusCode).toBe(200);
  });

  it('refuses a code older than 5 minutes', async () => {
    await phoneLogin(LEARNER);
    const code = await textedCode(ctx, LEARNER_PHONE);
    const [row] = await ctx.database.sql.query<{ minutes: number }>(
      'SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM otp_codes ORDER BY id DESC LIMIT 1',
    );
    expect(Math.round(Number(row!.minutes))).toBe(5);
    await ctx.database.sql.query(
      "UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM otp_codes)",
    );
    expect((await phoneLogin({ ...LEARNER, otp: code })).statusCode).toBe(401);
  });

  it('replaces the previous code when a new one is requested', async () => {
    await phoneLogin(LEARNER);
    const first = await textedCode(ctx, LEARNER_PHONE);
    await phoneLogin(LEARNER);
    const second = await textedCode(ctx, LEARNER_PHONE);
    if (first !== second) expect((await phoneLogin({ ...LEARNER, otp: first })).statusCode).toBe(401);
    expect((await phoneLogin({ ...LEARNER, otp: second })).statusCode).toBe(200);
  });

  it('does not let a code of tenant A log in on tenant B', async () => {
    await phoneLogin(LEARNER);
    const code = await textedCode(ctx, LEARNER_PHONE);
    expect((await phoneLogin({ ...LEARNER, otp: code }, HOST_B)).statusCode).toBe(401);
  });

  it('answers 403 email_not_confirmed after a right code for an unconfirmed account', async () => {
    const phone = { phone_number: '81377777777', phone_country_code: '+62' };
    await register(ctx, phone);
    await phoneLogin(phone);
    const code = await textedCode(ctx, '+6281377777777');
    const res = await phoneLogin({ ...phone, otp: code });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_confirmed');
  });

  it('texts no code when several accounts gave the same number', async () => {
    const phone = { phone_number: '81355555555', phone_country_code: '+62' };
    // Neither a new account nor a profile edit takes a number another uses; older data may share one.
    const first = await register(ctx, phone);
    const second = await register(ctx);
    expect((await register(ctx, phone)).res.statusCode).toBe(409);
    await ctx.database.sql.query(
      "UPDATE users SET phone_number = '81355555555', phone_country_code = '+62' WHERE email = $1",
      [second.payload.email],
    );
    await ctx.database.sql.query("UPDATE users SET confirmed_at = now() WHERE phone_number = '81355555555'");
    expect(first.res.statusCode).toBe(200);
    const sent = await phoneLogin(phone);
    expect(sent.statusCode).toBe(202);
    const [sms] = await outboxFor(ctx, '+6281355555555');
    expect(sms!.text).not.toMatch(/\d{6}/);
    expect((await phoneLogin({ ...phone, otp: '123456' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a malformed number, code or country code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone_country_code: '+62' }, 'phone_number'],
      [{ phone_number: 'abc', phone_country_code: '+62' }, 'phone_number'],
      [{ phone_number: '81234567890' }, 'phone_country_code'],
      [{ ...LEARNER, otp: '12345' }, 'otp'],
      [{ ...LEARNER, otp: 'abcdef' }, 'otp'],
      [{ ...LEARNER, otp: 123456 }, 'otp'],
    ];
    for (const [payload, field] of cases) {
      const res = await phoneLogin(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });
});

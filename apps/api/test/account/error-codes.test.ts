import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '@app/contract/account/endpoints';
import type { AnyEndpoint } from '@app/contract/endpoint';
import { errorEnvelope } from '@app/contract/envelope';
import { commonErrorCodes, type ErrorCode, type FieldCode } from '@app/contract/errors';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { bearer, DEMO_PASSWORD, loginForm, loginToken, register, textedCode, SETUP_MS } from './support.ts';

/**
 * Issue 23 item 1: the failures the web words in the page's language answer the contract's
 * codes (packages/contract/src/errors.ts), with field codes on the fields, never only English.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

const NEW_PASSWORD = 'a brand new passphrase 2026';

/**
 * The answer is the contract's failure envelope, and its code is one the call documents (its own
 * `codes`, or one any call may answer); its fields are exactly `fields`.
 */
function expectFailure(
  res: { statusCode: number; json(): unknown },
  call: AnyEndpoint,
  status: number,
  code: ErrorCode,
  fields?: Record<string, FieldCode>,
) {
  expect(res.statusCode).toBe(status);
  const body = errorEnvelope.parse(res.json());
  expect(body.error.code).toBe(code);
  expect([...commonErrorCodes, ...(call.codes ?? [])]).toContain(code);
  expect(body.error.fields).toEqual(fields);
}

describe('error codes of the account calls', () => {
  it('a wrong current password is wrong_password on old_password (change password, 422)', async () => {
    for (const host of [HOST_A, HOST_B]) {
      const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD, host);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/change_password',
        headers: bearer(token, host),
        payload: {
          old_password: 'not my password',
          new_password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
      expectFailure(res, calls.changePassword, 422, 'wrong_password', { old_password: 'wrong_password' });
    }
  });

  it('a common password is password_too_common on password (register, 400)', async () => {
    const { res } = await register(ctx, { password: 'password1' });
    expectFailure(res, calls.register, 400, 'validation', { password: 'password_too_common' });
  });

  it('an email already registered is email_taken on email (register, 409)', async () => {
    for (const host of [HOST_A, HOST_B]) {
      const { res } = await register(ctx, { email: 'learner@example.com' }, host);
      expectFailure(res, calls.register, 409, 'email_taken', { email: 'email_taken' });
    }
  });

  it('a wrong phone login code is otp_invalid on otp, for a known number and an unknown one alike', async () => {
    const phone = { phone_number: '81234567890', phone_country_code: '+62' };
    const login = (payload: Record<string, unknown>, host = HOST_A) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users/login?via=phone', headers: { host }, payload });
    expect((await login(phone)).statusCode).toBe(202);
    const code = await textedCode(ctx, '+6281234567890');
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(await login({ ...phone, otp: wrong }), calls.login, 401, 'otp_invalid', {
      otp: 'otp_invalid',
    });
    const nobody = { phone_number: '123456789', phone_country_code: '+60' };
    expect((await login(nobody, HOST_B)).statusCode).toBe(202);
    expectFailure(await login({ ...nobody, otp: '123456' }, HOST_B), calls.login, 401, 'otp_invalid', {
      otp: 'otp_invalid',
    });
  });

  it('a wrong email password is incorrect_login (401), with the spec message kept', async () => {
    const res = await loginForm(ctx, 'learner@example.com', 'wrong password');
    expectFailure(res, calls.login, 401, 'incorrect_login');
    expect((res.json() as { message: string }).message).toBe('Incorrect login.');
  });

  it('bad input names each field with a field code, on the schema checks and in the handler', async () => {
    const short = await register(ctx, { password: 'short', email: 'not an email', full_name: '' });
    expectFailure(short.res, calls.register, 400, 'validation', {
      password: 'password_too_short',
      email: 'invalid_email',
      full_name: 'full_name_required',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=phone',
      headers: { host: HOST_A },
      payload: { phone_number: '12', phone_country_code: '62', otp: '12' },
    });
    expectFailure(login, calls.login, 400, 'validation', {
      phone_number: 'phone_invalid',
      phone_country_code: 'country_code_invalid',
      otp: 'otp_format',
    });
    // A field the schema needs and the body leaves out: zod's own rule, coded as `required`.
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot_password',
      headers: { host: HOST_A },
      payload: {},
    });
    expectFailure(missing, calls.forgotPassword, 400, 'validation', { email: 'required' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/client';
import { outcomeOfAnswer, outcomeOfError } from './login-outcome';
import { userFixture } from './test-utils';

const session = { token: 't'.repeat(43), role: 'consumer', user: userFixture() };

describe('login failure rules (product §5, §8)', () => {
  it('a 200 answer with a token and a user is a success', () => {
    expect(outcomeOfAnswer({ status: 200, message: 'OK', data: session })).toEqual({
      kind: 'success',
      session,
    });
  });

  it('is failed when the answer is not 200, has an error field, or says Incorrect login.', () => {
    // A failed answer with no code of its own is a wrong login: 'Incorrect login.' (product §5).
    const failed = { kind: 'failed', code: 'incorrect_login' };
    expect(outcomeOfAnswer({ status: 202, message: 'OK', data: session })).toEqual(failed);
    expect(outcomeOfAnswer({ status: 200, message: 'OK', error: { code: 'x' }, data: session })).toEqual(
      failed,
    );
    expect(outcomeOfAnswer({ status: 200, message: 'Incorrect login.', data: session })).toEqual(failed);
    expect(outcomeOfAnswer({ status: 200, message: 'OK', data: null })).toEqual(failed);
    expect(outcomeOfAnswer(null)).toEqual(failed);
  });

  it('an error answer is failed with its code: a wrong password, a wrong phone code, too many tries', () => {
    const body = { status: 401, message: 'Incorrect login.', error: { code: 'incorrect_login' } };
    expect(outcomeOfError(new ApiError(401, 'Incorrect login.', body))).toEqual({
      kind: 'failed',
      code: 'incorrect_login',
    });
    const otp = { status: 401, message: 'The code is wrong', error: { code: 'otp_invalid' } };
    expect(outcomeOfError(new ApiError(401, 'The code is wrong', otp))).toEqual({
      kind: 'failed',
      code: 'otp_invalid',
    });
    const slow = { status: 429, message: 'Slow down', error: { code: 'rate_limited' } };
    expect(outcomeOfError(new ApiError(429, 'Slow down', slow))).toEqual({
      kind: 'failed',
      code: 'rate_limited',
    });
    expect(outcomeOfError(new ApiError(500, 'Server error', null))).toEqual({
      kind: 'failed',
      code: undefined,
    });
  });

  it('an unconfirmed email (403 email_not_confirmed) gets the confirmation alert', () => {
    const body = { status: 403, message: 'Confirm first', error: { code: 'email_not_confirmed' } };
    expect(outcomeOfError(new ApiError(403, 'Confirm first', body)).kind).toBe('unconfirmed');
    // Another 403 is just a failed login.
    expect(outcomeOfError(new ApiError(403, 'Nope', { error: { code: 'forbidden' } })).kind).toBe('failed');
  });

  it('an exception that is not an answer (network, timeout) gets the alert, as product §8 says', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch')).kind).toBe('unconfirmed');
    expect(outcomeOfError(new DOMException('timeout', 'TimeoutError')).kind).toBe('unconfirmed');
  });
});

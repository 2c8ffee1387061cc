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
    expect(outcomeOfAnswer({ status: 202, message: 'OK', data: session }).kind).toBe('failed');
    expect(outcomeOfAnswer({ status: 200, message: 'OK', error: { code: 'x' }, data: session }).kind).toBe(
      'failed',
    );
    expect(outcomeOfAnswer({ status: 200, message: 'Incorrect login.', data: session }).kind).toBe('failed');
    expect(outcomeOfAnswer({ status: 200, message: 'OK', data: null }).kind).toBe('failed');
    expect(outcomeOfAnswer(null).kind).toBe('failed');
  });

  it('a wrong password (401) or any other error answer is failed', () => {
    const body = { status: 401, message: 'Incorrect login.', error: { code: 'incorrect_login' } };
    expect(outcomeOfError(new ApiError(401, 'Incorrect login.', body)).kind).toBe('failed');
    expect(outcomeOfError(new ApiError(500, 'Server error', null)).kind).toBe('failed');
  });

  it('an unconfirmed email (403 email_not_confirmed) gets the confirmation alert', () => {
    const body = { status: 403, message: 'Confirm first', error: { code: 'email_not_confirmed' } };
    expect(outcomeOfError(new ApiError(403, 'Confirm first', body)).kind).toBe('unconfirmed');
    // Another 403 is just a failed login.
    expect(outcomeOfError(new ApiError(403, 'Nope', { error: { code: 'forbidden' } })).kind).toBe('failed');
  });

  it('too many attempts is its own inline message', () => {
    expect(outcomeOfError(new ApiError(429, 'Slow down', null)).kind).toBe('rate-limited');
  });

  it('an exception that is not an answer (network, timeout) gets the alert, as product §8 says', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch')).kind).toBe('unconfirmed');
    expect(outcomeOfError(new DOMException('timeout', 'TimeoutError')).kind).toBe('unconfirmed');
  });
});

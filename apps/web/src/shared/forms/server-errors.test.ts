import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/client';
import { setServerErrors } from './server-errors';

const failure = (fields: Record<string, string>) =>
  new ApiError(400, 'Invalid', { status: 400, message: 'Invalid', error: { code: 'validation', fields } });

describe('setServerErrors', () => {
  it('puts each named field’s code on the form and returns the names', () => {
    const setError = vi.fn();
    const named = setServerErrors(setError, failure({ email: 'invalid_email', other: 'invalid' }), {
      only: ['email', 'full_name'],
    });
    expect(named).toEqual(['email']);
    expect(setError).toHaveBeenCalledExactlyOnceWith('email', { type: 'server', message: 'invalid_email' });
  });

  it('takes every field without a list, and none from an error that is not the API’s', () => {
    const setError = vi.fn();
    expect(setServerErrors(setError, failure({ 'languages.0.level': 'invalid_option' }))).toEqual([
      'languages.0.level',
    ]);
    expect(setServerErrors(setError, new Error('offline'))).toEqual([]);
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('shows the fields it is given instead of the error’s own', () => {
    const setError = vi.fn();
    const taken = new ApiError(409, 'Email taken', { error: { code: 'email_taken' } });
    expect(setServerErrors(setError, taken, { fields: { email: 'email_taken' } })).toEqual(['email']);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'email_taken' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/client';
import { setServerErrors } from './server-errors';

const failure = (fields: Record<string, string>) =>
  new ApiError(400, 'Invalid', { status: 400, message: 'Invalid', error: { code: 'invalid', fields } });

describe('setServerErrors', () => {
  it('puts each named field’s message on the form and returns the names', () => {
    const setError = vi.fn();
    const named = setServerErrors(setError, failure({ email: 'Invalid email', other: 'x' }), {
      only: ['email', 'full_name'],
    });
    expect(named).toEqual(['email']);
    expect(setError).toHaveBeenCalledExactlyOnceWith('email', { type: 'server', message: 'Invalid email' });
  });

  it('takes every field without a list, and none from an error that is not the API’s', () => {
    const setError = vi.fn();
    expect(setServerErrors(setError, failure({ 'languages.0.level': 'Choose a level' }))).toEqual([
      'languages.0.level',
    ]);
    expect(setServerErrors(setError, new Error('offline'))).toEqual([]);
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('shows the fields it is given instead of the error’s own', () => {
    const setError = vi.fn();
    const taken = new ApiError(409, 'Email taken', null);
    expect(setServerErrors(setError, taken, { fields: { email: taken.message } })).toEqual(['email']);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email taken' });
  });
});

import { EMAIL_NOT_CONFIRMED, INCORRECT_LOGIN } from '@app/contract/account/constants';
import type { Session } from '@app/contract/account/schemas';
import { ApiError } from '@/shared/http/client';

/** A failed answer that carries no code of its own is a wrong login (product §5). */
const INCORRECT_LOGIN_CODE = 'incorrect_login';

export type LoginOutcome =
  | { kind: 'success'; session: Session }
  /**
   * Shown inline in the words of its error code: a wrong email login is `incorrect_login`
   * ('Incorrect login.', product §5), a wrong phone code `otp_invalid`, too many tries `rate_limited`.
   */
  | { kind: 'failed'; code: string | undefined }
  /** product §8: 'Email Confirmation was Not Accepted!' alert, page reloads on confirm. */
  | { kind: 'unconfirmed' };

interface LoginAnswer {
  status?: unknown;
  message?: unknown;
  error?: unknown;
  data?: Partial<Session> | null;
}

/**
 * product §5: a login is failed when the answer is not 200, carries an error field, or carries the
 * message 'Incorrect login.'. An answer without a token cannot start a session either.
 */
export function outcomeOfAnswer(answer: unknown): LoginOutcome {
  const a = (answer ?? {}) as LoginAnswer;
  const failed =
    a.status !== 200 ||
    (a.error !== undefined && a.error !== null) ||
    a.message === INCORRECT_LOGIN ||
    typeof a.data?.token !== 'string' ||
    !a.data.user;
  return failed
    ? { kind: 'failed', code: INCORRECT_LOGIN_CODE }
    : { kind: 'success', session: a.data as Session };
}

/**
 * A login call that threw. A non-2xx answer is a failed login (product §5) with its code, except an
 * unconfirmed email (403 email_not_confirmed). Anything that is not an answer at all (network
 * failure, timeout) is "any exception" of product §8: the confirmation alert.
 */
export function outcomeOfError(error: unknown): LoginOutcome {
  if (!(error instanceof ApiError)) return { kind: 'unconfirmed' };
  if (error.status === 403 && error.code === EMAIL_NOT_CONFIRMED) return { kind: 'unconfirmed' };
  return { kind: 'failed', code: error.code };
}

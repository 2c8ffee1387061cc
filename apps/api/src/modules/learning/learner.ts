import { forbidden } from '../../lib/http-errors.ts';

/**
 * A path or body that names a learner by email answers only for the token's own user. Any other
 * email, of this tenant or another, gets the same 403, so the answer tells nothing about who exists.
 */
export function assertOwnEmail(tokenUser: { email: string }, email: string) {
  if (tokenUser.email.toLowerCase() !== email.toLowerCase())
    throw forbidden('You can only see and change your own learning.');
}

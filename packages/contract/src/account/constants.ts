// Account constants the web app needs at run time. No zod here: this module may be imported by
// code in the first page's bundle.
import type { ErrorCode } from '../errors.ts';

/** product §3, §5: account type is always Consumer. */
export const ACCOUNT_TYPE = 'Consumer';
/** product §5, §9: fixed in the profile update. */
export const FIXED_COUNTRY = 'Indonesia';
export const FIXED_PHONE_COUNTRY_CODE = '+62';
/** product §5, §8: messages the client reads. */
export const INCORRECT_LOGIN = 'Incorrect login.';
export const RETRY_AGAIN = 'Please retry again';
/** Error code of a login with the right password before the email was confirmed (403). */
export const EMAIL_NOT_CONFIRMED = 'email_not_confirmed' satisfies ErrorCode;

/**
 * A learner is a consumer; a contributor builds the courses they are a mentor of in the company's
 * studio, and an admin every course of the company (issue 24).
 */
export const roles = ['consumer', 'contributor', 'admin'] as const;
export const genders = ['male', 'female'] as const;

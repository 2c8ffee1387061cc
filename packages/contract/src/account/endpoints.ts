import { endpoint } from '../endpoint.ts';
import { langQuery } from '../envelope.ts';
import {
  changePasswordBody,
  confirmBody,
  forgotPasswordBody,
  loginBody,
  loginVia,
  messageResponse,
  otpSentResponse,
  outboxHtmlParams,
  outboxHtmlResponse,
  outboxQuery,
  outboxResponse,
  profileForm,
  registerBody,
  registerCheckBody,
  registerCheckResponse,
  registerQuery,
  resendConfirmationBody,
  registerResponse,
  resetPasswordBody,
  sessionResponse,
  userResponse,
} from './schemas.ts';

/** Accounts: register, confirm, log in and out, passwords, profile (product §7 "Account", §11). */
const tag = 'account';

export const register = endpoint({
  method: 'POST',
  path: '/api/v1/users/register',
  auth: 'public',
  tag,
  summary: 'Register a Consumer account on this site (sends a confirmation mail)',
  description:
    'JSON or form-encoded. `?provider=google` with `google_id` and `id_token` signs up with Google ' +
    '(already confirmed). role, type, confirmation and tenant are set by the server. `lang` is the ' +
    'language the account’s mail is written in until the user uses another.',
  localized: true,
  query: registerQuery,
  body: registerBody,
  response: registerResponse,
  errors: [400, 401, 403, 404, 409, 429, 503],
  codes: ['email_taken', 'phone_taken', 'google_token_invalid', 'google_unavailable'],
});

export const checkRegistration = endpoint({
  method: 'POST',
  path: '/api/v1/users/register/check',
  auth: 'public',
  tag,
  summary: 'Check one registration step before the last: email free, password allowed, phone free',
  description:
    'The same rules as the registration, so each step refuses what the last one would: an email ' +
    'already registered (409 `email_taken`), a common or too short password (400, field codes), a ' +
    'phone number another account uses (409 `phone_taken`). Rate-limited per address.',
  body: registerCheckBody,
  response: registerCheckResponse,
  errors: [400, 403, 404, 409, 429],
  codes: ['email_taken', 'phone_taken'],
});

export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/api/v1/users/confirmation',
  auth: 'public',
  tag,
  summary: 'Mail the confirmation link again; the same answer whether or not the email has an account',
  body: resendConfirmationBody,
  response: messageResponse,
  errors: [400, 403, 404, 409, 429],
});

export const confirmEmail = endpoint({
  method: 'POST',
  path: '/api/v1/users/confirm',
  auth: 'public',
  tag,
  summary: 'Confirm an email address with the token of the mailed link (/success-confirms)',
  body: confirmBody,
  response: userResponse,
  errors: [400, 403, 404, 409, 429],
  codes: ['invalid_link', 'already_confirmed'],
});

export const login = endpoint({
  method: 'POST',
  path: '/api/v1/users/login',
  auth: 'public',
  tag,
  summary: 'Log in by email and password, Google ID token, or phone and one-time code',
  description:
    '`via=email`: email + password (form-encoded). `via=google`: email, google_id, type, id_token. ' +
    '`via=phone`: phone_number + phone_country_code answers 202 and texts a 6-digit code; the same ' +
    'with `otp` logs in. Wrong credentials: 401 "Incorrect login."; unconfirmed email: 403 ' +
    '`email_not_confirmed`. `lang` is kept on the account for its mail; the code is texted in the ' +
    'account’s language.',
  localized: true,
  query: loginVia,
  body: loginBody,
  encoding: 'form',
  response: sessionResponse,
  otherResponses: { 202: otpSentResponse },
  errors: [400, 401, 403, 404, 409, 429, 503],
  codes: [
    'incorrect_login',
    'email_not_confirmed',
    'otp_invalid',
    'google_token_invalid',
    'google_unavailable',
    'google_conflict',
    'google_not_registered',
  ],
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/v1/users/forgot_password',
  auth: 'public',
  tag,
  summary: 'Mail a single-use reset link (30 minutes); the same answer whether or not the email exists',
  body: forgotPasswordBody,
  response: messageResponse,
  errors: [400, 403, 404, 409, 429],
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/v1/users/reset_password',
  auth: 'public',
  tag,
  summary: 'Set a new password with the token of the reset link; ends every session of the user',
  body: resetPasswordBody,
  response: messageResponse,
  errors: [400, 403, 404, 409, 429],
  codes: ['invalid_link'],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/users/logout',
  auth: 'token',
  tag,
  summary: 'Revoke the presented token',
  response: messageResponse,
  errors: [401, 403, 404, 409],
});

export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/api/v1/users/edit',
  auth: 'token',
  tag,
  summary: 'The current user',
  description: 'Like every signed-in call, a `lang` is kept on the account for its mail.',
  localized: true,
  query: langQuery,
  response: userResponse,
  errors: [401, 404, 409],
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/v1/users/update',
  auth: 'token',
  tag,
  summary: 'Update the profile (multipart, optional `photo` file); answers the updated user',
  description:
    'type, country and phone_country_code are fixed by the server (Consumer, Indonesia, +62); the ' +
    'email is not changed here. Fields left out keep their value. The photo is checked by its bytes, ' +
    're-encoded to WebP (≤ 512 px) with a 128 px thumbnail.',
  body: profileForm,
  encoding: 'multipart',
  response: userResponse,
  errors: [400, 401, 403, 404, 409, 413, 429],
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/v1/users/change_password',
  auth: 'token',
  tag,
  summary: 'Change the password; ends the other sessions of the user',
  description: 'A wrong old password answers 422 with the message "Please retry again" (product §5, §8).',
  body: changePasswordBody,
  response: messageResponse,
  errors: [400, 401, 403, 404, 409, 422, 429],
  codes: ['wrong_password'],
});

export const getOutbox = endpoint({
  method: 'GET',
  path: '/dev/outbox.json',
  auth: 'public',
  tag: 'development',
  summary: 'Messages kept because no SMTP server is configured (absent when SMTP_URL is set)',
  query: outboxQuery,
  response: outboxResponse,
  errors: [400, 404, 409],
  hidden: false,
});

export const getOutboxHtml = endpoint({
  method: 'GET',
  path: '/dev/outbox/:id.html',
  auth: 'public',
  tag: 'development',
  summary: 'The HTML part of a kept mail, as a mail client shows it (absent when SMTP_URL is set)',
  params: outboxHtmlParams,
  response: outboxHtmlResponse,
  mediaType: 'text/html',
  errors: [400, 404, 409],
  hidden: false,
});

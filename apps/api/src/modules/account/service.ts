import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  ACCOUNT_TYPE,
  EMAIL_NOT_CONFIRMED,
  FIXED_COUNTRY,
  FIXED_PHONE_COUNTRY_CODE,
  INCORRECT_LOGIN,
  RETRY_AGAIN,
  type emailLogin,
  type googleLogin,
  type phoneLogin,
  type profileUpdate,
  type registerBody,
  type registerCheckBody,
  type Session,
  type User,
} from '@app/contract/account/schemas';
import type { Db, SqlRunner } from '../../db/client.ts';
import type { Tenant, UserRow } from '../../db/schema/index.ts';
import { recordAudit, type AuditEntry, type AuditEvent } from '../../lib/audit.ts';
import { HttpError, badRequest, notFound, unauthorized, type FieldProblems } from '../../lib/http-errors.ts';
import { storeMedia } from '../../lib/media.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import {
  CONFIRM_DAYS,
  OTP_MAX_TRIES,
  OTP_MINUTES,
  RESET_MINUTES,
  SESSION_DAYS,
  hashOtp,
  newOtp,
} from '../../lib/tokens.ts';
import type { GoogleVerifier } from './google.ts';
import { limits } from './limits.ts';
import {
  mailBrand,
  mailLanguage,
  renderMail,
  renderSms,
  type MailTemplate,
  type TemplateData,
} from '../../lib/mail/render.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { processPhoto } from './photo.ts';
import {
  consumeAccountToken,
  createAccountToken,
  createSession,
  deleteMedia,
  expireAccountTokens,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUsersByPhone,
  insertUser,
  isUniqueViolation,
  replaceOtp,
  revokeSession,
  revokeSessionsOf,
  takeOtpTry,
  toUser,
  updateUser,
  useOtp,
  usedTokenUser,
  type NewUser,
} from './queries.ts';
import type { Caller, SignedInCaller } from '../../lib/caller.ts';

export interface AccountContext {
  db: Db;
  /** Raw SQL, for the audit trail (lib/audit.ts). */
  sql: Pick<SqlRunner, 'query'>;
  messenger: Messenger;
  limiter: RateLimiter;
  google: GoogleVerifier;
  /** `scheme://host[:port]` of a tenant's site: its primary domain, never the request's Host. */
  siteOrigin(tenant: Tenant): string;
}

const incorrectLogin = () => unauthorized(INCORRECT_LOGIN, 'incorrect_login');
const emailNotConfirmed = () =>
  new HttpError(
    403,
    'Please confirm your email address first: we have sent you a new link.',
    EMAIL_NOT_CONFIRMED,
  );
const invalidLink = () =>
  new HttpError(400, 'This link is invalid or has expired.', 'invalid_link', { token: 'invalid_link' });

/**
 * Who is calling: the site (tenant) and host it was called on, the client's address and user
 * agent (kept with audit events), a log.
 */
/** Rate-limit subjects: an account is an email (or phone) within one tenant. */
const account = (caller: Caller, id: string) => `${caller.tenant.id}:${id.toLowerCase()}`;

/**
 * Keeps a security event of the caller's tenant (product §11). It never fails the call, and no
 * password, token or code is ever passed to it: the email or phone given, a method, a reason.
 */
const audit = (
  ctx: AccountContext,
  caller: Caller,
  event: AuditEvent,
  userId: number | null,
  detail: AuditEntry['detail'] = {},
) =>
  recordAudit(
    ctx.sql,
    { tenantId: caller.tenant.id, userId, event, ip: caller.ip, userAgent: caller.userAgent, detail },
    caller.log,
  );

async function assertPasswordAllowed(password: string, field: string) {
  if (await isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: 'password_too_common' });
}

/** A real calendar date between 1900 and today, or null for ''. */
function birthDate(value: string): string | null {
  if (!value) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  const valid =
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    parsed.getUTCFullYear() >= 1900 &&
    parsed.getTime() <= Date.now();
  if (!valid) throw badRequest('Invalid date_of_birth', { date_of_birth: 'date_invalid' });
  return value;
}

/** A mail of the template set to a user of the caller's tenant: in the user's language, with the tenant's brand. */
async function mailUser<K extends MailTemplate>(
  ctx: AccountContext,
  caller: Caller,
  user: UserRow,
  template: K,
  data: TemplateData[K],
) {
  const mail = renderMail(template, {
    lang: mailLanguage(user.language, caller.tenant.defaultLocale),
    brand: mailBrand(caller.tenant, ctx.siteOrigin(caller.tenant)),
    data,
  });
  await ctx.messenger.send(
    { tenantId: caller.tenant.id, channel: 'email', to: user.email, ...mail },
    caller.log,
  );
}

async function sendConfirmation(ctx: AccountContext, caller: Caller, user: UserRow) {
  const token = await createAccountToken(ctx.db, user.id, 'confirm', CONFIRM_DAYS * 24 * 60);
  const link = `${ctx.siteOrigin(caller.tenant)}/success-confirms?token=${token}`;
  await mailUser(ctx, caller, user, 'confirm_email', { name: user.fullName, link, days: CONFIRM_DAYS });
}

/**
 * A login that says its language (`lang`) keeps it on the account: the user's mail and texts are
 * in the language they last used (docs/decisions.md 36).
 */
async function keepLanguage(ctx: AccountContext, caller: Caller, user: UserRow): Promise<UserRow> {
  if (!caller.chosenLang || caller.chosenLang === user.language) return user;
  return updateUser(ctx.db, user.id, { language: caller.chosenLang });
}

async function startSession(ctx: AccountContext, user: UserRow): Promise<Session> {
  const token = await createSession(ctx.db, user.id, SESSION_DAYS);
  return { token, role: user.role, user: toUser(user) };
}

// ── register and confirm ────────────────────────────────────────────────────

const emailTaken = () =>
  new HttpError(409, 'This email is already registered. Please log in.', 'email_taken', {
    email: 'email_taken',
  });

/** A phone number picks the account a login code goes to, so no two accounts may share one. */
async function assertPhoneFree(ctx: AccountContext, tenantId: number, countryCode: string, number: string) {
  if ((await findUsersByPhone(ctx.db, tenantId, countryCode, number)).length > 0)
    throw new HttpError(409, 'Another account uses this phone number.', 'phone_taken', {
      phone_number: 'phone_taken',
    });
}

/**
 * One registration step checked by the registration's own rules before the last step (issue 23
 * item 4): a taken email at step 1, a common password at step 2, a taken phone at step 3.
 */
export async function checkRegistration(
  ctx: AccountContext,
  caller: Caller,
  body: z.output<typeof registerCheckBody>,
): Promise<{ available: true }> {
  await ctx.limiter.check([[limits.registerCheckIp, caller.ip]]);
  const tenantId = caller.tenant.id;
  if (body.password !== undefined) await assertPasswordAllowed(body.password, 'password');
  if (body.email !== undefined && (await findUserByEmail(ctx.db, tenantId, body.email))) throw emailTaken();
  if (body.phone_number !== undefined && body.phone_country_code !== undefined)
    await assertPhoneFree(ctx, tenantId, body.phone_country_code, body.phone_number);
  return { available: true };
}

export const RESEND_MESSAGE =
  'If this email has an account still to confirm, we have sent the confirmation link again.';

/** "Send the confirmation again" from the login's alert; the same answer for every email. */
export async function resendConfirmation(ctx: AccountContext, caller: Caller, email: string) {
  await ctx.limiter.check([[limits.confirmResendIp, caller.ip]]);
  const user = await findUserByEmail(ctx.db, caller.tenant.id, email);
  if (
    user &&
    !user.confirmedAt &&
    (await ctx.limiter.allowed(limits.confirmResend, account(caller, user.email)))
  ) {
    await sendConfirmation(ctx, caller, user);
  }
  return { message: RESEND_MESSAGE };
}

export async function register(
  ctx: AccountContext,
  caller: Caller,
  body: z.output<typeof registerBody>,
  provider: 'google' | undefined,
): Promise<{ user: User; confirmation_required: boolean }> {
  await ctx.limiter.check([
    [limits.registerIp, caller.ip],
    [limits.registerAccount, account(caller, body.email)],
  ]);
  const tenantId = caller.tenant.id;
  let googleSub: string | null = null;
  if ((provider ?? body.provider) === 'google') {
    const googleId = body.google_id || body.providerId || '';
    const fields: FieldProblems = {};
    // Both are required for a Google sign-up.
    if (!googleId) fields.google_id = 'required';
    if (!body.id_token) fields.id_token = 'required';
    if (Object.keys(fields).length > 0) throw badRequest(`Invalid ${Object.keys(fields).join(', ')}`, fields);
    const identity = await ctx.google.verify(body.id_token!, { googleId, email: body.email });
    googleSub = identity.sub;
  }
  await assertPasswordAllowed(body.password, 'password');
  const dateOfBirth = birthDate(body.date_of_birth);
  if (await findUserByEmail(ctx.db, tenantId, body.email)) throw emailTaken();
  if (googleSub && (await findUserByGoogleSub(ctx.db, tenantId, googleSub))) throw emailTaken();
  await assertPhoneFree(ctx, tenantId, body.phone_country_code, body.phone_number);

  // Only what a visitor may choose: role, type, confirmation and tenant are the server's (product §5).
  const values: NewUser = {
    tenantId,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    googleSub,
    role: 'consumer',
    type: ACCOUNT_TYPE,
    fullName: body.full_name,
    dateOfBirth,
    gender: body.gender,
    phoneNumber: body.phone_number,
    phoneCountryCode: body.phone_country_code,
    bio: body.bio,
    elearningPlatform: body.elearning_platform || caller.host,
    // The language they registered in: their mail's, until they use another.
    language: caller.chosenLang,
    // Google has verified the address already.
    confirmedAt: googleSub ? new Date() : null,
  };
  const user = await insertUser(ctx.db, values);
  if (!user) throw emailTaken();
  await audit(ctx, caller, 'register', user.id, { via: googleSub ? 'google' : 'email' });
  if (!googleSub) await sendConfirmation(ctx, caller, user);
  return { user: toUser(user), confirmation_required: !googleSub };
}

export async function confirmEmail(ctx: AccountContext, caller: Caller, token: string): Promise<User> {
  await ctx.limiter.check([[limits.confirmIp, caller.ip]]);
  const userId = await consumeAccountToken(ctx.db, caller.tenant.id, token, 'confirm');
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user || user.tenantId !== caller.tenant.id) {
    // A second click on the same link (single use): say so, so the page can offer to log in.
    const usedBy = userId ? null : await usedTokenUser(ctx.db, token, 'confirm');
    const owner = usedBy ? await findUserById(ctx.db, usedBy) : null;
    if (owner?.confirmedAt && owner.tenantId === caller.tenant.id) {
      throw new HttpError(409, 'Your email is already confirmed. You can log in.', 'already_confirmed');
    }
    throw invalidLink();
  }
  if (user.confirmedAt) return toUser(user);
  const confirmed = await updateUser(ctx.db, user.id, { confirmedAt: new Date() });
  await audit(ctx, caller, 'email_confirmed', user.id);
  return toUser(confirmed);
}

// ── login ───────────────────────────────────────────────────────────────────

export async function loginWithEmail(
  ctx: AccountContext,
  caller: Caller,
  body: z.output<typeof emailLogin>,
): Promise<Session> {
  await ctx.limiter.check([
    [limits.loginIp, caller.ip],
    [limits.loginAccount, account(caller, body.email)],
  ]);
  const found = await findUserByEmail(ctx.db, caller.tenant.id, body.email);
  // Unknown email: a dummy hash is verified, so both failures take the same time.
  const valid = await verifyPassword(found?.passwordHash ?? null, body.password);
  if (!found || !valid) {
    // The email as given, so guessing at one account shows up; never the password tried.
    await audit(ctx, caller, 'login_failed', found?.id ?? null, {
      via: 'email',
      email: body.email,
      reason: found ? 'wrong_password' : 'unknown_email',
    });
    throw incorrectLogin();
  }
  // The password is right: whoever typed it owns the account, and reads in this language.
  const user = await keepLanguage(ctx, caller, found);
  if (!user.confirmedAt) {
    await audit(ctx, caller, 'login_failed', user.id, { via: 'email', reason: 'email_not_confirmed' });
    if (await ctx.limiter.allowed(limits.confirmResend, account(caller, user.email))) {
      await sendConfirmation(ctx, caller, user);
    }
    throw emailNotConfirmed();
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.password) });
  }
  await audit(ctx, caller, 'login', user.id, { via: 'email' });
  return startSession(ctx, user);
}

export async function loginWithGoogle(
  ctx: AccountContext,
  caller: Caller,
  body: z.output<typeof googleLogin>,
): Promise<Session> {
  await ctx.limiter.check([
    [limits.loginIp, caller.ip],
    [limits.loginAccount, account(caller, body.email)],
  ]);
  const identity = await ctx.google.verify(body.id_token, { googleId: body.google_id, email: body.email });
  const tenantId = caller.tenant.id;
  let user = await findUserByGoogleSub(ctx.db, tenantId, identity.sub);
  if (!user) {
    // Accounts are linked by Google's `sub`; an email account is linked once Google vouches
    // for the address (and that proves the address, so it counts as confirmed too).
    const byEmail = await findUserByEmail(ctx.db, tenantId, identity.email);
    if (byEmail?.googleSub) {
      throw new HttpError(409, 'This account is linked to another Google account.', 'google_conflict');
    }
    if (byEmail && identity.emailVerified) {
      try {
        user = await updateUser(ctx.db, byEmail.id, {
          googleSub: identity.sub,
          confirmedAt: byEmail.confirmedAt ?? new Date(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        user = await findUserByGoogleSub(ctx.db, tenantId, identity.sub);
      }
    }
  }
  if (!user)
    throw notFound(
      'No account uses this Google account yet. Please register first.',
      'google_not_registered',
    );
  await audit(ctx, caller, 'login', user.id, { via: 'google' });
  return startSession(ctx, await keepLanguage(ctx, caller, user));
}

/** Phone login step 1: text a code to the number when exactly one account uses it. */
export async function sendLoginCode(
  ctx: AccountContext,
  caller: Caller,
  body: z.output<typeof phoneLogin>,
): Promise<{ otp_sent: true; expires_in: number }> {
  const phone = `${body.phone_country_code}${body.phone_number}`;
  await ctx.limiter.check([
    [limits.otpSendIp, caller.ip],
    [limits.otpSendPhone, account(caller, phone)],
  ]);
  const matches = await findUsersByPhone(
    ctx.db,
    caller.tenant.id,
    body.phone_country_code,
    body.phone_number,
  );
  const company = caller.tenant.companyName;
  // SMS have no subject; the text is short and in the reader's language.
  const sms = (text: string) =>
    ctx.messenger.send(
      { tenantId: caller.tenant.id, channel: 'sms', to: phone, subject: '', text },
      caller.log,
    );
  if (matches.length === 1) {
    const user = matches[0]!;
    const code = newOtp();
    await replaceOtp(ctx.db, user.id, hashOtp(code, user.id), OTP_MINUTES);
    // The account's language: the page asking may be in another (a shared phone, a new device).
    const lang = mailLanguage(user.language ?? caller.chosenLang, caller.tenant.defaultLocale);
    await sms(renderSms('login_code', lang, { company, code, minutes: OTP_MINUTES }));
  } else if (matches.length > 1) {
    // Phone numbers are not verified, so a shared number cannot pick an account by itself.
    await sms(renderSms('shared_phone', caller.lang, { company }));
  }
  // The same answer whether or not the number belongs to an account.
  return { otp_sent: true, expires_in: OTP_MINUTES * 60 };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Phone login step 2: the code (5 minutes, 5 tries, single use) logs in; nothing else does. */
export async function loginWithCode(
  ctx: AccountContext,
  caller: Caller,
  body: z.output<typeof phoneLogin> & { otp: string },
): Promise<Session> {
  const phone = `${body.phone_country_code}${body.phone_number}`;
  await ctx.limiter.check([
    [limits.otpVerifyIp, caller.ip],
    [limits.otpVerifyPhone, account(caller, phone)],
  ]);
  const matches = await findUsersByPhone(
    ctx.db,
    caller.tenant.id,
    body.phone_country_code,
    body.phone_number,
  );
  // The phone as given and why it failed; never the code tried.
  const failed = async (reason: string, userId: number | null) => {
    await audit(ctx, caller, 'login_failed', userId, { via: 'phone', phone, reason });
    return new HttpError(401, 'The code is wrong or has expired. Please request a new one.', 'otp_invalid', {
      otp: 'otp_invalid',
    });
  };
  if (matches.length !== 1) throw await failed(matches.length ? 'shared_phone' : 'unknown_phone', null);
  const user = matches[0]!;
  const live = await takeOtpTry(ctx.db, user.id, OTP_MAX_TRIES);
  if (!live) throw await failed('no_live_code', user.id);
  if (!sameHash(live.codeHash, hashOtp(body.otp, user.id))) throw await failed('wrong_code', user.id);
  if (!(await useOtp(ctx.db, live.id))) throw await failed('code_used', user.id);
  if (!user.confirmedAt) {
    await audit(ctx, caller, 'login_failed', user.id, { via: 'phone', reason: 'email_not_confirmed' });
    throw emailNotConfirmed();
  }
  await audit(ctx, caller, 'login', user.id, { via: 'phone' });
  return startSession(ctx, await keepLanguage(ctx, caller, user));
}

// ── passwords ───────────────────────────────────────────────────────────────

export const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. It is valid for 30 minutes.';

export async function forgotPassword(ctx: AccountContext, caller: Caller, email: string) {
  await ctx.limiter.check([
    [limits.forgotIp, caller.ip],
    [limits.forgotAccount, account(caller, email)],
  ]);
  const user = await findUserByEmail(ctx.db, caller.tenant.id, email);
  if (user) {
    await audit(ctx, caller, 'password_reset_requested', user.id);
    const token = await createAccountToken(ctx.db, user.id, 'reset', RESET_MINUTES);
    const link = `${ctx.siteOrigin(caller.tenant)}/reset-password?token=${token}`;
    // The account's language, not the asking page's: anyone may ask for anyone's reset.
    await mailUser(ctx, caller, user, 'reset_password', {
      name: user.fullName,
      link,
      minutes: RESET_MINUTES,
    });
  }
  return { message: FORGOT_MESSAGE };
}

export async function resetPassword(
  ctx: AccountContext,
  caller: Caller,
  body: { token: string; password: string },
) {
  await ctx.limiter.check([[limits.resetIp, caller.ip]]);
  await assertPasswordAllowed(body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  const userId = await consumeAccountToken(ctx.db, caller.tenant.id, body.token, 'reset');
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user || user.tenantId !== caller.tenant.id) throw invalidLink();
  // The mail link proves the address, so an unconfirmed account is confirmed by it too.
  await updateUser(ctx.db, user.id, { passwordHash, confirmedAt: user.confirmedAt ?? new Date() });
  await expireAccountTokens(ctx.db, user.id, 'reset');
  await revokeSessionsOf(ctx.db, user.id);
  await audit(ctx, caller, 'password_reset', user.id);
  return { message: 'Your password has been changed. Please log in with the new password.' };
}

export async function changePassword(
  ctx: AccountContext,
  caller: SignedInCaller,
  body: { old_password: string; new_password: string },
) {
  const user = caller.user;
  await ctx.limiter.check([[limits.changePasswordUser, String(user.id)]]);
  await assertPasswordAllowed(body.new_password, 'new_password');
  // product §5, §8: the client treats exactly this message as the failure.
  if (!(await verifyPassword(user.passwordHash, body.old_password))) {
    await audit(ctx, caller, 'password_change_failed', user.id, { reason: 'wrong_password' });
    throw new HttpError(422, RETRY_AGAIN, 'wrong_password', { old_password: 'wrong_password' });
  }
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.new_password) });
  // The other devices are logged out; this one keeps its token.
  await revokeSessionsOf(ctx.db, user.id, caller.tokenHash ?? undefined);
  await audit(ctx, caller, 'password_changed', user.id);
  return { message: 'Your password has been changed.' };
}

export async function logout(ctx: AccountContext, caller: SignedInCaller) {
  if (caller.tokenHash) await revokeSession(ctx.db, caller.tokenHash);
  await audit(ctx, caller, 'logout', caller.user.id);
  return { message: 'You are logged out!' };
}

// ── profile ─────────────────────────────────────────────────────────────────

const urlFields = ['website_url', 'blog_url', 'linkedin_url'] as const;

/**
 * product §3, §5 profile update. Fields the form did not send stay as they are; type, country and
 * phone country code are fixed by the server; the email is the identity and is not changed here.
 */
export async function updateProfile(
  ctx: AccountContext,
  caller: SignedInCaller,
  body: z.output<typeof profileUpdate>,
  sent: Set<string>,
  photo: Buffer | null,
): Promise<User> {
  // Each update writes an audit row: a loop of them is refused, not stored.
  await ctx.limiter.check([[limits.profileUser, String(caller.user.id)]]);
  const user = caller.user;
  for (const field of urlFields) {
    // Only web links: a javascript: or data: URL would run in the page that shows it.
    if (body[field] && !/^https?:\/\//i.test(body[field])) {
      throw badRequest(`Invalid ${field}: it must start with http:// or https://`, {
        [field]: 'invalid_url',
      });
    }
  }
  const values: Partial<NewUser> = {
    type: ACCOUNT_TYPE,
    country: FIXED_COUNTRY,
    phoneCountryCode: FIXED_PHONE_COUNTRY_CODE,
    fullName: body.full_name,
  };
  const optional = {
    date_of_birth: () => (values.dateOfBirth = birthDate(body.date_of_birth)),
    job: () => (values.job = body.job),
    gender: () => (values.gender = body.gender),
    phone_number: () => (values.phoneNumber = body.phone_number),
    address: () => (values.address = body.address),
    city: () => (values.city = body.city),
    postal_code: () => (values.postalCode = body.postal_code),
    website_url: () => (values.websiteUrl = body.website_url),
    blog_url: () => (values.blogUrl = body.blog_url),
    linkedin_url: () => (values.linkedinUrl = body.linkedin_url),
    bio: () => (values.bio = body.bio),
  };
  for (const [field, set] of Object.entries(optional)) if (sent.has(field)) set();
  const phoneChanged =
    values.phoneNumber !== undefined &&
    (values.phoneNumber !== user.phoneNumber || FIXED_PHONE_COUNTRY_CODE !== user.phoneCountryCode);
  if (phoneChanged && values.phoneNumber)
    await assertPhoneFree(ctx, caller.tenant.id, FIXED_PHONE_COUNTRY_CODE, values.phoneNumber);

  const previous = [user.photoMediaId, user.photoThumbMediaId];
  if (photo) {
    const processed = await processPhoto(photo);
    const store = (bytes: Buffer) =>
      storeMedia(ctx.db, { tenantId: caller.tenant.id, contentType: 'image/webp', bytes });
    values.photoMediaId = await store(processed.photo);
    values.photoThumbMediaId = await store(processed.thumb);
  }
  const updated = await updateUser(ctx.db, user.id, values);
  if (photo) await deleteMedia(ctx.db, previous);
  // Which fields were sent, not their values: a new phone number changes where login codes go.
  const fields = [...sent].filter((field) => field in optional || field === 'full_name').sort();
  await audit(ctx, caller, 'profile_updated', user.id, { fields, photo: Boolean(photo) });
  // product §3: the email is not changed here. A form that tries is kept as a security signal.
  if (body.email && body.email.toLowerCase() !== user.email.toLowerCase()) {
    await audit(ctx, caller, 'email_change_refused', user.id, { requested_email: body.email });
  }
  return toUser(updated);
}

import { z } from 'zod';
import { envelope, localeSchema } from '../envelope.ts';
import { fieldCode } from '../errors.ts';
import { ACCOUNT_TYPE, genders, roles } from './constants.ts';

export * from './constants.ts';

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => trimmed(max).optional().default('');
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(fieldCode('invalid_email')).max(254));
/** 8–256 characters; long passphrases and emoji are welcome and never truncated. */
export const passwordField = z
  .string()
  .min(8, fieldCode('password_too_short'))
  .max(256, fieldCode('password_too_long'));
export const phoneNumberField = z
  .string()
  .trim()
  .regex(/^[0-9]{6,15}$/, fieldCode('phone_invalid'));
export const phoneCountryCodeField = z
  .string()
  .trim()
  .regex(/^\+[0-9]{1,4}$/, fieldCode('country_code_invalid'));
export const dateOfBirthField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldCode('date_format'))
  .or(z.literal(''))
  .optional()
  .default('');

/** product §3 User: full_name, photo.thumb.url, plus the profile fields. */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  type: z.literal(ACCOUNT_TYPE),
  role: z.enum(roles),
  full_name: z.string(),
  date_of_birth: z.string().nullable(),
  job: z.string(),
  gender: z.string(),
  phone_number: z.string(),
  phone_country_code: z.string(),
  photo: z.object({ url: z.string().nullable(), thumb: z.object({ url: z.string().nullable() }) }),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  postal_code: z.string(),
  website_url: z.string(),
  blog_url: z.string(),
  linkedin_url: z.string(),
  bio: z.string(),
  confirmed: z.boolean(),
  elearning_platform: z.string(),
  has_google: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;
export const userResponse = envelope(user);

/** Answer of a successful login: the token, the role name to store locally (product §3, §6), the user. */
export const session = z.object({ token: z.string(), role: z.enum(roles), user });
export type Session = z.infer<typeof session>;
export const sessionResponse = envelope(session);

/** `lang`: the language the person is using, kept on the account for its mail (and its code's text). */
export const loginVia = z.object({
  via: z.enum(['email', 'google', 'phone']).default('email'),
  lang: localeSchema.optional(),
});

/** product §3 login payloads. Email: form-encoded email + password. */
export const emailLogin = z.object({
  email: emailField,
  password: z.string().min(1, fieldCode('required')).max(256),
});
/** Google: email, google_id, type — plus the Google ID token the server verifies. */
export const googleLogin = z.object({
  email: emailField,
  google_id: z.string().min(1).max(255),
  type: z.literal(ACCOUNT_TYPE).optional(),
  id_token: z.string().min(20, fieldCode('required')).max(8192),
});
/**
 * Phone: phone_number + phone_country_code. Without `otp` the server texts a 6-digit code
 * (202); with it, the code is checked (a phone number alone never logs anyone in).
 */
export const phoneLogin = z.object({
  phone_number: phoneNumberField,
  phone_country_code: phoneCountryCodeField,
  otp: z
    .string()
    .regex(/^\d{6}$/, fieldCode('otp_format'))
    .optional(),
});
export const otpSentResponse = envelope(
  z.object({ otp_sent: z.literal(true), expires_in: z.number().int() }),
);

/** product §3 register payload; `provider`/`providerId`/`google_id` for a Google sign-up. */
export const registerBody = z.object({
  email: emailField,
  type: z.string().optional(),
  password: passwordField,
  date_of_birth: dateOfBirthField,
  full_name: trimmed(120).min(2, fieldCode('full_name_required')),
  phone_number: phoneNumberField,
  phone_country_code: phoneCountryCodeField,
  elearning_platform: trimmed(255).optional().default(''),
  gender: z.enum(genders).or(z.literal('')).optional().default(''),
  bio: optionalText(2000),
  provider: z.enum(['google']).optional(),
  providerId: z.string().max(255).optional(),
  google_id: z.string().max(255).optional(),
  id_token: z.string().max(8192).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;
/** `lang`: the language registered in, kept on the account for its mail. */
export const registerQuery = z.object({
  provider: z.enum(['google']).optional(),
  lang: localeSchema.optional(),
});
export const registerResponse = envelope(z.object({ user, confirmation_required: z.boolean() }));

/**
 * A registration step checked before the last one (issue 23 item 4): the step's own fields, by
 * the same rules as the registration. Step 1 sends `email`, step 2 `password`, step 3 the phone.
 */
export const registerCheckBody = z
  .object({
    email: emailField.optional(),
    password: passwordField.optional(),
    phone_number: phoneNumberField.optional(),
    phone_country_code: phoneCountryCodeField.optional(),
  })
  .refine((b) => (b.phone_number === undefined) === (b.phone_country_code === undefined), {
    message: fieldCode('required'),
    path: ['phone_number'],
  })
  .refine((b) => b.email !== undefined || b.password !== undefined || b.phone_number !== undefined, {
    message: fieldCode('required'),
    path: ['email'],
  });
export type RegisterCheckBody = z.input<typeof registerCheckBody>;
export const registerCheckResponse = envelope(z.object({ available: z.literal(true) }));

/** Sends the confirmation link again; the same answer whether or not the email has an account. */
export const resendConfirmationBody = z.object({ email: emailField });

export const confirmBody = z.object({ token: z.string().min(10).max(200) });
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z
  .object({ token: z.string().min(10).max(200), password: passwordField, password_confirmation: z.string() })
  .refine((b) => b.password === b.password_confirmation, {
    message: fieldCode('passwords_mismatch'),
    path: ['password_confirmation'],
  });

/** product §3 change password. */
export const changePasswordBody = z
  .object({
    old_password: z.string().min(1, fieldCode('required')).max(256),
    new_password: passwordField,
    password_confirmation: z.string(),
  })
  .refine((b) => b.new_password === b.password_confirmation, {
    message: fieldCode('passwords_mismatch'),
    path: ['password_confirmation'],
  });

/** product §3 profile form / update payload (multipart). type, country and phone code are fixed by the server. */
export const profileUpdate = z.object({
  email: emailField.optional(),
  type: z.string().optional(),
  full_name: trimmed(120).min(2, fieldCode('full_name_required')),
  date_of_birth: dateOfBirthField,
  job: optionalText(120),
  gender: z.enum(genders).or(z.literal('')).optional().default(''),
  phone_number: phoneNumberField.or(z.literal('')).optional().default(''),
  phone_country_code: z.string().optional(),
  address: optionalText(500),
  city: optionalText(120),
  country: z.string().optional(),
  postal_code: trimmed(20)
    .regex(/^[0-9A-Za-z -]*$/, fieldCode('postal_code_invalid'))
    .optional()
    .default(''),
  website_url: z.url(fieldCode('invalid_url')).max(500).or(z.literal('')).optional().default(''),
  blog_url: z.url(fieldCode('invalid_url')).max(500).or(z.literal('')).optional().default(''),
  linkedin_url: z.url(fieldCode('invalid_url')).max(500).or(z.literal('')).optional().default(''),
  bio: optionalText(2000),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** The multipart form of the update: the profile fields and, when chosen, the photo file. */
export const profileForm = profileUpdate.extend({
  photo: z
    .unknown()
    .optional()
    .meta({ format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, ≤ 5 MB' }),
});

export const messageResponse = envelope(z.object({ message: z.string() }));

/** Messages captured when no SMTP server is configured (GET /dev/outbox.json). */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** Where the mail's HTML part is shown (GET /dev/outbox/:id.html); null for an SMS. */
  html_url: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Every login payload, for the API documentation (the server picks one by `?via=`). */
export const loginBody = z.union([emailLogin, googleLogin, phoneLogin]);

/** GET /dev/outbox.json: newest first; `to` filters by recipient (email or +62… phone). */
export const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxResponse = envelope(z.array(outboxMessage));
export const outboxHtmlParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** GET /dev/outbox/:id.html: the HTML document itself. */
export const outboxHtmlResponse = z.string();

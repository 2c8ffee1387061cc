import { date, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub'),
  role: text('role', { enum: ['consumer', 'contributor', 'admin'] })
    .notNull()
    .default('consumer'),
  type: text('type').notNull().default('Consumer'),
  fullName: text('full_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  job: text('job').notNull().default(''),
  gender: text('gender').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  phoneCountryCode: text('phone_country_code').notNull().default('+62'),
  photoMediaId: uuid('photo_media_id'),
  photoThumbMediaId: uuid('photo_thumb_media_id'),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('Indonesia'),
  postalCode: text('postal_code').notNull().default(''),
  websiteUrl: text('website_url').notNull().default(''),
  blogUrl: text('blog_url').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  bio: text('bio').notNull().default(''),
  elearningPlatform: text('elearning_platform').notNull().default(''),
  /** The language the user last used (en, id, ms), for their mail; null: the company's default. */
  language: text('language', { enum: ['en', 'id', 'ms'] }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** The studio's sessions (migrations/0028_studio.sql): a cookie's SHA-256, for one studio host. */
export const studioSessions = pgTable('studio_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  host: text('host').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Single-use mail links: email confirmation and password reset (SHA-256 of the token only). */
export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Phone-login codes: hashed, short-lived, a few tries, single use. */
export const otpCodes = pgTable('otp_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Mail and SMS kept when no SMTP server is configured (GET /dev/outbox.json). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id'),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  /** The mail's HTML part (migrations/0023_mail_language.sql); null for SMS. */
  html: text('html'),
  /** The mail's own headers, e.g. List-Unsubscribe (migrations/0039_announcements.sql). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

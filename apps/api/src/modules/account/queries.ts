import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { User } from '@app/contract/account/schemas';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  media,
  otpCodes,
  outbox,
  sessions,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { mediaUrl } from '../../lib/media.ts';
import { addMinutes, hashToken, newToken } from '../../lib/tokens.ts';

/** The contract's user (product §3 User): `photo.thumb.url` is null until a photo is uploaded. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    type: 'Consumer',
    role: row.role,
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    job: row.job,
    gender: row.gender,
    phone_number: row.phoneNumber,
    phone_country_code: row.phoneCountryCode,
    photo: {
      url: row.photoMediaId ? mediaUrl(row.photoMediaId) : null,
      thumb: { url: row.photoThumbMediaId ? mediaUrl(row.photoThumbMediaId) : null },
    },
    address: row.address,
    city: row.city,
    country: row.country,
    postal_code: row.postalCode,
    website_url: row.websiteUrl,
    blog_url: row.blogUrl,
    linkedin_url: row.linkedinUrl,
    bio: row.bio,
    confirmed: row.confirmedAt !== null,
    elearning_platform: row.elearningPlatform,
    has_google: row.googleSub !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, tenantId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Db, tenantId: number, sub: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.googleSub, sub)))
    .limit(1);
  return row ?? null;
}

/** Every account of the tenant that gave this phone number (the profile does not verify it). */
export function findUsersByPhone(db: Db, tenantId: number, countryCode: string, phoneNumber: string) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.phoneCountryCode, countryCode),
        eq(users.phoneNumber, phoneNumber),
      ),
    )
    .limit(2);
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts a user; answers null when the email (or Google account) is already taken in the tenant. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function deleteMedia(db: Db, ids: (string | null)[]) {
  for (const id of ids) if (id) await db.delete(media).where(eq(media.id, id));
}

// ── sessions ────────────────────────────────────────────────────────────────

export async function createSession(db: Db, userId: number, days: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: addMinutes(days * 24 * 60),
  });
  return token;
}

export async function revokeSession(db: Db, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keep` (the caller's own) when given. */
export async function revokeSessionsOf(db: Db, userId: number, keep?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.tokenHash, keep) : undefined,
      ),
    );
}

// ── mail links: confirmation and reset ─────────────────────────────────────

export async function createAccountToken(
  db: Db,
  userId: number,
  purpose: 'confirm' | 'reset',
  minutes: number,
): Promise<string> {
  const token = newToken();
  await db
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: addMinutes(minutes) });
  return token;
}

/**
 * Uses a live token once: the UPDATE … RETURNING marks it used atomically, so two requests
 * racing with the same link cannot both succeed. Answers the user id, or null.
 */
export async function consumeAccountToken(
  db: Db,
  tenantId: number,
  token: string,
  purpose: 'confirm' | 'reset',
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
        // A link works only on the site (tenant) that sent it.
        inArray(
          accountTokens.userId,
          db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)),
        ),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** The user of a token that was already used (to tell "already confirmed" from a bad link). */
export async function usedTokenUser(db: Db, token: string, purpose: 'confirm' | 'reset') {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNotNull(accountTokens.usedAt),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** After a reset, older reset links of the same user stop working too. */
export async function expireAccountTokens(db: Db, userId: number, purpose: 'confirm' | 'reset') {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

// ── one-time codes ──────────────────────────────────────────────────────────

/** A new code replaces any earlier live one of the user. */
export async function replaceOtp(db: Db, userId: number, codeHash: string, minutes: number) {
  await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt)));
  await db.insert(otpCodes).values({ userId, codeHash, expiresAt: addMinutes(minutes) });
}

/** The user's newest live code, counting this try; null when none is left. */
export async function takeOtpTry(db: Db, userId: number, maxTries: number) {
  const [live] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, new Date())))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!live) return null;
  // Counting the try and reading the hash in one statement: parallel guesses cannot exceed the cap.
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt), sql`${otpCodes.attempts} < ${maxTries}`))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  return row ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function useOtp(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

// ── outbox ──────────────────────────────────────────────────────────────────

export function listOutbox(db: Db, tenantId: number, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.tenantId, tenantId),
        to ? sql`lower(${outbox.recipient}) = ${to.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** The HTML part of one kept mail of the tenant; null when there is none (an SMS, another tenant's). */
export async function outboxHtml(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ html: outbox.html })
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.tenantId, tenantId)))
    .limit(1);
  return row?.html ?? null;
}

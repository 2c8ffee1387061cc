import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session, confirmation and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A uniformly random 6-digit one-time code (leading zeros kept). */
export const newOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * One-time codes are stored hashed with their row's id as salt. Six digits are cheap to guess
 * offline, so the real protection is the 5-minute life, the 5 tries and single use.
 */
export const hashOtp = (code: string, salt: string | number) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export const SESSION_DAYS = 30;
export const CONFIRM_DAYS = 7;
export const RESET_MINUTES = 30;
export const OTP_MINUTES = 5;
export const OTP_MAX_TRIES = 5;

export const addMinutes = (minutes: number, from = new Date()) => new Date(from.getTime() + minutes * 60_000);

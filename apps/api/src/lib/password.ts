import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum that
 * isolatedModules cannot read, hence the literal: 2 = Argon2id.
 */
export const ARGON2: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** The whole password is hashed: argon2 has no length cut-off (unlike bcrypt's 72 bytes). */
export const hashPassword = (password: string) => hash(password.normalize('NFC'), ARGON2);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await burnDummy(password);
    return false;
  }
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    return false;
  }
}

/** A stored hash made with weaker parameters than today's gets replaced at the next login. */
export const needsRehash = (stored: string) => !stored.startsWith(PREFIX);

let dummy: Promise<string> | null = null;
/**
 * Spends the time of one real verification, so a login for an unknown email answers as slowly
 * as a wrong password for a known one (no account enumeration by timing).
 */
export async function burnDummy(password: string): Promise<void> {
  dummy ??= hash(randomBytes(16).toString('hex'), ARGON2);
  await verify(await dummy, password).catch(() => false);
}

let common: Promise<Set<string>> | null = null;
/**
 * The 1,000 most common passwords (zxcvbn's list), compared case-insensitively. The list (400 kB
 * of dictionaries) loads at the first password set, not at start-up.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].slice(0, 1000).map((p) => String(p).toLowerCase())),
  );
  return (await common).has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.';

import type { RateRule } from '../../lib/rate-limit.ts';

/**
 * Limits of the studio's calls (scaled by RATE_LIMIT_MULTIPLIER, shared by every instance). A
 * one-time code is 256 bits and lives 60 s, so guessing is hopeless; the sign-in limit still
 * stops a script from trying, as on every call that takes a credential.
 */
export const limits = {
  signInIp: { name: 'studio-sign-in:ip', limit: 30, windowSeconds: 600 },
  handoffUser: { name: 'studio-handoff:user', limit: 30, windowSeconds: 600 },
  /** Saves of one user: one a second, far above anyone typing. */
  writeUser: { name: 'studio-write:user', limit: 120, windowSeconds: 60 },
  /** Cover uploads of one user: each is decoded and encoded seven times (avif and webp sizes). */
  coverUser: { name: 'studio-cover:user', limit: 30, windowSeconds: 600 },
  /** Lesson image uploads of one user: encoded as covers are; a lesson may have many. */
  lessonImageUser: { name: 'studio-lesson-image:user', limit: 120, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

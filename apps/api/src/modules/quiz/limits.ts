import type { RateRule } from '../../lib/rate-limit.ts';

/** Answer saves one learner may send in a minute: two a second, far above anyone's clicking. */
export const QUIZ_SAVES_PER_MINUTE = 120;
/** Attempts one learner may start or submit (together) in ten minutes. */
export const QUIZ_SUBMITS_PER_10_MINUTES = 30;

/**
 * Limits of quiz writes per user, shared by every instance like the other limits (scaled by
 * RATE_LIMIT_MULTIPLIER). Past one: 429 + Retry-After.
 */
export const limits = {
  saveUser: { name: 'quiz-save:user', limit: QUIZ_SAVES_PER_MINUTE, windowSeconds: 60 },
  submitUser: { name: 'quiz-submit:user', limit: QUIZ_SUBMITS_PER_10_MINUTES, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

import type { RateRule } from '../../lib/rate-limit.ts';

const MINUTE = 60;

/** Comments one user may post in a minute. */
export const COMMENTS_PER_MINUTE = 10;
/** Likes and taken-back likes one user may send in a minute, together: toggling is the same churn. */
export const LIKES_PER_MINUTE = 60;
/** Ratings one user may give or change in a minute. */
export const RATINGS_PER_MINUTE = 20;

/**
 * Limits of the catalogue's writes, per user (product §12), shared by every instance like the
 * account limits and scaled by RATE_LIMIT_MULTIPLIER. A person reading and reacting never meets
 * them; a script flooding a discussion or churning a course's rating does. Past one: 429 +
 * Retry-After.
 */
export const limits = {
  commentUser: { name: 'comment:user', limit: COMMENTS_PER_MINUTE, windowSeconds: MINUTE },
  likeUser: { name: 'like:user', limit: LIKES_PER_MINUTE, windowSeconds: MINUTE },
  ratingUser: { name: 'rating:user', limit: RATINGS_PER_MINUTE, windowSeconds: MINUTE },
} satisfies Record<string, RateRule>;

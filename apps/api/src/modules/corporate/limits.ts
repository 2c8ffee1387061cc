import type { RateRule } from '../../lib/rate-limit.ts';

/**
 * Corporate enrolment per admin (scaled by RATE_LIMIT_MULTIPLIER): each import writes up to 5,000
 * accounts and mails as many, each check reads the whole file. Past one: 429 + Retry-After.
 */
export const limits = {
  importAdmin: { name: 'corporate-import:user', limit: 10, windowSeconds: 3600 },
  checkAdmin: { name: 'corporate-check:user', limit: 60, windowSeconds: 3600 },
  reportAdmin: { name: 'corporate-report:user', limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

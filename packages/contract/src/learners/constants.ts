/** The studio's learner reports (docs/product.md "The studio": learners; issue 25 item 3). */
export const LEARNER_LIMITS = {
  /** "Stuck": no activity for this many days (the course page's default, and its bounds). */
  stuckDays: { min: 1, max: 365, default: 14 },
  /** Learners per page of a course's learners list. */
  perPage: 25,
  /** A learner's page lists at most this many of their quiz attempts and orders, newest first. */
  recent: 100,
} as const;

/**
 * The progress distribution's buckets: the learners whose share of the course's lessons completed
 * is 0 %, 1–24 %, 25–49 %, 50–74 %, 75–99 % and 100 %.
 */
export const progressBuckets = ['0', '1-24', '25-49', '50-74', '75-99', '100'] as const;
export type ProgressBucket = (typeof progressBuckets)[number];

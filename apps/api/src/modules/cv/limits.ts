import type { RateRule } from '../../lib/rate-limit.ts';

/**
 * CV saves one user may send in a minute, all kinds together (the CV, entries, skills, hiding a
 * verified training): one a second, far above anyone typing, far below a script's 400 in 2 s.
 */
export const CV_WRITES_PER_MINUTE = 60;
/** CV PDFs one user may have drawn in ten minutes: each is a second of a worker's time. */
export const CV_PDFS_PER_10_MINUTES = 20;

/** Limits of the CV calls per user, shared by every instance (scaled by RATE_LIMIT_MULTIPLIER). */
export const limits = {
  writeUser: { name: 'cv-write:user', limit: CV_WRITES_PER_MINUTE, windowSeconds: 60 },
  pdfUser: { name: 'cv-pdf:user', limit: CV_PDFS_PER_10_MINUTES, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

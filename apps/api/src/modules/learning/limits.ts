import type { RateRule } from '../../lib/rate-limit.ts';

/**
 * Progress reports one user may send in a minute: a playing video reports every 10 s, so this
 * leaves room for several tabs and the marks of text lessons while stopping a script's flood.
 * Certificate lookups per address stop anyone walking the code space (docs/security.md).
 * Certificate PDFs are drawn in a worker (lib/pdf-pool.ts), 30 per user in ten minutes.
 */
export const limits = {
  progressUser: { name: 'progress:user', limit: 60, windowSeconds: 60 },
  certificateLookup: { name: 'certificate:ip', limit: 30, windowSeconds: 60 },
  certificatePdfUser: { name: 'certificate-pdf:user', limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

import type { RateRule } from '../../lib/rate-limit.ts';

/** Orders (buy, cancel) and payment starts one user may make in ten minutes. */
export const BOOKINGS_PER_10_MINUTES = 30;
/**
 * Voucher codes one user may try in ten minutes, accepted or not: with codes of 8 letters and
 * digits, guessing one takes ~10^12 tries, ~10^10 years at this rate (docs/security.md).
 */
export const VOUCHER_TRIES_PER_10_MINUTES = 10;

/** Receipt PDFs one user may have drawn in ten minutes. */
export const RECEIPT_PDFS_PER_10_MINUTES = 30;

/**
 * Limits of commerce writes, per user, shared by every instance like the login limits (scaled by
 * RATE_LIMIT_MULTIPLIER). Past one: 429 + Retry-After.
 */
export const limits = {
  bookingUser: { name: 'booking:user', limit: BOOKINGS_PER_10_MINUTES, windowSeconds: 600 },
  voucherUser: { name: 'voucher:user', limit: VOUCHER_TRIES_PER_10_MINUTES, windowSeconds: 600 },
  receiptPdfUser: { name: 'receipt-pdf:user', limit: RECEIPT_PDFS_PER_10_MINUTES, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

/** The studio's vouchers (docs/product.md "The studio": vouchers, decision 51). */
export const VOUCHER_LIMITS = {
  /** Vouchers per page of the list. */
  perPage: 25,
  /** The longest search text of the list. */
  search: 100,
  /** The most codes one "Generate N codes" makes. */
  maxBatch: 1000,
  /** A generated code's prefix, before its random part. */
  maxPrefix: 12,
  /** The random part of a generated code: 10 of 31 symbols, about 50 bits. */
  randomLength: 10,
  /** A name in one language. */
  maxName: 80,
  /** The most courses a voucher lists. */
  maxCourses: 500,
  /** The largest amount in minor units (a price, a minimum purchase). */
  maxMinor: 1_000_000_000_000,
  maxQuota: 1_000_000_000,
  maxPerLearner: 1000,
} as const;

/**
 * The symbols of a generated code: digits and capitals without 0/O, 1/I/L, which people misread
 * when they type a code from a flyer.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How a voucher stands today, in the studio's list. */
export const voucherStates = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type VoucherState = (typeof voucherStates)[number];

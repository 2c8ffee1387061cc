/** How the sales figures are grouped into periods (docs/product.md "The studio": sales). */
export const salesGroupings = ['day', 'week', 'month'] as const;
export type SalesGrouping = (typeof salesGroupings)[number];

export const SALES_LIMITS = {
  /** The longest range of one summary, in days, by grouping: a chart of at most ~160 bars. */
  maxDays: { day: 186, week: 1098, month: 1830 } satisfies Record<SalesGrouping, number>,
  /** Orders per page of the orders list. */
  perPage: 25,
  /** The longest search text of the orders list. */
  search: 100,
} as const;

/** A voucher filter value for the orders without a voucher. */
export const NO_VOUCHER = 'none';

/** A refund's limits (docs/product.md "The studio": refunds). */
export const REFUND_LIMITS = {
  /** The reason an admin gives, kept with the refund and sent to the gateway. */
  reason: 500,
} as const;

/** How a refund stands: asked of the gateway, done, or refused (its words kept). */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

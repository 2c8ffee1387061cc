import { z } from 'zod';
import { bookingStatuses, paymentMethods, paymentStatuses } from '../commerce/constants.ts';
import { fieldCode } from '../errors.ts';
import { localeSchema } from '../envelope.ts';
import { NO_VOUCHER, REFUND_LIMITS, refundStatuses, SALES_LIMITS, salesGroupings } from './constants.ts';

/** A calendar date in the company's time zone, written YYYY-MM-DD, that exists (no 31 June). */
export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldCode('date_format'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, fieldCode('date_format'));

const id = z.coerce.number().int().min(1).max(2147483647);

/** The filters the dashboard and the orders list share; every one is optional. */
const salesFilter = {
  course_id: id.optional(),
  method: z.enum(paymentMethods).optional(),
  /** A voucher's id, or `none` for the orders without one. */
  voucher: z
    .string()
    .regex(new RegExp(`^(${NO_VOUCHER}|[1-9]\\d{0,8})$`), fieldCode('invalid_option'))
    .optional(),
};

export const salesSummaryQuery = z.object({
  /** The first and last day counted, in the company's time zone (both included). */
  from: localDate,
  to: localDate,
  group: z.enum(salesGroupings).default('day'),
  ...salesFilter,
  lang: localeSchema.optional(),
});
export type SalesSummaryQuery = z.infer<typeof salesSummaryQuery>;

/**
 * The figures of a period, in integer minor units of the company's currency. Gross is the price
 * of the orders paid (after a course's own discount, before vouchers); net = gross − vouchers −
 * tax − refunds, where tax is that of the orders paid less that of the orders refunded.
 */
export const salesFigures = z.object({
  gross_minor: z.number().int(),
  voucher_minor: z.number().int(),
  tax_minor: z.number().int(),
  refund_minor: z.number().int(),
  net_minor: z.number().int(),
  /** Orders paid in the period, and refunds (whole or partial) made in it. */
  paid_orders: z.number().int(),
  refunds: z.number().int(),
  /** Orders created in the period, and how many of them have been paid: the conversion. */
  orders: z.number().int(),
  converted: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesSummary = z.object({
  currency: z.string(),
  time_zone: z.string(),
  /** The company's tax rate in percent ("11.00"), as its orders carry it. */
  tax_rate: z.string(),
  from: z.string(),
  to: z.string(),
  group: z.enum(salesGroupings),
  totals: salesFigures,
  /** Every period of the range, in order, empty ones too; `period` is its first day. */
  series: z.array(salesFigures.extend({ period: z.string() })),
});
export type SalesSummary = z.infer<typeof salesSummary>;

export const salesOptions = z.object({
  currency: z.string(),
  time_zone: z.string(),
  tax_rate: z.string(),
  /** Today in the company's time zone: the dashboard's default range ends here. */
  today: z.string(),
  /** The courses this user may see the sales of (every course of the company for an admin). */
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  vouchers: z.array(z.object({ id: z.number().int(), code: z.string() })),
  methods: z.array(z.enum(paymentMethods)),
});
export type SalesOptions = z.infer<typeof salesOptions>;

export const salesOrdersQuery = z.object({
  /** An order number (or its digits), or a part of the learner's email or name. */
  q: z.string().trim().max(SALES_LIMITS.search, fieldCode('too_long')).optional(),
  status: z.enum(bookingStatuses).optional(),
  /** Orders created from and to these days (company time zone), both included. */
  from: localDate.optional(),
  to: localDate.optional(),
  ...salesFilter,
  page: z.coerce.number().int().min(1).max(10000).default(1),
  lang: localeSchema.optional(),
});
export type SalesOrdersQuery = z.infer<typeof salesOrdersQuery>;

/** The export takes the list's filters, without paging: every order they match. */
export const salesOrdersExportQuery = salesOrdersQuery.omit({ page: true });
export type SalesOrdersExportQuery = z.infer<typeof salesOrdersExportQuery>;

export const salesOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(bookingStatuses),
  currency: z.string(),
  total_minor: z.number().int(),
  method: z.enum(paymentMethods).nullable(),
  voucher_code: z.string().nullable(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  learner: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type SalesOrder = z.infer<typeof salesOrder>;

export const salesOrderList = z.object({
  items: z.array(salesOrder),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Whether a next page has orders (no total: counting a million orders per page is not free). */
  has_more: z.boolean(),
});
export type SalesOrderList = z.infer<typeof salesOrderList>;

export const salesOrderParams = z.object({ id });
export const salesOrderQuery = z.object({ lang: localeSchema.optional() });

export const salesOrderDetail = salesOrder.extend({
  expires_at: z.string(),
  /** What was bought: the course's line with its price, discounts and the tax it includes. */
  items: z.array(
    z.object({
      course_id: z.number().int(),
      title: z.string(),
      price_minor: z.number().int(),
      discount_minor: z.number().int(),
      voucher_discount_minor: z.number().int(),
      total_minor: z.number().int(),
      tax_rate: z.string(),
      tax_minor: z.number().int(),
    }),
  ),
  /** Each start of paying, newest first. */
  attempts: z.array(
    z.object({
      id: z.number().int(),
      gateway: z.string(),
      method: z.string(),
      gateway_order_id: z.string(),
      amount_minor: z.number().int(),
      status: z.enum(paymentStatuses),
      reference: z.string().nullable(),
      needs_refund_reason: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  /** What the gateways told us about it, newest first. */
  notifications: z.array(
    z.object({ id: z.number().int(), gateway: z.string(), result: z.string(), created_at: z.string() }),
  ),
  /** The money given back: each refund, oldest first (`kind` payment: a payment the order never took). */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['order', 'payment']),
      amount_minor: z.number().int(),
      tax_minor: z.number().int(),
      reason: z.string().nullable(),
      status: z.enum(refundStatuses),
      failure: z.string().nullable(),
      by: z.enum(['admin', 'gateway']),
      actor: z.string().nullable(),
      gateway_reference: z.string().nullable(),
      return_voucher: z.boolean(),
      created_at: z.string(),
    }),
  ),
  /** What the order's refunds gave back so far, and what is left to give back (0 unless paid). */
  refunded_minor: z.number().int(),
  refundable_minor: z.number().int(),
  /** Its audit trail (state changes, attempts ended), newest first. */
  events: z.array(
    z.object({
      id: z.number().int(),
      event: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      by: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;

/** The idempotency key of a refund: drawn by the studio when the dialog opens, one per refund. */
const refundKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, fieldCode('invalid_format'));

/**
 * A refund of a paid order (docs/product.md "The studio": refunds): the whole of what is left when
 * `amount_minor` is not given, else that part.
 */
export const refundOrderBody = z
  .object({
    amount_minor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    reason: z.string().trim().min(1, fieldCode('required')).max(REFUND_LIMITS.reason, fieldCode('too_long')),
    return_voucher: z.boolean().default(false),
    refund_key: refundKey,
  })
  .strict();
export type RefundOrderBody = z.infer<typeof refundOrderBody>;

export const refundPaymentBody = z.object({ refund_key: refundKey }).strict();
export type RefundPaymentBody = z.infer<typeof refundPaymentBody>;

export const salesRefund = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  kind: z.enum(['order', 'payment']),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(refundStatuses),
  /** The order's state after it: refunded once its refunds reach its total, else still paid. */
  order_status: z.enum(bookingStatuses),
  gateway_reference: z.string().nullable(),
  created_at: z.string(),
});
export type SalesRefund = z.infer<typeof salesRefund>;

/** A payment flagged to be given back (paid twice, course owned…) and not given back yet. */
export const paymentToRefund = z.object({
  payment_id: z.number().int(),
  booking_id: z.number().int(),
  order_number: z.string(),
  learner: z.object({ full_name: z.string(), email: z.string() }),
  gateway: z.string(),
  method: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  flagged_at: z.string(),
});
export const paymentsToRefund = z.object({ items: z.array(paymentToRefund) });
export type PaymentsToRefund = z.infer<typeof paymentsToRefund>;
export const salesPaymentParams = z.object({ id });
export const salesRefundParams = z.object({ id });

import { z } from 'zod';
import { fieldCode } from '../errors.ts';
import { localeSchema, pageMeta, pageQuery } from '../envelope.ts';
import {
  bookingStatuses,
  gateways,
  paymentGroups,
  paymentMethods,
  paymentStatuses,
  VOUCHER_CODE_MAX_LENGTH,
  voucherStatuses,
} from './constants.ts';

/**
 * Bookings (orders), payments and vouchers (product §7 "Bookings and vouchers", docs/product.md
 * §13). Every amount is an integer in minor units of `currency` (money.ts).
 */
export * from './constants.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const minor = z.number().int();
const timestamp = z.string();

/** Course titles and voucher names come in the page's language; unset: the tenant's own. */
export const commerceLangQuery = z.object({ lang: localeSchema.optional() });

export const bookingVoucher = z.object({
  code: z.string(),
  name: z.string(),
  /** Its rule, so the order says it as My Vouchers does: "20% off, up to Rp 50.000". */
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().nullable(),
  amount: minor.nullable(),
  /** The cap of a percent voucher. */
  max_discount: minor.nullable(),
  /** What the voucher takes off this order. */
  discount: minor,
});

export const booking = z.object({
  id: z.number().int(),
  /** What the learner and the gateway see, e.g. CDK-2026-000123. */
  order_number: z.string(),
  status: z.enum(bookingStatuses),
  course: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    image: z.string(),
  }),
  currency: z.string(),
  /** The course's list price. */
  price: minor,
  /** The course's own discount (list price less sale price). */
  discount: minor,
  voucher: bookingVoucher.nullable(),
  /** What the learner pays, tax included. */
  total: minor,
  /** Percent, e.g. 11. */
  tax_rate: z.number(),
  /** The part of `total` that is tax. */
  tax_included: minor,
  gateway: z.enum(gateways).nullable(),
  payment_method: z.enum(paymentMethods).nullable(),
  /** Where to continue paying (the gateway's page) while pending and started. */
  payment_url: z.string().nullable(),
  /**
   * How the latest payment attempt stands; null before the first. A pending order whose latest
   * attempt `failed` or `expired` is paid again with any method until `expires_at`.
   */
  payment_status: z.enum(paymentStatuses).nullable(),
  created_at: timestamp,
  expires_at: timestamp,
  paid_at: timestamp.nullable(),
});
export type Booking = z.infer<typeof booking>;

export const bookingResponse = z.object({ status: z.number().int(), message: z.string(), data: booking });

export const courseBookingQuery = commerceLangQuery.extend({ course_id: id });
export const courseBookingResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    /** The newest booking of the course by this user, if any. */
    booking: booking.nullable(),
    /** The user owns the course (paid, free or given): the course page offers "Start learning". */
    paid: z.boolean(),
  }),
});

/** The buy call: the user comes from the token; `user_id` and `email`, when sent, must be the token's. */
export const buyQuery = commerceLangQuery.extend({
  course_id: id,
  user_id: id.optional(),
  email: z.string().trim().max(254).optional(),
});

export const bookingHistoryQuery = pageQuery.extend({
  lang: localeSchema.optional(),
  'q[order_status_eq]': z.enum(bookingStatuses).optional(),
  'q[name_cont]': z.string().trim().max(100).optional(),
});
export const bookingHistoryResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(booking),
  meta: pageMeta,
});

export const bookingIdParam = z.object({ id });

export const voucherCode = z
  .string()
  .trim()
  .min(1, fieldCode('required'))
  .max(VOUCHER_CODE_MAX_LENGTH, fieldCode('voucher_format'))
  .regex(/^[A-Za-z0-9-]+$/, fieldCode('voucher_format'));

/** Redeem (product §3: id and voucher): `id` is the booking. */
export const applyVoucherBody = z.object({ id, voucher: voucherCode });
export const removeVoucherBody = z.object({ id });

export const payBody = z.object({ method: z.enum(paymentMethods) });
export const payResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    booking,
    /** The gateway's page; the browser goes there next. */
    redirect_url: z.string(),
  }),
});

export const paymentMethodOption = z.object({
  id: z.enum(paymentMethods),
  group: z.enum(paymentGroups),
});
export const paymentMethodsResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    gateway: z.enum(gateways),
    /** The sandbox takes no real money: the page says so. */
    test_mode: z.boolean(),
    methods: z.array(paymentMethodOption),
  }),
});

export const voucher = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** For percent vouchers, e.g. 20. */
  percent: z.number().nullable(),
  /** For fixed vouchers, in minor units. */
  amount: minor.nullable(),
  /** The cap of a percent voucher. */
  max_discount: minor.nullable(),
  min_purchase: minor,
  currency: z.string(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  scope: z.enum(['tenant', 'course', 'category']),
  /** The course or category a scoped voucher is for. */
  scope_name: z.string().nullable(),
  /** Uses left for everyone, when the voucher has a quota. */
  quota_left: z.number().int().nullable(),
  /** Uses left for this user. */
  uses_left: z.number().int(),
  status: z.enum(voucherStatuses),
});
export type Voucher = z.infer<typeof voucher>;

export const voucherHistoryQuery = pageQuery.extend({
  lang: localeSchema.optional(),
  'q[name_cont]': z.string().trim().max(100).optional(),
  'q[status_eq]': z.enum(voucherStatuses).optional(),
});
export const voucherHistoryResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(voucher),
  meta: pageMeta,
});

/** A gateway's notification: whatever it sends; each gateway checks its own shape and signature. */
export const notificationParam = z.object({ gateway: z.enum(gateways) });
export const notificationBody = z.unknown();
export const notificationResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({ order_number: z.string(), status: z.enum(bookingStatuses), changed: z.boolean() }),
});

/** The receipt is a PDF; the schema documents the binary answer. */
export const receiptResponse = z.unknown();

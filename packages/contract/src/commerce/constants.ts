/**
 * Order states (docs/product.md §14): pending → paid | expired | cancelled; paid → refunded. A
 * failed or expired payment ends its attempt only (paymentStatuses): the order stays pending, payable
 * by any method, until its own deadline. `failed` is kept for orders a failed payment closed before
 * that rule; none becomes failed now.
 */
export const bookingStatuses = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The transitions a booking may take; nothing ever goes back. */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

/**
 * States of one payment attempt (each start of paying): pending until its gateway reports it paid,
 * failed (declined), expired or cancelled; voided (expired or cancelled) with its order; refunded.
 */
export const paymentStatuses = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Every way of paying a gateway may offer; each gateway offers its own subset. */
export const paymentMethods = [
  'qris',
  'bca_va',
  'bni_va',
  'bri_va',
  'mandiri_va',
  'gopay',
  'ovo',
  'dana',
  'card',
  'fpx',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Brand names of the ways of paying, the same in every language (a card's name is not: each screen words it). */
export const PAYMENT_METHOD_BRANDS: Readonly<Record<Exclude<PaymentMethod, 'card'>, string>> = {
  qris: 'QRIS',
  bca_va: 'BCA Virtual Account',
  bni_va: 'BNI Virtual Account',
  bri_va: 'BRI Virtual Account',
  mandiri_va: 'Mandiri Virtual Account',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  fpx: 'FPX',
};

export const paymentGroups = ['qris', 'virtual_account', 'ewallet', 'card', 'online_banking'] as const;
export type PaymentGroup = (typeof paymentGroups)[number];

export const PAYMENT_GROUP_OF: Readonly<Record<PaymentMethod, PaymentGroup>> = {
  qris: 'qris',
  bca_va: 'virtual_account',
  bni_va: 'virtual_account',
  bri_va: 'virtual_account',
  mandiri_va: 'virtual_account',
  gopay: 'ewallet',
  ovo: 'ewallet',
  dana: 'ewallet',
  card: 'card',
  fpx: 'online_banking',
};

export const gateways = ['sandbox', 'midtrans', 'stripe'] as const;
export type GatewayName = (typeof gateways)[number];

export const voucherStatuses = ['available', 'used', 'expired', 'used_up'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

/** Page sizes of the two histories (product §9). */
export const BOOKING_HISTORY_LIMIT = 10;
export const VOUCHER_HISTORY_LIMIT = 10;

/** The buy answers the web turns into the §8 alerts, verbatim. */
export const ALREADY_ORDERED_MESSAGE = 'You are already ordered this course';
export const ALREADY_PURCHASED_MESSAGE = 'Course already purchased';

/** A voucher code as learners type it: letters, digits, dashes; compared without case. */
export const VOUCHER_CODE_MAX_LENGTH = 40;

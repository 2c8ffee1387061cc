import { endpoint } from '../endpoint.ts';
import {
  applyVoucherBody,
  bookingHistoryQuery,
  bookingHistoryResponse,
  bookingIdParam,
  bookingResponse,
  commerceLangQuery,
  buyQuery,
  courseBookingQuery,
  courseBookingResponse,
  notificationBody,
  notificationParam,
  notificationResponse,
  payBody,
  paymentMethodsResponse,
  payResponse,
  receiptResponse,
  removeVoucherBody,
  voucherHistoryQuery,
  voucherHistoryResponse,
} from './schemas.ts';

/**
 * Buying and paying (product §7 "Bookings and vouchers", docs/product.md §14): the token client.
 * A booking is an order of one course by one user; someone else's booking is answered 404.
 */
const tag = 'commerce';
const reads = [400, 401, 404, 409] as const;
const writes = [400, 401, 403, 404, 409, 429] as const;

export const getCourseBooking = endpoint({
  method: 'GET',
  path: '/api/v1/bookings/course',
  auth: 'token',
  localized: true,
  tag,
  summary: 'This user’s booking of a course, if any, and whether the user owns the course',
  query: courseBookingQuery,
  response: courseBookingResponse,
  errors: reads,
});

export const buyCourse = endpoint({
  method: 'POST',
  path: '/api/v1/bookings',
  auth: 'token',
  localized: true,
  tag,
  summary: 'Buy a course: a pending order, or the course at once when it is free',
  description:
    'The spec does not show this path (product §7). The user is the token’s: a `user_id` or `email` ' +
    'of someone else is refused with 403. An open order answers 409 "You are already ordered this ' +
    'course", an owned course 409 "Course already purchased".',
  query: buyQuery,
  response: bookingResponse,
  errors: writes,
  codes: ['already_ordered', 'already_purchased'],
});

export const getBookingHistory = endpoint({
  method: 'GET',
  path: '/api/v1/bookings/history',
  auth: 'token',
  localized: true,
  tag,
  summary: 'This user’s orders, newest first, by status and course name',
  query: bookingHistoryQuery,
  response: bookingHistoryResponse,
  errors: reads,
});

export const applyVoucher = endpoint({
  method: 'POST',
  path: '/api/v1/bookings/apply_voucher',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'Apply a voucher code to a pending order (replaces one applied before)',
  description:
    'Only a 2xx answer is success (product §5). A refused code answers 422 with `error.code` saying ' +
    'why: voucher_unknown, voucher_expired, voucher_not_started, voucher_min_purchase, ' +
    'voucher_not_applicable, voucher_used_up, voucher_already_used. Tries are limited per user.',
  body: applyVoucherBody,
  encoding: 'form',
  response: bookingResponse,
  errors: [...writes, 422],
  codes: [
    'voucher_unknown',
    'voucher_expired',
    'voucher_not_started',
    'voucher_not_applicable',
    'voucher_already_used',
    'voucher_used_up',
    'voucher_min_purchase',
    'not_pending',
  ],
});

export const removeVoucher = endpoint({
  method: 'POST',
  path: '/api/v1/bookings/remove_voucher',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'Take the voucher off a pending order',
  body: removeVoucherBody,
  encoding: 'form',
  response: bookingResponse,
  errors: writes,
  codes: ['not_pending'],
});

export const getPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/v1/payments/methods',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'The tenant’s payment gateway and the ways of paying it offers',
  response: paymentMethodsResponse,
  errors: [401],
});

export const getBooking = endpoint({
  method: 'GET',
  path: '/api/v1/bookings/:id',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'One order of this user; the payment page polls it while a payment attempt is open',
  params: bookingIdParam,
  response: bookingResponse,
  errors: reads,
});

export const payBooking = endpoint({
  method: 'POST',
  path: '/api/v1/bookings/:id/pay',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'Start paying a pending order with a method; answers the gateway page to go to',
  description:
    'Each call is a new attempt: after a declined or expired payment the same order is paid again, ' +
    'with any method, until its own deadline (`expires_at`); past it the order is expired and this ' +
    'answers 409 `order_expired`. A paid or cancelled order answers 409 `not_pending`.',
  params: bookingIdParam,
  body: payBody,
  response: payResponse,
  errors: [...writes, 502],
  codes: ['not_pending', 'order_expired', 'gateway_unavailable'],
});

export const cancelBooking = endpoint({
  method: 'POST',
  path: '/api/v1/bookings/:id/cancel',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'Cancel a pending order (its voucher becomes free again)',
  params: bookingIdParam,
  response: bookingResponse,
  errors: writes,
  codes: ['not_pending'],
});

export const getReceipt = endpoint({
  method: 'GET',
  path: '/api/v1/bookings/:id/receipt',
  auth: 'token',
  localized: true,
  query: commerceLangQuery,
  tag,
  summary: 'The receipt of a paid order, as a PDF',
  params: bookingIdParam,
  response: receiptResponse,
  mediaType: 'application/pdf',
  errors: [...reads, 429, 503],
  codes: ['not_paid', 'pdf_busy'],
});

export const paymentNotification = endpoint({
  method: 'POST',
  path: '/api/payments/notifications/:gateway',
  auth: 'none',
  tag,
  summary: 'A gateway tells the outcome of a payment (signed; replays change nothing)',
  description:
    'Midtrans (and the built-in sandbox, which signs the same way): JSON with order_id, ' +
    'status_code, gross_amount, transaction_status and signature_key = SHA-512(order_id + ' +
    'status_code + gross_amount + server key). Stripe: its event, signed in `Stripe-Signature`.',
  params: notificationParam,
  body: notificationBody,
  response: notificationResponse,
  errors: [400, 401, 404, 409],
  codes: ['bad_signature', 'amount_mismatch'],
});

export const getVoucherHistory = endpoint({
  method: 'GET',
  path: '/api/v1/vouchers/history',
  auth: 'token',
  localized: true,
  tag,
  summary: 'This user’s vouchers (assigned to them or used by them): available, used, expired, used up',
  query: voucherHistoryQuery,
  response: voucherHistoryResponse,
  errors: reads,
});

import { paths } from '../routes/route-table';

/**
 * Query keys of the learner's orders and vouchers, and the payment page's path. The order calls
 * (buy, pay, cancel, redeem) all live in commerce and invalidate through these, so a purchase made
 * on one page is never shown stale on another; the catalogue's buy button links to the payment page.
 */
export const commerceKey = ['commerce'] as const;

/** Every order query: the history pages and single orders. */
export const bookingsKey = [...commerceKey, 'bookings'] as const;
export const bookingKey = (id: number) => [...bookingsKey, 'one', id] as const;
export const bookingHistoryKey = [...bookingsKey, 'history'] as const;

/** The learner's booking of one course (the course page's buy button). */
export const courseBookingsKey = [...commerceKey, 'course-booking'] as const;
export const courseBookingKey = (courseId: number) => [...courseBookingsKey, courseId] as const;

export const vouchersKey = [...commerceKey, 'vouchers'] as const;

/** Where the payment page's choice of method is: `/payment?booking=<id>#payment-method`. */
export const PAYMENT_METHOD_ANCHOR = 'payment-method';

/**
 * The payment page of one order (product §2 /payment): `/payment?booking=<id>`; `again` after a
 * payment that did not go through, at the choice of method (an anchor: the page is not scrolled
 * to the top, it brings the choice into view itself).
 */
export const paymentPath = (bookingId: number, again = false) =>
  `${paths.payment}?booking=${bookingId}${again ? `#${PAYMENT_METHOD_ANCHOR}` : ''}`;

/**
 * What a buy tells My Transactions as it goes there (product §8 "buy"): the order just placed,
 * shown first with a prominent "Pay now".
 */
export interface TransactionsState {
  placedOrder?: number;
}

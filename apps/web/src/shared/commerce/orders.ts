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

/** The payment page of one order (product §2 /payment): `/payment?booking=<id>`. */
export const paymentPath = (bookingId: number) => `${paths.payment}?booking=${bookingId}`;

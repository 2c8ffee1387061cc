import { taxIncluded, toMinor } from '@app/contract/commerce/money';
import {
  ALREADY_ORDERED_MESSAGE,
  ALREADY_PURCHASED_MESSAGE,
  type BookingStatus,
} from '@app/contract/commerce/schemas';
import type { SqlTransaction } from '../../../db/client.ts';
import { ownsCourse } from '../../catalog/courses/service.ts';
import { paged } from '../../../lib/envelope.ts';
import { conflict, forbidden, notFound } from '../../../lib/http-errors.ts';
import type { Log } from '../../../lib/log.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { limits } from '../limits.ts';
import {
  bookingHistory,
  findBooking,
  findCourseBooking,
  findCourseForSale,
  insertBooking,
  openBookingStatus,
  overdueBookings,
  transitionBooking,
  type ChangeBy,
  type HistoryFilter,
  type TransitionResult,
} from './queries.ts';

const bookingNotFound = () => notFound('Booking not found');

/** The order-number prefix of a tenant: the first letters of its slug, e.g. CEN-000123. */
const orderPrefix = (slug: string) =>
  slug
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 3)
    .toUpperCase() || 'ORD';

/**
 * Changes an order's state inside `tx`, recording who did it (transitionBooking); null when the
 * order was not in a state that allows the change (already paid, already expired…): nothing
 * happened. `lockHeld`: the transaction already holds the order's row lock.
 */
export async function changeStatus(
  tx: SqlTransaction,
  bookingId: number,
  to: BookingStatus,
  by: ChangeBy,
  log: Log,
  lockHeld = false,
): Promise<TransitionResult | null> {
  const change = await transitionBooking(tx, bookingId, to, by, lockHeld);
  if (change)
    log.info(
      { booking_id: change.id, from: change.from, to: change.to, by: by.actor },
      'order status changed',
    );
  return change;
}

/**
 * Pending orders of the caller past their deadline expire before anything is read; answers the
 * next deadline of those still pending (ms since the epoch), or null.
 */
async function expireOverdue(ctx: CommerceContext, caller: Caller) {
  const { due, next } = await overdueBookings(ctx.sql, caller.user.id);
  for (const id of due)
    await ctx.sql.transaction((tx) => changeStatus(tx, id, 'expired', { actor: 'expiry' }, caller.log));
  return next;
}

export async function getBookingOf(ctx: CommerceContext, caller: Caller, bookingId: number) {
  await expireOverdue(ctx, caller);
  const booking = await findBooking(ctx.sql, caller.tenant.id, caller.user.id, bookingId, caller.lang);
  if (!booking) throw bookingNotFound();
  return booking;
}

export async function courseBookingOf(ctx: CommerceContext, caller: Caller, courseId: number) {
  const course = await findCourseForSale(ctx.sql, caller.tenant.id, courseId);
  if (!course) throw notFound('Course not found');
  await expireOverdue(ctx, caller);
  const [booking, paid] = await Promise.all([
    findCourseBooking(ctx.sql, caller.user.id, course.id, caller.lang),
    ownsCourse(ctx.sql, caller.user.id, course.id),
  ]);
  return { booking, paid };
}

/**
 * The caller's order history page as the envelope's JSON (§7 bookings/history), kept under the
 * user's 'orders' version (docs/decisions.md 24) until the next pending order's deadline, when
 * the clock alone would change it.
 */
export async function historyOf(ctx: CommerceContext, caller: Caller, filter: HistoryFilter) {
  const key = [
    caller.tenant.id,
    caller.user.id,
    caller.lang,
    filter.status,
    filter.name,
    filter.page,
    filter.limit,
  ];
  return ctx.answers.get(`orders:${JSON.stringify(key)}`, caller.versions?.orders ?? null, async () => {
    const freshUntil = await expireOverdue(ctx, caller);
    const { items, total } = await bookingHistory(
      ctx.sql,
      caller.tenant.id,
      caller.user.id,
      caller.lang,
      filter,
    );
    const text = JSON.stringify(paged(items, { page: filter.page, limit: filter.limit, total }));
    return { text, freshUntil };
  });
}

/**
 * Buys a course for the token's user (product §7; docs/product.md §14). The query's user_id and
 * email are the spec's payload: when sent they must be the caller's own. A free course is owned
 * at once; otherwise the order waits for payment until its deadline.
 */
export async function buy(
  ctx: CommerceContext,
  caller: Caller,
  input: { courseId: number; userId?: number | undefined; email?: string | undefined },
) {
  if (input.userId !== undefined && input.userId !== caller.user.id)
    throw forbidden('You can only buy for yourself');
  if (input.email !== undefined && input.email.toLowerCase() !== caller.user.email.toLowerCase())
    throw forbidden('You can only buy for yourself');
  await ctx.limiter.check([[limits.bookingUser, String(caller.user.id)]]);
  const course = await findCourseForSale(ctx.sql, caller.tenant.id, input.courseId);
  if (!course) throw notFound('Course not found');
  await expireOverdue(ctx, caller);
  if (await ownsCourse(ctx.sql, caller.user.id, course.id))
    throw conflict(ALREADY_PURCHASED_MESSAGE, 'already_purchased');
  const open = await openBookingStatus(ctx.sql, caller.user.id, course.id);
  if (open === 'paid') throw conflict(ALREADY_PURCHASED_MESSAGE, 'already_purchased');
  if (open === 'pending') throw conflict(ALREADY_ORDERED_MESSAGE, 'already_ordered');

  const currency = caller.tenant.currency;
  const taxRate = Number(caller.tenant.taxRate);
  const priceMinor = toMinor(course.price, currency);
  const totalMinor = toMinor(course.salePrice, currency);
  const bookingId = await ctx.sql.transaction(async (tx) => {
    const id = await insertBooking(tx, {
      tenantId: caller.tenant.id,
      userId: caller.user.id,
      courseId: course.id,
      orderPrefix: orderPrefix(caller.tenant.slug),
      currency,
      priceMinor,
      discountMinor: priceMinor - totalMinor,
      totalMinor,
      taxRate,
      taxMinor: taxIncluded(totalMinor, taxRate),
      expiresAt: new Date(Date.now() + ctx.orderExpiryMinutes * 60_000),
    });
    // Another buy of the same course by this user won the race.
    if (id === null) return null;
    if (totalMinor === 0)
      await changeStatus(
        tx,
        id,
        'paid',
        { actor: 'learner', ip: caller.ip, userAgent: caller.userAgent },
        caller.log,
      );
    return id;
  });
  if (bookingId === null) throw conflict(ALREADY_ORDERED_MESSAGE, 'already_ordered');
  return (await findBooking(ctx.sql, caller.tenant.id, caller.user.id, bookingId, caller.lang))!;
}

/** The learner cancels a pending order; its voucher goes back to the quota. */
export async function cancel(ctx: CommerceContext, caller: Caller, bookingId: number) {
  const booking = await getBookingOf(ctx, caller, bookingId);
  if (booking.status !== 'pending') throw conflict('Only a pending order can be cancelled', 'not_pending');
  await ctx.limiter.check([[limits.bookingUser, String(caller.user.id)]]);
  const change = await ctx.sql.transaction((tx) =>
    changeStatus(
      tx,
      bookingId,
      'cancelled',
      { actor: 'learner', ip: caller.ip, userAgent: caller.userAgent },
      caller.log,
    ),
  );
  if (!change) throw conflict('Only a pending order can be cancelled', 'not_pending');
  return getBookingOf(ctx, caller, bookingId);
}

import type { Voucher, VoucherStatus } from '@app/contract/commerce/schemas';
import { expandPrices } from '@app/contract/money';
import { conflict, HttpError, notFound } from '../../../lib/http-errors.ts';
import { changeStatus, getBookingOf } from '../bookings/service.ts';
import { findCourseForSale, lockBooking, releaseVoucher } from '../bookings/queries.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { limits } from '../limits.ts';
import type { SqlRunner } from '../../../db/client.ts';
import {
  holdVoucher,
  isAssigned,
  lockBookingById,
  lockVoucherByCode,
  pendingHolders,
  setVoucherOnBooking,
  userUses,
  voucherList,
} from './queries.ts';
import { discountOf, REFUSAL_MESSAGES, refusalOf, type VoucherRefusal } from './rules.ts';

/** 422 naming why the code was refused; `voucher` is the field (product §5: only 2xx is success). */
const refused = (reason: VoucherRefusal) =>
  new HttpError(422, REFUSAL_MESSAGES[reason], reason, { voucher: reason });

const notPending = () => conflict('This order is no longer waiting for payment', 'not_pending');

/**
 * Applies a voucher code to a pending order, in one transaction: the order and then the voucher
 * are locked, so fifty learners racing for a voucher's last use are decided one at a time and
 * exactly one gets it. A voucher already on the order is replaced (its use is freed). An order
 * brought to zero is paid at once.
 */
export async function applyVoucher(ctx: CommerceContext, caller: Caller, bookingId: number, code: string) {
  // Every try counts, accepted or not: codes cannot be guessed by trying.
  await ctx.limiter.check([[limits.voucherUser, String(caller.user.id)]]);
  const booking = await getBookingOf(ctx, caller, bookingId);
  if (booking.status !== 'pending') throw notPending();
  const course = await findCourseForSale(ctx.sql, caller.tenant.id, booking.course.id);
  if (!course) throw notFound('Course not found');
  const saleMinor = booking.price - booking.discount;
  const taxRate = booking.tax_rate;

  const free = await ctx.sql.transaction(async (tx) => {
    const locked = await lockBooking(tx, caller.tenant.id, caller.user.id, bookingId);
    if (!locked) throw notFound('Booking not found');
    if (locked.status !== 'pending') throw notPending();
    const voucher = await lockVoucherByCode(tx, caller.tenant.id, code, locked.voucher_id);
    if (!voucher) throw refused('voucher_unknown');
    if (locked.voucher_id === voucher.id) return false;
    const reason = refusalOf(voucher, {
      now: new Date(),
      course: { id: course.id, categoryId: course.categoryId },
      saleMinor,
      userUses: await userUses(tx, voucher.id, caller.user.id, bookingId),
      assigned: await isAssigned(tx, voucher.id, caller.user.id),
    });
    if (reason) throw refused(reason);
    await releaseVoucher(tx, bookingId);
    const discount = discountOf(voucher, saleMinor);
    await holdVoucher(tx, {
      voucherId: voucher.id,
      userId: caller.user.id,
      bookingId,
      discountMinor: discount,
      taxRate,
    });
    if (saleMinor - discount > 0) return false;
    await changeStatus(
      tx,
      bookingId,
      'paid',
      { actor: 'learner', ip: caller.ip, userAgent: caller.userAgent },
      caller.log,
    );
    return true;
  });
  if (free) caller.log.info({ booking_id: bookingId }, 'order paid in full by a voucher');
  return getBookingOf(ctx, caller, bookingId);
}

/** Takes the voucher off a pending order: the full price again, and the use back in the quota. */
export async function removeVoucher(ctx: CommerceContext, caller: Caller, bookingId: number) {
  // A change of the order like any other: applying and removing in a loop is bounded too.
  await ctx.limiter.check([[limits.bookingUser, String(caller.user.id)]]);
  const booking = await getBookingOf(ctx, caller, bookingId);
  if (booking.status !== 'pending') throw notPending();
  await ctx.sql.transaction(async (tx) => {
    const locked = await lockBooking(tx, caller.tenant.id, caller.user.id, bookingId);
    if (!locked) throw notFound('Booking not found');
    if (locked.status !== 'pending') throw notPending();
    if (locked.voucher_id === null) return;
    await releaseVoucher(tx, bookingId);
    await setVoucherOnBooking(tx, bookingId, null, 0, Number(locked.tax_rate));
  });
  return getBookingOf(ctx, caller, bookingId);
}

/**
 * Takes a voucher off every order still waiting for payment that holds it (an admin deactivated
 * it): the full price again, the use back in the quota, an open payment page cancelled. Each order
 * is changed in a transaction of its own that locks the order before the voucher, as the learner's
 * own calls do, so the two never wait for each other. Answers how many orders lost it.
 */
export async function releaseFromPendingOrders(sql: SqlRunner, voucherId: number) {
  let released = 0;
  for (const { id: bookingId } of await pendingHolders(sql, voucherId)) {
    released += await sql.transaction(async (tx) => {
      const booking = await lockBookingById(tx, bookingId);
      if (!booking || booking.status !== 'pending' || booking.voucher_id !== voucherId) return 0;
      await releaseVoucher(tx, bookingId);
      await setVoucherOnBooking(tx, bookingId, null, 0, Number(booking.tax_rate));
      return 1;
    });
  }
  return released;
}

export async function vouchersOf(
  ctx: CommerceContext,
  caller: Caller,
  f: { name?: string | undefined; status?: VoucherStatus | undefined; page: number; limit: number },
) {
  const rows = await voucherList(ctx.sql, caller.tenant.id, caller.user.id, caller.lang, f);
  const currency = caller.tenant.currency;
  const items: Voucher[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    // A company may write an amount as `{price:50}` (docs/tenant-folder.md): the one money format.
    name: expandPrices(r.name, currency, caller.lang),
    description: expandPrices(r.description, currency, caller.lang),
    kind: r.kind,
    percent: r.percent === null ? null : Number(r.percent),
    amount: r.amount_minor === null ? null : Number(r.amount_minor),
    max_discount: r.max_discount_minor === null ? null : Number(r.max_discount_minor),
    min_purchase: Number(r.min_purchase_minor),
    currency,
    starts_at: r.starts_at ? new Date(r.starts_at).toISOString() : null,
    ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    scope: r.scope,
    scope_name: r.scope_name,
    quota_left: r.quota === null ? null : Math.max(0, r.quota - r.used_count),
    uses_left: Math.max(0, r.per_user_limit - r.uses),
    status: r.status,
  }));
  return { items, total: rows[0]?.total ?? 0 };
}

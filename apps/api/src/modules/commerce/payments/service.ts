import {
  PAYMENT_GROUP_OF,
  type BookingStatus,
  type GatewayName,
  type PaymentMethod,
} from '@app/contract/commerce/schemas';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../../lib/http-errors.ts';
import type { Log } from '../../../lib/log.ts';
import { paymentNotifications } from '../../../lib/metrics.ts';
import { changeStatus, getBookingOf } from '../bookings/service.ts';
import { lockBooking } from '../bookings/queries.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { GatewayUnavailable, NotificationRejected, type IncomingNotification } from '../gateways/gateway.ts';
import { limits } from '../limits.ts';
import { sendReceiptMail } from '../receipts/service.ts';
import {
  insertPayment,
  lockPayment,
  recordNotification,
  setPaymentStarted,
  setPaymentStatus,
} from './queries.ts';

const notPending = () => conflict('This order is no longer waiting for payment', 'not_pending');

export function paymentMethodsOf(ctx: CommerceContext, caller: Caller) {
  const gateway = ctx.gatewayFor(caller.tenant);
  return {
    gateway: gateway.name,
    test_mode: gateway.testMode,
    methods: gateway.methods(caller.tenant.currency).map((id) => ({ id, group: PAYMENT_GROUP_OF[id] })),
  };
}

/**
 * Starts paying a pending order: a new attempt with its own gateway order id, then the gateway's
 * page. The attempt is written before the gateway is asked, so a notification can never arrive
 * for an attempt we do not know.
 */
export async function pay(ctx: CommerceContext, caller: Caller, bookingId: number, method: PaymentMethod) {
  await ctx.limiter.check([[limits.bookingUser, String(caller.user.id)]]);
  const booking = await getBookingOf(ctx, caller, bookingId);
  if (booking.status !== 'pending') throw notPending();
  const gateway = ctx.gatewayFor(caller.tenant);
  if (!gateway.methods(booking.currency).includes(method))
    throw badRequest('This way of paying is not offered here', {
      method: `Choose one of: ${gateway.methods(booking.currency).join(', ')}`,
    });

  const attempt = await ctx.sql.transaction(async (tx) => {
    const locked = await lockBooking(tx, caller.tenant.id, caller.user.id, bookingId);
    if (!locked || locked.status !== 'pending') throw notPending();
    return insertPayment(tx, {
      bookingId,
      orderNumber: booking.order_number,
      gateway: gateway.name,
      method,
      amountMinor: Number(locked.total_minor),
      currency: locked.currency,
    });
  });

  const origin = ctx.siteOrigin(caller.tenant);
  try {
    const started = await gateway.start({
      gatewayOrderId: attempt.gateway_order_id,
      orderNumber: booking.order_number,
      amountMinor: booking.total,
      currency: booking.currency,
      method,
      itemName: booking.course.title,
      customer: {
        name: caller.user.fullName,
        email: caller.user.email,
        phone: caller.user.phoneNumber ? `${caller.user.phoneCountryCode}${caller.user.phoneNumber}` : '',
      },
      returnUrl: `${origin}/payment?booking=${bookingId}`,
      notificationUrl: `${origin}/api/payments/notifications/${gateway.name}`,
      expiresAt: new Date(booking.expires_at),
    });
    await setPaymentStarted(ctx.sql, attempt.id, {
      redirectUrl: started.redirectUrl,
      reference: started.reference,
      checkoutKey: started.checkoutKey ?? null,
    });
    caller.log.info({ booking_id: bookingId, gateway: gateway.name, method }, 'payment started');
    return { booking: await getBookingOf(ctx, caller, bookingId), redirect_url: started.redirectUrl };
  } catch (error) {
    await setPaymentStatus(ctx.sql, attempt.id, 'pending', 'failed');
    if (error instanceof GatewayUnavailable) {
      caller.log.error(
        { booking_id: bookingId, gateway: gateway.name, err: { message: error.message } },
        'gateway did not open a payment',
      );
      throw new HttpError(
        502,
        'The payment provider is not answering. Please try again in a moment.',
        'gateway_unavailable',
      );
    }
    throw error;
  }
}

/** What a gateway's outcome does to an order; `pending` does nothing. */
const ORDER_STATUS: Record<string, BookingStatus | null> = {
  pending: null,
  paid: 'paid',
  failed: 'failed',
  expired: 'expired',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

/**
 * A gateway's notification (docs/product.md §14). Verified first (a forged signature changes
 * nothing: 401); then, under the order's lock, it must name an attempt we made (404) for the
 * attempt's exact amount and currency (409, logged). A replay finds the order already moved and
 * changes nothing, so five replays of a payment enrol the learner once. Every notification is
 * kept in payment_notifications with what it did.
 */
export async function notify(
  ctx: CommerceContext,
  gatewayName: GatewayName,
  tenant: Tenant | null,
  incoming: IncomingNotification,
  log: Log,
) {
  const count = (result: string) => paymentNotifications.inc({ gateway: gatewayName, result });
  const gateway = ctx.gatewayByName(gatewayName, tenant);
  if (!gateway) {
    count('invalid');
    throw notFound(`The ${gatewayName} gateway is not configured here`);
  }
  let verified;
  try {
    verified = await gateway.verify(incoming);
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    count(error.reason);
    await recordNotification(ctx.sql, {
      gateway: gatewayName,
      gatewayOrderId: null,
      bookingId: null,
      result: error.reason,
      payload: incoming.body,
    });
    log.warn({ gateway: gatewayName, reason: error.reason }, 'payment notification refused');
    if (error.reason === 'bad_signature') throw unauthorized(error.message, 'bad_signature');
    throw badRequest(error.message);
  }

  const outcome = await ctx.sql.transaction(async (tx) => {
    const payment = await lockPayment(tx, gatewayName, verified.gatewayOrderId);
    const record = (result: string) =>
      recordNotification(tx, {
        gateway: gatewayName,
        gatewayOrderId: verified.gatewayOrderId,
        bookingId: payment?.booking_id ?? null,
        result,
        payload: incoming.body,
      }).then(() => result);
    if (!payment) return { result: await record('unknown_order'), payment: null, change: null };
    const to = ORDER_STATUS[verified.status] ?? null;
    if (to === null) return { result: await record('ignored'), payment, change: null };
    if (verified.amountMinor !== Number(payment.amount_minor) || verified.currency !== payment.currency) {
      log.warn(
        {
          booking_id: payment.booking_id,
          expected: `${payment.amount_minor} ${payment.currency}`,
          got: `${verified.amountMinor} ${verified.currency}`,
        },
        'payment notification amount differs from the order: nothing changed',
      );
      return { result: await record('amount_mismatch'), payment, change: null };
    }
    // The attempt was replaced (a voucher changed the amount, or another attempt paid first):
    // money may have moved for it, which an operator must refund.
    if (payment.status === 'cancelled' && to === 'paid') {
      log.error(
        { booking_id: payment.booking_id, gateway_order_id: verified.gatewayOrderId },
        'a replaced payment attempt was paid: refund it',
      );
      return { result: await record('superseded'), payment, change: null };
    }
    const change = await changeStatus(
      tx,
      payment.booking_id,
      to,
      { actor: 'gateway', gateway: gatewayName, attempt: { id: payment.id, reference: verified.reference } },
      log,
    );
    return { result: await record(change ? 'applied' : 'duplicate'), payment, change };
  });
  count(outcome.result);
  if (outcome.result === 'unknown_order') throw notFound('No such order');
  if (outcome.result === 'amount_mismatch')
    throw conflict('The amount or currency differs from the order', 'amount_mismatch');
  if (outcome.change?.to === 'paid') await sendReceiptMail(ctx, outcome.change.id, log);
  const payment = outcome.payment!;
  return {
    order_number: payment.order_number,
    status: outcome.change?.to ?? payment.booking_status,
    changed: outcome.change !== null,
  };
}

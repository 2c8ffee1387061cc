import { PAYMENT_GROUP_OF, type GatewayName, type PaymentMethod } from '@app/contract/commerce/schemas';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../../lib/http-errors.ts';
import { isRetryableConflict } from '../../../lib/db-errors.ts';
import type { Log } from '../../../lib/log.ts';
import { paymentNotifications } from '../../../lib/metrics.ts';
import { getBookingOf } from '../bookings/service.ts';
import { lockBooking } from '../bookings/queries.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { GatewayUnavailable, NotificationRejected, type IncomingNotification } from '../gateways/gateway.ts';
import { limits } from '../limits.ts';
import { sendReceiptMail } from '../receipts/service.ts';
import { decideNotification, reportNeedsRefund } from './settle.ts';
import {
  insertPayment,
  listPayments,
  recordNotification,
  setPaymentStarted,
  setPaymentStatus,
} from './queries.ts';
import type { SqlRunner } from '../../../db/client.ts';

const notPending = () => conflict('This order is no longer waiting for payment', 'not_pending');
const orderExpired = () =>
  conflict('This order has passed its payment deadline: order the course again', 'order_expired');

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
 * for an attempt we do not know. Any pending order may start one, whatever became of the earlier
 * ones (declined, expired): only the order's own deadline ends it (docs/payments.md).
 */
export async function pay(ctx: CommerceContext, caller: Caller, bookingId: number, method: PaymentMethod) {
  await ctx.limiter.check([[limits.bookingUser, String(caller.user.id)]]);
  // Reading it expires it first when its deadline has passed.
  const booking = await getBookingOf(ctx, caller, bookingId);
  if (booking.status === 'expired') throw orderExpired();
  if (booking.status !== 'pending') throw notPending();
  const gateway = ctx.gatewayFor(caller.tenant);
  if (!gateway.methods(booking.currency).includes(method))
    throw badRequest(
      `This way of paying is not offered here: choose one of ${gateway.methods(booking.currency).join(', ')}`,
      {
        method: 'method_not_offered',
      },
    );

  const attempt = await ctx.sql.transaction(async (tx) => {
    const locked = await lockBooking(tx, caller.tenant.id, caller.user.id, bookingId);
    // Its deadline passed a moment ago, or the job expired it meanwhile.
    if (locked?.status === 'expired' || (locked?.status === 'pending' && locked.overdue))
      throw orderExpired();
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
    const status = await setPaymentStarted(ctx.sql, attempt.id, {
      redirectUrl: started.redirectUrl,
      reference: started.reference,
      checkoutKey: started.checkoutKey ?? null,
    });
    // The order was cancelled or expired while the gateway opened the page: the attempt is void.
    if (status !== 'pending') {
      const now = await getBookingOf(ctx, caller, bookingId);
      throw now.status === 'expired' ? orderExpired() : notPending();
    }
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

/**
 * A gateway's notification (docs/product.md §14, docs/payments.md). Verified first with the keys
 * of the tenant whose host it was posted to (a forged signature changes nothing: 401); then,
 * under the order's lock, it must name an attempt of that same tenant (404) for the attempt's
 * exact amount and currency (409, logged). What it does is decided in settle.ts: a replay changes
 * nothing, and money that arrives for an order we cannot honour is flagged to be refunded, never
 * dropped. Every notification is kept in payment_notifications with what it did.
 */
export async function notify(
  ctx: CommerceContext,
  gatewayName: GatewayName,
  tenant: Tenant | null,
  incoming: IncomingNotification,
  log: Log,
) {
  const count = (result: string) => paymentNotifications.inc({ gateway: gatewayName, result });
  // A host that is no company's has no orders: nothing it is told can be ours.
  const gateway = tenant && ctx.gatewayByName(gatewayName, tenant);
  if (!tenant || !gateway) {
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

  const decide = () =>
    ctx.sql.transaction(async (tx) => {
      const decided = await decideNotification(tx, tenant.id, gatewayName, verified, log);
      await recordNotification(tx, {
        gateway: gatewayName,
        gatewayOrderId: verified.gatewayOrderId,
        bookingId: decided.payment?.booking_id ?? null,
        result: decided.result,
        payload: incoming.body,
      });
      return decided;
    });
  // Reopening a closed order can meet a new order of the same course committed a moment before
  // (the one-open-order index): decided again, it finds that order and closes it.
  const outcome = await decide().catch((error: unknown) => {
    if (!isRetryableConflict(error)) throw error;
    return decide();
  });
  count(outcome.result);
  if (outcome.result === 'unknown_order') throw notFound('No such order');
  if (outcome.result === 'amount_mismatch')
    throw conflict('The amount or currency differs from the order', 'amount_mismatch');
  const payment = outcome.payment!;
  if (outcome.refundReason)
    await reportNeedsRefund(ctx, tenant, gatewayName, verified, payment, outcome.refundReason, log);
  if (outcome.change?.to === 'paid') await sendReceiptMail(ctx, outcome.change.id, log);
  return {
    order_number: payment.order_number,
    status: outcome.change?.to ?? payment.booking_status,
    changed: outcome.change !== null,
  };
}

/**
 * A company's payment attempts for its operator (`npm run tenant -- payments`), newest first:
 * the last `limit`, or every one whose money must be given back (docs/payments.md).
 */
export async function tenantPayments(
  sql: Pick<SqlRunner, 'query'>,
  tenantId: number,
  options: { needsRefund: boolean; limit: number },
) {
  return listPayments(sql, tenantId, options);
}

/**
 * What the studio's refunds (sales/refunds.ts) use of the payments: the gateways by name with the
 * deployment's keys, their refund call's errors, and the attempt marked refunded.
 */
export { GatewayUnavailable, RefundRefused, type PaymentGateway } from '../gateways/gateway.ts';
export { gatewayByName, gatewayConfigFromEnv } from '../gateways/select.ts';
export { markAttemptRefunded, sandboxKey } from './queries.ts';

import type { GatewayName } from '@app/contract/commerce/schemas';
import { formatMinor } from '@app/contract/money';
import type { SqlTransaction } from '../../../db/client.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Log } from '../../../lib/log.ts';
import { mailBrand, renderMail } from '../../../lib/mail/render.ts';
import { paymentsNeedingRefund } from '../../../lib/metrics.ts';
import {
  honourBlocker,
  honourClosedBooking,
  lockOtherPendingOrder,
  type TransitionResult,
} from '../bookings/queries.ts';
import { changeStatus } from '../bookings/service.ts';
import type { CommerceContext } from '../context.ts';
import type { GatewayStatus, VerifiedNotification } from '../gateways/gateway.ts';
import {
  endAttempt,
  flagNeedsRefund,
  lockPayment,
  markAttemptRefunded,
  type LockedPayment,
  type RefundReason,
} from './queries.ts';

/**
 * What a verified notification does (docs/payments.md "An order and its attempts", "Late and
 * double payments"):
 * - `applied`: the order moved (paid, refunded; expired when its own deadline had passed), or one
 *   attempt of a pending order ended (failed, expired, cancelled) and the order stays payable;
 * - `honoured`: money came for a replaced attempt or a closed order, and the learner gets the course;
 * - `needs_refund`: money came that no order can take (paid twice, course owned, order refunded,
 *   amount changed, voucher gone): kept as paid, flagged, logged, counted and mailed;
 * - `duplicate`: this attempt already has this outcome (a replay);
 * - `stale`: a non-payment outcome for an attempt that is no longer open;
 * - `ignored` (still pending), `amount_mismatch`, `unknown_order`: nothing changes.
 */
export type NotificationResult =
  | 'applied'
  | 'honoured'
  | 'needs_refund'
  | 'duplicate'
  | 'stale'
  | 'ignored'
  | 'amount_mismatch'
  | 'unknown_order';

export interface Decision {
  result: NotificationResult;
  /** The attempt it named; null only for `unknown_order`. */
  payment: LockedPayment | null;
  change: TransitionResult | null;
  refundReason: RefundReason | null;
}

type Done = (result: NotificationResult, change?: TransitionResult | null) => Decision;

/** What a gateway's outcome is about: the money (paid, refunded), one attempt, or nothing yet. */
const OUTCOME: Record<GatewayStatus, 'paid' | 'refunded' | 'attempt_ended' | null> = {
  pending: null,
  paid: 'paid',
  failed: 'attempt_ended',
  expired: 'attempt_ended',
  cancelled: 'attempt_ended',
  refunded: 'refunded',
};

/** Decides a verified notification inside `tx`, under the order's lock. */
export async function decideNotification(
  tx: SqlTransaction,
  tenantId: number,
  gateway: GatewayName,
  verified: VerifiedNotification,
  log: Log,
): Promise<Decision> {
  const payment = await lockPayment(tx, tenantId, gateway, verified.gatewayOrderId);
  if (!payment) return { result: 'unknown_order', payment: null, change: null, refundReason: null };
  const done: Done = (result, change = null) => ({ result, payment, change, refundReason: null });
  const to = OUTCOME[verified.status] ?? null;
  if (to === null) return done('ignored');
  if (verified.amountMinor !== Number(payment.amount_minor) || verified.currency !== payment.currency) {
    log.warn(
      {
        booking_id: payment.booking_id,
        expected: `${payment.amount_minor} ${payment.currency}`,
        got: `${verified.amountMinor ?? 'not a whole amount'} ${verified.currency}`,
      },
      'payment notification amount differs from the order: nothing changed',
    );
    return done('amount_mismatch');
  }
  const attempt = { id: payment.id, reference: verified.reference };
  const by = { actor: 'gateway' as const, gateway, attempt };

  if (to === 'refunded') {
    if (payment.status === 'refunded') return done('duplicate');
    if (payment.status !== 'paid') return done('stale');
    // Money given back for a payment we had flagged: the order it never paid is left alone.
    if (payment.needs_refund_at !== null || payment.booking_status !== 'paid') {
      await markAttemptRefunded(tx, payment.id);
      return done('applied');
    }
    return done('applied', await changeStatus(tx, payment.booking_id, 'refunded', by, log, true));
  }

  if (to === 'attempt_ended')
    return endAttemptOf(tx, payment, verified.status as AttemptEnd, attempt.reference, log, done);

  return settlePayment(tx, payment, attempt, gateway, log, done);
}

type AttemptEnd = 'failed' | 'expired' | 'cancelled';

/**
 * A declined, expired or cancelled payment ends that attempt only (docs/payments.md "An order and
 * its attempts"): its order stays pending, payable again by any method, until its own deadline.
 * If that deadline has passed (the expiry job has not reached the order yet) the order expires now.
 */
async function endAttemptOf(
  tx: SqlTransaction,
  payment: LockedPayment,
  outcome: AttemptEnd,
  reference: string | null,
  log: Log,
  done: Done,
): Promise<Decision> {
  if (payment.status === outcome) return done('duplicate');
  // Paid, refunded, replaced by another outcome, or voided with its closed order.
  if (payment.status !== 'pending' || payment.booking_status !== 'pending') return done('stale');
  await endAttempt(tx, payment, outcome, reference);
  log.info(
    { booking_id: payment.booking_id, attempt: payment.gateway_order_id, outcome },
    'payment attempt ended',
  );
  const change = payment.overdue
    ? await changeStatus(tx, payment.booking_id, 'expired', { actor: 'expiry' }, log, true)
    : null;
  return done('applied', change);
}

/** Money arrived for `payment`: the order takes it, or it is flagged to be given back. */
async function settlePayment(
  tx: SqlTransaction,
  payment: LockedPayment,
  attempt: { id: number; reference: string | null },
  gateway: GatewayName,
  log: Log,
  done: Done,
): Promise<Decision> {
  // This attempt's money is already counted (paid, flagged, or paid and then given back).
  if (payment.status === 'paid' || payment.status === 'refunded') return done('duplicate');
  const needsRefund = async (reason: RefundReason): Promise<Decision> => {
    await flagNeedsRefund(tx, payment.id, reason, attempt.reference);
    return { ...done('needs_refund'), refundReason: reason };
  };
  const by = { actor: 'gateway' as const, gateway, attempt };
  switch (payment.booking_status) {
    case 'pending': {
      // A page opened before a voucher changed the total was paid at the old amount.
      if (Number(payment.amount_minor) !== Number(payment.total_minor)) return needsRefund('amount_changed');
      const change = await changeStatus(tx, payment.booking_id, 'paid', by, log, true);
      return done(payment.status === 'pending' ? 'applied' : 'honoured', change);
    }
    case 'paid':
      return needsRefund('paid_twice');
    case 'refunded':
      return needsRefund('order_refunded');
    default: {
      const order = {
        bookingId: payment.booking_id,
        userId: payment.user_id,
        courseId: payment.course_id,
        voucherId: payment.voucher_id,
      };
      const blocker = await honourBlocker(tx, order);
      if (blocker) return needsRefund(blocker);
      // The learner ordered the course again meanwhile: the order they paid for wins.
      const other = await lockOtherPendingOrder(tx, order);
      if (other !== null)
        await changeStatus(tx, other, 'cancelled', { actor: 'gateway', gateway }, log, true);
      const change = await honourClosedBooking(
        tx,
        payment.booking_id,
        payment.booking_status,
        attempt,
        gateway,
      );
      log.info({ booking_id: payment.booking_id, from: payment.booking_status }, 'late payment honoured');
      return done('honoured', change);
    }
  }
}

/**
 * Money we hold and must give back: an error in the log, a count on /metrics, and a mail to the
 * company's support address. Operators list them with `npm run tenant -- payments <slug>
 * --needs-refund`.
 */
export async function reportNeedsRefund(
  ctx: CommerceContext,
  tenant: Tenant,
  gateway: GatewayName,
  verified: VerifiedNotification,
  payment: LockedPayment,
  reason: RefundReason,
  log: Log,
) {
  // The one money format, in the mail's language (English); the exact minor units for the gateway.
  const amount = `${formatMinor(Number(payment.amount_minor), payment.currency, 'en')} (${payment.amount_minor} in minor units)`;
  paymentsNeedingRefund.inc({ gateway, reason });
  log.error(
    {
      booking_id: payment.booking_id,
      order_number: payment.order_number,
      gateway,
      gateway_order_id: verified.gatewayOrderId,
      reason,
    },
    'a payment arrived that no order can take: refund it',
  );
  // The company's brand like every mail, in English: it names gateway ids and an operator's command.
  const mail = renderMail('refund_needed', {
    lang: 'en',
    brand: mailBrand(tenant, ctx.siteOrigin(tenant)),
    data: {
      orderNumber: payment.order_number,
      reason: REASON_TEXT[reason],
      gateway,
      gatewayOrderId: verified.gatewayOrderId,
      reference: verified.reference,
      amount,
    },
  });
  await ctx.messenger.send({ tenantId: tenant.id, channel: 'email', to: tenant.supportEmail, ...mail }, log);
}

const REASON_TEXT: Record<RefundReason, string> = {
  paid_twice: 'the order had already been paid through another payment.',
  course_owned: 'the learner already owns the course through another order.',
  order_refunded: 'the order had been refunded.',
  amount_changed: 'the payment was for an earlier amount of the order (a voucher changed it).',
  voucher_used_up: "the order's voucher has since been used up, so the order could not be reopened.",
};

import type { GatewayName } from '@app/contract/commerce/schemas';
import type { RefundOrderBody, RefundPaymentBody, SalesRefund } from '@app/contract/sales/schemas';
import type { Tenant } from '../../db/schema/index.ts';
import { recordAudit, type AuditEvent } from '../../lib/audit.ts';
import type { SignedInCaller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { Log } from '../../lib/log.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { PdfRenderer } from '../../lib/pdf-pool.ts';
import { changeStatus } from '../commerce/bookings/service.ts';
import {
  GatewayUnavailable,
  markAttemptRefunded,
  RefundRefused,
  type PaymentGateway,
} from '../commerce/payments/service.ts';
import { creditNoteMail, creditNoteOf, type CreditOf } from '../commerce/receipts/service.ts';
import * as r from './refund-queries.ts';
import type { SalesContext } from './service.ts';

/**
 * Refunds in the studio (docs/product.md "The studio": refunds, docs/decisions.md 50). An admin
 * gives back a paid order's money, whole or part, through the gateway it was paid with; a payment
 * flagged to give back (paid twice, course owned…) is given back whole. Each refund is a row
 * written before the gateway is asked, under the order's lock, keyed by the studio's refund key:
 * a second request with the key answers the first refund, and two refunds at once never give
 * back more than was paid.
 */
export interface RefundContext extends SalesContext {
  gatewayByName(name: GatewayName, tenant: Tenant): PaymentGateway | null;
  messenger: Messenger;
  pdf: PdfRenderer;
  siteOrigin(tenant: Pick<Tenant, 'primaryHost'>): string;
}

const adminOnly = (caller: SignedInCaller) => {
  if (caller.user.role !== 'admin') throw forbidden('Only an admin of the company gives money back');
};

const answerOf = (row: r.RefundRow, orderStatus: SalesRefund['order_status']): SalesRefund => ({
  id: row.id,
  booking_id: row.booking_id,
  kind: row.kind,
  amount_minor: Number(row.amount_minor),
  currency: row.currency,
  status: row.status,
  order_status: orderStatus,
  gateway_reference: row.gateway_reference,
  created_at: new Date(row.created_at).toISOString(),
});

async function orderStatusOf(ctx: RefundContext, bookingId: number) {
  const [row] = await ctx.sql.query<{ status: SalesRefund['order_status'] }>(
    'SELECT status FROM bookings WHERE id = $1',
    [bookingId],
  );
  return row!.status;
}

/** A refund asked again with its key: what the first one did (a refusal is answered again). */
async function repeated(ctx: RefundContext, row: r.RefundRow, bookingId: number | null) {
  if (bookingId !== null && row.booking_id !== bookingId)
    throw badRequest('This refund key belongs to another order', { refund_key: 'invalid' });
  if (row.status === 'failed')
    throw conflict(`The payment provider refused the refund: ${row.failure ?? ''}`, 'refund_refused');
  return answerOf(row, await orderStatusOf(ctx, row.booking_id));
}

/** Asks the gateway; the refund row is succeeded or failed after, and a failure answers its error. */
async function askGateway(
  ctx: RefundContext,
  caller: SignedInCaller,
  row: r.RefundRow,
  attempt: { gateway: GatewayName; gatewayOrderId: string; reference: string | null },
  reason: string,
) {
  const gateway = ctx.gatewayByName(attempt.gateway, caller.tenant);
  try {
    if (!gateway) throw new GatewayUnavailable(`The ${attempt.gateway} gateway has no keys here any more`);
    const done = await gateway.refund({
      gatewayOrderId: attempt.gatewayOrderId,
      reference: attempt.reference,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      refundKey: row.refund_key,
      reason,
    });
    return done.reference;
  } catch (error) {
    if (!(error instanceof RefundRefused || error instanceof GatewayUnavailable)) throw error;
    await r.finishRefund(ctx.sql, row.id, { status: 'failed', failure: error.message });
    await audit(ctx, caller, 'studio_refund_failed', row, { failure: error.message });
    caller.log.warn(
      { booking_id: row.booking_id, refund_id: row.id, err: { message: error.message } },
      'refund not made',
    );
    if (error instanceof RefundRefused) throw conflict(error.message, 'refund_refused');
    throw new HttpError(
      502,
      'The payment provider is not answering. Nothing was refunded: try again in a moment.',
      'gateway_unavailable',
    );
  }
}

function audit(
  ctx: RefundContext,
  caller: SignedInCaller,
  event: AuditEvent,
  row: r.RefundRow,
  extra: Record<string, string | number | boolean | null> = {},
) {
  return recordAudit(
    ctx.sql,
    {
      tenantId: caller.tenant.id,
      userId: caller.user.id,
      event,
      ip: caller.ip,
      userAgent: caller.userAgent,
      detail: {
        booking_id: row.booking_id,
        refund_id: row.id,
        amount_minor: Number(row.amount_minor),
        currency: row.currency,
        by: 'admin',
        ...extra,
      },
    },
    caller.log,
  );
}

/**
 * Refunds a paid order: all that is left, or `amount_minor` of it. When its refunds reach its
 * total the order becomes refunded by the path a gateway's refund notification takes
 * (changeStatus: the enrolment ends, its progress rows stay), its certificate is revoked and,
 * if asked, its voucher use goes back. The learner is mailed in their language.
 */
export async function refundOrder(
  ctx: RefundContext,
  caller: SignedInCaller,
  bookingId: number,
  body: RefundOrderBody,
): Promise<SalesRefund> {
  adminOnly(caller);
  const tenantId = caller.tenant.id;
  const earlier = await r.refundByKey(ctx.sql, tenantId, body.refund_key);
  if (earlier) return repeated(ctx, earlier, bookingId);

  const attempt = await r.paidAttempt(ctx.sql, bookingId);
  const reserved = await ctx.sql.transaction(async (tx) => {
    const order = await r.lockOrderForRefund(tx, tenantId, bookingId);
    if (!order) throw notFound('No such order in your sales');
    const rest = order.total - order.givenBack;
    if (order.status !== 'paid' || rest <= 0)
      throw conflict('Only a paid order with money left to give back can be refunded', 'not_refundable');
    const amount = body.amount_minor ?? rest;
    if (amount > rest)
      throw badRequest(`At most ${rest} is left to refund`, { amount_minor: 'above_refundable' });
    // The tax goes back in proportion; the last refund takes what is left of it, so they add up.
    const tax =
      amount === rest ? order.tax - order.taxGivenBack : Math.round((order.tax * amount) / order.total);
    const row = await r.insertRefund(tx, {
      tenantId,
      bookingId,
      paymentId: attempt?.id ?? null,
      kind: 'order',
      amount,
      tax,
      currency: order.currency,
      reason: body.reason,
      key: body.refund_key,
      gateway: attempt?.gateway ?? order.gateway ?? 'sandbox',
      returnVoucher: body.return_voucher,
      actor: caller.user.id,
    });
    return { row, order };
  });
  // The same key a moment ago (a double click): that refund is the answer.
  if (!reserved.row)
    return repeated(ctx, (await r.refundByKey(ctx.sql, tenantId, body.refund_key))!, bookingId);
  const row = reserved.row;

  const reference = await askGateway(
    ctx,
    caller,
    row,
    {
      gateway: attempt?.gateway ?? reserved.order.gateway ?? 'sandbox',
      gatewayOrderId: attempt?.gateway_order_id ?? reserved.order.order_number,
      reference: attempt?.reference ?? null,
    },
    body.reason,
  );

  const ended = await ctx.sql.transaction(async (tx) => {
    const order = await r.lockOrderForRefund(tx, tenantId, bookingId);
    await r.finishRefund(tx, row.id, { status: 'succeeded', reference });
    const whole = order !== null && order.succeeded + Number(row.amount_minor) >= order.total;
    if (!order || !whole || order.status !== 'paid') return false;
    const change = await changeStatus(
      tx,
      bookingId,
      'refunded',
      {
        actor: 'admin',
        ip: caller.ip,
        userAgent: caller.userAgent,
        attempt: attempt ? { id: attempt.id, reference: null } : undefined,
      },
      caller.log,
      true,
    );
    if (!change) return false;
    await r.revokeCertificate(tx, order.user_id, order.course_id);
    if (body.return_voucher) await r.returnVoucherUse(tx, bookingId);
    return true;
  });
  const done = { ...row, status: 'succeeded' as const, gateway_reference: reference };
  await audit(ctx, caller, 'studio_order_refunded', done, {
    partial: !ended,
    reason: body.reason,
    return_voucher: ended && body.return_voucher,
  });
  caller.log.info({ booking_id: bookingId, refund_id: row.id, whole: ended }, 'order refunded');
  await sendRefundMail(ctx, done, ended, caller.log);
  return answerOf(done, ended ? 'refunded' : await orderStatusOf(ctx, bookingId));
}

/**
 * Gives back a payment flagged to refund (settle.ts: paid twice, course owned, order refunded,
 * amount changed, voucher gone). Its order never took that money, so the order and the sales
 * figures stay as they are; the attempt becomes refunded and leaves the list.
 */
export async function refundPayment(
  ctx: RefundContext,
  caller: SignedInCaller,
  paymentId: number,
  body: RefundPaymentBody,
): Promise<SalesRefund> {
  adminOnly(caller);
  const tenantId = caller.tenant.id;
  const earlier = await r.refundByKey(ctx.sql, tenantId, body.refund_key);
  if (earlier) return repeated(ctx, earlier, null);
  const reserved = await ctx.sql.transaction(async (tx) => {
    const payment = await r.lockFlaggedPayment(tx, tenantId, paymentId);
    if (!payment) throw notFound('No such payment in your sales');
    if (payment.needs_refund_at === null || payment.status !== 'paid')
      throw conflict('This payment is not one to give back', 'not_refundable');
    const [open] = await tx.query(
      `SELECT 1 FROM refunds WHERE payment_id = $1 AND kind = 'payment' AND status <> 'failed'`,
      [paymentId],
    );
    if (open) throw conflict('This payment is already being given back', 'not_refundable');
    const row = await r.insertRefund(tx, {
      tenantId,
      bookingId: payment.booking_id,
      paymentId,
      kind: 'payment',
      amount: Number(payment.amount_minor),
      tax: 0,
      currency: payment.currency,
      reason: null,
      key: body.refund_key,
      gateway: payment.gateway,
      returnVoucher: false,
      actor: caller.user.id,
    });
    return { row, payment };
  });
  if (!reserved.row) return repeated(ctx, (await r.refundByKey(ctx.sql, tenantId, body.refund_key))!, null);
  const { row, payment } = reserved;
  const reference = await askGateway(
    ctx,
    caller,
    row,
    { gateway: payment.gateway, gatewayOrderId: payment.gateway_order_id, reference: payment.reference },
    'Payment not needed by the order',
  );
  await ctx.sql.transaction(async (tx) => {
    await r.finishRefund(tx, row.id, { status: 'succeeded', reference });
    await markAttemptRefunded(tx, paymentId);
  });
  const done = { ...row, status: 'succeeded' as const, gateway_reference: reference };
  await audit(ctx, caller, 'studio_payment_refunded', done, { payment_id: paymentId });
  await sendRefundMail(ctx, done, false, caller.log);
  return answerOf(done, await orderStatusOf(ctx, row.booking_id));
}

export async function listPaymentsToRefund(ctx: RefundContext, caller: SignedInCaller) {
  adminOnly(caller);
  const rows = await r.paymentsToRefund(ctx.sql, caller.tenant.id);
  return {
    items: rows.map((p) => ({
      payment_id: p.payment_id,
      booking_id: p.booking_id,
      order_number: p.order_number,
      learner: { full_name: p.full_name, email: p.email },
      gateway: p.gateway,
      method: p.method,
      amount_minor: Number(p.amount_minor),
      currency: p.currency,
      reason: p.reason,
      flagged_at: new Date(p.flagged_at).toISOString(),
    })),
  };
}

const creditOf = (refund: r.RefundRow): CreditOf => ({
  bookingId: refund.booking_id,
  amountMinor: Number(refund.amount_minor),
  taxMinor: Number(refund.tax_minor),
  currency: refund.currency,
  at: new Date(refund.created_at),
  reason: refund.kind === 'order' ? refund.reason : null,
  reference: refund.gateway_reference,
});

/** The credit note PDF of a refund of the company (admins only). */
export async function creditNotePdf(ctx: RefundContext, caller: SignedInCaller, refundId: number) {
  adminOnly(caller);
  const [refund] = await ctx.sql.query<r.RefundRow>(
    `SELECT * FROM refunds WHERE id = $1 AND tenant_id = $2 AND status = 'succeeded'`,
    [refundId, caller.tenant.id],
  );
  if (!refund) throw notFound('No such refund');
  const note = await creditNoteOf(ctx.sql, ctx.siteOrigin, creditOf(refund), caller.lang);
  if (!note) throw notFound('No such refund');
  const pdf = await ctx.pdf.render('receipt', note.receipt, String(caller.user.id));
  return { pdf, filename: `credit-note-${note.row.order_number}-${refund.id}.pdf` };
}

/** The learner's mail of a refund, in their language: the credit note's rows. Never throws. */
async function sendRefundMail(ctx: RefundContext, refund: r.RefundRow, ended: boolean, log: Log) {
  try {
    const made = await creditNoteMail(ctx.sql, ctx.siteOrigin, creditOf(refund), ended);
    if (made)
      await ctx.messenger.send({ tenantId: made.tenantId, channel: 'email', to: made.to, ...made.mail }, log);
  } catch (error) {
    log.error({ refund_id: refund.id, err: { message: (error as Error).message } }, 'refund mail not sent');
  }
}

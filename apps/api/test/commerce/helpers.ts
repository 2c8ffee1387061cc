import type { Booking } from '@app/contract/commerce/schemas';
import { midtransSignature } from '../../src/modules/commerce/gateways/midtrans-notification.ts';
import { HOST_A, type TestContext } from '../helper.ts';

export { courseByTitle, createLearner } from '../catalog/helpers.ts';

/** Headers of a token-client call (product §6) from a tenant's host. */
export const bearer = (token: string, host = HOST_A) => ({ host, authorization: `Bearer ${token}` });

export async function buy(ctx: TestContext, token: string, courseId: number, host = HOST_A, extra = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/bookings?course_id=${courseId}${extra.includes('lang=') ? '' : '&lang=en'}${extra}`,
    headers: bearer(token, host),
  });
}

/** Buys and expects a pending (or, for a free course, paid) booking. */
export async function order(
  ctx: TestContext,
  token: string,
  courseId: number,
  host = HOST_A,
): Promise<Booking> {
  const res = await buy(ctx, token, courseId, host);
  if (res.statusCode !== 200) throw new Error(`buy answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: Booking }).data;
}

export async function applyVoucher(
  ctx: TestContext,
  token: string,
  bookingId: number,
  voucher: string,
  host = HOST_A,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings/apply_voucher',
    headers: bearer(token, host),
    payload: { id: bookingId, voucher },
  });
}

export async function getBooking(
  ctx: TestContext,
  token: string,
  id: number,
  host = HOST_A,
): Promise<Booking> {
  const res = await ctx.app.inject({ url: `/api/v1/bookings/${id}?lang=en`, headers: bearer(token, host) });
  if (res.statusCode !== 200) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: Booking }).data;
}

/** Starts paying with a method; answers the gateway page and the gateway order id of the attempt. */
export async function startPayment(
  ctx: TestContext,
  token: string,
  id: number,
  method = 'qris',
  host = HOST_A,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/pay`,
    headers: bearer(token, host),
    payload: { method },
  });
  if (res.statusCode !== 200) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
  const { redirect_url } = (res.json() as { data: { redirect_url: string } }).data;
  const [attempt] = await ctx.database.sql.query<{ gateway_order_id: string; amount_minor: string }>(
    'SELECT gateway_order_id, amount_minor FROM payments WHERE booking_id = $1 ORDER BY id DESC LIMIT 1',
    [id],
  );
  return {
    redirectUrl: redirect_url,
    gatewayOrderId: attempt!.gateway_order_id,
    amount: Number(attempt!.amount_minor),
  };
}

export async function sandboxKey(ctx: TestContext) {
  const [row] = await ctx.database.sql.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'payment_sandbox_key'`,
  );
  return row!.value;
}

/** A notification in Midtrans's shape, signed with `key` (the sandbox's, unless forging). */
export function midtransNotification(
  key: string,
  n: { orderId: string; gross: string; status?: string; statusCode?: string; currency?: string },
) {
  const statusCode = n.statusCode ?? '200';
  return {
    transaction_status: n.status ?? 'settlement',
    status_code: statusCode,
    order_id: n.orderId,
    gross_amount: n.gross,
    currency: n.currency ?? 'IDR',
    transaction_id: `test-${n.orderId}`,
    payment_type: 'qris',
    fraud_status: 'accept',
    signature_key: midtransSignature(n.orderId, statusCode, n.gross, key),
  };
}

/** Posts a notification to the sandbox's endpoint on a tenant's host (the order's own, unless testing). */
export async function notifySandbox(ctx: TestContext, body: unknown, host = HOST_A) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/notifications/sandbox',
    headers: { host },
    payload: body as object,
  });
}

export async function enrolments(ctx: TestContext, userId: number, courseId: number) {
  const [row] = await ctx.database.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  );
  return row!.n;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTenantPayments } from '../../src/cli/tenant/operations.ts';
import { outboxFor } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  applyVoucher,
  bearer,
  courseByTitle,
  createLearner,
  enrolments,
  getBooking,
  midtransNotification,
  notifySandbox,
  order,
  sandboxKey,
  startPayment,
} from './helpers.ts';

/**
 * No money is kept silently (docs/payments.md "Late and double payments"): closing an order
 * voids its open attempts in the same transaction; a payment that arrives for a closed order gives
 * the learner the course when the order can still be honoured, and is otherwise kept as a payment
 * to refund (logged, counted, mailed to the company, listed for the operator); amounts compare
 * exactly, in minor units.
 */

let ctx: TestContext;
let key: string;
let python: number;
let excel: number;
beforeAll(async () => {
  ctx = await createTestApp();
  key = await sandboxKey(ctx);
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
  excel = (await courseByTitle(ctx, 'Excel PivotTables and Dashboards')).id;
}, 180_000);
afterAll(() => ctx.close());

const rows = <T>(text: string, params: unknown[]) => ctx.database.sql.query<T>(text, params);
const attempts = (bookingId: number) =>
  rows<{ gateway_order_id: string; status: string; needs_refund_reason: string | null }>(
    'SELECT gateway_order_id, status, needs_refund_reason FROM payments WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
const lastResult = async (gatewayOrderId: string) =>
  (
    await rows<{ result: string }>(
      'SELECT result FROM payment_notifications WHERE gateway_order_id = $1 ORDER BY id DESC LIMIT 1',
      [gatewayOrderId],
    )
  )[0]?.result;
const settle = (gatewayOrderId: string, gross: string, status = 'settlement', host = HOST_A) =>
  notifySandbox(ctx, midtransNotification(key, { orderId: gatewayOrderId, gross, status }), host);
/** Puts an order past its deadline; the next read of the learner's orders expires it. */
async function expire(token: string, bookingId: number) {
  await rows(`UPDATE bookings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [bookingId]);
  expect((await getBooking(ctx, token, bookingId)).status).toBe('expired');
}
const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const metric = async (name: string) =>
  (await ctx.app.inject({ url: '/metrics' })).body.split('\n').filter((l) => l.startsWith(name));

describe('closing an order voids its payment attempts', () => {
  it('5 pays and 5 cancels at once, 20 rounds: a cancelled order never keeps an open attempt', async () => {
    for (let round = 0; round < 20; round++) {
      const learner = await createLearner(ctx);
      const booking = await order(ctx, learner.token, python);
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? post(`/api/v1/bookings/${booking.id}/pay`, learner.token, { method: 'qris' })
          : post(`/api/v1/bookings/${booking.id}/cancel`, learner.token),
      );
      const answers = await Promise.all(calls);
      for (const a of answers) expect([200, 409, 429], a.body).toContain(a.statusCode);
      const status = (await getBooking(ctx, learner.token, booking.id)).status;
      const open = (await attempts(booking.id)).filter((a) => a.status === 'pending');
      if (status !== 'pending') expect(open, `round ${round}: ${status}`).toEqual([]);
    }
  });

  it("a voided attempt's checkout page says it can no longer be paid, and paying it there does nothing", async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { redirectUrl } = await startPayment(ctx, learner.token, booking.id, 'qris');
    expect((await post(`/api/v1/bookings/${booking.id}/cancel`, learner.token)).statusCode).toBe(200);
    const path = new URL(redirectUrl).pathname;
    const page = await ctx.app.inject({ url: path, headers: { host: HOST_A, cookie: 'locale=en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('can no longer be made');
    expect(page.body).not.toContain('Simulate successful payment');
    const pay = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: HOST_A,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      payload: 'action=success',
    });
    expect(pay.statusCode).toBe(409);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('cancelled');
    expect(await enrolments(ctx, learner.id, python)).toBe(0);
  });
});

describe('a payment for a closed order', () => {
  it('of an expired order the learner can still take: honoured, with a receipt', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'bca_va');
    await expire(learner.token, booking.id);
    expect((await attempts(booking.id)).map((a) => a.status)).toEqual(['expired']);

    const late = await settle(gatewayOrderId, '249000.00');
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'paid', changed: true });
    expect(await lastResult(gatewayOrderId)).toBe('honoured');
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    expect((await outboxFor(ctx, learner.email)).some((m) => m.subject.includes(booking.order_number))).toBe(
      true,
    );
    // Its replay is a replay.
    await settle(gatewayOrderId, '249000.00');
    expect(await lastResult(gatewayOrderId)).toBe('duplicate');
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
  });

  it('of a cancelled order whose course was ordered again: honoured, and the newer order is closed', async () => {
    const learner = await createLearner(ctx);
    const first = await order(ctx, learner.token, python);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, first.id, 'qris');
    await post(`/api/v1/bookings/${first.id}/cancel`, learner.token);
    const second = await order(ctx, learner.token, python);
    const secondAttempt = await startPayment(ctx, learner.token, second.id, 'qris');

    await settle(gatewayOrderId, '249000.00');
    expect(await lastResult(gatewayOrderId)).toBe('honoured');
    expect((await getBooking(ctx, learner.token, first.id)).status).toBe('paid');
    expect((await getBooking(ctx, learner.token, second.id)).status).toBe('cancelled');
    expect((await attempts(second.id)).map((a) => a.status)).toEqual(['cancelled']);
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    // Paying the newer order's page after all is money to give back, not a second course.
    await settle(secondAttempt.gatewayOrderId, '249000.00');
    expect(await lastResult(secondAttempt.gatewayOrderId)).toBe('needs_refund');
    expect((await attempts(second.id))[0]).toMatchObject({
      status: 'paid',
      needs_refund_reason: 'course_owned',
    });
  });

  it('paid twice: the second payment is flagged, mailed to the company, counted and listed until refunded', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, excel);
    const qris = await startPayment(ctx, learner.token, booking.id, 'qris');
    const va = await startPayment(ctx, learner.token, booking.id, 'bni_va');
    const gross = qris.amount.toFixed(2);
    await settle(qris.gatewayOrderId, gross);
    expect(await lastResult(qris.gatewayOrderId)).toBe('applied');

    const second = await settle(va.gatewayOrderId, gross);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'paid', changed: false });
    expect(await lastResult(va.gatewayOrderId)).toBe('needs_refund');
    expect((await attempts(booking.id)).map((a) => [a.status, a.needs_refund_reason])).toEqual([
      ['paid', null],
      ['paid', 'paid_twice'],
    ]);
    expect(await enrolments(ctx, learner.id, excel)).toBe(1);
    expect(await metric('payments_needing_refund_total{gateway="sandbox",reason="paid_twice"}')).toEqual([
      expect.stringMatching(/ [1-9]\d*$/),
    ]);
    const [support] = await rows<{ email: string }>(
      'SELECT support_email AS email FROM tenants WHERE id = (SELECT tenant_id FROM tenant_domains WHERE host = $1)',
      [HOST_A],
    );
    const mails = await outboxFor(ctx, support!.email);
    expect(mails.find((m) => m.subject.includes(booking.order_number))?.text).toContain(va.gatewayOrderId);
    const listed = await listTenantPayments(ctx.database, 'cendekia', true);
    expect(listed.map((p) => p.gateway_order_id)).toContain(va.gatewayOrderId);
    // Tenant B's operator does not see A's payments.
    const acme = await listTenantPayments(ctx.database, 'acme', true);
    expect(acme.map((p) => p.gateway_order_id)).not.toContain(va.gatewayOrderId);

    // The company refunds it through the gateway: the order it never paid is left as it was.
    await settle(va.gatewayOrderId, gross, 'refund');
    expect((await attempts(booking.id)).map((a) => a.status)).toEqual(['paid', 'refunded']);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
    expect(await enrolments(ctx, learner.id, excel)).toBe(1);
    const still = await listTenantPayments(ctx.database, 'cendekia', true);
    expect(still.map((p) => p.gateway_order_id)).not.toContain(va.gatewayOrderId);
  });

  it("whose voucher's last use went to someone else: flagged for a refund, the learner gets nothing", async () => {
    await rows(
      `INSERT INTO vouchers (tenant_id, code, name, kind, percent, quota)
       SELECT tenant_id, 'LASTONE', '{"en": "Last one"}', 'percent', 10, 1 FROM tenant_domains WHERE host = $1`,
      [HOST_A],
    );
    const first = await createLearner(ctx);
    const booking = await order(ctx, first.token, python);
    expect((await applyVoucher(ctx, first.token, booking.id, 'LASTONE')).statusCode).toBe(200);
    const { gatewayOrderId, amount } = await startPayment(ctx, first.token, booking.id, 'qris');
    await expire(first.token, booking.id);
    // The use the expiry freed goes to another learner.
    const other = await createLearner(ctx);
    const theirs = await order(ctx, other.token, python);
    expect((await applyVoucher(ctx, other.token, theirs.id, 'LASTONE')).statusCode).toBe(200);

    await settle(gatewayOrderId, amount.toFixed(2));
    expect(await lastResult(gatewayOrderId)).toBe('needs_refund');
    expect((await attempts(booking.id))[0]).toMatchObject({
      status: 'paid',
      needs_refund_reason: 'voucher_used_up',
    });
    expect((await getBooking(ctx, first.token, booking.id)).status).toBe('expired');
    expect(await enrolments(ctx, first.id, python)).toBe(0);
    const [voucher] = await rows<{ used_count: number }>(
      `SELECT used_count FROM vouchers WHERE code = 'LASTONE'`,
      [],
    );
    expect(voucher!.used_count).toBe(1);
  });

  it('of a refunded order: flagged, and the course stays taken back', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const a = await startPayment(ctx, learner.token, booking.id, 'qris');
    const b = await startPayment(ctx, learner.token, booking.id, 'ovo');
    await settle(a.gatewayOrderId, '249000.00');
    await settle(a.gatewayOrderId, '249000.00', 'refund');
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('refunded');
    await settle(b.gatewayOrderId, '249000.00');
    expect(await lastResult(b.gatewayOrderId)).toBe('needs_refund');
    expect((await attempts(booking.id))[1]).toMatchObject({
      status: 'paid',
      needs_refund_reason: 'order_refunded',
    });
    expect(await enrolments(ctx, learner.id, python)).toBe(0);
  });
});

describe('exact amounts', () => {
  it('249,000.01 rupiah is not 249,000: refused as another amount, nothing changes', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'qris');
    for (const gross of ['249000.01', '249000.001', '248999.99']) {
      const res = await settle(gatewayOrderId, gross);
      expect(res.statusCode, gross).toBe(409);
      expect(res.json().error.code).toBe('amount_mismatch');
    }
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('pending');
    // Written with or without decimals, the right amount is the right amount.
    expect((await settle(gatewayOrderId, '249000')).statusCode).toBe(200);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
  });

  it('ringgit compare to the sen: 399.005 and 398.99 are refused, 399.00 is taken', async () => {
    const learner = await createLearner(ctx, { host: HOST_B });
    const course = (await courseByTitle(ctx, 'Safe Work at Height', HOST_B)).id;
    const booking = await order(ctx, learner.token, course, HOST_B);
    const { gatewayOrderId, amount } = await startPayment(ctx, learner.token, booking.id, 'card', HOST_B);
    const major = (amount / 100).toFixed(2);
    const signed = (gross: string) =>
      notifySandbox(
        ctx,
        midtransNotification(key, { orderId: gatewayOrderId, gross, currency: 'MYR' }),
        HOST_B,
      );
    for (const gross of [`${major}5`, ((amount - 1) / 100).toFixed(2)])
      expect((await signed(gross)).statusCode, gross).toBe(409);
    expect((await signed(major)).statusCode).toBe(200);
    expect((await getBooking(ctx, learner.token, booking.id, HOST_B)).status).toBe('paid');
  });
});

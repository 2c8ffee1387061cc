import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  applyVoucher,
  bearer,
  buy,
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

/** Paying through the built-in sandbox gateway, and gateway notifications (docs/product.md §14). */

let ctx: TestContext;
let python: number;
let acmeCourse: number;
beforeAll(async () => {
  ctx = await createTestApp();
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
  acmeCourse = (await courseByTitle(ctx, 'Safe Work at Height', HOST_B)).id;
}, 180_000);
afterAll(() => ctx.close());

const notifications = async (bookingId: number) =>
  (
    await ctx.database.sql.query<{ result: string }>(
      'SELECT result FROM payment_notifications WHERE booking_id = $1 ORDER BY id',
      [bookingId],
    )
  ).map((r) => r.result);

/** Follows the sandbox checkout page of a payment like a browser: load it, then post a form. */
async function sandboxPage(redirectUrl: string, host = HOST_A) {
  const path = new URL(redirectUrl).pathname;
  // In English: the page speaks the learner's chosen language (sandbox-page.test.ts).
  const page = await ctx.app.inject({ url: path, headers: { host, cookie: 'locale=en' } });
  return { path, page };
}
const sandboxPost = (path: string, form: Record<string, string>, host = HOST_A) =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    headers: {
      host,
      cookie: 'locale=en',
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}:3000`,
    },
    payload: new URLSearchParams(form).toString(),
  });

describe('the payment methods', () => {
  it('are the sandbox’s Indonesian methods on tenant A and card and FPX on tenant B', async () => {
    const a = await createLearner(ctx);
    const b = await createLearner(ctx, { host: HOST_B });
    const methods = async (token: string, host: string) =>
      (await ctx.app.inject({ url: '/api/v1/payments/methods', headers: bearer(token, host) })).json().data;
    expect(await methods(a.token, HOST_A)).toMatchObject({
      gateway: 'sandbox',
      test_mode: true,
      methods: expect.arrayContaining([
        { id: 'qris', group: 'qris' },
        { id: 'bca_va', group: 'virtual_account' },
        { id: 'gopay', group: 'ewallet' },
        { id: 'card', group: 'card' },
      ]),
    });
    expect((await methods(b.token, HOST_B)).methods).toEqual([
      { id: 'card', group: 'card' },
      { id: 'fpx', group: 'online_banking' },
    ]);
  });
});

describe('paying through the sandbox', () => {
  it('QRIS: a real QR code, then success enrols the learner, mails a receipt and the receipt PDF exists', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { redirectUrl } = await startPayment(ctx, learner.token, booking.id, 'qris');
    expect(redirectUrl).toMatch(/^http:\/\/localhost:\d+\/sandbox\/checkout\/[\w-]{20,}$/);
    const pending = await getBooking(ctx, learner.token, booking.id);
    expect(pending).toMatchObject({
      status: 'pending',
      gateway: 'sandbox',
      payment_method: 'qris',
      payment_url: redirectUrl,
    });

    const { path, page } = await sandboxPage(redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<svg');
    // The QRIS string: EMVCo fields, the amount, ending in its CRC.
    const payload = /Payment string: <code>([^<]+)<\/code>/.exec(page.body)![1]!;
    expect(payload).toMatch(/^000201010212/);
    expect(payload).toContain('5303360');
    expect(payload).toContain(`54${String('249000'.length).padStart(2, '0')}249000`);
    // Another tenant's host does not serve the page.
    expect((await ctx.app.inject({ url: path, headers: { host: HOST_B } })).statusCode).toBe(404);

    const done = await sandboxPost(path, { action: 'success' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/payment?booking=${booking.id}&result=success`);
    const paid = await getBooking(ctx, learner.token, booking.id);
    expect(paid).toMatchObject({ status: 'paid', payment_url: null });
    expect(paid.paid_at).not.toBeNull();
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    expect(await notifications(booking.id)).toEqual(['applied']);

    const [mail] = await ctx.database.sql.query<{ subject: string; body: string }>(
      `SELECT o.subject, o.body FROM outbox o JOIN users u ON lower(u.email) = lower(o.recipient)
        WHERE u.id = $1 ORDER BY o.id DESC LIMIT 1`,
      [learner.id],
    );
    expect(mail?.subject).toContain(booking.order_number);
    const receipt = await ctx.app.inject({
      url: `/api/v1/bookings/${booking.id}/receipt`,
      headers: bearer(learner.token),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(`receipt-${booking.order_number}.pdf`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The closed page says so, and a late click changes nothing.
    expect((await sandboxPage(redirectUrl)).page.body).toContain('already complete');
    await sandboxPost(path, { action: 'failure' });
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
  });

  it('card: a wrong test card is refused, the 3-D Secure step needs its password, then success', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { redirectUrl } = await startPayment(ctx, learner.token, booking.id, 'card');
    const { path, page } = await sandboxPage(redirectUrl);
    expect(page.body).toContain('Card number');
    expect((await sandboxPost(path, { step: 'card', card_number: '4000 0000 0000 0002' })).statusCode).toBe(
      422,
    );
    const secure = await sandboxPost(path, {
      step: 'card',
      card_number: '4811 1111 1111 1114',
      expiry: '12/30',
      cvv: '123',
    });
    expect(secure.body).toContain('One-time password');
    expect((await sandboxPost(path, { step: '3ds', otp: '000000' })).statusCode).toBe(422);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('pending');
    expect((await sandboxPost(path, { step: '3ds', otp: '112233' })).statusCode).toBe(303);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
  });

  it('refuses a method the gateway does not offer, naming the field', async () => {
    const learner = await createLearner(ctx, { host: HOST_B });
    const booking = await order(ctx, learner.token, acmeCourse, HOST_B);
    for (const method of ['qris', 'bitcoin']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/pay`,
        headers: bearer(learner.token, HOST_B),
        payload: { method },
      });
      expect(res.statusCode, method).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['method']);
    }
    const fpx = await startPayment(ctx, learner.token, booking.id, 'fpx', HOST_B);
    expect(fpx.redirectUrl).toContain('acme.localhost');
    expect(fpx.amount).toBe(34_900);
  });
});

const rows = <T>(text: string, params: unknown[]) => ctx.database.sql.query<T>(text, params);
const attemptStatuses = async (bookingId: number) =>
  (
    await rows<{ status: string }>('SELECT status FROM payments WHERE booking_id = $1 ORDER BY id', [
      bookingId,
    ])
  ).map((r) => r.status);
const voucherUse = async (bookingId: number) =>
  (
    await rows<{ status: string }>('SELECT status FROM voucher_redemptions WHERE booking_id = $1', [
      bookingId,
    ])
  ).map((r) => r.status);
const auditOf = (userId: number) =>
  rows<{ event: string; detail: Record<string, unknown> }>(
    `SELECT event, detail FROM audit_events
      WHERE user_id = $1 AND event IN ('payment_status_changed', 'payment_attempt_ended') ORDER BY id`,
    [userId],
  );
const declinedCard = { step: 'card', card_number: '4911111111111113', expiry: '12/30', cvv: '123' };

describe('a failed payment does not end the order (docs/payments.md "An order and its attempts")', () => {
  it('a declined card ends that attempt only; the same order is then paid by virtual account, voucher and all', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    expect((await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20')).statusCode).toBe(200);
    const card = await startPayment(ctx, learner.token, booking.id, 'card');
    const { path } = await sandboxPage(card.redirectUrl);
    const declined = await sandboxPost(path, declinedCard);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/payment?booking=${booking.id}&result=failure`);

    expect(await getBooking(ctx, learner.token, booking.id)).toMatchObject({
      status: 'pending',
      payment_method: 'card',
      payment_status: 'failed',
      payment_url: null,
      total: 199_200,
      voucher: { code: 'HEMAT20' },
    });
    expect(await voucherUse(booking.id)).toEqual(['held']);
    expect(await enrolments(ctx, learner.id, python)).toBe(0);
    expect((await sandboxPage(card.redirectUrl)).page.body).toContain('This payment was declined');
    // The attempt's end is in the audit trail; the order has not changed.
    expect(await auditOf(learner.id)).toEqual([
      {
        event: 'payment_attempt_ended',
        detail: expect.objectContaining({
          booking_id: booking.id,
          attempt: card.gatewayOrderId,
          method: 'card',
          to: 'failed',
          by: 'gateway',
        }),
      },
    ]);

    const va = await startPayment(ctx, learner.token, booking.id, 'bca_va');
    expect(va.amount).toBe(199_200);
    expect(await getBooking(ctx, learner.token, booking.id)).toMatchObject({
      payment_method: 'bca_va',
      payment_status: 'pending',
      payment_url: va.redirectUrl,
    });
    const vaPage = await sandboxPage(va.redirectUrl);
    expect(vaPage.page.body).toMatch(/70012\d{11}/);
    expect((await sandboxPost(vaPage.path, { action: 'success' })).statusCode).toBe(303);

    expect(await getBooking(ctx, learner.token, booking.id)).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
    });
    expect(await attemptStatuses(booking.id)).toEqual(['failed', 'paid']);
    expect(await voucherUse(booking.id)).toEqual(['used']);
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    expect(await notifications(booking.id)).toEqual(['applied', 'applied']);
    // The decline told again is a replay: nothing changes.
    const key = await sandboxKey(ctx);
    const replay = await notifySandbox(
      ctx,
      midtransNotification(key, {
        orderId: card.gatewayOrderId,
        gross: '199200.00',
        status: 'deny',
        statusCode: '202',
      }),
    );
    expect(replay.json()).toMatchObject({ data: { status: 'paid', changed: false } });
    expect(await notifications(booking.id)).toEqual(['applied', 'applied', 'duplicate']);
    expect((await auditOf(learner.id)).map((a) => [a.event, a.detail.to])).toEqual([
      ['payment_attempt_ended', 'failed'],
      ['payment_status_changed', 'paid'],
    ]);
  });

  it('an expired virtual account leaves the order pending and payable; money still sent to it is honoured', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const va = await startPayment(ctx, learner.token, booking.id, 'bni_va');
    const { path } = await sandboxPage(va.redirectUrl);
    expect((await sandboxPost(path, { action: 'expire' })).statusCode).toBe(303);

    expect(await getBooking(ctx, learner.token, booking.id)).toMatchObject({
      status: 'pending',
      payment_status: 'expired',
    });
    const history = await ctx.app.inject({
      url: '/api/v1/bookings/history?lang=en',
      headers: bearer(learner.token),
    });
    expect(history.json().data[0]).toMatchObject({
      id: booking.id,
      status: 'pending',
      payment_status: 'expired',
    });
    // Still the open order of the course: a second buy is refused as already ordered.
    expect((await buy(ctx, learner.token, python)).json().error.code).toBe('already_ordered');
    // The gateway's "cancel" of the next attempt ends it the same way.
    const qris = await startPayment(ctx, learner.token, booking.id, 'qris');
    const key = await sandboxKey(ctx);
    await notifySandbox(
      ctx,
      midtransNotification(key, {
        orderId: qris.gatewayOrderId,
        gross: '249000.00',
        status: 'cancel',
        statusCode: '202',
      }),
    );
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('pending');
    expect(await attemptStatuses(booking.id)).toEqual(['expired', 'cancelled']);
    const gopay = await startPayment(ctx, learner.token, booking.id, 'gopay');

    // The bank transfer to the expired account went through after all: the learner gets the
    // course, and the attempt still open is voided.
    const late = await notifySandbox(
      ctx,
      midtransNotification(key, { orderId: va.gatewayOrderId, gross: '249000.00' }),
    );
    expect(late.json()).toMatchObject({ data: { status: 'paid', changed: true } });
    expect(await notifications(booking.id)).toEqual(['applied', 'applied', 'honoured']);
    expect(await attemptStatuses(booking.id)).toEqual(['paid', 'cancelled', 'cancelled']);
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    // Paying the voided e-wallet attempt as well is money to give back, not a second course.
    await notifySandbox(
      ctx,
      midtransNotification(key, { orderId: gopay.gatewayOrderId, gross: '249000.00' }),
    );
    const [flagged] = await rows<{ needs_refund_reason: string }>(
      'SELECT needs_refund_reason FROM payments WHERE gateway_order_id = $1',
      [gopay.gatewayOrderId],
    );
    expect(flagged!.needs_refund_reason).toBe('paid_twice');
  });

  it('an order past its own deadline is expired and refuses a new attempt with order_expired', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    expect((await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20')).statusCode).toBe(200);
    const card = await startPayment(ctx, learner.token, booking.id, 'card');
    const qris = await startPayment(ctx, learner.token, booking.id, 'qris');
    await rows(`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = $1`, [booking.id]);
    // The decline arrives before the expiry job or a read reached the order: it was the order's
    // own end, so the order expires with it and its other attempt is voided.
    const { path } = await sandboxPage(card.redirectUrl);
    expect((await sandboxPost(path, declinedCard)).statusCode).toBe(303);
    const [row] = await rows<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [booking.id]);
    expect(row!.status).toBe('expired');
    expect(await attemptStatuses(booking.id)).toEqual(['failed', 'expired']);
    expect(await voucherUse(booking.id)).toEqual(['released']);
    expect((await auditOf(learner.id)).map((a) => [a.event, a.detail.to, a.detail.by])).toEqual([
      ['payment_attempt_ended', 'failed', 'gateway'],
      ['payment_status_changed', 'expired', 'expiry'],
    ]);
    expect((await sandboxPage(qris.redirectUrl)).page.body).toContain('can no longer be made');

    for (const method of ['qris', 'bca_va']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/pay`,
        headers: bearer(learner.token),
        payload: { method },
      });
      expect(res.statusCode, method).toBe(409);
      expect(res.json().error.code, method).toBe('order_expired');
    }
    // A pending order whose deadline has just passed is expired by the attempt that comes too late.
    const other = await createLearner(ctx);
    const theirs = await order(ctx, other.token, python);
    await rows(`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = $1`, [theirs.id]);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${theirs.id}/pay`,
      headers: bearer(other.token),
      payload: { method: 'qris' },
    });
    expect(late.json().error.code).toBe('order_expired');
    expect(await attemptStatuses(theirs.id)).toEqual([]);
    expect((await getBooking(ctx, other.token, theirs.id)).status).toBe('expired');
    // The course can be ordered again.
    expect((await order(ctx, learner.token, python)).status).toBe('pending');
  });
});

describe('gateway notifications', () => {
  it('replayed five times enrol once; a forged signature, an altered amount or an unknown order change nothing', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'qris');
    const key = await sandboxKey(ctx);

    const forged = await notifySandbox(
      ctx,
      midtransNotification('not-the-key', { orderId: gatewayOrderId, gross: '249000.00' }),
    );
    expect(forged.statusCode).toBe(401);
    const tampered = midtransNotification(key, { orderId: gatewayOrderId, gross: '249000.00' });
    expect((await notifySandbox(ctx, { ...tampered, gross_amount: '1000.00' })).statusCode).toBe(401);
    // Correctly signed, but for another amount: refused and logged, nothing changes.
    expect(
      (await notifySandbox(ctx, midtransNotification(key, { orderId: gatewayOrderId, gross: '1000.00' })))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await notifySandbox(
          ctx,
          midtransNotification(key, { orderId: gatewayOrderId, gross: '249000.00', currency: 'MYR' }),
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await notifySandbox(ctx, midtransNotification(key, { orderId: 'CEN-999999-1', gross: '249000.00' })))
        .statusCode,
    ).toBe(404);
    expect((await notifySandbox(ctx, { order_id: gatewayOrderId })).statusCode).toBe(400);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('pending');
    expect(await enrolments(ctx, learner.id, python)).toBe(0);

    // A pending notification changes nothing either.
    const waiting = midtransNotification(key, {
      orderId: gatewayOrderId,
      gross: '249000.00',
      status: 'pending',
      statusCode: '201',
    });
    expect((await notifySandbox(ctx, waiting)).json()).toMatchObject({
      data: { status: 'pending', changed: false },
    });

    const paid = midtransNotification(key, { orderId: gatewayOrderId, gross: '249000.00' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => notifySandbox(ctx, paid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().data.changed)).toHaveLength(1);
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    expect(await notifications(booking.id)).toEqual([
      'amount_mismatch',
      'amount_mismatch',
      'ignored',
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    // A failure after the payment does not take it back.
    await notifySandbox(
      ctx,
      midtransNotification(key, {
        orderId: gatewayOrderId,
        gross: '249000.00',
        status: 'deny',
        statusCode: '202',
      }),
    );
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
    // Operators see notifications by result on /metrics.
    const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
    for (const result of [
      'applied',
      'duplicate',
      'amount_mismatch',
      'bad_signature',
      'unknown_order',
      'ignored',
    ])
      expect(metrics).toMatch(
        new RegExp(`payment_notifications_total\\{gateway="sandbox",result="${result}"\\} [1-9]`),
      );
    // Every change is in the audit trail, without secrets.
    const audit = await ctx.database.sql.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM audit_events WHERE event = 'payment_status_changed' AND user_id = $1`,
      [learner.id],
    );
    expect(audit.map((a) => a.detail)).toEqual([
      expect.objectContaining({
        booking_id: booking.id,
        from: 'pending',
        to: 'paid',
        by: 'gateway',
        gateway: 'sandbox',
      }),
    ]);
  });

  it('refunds take the course back; a paid attempt that was replaced is logged, not applied twice', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const first = await startPayment(ctx, learner.token, booking.id, 'qris');
    // A voucher changes the amount: the first attempt's page may no longer be paid.
    await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20');
    const second = await startPayment(ctx, learner.token, booking.id, 'qris');
    expect(second.amount).toBe(199_200);
    const key = await sandboxKey(ctx);
    const late = await notifySandbox(
      ctx,
      midtransNotification(key, { orderId: first.gatewayOrderId, gross: '249000.00' }),
    );
    expect(late.json()).toMatchObject({ data: { changed: false } });
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('pending');
    await notifySandbox(
      ctx,
      midtransNotification(key, { orderId: second.gatewayOrderId, gross: '199200.00' }),
    );
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
    const refund = await notifySandbox(
      ctx,
      midtransNotification(key, { orderId: second.gatewayOrderId, gross: '199200.00', status: 'refund' }),
    );
    expect(refund.json()).toMatchObject({ data: { status: 'refunded', changed: true } });
    expect(await enrolments(ctx, learner.id, python)).toBe(0);
    expect(await notifications(booking.id)).toEqual(['needs_refund', 'applied', 'applied']);
  });

  it('the receipt exists only for a paid order', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const res = await ctx.app.inject({
      url: `/api/v1/bookings/${booking.id}/receipt`,
      headers: bearer(learner.token),
    });
    expect(res.statusCode).toBe(409);
  });
});

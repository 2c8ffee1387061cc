import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('a denied card, a failed and an expired payment end the order and free its voucher', async () => {
    for (const [method, form, status] of [
      ['card', { step: 'card', card_number: '4911111111111113', expiry: '12/30', cvv: '123' }, 'failed'],
      ['bca_va', { action: 'failure' }, 'failed'],
      ['gopay', { action: 'expire' }, 'expired'],
    ] as const) {
      const learner = await createLearner(ctx);
      const booking = await order(ctx, learner.token, python);
      await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20');
      const { redirectUrl } = await startPayment(ctx, learner.token, booking.id, method);
      const { path, page } = await sandboxPage(redirectUrl);
      if (method === 'bca_va') expect(page.body).toMatch(/70012\d{11}/);
      expect((await sandboxPost(path, form)).statusCode, method).toBe(303);
      expect((await getBooking(ctx, learner.token, booking.id)).status, method).toBe(status);
      expect(await enrolments(ctx, learner.id, python)).toBe(0);
      const [held] = await ctx.database.sql.query<{ status: string }>(
        'SELECT status FROM voucher_redemptions WHERE booking_id = $1',
        [booking.id],
      );
      expect(held!.status, method).toBe('released');
      // The learner may buy again.
      expect((await order(ctx, learner.token, python)).status).toBe('pending');
    }
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTenantStatus } from '../../src/cli/tenant/operations.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import {
  bearer,
  courseByTitle,
  createLearner,
  enrolments,
  getBooking,
  midtransNotification,
  order,
  sandboxKey,
  startPayment,
} from './helpers.ts';

/**
 * A company suspended while some of its orders await their payment (docs/payments.md, "A
 * suspended company"): the money for those orders has moved, so its gateway's notifications are
 * still applied, while the company's site and calls answer 409.
 */

let ctx: TestContext;
let python: number;
beforeAll(async () => {
  ctx = await createTestApp();
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
}, 180_000);
afterAll(() => ctx.close());

const notifyAt = (host: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/notifications/sandbox',
    headers: { host },
    payload: body,
  });

/** What the learner's own call for the order answers: 409 while the company is suspended. */
const bookingAnswer = async (token: string, id: number) =>
  (await ctx.app.inject({ url: `/api/v1/bookings/${id}`, headers: bearer(token) })).statusCode;

/** Suspends or resumes tenant A and waits until the app has heard of it (through the database). */
async function setStatus(status: 'active' | 'suspended', token: string, bookingId: number) {
  await setTenantStatus(ctx.database, 'cendekia', status);
  await expect.poll(() => bookingAnswer(token, bookingId)).toBe(status === 'active' ? 200 : 409);
}

describe('POST /api/payments/notifications/sandbox on a suspended company’s host', () => {
  it('settles its in-flight order: paid, enrolled and mailed a receipt, seen once the company is active again', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'qris');

    // The company's own calls are closed (409)...
    await setStatus('suspended', learner.token, booking.id);
    try {
      // ...but the payment the learner made meanwhile counts.
      const paid = midtransNotification(await sandboxKey(ctx), {
        orderId: gatewayOrderId,
        gross: '249000.00',
      });
      const res = await notifyAt(HOST_A, paid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { status: 'paid', changed: true } });
      expect(await enrolments(ctx, learner.id, python)).toBe(1);
      const [mail] = await ctx.database.sql.query<{ subject: string }>(
        `SELECT o.subject FROM outbox o JOIN users u ON lower(u.email) = lower(o.recipient)
          WHERE u.id = $1 ORDER BY o.id DESC LIMIT 1`,
        [learner.id],
      );
      expect(mail?.subject).toContain(booking.order_number);
      // A replay changes nothing, suspended or not.
      expect((await notifyAt(HOST_A, paid)).json()).toMatchObject({ data: { changed: false } });
      expect(await enrolments(ctx, learner.id, python)).toBe(1);
    } finally {
      await setStatus('active', learner.token, booking.id);
    }
    expect(await getBooking(ctx, learner.token, booking.id)).toMatchObject({ status: 'paid' });
  });

  it('still refuses a forged notification there', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'qris');
    await setStatus('suspended', learner.token, booking.id);
    try {
      const forged = midtransNotification('not-the-key', { orderId: gatewayOrderId, gross: '249000.00' });
      expect((await notifyAt(HOST_A, forged)).statusCode).toBe(401);
      expect(await enrolments(ctx, learner.id, python)).toBe(0);
    } finally {
      await setStatus('active', learner.token, booking.id);
    }
    expect(await getBooking(ctx, learner.token, booking.id)).toMatchObject({ status: 'pending' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@app/contract/commerce/schemas';
import type { StudioVoucher } from '@app/contract/vouchers/schemas';
import { SETUP_MS } from '../account/support.ts';
import {
  applyVoucher,
  bearer,
  courseByTitle,
  createLearner,
  getBooking,
  midtransNotification,
  notifySandbox,
  order,
  sandboxKey,
  startPayment,
} from '../commerce/helpers.ts';
import { createTestApp, type TestContext } from '../helper.ts';
import { ADMIN, studio, studioSession } from '../studio/support.ts';
import { createVoucher, fields } from './support.ts';

/**
 * A studio voucher at the learner's checkout (issue 25 item 5): each rule the admin sets is what
 * the learner's own calls (buy, apply the code, pay) meet; what the studio says a voucher has
 * cost is the sum of the orders paid with it.
 */
let ctx: TestContext;
let admin: string;
let python: number; // Rp 249.000 after its own discount
let excel: number; // Rp 199.000
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await studioSession(ctx, ADMIN);
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
  excel = (await courseByTitle(ctx, 'Data Analysis with Excel')).id;
}, SETUP_MS);
afterAll(() => ctx?.close());

const read = async (id: number) => {
  const res = await studio(ctx, admin, 'GET', `/api/studio/vouchers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StudioVoucher;
};

/** A new learner's pending order of a course; a learner may try 10 codes per 10 minutes. */
const pendingOrder = async (courseId: number) => {
  const learner = await createLearner(ctx);
  return { learner, booking: await order(ctx, learner.token, courseId) };
};

/** Applies a code, expecting the refusal's code (422), or null when it is accepted. */
async function tryCode(token: string, bookingId: number, code: string) {
  const res = await applyVoucher(ctx, token, bookingId, code);
  if (res.statusCode === 200) return null;
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { error: { code: string } }).error.code;
}

/** Pays an order through the sandbox gateway, as its notification does. */
async function pay(token: string, bookingId: number) {
  const { gatewayOrderId, amount } = await startPayment(ctx, token, bookingId);
  const res = await notifySandbox(
    ctx,
    midtransNotification(await sandboxKey(ctx), { orderId: gatewayOrderId, gross: `${amount}.00` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  expect((await getBooking(ctx, token, bookingId)).status).toBe('paid');
}

describe('the learner’s checkout honours the studio’s rules', () => {
  it('applies to the courses listed, and to every course when none is', async () => {
    const listed = await createVoucher(ctx, admin, { course_ids: [python] });
    const a = await pendingOrder(python);
    const res = await applyVoucher(ctx, a.learner.token, a.booking.id, listed.code);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Booking }).data).toMatchObject({
      total: 239_000,
      voucher: { discount: 10_000 },
    });
    const b = await pendingOrder(excel);
    expect(await tryCode(b.learner.token, b.booking.id, listed.code)).toBe('voucher_not_applicable');
    const any = await createVoucher(ctx, admin);
    expect(await tryCode(b.learner.token, b.booking.id, any.code)).toBeNull();
  });

  it('needs the minimum purchase', async () => {
    const v = await createVoucher(ctx, admin, { min_purchase_minor: 200_000 });
    const cheap = await pendingOrder(excel);
    expect(await tryCode(cheap.learner.token, cheap.booking.id, v.code)).toBe('voucher_min_purchase');
    const enough = await pendingOrder(python);
    expect(await tryCode(enough.learner.token, enough.booking.id, v.code)).toBeNull();
  });

  it('is used at most the per-learner limit by one learner', async () => {
    const v = await createVoucher(ctx, admin, { per_learner_limit: 2 });
    const learner = await createLearner(ctx);
    const titles = ['Python for Data Analysis', 'Data Analysis with Excel', 'Meta Ads Mastery'];
    const bookings = [];
    for (const title of titles)
      bookings.push(await order(ctx, learner.token, (await courseByTitle(ctx, title)).id));
    expect(await tryCode(learner.token, bookings[0]!.id, v.code)).toBeNull();
    expect(await tryCode(learner.token, bookings[1]!.id, v.code)).toBeNull();
    expect(await tryCode(learner.token, bookings[2]!.id, v.code)).toBe('voucher_already_used');
  });

  it('is accepted only between its dates', async () => {
    const later = await createVoucher(ctx, admin, { valid_from: '2099-01-01T00:00' });
    const past = await createVoucher(ctx, admin, {
      valid_from: '2020-01-01T00:00',
      valid_until: '2020-12-31T23:59',
    });
    const now = await createVoucher(ctx, admin, {
      valid_from: '2020-01-01T00:00',
      valid_until: '2099-12-31T23:59',
    });
    const { learner, booking } = await pendingOrder(python);
    expect(await tryCode(learner.token, booking.id, later.code)).toBe('voucher_not_started');
    expect(await tryCode(learner.token, booking.id, past.code)).toBe('voucher_expired');
    expect(await tryCode(learner.token, booking.id, now.code)).toBeNull();
  });

  it('is used up at its quota', async () => {
    const v = await createVoucher(ctx, admin, { quota: 1 });
    const first = await pendingOrder(python);
    expect(await tryCode(first.learner.token, first.booking.id, v.code)).toBeNull();
    const second = await pendingOrder(python);
    expect(await tryCode(second.learner.token, second.booking.id, v.code)).toBe('voucher_used_up');
  });

  it('is refused once deactivated, and taken off orders still waiting for payment', async () => {
    const v = await createVoucher(ctx, admin, { amount_minor: 50_000 });
    const holder = await pendingOrder(python);
    expect(await tryCode(holder.learner.token, holder.booking.id, v.code)).toBeNull();
    // The holder opened the payment page at the discounted price.
    const opened = await startPayment(ctx, holder.learner.token, holder.booking.id);
    expect(opened.amount).toBe(199_000);

    const off = await studio(ctx, admin, 'POST', `/api/studio/vouchers/${v.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, state: 'inactive', uses: 0 });

    const held = await getBooking(ctx, holder.learner.token, holder.booking.id);
    expect(held).toMatchObject({ status: 'pending', voucher: null, total: 249_000 });
    // The page opened for the old amount cannot be paid any more: paying starts at the full price.
    const [attempt] = await ctx.database.sql.query<{ status: string }>(
      'SELECT status FROM payments WHERE gateway_order_id = $1',
      [opened.gatewayOrderId],
    );
    expect(attempt!.status).toBe('cancelled');
    expect((await startPayment(ctx, holder.learner.token, holder.booking.id)).amount).toBe(249_000);

    const newcomer = await pendingOrder(python);
    expect(await tryCode(newcomer.learner.token, newcomer.booking.id, v.code)).toBe('voucher_expired');
    expect(await tryCode(holder.learner.token, holder.booking.id, v.code)).toBe('voucher_expired');
    // The learner’s own list says it is over (they had used it on that order).
    const mine = await ctx.app.inject({
      url: `/api/v1/vouchers/history?lang=en&q[name_cont]=${v.code}`,
      headers: bearer(holder.learner.token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([expect.objectContaining({ code: v.code, status: 'expired' })]);

    // Activated again, it is accepted again.
    const on = await studio(ctx, admin, 'POST', `/api/studio/vouchers/${v.id}/activate`);
    expect(on.json().data).toMatchObject({ active: true, state: 'active' });
    expect(await tryCode(newcomer.learner.token, newcomer.booking.id, v.code)).toBeNull();
  });

  it('an edit applies to the next checkout', async () => {
    const v = await createVoucher(ctx, admin, { course_ids: [excel] });
    const { learner, booking } = await pendingOrder(python);
    expect(await tryCode(learner.token, booking.id, v.code)).toBe('voucher_not_applicable');
    const res = await studio(ctx, admin, 'PUT', `/api/studio/vouchers/${v.id}`, {
      code: v.code,
      ...fields({ kind: 'percent', percent: 10, course_ids: [excel, python] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const applied = await applyVoucher(ctx, learner.token, booking.id, v.code);
    expect((applied.json() as { data: Booking }).data.voucher!.discount).toBe(24_900);
  });
});

describe('uses and cost', () => {
  it('equal the orders paid with the voucher and the discounts they got', async () => {
    const v = await createVoucher(ctx, admin, { kind: 'percent', percent: 15, per_learner_limit: 5 });
    expect(await read(v.id)).toMatchObject({ uses: 0, paid_orders: 0, cost_minor: 0 });
    // Three orders paid (two courses, so two discounts), one waiting, one cancelled.
    for (const course of [python, excel, python]) {
      const { learner, booking } = await pendingOrder(course);
      expect(await tryCode(learner.token, booking.id, v.code)).toBeNull();
      await pay(learner.token, booking.id);
    }
    const waiting = await pendingOrder(excel);
    expect(await tryCode(waiting.learner.token, waiting.booking.id, v.code)).toBeNull();
    const cancelled = await pendingOrder(python);
    expect(await tryCode(cancelled.learner.token, cancelled.booking.id, v.code)).toBeNull();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${cancelled.booking.id}/cancel`,
      headers: bearer(cancelled.learner.token),
    });
    expect(res.statusCode, res.body).toBe(200);

    const [sums] = await ctx.database.sql.query<{ n: number; cost: string }>(
      `SELECT count(*)::int AS n, sum(voucher_discount_minor)::text AS cost FROM bookings
        WHERE voucher_id = $1 AND status = 'paid'`,
      [v.id],
    );
    // 15 % of 249.000 twice and of 199.000 once.
    expect(sums).toEqual({ n: 3, cost: String(37_350 * 2 + 29_850) });
    const answer = await read(v.id);
    expect(answer).toMatchObject({ paid_orders: 3, cost_minor: 104_550, uses: 4 });
    const list = (await studio(ctx, admin, 'GET', `/api/studio/vouchers?q=${v.code}`)).json().data;
    expect(list.items[0]).toMatchObject({ id: v.id, paid_orders: 3, cost_minor: 104_550, uses: 4 });
  });
});

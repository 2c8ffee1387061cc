import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_ORDERED_MESSAGE,
  ALREADY_PURCHASED_MESSAGE,
  type Booking,
} from '@app/contract/commerce/schemas';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { expireDueOrders } from '../../src/modules/commerce/bookings/expiry.ts';
import { bearer, buy, courseByTitle, createLearner, enrolments, getBooking, order } from './helpers.ts';

/** Buying, the order's own calls and its history (docs/product.md §14). */

let ctx: TestContext;
let python: number; // Rp 349.000, on sale for Rp 249.000
let excel: number; // Rp 199.000
let free: number;
let acmeCourse: number;
beforeAll(async () => {
  ctx = await createTestApp();
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
  excel = (await courseByTitle(ctx, 'Data Analysis with Excel')).id;
  free = (await courseByTitle(ctx, 'Career Kickstart: Your First 90 Days')).id;
  acmeCourse = (await courseByTitle(ctx, 'Safe Work at Height', HOST_B)).id;
}, 180_000);
afterAll(() => ctx.close());

describe('buying a course', () => {
  it('makes a pending order with the price, the course discount and the tax included (11 %)', async () => {
    const learner = await createLearner(ctx);
    const before = Date.now();
    const booking = await order(ctx, learner.token, python);
    expect(booking).toMatchObject({
      status: 'pending',
      currency: 'IDR',
      price: 349_000,
      discount: 100_000,
      total: 249_000,
      tax_rate: 11,
      // 249,000 × 11 / 111
      tax_included: 24_676,
      voucher: null,
      payment_url: null,
      paid_at: null,
      course: { id: python, title: 'Python for Data Analysis' },
    });
    expect(booking.order_number).toMatch(/^CEN-\d{6}$/);
    // Pending orders wait 24 hours by default.
    const ttl = new Date(booking.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThan(24.1 * 3600_000);
  });

  it('answers in the reader’s language and in ringgit with sen and 8 % tax on tenant B', async () => {
    const learner = await createLearner(ctx, { host: HOST_B });
    const res = await buy(ctx, learner.token, acmeCourse, HOST_B, '&lang=id');
    expect(res.statusCode, res.body).toBe(200);
    const booking = (res.json() as { data: Booking }).data;
    expect(booking).toMatchObject({ currency: 'MYR', total: 34_900, tax_rate: 8, tax_included: 2_585 });
    expect(booking.course.title).toBe('Bekerja Aman di Ketinggian');
    expect(booking.order_number).toMatch(/^ACM-/);
  });

  it('takes the user from the token: another user_id or email is refused, the caller’s own accepted', async () => {
    const learner = await createLearner(ctx);
    const other = await createLearner(ctx);
    expect((await buy(ctx, learner.token, excel, HOST_A, `&user_id=${other.id}`)).statusCode).toBe(403);
    expect((await buy(ctx, learner.token, excel, HOST_A, '&email=someone@else.test')).statusCode).toBe(403);
    const [me] = await ctx.database.sql.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      learner.id,
    ]);
    const res = await buy(
      ctx,
      learner.token,
      excel,
      HOST_A,
      `&user_id=${learner.id}&email=${encodeURIComponent(me!.email.toUpperCase())}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.sql.query<{ user_id: number }>(
      'SELECT user_id FROM bookings WHERE course_id = $1 AND user_id IN ($2, $3)',
      [excel, learner.id, other.id],
    );
    expect(row!.user_id).toBe(learner.id);
  });

  it('answers 404 for an unknown course and for another tenant’s course', async () => {
    const learner = await createLearner(ctx);
    expect((await buy(ctx, learner.token, 99_999_999)).statusCode).toBe(404);
    expect((await buy(ctx, learner.token, acmeCourse)).statusCode).toBe(404);
  });

  it('says "already ordered" for an open order and "already purchased" for an owned course', async () => {
    const learner = await createLearner(ctx, { owns: [excel] });
    await order(ctx, learner.token, python);
    const again = await buy(ctx, learner.token, python);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: ALREADY_ORDERED_MESSAGE,
      error: { code: 'already_ordered' },
    });
    const owned = await buy(ctx, learner.token, excel);
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toMatchObject({
      message: ALREADY_PURCHASED_MESSAGE,
      error: { code: 'already_purchased' },
    });
  });

  it('enrols at once in a free course, with a paid order of zero', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, free);
    expect(booking).toMatchObject({ status: 'paid', total: 0, tax_included: 0 });
    expect(booking.paid_at).not.toBeNull();
    expect(await enrolments(ctx, learner.id, free)).toBe(1);
    const again = await buy(ctx, learner.token, free);
    expect(again.json()).toMatchObject({ message: ALREADY_PURCHASED_MESSAGE });
  });

  it('needs a token, and validates the query', async () => {
    const learner = await createLearner(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/bookings?course_id=${python}`,
          headers: { host: HOST_A },
        })
      ).statusCode,
    ).toBe(401);
    for (const query of [
      '',
      'course_id=abc',
      'course_id=-1',
      'course_id=99999999999',
      `course_id=${python}&user_id=x`,
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings?${query}`,
        headers: bearer(learner.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(
        Object.keys((res.json() as { error: { fields?: object } }).error.fields ?? {}).length,
        query,
      ).toBeGreaterThan(0);
    }
  });
});

describe('the order of a course', () => {
  it('tells the course page whether the user owns it, and shows the open order', async () => {
    const learner = await createLearner(ctx);
    const url = (id: number) => `/api/v1/bookings/course?course_id=${id}`;
    const none = await ctx.app.inject({ url: url(python), headers: bearer(learner.token) });
    expect(none.json()).toMatchObject({ data: { booking: null, paid: false } });
    const booking = await order(ctx, learner.token, python);
    const pending = await ctx.app.inject({ url: url(python), headers: bearer(learner.token) });
    expect(pending.json()).toMatchObject({
      data: { booking: { id: booking.id, status: 'pending' }, paid: false },
    });
    await order(ctx, learner.token, free);
    const paid = await ctx.app.inject({ url: url(free), headers: bearer(learner.token) });
    expect(paid.json()).toMatchObject({ data: { booking: { status: 'paid' }, paid: true } });
    expect((await ctx.app.inject({ url: url(acmeCourse), headers: bearer(learner.token) })).statusCode).toBe(
      404,
    );
  });

  it('answers someone else’s booking, or another tenant’s, with 404', async () => {
    const owner = await createLearner(ctx);
    const stranger = await createLearner(ctx);
    const booking = await order(ctx, owner.token, python);
    for (const path of ['', '/cancel', '/receipt']) {
      const res = await ctx.app.inject({
        method: path === '/cancel' ? 'POST' : 'GET',
        url: `/api/v1/bookings/${booking.id}${path}`,
        headers: bearer(stranger.token),
      });
      expect(res.statusCode, path).toBe(404);
    }
    const acme = await createLearner(ctx, { host: HOST_B });
    expect(
      (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: bearer(acme.token, HOST_B) }))
        .statusCode,
    ).toBe(404);
  });

  it('is cancelled by the learner while pending, once', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/cancel`,
        headers: bearer(learner.token),
      });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { status: 'cancelled' } });
    expect((await cancel()).statusCode).toBe(409);
    // Cancelled is closed: the learner can order the course again.
    expect((await order(ctx, learner.token, python)).status).toBe('pending');
  });

  it('expires when unpaid past its deadline, by the job and on read, and a state never goes back', async () => {
    const learner = await createLearner(ctx);
    const other = await createLearner(ctx);
    const a = await order(ctx, learner.token, python);
    const b = await order(ctx, other.token, excel);
    await ctx.database.sql.query(
      `UPDATE bookings SET expires_at = now() - interval '1 minute' WHERE id = ANY($1::int[])`,
      [[a.id, b.id]],
    );
    // Read paths expire the reader's own overdue orders at once…
    expect((await getBooking(ctx, learner.token, a.id)).status).toBe('expired');
    // …and the job the rest.
    expect(await expireDueOrders(await commerceContext(), silentLog)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.sql.query<{ status: string }>(
      'SELECT status FROM bookings WHERE id = $1',
      [b.id],
    );
    expect(row!.status).toBe('expired');
    // Nothing moves an expired order: a pay is refused as expired, a cancel as not pending.
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${a.id}/pay`,
      headers: bearer(learner.token),
      payload: { method: 'qris' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('order_expired');
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${a.id}/cancel`,
      headers: bearer(learner.token),
    });
    expect(cancel.json().error.code).toBe('not_pending');
    expect((await getBooking(ctx, learner.token, a.id)).status).toBe('expired');
  });
});

describe('order history', () => {
  it('pages the user’s own orders newest first, 10 by default, by status and course name', async () => {
    const learner = await createLearner(ctx);
    const other = await createLearner(ctx);
    await order(ctx, other.token, python);
    const titles = [
      'Python for Data Analysis',
      'Data Analysis with Excel',
      'SQL for Business Analysts',
      'Career Kickstart: Your First 90 Days',
    ];
    const ids: number[] = [];
    for (const title of titles)
      ids.push((await order(ctx, learner.token, (await courseByTitle(ctx, title)).id)).id);
    // Nine more cancelled orders of one course, to page.
    for (let i = 0; i < 9; i += 1) {
      const b = await order(ctx, learner.token, (await courseByTitle(ctx, 'Meta Ads Mastery')).id);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${b.id}/cancel`,
        headers: bearer(learner.token),
      });
    }
    const history = async (query = '') => {
      const res = await ctx.app.inject({
        url: `/api/v1/bookings/history${query}${query ? '&' : '?'}lang=en`,
        headers: bearer(learner.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Booking[]; meta: { page: number; limit: number; total: number } };
    };
    const first = await history();
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 13 });
    expect(first.data).toHaveLength(10);
    const second = await history('?page=2');
    expect(second.data).toHaveLength(3);
    const all = [...first.data, ...second.data];
    expect(all.map((b) => b.id)).toEqual([...all.map((b) => b.id)].sort((x, y) => y - x));
    expect(second.data.map((b) => b.id).sort()).toEqual(ids.slice(0, 3).sort());
    // Past the last page: no rows, and still the total.
    expect(await history('?page=3')).toMatchObject({ data: [], meta: { page: 3, total: 13 } });

    const paid = await history('?q[order_status_eq]=paid');
    expect(paid.data.map((b) => b.course.title)).toEqual(['Career Kickstart: Your First 90 Days']);
    const cancelled = await history('?q[order_status_eq]=cancelled&limit=5');
    expect(cancelled.meta.total).toBe(9);
    const byName = await history(`?q[name_cont]=${encodeURIComponent('analysis')}`);
    expect(byName.data.map((b) => b.course.title).sort()).toEqual([
      'Data Analysis with Excel',
      'Python for Data Analysis',
    ]);
    // Indonesian titles match too; % and _ are plain characters.
    expect((await history(`?q[name_cont]=${encodeURIComponent('untuk Analis')}`)).meta.total).toBe(2);
    expect((await history(`?q[name_cont]=${encodeURIComponent('%')}`)).meta.total).toBe(0);
    const bad = await ctx.app.inject({
      url: '/api/v1/bookings/history?q[order_status_eq]=lost&limit=500',
      headers: bearer(learner.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['q[order_status_eq]', 'limit']),
    );
  });
});

// The expiry job's context, as the app builds it (routes.ts), for calling the job directly.
const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;
async function commerceContext() {
  return { sql: ctx.database.sql } as never;
}

describe('order history kept between reads (docs/decisions.md 24)', () => {
  const history = async (token: string) => {
    const res = await ctx.app.inject({ url: '/api/v1/bookings/history?lang=en', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Booking[]; meta: { total: number } };
  };

  it('shows a new order, a cancellation and a renamed course on the next read', async () => {
    const learner = await createLearner(ctx);
    expect((await history(learner.token)).meta.total).toBe(0);
    const booking = await order(ctx, learner.token, excel);
    expect((await history(learner.token)).data.map((b) => [b.id, b.status])).toEqual([
      [booking.id, 'pending'],
    ]);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/cancel`,
      headers: bearer(learner.token),
    });
    expect((await history(learner.token)).data[0]!.status).toBe('cancelled');
    const title = (await history(learner.token)).data[0]!.course.title;
    await ctx.database.sql.query(`UPDATE courses SET title_en = title_en || ' (2nd edition)' WHERE id = $1`, [
      excel,
    ]);
    try {
      await expect
        .poll(async () => (await history(learner.token)).data[0]!.course.title, {
          timeout: 5_000,
          interval: 50,
        })
        .toBe(`${title} (2nd edition)`);
    } finally {
      await ctx.database.sql.query(`UPDATE courses SET title_en = $2 WHERE id = $1`, [excel, title]);
    }
  });

  it('shows a pending order as expired once its deadline passes, with nothing else changing', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    await ctx.database.sql.query(
      `UPDATE bookings SET expires_at = now() + interval '1 second' WHERE id = $1`,
      [booking.id],
    );
    expect((await history(learner.token)).data[0]!.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await history(learner.token)).data[0]!.status).toBe('expired');
  });
});

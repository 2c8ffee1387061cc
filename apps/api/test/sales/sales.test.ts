import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { ADMIN, MENTOR, STUDIO_A, STUDIO_B, siteToken, studio, studioSession } from '../studio/support.ts';
import { buildOrders, type BuiltOrders } from './build-orders.ts';
import { expected, ordersOf, type Figures, type OrderFacts } from './reference.ts';

/**
 * The studio's sales (issue 25 item 1): every figure the dashboard answers equals the sum of the
 * orders it covers, to the rupiah (Cendekia, IDR, 11 %) and the sen (Acme, MYR, 8 %), whatever the
 * grouping and filters; who sees which orders; the range's rules.
 */
const ORDERS_A = 320;
const ORDERS_B = 160;
const FROM = '2026-09-01';
const TO = '2026-10-20';

let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
let a: BuiltOrders;
let b: BuiltOrders;
let ordersA: OrderFacts[];
let ordersB: OrderFacts[];
let mentorCourses: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  a = await buildOrders(ctx, {
    host: HOST_A,
    count: ORDERS_A,
    start: FROM,
    days: 45,
    methods: ['qris', 'bca_va', 'gopay', 'card'],
    seed: 11,
  });
  b = await buildOrders(ctx, {
    host: HOST_B,
    count: ORDERS_B,
    start: FROM,
    days: 45,
    methods: ['fpx', 'card'],
    seed: 8,
  });
  ordersA = await ordersOf(ctx, a.tenantId);
  ordersB = await ordersOf(ctx, b.tenantId);
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
  mentorCourses = (
    await ctx.database.sql.query<{ id: number }>(
      `SELECT c.id FROM courses c JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = m.user_id
        WHERE c.tenant_id = $1 AND u.email = $2`,
      [a.tenantId, MENTOR],
    )
  ).map((r) => r.id);
}, SETUP_MS);
afterAll(() => ctx?.close());

const get = (cookie: string | null, url: string, host = STUDIO_A) =>
  studio(ctx, cookie, 'GET', url, undefined, { host });

async function summary(cookie: string, query: string, host = STUDIO_A) {
  const res = await get(cookie, `/api/studio/sales/summary?${query}`, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    totals: Figures;
    series: (Figures & { period: string })[];
    currency: string;
    tax_rate: string;
  };
}

/** Every period the API answers equals the reference's (periods without orders are all zero). */
function expectReconciled(
  answer: { totals: Figures; series: (Figures & { period: string })[] },
  want: ReturnType<typeof expected>,
) {
  expect(answer.totals).toEqual(want.totals);
  for (const period of answer.series) {
    const { period: key, ...figures } = period;
    const zero = { ...want.totals };
    for (const k of Object.keys(zero) as (keyof Figures)[]) zero[k] = 0;
    expect({ key, ...figures }).toEqual({ key, ...(want.periods.get(key) ?? zero) });
  }
  // Nothing the reference counted is missing from the series.
  for (const key of want.periods.keys()) expect(answer.series.map((p) => p.period)).toContain(key);
}

describe('GET /api/studio/sales/summary: the figures reconcile with the orders', () => {
  it('built a few hundred orders of every state and voucher kind', () => {
    const states = new Set(ordersA.map((o) => o.status));
    expect([...states].sort()).toEqual(['cancelled', 'expired', 'failed', 'paid', 'pending', 'refunded']);
    expect(ordersA.filter((o) => o.voucher_id === a.vouchers.percent).length).toBeGreaterThan(50);
    expect(ordersA.filter((o) => o.voucher_id === a.vouchers.fixed).length).toBeGreaterThan(50);
    expect(ordersA.filter((o) => o.voucher_id === null).length).toBeGreaterThan(50);
    expect(ordersA.filter((o) => o.status === 'refunded').every((o) => o.refunded_at !== null)).toBe(true);
    // A refunded order's refunds give back its whole total, on the day it was refunded.
    for (const o of ordersA.filter((x) => x.status === 'refunded')) {
      expect(o.refunds.reduce((sum, r) => sum + Number(r.amount_minor), 0)).toBe(Number(o.total_minor));
      expect(o.refunds.reduce((sum, r) => sum + Number(r.tax_minor), 0)).toBe(Number(o.tax_minor));
      expect(new Date(o.refunds[0]!.created_at).getTime()).toBe(new Date(o.refunded_at!).getTime());
    }
    expect(ordersA.filter((o) => o.status !== 'refunded').every((o) => o.refunds.length === 0)).toBe(true);
  });

  it('equals the sum of the orders per day, week and month, to the rupiah', async () => {
    for (const group of ['day', 'week', 'month'] as const) {
      const answer = await summary(admin, `from=${FROM}&to=${TO}&group=${group}`);
      expect(answer.currency).toBe('IDR');
      expect(answer.tax_rate).toBe('11.00');
      expectReconciled(answer, expected(ordersA, { timeZone: 'Asia/Jakarta', from: FROM, to: TO, group }));
    }
    const all = await summary(admin, `from=${FROM}&to=${TO}`);
    expect(all.series).toHaveLength(50);
    expect(all.totals.paid_orders).toBeGreaterThan(100);
    expect(all.totals.refunds).toBeGreaterThan(10);
    expect(all.totals.net_minor).toBe(
      all.totals.gross_minor - all.totals.voucher_minor - all.totals.tax_minor - all.totals.refund_minor,
    );
  });

  it('equals the sum of the orders with each filter: course, method, voucher kind, no voucher', async () => {
    const course = a.courses[0]!;
    const cases = [
      { query: `course_id=${course}`, filter: { courses: [course] } },
      { query: 'method=qris', filter: { method: 'qris' } },
      { query: `voucher=${a.vouchers.percent}`, filter: { voucher: a.vouchers.percent } },
      {
        query: `voucher=${a.vouchers.fixed}&method=card`,
        filter: { voucher: a.vouchers.fixed, method: 'card' },
      },
      { query: 'voucher=none', filter: { voucher: 'none' as const } },
    ];
    for (const { query, filter } of cases) {
      const answer = await summary(admin, `from=${FROM}&to=${TO}&group=week&${query}`);
      const want = expected(ordersA, {
        timeZone: 'Asia/Jakarta',
        from: FROM,
        to: TO,
        group: 'week',
        ...filter,
      });
      expect(want.totals.orders, query).toBeGreaterThan(0);
      expectReconciled(answer, want);
    }
  });

  it('equals the sum of the orders in ringgit, to the sen, in the company’s own zone', async () => {
    const [tz] = await ctx.database.sql.query<{ time_zone: string }>(
      'SELECT time_zone FROM tenants WHERE id = $1',
      [b.tenantId],
    );
    for (const group of ['day', 'month'] as const) {
      const answer = await summary(adminB, `from=${FROM}&to=${TO}&group=${group}`, STUDIO_B);
      expect(answer.currency).toBe('MYR');
      expect(answer.tax_rate).toBe('8.00');
      const want = expected(ordersB, { timeZone: tz!.time_zone, from: FROM, to: TO, group });
      expect(want.totals.gross_minor % 100).not.toBe(0);
      expectReconciled(answer, want);
    }
    const fpx = await summary(adminB, `from=${FROM}&to=${TO}&method=fpx`, STUDIO_B);
    expectReconciled(
      fpx,
      expected(ordersB, { timeZone: tz!.time_zone, from: FROM, to: TO, group: 'day', method: 'fpx' }),
    );
  });

  it('answers the same after the waiting changes are folded, and after more changes', async () => {
    const before = await summary(admin, `from=${FROM}&to=${TO}&group=week`);
    const [folded] = await ctx.database.sql.query<{ n: number }>('SELECT fold_sales() AS n');
    const [waiting] = await ctx.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sales_deltas',
    );
    expect(folded!.n + waiting!.n).toBeGreaterThanOrEqual(0);
    expect(waiting!.n).toBe(0);
    expect(await summary(admin, `from=${FROM}&to=${TO}&group=week`)).toEqual(before);
    // A paid order refunded now, a pending one paid now: money moves to today's bucket.
    await ctx.database.sql.query(
      `UPDATE bookings SET status = 'refunded' WHERE id = (SELECT min(id) FROM bookings WHERE tenant_id = $1 AND status = 'paid')`,
      [a.tenantId],
    );
    await ctx.database.sql.query(
      `UPDATE bookings SET status = 'paid', paid_at = now() WHERE id = (SELECT min(id) FROM bookings WHERE tenant_id = $1 AND status = 'pending' AND created_at < '2026-10-01')`,
      [a.tenantId],
    );
    const now = await ordersOf(ctx, a.tenantId);
    const [today] = await ctx.database.sql.query<{ d: string }>(
      `SELECT to_char((now() AT TIME ZONE 'Asia/Jakarta')::date, 'YYYY-MM-DD') AS d`,
    );
    const to = today!.d;
    const from = `${to.slice(0, 4)}-01-01` > FROM ? FROM : `${to.slice(0, 4)}-01-01`;
    const answer = await summary(admin, `from=${from}&to=${to}&group=month`);
    expectReconciled(answer, expected(now, { timeZone: 'Asia/Jakarta', from, to, group: 'month' }));
  });

  it('moves every day when the company changes its time zone', async () => {
    await ctx.database.sql.query(`UPDATE tenants SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [b.tenantId]);
    const answer = await summary(adminB, `from=${FROM}&to=${TO}&group=day`, STUDIO_B);
    expectReconciled(
      answer,
      expected(await ordersOf(ctx, b.tenantId), { timeZone: 'Asia/Tokyo', from: FROM, to: TO, group: 'day' }),
    );
  });
});

describe('GET /api/studio/sales/summary: who sees what', () => {
  it('shows a contributor the sales of their own courses only', async () => {
    expect(mentorCourses.length).toBeGreaterThan(0);
    expect(mentorCourses.length).toBeLessThan(a.courses.length);
    const answer = await summary(mentor, `from=${FROM}&to=${TO}&group=week`);
    const want = expected(ordersA, {
      timeZone: 'Asia/Jakarta',
      from: FROM,
      to: TO,
      group: 'week',
      courses: mentorCourses,
    });
    expect(want.totals.orders).toBeGreaterThan(0);
    // Reads without the folded-then-changed orders above: only orders before them are compared.
    const now = await ordersOf(ctx, a.tenantId);
    expectReconciled(
      answer,
      expected(now, { timeZone: 'Asia/Jakarta', from: FROM, to: TO, group: 'week', courses: mentorCourses }),
    );
    const options = (await get(mentor, '/api/studio/sales/options')).json().data;
    expect(options.courses.map((c: { id: number }) => c.id).sort()).toEqual([...mentorCourses].sort());
  });

  it('refuses a contributor another mentor’s course, and a company another company’s, naming the field', async () => {
    const other = a.courses.find((c) => !mentorCourses.includes(c))!;
    const res = await get(mentor, `/api/studio/sales/summary?from=${FROM}&to=${TO}&course_id=${other}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ course_id: 'not_an_option' });
    const cross = await get(
      adminB,
      `/api/studio/sales/summary?from=${FROM}&to=${TO}&course_id=${a.courses[0]}`,
      STUDIO_B,
    );
    expect(cross.statusCode).toBe(400);
    expect(cross.json().error.fields).toEqual({ course_id: 'not_an_option' });
  });

  it('answers 401 without the studio’s session, and to a learner’s site token', async () => {
    expect((await get(null, `/api/studio/sales/summary?from=${FROM}&to=${TO}`)).statusCode).toBe(401);
    const learner = await siteToken(ctx, 'learner@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/studio/sales/summary?from=${FROM}&to=${TO}`,
      headers: { host: STUDIO_A, authorization: `Bearer ${learner}` },
    });
    expect(res.statusCode).toBe(401);
    const onSite = await ctx.app.inject({
      method: 'GET',
      url: `/api/studio/sales/orders`,
      headers: { host: HOST_A, cookie: admin },
    });
    expect(onSite.statusCode).not.toBe(200);
  });
});

describe('GET /api/studio/sales/summary: bad input names the field', () => {
  const cases: [string, Record<string, string>][] = [
    ['from=2026-9-1&to=2026-10-01', { from: 'date_format' }],
    ['from=2026-02-30&to=2026-03-10', { from: 'date_format' }],
    ['from=2026-10-01', { to: 'required' }],
    ['from=2026-10-10&to=2026-10-01', { to: 'range_reversed' }],
    ['from=2025-01-01&to=2026-01-01&group=day', { to: 'range_too_long' }],
    ['from=2026-10-01&to=2026-10-10&group=year', { group: 'invalid_option' }],
    ['from=2026-10-01&to=2026-10-10&method=cash', { method: 'invalid_option' }],
    ['from=2026-10-01&to=2026-10-10&voucher=some', { voucher: 'invalid_option' }],
  ];
  it.each(cases)('?%s answers 400 with %o', async (query, fields) => {
    const res = await get(admin, `/api/studio/sales/summary?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('takes a year grouped by month', async () => {
    expect(
      (await get(admin, '/api/studio/sales/summary?from=2025-01-01&to=2026-01-01&group=month')).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/studio/sales/orders', () => {
  type Listed = {
    id: number;
    order_number: string;
    status: string;
    course: { id: number };
    learner: { email: string };
  };
  const list = async (cookie: string, query = '', host = STUDIO_A) => {
    const res = await get(cookie, `/api/studio/sales/orders?${query}`, host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Listed[]; has_more: boolean; per_page: number };
  };

  it('pages the company’s orders newest first', async () => {
    const first = await list(admin);
    expect(first.items).toHaveLength(first.per_page);
    expect(first.has_more).toBe(true);
    const second = await list(admin, 'page=2');
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('finds an order by its number, and learners by email or name', async () => {
    const byNumber = await list(admin, 'q=r11-00042');
    expect(byNumber.items.map((o) => o.order_number)).toEqual(['R11-00042']);
    const byEmail = await list(admin, 'q=buyer11-7%40');
    expect(byEmail.items.map((o) => o.learner.email)).toEqual(['buyer11-7@example.com']);
    const byName = await list(admin, 'q=Buyer%20123');
    expect(byName.items.length).toBeGreaterThan(0);
  });

  it('filters by status, course, method and the days they were made', async () => {
    const refunded = await list(admin, 'status=refunded&method=card');
    expect(refunded.items.length).toBeGreaterThan(0);
    expect(refunded.items.every((o) => o.status === 'refunded')).toBe(true);
    const course = a.courses[1]!;
    const ofCourse = await list(admin, `course_id=${course}&from=2026-09-05&to=2026-09-06`);
    const want = ordersA.filter(
      (o) =>
        o.course_id === course &&
        o.created_at >= new Date('2026-09-04T17:00:00Z') &&
        o.created_at < new Date('2026-09-06T17:00:00Z'),
    );
    expect(ofCourse.items).toHaveLength(want.length);
  });

  it('lists a contributor’s courses’ orders only, and nothing of another company', async () => {
    const mine = await list(mentor, 'q=r11-');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((o) => mentorCourses.includes(o.course.id))).toBe(true);
    expect((await list(adminB, 'q=r11-', STUDIO_B)).items).toEqual([]);
  });
});

describe('GET /api/studio/sales/orders/:id', () => {
  it('shows an order’s items, attempts, notifications and audit events', async () => {
    // A demo order paid through the sandbox: its attempt is kept by the seed.
    const [seeded] = await ctx.database.sql.query<{ id: number }>(
      `SELECT b.id FROM bookings b JOIN payments p ON p.booking_id = b.id WHERE b.tenant_id = $1 LIMIT 1`,
      [a.tenantId],
    );
    await ctx.database.sql.query(
      `INSERT INTO payment_notifications (gateway, booking_id, result) VALUES ('sandbox', $1, 'applied')`,
      [seeded!.id],
    );
    await ctx.database.sql.query(
      `INSERT INTO audit_events (tenant_id, event, detail)
       VALUES ($1, 'payment_status_changed', jsonb_build_object('booking_id', $2::int, 'from', 'pending', 'to', 'paid', 'by', 'gateway'))`,
      [a.tenantId, seeded!.id],
    );
    const res = await get(admin, `/api/studio/sales/orders/${seeded!.id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order.items).toHaveLength(1);
    expect(order.items[0].total_minor).toBe(order.total_minor);
    expect(order.attempts.length).toBeGreaterThan(0);
    expect(order.attempts[0].status).toBe('paid');
    expect(order.notifications).toEqual([expect.objectContaining({ gateway: 'sandbox', result: 'applied' })]);
    expect(order.events).toEqual([
      expect.objectContaining({
        event: 'payment_status_changed',
        from: 'pending',
        to: 'paid',
        by: 'gateway',
      }),
    ]);
  });

  it('answers 404 for another mentor’s course’s order, another company’s order and no order', async () => {
    const other = ordersA.find((o) => !mentorCourses.includes(o.course_id))!;
    const [row] = await ctx.database.sql.query<{ id: number }>(
      'SELECT id FROM bookings WHERE tenant_id = $1 AND course_id = $2 LIMIT 1',
      [a.tenantId, other.course_id],
    );
    expect((await get(admin, `/api/studio/sales/orders/${row!.id}`)).statusCode).toBe(200);
    expect((await get(mentor, `/api/studio/sales/orders/${row!.id}`)).statusCode).toBe(404);
    expect((await get(adminB, `/api/studio/sales/orders/${row!.id}`, STUDIO_B)).statusCode).toBe(404);
    expect((await get(admin, '/api/studio/sales/orders/99999999')).statusCode).toBe(404);
    expect((await get(admin, '/api/studio/sales/orders/abc')).json().error.fields).toEqual({ id: 'invalid' });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import {
  applyVoucher,
  courseByTitle,
  createLearner,
  enrolments,
  midtransNotification,
  notifySandbox,
  order,
  sandboxKey,
  startPayment,
} from '../commerce/helpers.ts';
import { ADMIN, MENTOR, STUDIO_B, studio, studioSession } from '../studio/support.ts';
import { expected, ordersOf } from './reference.ts';

/**
 * Refunds in the studio (issue 25 item 2, docs/decisions.md 50) through the sandbox gateway:
 * whole and partial, the order's state, the enrolment (progress kept), the certificate, the
 * voucher, the learner's mail, the dashboard's refunds, a double click, who may refund, and the
 * payments flagged to give back. The real gateways' refund calls are in commerce/real-gateways.
 */

let ctx: TestContext;
let admin: string;
let mentor: string;
let adminB: string;
let tenantId: number;
let key: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await studioSession(ctx, ADMIN);
  mentor = await studioSession(ctx, MENTOR);
  adminB = await studioSession(ctx, ADMIN, { site: 'acme.localhost', studio: STUDIO_B });
  key = await sandboxKey(ctx);
  const [t] = await ctx.database.sql.query<{ tenant_id: number }>(
    'SELECT tenant_id FROM tenant_domains WHERE host = $1',
    [HOST_A],
  );
  tenantId = t!.tenant_id;
}, SETUP_MS);
afterAll(() => ctx?.close());

/** A learner's order of a course paid through the sandbox, as the site does it. */
async function paidOrder(title = 'Python for Data Analysis', voucher?: string) {
  const learner = await createLearner(ctx);
  const course = (await courseByTitle(ctx, title)).id;
  const booking = await order(ctx, learner.token, course);
  if (voucher) expect((await applyVoucher(ctx, learner.token, booking.id, voucher)).statusCode).toBe(200);
  const { gatewayOrderId, amount } = await startPayment(ctx, learner.token, booking.id, 'qris');
  const paid = await notifySandbox(
    ctx,
    midtransNotification(key, { orderId: gatewayOrderId, gross: `${amount}.00` }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return { learner, course, bookingId: booking.id, amount };
}

const refund = (cookie: string, bookingId: number, body: Record<string, unknown>, host?: string) =>
  studio(
    ctx,
    cookie,
    'POST',
    `/api/studio/sales/orders/${bookingId}/refunds`,
    { refund_key: randomUUID(), reason: 'Asked by the learner', ...body },
    host ? { host } : {},
  );

const orderPage = async (bookingId: number) => {
  const res = await studio(ctx, admin, 'GET', `/api/studio/sales/orders/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const mailsTo = (email: string) =>
  ctx.database.sql.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );

describe('POST /api/studio/sales/orders/:id/refunds', () => {
  it('refunds a paid order whole: refunded, enrolment ended with progress kept, certificate revoked, mailed', async () => {
    const { learner, course, bookingId, amount } = await paidOrder();
    await ctx.database.sql.query(`UPDATE users SET language = 'ms' WHERE id = $1`, [learner.id]);
    expect(await enrolments(ctx, learner.id, course)).toBe(1);
    // Some progress and a certificate of the course.
    const [lesson] = await ctx.database.sql.query<{ id: number }>(
      'SELECT id FROM lessons WHERE course_id = $1 ORDER BY id LIMIT 1',
      [course],
    );
    await ctx.database.sql.query(
      `INSERT INTO lesson_progress (user_id, course_id, lesson_id, completed_at) VALUES ($1, $2, $3, now())`,
      [learner.id, course, lesson!.id],
    );
    await ctx.database.sql.query(
      `INSERT INTO certificates (code, tenant_id, user_id, course_id, learner_name, course_title_en, course_title_id, mentor_name)
       VALUES ('RFND-TEST-0001', $1, $2, $3, 'Test', 'Python', 'Python', 'Mentor')`,
      [tenantId, learner.id, course],
    );

    const res = await refund(admin, bookingId, { return_voucher: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      booking_id: bookingId,
      kind: 'order',
      amount_minor: amount,
      status: 'succeeded',
      order_status: 'refunded',
      gateway_reference: expect.stringMatching(/^SBX-RF-/),
    });

    const page = await orderPage(bookingId);
    expect(page.status).toBe('refunded');
    expect(page.refunded_at).not.toBeNull();
    expect(page.refunded_minor).toBe(amount);
    expect(page.refundable_minor).toBe(0);
    expect(page.refunds).toEqual([
      expect.objectContaining({
        amount_minor: amount,
        status: 'succeeded',
        by: 'admin',
        reason: 'Asked by the learner',
      }),
    ]);
    expect(page.attempts[0].status).toBe('refunded');
    expect(page.events.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['studio_order_refunded', 'payment_status_changed']),
    );
    expect(page.events.find((e: { to: string | null }) => e.to === 'refunded')).toMatchObject({
      by: 'admin',
    });

    // The course is no longer theirs; their progress is.
    expect(await enrolments(ctx, learner.id, course)).toBe(0);
    const progress = await ctx.database.sql.query(
      'SELECT 1 FROM lesson_progress WHERE user_id = $1 AND course_id = $2',
      [learner.id, course],
    );
    expect(progress).toHaveLength(1);

    // The public page of the certificate says it was revoked, and when.
    const cert = await ctx.app.inject({
      url: '/api/certificates/RFND-TEST-0001?lang=en',
      headers: { host: HOST_A },
    });
    expect(cert.statusCode).toBe(200);
    expect(cert.json().data).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });

    // The learner's mail is in their language (Malay) and names the amount.
    const mails = await mailsTo(learner.email);
    const mail = mails.find((m) => m.subject.startsWith('Bayaran balik pesanan'));
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.body).toContain('Kemajuan anda disimpan');

    // Bought again, the learner carries on where they stopped.
    const again = await order(ctx, learner.token, course);
    const { gatewayOrderId, amount: a2 } = await startPayment(ctx, learner.token, again.id, 'qris');
    await notifySandbox(ctx, midtransNotification(key, { orderId: gatewayOrderId, gross: `${a2}.00` }));
    const [enrolment] = await ctx.database.sql.query<{ completed_lessons: number; last_lesson_id: number }>(
      'SELECT completed_lessons, last_lesson_id FROM enrollments WHERE user_id = $1 AND course_id = $2',
      [learner.id, course],
    );
    expect(enrolment).toEqual({ completed_lessons: 1, last_lesson_id: lesson!.id });
  });

  it('records a partial refund as partial: the order stays paid and enrolled until the rest goes back', async () => {
    const { learner, course, bookingId, amount } = await paidOrder();
    const part = 50_000;
    const first = await refund(admin, bookingId, { amount_minor: part });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ amount_minor: part, order_status: 'paid' });
    let page = await orderPage(bookingId);
    expect(page.status).toBe('paid');
    expect(page.refunded_minor).toBe(part);
    expect(page.refundable_minor).toBe(amount - part);
    expect(await enrolments(ctx, learner.id, course)).toBe(1);

    // More than is left names the field; nothing moves.
    const tooMuch = await refund(admin, bookingId, { amount_minor: amount });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount_minor: 'above_refundable' });

    // The rest, by default: the order is refunded, and its two refunds add up to it, tax too.
    const rest = await refund(admin, bookingId, {});
    expect(rest.json().data).toMatchObject({ amount_minor: amount - part, order_status: 'refunded' });
    page = await orderPage(bookingId);
    expect(page.refunds.map((r: { amount_minor: number }) => r.amount_minor)).toEqual([part, amount - part]);
    expect(page.refunds.reduce((s: number, r: { tax_minor: number }) => s + r.tax_minor, 0)).toBe(
      page.items[0].tax_minor,
    );
    expect(await enrolments(ctx, learner.id, course)).toBe(0);
    // Nothing is left to give back.
    const again = await refund(admin, bookingId, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_refundable');
  });

  it('refunds once for a double click: the same refund key answers the same refund', async () => {
    const { bookingId, amount } = await paidOrder();
    const body = { refund_key: randomUUID(), reason: 'Double click', amount_minor: 10_000 };
    const [a, b] = await Promise.all([refund(admin, bookingId, body), refund(admin, bookingId, body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data.id).toBe(b.json().data.id);
    const page = await orderPage(bookingId);
    expect(page.refunds).toHaveLength(1);
    expect(page.refundable_minor).toBe(amount - 10_000);
  });

  it('returns the voucher use when the company chooses', async () => {
    const code = `RF${Date.now() % 100000}`;
    const [voucher] = await ctx.database.sql.query<{ id: number }>(
      `INSERT INTO vouchers (tenant_id, code, name, kind, percent, quota) VALUES ($1, $2, '{"en":"Ten"}', 'percent', 10, 5) RETURNING id`,
      [tenantId, code],
    );
    const used = async () =>
      (
        await ctx.database.sql.query<{ used_count: number }>(
          'SELECT used_count FROM vouchers WHERE id = $1',
          [voucher!.id],
        )
      )[0]!.used_count;
    const kept = await paidOrder('Python for Data Analysis', code);
    const returned = await paidOrder('Python for Data Analysis', code);
    expect(await used()).toBe(2);
    expect((await refund(admin, kept.bookingId, { return_voucher: false })).statusCode).toBe(200);
    expect(await used()).toBe(2);
    expect((await refund(admin, returned.bookingId, { return_voucher: true })).statusCode).toBe(200);
    expect(await used()).toBe(1);
  });

  it('lands every refund in the dashboard’s refunds on its day: the figures equal the refund rows', async () => {
    const [today] = await ctx.database.sql.query<{ d: string }>(
      `SELECT to_char((now() AT TIME ZONE 'Asia/Jakarta')::date, 'YYYY-MM-DD') AS d`,
    );
    const day = today!.d;
    const res = await studio(ctx, admin, 'GET', `/api/studio/sales/summary?from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    const totals = res.json().data.totals;
    const [rows] = await ctx.database.sql.query<{ n: number; amount: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::text AS amount FROM refunds
        WHERE tenant_id = $1 AND kind = 'order' AND status = 'succeeded'
          AND (created_at AT TIME ZONE 'Asia/Jakarta')::date = $2::date`,
      [tenantId, day],
    );
    expect(rows!.n).toBeGreaterThanOrEqual(6);
    expect(totals.refunds).toBe(rows!.n);
    expect(totals.refund_minor).toBe(Number(rows!.amount));
    expect(totals).toEqual(
      expected(await ordersOf(ctx, tenantId), { timeZone: 'Asia/Jakarta', from: day, to: day, group: 'day' })
        .totals,
    );
  });

  it('lets only an admin refund: a contributor is refused, another company finds no such order', async () => {
    const { bookingId } = await paidOrder();
    const byMentor = await refund(mentor, bookingId, {});
    expect(byMentor.statusCode).toBe(403);
    const byOther = await refund(adminB, bookingId, {}, STUDIO_B);
    expect(byOther.statusCode).toBe(404);
    expect((await refund(admin, 99_999_999, {})).statusCode).toBe(404);
    expect(
      (await studio(ctx, null, 'POST', `/api/studio/sales/orders/${bookingId}/refunds`, {})).statusCode,
    ).toBe(401);
    expect((await orderPage(bookingId)).status).toBe('paid');
  });

  it('names the field of bad input', async () => {
    const { bookingId } = await paidOrder();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ reason: '' }, { reason: 'required' }],
      [{ reason: 'x'.repeat(501) }, { reason: 'too_long' }],
      [{ amount_minor: 0 }, { amount_minor: 'too_small' }],
      [{ amount_minor: 1.5 }, { amount_minor: 'invalid' }],
      [{ amount_minor: '100' }, { amount_minor: 'invalid' }],
      [{ return_voucher: 'yes' }, { return_voucher: 'invalid' }],
      [{ refund_key: 'x' }, { refund_key: 'invalid_format' }],
    ];
    for (const [body, fields] of cases) {
      const res = await refund(admin, bookingId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
    // A pending order has nothing to give back.
    const learner = await createLearner(ctx);
    const pending = await order(
      ctx,
      learner.token,
      (await courseByTitle(ctx, 'Python for Data Analysis')).id,
    );
    const res = await refund(admin, pending.id, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('not_refundable');
  });

  it('draws the refund’s credit note as a PDF, for admins', async () => {
    const { bookingId } = await paidOrder();
    const done = (await refund(admin, bookingId, { amount_minor: 25_000 })).json().data;
    const pdf = await studio(ctx, admin, 'GET', `/api/studio/sales/refunds/${done.id}/credit-note`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await studio(ctx, mentor, 'GET', `/api/studio/sales/refunds/${done.id}/credit-note`)).statusCode,
    ).toBe(403);
    const other = await studio(
      ctx,
      adminB,
      'GET',
      `/api/studio/sales/refunds/${done.id}/credit-note`,
      undefined,
      {
        host: STUDIO_B,
      },
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('Payments to refund', () => {
  it('lists a payment flagged to give back and refunds it in one click, leaving the order as it was', async () => {
    const { learner, bookingId, amount } = await paidOrder();
    // A second attempt of the paid order is paid too: money the order cannot take.
    const [attempt] = await ctx.database.sql.query<{ id: number }>(
      `INSERT INTO payments (booking_id, gateway, method, gateway_order_id, amount_minor, currency, status,
                             reference, needs_refund_at, needs_refund_reason)
       VALUES ($1, 'sandbox', 'qris', $2, $3, 'IDR', 'paid', 'SBX-TWICE', now(), 'paid_twice') RETURNING id`,
      [bookingId, `TWICE-${bookingId}`, amount],
    );
    const list = await studio(ctx, admin, 'GET', '/api/studio/sales/payments-to-refund');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toContainEqual(
      expect.objectContaining({
        payment_id: attempt!.id,
        booking_id: bookingId,
        amount_minor: amount,
        reason: 'paid_twice',
        learner: expect.objectContaining({ email: learner.email }),
      }),
    );
    expect((await studio(ctx, mentor, 'GET', '/api/studio/sales/payments-to-refund')).statusCode).toBe(403);
    const otherList = await studio(ctx, adminB, 'GET', '/api/studio/sales/payments-to-refund', undefined, {
      host: STUDIO_B,
    });
    expect(otherList.json().data.items.map((p: { payment_id: number }) => p.payment_id)).not.toContain(
      attempt!.id,
    );
    const byOther = await studio(
      ctx,
      adminB,
      'POST',
      `/api/studio/sales/payments/${attempt!.id}/refund`,
      { refund_key: randomUUID() },
      { host: STUDIO_B },
    );
    expect(byOther.statusCode).toBe(404);

    const before = await studio(
      ctx,
      admin,
      'GET',
      '/api/studio/sales/summary?from=2026-01-01&to=2027-12-31&group=month',
    );
    const res = await studio(ctx, admin, 'POST', `/api/studio/sales/payments/${attempt!.id}/refund`, {
      refund_key: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'payment', amount_minor: amount, order_status: 'paid' });
    const after = await studio(
      ctx,
      admin,
      'GET',
      '/api/studio/sales/summary?from=2026-01-01&to=2027-12-31&group=month',
    );
    // Never counted as sold, so not as refunded either.
    expect(after.json().data.totals).toEqual(before.json().data.totals);
    const page = await orderPage(bookingId);
    expect(page.status).toBe('paid');
    expect(page.attempts.find((a: { id: number }) => a.id === attempt!.id).status).toBe('refunded');
    const listed = await studio(ctx, admin, 'GET', '/api/studio/sales/payments-to-refund');
    expect(listed.json().data.items.map((p: { payment_id: number }) => p.payment_id)).not.toContain(
      attempt!.id,
    );
    // Again: nothing left to give back.
    const again = await studio(ctx, admin, 'POST', `/api/studio/sales/payments/${attempt!.id}/refund`, {
      refund_key: randomUUID(),
    });
    expect(again.statusCode).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Voucher } from '@app/contract/commerce/schemas';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  applyVoucher,
  bearer,
  courseByTitle,
  createLearner,
  enrolments,
  getBooking,
  order,
} from './helpers.ts';

/** Vouchers (docs/product.md §14): each rule, each refusal, the list. */

let ctx: TestContext;
let python: number; // data-analytics, sale Rp 249.000
let excel: number; // data-analytics, Rp 199.000
let meta: number; // digital marketing
beforeAll(async () => {
  ctx = await createTestApp();
  python = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
  excel = (await courseByTitle(ctx, 'Data Analysis with Excel')).id;
  meta = (await courseByTitle(ctx, 'Meta Ads Mastery')).id;
}, 180_000);
afterAll(() => ctx.close());

/** A voucher of tenant A made for one test. */
let serial = 0;
async function voucher(fields: Record<string, unknown>) {
  serial += 1;
  const code = `T${serial}${Date.now().toString(36)}`.toUpperCase();
  const columns = { kind: 'fixed', amount_minor: 10_000, name: '{"en": "Test voucher"}', ...fields };
  const names = Object.keys(columns);
  await ctx.database.sql.query(
    `INSERT INTO vouchers (tenant_id, code, ${names.join(', ')})
     SELECT tenant_id, $1, ${names.map((_, i) => `$${i + 2}`).join(', ')} FROM tenant_domains WHERE host = $${names.length + 2}`,
    [code, ...Object.values(columns), HOST_A],
  );
  return code;
}

const refusal = async (token: string, bookingId: number, code: string) => {
  const res = await applyVoucher(ctx, token, bookingId, code);
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { message: string; error: { code: string; fields: Record<string, string> } };
  // The field names the reason by its code too; the message says it in English.
  expect(body.error.fields.voucher).toBe(body.error.code);
  return body.error.code;
};

describe('applying a voucher', () => {
  it('takes a percent off the sale price, up to its cap, and recomputes the tax included', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    // HEMAT20: 20 % up to Rp 50.000 from Rp 100.000 → 20 % of 249.000 = 49.800.
    const res = await applyVoucher(ctx, learner.token, booking.id, 'hemat20');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Booking }).data).toMatchObject({
      // Its rule comes with it, so the payment page says the cap beside the percent.
      voucher: {
        code: 'HEMAT20',
        kind: 'percent',
        percent: 20,
        amount: null,
        max_discount: 50_000,
        discount: 49_800,
      },
      total: 199_200,
      tax_included: Math.round((199_200 * 11) / 111),
    });
    const another = await createLearner(ctx);
    const capped = await order(
      ctx,
      another.token,
      (await courseByTitle(ctx, 'Practical Tax: PPh 21 and VAT')).id,
    );
    const second = await applyVoucher(ctx, another.token, capped.id, 'HEMAT20');
    expect(second.statusCode, second.body).toBe(200);
    const answer = second.json() as { data: Booking };
    // 20 % of 299.000 is 59.800: capped at 50.000.
    expect(answer.data.voucher!.discount).toBe(50_000);
  });

  it('refuses with a reason for each rule', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const marketing = await order(ctx, learner.token, meta);
    expect(await refusal(learner.token, booking.id, 'NOSUCHCODE')).toBe('voucher_unknown');
    expect(await refusal(learner.token, booking.id, 'RAMADAN2026')).toBe('voucher_expired');
    expect(await refusal(learner.token, booking.id, 'FLASHSALE')).toBe('voucher_used_up');
    // DATA50 is for Data Analytics courses only.
    expect(await refusal(learner.token, marketing.id, 'DATA50')).toBe('voucher_not_applicable');
    expect(
      await refusal(
        learner.token,
        booking.id,
        await voucher({ starts_at: new Date(Date.now() + 86_400_000) }),
      ),
    ).toBe('voucher_not_started');
    expect(await refusal(learner.token, booking.id, await voucher({ min_purchase_minor: 300_000 }))).toBe(
      'voucher_min_purchase',
    );
    expect(
      await refusal(learner.token, booking.id, await voucher({ scope: 'course', course_id: excel })),
    ).toBe('voucher_not_applicable');
    // A welcome voucher is for the accounts it was given to: to others it does not exist.
    const outsider = await createLearner(ctx);
    await ctx.database.sql.query('DELETE FROM voucher_assignments WHERE user_id = $1', [outsider.id]);
    const theirs = await order(ctx, outsider.token, python);
    expect(await refusal(outsider.token, theirs.id, 'SELAMATDATANG')).toBe('voucher_unknown');
    // Nothing changed on the refused orders.
    expect((await getBooking(ctx, learner.token, booking.id)).voucher).toBeNull();
    expect((await getBooking(ctx, learner.token, booking.id)).total).toBe(249_000);
  });

  it('is used once per user: a second order is refused while the first holds it, and after it is paid', async () => {
    const learner = await createLearner(ctx);
    const code = await voucher({ per_user_limit: 1 });
    const first = await order(ctx, learner.token, python);
    const second = await order(ctx, learner.token, excel);
    expect((await applyVoucher(ctx, learner.token, first.id, code)).statusCode).toBe(200);
    expect(await refusal(learner.token, second.id, code)).toBe('voucher_already_used');
    // Applying the same code again to the same order changes nothing.
    expect((await applyVoucher(ctx, learner.token, first.id, code)).statusCode).toBe(200);
  });

  it('is freed when the order is cancelled, and replaced by another code', async () => {
    const learner = await createLearner(ctx);
    const code = await voucher({ quota: 1 });
    const first = await order(ctx, learner.token, python);
    await applyVoucher(ctx, learner.token, first.id, code);
    const other = await createLearner(ctx);
    const theirs = await order(ctx, other.token, python);
    expect(await refusal(other.token, theirs.id, code)).toBe('voucher_used_up');
    // Swapping codes frees the first one…
    const swap = await applyVoucher(ctx, learner.token, first.id, 'HEMAT20');
    expect((swap.json() as { data: Booking }).data.voucher!.code).toBe('HEMAT20');
    expect((await applyVoucher(ctx, other.token, theirs.id, code)).statusCode).toBe(200);
    // …and so does cancelling.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${theirs.id}/cancel`,
      headers: bearer(other.token),
    });
    const [row] = await ctx.database.sql.query<{ used_count: number }>(
      'SELECT used_count FROM vouchers WHERE code = $1',
      [code],
    );
    expect(row!.used_count).toBe(0);
  });

  it('can be taken off: the full price comes back', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/remove_voucher?lang=en',
      headers: bearer(learner.token),
      payload: { id: booking.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Booking }).data).toMatchObject({ voucher: null, total: 249_000 });
  });

  it('brings an order to zero and enrols at once', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const res = await applyVoucher(
      ctx,
      learner.token,
      booking.id,
      await voucher({ kind: 'percent', percent: 100, amount_minor: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Booking }).data).toMatchObject({ status: 'paid', total: 0 });
    expect(await enrolments(ctx, learner.id, python)).toBe(1);
  });

  it('is applied only to the user’s own pending order, with a valid code', async () => {
    const owner = await createLearner(ctx);
    const stranger = await createLearner(ctx);
    const booking = await order(ctx, owner.token, python);
    expect((await applyVoucher(ctx, stranger.token, booking.id, 'HEMAT20')).statusCode).toBe(404);
    for (const [payload, field] of [
      [{ id: booking.id }, 'voucher'],
      [{ id: booking.id, voucher: '' }, 'voucher'],
      [{ id: booking.id, voucher: 'drop table;' }, 'voucher'],
      [{ id: booking.id, voucher: 'A'.repeat(41) }, 'voucher'],
      [{ voucher: 'HEMAT20' }, 'id'],
      [{ id: 'x', voucher: 'HEMAT20' }, 'id'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/bookings/apply_voucher',
        headers: bearer(owner.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect((await applyVoucher(ctx, owner.token, booking.id, 'HEMAT20')).statusCode).toBe(409);
  });

  it('cannot be guessed by trying: 10 tries in 10 minutes per user, then 429', async () => {
    const learner = await createLearner(ctx);
    const booking = await order(ctx, learner.token, python);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await applyVoucher(ctx, learner.token, booking.id, `GUESS${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    // A right code is refused too while the limit lasts; another learner is not affected.
    expect((await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20')).statusCode).toBe(429);
    const other = await createLearner(ctx);
    expect(
      (await applyVoucher(ctx, other.token, (await order(ctx, other.token, python)).id, 'HEMAT20'))
        .statusCode,
    ).toBe(200);
  });
});

describe('my vouchers', () => {
  it('lists the vouchers a user holds or has used, with their rules and state, in their language', async () => {
    const learner = await createLearner(ctx);
    // New accounts get the welcome voucher (a database trigger, whatever creates the account).
    const [welcome] = await ctx.database.sql.query<{ code: string }>(
      `SELECT v.code FROM voucher_assignments a JOIN vouchers v ON v.id = a.voucher_id WHERE a.user_id = $1`,
      [learner.id],
    );
    expect(welcome?.code).toBe('SELAMATDATANG');
    await ctx.database.sql.query(
      `INSERT INTO voucher_assignments (voucher_id, user_id)
       SELECT id, $1 FROM vouchers WHERE code IN ('RAMADAN2026', 'FLASHSALE', 'DATA50')`,
      [learner.id],
    );
    const booking = await order(ctx, learner.token, python);
    await applyVoucher(ctx, learner.token, booking.id, 'HEMAT20');
    const list = async (query = '') => {
      const res = await ctx.app.inject({
        url: `/api/v1/vouchers/history?lang=id${query}`,
        headers: bearer(learner.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Voucher[]; meta: { total: number; page: number; limit: number } };
    };
    const all = await list();
    expect(all.meta).toMatchObject({ total: 5, page: 1, limit: 10 });
    const byCode = Object.fromEntries(all.data.map((v) => [v.code, v]));
    expect(byCode.SELAMATDATANG).toMatchObject({
      status: 'available',
      kind: 'fixed',
      amount: 25_000,
      uses_left: 1,
    });
    expect(byCode.HEMAT20).toMatchObject({
      status: 'used',
      percent: 20,
      max_discount: 50_000,
      min_purchase: 100_000,
      uses_left: 0,
      name: 'Diskon 20% semua kursus',
    });
    expect(byCode.RAMADAN2026!.status).toBe('expired');
    expect(byCode.FLASHSALE).toMatchObject({ status: 'used_up', quota_left: 0 });
    expect(byCode.DATA50).toMatchObject({
      scope: 'category',
      scope_name: 'Data & Analitik',
      status: 'available',
    });
    // Available ones first.
    expect(all.data[0]!.status).toBe('available');
    expect((await list('&q[status_eq]=expired')).data.map((v) => v.code)).toEqual(['RAMADAN2026']);
    expect((await list('&q[name_cont]=selamat')).data.map((v) => v.code)).toEqual(['SELAMATDATANG']);
    expect((await list('&limit=2&page=3')).data).toHaveLength(1);
  });

  it('shows nothing of another tenant', async () => {
    const acme = await createLearner(ctx, { host: HOST_B });
    const res = await ctx.app.inject({
      url: '/api/v1/vouchers/history',
      headers: bearer(acme.token, HOST_B),
    });
    expect((res.json() as { data: Voucher[] }).data.map((v) => v.code)).toEqual(['WELCOME10']);
  });
});

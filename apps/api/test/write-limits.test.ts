import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PDFS_PER_10_MINUTES, CV_WRITES_PER_MINUTE } from '../src/modules/cv/limits.ts';
import { BOOKINGS_PER_10_MINUTES, RECEIPT_PDFS_PER_10_MINUTES } from '../src/modules/commerce/limits.ts';
import { createTestApp, HOST_A, type TestContext, earlyInWindow } from './helper.ts';
import { DEMO_PASSWORD, loginToken, SETUP_MS } from './account/support.ts';
import { api, bearer, createLearner, cvPayload, skillsPayload } from './cv/helpers.ts';
import { applyVoucher, courseByTitle, order } from './commerce/helpers.ts';

/**
 * Every write a signed-in user can repeat, and every PDF, is limited per user (issue 21 item 6):
 * a loop of 400 CV saves in 2 s, 400 profile updates (each an audit row) or 100 PDFs is refused
 * with 429 and Retry-After past the limit, instead of being stored or drawn. Real limits
 * (multiplier 1), as in production.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_MS);
afterAll(() => ctx?.close());

/** Sends `count` requests, `parallel` at a time; answers their statuses in order. */
async function flood(
  count: number,
  parallel: number,
  send: (i: number) => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
) {
  const statuses: number[] = [];
  let retryAfter = 0;
  for (let i = 0; i < count; i += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, (_, j) => send(i + j)),
    );
    for (const res of batch) {
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = Number(res.headers['retry-after']);
    }
  }
  return {
    ok: statuses.filter((s) => s === 200).length,
    limited: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 200 && s !== 429),
    retryAfter,
  };
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('per-user limits on writes and PDFs', () => {
  it(`CV saves: ${CV_WRITES_PER_MINUTE} a minute, all kinds together; 400 in a burst store only those`, async () => {
    await earlyInWindow(60, 10_000);
    const me = await createLearner(ctx);
    expect((await api(ctx, me.token, 'POST', '/api/v1/cv', cvPayload())).status).toBe(200);
    const burst = await flood(400, 20, (i) =>
      inject('PUT', '/api/v1/cv', me.token, cvPayload({ headline: `Try ${i}` })),
    );
    expect(burst.other).toEqual([]);
    expect(burst.ok).toBe(CV_WRITES_PER_MINUTE - 1);
    expect(burst.limited).toBe(400 - (CV_WRITES_PER_MINUTE - 1));
    expect(burst.retryAfter).toBeGreaterThan(0);
    expect(burst.retryAfter).toBeLessThanOrEqual(60);
    // Personal skills count against the same allowance.
    const skills = await api(ctx, me.token, 'POST', '/api/v1/personal_skills', skillsPayload());
    expect(skills.status).toBe(429);
    expect(skills.body.error?.code).toBe('rate_limited');
    // Nothing past the limit was stored: the CV holds one of the allowed saves.
    const saved = await api(ctx, me.token, 'GET', '/api/v1/cv/edit');
    expect(Number(saved.body.data.headline.replace('Try ', ''))).toBeLessThan(400);
    // Another learner is not held back.
    const other = await createLearner(ctx);
    expect((await api(ctx, other.token, 'POST', '/api/v1/personal_skills', skillsPayload())).status).toBe(
      200,
    );
  });

  it('profile updates: 30 in ten minutes, then 429 and no more audit rows', async () => {
    const me = await createLearner(ctx);
    const boundary = 'limitsBoundary';
    const form = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\n${name}\r\n--${boundary}--\r\n`;
    const burst = await flood(60, 10, (i) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/users/update',
        headers: { ...bearer(me.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: form(`Siti Update ${i}`),
      }),
    );
    expect(burst.other).toEqual([]);
    expect(burst.ok).toBeLessThanOrEqual(30);
    expect(burst.limited).toBeGreaterThanOrEqual(30);
    const [audits] = await ctx.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE user_id = $1 AND event = 'profile_updated'`,
      [me.id],
    );
    expect(audits!.n).toBe(burst.ok);
  });

  it(`CV PDFs: ${CV_PDFS_PER_10_MINUTES} in ten minutes, then 429 without drawing`, async () => {
    const me = await createLearner(ctx);
    const burst = await flood(CV_PDFS_PER_10_MINUTES + 5, 1, () => inject('GET', '/api/v1/cv/pdf', me.token));
    expect(burst.other).toEqual([]);
    expect(burst).toMatchObject({ ok: CV_PDFS_PER_10_MINUTES, limited: 5 });
  });

  it('PDFs of one user in parallel: at most two drawn or waiting at once, the rest 429 at once', async () => {
    const me = await createLearner(ctx);
    const burst = await flood(8, 8, () => inject('GET', '/api/v1/cv/pdf', me.token));
    expect(burst.other).toEqual([]);
    expect(burst.ok).toBeGreaterThanOrEqual(2);
    expect(burst.limited).toBeGreaterThanOrEqual(1);
  });

  it(`receipt PDFs: ${RECEIPT_PDFS_PER_10_MINUTES} in ten minutes, then 429`, async () => {
    // 33 PDFs take seconds: a burst across the ten-minute window's end would count in two.
    await earlyInWindow(600, 30_000);
    const token = await loginToken(ctx, 'learner@example.com', DEMO_PASSWORD);
    const [paid] = await ctx.database.sql.query<{ id: number }>(
      `SELECT b.id FROM bookings b JOIN users u ON u.id = b.user_id
        WHERE u.email = 'learner@example.com' AND b.status = 'paid' ORDER BY b.id LIMIT 1`,
    );
    const burst = await flood(RECEIPT_PDFS_PER_10_MINUTES + 3, 1, () =>
      inject('GET', `/api/v1/bookings/${paid!.id}/receipt`, token),
    );
    expect(burst.other).toEqual([]);
    expect(burst).toMatchObject({ ok: RECEIPT_PDFS_PER_10_MINUTES, limited: 3 });
  });

  it('taking a voucher off counts with the other changes of an order', async () => {
    const me = await createLearner(ctx);
    const python = (await courseByTitle(ctx, 'Python for Data Analysis', HOST_A)).id;
    const booking = await order(ctx, me.token, python);
    expect((await applyVoucher(ctx, me.token, booking.id, 'HEMAT20')).statusCode).toBe(200);
    const burst = await flood(BOOKINGS_PER_10_MINUTES + 5, 5, () =>
      inject('POST', '/api/v1/bookings/remove_voucher?lang=en', me.token, { id: booking.id }),
    );
    expect(burst.other).toEqual([]);
    // The order took one of the allowance.
    expect(burst).toMatchObject({ ok: BOOKINGS_PER_10_MINUTES - 1, limited: 6 });
  });
});

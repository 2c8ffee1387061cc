import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { courseByTitle, createLearner, order, startPayment } from './helpers.ts';

/**
 * The sandbox gateway's checkout page speaks the learner's language (their choice on the site, the
 * `locale` cookie; else the company's), shows the deadline in the company's time zone, and the
 * course's title in that language (issue 23 item 1).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => ctx.close());

async function checkoutPage(host: string, title: string, method: string, cookie?: string) {
  const course = await courseByTitle(ctx, title, host);
  const learner = await createLearner(ctx, { host });
  const booking = await order(ctx, learner.token, course.id, host);
  const { redirectUrl } = await startPayment(ctx, learner.token, booking.id, method, host);
  // A deadline whose day differs in UTC and in the company's zone (the page reads it as it is).
  await ctx.database.sql.query(`UPDATE bookings SET expires_at = '2026-11-27T17:30:00Z' WHERE id = $1`, [
    booking.id,
  ]);
  const page = await ctx.app.inject({
    url: new URL(redirectUrl).pathname,
    headers: { host, ...(cookie && { cookie }) },
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.body;
}

describe('the sandbox checkout page', () => {
  it("is in the company's language by default: Cendekia in Indonesian, with the Indonesian title and Jakarta time", async () => {
    const body = await checkoutPage(HOST_A, 'Python for Data Analysis', 'bca_va');
    expect(body).toContain('<html lang="id">');
    expect(body).toContain('Python untuk Analisis Data');
    expect(body).toContain('Bayar sebelum');
    expect(body).toContain('Simulasikan pembayaran berhasil');
    // 17:30 UTC on 27 November is 00:30 on 28 November in Jakarta.
    expect(body).toMatch(/28 Nov 2026.{1,6}00[.:]30/);
    expect(body).toContain('WIB');
    expect(body).not.toMatch(/Simulate|Pay before|Transfer to/);
  });

  it("follows the learner's chosen language: Acme in Malay, with the amount as Malaysians write it", async () => {
    const body = await checkoutPage(HOST_B, 'Data Analysis with Excel and Power Query', 'fpx', 'locale=ms');
    expect(body).toContain('<html lang="ms">');
    expect(body).toContain('Perbankan dalam talian FPX');
    expect(body).toContain('Simulasikan pembayaran berjaya');
    expect(body).toMatch(/RM\s?\d+\.\d{2}/);
    // Kuala Lumpur is UTC+8: 01:30 on 28 November.
    expect(body).toMatch(/28 Nov 2026.{1,6}1[.:]30/);
    expect(body).not.toMatch(/Simulate|Pay before|Your bank/);
  });

  it('and in English when the learner chose English', async () => {
    const body = await checkoutPage(HOST_A, 'Python for Data Analysis', 'card', 'locale=en');
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('Python for Data Analysis');
    expect(body).toContain('Card number');
    expect(body).toMatch(/Rp\s?[\d,]+/);
  });
});

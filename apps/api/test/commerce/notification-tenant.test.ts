import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
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

/**
 * A notification can only touch its own company's orders (docs/payments.md "Notifications"): the
 * attempt is found by the tenant of the host it was posted to, the gateway and the gateway's
 * order id. Checked with the shared sandbox key and with two tenants holding their own Midtrans
 * keys, where a company's valid signature on another company's order id once paid that order.
 */

const KEY_A = 'SB-Mid-server-cendekia-own-key';
const KEY_B = 'SB-Mid-server-acme-own-key';

let ctx: TestContext;
let snap: Server;
beforeAll(async () => {
  // Midtrans Snap, answering its documented payload (fixtures/): no request leaves the machine.
  const created = readFileSync(new URL('./fixtures/midtrans-snap-created.json', import.meta.url), 'utf8');
  snap = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(created));
  });
  await new Promise<void>((resolve) => snap.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    env: {
      MIDTRANS_SNAP_URL: `http://127.0.0.1:${(snap.address() as AddressInfo).port}/snap/v1`,
      CENDEKIA_MIDTRANS_KEY: KEY_A,
      ACME_MIDTRANS_KEY: KEY_B,
    },
  });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  snap.close();
});

const bookingStatus = async (id: number) =>
  (await ctx.database.sql.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]))[0]!
    .status;

describe('POST /api/payments/notifications/sandbox (one key shared by every tenant)', () => {
  it("answers 404 on tenant A's host for tenant B's order, changing nothing; on B's own host it pays", async () => {
    const learner = await createLearner(ctx, { host: HOST_B });
    const course = (await courseByTitle(ctx, 'Safe Work at Height', HOST_B)).id;
    const booking = await order(ctx, learner.token, course, HOST_B);
    const { gatewayOrderId, amount } = await startPayment(ctx, learner.token, booking.id, 'fpx', HOST_B);
    const settlement = midtransNotification(await sandboxKey(ctx), {
      orderId: gatewayOrderId,
      gross: (amount / 100).toFixed(2),
      currency: 'MYR',
    });

    for (const host of [HOST_A, 'nowhere.localhost']) {
      const elsewhere = await notifySandbox(ctx, settlement, host);
      expect(elsewhere.statusCode, host).toBe(404);
    }
    expect(await bookingStatus(booking.id)).toBe('pending');
    expect(await enrolments(ctx, learner.id, course)).toBe(0);

    const own = await notifySandbox(ctx, settlement, HOST_B);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ status: 'paid', changed: true });
    expect(await enrolments(ctx, learner.id, course)).toBe(1);
  });
});

describe('POST /api/payments/notifications/midtrans (each tenant with its own key)', () => {
  it("refuses tenant B's validly signed settlement of tenant A's order, and A's key on B's host", async () => {
    // Both companies pay through their own Midtrans accounts; B's is in rupiah too, so its key
    // signs exactly what A's would.
    await ctx.database.sql.query(
      `UPDATE tenants SET payment = $2::jsonb WHERE id = (SELECT tenant_id FROM tenant_domains WHERE host = $1)`,
      [
        HOST_A,
        JSON.stringify({ gateway: 'midtrans', settings: { server_key: { env: 'CENDEKIA_MIDTRANS_KEY' } } }),
      ],
    );
    await ctx.database.sql.query(
      `UPDATE tenants SET currency = 'IDR', payment = $2::jsonb
        WHERE id = (SELECT tenant_id FROM tenant_domains WHERE host = $1)`,
      [
        HOST_B,
        JSON.stringify({ gateway: 'midtrans', settings: { server_key: { env: 'ACME_MIDTRANS_KEY' } } }),
      ],
    );
    // Tenants are read through a 5-second cache that a change clears; wait for the new settings.
    await expect
      .poll(async () => {
        const learner = await createLearner(ctx);
        const res = await ctx.app.inject({
          url: '/api/v1/payments/methods',
          headers: { host: HOST_A, authorization: `Bearer ${learner.token}` },
        });
        return res.json().data.gateway;
      })
      .toBe('midtrans');

    const learner = await createLearner(ctx);
    const course = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
    const booking = await order(ctx, learner.token, course);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'bca_va');
    const post = (body: unknown, host: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/notifications/midtrans',
        headers: { host },
        payload: body as object,
      });
    const signedBy = (key: string) =>
      midtransNotification(key, { orderId: gatewayOrderId, gross: '249000.00' });

    // B's key, B's host, A's order id: genuine for B, but no order of B's.
    const crossTenant = await post(signedBy(KEY_B), HOST_B);
    expect(crossTenant.statusCode).toBe(404);
    // A's key on B's host: checked with B's key, so not B's gateway's at all.
    expect((await post(signedBy(KEY_A), HOST_B)).statusCode).toBe(401);
    // B's key on A's host: not A's gateway's either.
    expect((await post(signedBy(KEY_B), HOST_A)).statusCode).toBe(401);
    expect(await bookingStatus(booking.id)).toBe('pending');
    expect(await enrolments(ctx, learner.id, course)).toBe(0);
    const kept = await ctx.database.sql.query<{ result: string }>(
      `SELECT result FROM payment_notifications WHERE gateway_order_id = $1 ORDER BY id`,
      [gatewayOrderId],
    );
    expect(kept.map((k) => k.result)).toEqual(['unknown_order']);

    const own = await post(signedBy(KEY_A), HOST_A);
    expect(own.statusCode, own.body).toBe(200);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
    expect(await enrolments(ctx, learner.id, course)).toBe(1);
  });
});

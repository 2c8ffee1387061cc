import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { ADMIN, STUDIO_A, STUDIO_B, studio, studioSession } from '../studio/support.ts';
import {
  courseByTitle,
  createLearner,
  enrolments,
  getBooking,
  midtransNotification,
  order,
  startPayment,
} from './helpers.ts';

/**
 * The whole purchase through the real adapters (docs/payments.md), each against a local server
 * answering the gateway's recorded, documented payloads (fixtures/): Midtrans Snap for the rupiah
 * tenant, Stripe Checkout for the ringgit tenant. No request leaves the machine.
 */

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

const MIDTRANS_KEY = 'SB-Mid-server-local-test-key';
const STRIPE_WEBHOOK_SECRET = 'whsec_local_test_secret';

let ctx: TestContext;
let server: Server;
/** Set by a test: the next Midtrans refund is refused as Midtrans refuses one (HTTP 200, status_code 412). */
let refuseMidtransRefund = false;
const requests: { url: string; body: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ url: req.url ?? '', body, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (/^\/v2\/[^/]+\/refund$/.test(req.url ?? '')) {
        const refused = refuseMidtransRefund;
        refuseMidtransRefund = false;
        res.end(JSON.stringify(fixture(refused ? 'midtrans-refund-412' : 'midtrans-refund-created')));
      } else if (req.url === '/v1/refunds') {
        const form = new URLSearchParams(body);
        res.end(
          JSON.stringify({
            ...fixture('stripe-refund-created'),
            amount: Number(form.get('amount')),
            payment_intent: form.get('payment_intent'),
          }),
        );
      } else if (req.url?.startsWith('/snap/v1/transactions')) {
        res.end(JSON.stringify(fixture('midtrans-snap-created')));
      } else if (req.url?.startsWith('/v1/checkout/sessions')) {
        // Stripe answers the session it made: our order id and method come back in it.
        const form = new URLSearchParams(body);
        const session = fixture('stripe-checkout-session-created');
        res.end(
          JSON.stringify({
            ...session,
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            client_reference_id: form.get('client_reference_id'),
            metadata: { gateway_order_id: form.get('metadata[gateway_order_id]') },
            payment_method_types: [form.get('allowed_payment_method_types[0]') ?? 'card'],
          }),
        );
      } else {
        res.writeHead(404).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestApp({
    env: {
      MIDTRANS_SERVER_KEY: MIDTRANS_KEY,
      MIDTRANS_SNAP_URL: `${base}/snap/v1`,
      MIDTRANS_API_URL: base,
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: base,
    },
  });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  server.close();
});

describe('Midtrans Snap (tenant A, rupiah)', () => {
  it('opens a Snap payment, and its signed settlement notification enrols the learner', async () => {
    const learner = await createLearner(ctx);
    const course = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
    const methods = await ctx.app.inject({
      url: '/api/v1/payments/methods',
      headers: { host: HOST_A, authorization: `Bearer ${learner.token}` },
    });
    expect(methods.json().data).toMatchObject({ gateway: 'midtrans', test_mode: true });
    const booking = await order(ctx, learner.token, course);
    const { redirectUrl, gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'bca_va');
    expect(redirectUrl).toBe(fixture('midtrans-snap-created').redirect_url);
    const sent = requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${MIDTRANS_KEY}:`).toString('base64')}`);
    expect(sent.headers['x-override-notification']).toMatch(
      /^http:\/\/localhost:\d+\/api\/payments\/notifications\/midtrans$/,
    );
    expect(JSON.parse(sent.body)).toMatchObject({
      transaction_details: { order_id: gatewayOrderId, gross_amount: 249_000 },
      enabled_payments: ['bca_va'],
    });

    const forged = midtransNotification('wrong', { orderId: gatewayOrderId, gross: '249000.00' });
    const post = (body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/notifications/midtrans',
        headers: { host: HOST_A },
        payload: body as object,
      });
    expect((await post(forged)).statusCode).toBe(401);
    const settled = await post(
      midtransNotification(MIDTRANS_KEY, { orderId: gatewayOrderId, gross: '249000.00' }),
    );
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await getBooking(ctx, learner.token, booking.id)).status).toBe('paid');
    expect(await enrolments(ctx, learner.id, course)).toBe(1);
  });
});

describe('Stripe Checkout (tenant B, ringgit)', () => {
  it('opens a Checkout session for FPX, and its signed completed event enrols the learner', async () => {
    const learner = await createLearner(ctx, { host: HOST_B });
    const course = (await courseByTitle(ctx, 'Safe Work at Height', HOST_B)).id;
    const booking = await order(ctx, learner.token, course, HOST_B);
    const { redirectUrl, gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'fpx', HOST_B);
    expect(redirectUrl).toBe(fixture('stripe-checkout-session-created').url);
    const sent = new URLSearchParams(requests.at(-1)!.body);
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('34900');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('myr');

    const event = fixture('stripe-event-checkout-session-completed') as {
      data: { object: Record<string, unknown> };
    };
    event.data.object = {
      ...event.data.object,
      amount_total: 34_900,
      currency: 'myr',
      payment_status: 'paid',
      client_reference_id: gatewayOrderId,
      metadata: { gateway_order_id: gatewayOrderId },
    };
    const payload = JSON.stringify(event);
    const post = (signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/notifications/stripe',
        headers: { host: HOST_B, 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const stripe = new Stripe('sk_test_local');
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await post(wrong)).statusCode).toBe(401);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const done = await post(signature);
    expect(done.statusCode, done.body).toBe(200);
    expect((await getBooking(ctx, learner.token, booking.id, HOST_B)).status).toBe('paid');
    expect(await enrolments(ctx, learner.id, course)).toBe(1);
  });
});

/**
 * Refunds from the studio (issue 25 item 2) through each adapter's refund call against the same
 * local server: Midtrans's Core API `POST /v2/{order_id}/refund`, Stripe's `POST /v1/refunds`.
 */
describe('Refunds through the real adapters', () => {
  const refund = (cookie: string, bookingId: number, body: Record<string, unknown>, host = STUDIO_A) =>
    studio(
      ctx,
      cookie,
      'POST',
      `/api/studio/sales/orders/${bookingId}/refunds`,
      { refund_key: randomUUID(), reason: 'Learner asked', ...body },
      { host },
    );

  async function paidThroughMidtrans() {
    const learner = await createLearner(ctx);
    const course = (await courseByTitle(ctx, 'Python for Data Analysis')).id;
    const booking = await order(ctx, learner.token, course);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'qris');
    const settled = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/midtrans',
      headers: { host: HOST_A },
      payload: midtransNotification(MIDTRANS_KEY, { orderId: gatewayOrderId, gross: '249000.00' }),
    });
    expect(settled.statusCode, settled.body).toBe(200);
    return { learner, course, bookingId: booking.id, gatewayOrderId };
  }

  it('Midtrans: a partial refund is POST /v2/{order_id}/refund with our key, in whole rupiah', async () => {
    const admin = await studioSession(ctx, ADMIN);
    const { learner, course, bookingId, gatewayOrderId } = await paidThroughMidtrans();
    const body = { refund_key: randomUUID(), amount_minor: 50_000 };
    const res = await refund(admin, bookingId, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'succeeded',
      order_status: 'paid',
      gateway_reference: '12346',
    });
    const sent = requests.at(-1)!;
    expect(sent.url).toBe(`/v2/${gatewayOrderId}/refund`);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${MIDTRANS_KEY}:`).toString('base64')}`);
    expect(JSON.parse(sent.body)).toEqual({
      refund_key: body.refund_key,
      amount: 50_000,
      reason: 'Learner asked',
    });
    expect(await enrolments(ctx, learner.id, course)).toBe(1);

    // Midtrans refuses the rest (a method it cannot refund, say): nothing changes, and the admin reads why.
    refuseMidtransRefund = true;
    const refused = await refund(admin, bookingId, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'refund_refused' });
    expect(refused.json().message).toContain('Merchant cannot modify the status of the transaction');
    const page = (await studio(ctx, admin, 'GET', `/api/studio/sales/orders/${bookingId}`)).json().data;
    expect(page.status).toBe('paid');
    expect(page.refunded_minor).toBe(50_000);
    expect(page.refundable_minor).toBe(199_000);
    expect(page.refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'failed']);
    expect(page.refunds[1].failure).toContain('412');

    // Tried again, the rest goes back: the order is refunded and the course taken back.
    const rest = await refund(admin, bookingId, {});
    expect(rest.json().data).toMatchObject({ amount_minor: 199_000, order_status: 'refunded' });
    expect(JSON.parse(requests.at(-1)!.body)).toMatchObject({ amount: 199_000 });
    expect(await enrolments(ctx, learner.id, course)).toBe(0);

    // Midtrans's own notification of that refund changes nothing more.
    const note = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/midtrans',
      headers: { host: HOST_A },
      payload: midtransNotification(MIDTRANS_KEY, {
        orderId: gatewayOrderId,
        gross: '249000.00',
        status: 'refund',
      }),
    });
    expect(note.json().data).toMatchObject({ status: 'refunded', changed: false });
    const [sum] = await ctx.database.sql.query<{ amount: string }>(
      `SELECT sum(amount_minor)::text AS amount FROM refunds WHERE booking_id = $1 AND status = 'succeeded'`,
      [bookingId],
    );
    expect(Number(sum!.amount)).toBe(249_000);
  });

  it('Stripe: a whole refund is POST /v1/refunds of the PaymentIntent, our key as Idempotency-Key', async () => {
    const adminB = await studioSession(ctx, ADMIN, { site: HOST_B, studio: STUDIO_B });
    const learner = await createLearner(ctx, { host: HOST_B });
    const course = (await courseByTitle(ctx, 'Safe Work at Height', HOST_B)).id;
    const booking = await order(ctx, learner.token, course, HOST_B);
    const { gatewayOrderId } = await startPayment(ctx, learner.token, booking.id, 'card', HOST_B);
    const event = fixture('stripe-event-checkout-session-completed') as {
      data: { object: Record<string, unknown> };
    };
    event.data.object = {
      ...event.data.object,
      amount_total: 34_900,
      currency: 'myr',
      payment_status: 'paid',
      client_reference_id: gatewayOrderId,
      metadata: { gateway_order_id: gatewayOrderId },
    };
    const payload = JSON.stringify(event);
    const signature = new Stripe('sk_test_local').webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/stripe',
      headers: { host: HOST_B, 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const refundKey = randomUUID();
    const res = await refund(adminB, booking.id, { refund_key: refundKey, return_voucher: false }, STUDIO_B);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amount_minor: 34_900,
      currency: 'MYR',
      order_status: 'refunded',
      gateway_reference: 're_3Q0aBcDeFgHiJkLm0r1s2t3u',
    });
    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/v1/refunds');
    expect(sent.headers['idempotency-key']).toBe(refundKey);
    const form = new URLSearchParams(sent.body);
    expect(form.get('payment_intent')).toBe('pi_3Q0aBcDeFgHiJkLm0n1o2p3q');
    expect(form.get('amount')).toBe('34900');
    expect(form.get('metadata[gateway_order_id]')).toBe(gatewayOrderId);
    expect(await enrolments(ctx, learner.id, course)).toBe(0);
    expect((await getBooking(ctx, learner.token, booking.id, HOST_B)).status).toBe('refunded');
  });
});

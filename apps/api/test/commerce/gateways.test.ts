import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toMinor } from '@app/contract/commerce/money';
import { loadEnv } from '../../src/env.ts';
import {
  GatewayUnavailable,
  NotificationRejected,
  type GatewayOrder,
  type IncomingNotification,
} from '../../src/modules/commerce/gateways/gateway.ts';
import { midtransGateway, midtransTime } from '../../src/modules/commerce/gateways/midtrans.ts';
import { midtransSignature } from '../../src/modules/commerce/gateways/midtrans-notification.ts';
import {
  gatewayByName,
  gatewayConfigFromEnv,
  gatewayFor,
  type GatewayConfig,
} from '../../src/modules/commerce/gateways/select.ts';
import { stripeExpiresAt, stripeGateway } from '../../src/modules/commerce/gateways/stripe.ts';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

/** What the fake gateway received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The answer the fake gateway gives next: a status and a JSON body, or no answer at all. */
type Reply = { status: number; body: unknown } | 'hang';

/** A local stand-in for a gateway's API: records each request and answers what `reply` says. */
async function fakeGateway(reply: (req: Received) => Reply) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = reply(request);
      if (answer === 'hang') return; // The client's timeout ends it.
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function order(overrides: Partial<GatewayOrder> = {}): GatewayOrder {
  return {
    gatewayOrderId: 'CDK-2026-000123-1',
    orderNumber: 'CDK-2026-000123',
    amountMinor: 150000,
    currency: 'IDR',
    method: 'qris',
    itemName: 'Excel for Accountants',
    customer: { name: 'Budi Santoso', email: 'budi@example.com', phone: '+628123456789' },
    returnUrl: 'https://cendekia.example/payment/CDK-2026-000123',
    notificationUrl: 'https://cendekia.example/api/payments/notifications/midtrans',
    expiresAt: inMinutes(60),
    ...overrides,
  };
}

const notification = (
  body: unknown,
  headers: IncomingNotification['headers'] = {},
): IncomingNotification => ({
  rawBody: Buffer.from(JSON.stringify(body)),
  body,
  headers,
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('Midtrans Snap', () => {
  const SERVER_KEY = 'SB-Mid-server-TestOnlyKey0123456789';
  let reply: Reply;
  let snap: Awaited<ReturnType<typeof fakeGateway>>;

  beforeAll(async () => {
    snap = await fakeGateway(() => reply);
  });
  afterAll(() => snap.close());
  beforeEach(() => {
    snap.received.length = 0;
    reply = { status: 201, body: fixture('midtrans-snap-created') };
  });

  const gateway = (timeoutMs?: number) =>
    midtransGateway({ serverKey: SERVER_KEY, production: false, snapUrl: `${snap.url}/snap/v1`, timeoutMs });

  /** A fixture notification signed as Midtrans signs it, with `key`. */
  function signed(name: string, changes: Record<string, unknown> = {}, key = SERVER_KEY) {
    const body = { ...fixture(`midtrans-notification-${name}`), ...changes } as Record<string, string>;
    body.signature_key = midtransSignature(body.order_id!, body.status_code!, body.gross_amount!, key);
    return body;
  }

  it('offers the Indonesian methods in rupiah only, and is a test gateway outside production', () => {
    expect(gateway().name).toBe('midtrans');
    expect(gateway().methods('IDR')).toEqual([
      'qris',
      'bca_va',
      'bni_va',
      'bri_va',
      'mandiri_va',
      'gopay',
      'card',
    ]);
    expect(gateway().methods('MYR')).toEqual([]);
    expect(gateway().testMode).toBe(true);
    expect(midtransGateway({ serverKey: SERVER_KEY, production: true }).testMode).toBe(false);
  });

  it('opens a Snap transaction: Basic auth, whole rupiah, the chosen method, our notification URL', async () => {
    const started = await gateway().start(order({ expiresAt: inMinutes(90) }));
    const created = fixture('midtrans-snap-created');
    expect(started).toEqual({ redirectUrl: created.redirect_url, reference: created.token });

    expect(snap.received).toHaveLength(1);
    const [request] = snap.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/snap/v1/transactions');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-override-notification']).toBe(
      'https://cendekia.example/api/payments/notifications/midtrans',
    );
    const body = JSON.parse(request!.body);
    expect(body.transaction_details).toEqual({ order_id: 'CDK-2026-000123-1', gross_amount: 150000 });
    expect(body.item_details).toEqual([
      { id: 'CDK-2026-000123', price: 150000, quantity: 1, name: 'Excel for Accountants' },
    ]);
    expect(body.customer_details).toEqual({
      first_name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '+628123456789',
    });
    expect(body.enabled_payments).toEqual(['other_qris']);
    expect(body.callbacks).toEqual({ finish: 'https://cendekia.example/payment/CDK-2026-000123' });
    expect(body.expiry.unit).toBe('minutes');
    expect(body.expiry.start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0700$/);
    // Rounded down: the page closes no later than the order expires.
    expect([89, 90]).toContain(body.expiry.duration);
  });

  it('names each method as Snap does', async () => {
    const names: Record<string, string> = {
      qris: 'other_qris',
      bca_va: 'bca_va',
      bni_va: 'bni_va',
      bri_va: 'bri_va',
      mandiri_va: 'echannel',
      gopay: 'gopay',
      card: 'credit_card',
    };
    for (const method of gateway().methods('IDR')) await gateway().start(order({ method }));
    expect(snap.received.map((r) => JSON.parse(r.body).enabled_payments[0])).toEqual(Object.values(names));
  });

  it('writes start_time in Jakarta time', () => {
    expect(midtransTime(new Date('2026-03-02T03:04:05Z'))).toBe('2026-03-02 10:04:05 +0700');
    expect(midtransTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 03:00:00 +0700');
  });

  it('refuses a method or currency Snap does not take, without calling it', async () => {
    await expect(gateway().start(order({ method: 'fpx' }))).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway().start(order({ currency: 'MYR', method: 'card' }))).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    expect(snap.received).toHaveLength(0);
  });

  it('reports a refusal (401) with Snap’s error messages, never the key', async () => {
    reply = { status: 401, body: fixture('midtrans-snap-401') };
    const error = await rejection(gateway().start(order()));
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect((error as Error).message).toMatch(/Access denied due to unauthorized transaction/);
    expect((error as Error).message).not.toContain(SERVER_KEY);
  });

  it('reports Snap’s failure (500) and an answer without a token', async () => {
    reply = { status: 500, body: fixture('midtrans-snap-500') };
    await expect(gateway().start(order())).rejects.toThrow(/recovering from unexpected issues/);
    reply = { status: 201, body: { redirect_url: 'https://app.sandbox.midtrans.com/x' } };
    await expect(gateway().start(order())).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('gives up when Snap does not answer in time, or cannot be reached', async () => {
    reply = 'hang';
    const started = Date.now();
    const error = await rejection(gateway(300).start(order()));
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect((error as Error).message).toMatch(/no answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(5_000);

    const closed = await fakeGateway(() => reply);
    await closed.close();
    const unreachable = midtransGateway({ serverKey: SERVER_KEY, production: false, snapUrl: closed.url });
    await expect(unreachable.start(order())).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('reads each signed notification as its outcome', async () => {
    const cases: Record<string, string> = {
      settlement: 'paid',
      'capture-accept': 'paid',
      'capture-challenge': 'pending',
      deny: 'failed',
      expire: 'expired',
      cancel: 'cancelled',
      refund: 'refunded',
    };
    for (const [name, status] of Object.entries(cases)) {
      const verified = await gateway().verify(notification(signed(name)));
      expect(verified, name).toEqual({
        gatewayOrderId: 'CDK-2026-000123-1',
        status,
        amountMinor: 150000,
        currency: 'IDR',
        reference: 'b2c7e4a1-5f3d-4e8b-a9c6-1d2e3f4a5b6c',
      });
    }
  });

  it('rejects a forged signature, a tampered amount and a notification missing its fields', async () => {
    const forged = signed('settlement', {}, 'SB-Mid-server-SomebodyElse');
    const tampered = { ...signed('settlement'), gross_amount: '1500.00' };
    for (const body of [forged, tampered]) {
      const error = await rejection(gateway().verify(notification(body)));
      expect(error).toBeInstanceOf(NotificationRejected);
      expect((error as NotificationRejected).reason).toBe('bad_signature');
    }
    const { signature_key: _signature, ...unsigned } = signed('settlement');
    const { order_id: _orderId, ...noOrder } = signed('settlement');
    for (const body of [unsigned, noOrder, null, 'settlement']) {
      const error = await rejection(gateway().verify(notification(body)));
      expect((error as NotificationRejected).reason).toBe('invalid');
    }
  });
});

describe('Stripe Checkout', () => {
  const SECRET_KEY = 'sk_test_51TestOnlyKeyAbCdEfGhIjKlMnOpQrStUvWxYz';
  const WEBHOOK_SECRET = 'whsec_test_only_0123456789abcdef';
  let reply: (req: Received) => Reply;
  let api: Awaited<ReturnType<typeof fakeGateway>>;

  const answer = (req: Received): Reply => {
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions')
      return { status: 200, body: fixture('stripe-checkout-session-created') };
    if (req.method === 'GET' && req.url.startsWith('/v1/payment_intents/pi_3Q0aBcDeFgHiJkLm0n1o2p3q'))
      return { status: 200, body: fixture('stripe-payment-intent') };
    return { status: 404, body: { error: { message: 'No such route', type: 'invalid_request_error' } } };
  };

  beforeAll(async () => {
    api = await fakeGateway((req) => reply(req));
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
    reply = answer;
  });

  const gateway = (timeoutMs?: number) =>
    stripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: api.url, timeoutMs });

  const myrOrder = (overrides: Partial<GatewayOrder> = {}) =>
    order({
      gatewayOrderId: 'CDK-2026-000456-1',
      orderNumber: 'CDK-2026-000456',
      amountMinor: toMinor(149.9, 'MYR'),
      currency: 'MYR',
      method: 'fpx',
      itemName: 'Bookkeeping Basics',
      customer: { name: 'Siti Aminah', email: 'learner@example.com', phone: '' },
      returnUrl: 'https://acme.example/payment/CDK-2026-000456',
      notificationUrl: 'https://acme.example/api/payments/notifications/stripe',
      ...overrides,
    });

  /** An event as Stripe delivers it: the raw bytes and their Stripe-Signature. */
  function delivered(event: unknown, secret = WEBHOOK_SECRET): IncomingNotification {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { rawBody: Buffer.from(payload), body: event, headers: { 'stripe-signature': header } };
  }

  it('offers card and FPX in ringgit, card elsewhere; test keys make a test gateway', () => {
    expect(gateway().name).toBe('stripe');
    expect(gateway().methods('MYR')).toEqual(['card', 'fpx']);
    expect(gateway().methods('SGD')).toEqual(['card']);
    expect(gateway().testMode).toBe(true);
    expect(stripeGateway({ secretKey: 'sk_live_x', webhookSecret: WEBHOOK_SECRET }).testMode).toBe(false);
  });

  it('opens a Checkout Session: amount in sen, the chosen method, our order in metadata', async () => {
    const expiresAt = inMinutes(120);
    const started = await gateway().start(myrOrder({ expiresAt }));
    const session = fixture('stripe-checkout-session-created');
    expect(started).toEqual({ redirectUrl: session.url, reference: session.id });

    expect(api.received).toHaveLength(1);
    const [request] = api.received;
    expect(request!.url).toBe('/v1/checkout/sessions');
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const form = Object.fromEntries(new URLSearchParams(request!.body));
    expect(form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'fpx',
      'line_items[0][price_data][currency]': 'myr',
      'line_items[0][price_data][unit_amount]': '14990',
      'line_items[0][price_data][product_data][name]': 'Bookkeeping Basics',
      'line_items[0][quantity]': '1',
      client_reference_id: 'CDK-2026-000456-1',
      'metadata[gateway_order_id]': 'CDK-2026-000456-1',
      'payment_intent_data[metadata][gateway_order_id]': 'CDK-2026-000456-1',
      customer_email: 'learner@example.com',
      success_url: 'https://acme.example/payment/CDK-2026-000456',
      cancel_url: 'https://acme.example/payment/CDK-2026-000456',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });
    expect(form).not.toHaveProperty('payment_method_types[0]');
  });

  it('keeps the session’s expiry within Stripe’s 30 minutes to 24 hours', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    const nowS = now.getTime() / 1000;
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(stripeExpiresAt(at(5), now)).toBe(nowS + 31 * 60);
    expect(stripeExpiresAt(at(3 * 24 * 60), now)).toBe(nowS + 24 * 3600 - 60);
    expect(stripeExpiresAt(at(120), now)).toBe(nowS + 120 * 60);
  });

  it('refuses a method the session does not offer (Stripe filters out what the account lacks)', async () => {
    reply = (req) =>
      req.url === '/v1/checkout/sessions'
        ? {
            status: 200,
            body: { ...fixture('stripe-checkout-session-created'), payment_method_types: ['card'] },
          }
        : answer(req);
    await expect(gateway().start(myrOrder())).rejects.toThrow(/does not offer fpx/);
    await expect(gateway().start(myrOrder({ currency: 'SGD' }))).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('reports a refusal (401) and a failure (500) as unavailable, never with the key', async () => {
    reply = () => ({ status: 401, body: fixture('stripe-error-401') });
    const refused = await rejection(gateway().start(myrOrder()));
    expect(refused).toBeInstanceOf(GatewayUnavailable);
    expect((refused as Error).message).toMatch(/Invalid API Key provided/);
    expect((refused as Error).message).not.toContain(SECRET_KEY);

    reply = () => ({ status: 500, body: fixture('stripe-error-500') });
    await expect(gateway().start(myrOrder())).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('gives up when Stripe does not answer in time', async () => {
    reply = () => 'hang';
    const started = Date.now();
    await expect(gateway(300).start(myrOrder())).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads signed Checkout events as their outcome, in minor units', async () => {
    const completed = fixture('stripe-event-checkout-session-completed');
    expect(await gateway().verify(delivered(completed))).toEqual({
      gatewayOrderId: 'CDK-2026-000456-1',
      status: 'paid',
      amountMinor: 14990,
      currency: 'MYR',
      reference: 'pi_3Q0aBcDeFgHiJkLm0n1o2p3q',
    });
    const failed = await gateway().verify(
      delivered(fixture('stripe-event-checkout-session-async-payment-failed')),
    );
    expect(failed.status).toBe('failed');
    const expired = await gateway().verify(delivered(fixture('stripe-event-checkout-session-expired')));
    expect(expired).toMatchObject({
      status: 'expired',
      reference: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ',
    });
    const succeeded = { ...completed, type: 'checkout.session.async_payment_succeeded' };
    expect((await gateway().verify(delivered(succeeded))).status).toBe('paid');
    // A delayed method completes the page unpaid; the money is not there yet.
    const data = completed.data as { object: Record<string, unknown> };
    const unpaid = { ...completed, data: { object: { ...data.object, payment_status: 'unpaid' } } };
    expect((await gateway().verify(delivered(unpaid))).status).toBe('pending');
    const other = { ...completed, type: 'checkout.session.async_payment_pending' };
    expect((await gateway().verify(delivered(other))).status).toBe('pending');
  });

  it('traces a refunded charge to its order through the PaymentIntent', async () => {
    const verified = await gateway().verify(delivered(fixture('stripe-event-charge-refunded')));
    expect(verified).toEqual({
      gatewayOrderId: 'CDK-2026-000456-1',
      status: 'refunded',
      amountMinor: 14990,
      currency: 'MYR',
      reference: 'pi_3Q0aBcDeFgHiJkLm0n1o2p3q',
    });
    expect(api.received.map((r) => r.url.split('?')[0])).toEqual([
      '/v1/payment_intents/pi_3Q0aBcDeFgHiJkLm0n1o2p3q',
    ]);
  });

  it('rejects a forged signature, a missing one and a tampered amount', async () => {
    const completed = fixture('stripe-event-checkout-session-completed');
    const forged = delivered(completed, 'whsec_somebody_else');
    const missing = { ...delivered(completed), headers: {} };
    const genuine = delivered(completed);
    const tampered = {
      ...genuine,
      rawBody: Buffer.from(
        genuine.rawBody.toString('utf8').replace('"amount_total":14990', '"amount_total":1'),
      ),
    };
    expect(tampered.rawBody.toString('utf8')).toContain('"amount_total":1,');
    for (const incoming of [forged, missing, tampered]) {
      const error = await rejection(gateway().verify(incoming));
      expect(error).toBeInstanceOf(NotificationRejected);
      expect((error as NotificationRejected).reason).toBe('bad_signature');
    }
  });

  it('rejects a signed event that is not about one of our payments, or has no amount', async () => {
    const completed = fixture('stripe-event-checkout-session-completed');
    const data = completed.data as { object: Record<string, unknown> };
    const foreign = {
      ...completed,
      data: { object: { ...data.object, metadata: {}, client_reference_id: null } },
    };
    const noAmount = { ...completed, data: { object: { ...data.object, amount_total: null } } };
    const noObject = { ...completed, data: {} };
    for (const event of [foreign, noAmount, noObject]) {
      const error = await rejection(gateway().verify(delivered(event)));
      expect((error as NotificationRejected).reason).toBe('invalid');
    }
    const payload = 'not json';
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const garbled = { rawBody: Buffer.from(payload), body: null, headers: { 'stripe-signature': header } };
    expect(((await rejection(gateway().verify(garbled))) as NotificationRejected).reason).toBe('invalid');
  });
});

describe('gatewayFor', () => {
  const config: GatewayConfig = {
    sandboxKey: 'sandbox-key-0123456789',
    midtrans: { serverKey: 'SB-Mid-server-Deployment', production: false },
    midtransUrls: {},
    stripe: { secretKey: 'sk_test_deployment', webhookSecret: 'whsec_deployment' },
    env: {
      ACME_STRIPE_KEY: 'sk_live_acme',
      ACME_STRIPE_WEBHOOK: 'whsec_acme',
      CENDEKIA_MIDTRANS_KEY: 'Mid-server-Cendekia',
      EMPTY: '',
    },
  };
  /** No deployment-wide keys; the environment still holds the tenants' own. */
  const bare: GatewayConfig = { sandboxKey: config.sandboxKey, midtransUrls: {}, env: config.env };
  const idr = { currency: 'IDR', payment: {} };
  const myr = { currency: 'MYR', payment: {} };

  it('with no gateway named, takes Midtrans for rupiah and Stripe for ringgit when keys exist', () => {
    expect(gatewayFor(idr, config).name).toBe('midtrans');
    expect(gatewayFor(myr, config).name).toBe('stripe');
    expect(gatewayFor({ currency: 'SGD', payment: {} }, config).name).toBe('sandbox');
    expect(gatewayFor(idr, bare).name).toBe('sandbox');
    expect(gatewayFor(myr, bare).name).toBe('sandbox');
  });

  it('takes the named gateway when its keys are available, else the sandbox', () => {
    expect(gatewayFor({ currency: 'IDR', payment: { gateway: 'sandbox' } }, config).name).toBe('sandbox');
    expect(gatewayFor({ currency: 'MYR', payment: { gateway: 'midtrans' } }, config).name).toBe('midtrans');
    expect(gatewayFor({ currency: 'IDR', payment: { gateway: 'stripe' } }, bare).name).toBe('sandbox');
    expect(gatewayFor({ currency: 'IDR', payment: { gateway: 'billplz' } }, config).name).toBe('sandbox');
  });

  it('uses keys a tenant names in its settings, read from the environment', () => {
    const acme = {
      currency: 'MYR',
      payment: {
        gateway: 'stripe',
        settings: { secret_key: { env: 'ACME_STRIPE_KEY' }, webhook_secret: { env: 'ACME_STRIPE_WEBHOOK' } },
      },
    };
    const own = gatewayFor(acme, bare);
    expect(own.name).toBe('stripe');
    expect(own.testMode).toBe(false); // sk_live_acme, not the deployment's test key
    const cendekia = {
      currency: 'IDR',
      payment: { settings: { server_key: { env: 'CENDEKIA_MIDTRANS_KEY' }, production: 'true' } },
    };
    expect(gatewayFor(cendekia, bare)).toMatchObject({ name: 'midtrans', testMode: false });
  });

  it('never falls back to the deployment’s account when a tenant’s own key is missing', () => {
    const unset = {
      currency: 'IDR',
      payment: { gateway: 'midtrans', settings: { server_key: { env: 'NOPE' } } },
    };
    expect(gatewayFor(unset, config).name).toBe('sandbox');
    const empty = { currency: 'IDR', payment: { settings: { server_key: { env: 'EMPTY' } } } };
    expect(gatewayFor(empty, config).name).toBe('sandbox');
    const half = {
      currency: 'MYR',
      payment: { gateway: 'stripe', settings: { secret_key: { env: 'ACME_STRIPE_KEY' } } },
    };
    expect(gatewayFor(half, config).name).toBe('sandbox');
    // A key written into the settings is never used: secrets live in the environment.
    const plain = { currency: 'IDR', payment: { settings: { server_key: 'Mid-server-pasted' } } };
    expect(gatewayFor(plain, config).name).toBe('sandbox');
  });

  it('builds each gateway once per key set', () => {
    expect(gatewayFor(myr, config)).toBe(gatewayFor(myr, config));
    expect(gatewayFor(idr, config)).toBe(gatewayFor({ currency: 'idr', payment: {} }, config));
    expect(gatewayFor(myr, config)).not.toBe(
      gatewayFor(myr, { ...config, stripe: { secretKey: 'sk_test_other', webhookSecret: 'whsec_other' } }),
    );
  });

  it('finds a notification’s gateway by name, or none without keys', () => {
    expect(gatewayByName('stripe', myr, config)?.name).toBe('stripe');
    expect(gatewayByName('midtrans', myr, config)?.name).toBe('midtrans');
    expect(gatewayByName('sandbox', myr, bare)?.name).toBe('sandbox');
    expect(gatewayByName('stripe', myr, bare)).toBeNull();
  });

  it('reads the deployment’s keys from the environment', () => {
    const env = loadEnv({
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-X',
      MIDTRANS_SNAP_URL: 'http://127.0.0.1:9/snap/v1',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    const fromEnv = gatewayConfigFromEnv(env, 'sandbox-key-0123456789', { ACME: 'x' });
    expect(fromEnv.midtrans).toEqual({ serverKey: 'SB-Mid-server-X', production: false });
    // The addresses hold for tenants' own keys too, whether or not the deployment has one.
    expect(fromEnv.midtransUrls).toEqual({ snapUrl: 'http://127.0.0.1:9/snap/v1', apiUrl: undefined });
    // No webhook secret: Stripe could take money but never confirm it.
    expect(fromEnv.stripe).toBeUndefined();
    expect(fromEnv.env).toEqual({ ACME: 'x' });
  });
});

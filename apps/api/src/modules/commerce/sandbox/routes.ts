import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { PaymentMethod } from '@app/contract/commerce/schemas';
import { grossAmount, midtransSignature } from '../gateways/midtrans-notification.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { pageLocale } from '../../../lib/request-locale.ts';
import { findSandboxCheckout, type SandboxCheckout } from '../payments/queries.ts';
import {
  SANDBOX_CSP,
  sandboxPage,
  TEST_CARD_DENIED,
  TEST_CARD_SUCCESS,
  TEST_OTP,
  type SandboxView,
} from './page.ts';
import { qrisPayload } from './qris.ts';
import type { SandboxWords } from './words.ts';
import { checkoutGet, checkoutPost } from './schema.ts';

type Outcome = 'success' | 'failure' | 'expire';

/** Midtrans's status code and transaction status for each simulated outcome. */
const MIDTRANS_OUTCOME: Record<Outcome, { status_code: string; transaction_status: string }> = {
  success: { status_code: '200', transaction_status: 'settlement' },
  failure: { status_code: '202', transaction_status: 'deny' },
  expire: { status_code: '202', transaction_status: 'expire' },
};

type KeyRequest = FastifyRequest<{ Params: { key: string } }>;
type CheckoutTenant = Pick<Tenant, 'companyName' | 'primaryColor' | 'address' | 'defaultLocale' | 'timeZone'>;

/** The page's view of a checkout at a step; QRIS and GoPay get their QR code on the first. */
async function viewOf(
  request: KeyRequest,
  c: SandboxCheckout,
  tenant: CheckoutTenant,
  step: SandboxView['step'],
  extra: Partial<SandboxView> = {},
): Promise<SandboxView> {
  const method = c.method as PaymentMethod;
  const lang = pageLocale(request, tenant);
  const v: SandboxView = {
    lang,
    timeZone: tenant.timeZone,
    company: tenant.companyName,
    color: tenant.primaryColor,
    orderNumber: c.order_number,
    // The course's title in the page's language (English where the company left it out).
    courseTitle:
      (lang === 'id' && c.course_title_id) || (lang === 'ms' && c.course_title_ms) || c.course_title,
    amountMinor: Number(c.amount_minor),
    currency: c.currency,
    method,
    paymentId: c.payment_id,
    expiresAt: new Date(c.expires_at),
    action: `/sandbox/checkout/${request.params.key}`,
    step,
    returnUrl: `/payment?booking=${c.booking_id}`,
    ...extra,
  };
  if (step === 'choose' && (method === 'qris' || method === 'gopay')) {
    const payload = qrisPayload({
      merchantName: tenant.companyName,
      city: tenant.address.split(',').at(-2)?.trim() || 'Jakarta',
      amount: Number(c.amount_minor),
      billNumber: c.gateway_order_id,
    });
    v.qrPayload = payload;
    v.qrSvg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  }
  return v;
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .header('content-security-policy', SANDBOX_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

const gone = (reply: FastifyReply) =>
  html(reply, '<!doctype html><title>Not found</title><p>This checkout does not exist.</p>', 404);

/**
 * What the page says of an attempt that can no longer be paid: paid already, declined, expired, or
 * voided with its order (cancelled or expired). A declined or expired attempt leaves its order
 * payable another way until the order's own deadline.
 */
const closedText = (status: string): keyof SandboxWords =>
  status === 'paid' || status === 'refunded' ? 'paid' : status === 'failed' ? 'declined' : 'closed';

/** The body of the Midtrans-shaped, Midtrans-signed notification a gateway would send. */
function notificationOf(c: SandboxCheckout, outcome: Outcome, paymentType: string, serverKey: string) {
  const gross = grossAmount(Number(c.amount_minor), c.currency);
  const { status_code, transaction_status } = MIDTRANS_OUTCOME[outcome];
  return {
    transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
    transaction_status,
    transaction_id: `sandbox-${c.payment_id}`,
    status_message: 'sandbox notification',
    status_code,
    signature_key: midtransSignature(c.gateway_order_id, status_code, gross, serverKey),
    payment_type: paymentType,
    order_id: c.gateway_order_id,
    merchant_id: 'SANDBOX',
    gross_amount: gross,
    fraud_status: 'accept',
    currency: c.currency,
  };
}

/** The next step of a card payment: the test card, then the 3-D Secure password. */
type CardStep =
  { page: SandboxView['step']; error?: keyof SandboxWords; status?: number } | { outcome: Outcome };
function cardStep(step: string, field: (name: string) => string): CardStep | null {
  if (step === 'card') {
    const number = field('card_number').replace(/[\s-]/g, '');
    if (number === TEST_CARD_DENIED) return { outcome: 'failure' };
    if (number !== TEST_CARD_SUCCESS) return { page: 'card', error: 'wrongCard', status: 422 };
    return { page: '3ds' };
  }
  if (step === '3ds') {
    if (field('otp') !== TEST_OTP) return { page: '3ds', error: 'wrongOtp', status: 422 };
    return { outcome: 'success' };
  }
  return null;
}

/**
 * The sandbox gateway's hosted checkout (gateways/sandbox.ts), outside the contract like any
 * gateway's page: GET shows the way of paying, POST makes it succeed, fail or expire, then sends
 * our notification endpoint a Midtrans-shaped, Midtrans-signed notification (through the real
 * route, with app.inject) and takes the learner back to /payment. The page key in the URL is the
 * only credential, as with a gateway's page, and only the order's own tenant's host serves it.
 */
export function sandboxRoutes(app: FastifyInstance, serverKey: string) {
  const sql = app.database.sql;

  async function load(request: KeyRequest) {
    const key = request.params.key;
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(key)) return null;
    const checkout = await findSandboxCheckout(sql, key);
    if (!checkout) return null;
    const tenant = await app.findTenantByHost(request.hostname);
    return tenant && tenant.id === checkout.tenant_id ? { checkout, tenant } : null;
  }

  /** Sends the notification a gateway would, through our own endpoint on the order's own host. */
  async function notifyOutcome(c: SandboxCheckout, host: string, outcome: Outcome) {
    const paymentType = c.method === 'card' ? 'credit_card' : c.method;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: { host },
      payload: notificationOf(c, outcome, paymentType, serverKey),
    });
    if (answer.statusCode >= 500) throw new Error(`notification answered ${answer.statusCode}`);
  }

  app.get<{ Params: { key: string } }>('/sandbox/checkout/:key', checkoutGet, async (request, reply) => {
    const found = await load(request);
    if (!found) return gone(reply);
    const { checkout, tenant } = found;
    if (checkout.status !== 'pending')
      return html(
        reply,
        sandboxPage(
          await viewOf(request, checkout, tenant, 'done', { outcome: closedText(checkout.status) }),
        ),
      );
    const step = checkout.method === 'card' ? 'card' : 'choose';
    return html(reply, sandboxPage(await viewOf(request, checkout, tenant, step)));
  });

  app.post<{ Params: { key: string }; Body: Record<string, unknown> }>(
    '/sandbox/checkout/:key',
    checkoutPost,
    async (request, reply) => {
      const found = await load(request);
      if (!found) return gone(reply);
      const { checkout, tenant } = found;
      const form = (request.body ?? {}) as Record<string, unknown>;
      const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
      const page = async (step: SandboxView['step'], status = 200, extra: Partial<SandboxView> = {}) =>
        html(reply, sandboxPage(await viewOf(request, checkout, tenant, step, extra)), status);
      const finish = async (outcome: Outcome) => {
        await notifyOutcome(checkout, request.host, outcome);
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(`/payment?booking=${checkout.booking_id}&result=${outcome}`);
      };
      // A voided attempt is never paid, whatever the form says (its order may be closed).
      if (checkout.status !== 'pending') return page('done', 409, { outcome: closedText(checkout.status) });
      const action = field('action');
      if (action === 'success' || action === 'failure' || action === 'expire') return finish(action);
      const next = checkout.method === 'card' ? cardStep(field('step'), field) : null;
      if (next && 'outcome' in next) return finish(next.outcome);
      if (next) return page(next.page, next.status, next.error ? { error: next.error } : {});
      return page(checkout.method === 'card' ? 'card' : 'choose', 400);
    },
  );
}

import Stripe from 'stripe';
import type { PaymentMethod } from '@app/contract/commerce/schemas';
import {
  GatewayUnavailable,
  NotificationRejected,
  RefundRefused,
  type GatewayOrder,
  type GatewayRefund,
  type GatewayStatus,
  type IncomingNotification,
  type PaymentGateway,
  type StartedPayment,
  type VerifiedNotification,
} from './gateway.ts';

/**
 * Stripe Checkout (docs.stripe.com/payments/checkout): the learner pays on Stripe's hosted page,
 * and Stripe reports the outcome to our notification endpoint as a webhook event signed with the
 * endpoint's secret (`Stripe-Signature`, an HMAC of the raw body).
 */
export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Overrides https://api.stripe.com, e.g. http://127.0.0.1:12111 (tests use a local server). */
  apiUrl?: string;
  /** How long to wait for Stripe per try; 10 s. */
  timeoutMs?: number;
}

const METHODS_MYR: readonly PaymentMethod[] = ['card', 'fpx'];
const METHODS_OTHER: readonly PaymentMethod[] = ['card'];

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes or later than 24 hours. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
/** Room for the request's travel and for clocks that disagree a little. */
const EXPIRY_MARGIN_S = 60;

/** The Checkout Session's expiry: the order's deadline, brought within Stripe's bounds. */
export function stripeExpiresAt(expiresAt: Date, now = new Date()): number {
  const nowS = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(
    Math.max(wanted, nowS + MIN_EXPIRY_S + EXPIRY_MARGIN_S),
    nowS + MAX_EXPIRY_S - EXPIRY_MARGIN_S,
  );
}

function stripeClient(secretKey: string, apiUrl: string | undefined, timeoutMs: number): Stripe {
  const config: Stripe.StripeConfig = { timeout: timeoutMs, telemetry: false };
  if (apiUrl) {
    const url = new URL(apiUrl);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (config.protocol === 'http' ? 80 : 443);
  }
  return new Stripe(secretKey, config);
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** An expandable field: the id, or the expanded object's id. */
const idOf = (value: unknown) => text(value) ?? text(record(value)?.id);

/** Our order of an event's object: the metadata we set, or the Checkout Session's reference. */
function gatewayOrderIdOf(object: { metadata?: unknown; client_reference_id?: unknown }) {
  return text(record(object.metadata)?.gateway_order_id) ?? text(object.client_reference_id);
}

function statusOf(type: string, object: Record<string, unknown>): GatewayStatus {
  switch (type) {
    case 'checkout.session.completed':
      // A delayed method (bank debits) completes unpaid and reports later by async_payment_*.
      return object.payment_status === 'paid' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    case 'charge.refunded':
      // The event also comes for a partial refund; only a full one undoes the order.
      return object.refunded === true ? 'refunded' : 'pending';
    default:
      return 'pending';
  }
}

/**
 * Reads a verified event: what it says about which of our orders. `orderOfPaymentIntent` finds
 * the order of a charge that does not carry our metadata itself (a refund's charge), through the
 * PaymentIntent, which has it from `payment_intent_data.metadata`.
 */
export async function readStripeEvent(
  event: { type: string; data?: { object?: unknown } },
  orderOfPaymentIntent?: (paymentIntentId: string) => Promise<string | undefined>,
): Promise<VerifiedNotification> {
  const object = record(event.data?.object);
  if (!object) throw new NotificationRejected('invalid', 'The event has no data.object');
  const paymentIntent = idOf(object.payment_intent);
  let gatewayOrderId = gatewayOrderIdOf(object);
  if (!gatewayOrderId && object.object === 'charge' && paymentIntent && orderOfPaymentIntent)
    gatewayOrderId = await orderOfPaymentIntent(paymentIntent);
  if (!gatewayOrderId)
    throw new NotificationRejected(
      'invalid',
      `The ${event.type} event is not about a payment this shop opened (no metadata.gateway_order_id)`,
    );
  const isSession = object.object === 'checkout.session';
  const amount = isSession ? object.amount_total : object.amount;
  const currency = text(object.currency);
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 || !currency)
    throw new NotificationRejected('invalid', `The ${event.type} event has no amount and currency`);
  return {
    gatewayOrderId,
    status: statusOf(event.type, object),
    amountMinor: amount,
    currency: currency.toUpperCase(),
    reference: paymentIntent ?? text(object.id) ?? null,
  };
}

export function stripeGateway(options: StripeOptions): PaymentGateway {
  const { secretKey, webhookSecret } = options;
  const stripe = stripeClient(secretKey, options.apiUrl, options.timeoutMs ?? 10_000);
  // Stripe masks keys in its messages; this makes sure ours never reaches a log or a learner.
  const redact = (message: string) => message.split(secretKey).join('[secret key]');

  const methods = (currency: string) => (currency.toUpperCase() === 'MYR' ? METHODS_MYR : METHODS_OTHER);

  return {
    name: 'stripe',
    testMode: secretKey.startsWith('sk_test_'),
    methods,

    async start(order: GatewayOrder): Promise<StartedPayment> {
      if (!methods(order.currency).includes(order.method))
        throw new GatewayUnavailable(`Stripe does not offer ${order.method} in ${order.currency}`);
      const metadata = { gateway_order_id: order.gatewayOrderId, order_number: order.orderNumber };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          // API version 2026-09-30.endive (this SDK's) removed `payment_method_types` from the
          // create call; `allowed_payment_method_types` limits the page to the chosen method.
          allowed_payment_method_types: [order.method],
          line_items: [
            {
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amountMinor,
                product_data: { name: order.itemName },
              },
              quantity: 1,
            },
          ],
          client_reference_id: order.gatewayOrderId,
          metadata,
          // Copied to the PaymentIntent, so a later refund can be traced back to the order.
          payment_intent_data: { metadata },
          customer_email: order.customer.email || undefined,
          success_url: order.returnUrl,
          cancel_url: order.returnUrl,
          expires_at: stripeExpiresAt(order.expiresAt),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new GatewayUnavailable(`Stripe Checkout refused the payment: ${redact(message)}`);
      }
      if (!session.url) throw new GatewayUnavailable('Stripe Checkout answered without a page URL');
      // The allowed list is a filter: a method the account has not activated is dropped silently.
      if (Array.isArray(session.payment_method_types) && !session.payment_method_types.includes(order.method))
        throw new GatewayUnavailable(`Stripe Checkout does not offer ${order.method} on this account`);
      return { redirectUrl: session.url, reference: session.id };
    },

    async verify(notification: IncomingNotification): Promise<VerifiedNotification> {
      const signature = notification.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '')
        throw new NotificationRejected('bad_signature', 'The event has no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(notification.rawBody, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new NotificationRejected('bad_signature', 'The event’s Stripe-Signature does not match');
        throw new NotificationRejected('invalid', 'The event is not a Stripe event');
      }
      return readStripeEvent(event, async (id) => {
        try {
          return gatewayOrderIdOf(await stripe.paymentIntents.retrieve(id));
        } catch (error) {
          // Not a rejection: the event is genuine, Stripe just did not answer; it sends it again.
          const message = error instanceof Error ? error.message : String(error);
          throw new GatewayUnavailable(`Stripe did not give the PaymentIntent ${id}: ${redact(message)}`);
        }
      });
    },

    /**
     * A Refund of the attempt's PaymentIntent (docs.stripe.com/api/refunds/create): `POST
     * /v1/refunds` with `payment_intent` and `amount` in minor units, our refund key as Stripe's
     * `Idempotency-Key` (the same key again answers the same refund). A payment known only by its
     * Checkout Session has its PaymentIntent read from the session first.
     */
    async refund(refund: GatewayRefund) {
      let paymentIntent = refund.reference?.startsWith('pi_') ? refund.reference : null;
      try {
        if (!paymentIntent && refund.reference?.startsWith('cs_'))
          paymentIntent =
            idOf((await stripe.checkout.sessions.retrieve(refund.reference)).payment_intent) ?? null;
        if (!paymentIntent)
          throw new RefundRefused('Stripe refunds a PaymentIntent, and this payment has none recorded');
        const done = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: refund.amountMinor,
            reason: 'requested_by_customer',
            metadata: { gateway_order_id: refund.gatewayOrderId, reason: refund.reason.slice(0, 500) },
          },
          { idempotencyKey: refund.refundKey },
        );
        if (done.status === 'failed' || done.status === 'canceled')
          throw new RefundRefused(`Stripe refused the refund: ${done.failure_reason ?? done.status}`);
        return { reference: done.id };
      } catch (error) {
        if (error instanceof RefundRefused) throw error;
        const message = redact(error instanceof Error ? error.message : String(error));
        // Stripe said no (an amount above what is left, a disputed charge): the admin reads why.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        )
          throw new RefundRefused(`Stripe refused the refund: ${message}`);
        throw new GatewayUnavailable(`Stripe did not take the refund: ${message}`);
      }
    },
  };
}

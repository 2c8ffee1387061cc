import type { PaymentMethod } from '@app/contract/commerce/schemas';
import { toMajor } from '@app/contract/commerce/money';
import {
  GatewayUnavailable,
  RefundRefused,
  type GatewayOrder,
  type GatewayRefund,
  type IncomingNotification,
  type PaymentGateway,
  type StartedPayment,
} from './gateway.ts';
import { verifyMidtransNotification } from './midtrans-notification.ts';

/**
 * Midtrans Snap (docs.midtrans.com, "Snap API"): the learner pays on Snap's hosted page. We ask
 * Snap for a transaction (a token and the page's address), and Midtrans reports the outcome to
 * our notification endpoint, signed with the server key (midtrans-notification.ts).
 */
export interface MidtransOptions {
  serverKey: string;
  production: boolean;
  /** Snap's base URL, e.g. https://app.sandbox.midtrans.com/snap/v1 (tests point it at a local server). */
  snapUrl?: string;
  /** The Core API's base URL, e.g. https://api.sandbox.midtrans.com (refunds; tests use a local server). */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** How long to wait for Snap; 10 s. */
  timeoutMs?: number;
}

const SNAP_SANDBOX = 'https://app.sandbox.midtrans.com/snap/v1';
const SNAP_PRODUCTION = 'https://app.midtrans.com/snap/v1';
const API_SANDBOX = 'https://api.sandbox.midtrans.com';
const API_PRODUCTION = 'https://api.midtrans.com';
const TIMEOUT_MS = 10_000;

/** Our methods as Snap's `enabled_payments` names; Mandiri's virtual account is its bill payment. */
const SNAP_PAYMENT: Partial<Record<PaymentMethod, string>> = {
  qris: 'other_qris',
  bca_va: 'bca_va',
  bni_va: 'bni_va',
  bri_va: 'bri_va',
  mandiri_va: 'echannel',
  gopay: 'gopay',
  card: 'credit_card',
};
const METHODS_IDR = Object.keys(SNAP_PAYMENT) as PaymentMethod[];

/** Snap's texts (item and customer names) are at most 50 characters. */
const clip = (value: string, max = 50) => (value.length > max ? value.slice(0, max) : value);

/**
 * `yyyy-MM-dd HH:mm:ss Z` as Snap's `expiry.start_time` wants it, in Jakarta time (UTC+7, no
 * daylight saving), the zone Midtrans's dashboard shows.
 */
export function midtransTime(at: Date): string {
  const wib = new Date(at.getTime() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())} ` +
    `${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}:${pad(wib.getUTCSeconds())} +0700`
  );
}

/** Snap's `error_messages` (a list of texts), or the status when it sent none. */
function snapError(status: number, body: unknown): string {
  const messages =
    body && typeof body === 'object' && Array.isArray((body as { error_messages?: unknown }).error_messages)
      ? (body as { error_messages: unknown[] }).error_messages.filter((m) => typeof m === 'string')
      : [];
  return messages.length > 0 ? messages.join('; ') : `HTTP ${status}`;
}

export function midtransGateway(options: MidtransOptions): PaymentGateway {
  const { serverKey, production } = options;
  const snapUrl = (options.snapUrl ?? (production ? SNAP_PRODUCTION : SNAP_SANDBOX)).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const apiUrl = (options.apiUrl ?? (production ? API_PRODUCTION : API_SANDBOX)).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  const unreachable = (what: string, error: unknown) => {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? error.message
          : String(error);
    return new GatewayUnavailable(`${what} could not be reached: ${reason}`);
  };

  return {
    name: 'midtrans',
    testMode: !production,
    // Midtrans settles rupiah only.
    methods: (currency) => (currency.toUpperCase() === 'IDR' ? METHODS_IDR : []),

    async start(order: GatewayOrder): Promise<StartedPayment> {
      const enabled = SNAP_PAYMENT[order.method];
      if (order.currency.toUpperCase() !== 'IDR' || !enabled)
        throw new GatewayUnavailable(`Midtrans does not offer ${order.method} in ${order.currency}`);
      // Snap takes whole rupiah; IDR has no minor digits here, so this is amountMinor itself.
      const gross = toMajor(order.amountMinor, 'IDR');
      if (!Number.isSafeInteger(gross) || gross <= 0)
        throw new GatewayUnavailable(`Midtrans needs a positive whole rupiah amount, not ${gross}`);
      const now = new Date();
      // Rounded down, so Snap stops taking money no later than the order expires.
      const minutes = Math.max(1, Math.floor((order.expiresAt.getTime() - now.getTime()) / 60_000));
      const body = {
        transaction_details: { order_id: order.gatewayOrderId, gross_amount: gross },
        // Snap refuses a transaction whose items do not add up to gross_amount.
        item_details: [
          { id: clip(order.orderNumber), price: gross, quantity: 1, name: clip(order.itemName) },
        ],
        customer_details: {
          first_name: clip(order.customer.name, 255),
          email: order.customer.email,
          ...(order.customer.phone ? { phone: order.customer.phone } : {}),
        },
        enabled_payments: [enabled],
        callbacks: { finish: order.returnUrl },
        expiry: { start_time: midtransTime(now), unit: 'minutes', duration: minutes },
      };

      let response: Response;
      try {
        response = await doFetch(`${snapUrl}/transactions`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization,
            // Each tenant's own domain receives its notifications, whatever the dashboard says.
            'x-override-notification': order.notificationUrl,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unreachable('Midtrans Snap', error);
      }
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok)
        throw new GatewayUnavailable(
          `Midtrans Snap refused the payment: ${snapError(response.status, answer)}`,
        );
      const { token, redirect_url: redirectUrl } = (answer ?? {}) as {
        token?: unknown;
        redirect_url?: unknown;
      };
      if (typeof token !== 'string' || typeof redirectUrl !== 'string')
        throw new GatewayUnavailable('Midtrans Snap answered without a token and redirect_url');
      return { redirectUrl, reference: token };
    },

    async verify(notification: IncomingNotification) {
      return verifyMidtransNotification(notification.body, serverKey, 'IDR');
    },

    /**
     * The Core API's refund (docs.midtrans.com "Refund Transaction"): `POST /v2/{order_id}/refund`
     * with our `refund_key` (a retry with the same key is the same refund), the amount in whole
     * rupiah and the reason. Midtrans answers HTTP 200 with its own `status_code` in the body: "200"
     * is done; any other is a refusal (a virtual account cannot be refunded this way, more than
     * was paid, not settled yet), whose `status_message` the admin reads.
     */
    async refund(refund: GatewayRefund) {
      const amount = toMajor(refund.amountMinor, 'IDR');
      if (refund.currency.toUpperCase() !== 'IDR' || !Number.isSafeInteger(amount) || amount <= 0)
        throw new RefundRefused(
          `Midtrans refunds whole rupiah, not ${refund.amountMinor} ${refund.currency}`,
        );
      let response: Response;
      try {
        response = await doFetch(`${apiUrl}/v2/${encodeURIComponent(refund.gatewayOrderId)}/refund`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', authorization },
          body: JSON.stringify({ refund_key: refund.refundKey, amount, reason: refund.reason.slice(0, 255) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unreachable('Midtrans', error);
      }
      const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status >= 500 || !answer)
        throw new GatewayUnavailable(`Midtrans did not take the refund: HTTP ${response.status}`);
      const code = String(answer.status_code ?? response.status);
      if (!response.ok || code !== '200') {
        const message = typeof answer.status_message === 'string' ? answer.status_message : `HTTP ${code}`;
        if (code.startsWith('5'))
          throw new GatewayUnavailable(`Midtrans did not take the refund: ${message}`);
        throw new RefundRefused(`Midtrans refused the refund (${code}): ${message}`);
      }
      const id = answer.refund_chargeback_id ?? answer.refund_key ?? null;
      return { reference: id === null ? null : String(id) };
    },
  };
}

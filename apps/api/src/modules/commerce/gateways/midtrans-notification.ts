import { createHash, timingSafeEqual } from 'node:crypto';
import { parseMinor, toMajor } from '@app/contract/commerce/money';
import { NotificationRejected, type GatewayStatus, type VerifiedNotification } from './gateway.ts';

/**
 * Midtrans's HTTP notification (docs.midtrans.com, "HTTP(S) Notification / Webhooks"): JSON with
 * `order_id`, `status_code`, `gross_amount` ("150000.00"), `transaction_status`, `fraud_status`,
 * `currency` and `signature_key` = SHA-512 hex of order_id + status_code + gross_amount + server
 * key. The built-in sandbox sends the same shape, signed the same way, with its own key.
 */
export interface MidtransNotification {
  transaction_time?: string;
  transaction_status: string;
  transaction_id?: string;
  status_message?: string;
  status_code: string;
  signature_key: string;
  payment_type?: string;
  order_id: string;
  merchant_id?: string;
  gross_amount: string;
  fraud_status?: string;
  currency?: string;
}

export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
) {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

/** gross_amount as Midtrans writes it: major units with two decimals. */
export const grossAmount = (amountMinor: number, currency: string) =>
  toMajor(amountMinor, currency).toFixed(2);

/** Midtrans's transaction_status (and fraud_status for cards) as our outcome. */
function statusOf(transactionStatus: string, fraudStatus: string | undefined): GatewayStatus {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A captured card payment that the fraud check holds is not paid yet.
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : 'pending';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      return 'pending';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Checks the signature with `serverKey` and reads the notification. */
export function verifyMidtransNotification(
  body: unknown,
  serverKey: string,
  defaultCurrency: string,
): VerifiedNotification {
  const n = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const orderId = text(n.order_id);
  const statusCode = text(n.status_code);
  const gross = text(n.gross_amount);
  const signature = text(n.signature_key);
  const transactionStatus = text(n.transaction_status);
  if (!orderId || !statusCode || !gross || !signature || !transactionStatus)
    throw new NotificationRejected(
      'invalid',
      'A notification needs order_id, status_code, gross_amount, transaction_status and signature_key',
    );
  const expected = Buffer.from(midtransSignature(orderId, statusCode, gross, serverKey), 'hex');
  const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NotificationRejected('bad_signature', 'The notification’s signature_key does not match');
  if (!/^\d+(\.\d+)?$/.test(gross))
    throw new NotificationRejected('invalid', 'gross_amount is not an amount');
  const currency = (text(n.currency) ?? defaultCurrency).toUpperCase();
  return {
    gatewayOrderId: orderId,
    status: statusOf(transactionStatus, text(n.fraud_status)),
    // Exact: "249000.01" is not 249,000 rupiah, so it can never match an order (null).
    amountMinor: parseMinor(gross, currency),
    currency,
    reference: text(n.transaction_id) ?? null,
  };
}

import type { GatewayName, PaymentMethod } from '@app/contract/commerce/schemas';

/**
 * One interface for every payment gateway (docs/product.md §14): the built-in sandbox, Midtrans
 * Snap and Stripe Checkout. The service never knows which one it talks to.
 */

/** What a gateway needs to open a payment page for one attempt. */
export interface GatewayOrder {
  /** Unique per attempt; the gateway's `order_id` (Midtrans) or `client_reference_id` (Stripe). */
  gatewayOrderId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  itemName: string;
  customer: { name: string; email: string; phone: string };
  /** Our /payment page for this booking: where the gateway sends the learner back. */
  returnUrl: string;
  /** Our notification endpoint for this gateway, on the tenant's own domain. */
  notificationUrl: string;
  expiresAt: Date;
}

export interface StartedPayment {
  /** The page the browser goes to. */
  redirectUrl: string;
  /** The gateway's id of the transaction or session, when it gives one. */
  reference: string | null;
  /** The sandbox's page key (its checkout URL carries it). */
  checkoutKey?: string;
}

/** An outcome a gateway reports; `pending` changes nothing. */
export type GatewayStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded';

export interface VerifiedNotification {
  gatewayOrderId: string;
  status: GatewayStatus;
  /** Exact minor units; null when the gateway's amount is not a whole number of them. */
  amountMinor: number | null;
  currency: string;
  reference: string | null;
}

export interface IncomingNotification {
  /** The body exactly as received: Stripe signs the bytes. */
  rawBody: Buffer;
  /** The body as parsed JSON (or form), when it parsed. */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** A notification that is not the gateway's: a forged or missing signature, or not its shape. */
export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'bad_signature' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The gateway could not be reached or refused to open a payment. */
export class GatewayUnavailable extends Error {}

/** Money of one paid attempt to give back (docs/decisions.md 50). */
export interface GatewayRefund {
  /** The attempt's `order_id` (Midtrans) or `client_reference_id` (Stripe). */
  gatewayOrderId: string;
  /** The gateway's reference of the payment: Stripe's PaymentIntent (or its Checkout Session). */
  reference: string | null;
  amountMinor: number;
  currency: string;
  /** Ours, unique per refund: the same key sent twice is one refund at the gateway. */
  refundKey: string;
  reason: string;
}

export interface RefundDone {
  /** The gateway's id of the refund. */
  reference: string | null;
}

/** The gateway answered and said no (not refundable by this method, more than was paid): its words. */
export class RefundRefused extends Error {}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** No real money moves (the sandbox, or a gateway's own sandbox environment). */
  readonly testMode: boolean;
  /** The ways of paying it offers in a currency. */
  methods(currency: string): readonly PaymentMethod[];
  /** Opens the payment page of one attempt. Throws GatewayUnavailable. */
  start(order: GatewayOrder): Promise<StartedPayment>;
  /** Checks a notification is the gateway's and reads it. Throws NotificationRejected. */
  verify(notification: IncomingNotification): Promise<VerifiedNotification>;
  /** Gives back money of a paid attempt, whole or part. Throws RefundRefused or GatewayUnavailable. */
  refund(refund: GatewayRefund): Promise<RefundDone>;
}

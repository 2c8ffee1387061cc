import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@app/contract/commerce/schemas';
import {
  RefundRefused,
  type GatewayOrder,
  type GatewayRefund,
  type IncomingNotification,
  type PaymentGateway,
  type StartedPayment,
} from './gateway.ts';
import { verifyMidtransNotification } from './midtrans-notification.ts';

/** Indonesian ways of paying; a ringgit tenant is offered card and FPX online banking. */
const METHODS_IDR: readonly PaymentMethod[] = [
  'qris',
  'bca_va',
  'bni_va',
  'bri_va',
  'mandiri_va',
  'gopay',
  'ovo',
  'dana',
  'card',
];
const METHODS_MYR: readonly PaymentMethod[] = ['card', 'fpx'];

/**
 * The built-in gateway (the default; works offline): its own checkout page on the tenant's
 * domain (sandbox/routes.ts) where the learner makes a payment succeed, fail or expire. It then
 * notifies our notification endpoint in Midtrans's shape, signed as Midtrans signs, with the
 * deployment's sandbox key: the same path a real payment takes.
 */
export function sandboxGateway(serverKey: string): PaymentGateway {
  return {
    name: 'sandbox',
    testMode: true,
    methods: (currency) => (currency === 'IDR' ? METHODS_IDR : METHODS_MYR),
    async start(order: GatewayOrder): Promise<StartedPayment> {
      const checkoutKey = randomBytes(24).toString('base64url');
      return {
        redirectUrl: `${new URL(order.returnUrl).origin}/sandbox/checkout/${checkoutKey}`,
        reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
        checkoutKey,
      };
    },
    async verify(notification: IncomingNotification) {
      return verifyMidtransNotification(notification.body, serverKey, 'IDR');
    },
    // No money moved, so none goes back: the refund succeeds at once with a reference of its own.
    async refund(refund: GatewayRefund) {
      if (!Number.isSafeInteger(refund.amountMinor) || refund.amountMinor <= 0)
        throw new RefundRefused(`The sandbox refunds a positive amount, not ${refund.amountMinor}`);
      return { reference: `SBX-RF-${randomBytes(6).toString('hex').toUpperCase()}` };
    },
  };
}

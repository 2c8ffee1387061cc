import type { Booking } from '@app/contract/commerce/schemas';
import type { MessageKey } from '@/shared/i18n/i18n';

/** How a payment attempt ends without paying: declined, out of time, or cancelled on the gateway. */
export type EndedAttempt = 'failed' | 'expired' | 'cancelled';

const ENDED: Record<EndedAttempt, MessageKey> = {
  failed: 'commerce.attempt.failed',
  expired: 'commerce.attempt.expired',
  cancelled: 'commerce.attempt.cancelled',
};

/**
 * The way the latest attempt of a still pending order ended, or null (docs/payments.md "An order
 * and its attempts"): such an order is paid again, with any method, until its own deadline.
 */
export function endedAttempt(booking: Pick<Booking, 'status' | 'payment_status'>): EndedAttempt | null {
  const attempt = booking.payment_status;
  return booking.status === 'pending' && attempt !== null && attempt in ENDED
    ? (attempt as EndedAttempt)
    : null;
}

/** The words of an ended attempt: "Your {method} payment did not go through." */
export const endedAttemptText = (ended: EndedAttempt): MessageKey => ENDED[ended];

import { ApiError } from '@/shared/http/client';
import type { MessageKey } from '@/shared/i18n/i18n';

/** Why the server refused a code (422 `error.code`, contract applyVoucher), each with its own words. */
const REFUSALS: Record<string, MessageKey> = {
  voucher_unknown: 'commerce.voucher.refused.unknown',
  voucher_expired: 'commerce.voucher.refused.expired',
  voucher_not_started: 'commerce.voucher.refused.notStarted',
  voucher_min_purchase: 'commerce.voucher.refused.minPurchase',
  voucher_not_applicable: 'commerce.voucher.refused.notApplicable',
  voucher_used_up: 'commerce.voucher.refused.usedUp',
  voucher_already_used: 'commerce.voucher.refused.alreadyUsed',
};

/** A code as the server accepts it: letters, digits and dashes, at most 40 (contract voucherCode). */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * The message for a failed apply (product §5: only a 2xx is success, so anything else is a
 * refusal): the server's reason when it gave one, too many tries, an order no longer open, or a
 * general failure.
 */
export function voucherRefusal(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    const code = error.body?.error?.code;
    if (error.status === 422 && code && REFUSALS[code]) return REFUSALS[code];
    if (error.status === 429) return 'commerce.voucher.refused.tooMany';
    if (error.status === 400) return 'commerce.voucher.refused.format';
    if (error.status === 409 || error.status === 404) return 'commerce.voucher.refused.notOpen';
  }
  return 'commerce.voucher.refused.failed';
}

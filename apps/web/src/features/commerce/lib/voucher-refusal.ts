import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import type { MessageKey } from '@/shared/i18n/i18n';

type Translate = (key: MessageKey) => string;

/** A code as the server accepts it: letters, digits and dashes, at most 40 (contract voucherCode). */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * The words of a failed apply (product §5: only a 2xx is success, so anything else is a refusal):
 * those of its code, such as the server's reason for refusing the voucher (422, contract
 * applyVoucher); an order no longer open, or no answer at all, in the voucher form's own words.
 */
export function voucherRefusal(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('commerce.voucher.refused.failed');
  if (error.code === 'not_pending' || error.code === 'not_found')
    return t('commerce.voucher.refused.notOpen');
  return errorText(t, error);
}

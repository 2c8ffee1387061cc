import type { Voucher } from '@app/contract/commerce/schemas';
import { formatNumber } from '@/shared/i18n/format';
import { intlLocale, type MessageKey } from '@/shared/i18n/i18n';
import { formatMinor } from './money';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;
type Rule = Pick<Voucher, 'kind' | 'percent' | 'amount' | 'max_discount' | 'currency'>;

/** What a voucher takes off, in words: "20% off, up to Rp 50.000", "Rp 25.000 off". */
export function voucherRule(t: T, voucher: Rule, locale = intlLocale()) {
  if (voucher.kind === 'percent') {
    const percent = formatNumber(voucher.percent ?? 0, locale);
    return voucher.max_discount
      ? t('commerce.voucher.percentUpTo', {
          percent,
          max: formatMinor(voucher.max_discount, voucher.currency, locale),
        })
      : t('commerce.voucher.percentOff', { percent });
  }
  return t('commerce.voucher.amountOff', {
    amount: formatMinor(voucher.amount ?? 0, voucher.currency, locale),
  });
}

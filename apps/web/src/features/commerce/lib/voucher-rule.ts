import type { Voucher } from '@app/contract/commerce/schemas';
import type { Locale } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import { formatNumber } from '@/shared/i18n/format';
import { currentLocale, intlLocale, type MessageKey } from '@/shared/i18n/i18n';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;
export type VoucherRule = Pick<Voucher, 'kind' | 'percent' | 'amount' | 'max_discount' | 'currency'>;

/**
 * What a voucher takes off, in words: "20% off, up to Rp 50.000", "Rp 25.000 off". A percent
 * always comes with its cap when it has one: the cap is what the learner saves at most.
 */
export function voucherRule(t: T, voucher: VoucherRule, lang: Locale = currentLocale()) {
  if (voucher.kind === 'percent') {
    const percent = formatNumber(voucher.percent ?? 0, intlLocale(lang));
    return voucher.max_discount
      ? t('commerce.voucher.percentUpTo', {
          percent,
          max: formatMinor(voucher.max_discount, voucher.currency, lang),
        })
      : t('commerce.voucher.percentOff', { percent });
  }
  return t('commerce.voucher.amountOff', {
    amount: formatMinor(voucher.amount ?? 0, voucher.currency, lang),
  });
}

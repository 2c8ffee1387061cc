import type { Locale } from '@app/contract/envelope';
import { formatMinor, INTL_LOCALE } from '@app/contract/money';
import type { StudioVoucher } from '@app/contract/vouchers/schemas';
import type { Translate } from '@/shared/i18n/i18n';
import { percentOf } from '../../sales/lib/format';

/** What a voucher takes off: "15 %" (up to "Rp 50.000"), or "Rp 10.000". */
export function discountText(t: Translate, v: StudioVoucher, lang: Locale) {
  if (v.kind === 'fixed') return formatMinor(v.amount_minor ?? 0, v.currency, lang);
  const percent = percentOf(v.percent ?? 0, lang);
  return v.max_discount_minor === null
    ? percent
    : t('vouchers.upTo', { percent, max: formatMinor(v.max_discount_minor, v.currency, lang) });
}

/** Uses against the quota: "3 / 100", or "3 / no limit". */
export const usesText = (t: Translate, v: StudioVoucher, lang: Locale) => {
  const n = new Intl.NumberFormat(INTL_LOCALE[lang]);
  return `${n.format(v.uses)} / ${v.quota === null ? t('vouchers.noLimit') : n.format(v.quota)}`;
};

/** A "YYYY-MM-DDTHH:mm" of the company's time zone as the language writes it (no zone shift). */
export const localTime = (value: string, lang: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${value}:00Z`));

/** "1 Dec 2026 – 31 Dec 2026", "From …", "Until …", or "Always". */
export function validityText(t: Translate, v: StudioVoucher, lang: Locale) {
  if (v.valid_from && v.valid_until)
    return t('vouchers.between', {
      from: localTime(v.valid_from, lang),
      until: localTime(v.valid_until, lang),
    });
  if (v.valid_from) return t('vouchers.from', { from: localTime(v.valid_from, lang) });
  if (v.valid_until) return t('vouchers.until', { until: localTime(v.valid_until, lang) });
  return t('vouchers.always');
}

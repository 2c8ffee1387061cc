import { PAYMENT_METHOD_BRANDS, type PaymentMethod } from '@app/contract/commerce/constants';
import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';
import type { Translate } from '@/shared/i18n/i18n';
import { percent } from '@/shared/lib/format';

export { dateTime } from '@/shared/lib/format';

/** A method's name: its brand, or the language's word for a card. */
export const methodName = (t: Translate, method: string | null) =>
  !method
    ? '—'
    : method === 'card'
      ? t('sales.method.card')
      : (PAYMENT_METHOD_BRANDS[method as Exclude<PaymentMethod, 'card'>] ?? method);

/** A rate as the language writes a percentage ("11 %", "11%"); the rate comes as "11.00". */
export const percentOf = (rate: string | number, lang: Locale) => percent(rate, lang, 2);

/** A period's first day as its label: "28 Nov", "Nov 2026" for a month. */
export function periodLabel(period: string, group: 'day' | 'week' | 'month', lang: Locale, long = false) {
  const date = new Date(`${period}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', ...(long ? { year: 'numeric' } : {}), timeZone: 'UTC' };
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], options).format(date);
}

/** A calendar day (YYYY-MM-DD) as the language writes it. */
export const dayLabel = (day: string, lang: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

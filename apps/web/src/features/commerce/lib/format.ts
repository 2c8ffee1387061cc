import { formatNumber } from '@/shared/i18n/format';
import { intlLocale, type MessageKey } from '@/shared/i18n/i18n';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;
type CountKey = 'commerce.transactions.count' | 'commerce.vouchers.count' | 'commerce.voucher.left';

/** A counted phrase: "1 order", "12 orders" (Indonesian and Malay give both keys the same text). */
export function countLabel(t: T, key: CountKey, count: number, locale = intlLocale()) {
  return t(`${key}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count: formatNumber(count, locale) });
}

/** A date with its time: "12 Mar 2026, 14:05". */
export function formatDateTime(value: string, locale = intlLocale()) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

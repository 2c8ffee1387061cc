import { intlLocale } from './i18n';

const zeroDecimals = new Set(['IDR', 'JPY', 'KRW', 'VND']);

/** Money in the tenant's currency, per locale: "Rp 1.250.000", "RM 349.00". */
export function formatMoney(amount: number, currency: string, locale = intlLocale()) {
  const digits = zeroDecimals.has(currency) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function formatDate(value: string | Date, locale = intlLocale(), style: 'medium' | 'long' = 'medium') {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

export function formatNumber(value: number, locale = intlLocale()) {
  return new Intl.NumberFormat(locale).format(value);
}

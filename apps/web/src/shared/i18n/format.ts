import { intlLocale } from './i18n';

// Money is not formatted here: every price goes through @app/contract/money (one format).

export function formatDate(value: string | Date, locale = intlLocale(), style: 'medium' | 'long' = 'medium') {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

export function formatNumber(value: number, locale = intlLocale()) {
  return new Intl.NumberFormat(locale).format(value);
}
